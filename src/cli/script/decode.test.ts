import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { decodeScriptText, decodeStep } from "./decode.ts";

const header = (over: Record<string, unknown> = {}) =>
  JSON.stringify({ game: "bola8", players: ["Ana", "Beto"], breaker: 0, steps: [], ...over });

describe("match-script header decoding", () => {
  it.each([
    ["{", /not valid JSON/],
    ["[]", /must be a JSON object/],
    ["null", /must be a JSON object/],
    [header({ game: "snooker" }), /^script\.game: must be "bola8" or "pina"$/],
    [header({ players: ["Ana"] }), /^script\.players/],
    [header({ players: ["Ana", 3] }), /^script\.players\[1\]/],
    [header({ breaker: 2 }), /^script\.breaker: must be a player index, 0 or 1$/],
    [header({ breaker: "0" }), /^script\.breaker/],
    [header({ steps: {} }), /^script\.steps: must be a list of steps$/],
    [header({ settings: [] }), /^script\.settings/],
    [header({ referee: "Carla" }), /^script: unknown field "referee"$/],
  ])("%s is refused: %s", (text, message) => {
    const r = decodeScriptText(text);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatch(message);
  });

  it("accepts a minimal script and defaults the settings", () => {
    const r = decodeScriptText(header({ settings: { raceTo: 2 } }));
    expect(r).toEqual({
      ok: true,
      value: { game: "bola8", players: ["Ana", "Beto"], settings: { raceTo: 2 }, breaker: 0, steps: [] },
    });
  });
});

describe("match-script step decoding", () => {
  it("decodes every step kind into the referee's actions", () => {
    expect(
      decodeStep("bola8", {
        shot: {
          by: 1,
          events: [{ hit: [0, 5] }, { rail: 5 }, { pocket: [3, "foot-left"] }, { off: 9 }],
          call: { group: "solids" },
          fouls: ["B8-F6"],
        },
      }),
    ).toEqual({
      ok: true,
      value: {
        kind: "shot",
        shot: {
          by: 1,
          events: [
            { kind: "hit", a: 0, b: 5 },
            { kind: "rail", ball: 5 },
            { kind: "pocket", ball: 3, pocket: "foot-left" },
            { kind: "off", ball: 9 },
          ],
          call: { group: "solids" },
          fouls: ["B8-F6"],
        },
      },
    });
    expect(
      decodeStep("pina", { shot: { by: 0, events: [], call: { defense: true }, miscue: true } }),
    ).toEqual({
      ok: true,
      value: { kind: "shot", shot: { by: 0, events: [], call: { defense: true }, miscue: true } },
    });
    expect(decodeStep("bola8", { declare: { by: 0, group: "stripes" } })).toEqual({
      ok: true,
      value: { kind: "declare", by: 0, group: "stripes" },
    });
    expect(decodeStep("bola8", { choose: { by: 1, option: { equalize: [9, 10] } } })).toEqual({
      ok: true,
      value: { kind: "choose", by: 1, choice: { kind: "equalize", balls: [9, 10] } },
    });
    expect(decodeStep("bola8", { choose: { by: 1, option: "ball-in-hand-spot-8" } })).toEqual({
      ok: true,
      value: { kind: "choose", by: 1, choice: { kind: "ball-in-hand-spot-8" } },
    });
    expect(decodeStep("pina", { lag: { winner: 1 } })).toEqual({
      ok: true,
      value: { kind: "lag", winner: 1 },
    });
    expect(decodeStep("pina", { resign: { by: 0 } })).toEqual({ ok: true, value: { kind: "resign", by: 0 } });
  });

  it.each([
    [5, /^the step must be an object/],
    [{}, /^the step is empty/],
    [{ shoot: {} }, /^the step: unknown field "shoot"/],
    [{ shot: {}, lag: {} }, /^the step has shot and lag; give exactly one$/],
    [{ shot: { by: 0 } }, /^shot\.events: missing$/],
    [{ shot: { by: 2, events: [] } }, /^shot\.by: must be a player index/],
    [{ shot: { by: 0, events: [], spin: 1 } }, /^shot: unknown field "spin"$/],
    [{ shot: { by: 0, events: [{ hit: [0, 16] }] } }, /^shot\.events\[0\]\.hit\[1\]: must be a ball number/],
    [{ shot: { by: 0, events: [{ hit: [3, 3] }] } }, /^shot\.events\[0\]\.hit: a ball cannot hit itself/],
    [{ shot: { by: 0, events: [{ hit: [0, 1], rail: 1 }] } }, /give exactly one/],
    [
      { shot: { by: 0, events: [{ pocket: [1, "corner"] }] } },
      /^shot\.events\[0\]\.pocket\[1\]: must be a pocket/,
    ],
    [{ shot: { by: 0, events: [{ rail: 1.5 }] } }, /^shot\.events\[0\]\.rail: must be a whole ball number/],
    [{ shot: { by: 0, events: [], fouls: [4] } }, /^shot\.fouls\[0\]: must be a rule ID$/],
    [{ choose: { by: 0, option: "pass" } }, /^choose\.option: must be one of accept/],
    [{ choose: { by: 0, option: { equalize: [0] } } }, /^choose\.option/],
    [{ declare: { by: 0, group: "evens" } }, /^declare\.group: must be "solids" or "stripes"$/],
    [{ lag: { winner: -1 } }, /^lag\.winner/],
  ])("%j is refused: %s", (step, message) => {
    const r = decodeStep("bola8", step);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatch(message);
  });

  it("checks the call's shape by game", () => {
    const pinaCallInBola8 = decodeStep("bola8", {
      shot: { by: 0, events: [], call: { ball: 3, pocket: "side-left" } },
    });
    expect(pinaCallInBola8.ok).toBe(false);
    const bola8CallInPina = decodeStep("pina", { shot: { by: 0, events: [], call: { group: "solids" } } });
    expect(bola8CallInPina).toEqual({
      ok: false,
      error: 'shot.call: a pina call is {"ball": n, "pocket": "…"} or {"defense": true}',
    });
    expect(decodeStep("bola8", { shot: { by: 0, events: [], call: {} } })).toEqual({
      ok: false,
      error: 'shot.call: a bola8 call names a "group", the 8\'s "pocket", or both',
    });
  });
});

