import { describe, expect, it } from "vitest";
import { lagInOf, parseLagPending } from "./match-logic.ts";

describe("parseLagPending: the stored lag strokes, parsed and checked", () => {
  it("none stored is null; what the lag stores reads back as it was", () => {
    expect(parseLagPending(null)).toEqual({ ok: true, value: null });
    const stroke = { speed: 1.25, angleDeg: -0.5, tipY: 0.1 };
    const text = JSON.stringify({ "1": stroke });
    const r = parseLagPending(text);
    expect(r).toEqual({ ok: true, value: { "1": stroke } });
    expect(r.ok && lagInOf(r.value)).toEqual([1]);
    const both = parseLagPending(JSON.stringify({ "0": { speed: 2 }, "1": stroke }));
    expect(both.ok && lagInOf(both.value)).toEqual([0, 1]);
  });

  it.each([
    ["not JSON", "{", /not JSON/],
    ["a seat that does not exist", JSON.stringify({ "2": { speed: 1 } }), /not valid/],
    ["a stroke without its speed", JSON.stringify({ "0": { angleDeg: 1 } }), /not valid/],
    ["a speed that is not a number", JSON.stringify({ "0": { speed: "fast" } }), /not valid/],
    ["not an object", "[1,2]", /not valid/],
  ])("%s is an error naming the problem, not a throw", (_what, text, message) => {
    const r = parseLagPending(text);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatch(message);
  });
});
