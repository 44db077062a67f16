import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { unwrap } from "../core/index.ts";
import { engineFingerprint } from "../physics/index.ts";
import { playAction, startMatch } from "./match.ts";
import type { MatchSetup } from "./match-types.ts";
import { fromSavedMatch, toSavedMatch } from "./saved.ts";
import { strikeProblem } from "./strike-check.ts";
import { playSimple } from "./testing/simple-player.ts";

const setup: MatchSetup = { seed: "saved", game: "pina", players: ["Ana", "Beto"], settings: {} };

describe("saved matches", () => {
  const m = playSimple(unwrap(startMatch(setup)), 6, playAction);
  const saved = unwrap(toSavedMatch(m));

  it("holds the setup, the actions and the script, and reads back to the same match", () => {
    expect(saved).toMatchObject({ format: "mingo-saved-match", version: 1, seed: "saved", game: "pina" });
    expect((saved.script as { steps: unknown[] }).steps).toHaveLength(m.ruleSteps.length);
    const back = unwrap(fromSavedMatch(JSON.stringify(saved)));
    expect(back.balls).toEqual(m.balls);
    expect(back.log).toEqual(m.log);
  });

  it("names the physics engine that played it, and says so when another engine cannot replay it", () => {
    expect(saved.engine).toBe(engineFingerprint());
    expect(saved.engine).toMatch(/^[0-9a-f]{16}$/);
    // A file from another engine whose balls ended elsewhere: the refusal names both engines.
    const other = JSON.parse(JSON.stringify(saved));
    other.engine = "0123456789abcdef";
    other.final[0].x += 0.01;
    expect(fromSavedMatch(JSON.stringify(other))).toEqual({
      ok: false,
      error: {
        code: "differs",
        engineChanged: true,
        message: `the replayed match does not leave the balls where the saved one did (it was saved by physics engine 0123456789abcdef; this one is ${engineFingerprint()})`,
      },
    });
    // The same edit in a file from this engine is just refused.
    const edited = JSON.parse(JSON.stringify(saved));
    edited.final[0].x += 0.01;
    expect(fromSavedMatch(JSON.stringify(edited))).toEqual({
      ok: false,
      error: {
        code: "differs",
        engineChanged: false,
        message: "the replayed match does not leave the balls where the saved one did",
      },
    });
  });

  it("refuses bad input with a one-line error and never throws (fuzzed)", () => {
    fc.assert(
      fc.property(fc.jsonValue(), (v) => {
        const r = fromSavedMatch(JSON.stringify(v));
        return !r.ok && !r.error.message.includes("\n");
      }),
      { numRuns: 300 },
    );
    // Mutations of a good file: a changed value somewhere in the actions.
    const actions = saved.actions as unknown[];
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: actions.length - 1 }),
        fc.oneof(fc.constant(null), fc.double(), fc.string(), fc.constant(1e300), fc.constant(-1)),
        (i, value) => {
          const copy = JSON.parse(JSON.stringify(saved));
          const a = copy.actions[i];
          if (a.kind === "strike") a.strike.speed = value;
          else if (a.kind === "lag") a.strokes[0].speed = value;
          else a.by = value;
          const r = fromSavedMatch(JSON.stringify(copy));
          return typeof r.ok === "boolean";
        },
      ),
      { numRuns: 40 },
    );
  });

  it("a strike outside what a cue can do is refused before the physics", () => {
    const s = { speed: 3, direction: 0, tipX: 0, tipY: 0, elevation: 0 };
    expect(strikeProblem(s)).toBe(null);
    expect(strikeProblem({ ...s, speed: 25 })).toMatch(/speed/);
    expect(strikeProblem({ ...s, speed: Number.NaN })).toMatch(/finite/);
    expect(strikeProblem({ ...s, tipX: 0.8, tipY: 0.8 })).toMatch(/tip/);
    expect(strikeProblem({ ...s, elevation: 95 })).toMatch(/elevation/);
  });
});
