import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { runScriptText } from "../../src/cli/script/run.ts";
import { POCKET_IDS } from "../../src/core/index.ts";
import { OPTION_NAMES } from "../../src/rules/actions.ts";

// Plausible-looking steps: right shapes, but players, balls, calls and options drawn at random,
// so most scripts go wrong somewhere (out of turn, option not offered, ball not on the table…).
const player = fc.constantFrom(0, 1);
const ball = fc.integer({ min: 0, max: 15 });
const pocket = fc.constantFrom(...POCKET_IDS);
const event = fc.oneof(
  fc
    .tuple(ball, ball)
    .filter(([a, b]) => a !== b)
    .map((hit) => ({ hit })),
  ball.map((rail) => ({ rail })),
  fc.tuple(ball, pocket).map((p) => ({ pocket: p })),
  ball.map((off) => ({ off })),
);
const call = fc.oneof(
  fc.record({ ball: fc.integer({ min: 1, max: 15 }), pocket }),
  fc.constant({ defense: true }),
  fc.record({ group: fc.constantFrom("solids", "stripes") }),
  fc.record({ pocket }),
);
const fouls = fc.array(
  fc.constantFrom("B8-F6", "B8-F8", "PC-8", "PC-45", "G-KITCHEN", "B8-L10", "PC-15", "PC-7"),
  {
    maxLength: 2,
  },
);
const shot = fc.record(
  { by: player, events: fc.array(event, { maxLength: 5 }), call, fouls },
  { requiredKeys: ["by", "events"] },
);
const step = fc.oneof(
  { weight: 6, arbitrary: shot.map((s) => ({ shot: s })) },
  {
    weight: 1,
    arbitrary: fc
      .record({ by: player, group: fc.constantFrom("solids", "stripes") })
      .map((d) => ({ declare: d })),
  },
  {
    weight: 2,
    arbitrary: fc
      .record({
        by: player,
        option: fc.oneof(
          fc.constantFrom(...OPTION_NAMES.filter((o) => o !== "equalize")),
          fc.record({ equalize: fc.array(fc.integer({ min: 1, max: 15 }), { maxLength: 3 }) }),
        ),
      })
      .map((c) => ({ choose: c })),
  },
  { weight: 1, arbitrary: player.map((winner) => ({ lag: { winner } })) },
  { weight: 1, arbitrary: player.map((by) => ({ resign: { by } })) },
);

describe("fuzzed match scripts", () => {
  it("never throw: every script either runs or stops at one step with one clear line", () => {
    fc.assert(
      fc.property(
        fc.constantFrom("bola8", "pina"),
        player,
        fc.array(step, { maxLength: 30 }),
        (game, breaker, steps) => {
          const run = runScriptText(JSON.stringify({ game, players: ["A", "B"], breaker, steps }));
          if (run.error !== null) {
            expect(run.error).toMatch(/^step \d+: [^\n]+$/);
            expect(run.error).not.toMatch(/internal referee error/);
            expect(run.steps.length).toBe(Number(/^step (\d+)/.exec(run.error)![1]) - 1);
          } else {
            expect(run.steps.length).toBe(steps.length);
          }
        },
      ),
      { numRuns: 1500 },
    );
  });
});
