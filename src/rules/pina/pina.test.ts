import { describe, expect, it } from "vitest";
import type { ObjectBallId, PlayerIndex } from "../../core/index.ts";
import { currentReport } from "../match.ts";
import { called, lag, position, refused, run, shot, start } from "../testing/builder.ts";
import { expected, verdict, without } from "../testing/verdict.ts";

const pina = (settings: Record<string, unknown> = {}) => start("pina", settings);
const at = (onTable: ObjectBallId[], turn: PlayerIndex = 0, score: readonly [number, number] = [0, 0]) =>
  position("pina", { onTable, turn, score });

describe("Piña rack and break", () => {
  it("PC-RACK: a game starts with all 15 balls, the 1 as ball on, score 0-0, the breaker in hand", () => {
    expect(currentReport(pina())).toEqual({
      rack: 1,
      turn: 0,
      fouls: [],
      loss: null,
      winner: null,
      score: [0, 0],
      ballOn: 1,
      onTable: without(),
      spotted: [],
      ballInHand: true,
      options: [],
      optionsFor: null,
      consecutiveFouls: [0, 0],
      turnsOwed: 0,
      matchScore: [0, 0],
      matchOver: false,
    });
  });

  it("PC-BREAK (PC-3a): a miscue that does not touch the rack is re-taken", () => {
    const r = run(pina(), shot(0).rail(0).miscue());
    expect(verdict(r)).toEqual(expected({ next: 0, ballInHand: true }));
    expect(r.state.phase.kind).toBe("break");
    expect(refused(pina(), shot(0).hit(0, 1).miscue())).toBe("invalid-shot");
  });

  it("PC-BREAK (PC-3b): the break must hit the 1 first, otherwise foul", () => {
    const r = run(pina(), shot(0).hit(0, 5).rail(5));
    expect(verdict(r)).toEqual(
      expected({ next: 1, fouls: ["PC-BREAK by 0"], consecutiveFouls: [1, 0], foulCount: 1 }),
    );
  });

  it("PC-BREAK (PC-3c): no force or cushion requirement: a touch on the 1 is a legal break", () => {
    const r = run(pina(), shot(0).hit(0, 1));
    expect(verdict(r)).toEqual(expected({ next: 1 }));
  });

  it("PC-BREAK [interp]: balls pocketed on the break are spotted (G-SPOT ascending), score nothing, and the turn passes", () => {
    const r = run(pina(), shot(0).hit(0, 1).pocket(9, "foot-left").pocket(4, "side-right"));
    expect(verdict(r)).toEqual(expected({ next: 1, spotted: [4, 9] }));
    expect(r.report.score).toEqual([0, 0]);
  });

  it("PC-BREAK setting breakPocketContinues: the breaker keeps shooting after pocketing", () => {
    const r = run(pina({ breakPocketContinues: true }), shot(0).hit(0, 1).pocket(9));
    expect(verdict(r)).toEqual(expected({ next: 0, spotted: [9], continues: true }));
  });

  it("PC-BREAK: balls on the break are not called; a call there is refused", () => {
    expect(refused(pina(), shot(0).hit(0, 1).call({ ball: 1, pocket: "foot-left" }))).toBe("invalid-call");
  });
});

