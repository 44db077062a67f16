/** The status bar's model follows the match: between racks and games nothing of the last one stays. */
import { describe, expect, it } from "vitest";
import type { Match } from "../../game/index.ts";
import { startMatch } from "../../game/index.ts";
import type { MatchState } from "../../rules/index.ts";
import { newMatch } from "../../rules/index.ts";
import { statusOf } from "./status.ts";

function inPlay(game: "bola8" | "pina", patch: Partial<MatchState>): Match {
  const m = startMatch({ seed: "status", game, players: ["Ana", "Beto"], settings: {} });
  const rules = newMatch(game, {}, 0);
  if (!m.ok || !rules.ok) throw new Error("setup");
  return { ...m.value, phase: { kind: "play" }, firstBreaker: 0, rules: { ...rules.value, ...patch } };
}

describe("the status bar's model", () => {
  it("Bola 8 in play: rack, groups with the balls left, foul counts", () => {
    const st = statusOf(
      inPlay("bola8", {
        phase: { kind: "play" },
        groups: ["solids", "stripes"],
        onTable: [2, 3, 8, 9, 15],
        consecutiveFouls: [1, 0],
      }),
    );
    expect(st.stage).toBe("play");
    expect(st.rack).toBe(1);
    expect(st.groups?.[0].left).toEqual([2, 3]);
    expect(st.groups?.[1].left).toEqual([9, 15]);
    expect(st.fouls).toEqual([1, 0]);
  });
  it("a decided Bola 8 rack shows the next one fresh: its number, an open table, no fouls", () => {
    const st = statusOf(
      inPlay("bola8", {
        rack: 1,
        phase: { kind: "rack-over", winner: 1, loss: null, decidedBy: "B8-8CALL", lagDue: false },
        groups: ["solids", "stripes"],
        onTable: [2, 3],
        consecutiveFouls: [2, 0],
        matchScore: [0, 1],
      }),
    );
    expect(st.rack).toBe(2);
    expect(st.groups).toBeNull();
    expect(st.openTable).toBe(true);
    expect(st.fouls).toEqual([0, 0]);
    expect(st.matchScore).toEqual([0, 1]);
  });
  it("the Piña lag before game 2 shows neither game 1's score nor its ball on", () => {
    const st = statusOf(
      inPlay("pina", {
        rack: 1,
        phase: { kind: "rack-over", winner: 1, loss: null, decidedBy: "PC-SCORE", lagDue: true },
        score: [29, 62],
        onTable: [4, 5],
        matchScore: [0, 1],
      }),
    );
    expect(st.stage).toBe("between");
    expect(st.rack).toBe(2);
    expect(st.score).toBeNull();
    expect(st.ballOn).toBeNull();
    expect(st.matchScore).toEqual([0, 1]);
  });
});
