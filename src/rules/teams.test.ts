/** G-TEAM and G-TEAM-ORDER: sides of several players, the order partners shoot in, a stroke out of turn. */
import { describe, expect, it } from "vitest";
import type { GameId, PlayerIndex } from "../core/index.ts";
import type { StepReport } from "./actions.ts";
import { legalActions } from "./legal.ts";
import { apply, currentReport, newMatch } from "./match.ts";
import type { MatchState } from "./state.ts";
import { choose, lag, openBreak, resign, type Step, shot, sink, start, toAction } from "./testing/builder.ts";

const sides = (
  game: GameId,
  settings: Record<string, unknown> = {},
  sizes = [2, 2],
  breaker: PlayerIndex = 0,
) => start(game, settings, breaker, sizes);

/** Applies each step and keeps every report; a refused step fails the test with its number. */
function play(s: MatchState, steps: Step[]): { reports: StepReport[]; state: MatchState } {
  const reports: StepReport[] = [];
  for (const [i, step] of steps.entries()) {
    const r = apply(s, toAction(step));
    if (!r.ok) throw new Error(`step ${i + 1}: ${r.error.code}: ${r.error.message}`);
    reports.push(r.value.report);
    s = r.value.state;
  }
  return { reports, state: s };
}
const shooters = (reports: StepReport[]) => reports.map((r) => r.shooter);
/** A miss that hits the right ball and a cushion: no foul, the turn passes. */
const miss = (by: PlayerIndex, ball: 1 | 2 | 3 | 9 | 10 | 11) => shot(by).hit(0, ball).rail(ball);
/** The same on an open Bola 8 table, with the ball's group declared (B8-OPEN). */
const openMiss = (by: PlayerIndex, ball: 1 | 2 | 3 | 9 | 10 | 11) =>
  miss(by, ball).call({ group: ball < 8 ? "solids" : "stripes" });

describe("G-TEAM: sides of one to four players", () => {
  it("G-TEAM: a singles match reports no shooter; a match of sides reports the partner due", () => {
    expect(currentReport(start("bola8"))).not.toHaveProperty("shooter");
    expect(currentReport(sides("bola8")).shooter).toEqual([0, 0]);
    expect(currentReport(sides("pina", {}, [3, 1], 1)).shooter).toEqual([1, 0]);
  });

  it("G-TEAM: sides of no players or more than four, and a bad teamRotation, are refused", () => {
    for (const sizes of [[0, 2], [2, 5], [2], [1.5, 2]]) {
      const r = newMatch("bola8", {}, 0, sizes);
      expect(r.ok ? null : r.error.code, JSON.stringify(sizes)).toBe("invalid-setting");
    }
    const bad = newMatch("pina", { teamRotation: "stroke" }, 0, [2, 2]);
    expect(bad.ok ? null : bad.error.message).toContain("teamRotation");
  });

  it("G-TEAM: a shot names a partner inside its side; in singles only the one player", () => {
    const r = apply(sides("bola8", {}, [2, 1]), toAction(openBreak(0).partner(2)));
    expect(r.ok ? null : r.error).toMatchObject({ code: "invalid-shot" });
    expect(r.ok ? "" : r.error.message).toContain("side 0");
    const single = apply(start("bola8"), toAction(openBreak(0).partner(1)));
    expect(single.ok ? null : single.error.code).toBe("invalid-shot");
    expect(apply(start("bola8"), toAction(openBreak(0).partner(0))).ok).toBe(true);
  });

  it("G-TEAM: the side is 'the player' of every rule: three fouls by different partners lose the Bola 8 rack (B8-L9)", () => {
    const foul = (by: PlayerIndex) => shot(by).rail(0); // no ball hit: B8-F11-class foul
    const { reports } = play(sides("bola8"), [
      openBreak(0), // A0 breaks, nothing down: B0 is due
      foul(1), // B0 fouls
      choose(0, "accept"),
      openMiss(0, 2), // A1 misses
      foul(1), // B1 fouls
      choose(0, "accept"),
      openMiss(0, 3), // A0
      foul(1), // B0 again: the side's third foul in a row
    ]);
    expect(reports.map((r) => r.consecutiveFouls)).toEqual([
      [0, 0],
      [0, 1],
      [0, 1],
      [0, 1],
      [0, 2],
      [0, 2],
      [0, 2],
      [0, 3],
    ]);
    expect(reports[7]).toMatchObject({ loss: "B8-L9", winner: 0 });
  });

  it("G-TEAM: legalActions names the due partner for the shot, the declaration and the options", () => {
    const s = play(sides("bola8"), [openBreak(0), shot(1).rail(0)]).state;
    const acts = legalActions(s);
    expect(acts.find((a) => a.kind === "choose")).toMatchObject({ by: 0, player: 1 });
    expect(acts.find((a) => a.kind === "shot")).toMatchObject({ by: 0, player: 1 });
    expect(legalActions(start("bola8")).find((a) => a.kind === "shot")).not.toHaveProperty("player");
  });
});

