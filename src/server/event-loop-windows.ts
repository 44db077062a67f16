/**
 * The event loop's delay over fixed windows (issue 41 item 2): perf_hooks' monitorEventLoopDelay,
 * read and reset at the end of each window, so a figure says how this node did in the last ten
 * seconds and not since it started (a single stall at start-up would otherwise stand as the
 * "max" forever). The server's /metrics exports the last whole window; the online bench reads it
 * per node and measures its own load generator with the same class.
 */
import { type IntervalHistogram, monitorEventLoopDelay } from "node:perf_hooks";

export interface EventLoopWindow {
  /** Which window this is, counting from 1: a reader knows whether a new one has ended. */
  readonly index: number;
  readonly seconds: number;
  readonly p50Ms: number;
  readonly p99Ms: number;
  readonly maxMs: number;
}

/** MINGO_EVENT_LOOP_WINDOW_MS, or ten seconds. */
export function eventLoopWindowMsFromEnv(env: NodeJS.ProcessEnv): number {
  const ms = Number(env.MINGO_EVENT_LOOP_WINDOW_MS);
  return Number.isFinite(ms) && ms >= 50 ? ms : 10_000;
}

export class EventLoopWindows {
  private readonly histogram: IntervalHistogram;
  private readonly timer: NodeJS.Timeout | null;
  private started = performance.now();
  private count = 0;
  /** The last whole window, or null before the first has ended. */
  last: EventLoopWindow | null = null;
  /** Told each window as it ends. */
  onWindow: ((w: EventLoopWindow) => void) | null = null;

  /** `windowMs` 0: no timer, the owner ends each window with roll() (the bench's ticks). */
  constructor(readonly windowMs: number) {
    // 10 ms sampling: the delay is measured to about that, plenty for a figure read in ms.
    this.histogram = monitorEventLoopDelay({ resolution: 10 });
    this.histogram.enable();
    this.timer = windowMs > 0 ? setInterval(() => this.roll(), windowMs) : null;
    this.timer?.unref();
  }

  private read(index: number): EventLoopWindow {
    const h = this.histogram;
    const ms = (ns: number) => (h.count > 0 ? ns / 1e6 : 0);
    return {
      index,
      seconds: (performance.now() - this.started) / 1000,
      p50Ms: ms(h.percentile(50)),
      p99Ms: ms(h.percentile(99)),
      maxMs: ms(h.max),
    };
  }

  /** Ends the window running now: its figures become `last`, and the next one starts empty. */
  roll(): EventLoopWindow {
    this.count++;
    this.last = this.read(this.count);
    this.histogram.reset();
    this.started = performance.now();
    this.onWindow?.(this.last);
    return this.last;
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.histogram.disable();
  }
}
