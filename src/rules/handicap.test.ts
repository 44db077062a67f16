/**
 * Handicaps (issue 39): each player's own race in Bola 8 (B8-MATCH, 5 against 3) and own target
 * in Piña (PC-SCORE, 61 against 50). The referee ends the race or the game at each player's own.
 */
import { describe, expect, it } from "vitest";
import type { ObjectBallId, PlayerIndex } from "../core/index.ts";
import { fromSettings } from "./settings.ts";
import type { MatchState } from "./state.ts";
import { targetsOf } from "./targets.ts";
import { called, position, resign, run, start } from "./testing/builder.ts";
import { expected, verdict } from "./testing/verdict.ts";

/** Racks decided in order: the other player concedes each (G-RESIGN), so `winners` win them. */
function playRacks(s: MatchState, winners: readonly PlayerIndex[]) {
  const reports = [];
  let state = s;
  for (const w of winners) {
    const r = run(state, resign(w === 0 ? 1 : 0));
    reports.push(r.report);
    state = r.state;
  }
  return reports;
}

describe("B8-MATCH with a handicap: a race per player", () => {
  it("5 against 3: the weaker player's third rack ends the match at 2–3", () => {
    const reports = playRacks(start("bola8", { handicap: [5, 3] }), [0, 1, 0, 1, 1]);
    expect(reports.map((r) => [r.matchScore, r.matchOver])).toEqual([
      [[1, 0], false],
      [[1, 1], false],
      [[2, 1], false],
      [[2, 2], false],
      [[2, 3], true],
    ]);
  });

  it("5 against 3: the stronger player needs all five (3–2 does not end it, 5–2 does)", () => {
    const reports = playRacks(start("bola8", { handicap: [5, 3] }), [0, 0, 1, 0, 1, 0, 0]);
    expect(reports.map((r) => r.matchOver)).toEqual([false, false, false, false, false, false, true]);
    expect(reports.at(-1)?.matchScore).toEqual([5, 2]);
  });

  it("without a handicap both play to raceTo (targetsOf says so)", () => {
    const s = fromSettings("bola8", { raceTo: 4 });
    expect(s.ok && targetsOf(s.value, "bola8")).toEqual([4, 4]);
    const h = fromSettings("bola8", { raceTo: 4, handicap: [5, 3] });
    expect(h.ok && targetsOf(h.value, "bola8")).toEqual([5, 3]);
  });
});

const pinaAt = (
  handicap: readonly [number, number] | null,
  onTable: ObjectBallId[],
  turn: PlayerIndex,
  score: readonly [number, number],
): MatchState => {
  const settings = fromSettings("pina", { handicap });
  if (!settings.ok) throw new Error(settings.error.message);
  return { ...position("pina", { onTable, turn, score }), settings: settings.value };
};

describe("PC-SCORE with a handicap: a target per player", () => {
  it("61 against 50: the weaker player wins at once on reaching 50", () => {
    const r = run(pinaAt([61, 50], [5, 14, 15], 1, [40, 45]), called(1, 5, 5));
    expect(verdict(r)).toEqual(
      expected({
        // The report names the player who did not break this game until the lag (PC-LAG).
        next: 1,
        winner: 1,
        points: 5,
        score: [40, 50],
        onTable: [14, 15],
        matchScore: [0, 1],
        newRackNext: true,
      }),
    );
    expect(r.ruling.result).toEqual({ winner: 1, rule: "PC-SCORE" });
  });

  it("61 against 50: the stronger player at 60 has not won; 61 wins", () => {
    const near = run(pinaAt([61, 50], [5, 6, 15], 0, [55, 20]), called(0, 5, 5));
    expect(near.report.winner).toBeNull();
    expect(near.report.score).toEqual([60, 20]);
    const won = run(pinaAt([61, 50], [6, 15], 0, [55, 20]), called(0, 6, 6));
    expect(won.report.winner).toBe(0);
    expect(won.report.score).toEqual([61, 20]);
  });

  it("a cleared table with nobody at their target goes to the one nearer theirs; as near each, a tie", () => {
    // 70 against 60, cleared at 64–56: 6 short and 4 short, the second player wins the game.
    const nearer = run(pinaAt([70, 60], [15], 0, [49, 56]), called(0, 15, 15));
    expect([nearer.report.score, nearer.report.winner]).toEqual([[64, 56], 1]);
    // 70 against 60, cleared at 65–55: each 5 short, a tie worth ½ each (as 60–60 at 61 each).
    const level = run(pinaAt([70, 60], [15], 0, [50, 55]), called(0, 15, 15));
    expect([level.report.score, level.report.winner, level.report.matchScore]).toEqual([
      [65, 55],
      "tie",
      [0.5, 0.5],
    ]);
  });

  it("without a handicap: 61 each, 60–60 cleared is a tie (unchanged)", () => {
    const r = run(pinaAt(null, [15], 0, [45, 60]), called(0, 15, 15));
    expect(r.report.winner).toBe("tie");
  });
});

describe("the handicap setting is checked like every other", () => {
  it.each([
    ["bola8", [0, 3]],
    ["bola8", [26, 3]],
    ["bola8", [5]],
    ["bola8", "5-3"],
    ["bola8", [5, 2.5]],
    ["pina", [121, 50]],
  ] as const)("%s handicap %j is refused, naming the setting", (game, value) => {
    const r = fromSettings(game, { handicap: value });
    expect(r.ok ? null : r.error.code).toBe("invalid-setting");
    expect(r.ok ? "" : r.error.message).toContain("handicap");
  });
  it("null is no handicap; both games accept a pair in range", () => {
    expect(fromSettings("bola8", { handicap: null }).ok).toBe(true);
    expect(fromSettings("bola8", { handicap: [5, 3] }).ok).toBe(true);
    expect(fromSettings("pina", { handicap: [61, 50] }).ok).toBe(true);
  });
});
