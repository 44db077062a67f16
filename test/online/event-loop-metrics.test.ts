/**
 * The event loop's delay per window (issue 41 item 2): measured by monitorEventLoopDelay, reset
 * at the end of every window, and exported by /metrics as the last whole window's p50, p99 and
 * max: a stall shows in the window it happened in and is gone from the next.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ServerMetrics } from "../../src/server/metrics.ts";
import { type LocalNode, startNode } from "./helpers.ts";

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function block(ms: number): void {
  const end = performance.now() + ms;
  while (performance.now() < end) {
    // Holds the event loop, as a long synchronous task on the server would.
  }
}

/** The gauge samples of one name, by their label text ("" for none). */
function samples(text: string, name: string): Map<string, number> {
  const out = new Map<string, number>();
  for (const line of text.split("\n")) {
    const m = new RegExp(`^${name}(\\{[^}]*\\})? (\\S+)$`).exec(line);
    if (m) out.set(m[1] ?? "", Number(m[2]));
  }
  return out;
}

describe("event-loop delay per window", () => {
  it("a stall is the window's max and p99, and the next window starts afresh", async () => {
    // Windows ended by hand (window 0: no timer), so the stall falls in a known window whatever
    // the machine's load: with the timer, the window could end before the delay was recorded.
    const metrics = new ServerMetrics(0);
    try {
      metrics.eventLoop.roll();
      // A reset histogram takes its first tick as a fresh start (no delay counted): let it tick.
      await sleep(40);
      block(700);
      await sleep(60); // the delay's own timer runs late once, and records the stall
      metrics.eventLoop.roll();
      const stalled = samples(await metrics.text(), "mingo_event_loop_delay_seconds");
      expect(stalled.get('{quantile="1"}')).toBeGreaterThan(0.6);
      expect(stalled.get('{quantile="0.99"}')).toBeGreaterThan(0.6);
      expect(stalled.get('{quantile="0.5"}')).toBeLessThanOrEqual(stalled.get('{quantile="1"}')!);
      await sleep(60);
      metrics.eventLoop.roll();
      const after = samples(await metrics.text(), "mingo_event_loop_delay_seconds");
      // Reset: the 700 ms stall is not in this window (what is left is the machine's own noise).
      expect(after.get('{quantile="1"}')).toBeLessThan(0.6);
    } finally {
      metrics.eventLoop.stop();
    }
    const timed = new ServerMetrics(300);
    try {
      expect(samples(await timed.text(), "mingo_event_loop_window_seconds").get("")).toBe(0.3);
    } finally {
      timed.eventLoop.stop();
    }
  });
});

describe("a node's /metrics", () => {
  let node: LocalNode;
  beforeAll(async () => {
    process.env.MINGO_EVENT_LOOP_WINDOW_MS = "200";
    node = await startNode({ graceMs: 3000, sweepMs: 50 });
  });
  afterAll(async () => {
    delete process.env.MINGO_EVENT_LOOP_WINDOW_MS;
    await node.close();
  });

  it("carries the last window's event-loop p50, p99 and max and the window's index", async () => {
    await sleep(500);
    const text = await (await fetch(`${node.url}/metrics`)).text();
    const delay = samples(text, "mingo_event_loop_delay_seconds");
    expect([...delay.keys()].sort()).toEqual(['{quantile="0.5"}', '{quantile="0.99"}', '{quantile="1"}']);
    for (const v of delay.values()) expect(v).toBeGreaterThan(0);
    expect(samples(text, "mingo_event_loop_window_seconds").get("")).toBe(0.2);
    expect(samples(text, "mingo_event_loop_window_index").get("")).toBeGreaterThanOrEqual(1);
  });
});
