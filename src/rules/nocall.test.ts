/**
 * This wave's rulebook gaps (RULES.md): G-NOCALL (a shot with no call is ruled, never
 * refused), G-RESIGN (a resignation's loss), PC-REFUSED as reworded (any other hit of the
 * declined ball on earns one additional turn) and B8-LOSS precedence (the lowest-numbered
 * loss is reported when several apply).
 */
import { describe, expect, it } from "vitest";
import type { ObjectBallId, PlayerIndex } from "../core/index.ts";
import { openBreak, position, resign, run, shot, start } from "./testing/builder.ts";
import { expected, verdict } from "./testing/verdict.ts";

const S: readonly ["solids", "stripes"] = ["solids", "stripes"];
const bola8At = (onTable: ObjectBallId[], turn: PlayerIndex = 0) =>
  position("bola8", { groups: S, onTable, turn });
const pinaAt = (onTable: ObjectBallId[], turn: PlayerIndex = 0) => position("pina", { onTable, turn });

describe("G-NOCALL in Piña", () => {
  it("G-NOCALL / PC-DIRTY: a shot with no call is ruled; the ball on it pockets is dirty and spotted, the turn passes", () => {
    const r = run(pinaAt([3, 5, 9]), shot(0).hit(0, 3).pocket(3, "foot-left"));
    expect(verdict(r)).toEqual(expected({ next: 1, spotted: [3], onTable: [3, 5, 9] }));
    expect(r.ruling.points).toBe(0);
    expect(r.ruling.notes).toEqual(expect.arrayContaining(["G-NOCALL", "PC-DIRTY", "G-SPOT"]));
    expect(r.report.score).toEqual([0, 0]);
  });

  it("G-NOCALL: an uncalled miss is a plain miss (no foul, no note of a dirty ball)", () => {
    const r = run(pinaAt([3, 5]), shot(0).hit(0, 3).rail(3));
    expect(verdict(r)).toEqual(expected({ next: 1, onTable: [3, 5] }));
    expect(r.ruling.notes).toContain("G-NOCALL");
    expect(r.ruling.notes).not.toContain("PC-DIRTY");
  });

  it("G-NOCALL / PC-REFUSED (PC-14b): after a defence, the declined ball hit with no call earns one more turn, and pocketed it is spotted", () => {
    const afterDefence = run(pinaAt([3, 5, 9]), shot(0).hit(0, 3).rail(3).call({ defense: true })).state;
    const r = run(afterDefence, shot(1).hit(0, 3).pocket(3, "side-right"));
    expect(verdict(r)).toEqual(expected({ next: 1, spotted: [3], onTable: [3, 5, 9] }));
    expect(r.ruling.notes).toEqual(expect.arrayContaining(["G-NOCALL", "PC-REFUSED", "PC-TWO-TURNS"]));
    const hitOnly = run(afterDefence, shot(1).hit(0, 3).rail(3));
    expect(verdict(hitOnly)).toEqual(expected({ next: 1, onTable: [3, 5, 9] }));
  });

  it("G-NOCALL: the break takes no call, so an uncalled break is not marked", () => {
    const r = run(start("pina"), shot(0).hit(0, 1).rail(1, 2, 3, 4));
    expect(r.ruling.notes).not.toContain("G-NOCALL");
  });
});

describe("G-NOCALL in Bola 8", () => {
  it("G-NOCALL / B8-F2: on an open table a shot with no group declared is a foul, not a refusal", () => {
    const open = run(start("bola8"), openBreak(0)).state;
    const r = run(open, shot(1).hit(0, 3).pocket(3, "side-left"));
    expect(r.ruling.fouls).toEqual([{ rule: "B8-F2", by: 1 }]);
    expect(r.ruling.notes).toContain("G-NOCALL");
    expect(r.report.options).toEqual(["accept", "ball-in-hand"]);
    expect(r.report.open).toBe(true);
  });

  it("G-NOCALL / B8-L7: the 8 pocketed with no pocket named loses the rack", () => {
    const r = run(bola8At([8, 10]), shot(0).hit(0, 8).pocket(8, "foot-right"));
    expect(r.ruling.loss).toEqual({ rule: "B8-L7", by: 0 });
    expect(r.ruling.notes).toContain("G-NOCALL");
    expect(r.report.winner).toBe(1);
  });

  it("G-NOCALL: with the groups assigned a shot needs no call, so nothing is noted", () => {
    const r = run(bola8At([2, 8, 10]), shot(0).hit(0, 2).pocket(2));
    expect(r.ruling.notes).not.toContain("G-NOCALL");
    expect(r.ruling.continues).toBe(true);
  });
});

