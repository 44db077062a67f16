/**
 * Property tests: random games of valid actions (built from legalActions) never crash,
 * always leave exactly one thing to happen next, keep 15 object balls, end racks when the
 * players keep pocketing, and never let a fouler continue (beyond an owed turn, PC-TWO-TURNS).
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type GameId, other } from "../core/index.ts";
import { isRuleId } from "./catalogue.ts";
import { legalActions } from "./legal.ts";
import { apply, newMatch } from "./match.ts";
import { memberDue } from "./member-due.ts";
import type { MatchState } from "./state.ts";
import { randomAction, Tape } from "./testing/random-play.ts";

const tape = fc.array(fc.nat({ max: 1_000_000 }), { minLength: 50, maxLength: 400 });
const game = fc.constantFrom<GameId>("bola8", "pina");
const settingsFor = (g: GameId) =>
  g === "bola8"
    ? fc.record({
        raceTo: fc.integer({ min: 1, max: 4 }),
        nextBreak: fc.constantFrom("alternate", "winner", "loser", "lag"),
      })
    : fc.record({ pointsDeductedPerFoul: fc.constantFrom(0, 3), breakPocketContinues: fc.boolean() });

const LINE_KEYS = [
  "rack",
  "turn",
  "fouls",
  "loss",
  "winner",
  "onTable",
  "spotted",
  "ballInHand",
  "options",
  "optionsFor",
  "consecutiveFouls",
  "turnsOwed",
  "matchScore",
  "matchOver",
];

function checkInvariants(s: MatchState): void {
  const all = [...s.onTable, ...s.pocketed, ...s.offTable].sort((a, b) => a - b);
  expect(all).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]);
  expect([...s.onTable].sort((a, b) => a - b)).toEqual(s.onTable);
  const hints = legalActions(s);
  if (s.matchOver) {
    expect(hints).toEqual([]);
    return;
  }
  const actors = new Set(hints.filter((h) => h.kind !== "resign").map((h) => ("by" in h ? h.by : "lag")));
  // Exactly one thing happens next: one player acts (or a lag), never both.
  expect(actors.size).toBe(1);
  if (s.pending) expect(s.pending.for).toBe(s.turn);
  // A third foul either lost the rack (B8-L9) or restarted the count (PC-3FOULS).
  if (s.phase.kind !== "rack-over") expect(s.consecutiveFouls.every((n) => n >= 0 && n < 3)).toBe(true);
  expect(JSON.parse(JSON.stringify(s))).toEqual(s);
}

describe("random valid games", () => {
  it("never crash, stay consistent, and a foul never lets the fouler continue", () => {
    fc.assert(
      fc.property(
        game.chain((g) =>
          fc.tuple(fc.constant(g), settingsFor(g), fc.constantFrom(0, 1) as fc.Arbitrary<0 | 1>, tape),
        ),
        ([g, settings, breaker, values]) => {
          const started = newMatch(g, settings, breaker);
          if (!started.ok) throw new Error(started.error.message);
          let s = started.value;
          const t = new Tape(values);
          for (let step = 0; step < 200 && !s.matchOver; step++) {
            const action = randomAction(s, t);
            const r = apply(s, action);
            if (!r.ok)
              throw new Error(`step ${step + 1}: ${JSON.stringify(action)} refused: ${r.error.message}`);
            const { state, ruling, report } = r.value;
            checkInvariants(state);
            expect(report.onTable).toEqual(state.onTable);
            // The contract's line shape: bola8 has open/groups, pina score/ballOn; equalizeUpTo only with equalize.
            const keys = Object.keys(report).sort();
            const gameKeys = g === "bola8" ? ["groups", "open"] : ["ballOn", "score"];
            const extra = report.options.includes("equalize") ? ["equalizeUpTo"] : [];
            expect(keys).toEqual([...LINE_KEYS, ...gameKeys, ...extra].sort());
            if (ruling.fouls.length > 0 && ruling.result === null && action.kind === "shot") {
              const fouler = action.shot.by;
              if (state.turn === fouler) {
                // Only an owed turn (PC-TWO-TURNS) brings the fouler back, and it is used up.
                expect(g).toBe("pina");
                expect(state.turnsOwed).toBe(s.turnsOwed - 1);
              } else expect(state.turn).toBe(other(fouler));
              if (state.pending) expect(state.pending.for).not.toBe(fouler);
            }
            if (ruling.result) expect(report.winner).toBe(ruling.result.winner);
            // Every rule the referee cites is a catalogued rule ID (G-RESIGN for a resignation).
            const cited = [
              ...ruling.fouls.map((f) => f.rule),
              ...ruling.logged.map((f) => f.rule),
              ...ruling.options.map((o) => o.rule),
              ...ruling.notes,
              ...(ruling.loss ? [ruling.loss.rule] : []),
              ...(ruling.result ? [ruling.result.rule] : []),
            ];
            expect(cited.filter((id) => !isRuleId(id))).toEqual([]);
            expect(state.rack).toBeGreaterThanOrEqual(s.rack);
            s = state;
          }
        },
      ),
      { numRuns: 100 },
    );
  });

  it("G-TEAM / G-TEAM-ORDER: with sides, every line names the partner due, and only a stroke out of turn is G-TEAM-ORDER", () => {
    const sizes = fc.tuple(fc.integer({ min: 1, max: 4 }), fc.integer({ min: 1, max: 4 }));
    const rotation = fc.constantFrom("visit", "shot");
    fc.assert(
      fc.property(
        game,
        sizes,
        rotation,
        fc.constantFrom(0, 1) as fc.Arbitrary<0 | 1>,
        tape,
        (g, sz, rot, breaker, values) => {
          const started = newMatch(g, { teamRotation: rot }, breaker, sz);
          if (!started.ok) throw new Error(started.error.message);
          let s = started.value;
          const t = new Tape(values);
          for (let step = 0; step < 200 && !s.matchOver; step++) {
            const action = randomAction(s, t);
            const r = apply(s, action);
            if (!r.ok)
              throw new Error(`step ${step + 1}: ${JSON.stringify(action)} refused: ${r.error.message}`);
            const { state, ruling, report } = r.value;
            checkInvariants(state);
            if (state.matchOver) expect(report.shooter).toBeNull();
            else {
              const [side, k] = report.shooter ?? [-1, -1];
              expect(side).toBe(state.turn);
              expect(k).toBeGreaterThanOrEqual(0);
              expect(k).toBeLessThan(sz[state.turn]);
            }
            if (action.kind === "shot" && !action.shot.miscue) {
              const outOfTurn = action.shot.player !== memberDue(s, action.shot.by)?.[1];
              const cited = ruling.fouls.some((f) => f.rule === "G-TEAM-ORDER");
              // A stroke out of turn is always the side's foul, unless the rack was lost outright first.
              if (ruling.loss === null || ruling.fouls.length > 0) expect(cited).toBe(outOfTurn);
              expect(ruling.striker).toEqual([action.shot.by, action.shot.player]);
            }
            s = state;
          }
        },
      ),
      { numRuns: 100 },
    );
  });

  it("every rack ends within a bounded number of steps when players keep pocketing", () => {
    fc.assert(
      fc.property(game, fc.constantFrom(0, 1) as fc.Arbitrary<0 | 1>, tape, (g, breaker, values) => {
        const started = newMatch(g, {}, breaker);
        if (!started.ok) throw new Error(started.error.message);
        let s = started.value;
        const t = new Tape(values);
        let steps = 0;
        while (s.phase.kind !== "rack-over") {
          const r = apply(s, randomAction(s, t, 100));
          if (!r.ok) throw new Error(r.error.message);
          s = r.value.state;
          steps++;
          // 15 balls, a declaration each, a few choices: far below 60 steps.
          expect(steps).toBeLessThanOrEqual(60);
        }
      }),
      { numRuns: 200 },
    );
  });

  it("malformed actions from outside the type system get an error, never a throw", () => {
    const ball = fc.oneof(fc.integer({ min: -2, max: 17 }), fc.anything());
    const event = fc.oneof(
      fc.record({ kind: fc.constant("hit"), a: ball, b: ball }),
      fc.record({ kind: fc.constantFrom("rail", "off"), ball }),
      fc.record({
        kind: fc.constant("pocket"),
        ball,
        pocket: fc.oneof(fc.constantFrom("foot-left", "side-right"), fc.string()),
      }),
      fc.anything(),
    );
    const action = fc.oneof(
      fc.record({
        kind: fc.constant("shot"),
        shot: fc.record(
          {
            by: fc.oneof(fc.constantFrom(0, 1), fc.anything()),
            events: fc.oneof(fc.array(event, { maxLength: 6 }), fc.anything()),
            call: fc.anything(),
            fouls: fc.oneof(
              fc.array(fc.constantFrom("B8-F6", "PC-8", "PC-15", "B8-L10", "nope")),
              fc.anything(),
            ),
            miscue: fc.anything(),
          },
          { requiredKeys: ["by", "events"] },
        ),
      }),
      fc.record({ kind: fc.constant("choose"), by: fc.constantFrom(0, 1), choice: fc.anything() }),
      fc.record({ kind: fc.constant("declare"), by: fc.anything(), group: fc.anything() }),
      fc.record({
        kind: fc.constantFrom("lag", "resign", "dance"),
        by: fc.anything(),
        winner: fc.anything(),
      }),
    );
    fc.assert(
      fc.property(game, tape, action, (g, values, a) => {
        const started = newMatch(g, {}, 0);
        if (!started.ok) throw new Error(started.error.message);
        let s = started.value;
        const t = new Tape(values);
        for (let i = 0; i < values.length % 40; i++) {
          const r = apply(s, randomAction(s, t));
          if (!r.ok || r.value.state.matchOver) break;
          s = r.value.state;
        }
        const frozen = JSON.stringify(s);
        const r = apply(s, a as never);
        expect(typeof r.ok).toBe("boolean");
        expect(JSON.stringify(s)).toBe(frozen);
      }),
      { numRuns: 300 },
    );
  });
});
