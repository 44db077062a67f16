import { describe, expect, it } from "vitest";
import type { ShotResult } from "../physics/index.ts";
import { formatShotJson, roundTo, toShotJson } from "./shot-json.ts";

const R = 0.028575;
const result: ShotResult = {
  events: [
    { t: 0, kind: "strike", ball: 0 },
    { t: 0.123456789, kind: "ball-ball", a: 0, b: 1 },
    { kind: "ball-cushion", t: 1.0000004, ball: 1, cushion: "jaw", pocket: "foot-left" },
    { t: 1.95, kind: "ball-pocket", ball: 1, pocket: "foot-left" },
  ],
  final: [
    { id: 1, r: [1.2, 0.6, -0.08], v: [0, 0, 0], w: [0, 0, 0], motion: "pocketed", pocket: "foot-left" },
    { id: 0, r: [0.5200004, -0.0000001, R], v: [0, 0, 0], w: [0, 0, 0], motion: "stationary" },
  ],
  segments: [[], []],
  duration: 1.95,
};

describe("shot result JSON", () => {
  it("rounds to 1 µm and 1 µs without float noise or negative zero", () => {
    expect(roundTo(0.1 + 0.2, 6)).toBe(0.3);
    expect(String(roundTo(1.0000004, 6))).toBe("1");
    expect(Object.is(roundTo(-0.0000001, 6), 0)).toBe(true);
    expect(String(roundTo(0.123456789, 6))).toBe("0.123457");
  });
  it("gives events with t and kind first, and finals by id with pocket or position", () => {
    const j = toShotJson(result);
    expect(JSON.stringify(j.events[2])).toBe(
      '{"t":1,"kind":"ball-cushion","ball":1,"cushion":"jaw","pocket":"foot-left"}',
    );
    expect(j.final).toEqual([
      { id: 0, x: 0.52, y: 0, state: "stationary" },
      { id: 1, state: "pocketed", pocket: "foot-left" },
    ]);
  });
  it("prints parseable JSON, one event per line, identical for identical input", () => {
    const text = formatShotJson(result);
    expect(JSON.parse(text)).toEqual(JSON.parse(JSON.stringify(toShotJson(result))));
    expect(text.split("\n").filter((l) => l.includes('"kind"'))).toHaveLength(4);
    expect(formatShotJson(structuredClone(result))).toBe(text);
    expect(text.endsWith("}\n")).toBe(true);
  });
  it("writes an empty event list as []", () => {
    expect(JSON.parse(formatShotJson({ ...result, events: [] })).events).toEqual([]);
  });
});