describe("fuzzed decoder input", () => {
  it("never throws and always answers with one line, for any JSON value as a step", () => {
    fc.assert(
      fc.property(
        fc.jsonValue(),
        fc.constantFrom("bola8", "pina") as fc.Arbitrary<"bola8" | "pina">,
        (v, game) => {
          const r = decodeStep(game, v);
          if (!r.ok) expect(r.error).not.toMatch(/\n/);
        },
      ),
      { numRuns: 2000 },
    );
  });
  it("never throws on shot-like objects with random fields", () => {
    const event = fc.oneof(
      fc.record({ hit: fc.array(fc.oneof(fc.integer({ min: -2, max: 17 }), fc.string()), { maxLength: 3 }) }),
      fc.record({ rail: fc.oneof(fc.integer({ min: -2, max: 17 }), fc.double()) }),
      fc.record({ pocket: fc.tuple(fc.integer({ min: 0, max: 16 }), fc.string()) }),
      fc.dictionary(fc.string(), fc.jsonValue(), { maxKeys: 2 }),
    );
    fc.assert(
      fc.property(
        fc.record(
          {
            by: fc.oneof(fc.constantFrom(0, 1, 2), fc.string()),
            events: fc.array(event, { maxLength: 6 }),
            call: fc.jsonValue(),
            fouls: fc.array(fc.jsonValue(), { maxLength: 2 }),
          },
          { requiredKeys: [] },
        ),
        (shot) => {
          const r = decodeStep("pina", { shot });
          if (!r.ok) expect(r.error.length).toBeGreaterThan(0);
        },
      ),
      { numRuns: 2000 },
    );
  });
  it("never throws on arbitrary text as a whole script", () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json()), (text) => {
        const r = decodeScriptText(text);
        if (!r.ok) expect(r.error).not.toMatch(/\n/);
      }),
      { numRuns: 2000 },
    );
  });
});
