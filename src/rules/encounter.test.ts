import { describe, expect, it } from "vitest";
import { encounterScore, noShowOutcome } from "./encounter.ts";
import type { GameResult } from "./state.ts";

const w = (winner: 0 | 1): GameResult => ({ kind: "win", winner });
const tie: GameResult = { kind: "tie" };

describe("PC-MATCH encounter scoring", () => {
  it.each([
    [[], [0, 0], false, null],
    [[w(0)], [1, 0], false, null],
    [[w(0), w(0)], [3, 0], true, 0],
    [[w(1), w(1)], [0, 3], true, 1],
    [[w(0), w(1)], [1, 1], false, null],
    [[w(0), w(1), w(1)], [1, 2], true, 1],
    [[tie, w(0)], [1.5, 0.5], false, null],
    [[w(0), tie, tie], [2, 1], true, 0],
    [[tie, tie, tie], [1.5, 1.5], true, null],
    [[w(1), tie, w(0)], [1.5, 1.5], true, null],
  ] as const)("%j -> %j over=%s", (results, points, over, winner) => {
    expect(encounterScore(results)).toEqual({ ok: true, value: { points, over, winner } });
  });

  it("PC-MATCH: never more than 3 games, nothing after a 3-0, never more than 3 points", () => {
    expect(encounterScore([w(0), w(1), w(0), w(1)]).ok).toBe(false);
    expect(encounterScore([w(0), w(0), w(1)]).ok).toBe(false);
    for (const a of [w(0), w(1), tie])
      for (const b of [w(0), w(1), tie])
        for (const c of [w(0), w(1), tie]) {
          const r = encounterScore([a, b, c]);
          if (r.ok) expect(r.value.points[0] + r.value.points[1]).toBeLessThanOrEqual(3);
        }
  });
});

describe("PC-NOSHOW (PC-24)", () => {
  it("the present player gets the points of all the games; both absent are disqualified", () => {
    expect(noShowOutcome([true, false])).toEqual({ kind: "forfeit", winner: 0, points: [3, 0] });
    expect(noShowOutcome([false, true])).toEqual({ kind: "forfeit", winner: 1, points: [0, 3] });
    expect(noShowOutcome([false, false])).toEqual({ kind: "both-disqualified" });
    expect(noShowOutcome([true, true])).toEqual({ kind: "play" });
  });
});