describe("Piña calls and scoring", () => {
  it("PC-ORDER: every shot must hit the lowest ball first", () => {
    const r = run(at([3, 5, 9]), shot(0).hit(0, 5).pocket(5).call({ ball: 5, pocket: "foot-left" }));
    expect(verdict(r)).toEqual(
      expected({
        next: 1,
        fouls: ["PC-ORDER by 0"],
        spotted: [5],
        consecutiveFouls: [1, 0],
        foulCount: 1,
        onTable: [3, 5, 9],
      }),
    );
    expect(r.report.ballOn).toBe(3);
  });

  it("PC-CALL / PC-16 a: the ball on hit directly and pocketed as called scores its number; the shooter continues", () => {
    const r = run(at([3, 5, 9]), called(0, 3, 3, "side-left"));
    expect(verdict(r)).toEqual(
      expected({ next: 0, continues: true, points: 3, score: [3, 0], onTable: [5, 9] }),
    );
    expect(r.report.ballOn).toBe(5);
  });

  it("PC-CALL / PC-16 b: a bank (tuerta) counts when the cue ball hit the ball on first", () => {
    const r = run(
      at([3, 5, 9]),
      shot(0).hit(0, 3).rail(3).rail(3).pocket(3, "side-right").call({ ball: 3, pocket: "side-right" }),
    );
    expect(verdict(r)).toEqual(
      expected({ next: 0, continues: true, points: 3, score: [3, 0], onTable: [5, 9] }),
    );
  });

  it("PC-CALL / PC-16 c: any ball may be called: a carom off the ball on into another ball scores that ball", () => {
    const r = run(at([3, 5, 9], 1, [10, 20]), called(1, 3, 9, "head-left"));
    expect(verdict(r)).toEqual(
      expected({ next: 1, continues: true, points: 9, score: [10, 29], onTable: [3, 5] }),
    );
  });

  it("PC-17: rail first onto a ball near the cushion (banda-bola) is legal and must be called", () => {
    const r = run(
      at([3, 5]),
      shot(0).rail(0).hit(0, 3).pocket(3, "foot-right").call({ ball: 3, pocket: "foot-right" }),
    );
    expect(verdict(r)).toEqual(
      expected({ next: 0, continues: true, points: 3, score: [3, 0], onTable: [5] }),
    );
  });

  it("PC-DIRTY / PC-6: an uncalled ball that drops is spotted and scores nothing; no foul; a legal called ball keeps the turn", () => {
    const r = run(at([3, 5, 9]), called(0, 3, 3).pocket(9, "side-left"));
    expect(verdict(r)).toEqual(
      expected({ next: 0, continues: true, points: 3, score: [3, 0], spotted: [9], onTable: [5, 9] }),
    );
  });

  it("PC-DIRTY: the called ball in another pocket is spotted, no foul, the turn passes", () => {
    const r = run(
      at([3, 5, 9]),
      shot(0).hit(0, 3).pocket(3, "side-left").call({ ball: 3, pocket: "foot-left" }),
    );
    expect(verdict(r)).toEqual(expected({ next: 1, spotted: [3], onTable: [3, 5, 9] }));
  });

  it("PC-SCORE (PC-4b): the first to 61 wins at once; the encounter point goes to them", () => {
    const r = run(at([6, 14, 15], 0, [55, 40]), called(0, 6, 6));
    expect(verdict(r)).toEqual(
      expected({
        next: 1,
        winner: 0,
        points: 6,
        score: [61, 40],
        onTable: [14, 15],
        matchScore: [1, 0],
        newRackNext: true,
      }),
    );
    expect(r.ruling.result).toEqual({ winner: 0, rule: "PC-SCORE" });
    expect(r.ruling.lagNext).toBe(true);
    expect(r.report.loss).toBeNull();
  });

  it("PC-SCORE (PC-4c): 60-60 with the table cleared is a tie worth ½ point each", () => {
    const r = run(at([15], 0, [45, 60]), called(0, 15, 15));
    expect(verdict(r)).toEqual(
      expected({
        next: 1,
        winner: "tie",
        points: 15,
        score: [60, 60],
        onTable: [],
        matchScore: [0.5, 0.5],
        newRackNext: true,
      }),
    );
    expect(r.report.ballOn).toBeNull();
  });

  it("PC-CALL: a called ball must be on the table and have its pocket (a shot with no call is G-NOCALL)", () => {
    expect(run(at([3, 5]), shot(0).hit(0, 3)).ruling.notes).toContain("G-NOCALL");
    expect(refused(at([3, 5]), shot(0).hit(0, 3).call({ ball: 4, pocket: "foot-left" }))).toBe(
      "ball-not-on-table",
    );
    expect(
      refused(
        at([3, 5]),
        shot(0)
          .hit(0, 3)
          .call({ ball: 3 } as never),
      ),
    ).toBe("invalid-call");
    expect(refused(at([3, 5]), shot(0).hit(0, 3).call({ group: "solids" }))).toBe("invalid-call");
  });
});