describe("G-TEAM-ORDER: the order partners shoot in", () => {
  it("G-TEAM-ORDER (visit): a visit goes on with the same partner while it pots; each new visit goes to the side's next partner", () => {
    const { reports } = play(sides("bola8"), [
      shot(0).hit(0, 1).rail(2, 3).pocket(9, "foot-right"), // A0 breaks and pots: A0 goes on
      sink(0, 10).call({ group: "stripes" }), // A0 pots again
      miss(0, 11), // A0 misses: B0
      miss(1, 1), // B0 misses: A1
      miss(0, 11), // A1 misses: B1
      miss(1, 1), // B1 misses: A0
    ]);
    expect(shooters(reports)).toEqual([
      [0, 0],
      [0, 0],
      [1, 0],
      [0, 1],
      [1, 1],
      [0, 0],
    ]);
  });

  it("G-TEAM-ORDER (shot): scotch doubles, partners alternate stroke by stroke within a visit too", () => {
    const { reports } = play(sides("bola8", { teamRotation: "shot" }), [
      shot(0).hit(0, 1).rail(2, 3).pocket(9, "foot-right"), // A0 breaks and pots: A1 next
      sink(0, 10).call({ group: "stripes" }), // A1 pots: A0 next
      miss(0, 11), // A0 misses: B0
      miss(1, 1), // B0 misses: A1
    ]);
    expect(shooters(reports)).toEqual([
      [0, 1],
      [0, 0],
      [1, 0],
      [0, 1],
    ]);
  });

  it("G-TEAM-ORDER: partners take turns to break; rack k opens with each side's player (k − 1) mod n", () => {
    const { reports } = play(sides("bola8", { raceTo: 3 }, [3, 2]), [
      resign(1), // rack 1 to side 0; side 1 breaks rack 2 (alternate)
      openBreak(1), // rack 2 broken by side 1's player 1
      resign(0), // rack 2 to side 1; side 0 breaks rack 3
      openBreak(0), // rack 3 broken by side 0's player 2
    ]);
    expect(reports.map((r) => [r.rack, r.shooter])).toEqual([
      [1, [1, 1]], // between racks: who opens rack 2
      [2, [0, 1]], // side 0's first player in rack 2 is its player 1
      [2, [0, 2]],
      [3, [1, 0]], // side 1 (two players) is back to its player 0 in rack 3
    ]);
  });

  it("G-TEAM-ORDER: Piña games change after a lag; the lag's winner breaks with its next partner", () => {
    const { reports } = play(sides("pina", { teamRotation: "shot" }), [
      resign(1), // game 1 to side 0; a lag decides game 2
      lag(1),
      shot(1).hit(0, 1).rail(1, 2, 3, 4), // side 1's player 1 breaks game 2
    ]);
    expect(reports.map((r) => [r.rack, r.shooter])).toEqual([
      [1, [1, 1]], // until the lag, the side that did not break; its opener for game 2
      [2, [1, 1]],
      [2, [0, 1]],
    ]);
  });

  it("G-TEAM-ORDER: Bola 8, a stroke by the partner not due is a foul (B8-SANCTION) and the due partner keeps their turn", () => {
    const { reports } = play(sides("bola8"), [
      openBreak(0), // A0 breaks: B0 due
      openMiss(1, 1).partner(1), // B1 strikes instead of B0
      choose(0, "ball-in-hand"),
      openMiss(0, 2), // A1
    ]);
    expect(reports[1]).toMatchObject({
      fouls: ["G-TEAM-ORDER"],
      turn: 0,
      options: ["accept", "ball-in-hand"],
      optionsFor: 0,
      shooter: [0, 1],
      consecutiveFouls: [0, 1],
    });
    // B0's turn was not used up by B1's stroke out of turn.
    expect(reports[3]?.shooter).toEqual([1, 0]);
  });

  it("G-TEAM-ORDER: Piña, a stroke out of turn loses the turn as for PC-FOUL, even when the call drops", () => {
    const { reports, state } = play(sides("pina", { pointsDeductedPerFoul: 3 }), [
      shot(0).hit(0, 1).rail(1, 2, 3, 4), // A0 breaks: B0 due
      shot(1).hit(0, 1).pocket(1, "foot-left").call({ ball: 1, pocket: "foot-left" }).partner(1),
    ]);
    expect(reports[1]).toMatchObject({
      fouls: ["G-TEAM-ORDER"],
      turn: 0,
      score: [0, -3],
      onTable: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15],
      spotted: [1],
      shooter: [0, 1],
      consecutiveFouls: [0, 1],
    });
    expect(state.teams?.due).toEqual([1, 0]);
  });

  it("G-TEAM-ORDER: Piña, three fouls in a row by a side (partners in turn) give the other side two turns (PC-3FOULS)", () => {
    const wrongBall = (by: PlayerIndex) => shot(by).hit(0, 5).rail(5).call({ defense: true });
    const safe = (by: PlayerIndex) => shot(by).hit(0, 1).rail(1).call({ defense: true });
    const { reports } = play(sides("pina"), [
      shot(0).hit(0, 1).rail(1, 2, 3, 4), // A0 breaks
      wrongBall(1), // B0: foul 1
      safe(0), // A1
      wrongBall(1).partner(0), // B1 is due; B0 strikes: foul 2 (G-TEAM-ORDER and PC-ORDER)
      safe(0), // A0
      wrongBall(1), // B1 (still due): foul 3
    ]);
    expect(reports[3]?.fouls).toEqual(["PC-ORDER", "G-TEAM-ORDER"]);
    expect(reports.map((r) => r.consecutiveFouls[1])).toEqual([0, 1, 1, 2, 2, 0]);
    expect(reports[5]).toMatchObject({ turn: 0, turnsOwed: 1, shooter: [0, 1] });
  });

  it("G-TEAM-ORDER: with visits, each of two owed turns (PC-TWO-TURNS) is a visit of its own", () => {
    const wrongBall = (by: PlayerIndex) => shot(by).hit(0, 5).rail(5).call({ defense: true });
    const s0 = sides("pina");
    const third = {
      ...play(s0, [shot(0).hit(0, 1).rail(1, 2, 3, 4)]).state,
      consecutiveFouls: [0, 2] as const,
    };
    const { reports } = play(third, [
      wrongBall(1), // B0's foul is the side's third: side 0 owes two turns
      miss(0, 1).call({ defense: true }), // A1: first turn
      miss(0, 1).call({ defense: true }), // A0: second turn
    ]);
    expect(shooters(reports)).toEqual([
      [0, 1],
      [0, 0],
      [1, 1],
    ]);
  });
});

