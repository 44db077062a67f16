import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { GameId } from "../../core/index.ts";
import type { Action } from "../actions.ts";
import { makeStep, parseStep } from "./step.ts";

const decodeStep = (game: GameId, raw: unknown) => parseStep(raw, { game });

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
});

describe("one codec: makeStep writes what parseStep reads", () => {
  it("round-trips every kind of step, and the server's limits bound a shot", () => {
    const steps = [
      {
        shot: {
          by: 1,
          events: [{ hit: [0, 5] }, { rail: 5 }, { pocket: [3, "foot-left"] }, { off: 9 }],
          call: { group: "solids", pocket: "side-left" },
          fouls: ["B8-F6"],
          miscue: true,
        },
      },
      { shot: { by: 0, events: [] } },
      { shot: { by: 0, events: [{ hit: [0, 3] }], call: { ball: 3, pocket: "head-right" } } },
      { shot: { by: 0, events: [], call: { defense: true } } },
      // G-TEAM-ORDER: the partner who struck, in a script with sides.
      { shot: { by: 1, events: [{ hit: [0, 1] }], player: 3 } },
      { declare: { by: 0, group: "stripes" } },
      { choose: { by: 1, option: { equalize: [9, 10] } } },
      { choose: { by: 1, option: "ball-in-hand-spot-8" } },
      { lag: { winner: 1 } },
      { resign: { by: 0 } },
    ];
    for (const raw of steps) {
      const a = parseStep(raw);
      if (!a.ok) throw new Error(a.error);
      expect(makeStep(a.value)).toEqual(raw);
      expect(parseStep(makeStep(a.value))).toEqual({ ok: true, value: a.value satisfies Action });
    }
    const long = { shot: { by: 0, events: Array.from({ length: 65 }, () => ({ rail: 0 })) } };
    expect(parseStep(long).ok).toBe(true);
    expect(parseStep(long, { maxEvents: 64 })).toEqual({
      ok: false,
      error: "shot.events: at most 64 events, not 65",
    });
  });
});
