/** Whole racks and games from break to result, as a scorekeeper would enter them. */
import { describe, expect, it } from "vitest";
import type { ObjectBallId, PlayerIndex } from "../core/index.ts";
import type { StepReport } from "./actions.ts";
import { apply } from "./match.ts";
import type { MatchState } from "./state.ts";
import { called, choose, declare, lag, type Step, shot, sink, start, toAction } from "./testing/builder.ts";

function play(s: MatchState, steps: Step[]): { reports: StepReport[]; state: MatchState } {
  const reports: StepReport[] = [];
  for (const [i, step] of steps.entries()) {
    const r = apply(s, toAction(step));
    if (!r.ok) throw new Error(`step ${i + 1}: ${r.error.message}`);
    reports.push(r.value.report);
    s = r.value.state;
  }
  return { reports, state: s };
}

describe("a whole Bola 8 rack", () => {
  it("break, open table, a foul with ball in hand, the groups, the 8 called and won; then rack 2 broken by the other player", () => {
    const { reports, state } = play(start("bola8", { raceTo: 2 }), [
      shot(0).hit(0, 1).rail(1, 2).pocket(9, "foot-right"), // 1: B8-BREAK, continues on an open table
      declare(0, "stripes"),
      sink(0, 10, "side-left"), // 3: B8-OPEN: stripes for 0
      shot(0).hit(0, 11).rail(11), // 4: miss, turn passes
      shot(1).hit(0, 12).rail(12), // 5: B8-F11: stripe first
      choose(0, "ball-in-hand"), // 6: ball in hand; spot-own offered
      ...[11, 12, 13, 14, 15].map((b) => sink(0, b as ObjectBallId)), // 7-11
      shot(0).hit(0, 8).pocket(8, "head-left").call({ pocket: "head-left" }), // 12: B8-8CALL
      shot(1).hit(0, 3).rail(3, 4, 5, 6), // 13: rack 2, broken by 1
    ]);
    const pick = (r: StepReport) => [
      r.turn,
      r.fouls,
      r.groups,
      r.ballInHand,
      r.options,
      r.winner,
      r.matchScore,
    ];
    expect(reports.map(pick)).toEqual([
      [0, [], null, false, [], null, [0, 0]],
      [0, [], null, false, [], null, [0, 0]],
      [0, [], ["stripes", "solids"], false, [], null, [0, 0]],
      [1, [], ["stripes", "solids"], false, [], null, [0, 0]],
      [0, ["B8-F11"], ["stripes", "solids"], false, ["accept", "ball-in-hand"], null, [0, 0]],
      [0, [], ["stripes", "solids"], true, ["spot-own", "decline"], null, [0, 0]],
      [0, [], ["stripes", "solids"], false, [], null, [0, 0]],
      [0, [], ["stripes", "solids"], false, [], null, [0, 0]],
      [0, [], ["stripes", "solids"], false, [], null, [0, 0]],
      [0, [], ["stripes", "solids"], false, [], null, [0, 0]],
      [0, [], ["stripes", "solids"], false, [], null, [0, 0]],
      [1, [], ["stripes", "solids"], false, [], 0, [1, 0]],
      [0, [], null, false, [], null, [1, 0]],
    ]);
    expect(reports[11]?.onTable).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(reports[12]?.rack).toBe(2);
    expect(state.breaker).toBe(1);
  });
});

describe("a whole Piña game and the next one", () => {
  it("PC-SCORE: player 1 runs 1 to 11 after the break (66 points) and wins at 61 on the 11; a lag starts game 2", () => {
    const runOut: Step[] = [];
    for (let b = 1; b <= 11; b++) runOut.push(called(1, b as ObjectBallId, b as ObjectBallId, "foot-left"));
    const { reports, state } = play(start("pina"), [
      shot(0).hit(0, 1).rail(1).pocket(7, "side-left"),
      ...runOut,
    ]);
    expect(reports[0]).toMatchObject({ turn: 1, spotted: [7], score: [0, 0], ballOn: 1 });
    const scores = reports.slice(1).map((r) => r.score?.[1]);
    expect(scores).toEqual([1, 3, 6, 10, 15, 21, 28, 36, 45, 55, 66]);
    const last = reports[reports.length - 1];
    expect(last).toMatchObject({
      winner: 1,
      loss: null,
      matchScore: [0, 1],
      matchOver: false,
      onTable: [12, 13, 14, 15],
    });
    const next = play(state, [lag(0 as PlayerIndex), shot(0).hit(0, 1).rail(1)]);
    expect(next.reports[0]).toMatchObject({
      rack: 2,
      turn: 0,
      ballInHand: true,
      score: [0, 0],
      onTable: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15],
    });
    expect(next.reports[1]).toMatchObject({ rack: 2, turn: 1, ballOn: 1 });
  });
});