describe("Piña defences and the declined ball on", () => {
  it("PC-DEFENSE / PC-19: a defence hits the ball on, scores nothing (dirty balls spotted) and passes the turn", () => {
    const r = run(at([3, 5, 9]), shot(0).hit(0, 3).rail(0).hit(3, 9).pocket(9).call({ defense: true }));
    expect(verdict(r)).toEqual(expected({ next: 1, spotted: [9], onTable: [3, 5, 9] }));
    expect(r.state.declinedBallOn).toBe(3);
  });

  it("PC-DEFENSE: a defence short of the hand-span (judged outside, given in fouls) is a foul", () => {
    const r = run(at([3, 5, 9]), shot(0).hit(0, 3).call({ defense: true }).fouls("PC-DEFENSE"));
    expect(verdict(r)).toEqual(
      expected({
        next: 1,
        fouls: ["PC-DEFENSE by 0"],
        consecutiveFouls: [1, 0],
        foulCount: 1,
        onTable: [3, 5, 9],
      }),
    );
    expect(r.state.declinedBallOn).toBeNull();
  });

  const afterDefence = () => run(at([3, 5, 9]), shot(0).hit(0, 3).rail(3).call({ defense: true })).state;

  it("PC-REFUSED / PC-14 a: calling and pocketing the ball the opponent declined earns two turns", () => {
    const r = run(afterDefence(), called(1, 3, 3));
    expect(verdict(r)).toEqual(
      expected({ next: 1, continues: true, points: 3, score: [0, 3], turnsOwed: 1, onTable: [5, 9] }),
    );
    expect(r.ruling.notes).toContain("PC-REFUSED");
  });

  it("PC-REFUSED / PC-14 b: hitting or pocketing it without calling it: one additional turn, and the ball is spotted", () => {
    const r = run(
      afterDefence(),
      shot(1).hit(0, 3).pocket(3, "side-left").call({ ball: 9, pocket: "foot-left" }),
    );
    expect(verdict(r)).toEqual(expected({ next: 1, spotted: [3], onTable: [3, 5, 9] }));
    expect(r.ruling.notes).toEqual(expect.arrayContaining(["PC-REFUSED", "PC-TWO-TURNS"]));
  });

  it("PC-REFUSED (documented): calling the declined ball and missing it still earns the additional turn; a second defence does not", () => {
    const miss = run(afterDefence(), shot(1).hit(0, 3).rail(3).call({ ball: 3, pocket: "foot-left" }));
    expect(verdict(miss)).toEqual(expected({ next: 1, onTable: [3, 5, 9] }));
    const defendAgain = run(afterDefence(), shot(1).hit(0, 3).rail(3).call({ defense: true }));
    expect(verdict(defendAgain)).toEqual(expected({ next: 0, onTable: [3, 5, 9] }));
    expect(defendAgain.state.declinedBallOn).toBe(3);
  });

  it("PC-TWO-TURNS [interp]: when the beneficiary's first turn ends they play again from the position", () => {
    const s = { ...at([3, 5, 9], 1), turnsOwed: 1 };
    const r = run(s, shot(1).hit(0, 3).rail(3).call({ ball: 3, pocket: "foot-left" }));
    expect(verdict(r)).toEqual(expected({ next: 1, onTable: [3, 5, 9] }));
    const then = run(r.state, shot(1).hit(0, 3).rail(3).call({ ball: 3, pocket: "foot-left" }));
    expect(verdict(then)).toEqual(expected({ next: 0, onTable: [3, 5, 9] }));
  });

  it("PC-TWO-TURNS [interp]: the owed turn survives the beneficiary's own foul (ball in hand after a scratch), unless the setting says no", () => {
    const s = { ...at([3, 5, 9], 1), turnsOwed: 1 };
    const r = run(s, shot(1).hit(0, 3).pocket(0).call({ ball: 3, pocket: "foot-left" }));
    expect(verdict(r)).toEqual(
      expected({
        next: 1,
        fouls: ["PC-SCRATCH by 1"],
        ballInHand: true,
        consecutiveFouls: [0, 1],
        foulCount: 1,
        onTable: [3, 5, 9],
      }),
    );
    const strict = { ...s, settings: { ...s.settings, owedTurnAfterOwnFoul: false } };
    const r2 = run(strict, shot(1).hit(0, 3).pocket(0).call({ ball: 3, pocket: "foot-left" }));
    expect(r2.report.turn).toBe(0);
    expect(r2.report.turnsOwed).toBe(0);
  });
});

