import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseStep } from "./step.ts";

describe("scorekeeper step decoding", () => {
  it("decodes a called Piña shot into the referee's action", () => {
    const r = parseStep({
      shot: {
        by: 1,
        call: { ball: 3, pocket: "side-left" },
        events: [{ hit: [0, 3] }, { pocket: [3, "side-left"] }],
      },
    });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value).toEqual({
      kind: "shot",
      shot: {
        by: 1,
        call: { ball: 3, pocket: "side-left" },
        events: [
          { kind: "hit", a: 0, b: 3 },
          { kind: "pocket", ball: 3, pocket: "side-left" },
        ],
      },
    });
  });
  it("decodes options, equalize included", () => {
    const a = parseStep({ choose: { by: 0, option: { equalize: [9, 10] } } });
    expect(a.ok && a.value).toEqual({
      kind: "choose",
      by: 0,
      choice: { kind: "equalize", balls: [9, 10] },
    });
    const b = parseStep({ choose: { by: 1, option: "ball-in-hand" } });
    expect(b.ok && b.value).toEqual({ kind: "choose", by: 1, choice: { kind: "ball-in-hand" } });
  });
  it("names the field that is wrong", () => {
    const r = parseStep({ shot: { by: 2, events: [] } });
    expect(r.ok ? "" : r.error).toMatch(/^shot\.by/);
    const u = parseStep({ shot: { by: 0, events: [], extra: 1 } });
    expect(u.ok).toBe(false);
    const p = parseStep({ shot: { by: 0, events: [{ pocket: [3, "corner"] }] } });
    expect(p.ok).toBe(false);
  });
  it("G-NOCALL: a shot with no call is a valid entry; a shot longer than the server's bound is not", () => {
    expect(parseStep({ shot: { by: 0, events: [{ hit: [0, 1] }] } }).ok).toBe(true);
    const break67 = { shot: { by: 0, events: Array.from({ length: 67 }, () => ({ rail: 1 })) } };
    expect(parseStep(break67).ok).toBe(true);
    const long = { shot: { by: 0, events: Array.from({ length: 129 }, () => ({ rail: 1 })) } };
    expect(parseStep(long)).toEqual({ ok: false, error: "shot.events: at most 128 events, not 129" });
  });
  it("refuses keys inherited from Object.prototype (found by the fuzzer)", () => {
    expect(parseStep({ toString: 0 }).ok).toBe(false);
    expect(parseStep({ constructor: {} }).ok).toBe(false);
  });
  it("never throws on arbitrary JSON (fuzz)", () => {
    fc.assert(
      fc.property(fc.jsonValue(), (v) => {
        const r = parseStep(v);
        expect(typeof r.ok).toBe("boolean");
      }),
      { numRuns: 2000 },
    );
  });
});
