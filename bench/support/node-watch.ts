/**
 * The online bench's ten-second windows: what the players saw (intents answered, latency), what
 * each node saw (its event loop's p99 and max over its own last window, from /metrics; its CPU
 * on the main thread and on the other threads, from /proc schedstat) and what the load
 * generator itself went through (its CPU and event-loop delay): a window where the generator was
 * starved says so, as its latencies are inflated by its own wait, not the server's.
 */
import { EventLoopWindows } from "../../src/server/event-loop-windows.ts";
import { loadText, pct } from "./figures.ts";
import type { Ledger } from "./online-player.ts";
import { type CpuSplit, cpuSince, cpuSplit } from "./thread-cpu.ts";

export interface WatchedNode {
  readonly label: string;
  readonly url: string;
  readonly pid: number;
}

/** Samples of a Prometheus text, by name with labels. */
export async function scrape(url: string): Promise<Map<string, number>> {
  const out = new Map<string, number>();
  try {
    const text = await (await fetch(`${url}/metrics`)).text();
    for (const line of text.split("\n")) {
      if (line.startsWith("#") || !line) continue;
      const i = line.lastIndexOf(" ");
      out.set(line.slice(0, i), Number(line.slice(i + 1)));
    }
  } catch {
    // A node killed on purpose answers nothing: its figures are absent.
  }
  return out;
}

/** The p-th percentile of a Prometheus histogram, by linear interpolation within its bucket. */
export function histogramPct(samples: Map<string, number>, name: string, labels: string, p: number): number {
  const buckets: [number, number][] = [];
  for (const [k, v] of samples) {
    // prom-client writes le first: name_bucket{le="0.1",kind="strike"}.
    const m = new RegExp(`^${name}_bucket\\{le="([^"]+)",${labels}\\}$`).exec(k);
    if (m) buckets.push([m[1] === "+Inf" ? Number.POSITIVE_INFINITY : Number(m[1]), v]);
  }
  buckets.sort((a, b) => a[0] - b[0]);
  const total = buckets.at(-1)?.[1] ?? 0;
  if (!total) return Number.NaN;
  const want = (p / 100) * total;
  let prev: [number, number] = [0, 0];
  for (const b of buckets) {
    if (b[1] >= want) {
      if (!Number.isFinite(b[0])) return prev[0];
      return prev[0] + ((want - prev[1]) / Math.max(1, b[1] - prev[1])) * (b[0] - prev[0]);
    }
    prev = b;
  }
  return prev[0];
}

/** The generator is starved when its own event loop waits this long at p99, or it uses this much of a core. */
const STARVED_LOOP_MS = 50;
const STARVED_CPU = 0.85;

export interface WindowSummary {
  readonly windows: number;
  readonly starved: number;
}

export class Watch {
  private readonly loop: EventLoopWindows;
  private readonly timer: NodeJS.Timeout;
  private cpu: CpuSplit[];
  private selfCpu = process.cpuUsage();
  private t0 = performance.now();
  private windows = 0;
  private starved = 0;

  constructor(
    private readonly nodes: readonly WatchedNode[],
    private readonly ledger: Ledger,
    private readonly windowMs = 10_000,
  ) {
    this.loop = new EventLoopWindows(0);
    this.cpu = nodes.map((n) => cpuSplit(n.pid));
    this.timer = setInterval(() => void this.tick(), windowMs);
  }

  private async tick(): Promise<void> {
    const t1 = performance.now();
    const [from, to] = [this.t0, t1];
    this.t0 = t1;
    const inWindow = this.ledger.answered.filter((a) => a.at >= from && a.at < to);
    const strikes = inWindow.filter((a) => a.strike && !a.refused).map((a) => a.at - a.sentAt);
    const refused = inWindow.filter((a) => a.refused).length;
    const cpuNow = this.nodes.map((n) => cpuSplit(n.pid));
    const nodeParts = await Promise.all(
      this.nodes.map(async (n, i) => {
        const s = await scrape(n.url);
        const used = cpuSince(this.cpu[i]!, cpuNow[i]!);
        const p99 = (s.get('mingo_event_loop_delay_seconds{quantile="0.99"}') ?? Number.NaN) * 1000;
        const max = (s.get('mingo_event_loop_delay_seconds{quantile="1"}') ?? Number.NaN) * 1000;
        return `${n.label}: loop p99 ${p99.toFixed(0)} max ${max.toFixed(0)} ms, cpu main ${(used.mainMs / 1000).toFixed(1)} s + other threads ${(used.otherMs / 1000).toFixed(1)} s`;
      }),
    );
    this.cpu = cpuNow;
    const self = process.cpuUsage(this.selfCpu);
    this.selfCpu = process.cpuUsage();
    const selfShare = (self.user + self.system) / 1000 / (to - from);
    const own = this.loop.roll();
    const isStarved = own.p99Ms > STARVED_LOOP_MS || selfShare > STARVED_CPU;
    this.windows++;
    if (isStarved) this.starved++;
    console.log(
      `[${String(this.windows * (this.windowMs / 1000)).padStart(4)} s] ${loadText()} | strikes ${strikes.length}: p50 ${pct(strikes, 50).toFixed(0)} p95 ${pct(strikes, 95).toFixed(0)} p99 ${pct(strikes, 99).toFixed(0)} ms, refused ${refused} | ${nodeParts.join(" | ")} | generator cpu ${(selfShare * 100).toFixed(0)}% loop p99 ${own.p99Ms.toFixed(0)} max ${own.maxMs.toFixed(0)} ms${isStarved ? " — GENERATOR STARVED: this window's latencies include its own wait" : ""}`,
    );
  }

  stop(): WindowSummary {
    clearInterval(this.timer);
    this.loop.stop();
    return { windows: this.windows, starved: this.starved };
  }
}