describe("Piña fouls (PC-FOUL)", () => {
  it("PC-SCRATCH / PC-18 / PC-5: the cue ball pocketed on a called shot: the called ball and the others spotted ascending, no points, ball in hand", () => {
    const r = run(at([3, 5, 9]), called(0, 3, 9).pocket(3, "side-left").pocket(0, "head-left"));
    expect(verdict(r)).toEqual(
      expected({
        next: 1,
        fouls: ["PC-SCRATCH by 0"],
        ballInHand: true,
        spotted: [3, 9],
        consecutiveFouls: [1, 0],
        foulCount: 1,
        onTable: [3, 5, 9],
      }),
    );
  });

  it("PC-OFFTABLE / PC-11: an object ball on the floor is spotted and the turn is lost", () => {
    const r = run(at([3, 5, 9]), called(0, 3, 3).off(9));
    expect(verdict(r)).toEqual(
      expected({
        next: 1,
        fouls: ["PC-OFFTABLE by 0"],
        spotted: [3, 9],
        consecutiveFouls: [1, 0],
        foulCount: 1,
        onTable: [3, 5, 9],
      }),
    );
  });

  it("PC-OFFTABLE: the cue ball on the floor is a scratch: ball in hand", () => {
    const r = run(at([3, 5, 9]), shot(0).hit(0, 3).off(0).call({ defense: true }));
    expect(verdict(r)).toEqual(
      expected({
        next: 1,
        fouls: ["PC-OFFTABLE by 0"],
        ballInHand: true,
        consecutiveFouls: [1, 0],
        foulCount: 1,
        onTable: [3, 5, 9],
      }),
    );
  });

  it("PC-9 / PC-21 / PC-11 / PC-18 / G-BIH: the seed's numbered rule is cited beside the foul's section, and ball in hand after a scratch", () => {
    const notes = (step: ReturnType<typeof shot>) => run(at([3, 5, 9]), step).ruling.notes;
    expect(notes(called(0, 3, 3).fouls("PC-45"))).toContain("PC-9");
    expect(notes(called(0, 3, 3).fouls("PC-FROZEN"))).toContain("PC-21");
    expect(notes(called(0, 3, 3).fouls("PC-FROZEN"))).not.toContain("PC-9");
    expect(notes(called(0, 3, 3).off(9))).toContain("PC-11");
    // PC-18 is the scratch on a called shot: pocketed, or on the floor (PC-11: "mingo bañado").
    const scratch = notes(called(0, 3, 9).pocket(3, "side-left").pocket(0, "head-left"));
    expect(scratch).toEqual(expect.arrayContaining(["PC-18", "PC-5", "G-BIH"]));
    expect(notes(called(0, 3, 3).off(0))).toEqual(expect.arrayContaining(["PC-11", "PC-18", "G-BIH"]));
    // Not on a defence (nothing called), and no ball in hand while the cue ball stays up.
    const defence = notes(shot(0).hit(0, 3).pocket(0).call({ defense: true }));
    expect(defence).toContain("G-BIH");
    expect(defence).not.toContain("PC-18");
    expect(notes(called(0, 3, 3).off(9))).not.toContain("G-BIH");
    // A legal shot cites none of them.
    const legal = notes(called(0, 3, 3));
    for (const id of ["PC-9", "PC-21", "PC-11", "PC-18", "G-BIH"]) expect(legal).not.toContain(id);
  });

  it("PC-FOUL setting pointsDeductedPerFoul: a foul can cost points", () => {
    const s = { ...at([3, 5, 9], 0, [10, 0]) };
    const r = run(
      { ...s, settings: { ...s.settings, pointsDeductedPerFoul: 3 } },
      shot(0).hit(0, 5).rail(5).call({ defense: true }),
    );
    expect(verdict(r)).toEqual(
      expected({
        next: 1,
        fouls: ["PC-ORDER by 0"],
        points: -3,
        score: [7, 0],
        consecutiveFouls: [1, 0],
        foulCount: 1,
        onTable: [3, 5, 9],
      }),
    );
  });

  it("PC-3FOULS / PC-20: the third consecutive foul gives the opponent two turns and the count starts again", () => {
    const s = { ...at([3, 5, 9]), consecutiveFouls: [2, 0] as const };
    const r = run(s, shot(0).hit(0, 9).rail(9).call({ ball: 9, pocket: "foot-left" }));
    expect(verdict(r)).toEqual(
      expected({ next: 1, fouls: ["PC-ORDER by 0"], turnsOwed: 1, foulCount: 3, onTable: [3, 5, 9] }),
    );
    expect(r.ruling.notes).toContain("PC-3FOULS");
  });

  it("PC-3FOULS: the count is announced after each foul (una cabeza, dos cabezas)", () => {
    const foul = (by: PlayerIndex) => shot(by).hit(0, 9).rail(9).call({ defense: true });
    const legal = (by: PlayerIndex) => shot(by).hit(0, 3).rail(3).call({ defense: true });
    const one = run(at([3, 5, 9]), foul(0));
    expect([one.ruling.foulCount, one.report.consecutiveFouls]).toEqual([1, [1, 0]]);
    const two = run(one.state, legal(1), foul(0));
    expect([two.ruling.foulCount, two.report.consecutiveFouls]).toEqual([2, [2, 0]]);
  });

  it.each([
    ["PC-45", "PC-9: not within 45° of the ball on"],
    ["PC-FROZEN", "PC-21: straight at a frozen ball on"],
    ["PC-8", "touching a ball"],
    ["PC-10", "cue driven under the ball"],
    ["PC-12", "obstruction"],
    ["PC-13", "moving the table"],
    ["PC-25", "no foot on the floor"],
    ["G-KITCHEN", "ball in hand onto a ball behind the head string"],
  ])("G-HUMAN / PC-FOUL: %s (%s) given in fouls: turn lost, balls pocketed spotted", (id) => {
    const r = run(at([3, 5, 9]), called(0, 3, 3).fouls(id));
    expect(verdict(r)).toEqual(
      expected({
        next: 1,
        fouls: [`${id} by 0`],
        spotted: [3],
        consecutiveFouls: [1, 0],
        foulCount: 1,
        onTable: [3, 5, 9],
      }),
    );
  });

  it("PC-13 a/b: a ball dropped by moving the table is spotted and the turn lost; without a ball the position stays", () => {
    const a = run(at([3, 5, 9]), shot(0).hit(0, 3).pocket(5).call({ defense: true }).fouls("PC-13a"));
    expect(verdict(a)).toEqual(
      expected({
        next: 1,
        fouls: ["PC-13 by 0"],
        spotted: [5],
        consecutiveFouls: [1, 0],
        foulCount: 1,
        onTable: [3, 5, 9],
      }),
    );
    expect(a.ruling.subRules).toEqual(["PC-13a"]);
    const b = run(at([3, 5, 9]), shot(0).hit(0, 3).rail(3).call({ defense: true }).fouls("PC-13b"));
    expect(b.report.fouls).toEqual(["PC-13"]);
    expect(b.report.spotted).toEqual([]);
  });

  it("PC-15: breaking the cue loses the game", () => {
    const r = run(
      at([3, 5, 9], 0, [30, 20]),
      shot(0).hit(0, 3).rail(3).fouls("PC-15").call({ defense: true }),
    );
    expect(verdict(r)).toEqual(
      expected({
        next: 1,
        loss: "PC-15 by 0",
        winner: 1,
        score: [30, 20],
        onTable: [3, 5, 9],
        matchScore: [0, 1],
        newRackNext: true,
      }),
    );
  });

  it("PC-CONDUCT: PC-7, PC-22, PC-23 are logged, not fouls", () => {
    const r = run(at([3, 5, 9]), called(0, 3, 3).fouls("PC-7", "PC-22", "PC-23"));
    expect(verdict(r)).toEqual(
      expected({ next: 0, continues: true, points: 3, score: [3, 0], onTable: [5, 9] }),
    );
    expect(r.ruling.logged).toEqual([
      { rule: "PC-7", by: 0 },
      { rule: "PC-22", by: 0 },
      { rule: "PC-23", by: 0 },
    ]);
    expect(refused(at([3, 5]), called(0, 3, 3).fouls("B8-F6"))).toBe("unknown-rule");
  });
});

