/**
 * The server's Prometheus metrics (prom-client), one registry per server so several servers in
 * one process (the tests) keep their own counts: strikes and other intents, refusals by code,
 * the intent-to-step latency, live matches, open sockets, the quick-match queue, database
 * latency, the event loop's delay over the last window (event-loop-windows.ts), and the process's
 * own (CPU, memory, GC).
 */
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";
import { EventLoopWindows, eventLoopWindowMsFromEnv } from "./event-loop-windows.ts";

/** What the gauges read at each scrape (the online rooms, sockets and queue). */
export interface LiveCounts {
  workersBusy(): number;
  workerJobs(): number;
  matches(): number;
  sockets(): number;
  queue(): number;
}

export class ServerMetrics {
  readonly registry = new Registry();
  readonly intents = new Counter({
    name: "mingo_intents_total",
    help: "Online intents handled (strike, lag, choose, declare, resign), by kind and outcome",
    labelNames: ["kind", "outcome"] as const,
    registers: [this.registry],
  });
  readonly refusals = new Counter({
    name: "mingo_refusals_total",
    help: "Refusals sent on the online socket, by code",
    labelNames: ["code"] as const,
    registers: [this.registry],
  });
  readonly intentSeconds = new Histogram({
    name: "mingo_intent_to_step_seconds",
    help: "From an intent's arrival to its step (or refusal), seconds",
    labelNames: ["kind"] as const,
    buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.15, 0.25, 0.5, 1, 2.5, 5],
    registers: [this.registry],
  });
  readonly dbSeconds = new Histogram({
    name: "mingo_db_probe_seconds",
    help: "Round trip of the readiness probe's database query, seconds",
    buckets: [0.0005, 0.001, 0.005, 0.01, 0.05, 0.1, 0.5, 1],
    registers: [this.registry],
  });
  private live: LiveCounts | null = null;
  readonly eventLoop: EventLoopWindows;

  constructor(eventLoopWindowMs = eventLoopWindowMsFromEnv(process.env)) {
    collectDefaultMetrics({ register: this.registry, prefix: "mingo_" });
    this.eventLoop = new EventLoopWindows(eventLoopWindowMs);
    this.eventLoopGauges();
    const self = this;
    for (const [name, help, read] of [
      ["mingo_matches_live", "Online matches with a room on this node", (l: LiveCounts) => l.matches()],
      ["mingo_sockets_open", "Online sockets open on this node", (l: LiveCounts) => l.sockets()],
      [
        "mingo_queue_waiting",
        "Players waiting in the quick-match queue on this node",
        (l: LiveCounts) => l.queue(),
      ],
      [
        "mingo_worker_pool_busy",
        "Strikes being played in the worker pool (0 when strikes run on the main thread)",
        (l: LiveCounts) => l.workersBusy(),
      ],
      [
        "mingo_worker_pool_jobs",
        "Jobs played in the worker pool since the start: strikes, lags, the computer's moves, statistics (0 when all run on the main thread)",
        (l: LiveCounts) => l.workerJobs(),
      ],
    ] as const)
      new Gauge({
        name,
        help,
        registers: [this.registry],
        collect() {
          this.set(self.live ? read(self.live) : 0);
        },
      });
  }

  /**
   * The last whole window's event-loop delay (p50, p99, max) and which window it was: a scraper
   * that reads every window sees each ten seconds once, whatever its own scrape interval.
   */
  private eventLoopGauges(): void {
    const loop = this.eventLoop;
    const windowed = new Gauge({
      name: "mingo_event_loop_delay_seconds",
      help: "Event-loop delay over the last whole window (monitorEventLoopDelay, reset each window), by quantile",
      labelNames: ["quantile"] as const,
      registers: [this.registry],
      collect() {
        const w = loop.last;
        windowed.set({ quantile: "0.5" }, w ? w.p50Ms / 1000 : 0);
        windowed.set({ quantile: "0.99" }, w ? w.p99Ms / 1000 : 0);
        windowed.set({ quantile: "1" }, w ? w.maxMs / 1000 : 0);
      },
    });
    new Gauge({
      name: "mingo_event_loop_window_seconds",
      help: "Length of the event-loop delay's window, seconds",
      registers: [this.registry],
      collect() {
        this.set(loop.windowMs / 1000);
      },
    });
    new Gauge({
      name: "mingo_event_loop_window_index",
      help: "How many event-loop delay windows have ended (the figures are the last one's)",
      registers: [this.registry],
      collect() {
        this.set(loop.last?.index ?? 0);
      },
    });
  }

  /** Online play tells the gauges where to look. */
  watch(live: LiveCounts): void {
    this.live = live;
  }

  text(): Promise<string> {
    return this.registry.metrics();
  }

  get contentType(): string {
    return this.registry.contentType;
  }
}