describe("G-RESIGN", () => {
  it("G-RESIGN (Bola 8): a resignation mid-rack gives the rack to the opponent", () => {
    const r = run(bola8At([2, 8, 10], 1), resign(1));
    expect(r.ruling.loss).toEqual({ rule: "G-RESIGN", by: 1 });
    expect(r.ruling.result).toEqual({ winner: 0, rule: "G-RESIGN" });
    expect(r.report).toMatchObject({ loss: "G-RESIGN", winner: 0, matchScore: [1, 0] });
  });

  it("G-RESIGN (Piña): the player not on turn may resign too; the opponent wins the game", () => {
    const r = run(pinaAt([3, 5, 9], 0), resign(1));
    expect(r.report).toMatchObject({ loss: "G-RESIGN", winner: 0, matchScore: [1, 0] });
  });
});

describe("B8-LOSS: the lowest-numbered loss is reported", () => {
  const lost = (rule: string) => expect.objectContaining({ loss: { rule, by: 0 } });

  it("B8-L1 before B8-L4: on the 8, the 8 and the cue ball both pocketed", () => {
    const r = run(
      bola8At([8, 10]),
      shot(0).hit(0, 8).pocket(8, "foot-left").pocket(0).call({ pocket: "foot-left" }),
    );
    expect(r.ruling).toEqual(lost("B8-L1"));
  });

  it("B8-L1 before B8-L8: on the 8, the 8 pocketed and the cue ball off the table", () => {
    const r = run(
      bola8At([8, 10]),
      shot(0).hit(0, 8).pocket(8, "foot-left").off(0).call({ pocket: "foot-left" }),
    );
    expect(r.ruling).toEqual(lost("B8-L1"));
  });

  it("B8-L4 before B8-L5: on the 8, the 8 off the table and the cue ball pocketed", () => {
    const r = run(bola8At([8, 10]), shot(0).hit(0, 8).off(8).pocket(0));
    expect(r.ruling).toEqual(lost("B8-L4"));
  });

  it("B8-L5 before B8-L9: a third foul in a row that drives the 8 off the table", () => {
    const s = { ...bola8At([2, 8, 10]), consecutiveFouls: [2, 0] as const };
    const r = run(s, shot(0).hit(0, 10).hit(10, 8).off(8));
    expect(r.ruling).toEqual(lost("B8-L5"));
  });

  it("B8-L5 before B8-L10: unsporting conduct on a shot that drives the 8 off the table", () => {
    const r = run(bola8At([2, 8, 10]), shot(0).hit(0, 2).hit(2, 8).off(8).fouls("B8-L10"));
    expect(r.ruling).toEqual(lost("B8-L5"));
  });

  it("B8-L2 before B8-L7: the 8 pocketed off the player's own ball, no pocket named", () => {
    const r = run(bola8At([2, 8, 10]), shot(0).hit(0, 2).hit(2, 8).pocket(8).rail(2));
    expect(r.ruling).toEqual(lost("B8-L2"));
  });

  it("B8-L3: the last group ball and the 8 on the same shot (the case of B8-L2 the rulebook names)", () => {
    const r = run(bola8At([2, 8, 10]), shot(0).hit(0, 2).pocket(2).pocket(8));
    expect(r.ruling).toEqual(lost("B8-L3"));
    expect(verdict(r).loss).toBe("B8-L3 by 0");
  });
});

describe("G-HUMAN: what a person saw, entered by hand", () => {
  it("G-HUMAN: a foul only a person sees (B8-F8) is ruled as a foul and the ruling names G-HUMAN", () => {
    const r = run(bola8At([3, 8, 10]), shot(0).hit(0, 3).pocket(3, "foot-left").fouls("B8-F8"));
    expect(r.ruling.fouls).toEqual([{ rule: "B8-F8", by: 0 }]);
    expect(r.ruling.notes).toContain("G-HUMAN");
    expect(r.report.options).toEqual(["accept", "ball-in-hand"]);
  });

  it("G-HUMAN: a broken cue (PC-15) loses the game and names G-HUMAN; a logged warning (PC-7) or a geometry foul does not", () => {
    const broken = run(pinaAt([3, 5]), shot(0).hit(0, 3).rail(3).call({ defense: true }).fouls("PC-15"));
    expect(broken.ruling.loss).toEqual({ rule: "PC-15", by: 0 });
    expect(broken.ruling.notes).toContain("G-HUMAN");
    const warned = run(pinaAt([3, 5]), shot(0).hit(0, 3).rail(3).call({ defense: true }).fouls("PC-7"));
    expect(warned.ruling.logged).toEqual([{ rule: "PC-7", by: 0 }]);
    expect(warned.ruling.notes).not.toContain("G-HUMAN");
    const geometry = run(pinaAt([3, 5]), shot(0).hit(0, 3).rail(3).call({ defense: true }).fouls("PC-45"));
    expect(geometry.ruling.fouls).toEqual([{ rule: "PC-45", by: 0 }]);
    expect(geometry.ruling.notes).not.toContain("G-HUMAN");
  });
});