describe("G-TEAM / G-TEAM-ORDER in the ruling's notes", () => {
  it("G-TEAM-ORDER: a side's ruling names G-TEAM, and G-TEAM-ORDER only when the stroke moved its order on", () => {
    const open = play(sides("bola8"), [openBreak(0)]).state;
    // "visit": the miss ends side 1's visit, so its next visit goes to its next partner.
    const missed = apply(open, toAction(openMiss(1, 9)));
    if (!missed.ok) throw new Error(missed.error.message);
    expect(missed.value.ruling.notes).toEqual(expect.arrayContaining(["G-TEAM", "G-TEAM-ORDER"]));
    // A pot keeps the visit going: the same partner shoots on, nothing moved.
    const potted = apply(open, toAction(shot(1).hit(0, 9).pocket(9, "foot-left").call({ group: "stripes" })));
    if (!potted.ok) throw new Error(potted.error.message);
    expect(potted.value.ruling.notes).toContain("G-TEAM");
    expect(potted.value.ruling.notes).not.toContain("G-TEAM-ORDER");
    // Singles: no side, no note.
    const single = play(start("bola8"), [openBreak(0)]).state;
    const alone = apply(single, toAction(openMiss(1, 9)));
    expect(alone.ok && alone.value.ruling.notes).not.toContain("G-TEAM");
  });
});