describe("Piña games and the encounter", () => {
  const win0 = (s = pina()) => run(s, shot(s.turn).hit(0, 1).rail(1)).state;
  const decided = (winner: PlayerIndex, base = at([6, 14], winner, winner === 0 ? [55, 0] : [0, 55])) =>
    run(base, called(winner, 6, 6)).state;

  it("PC-LAG [interp]: a lag comes before every game but the first; its winner breaks", () => {
    const over = decided(0);
    expect(refused(over, shot(0).hit(0, 1))).toBe("lag-expected");
    const r = run(over, lag(1));
    expect(verdict(r)).toEqual(expected({ next: 1, ballInHand: true, matchScore: [1, 0] }));
    expect(r.report.rack).toBe(2);
    expect(r.report.score).toEqual([0, 0]);
    expect(refused(r.state, lag(0))).toBe("lag-not-expected");
    expect(win0(r.state).turn).toBe(0);
  });

  it("PC-MATCH: winning the first two games ends the encounter 3-0", () => {
    const g1 = decided(0);
    const g2 = run(
      { ...run(g1, lag(0)).state, phase: { kind: "play" }, onTable: [6, 14], score: [55, 0] },
      called(0, 6, 6),
    );
    expect(g2.report.matchScore).toEqual([3, 0]);
    expect(g2.report.matchOver).toBe(true);
    expect(refused(g2.state, lag(1))).toBe("match-over");
  });

  it("PC-MATCH: otherwise three games, 1 point per win and ½ per tie", () => {
    const g1 = decided(0);
    const g2 = run(
      { ...run(g1, lag(1)).state, phase: { kind: "play" }, onTable: [15], score: [60, 45], turn: 1 },
      called(1, 15, 15),
    );
    expect(g2.report.winner).toBe("tie");
    expect(g2.report.matchScore).toEqual([1.5, 0.5]);
    const g3 = run(
      { ...run(g2.state, lag(1)).state, phase: { kind: "play" }, onTable: [6, 14], score: [0, 55], turn: 1 },
      called(1, 6, 6),
    );
    expect(g3.report.matchScore).toEqual([1.5, 1.5]);
    expect(g3.report.matchOver).toBe(true);
  });

  it("PC-LAG: setting nextBreak alternate skips the lag", () => {
    const s = { ...at([6, 14], 0, [55, 0]), breaker: 0 as const };
    const alt = { ...s, settings: { ...s.settings, nextBreak: "alternate" as const } };
    const over = run(alt, called(0, 6, 6)).state;
    expect(refused(over, lag(0))).toBe("lag-not-expected");
    const next = run(over, shot(1).hit(0, 1).rail(1));
    expect(next.report.rack).toBe(2);
    expect(next.report.turn).toBe(0);
  });

  it("Piña has no options and no groups", () => {
    expect(refused(at([3, 5]), { kind: "choose", by: 0, choice: { kind: "accept" } })).toBe(
      "option-not-offered",
    );
    expect(refused(at([3, 5]), { kind: "declare", by: 0, group: "solids" })).toBe("invalid-call");
    expect(refused(at([3, 5]), called(1, 3, 3))).toBe("not-your-turn");
  });
});
