import { describe, expect, it } from "vitest";
import type { ObjectBallId, PlayerIndex } from "../../core/index.ts";
import { choose, declare, equalize, position, refused, run, shot, sink, start } from "../testing/builder.ts";
import { expected, verdict, without } from "../testing/verdict.ts";

const S: readonly ["solids", "stripes"] = ["solids", "stripes"];
/** Player 0 broke, pocketing the 3; the table is open and 0 continues. */
const afterBreak = () => run(start("bola8"), shot(0).hit(0, 1).rail(1).pocket(3)).state;
/** Groups assigned: 0 solids, 1 stripes; `turn` on turn. */
const midRack = (onTable: ObjectBallId[], turn: PlayerIndex = 0) =>
  position("bola8", { groups: S, onTable, turn });

describe("Bola 8 open table (B8-OPEN)", () => {
  it("B8-OPEN: a declared group's ball legally pocketed assigns the groups; the shooter continues", () => {
    const r = run(afterBreak(), declare(0, "solids"), sink(0, 1).rail(0));
    expect(verdict(r)).toEqual(expected({ next: 0, continues: true, groups: S, onTable: without(1, 3) }));
    expect(r.report.open).toBe(false);
    expect(r.report.groups).toEqual(["solids", "stripes"]);
  });

  it("B8-OPEN: call.group declares too, and player 1 gets the group named", () => {
    const s = run(start("bola8", {}, 1), shot(1).hit(0, 1).pocket(3)).state;
    const r = run(s, sink(1, 12).call({ group: "stripes" }));
    expect(verdict(r)).toEqual(expected({ next: 1, continues: true, groups: S, onTable: without(3, 12) }));
  });

  it("B8-OPEN: pocketing only the other group on a legal shot keeps the table open and passes the turn", () => {
    const r = run(afterBreak(), shot(0).hit(0, 2).hit(2, 10).pocket(10).call({ group: "solids" }));
    expect(verdict(r)).toEqual(expected({ next: 1, onTable: without(3, 10) }));
  });

  it("B8-OPEN / B8-F11: on an open table the 8 may not be hit first", () => {
    const r = run(afterBreak(), shot(0).hit(0, 8).rail(8).call({ group: "solids" }));
    expect(verdict(r)).toEqual(
      expected({
        next: 1,
        fouls: ["B8-F11 by 0"],
        options: ["accept (B8-SANCTION)", "ball-in-hand (B8-SANCTION)"],
        optionsFor: 1,
        consecutiveFouls: [1, 0],
        onTable: without(3),
      }),
    );
  });

  it("B8-F2: no group declared on an open table is a foul; the ball pocketed stays down and the table stays open", () => {
    const r = run(afterBreak(), sink(0, 2));
    expect(verdict(r)).toEqual(
      expected({
        next: 1,
        fouls: ["B8-F2 by 0"],
        options: ["accept (B8-SANCTION)", "ball-in-hand (B8-SANCTION)"],
        optionsFor: 1,
        consecutiveFouls: [1, 0],
        onTable: without(2, 3),
      }),
    );
  });

  it("B8-SANCTION: a declaration by the player offered accept / ball in hand means accept", () => {
    const foul = run(afterBreak(), shot(0).hit(0, 8).rail(8).call({ group: "solids" }));
    const r = run(foul.state, declare(1, "stripes"));
    expect(verdict(r)).toEqual(expected({ next: 1, consecutiveFouls: [1, 0], onTable: without(3) }));
    expect(r.state.declared).toBe("stripes");
  });

  it("B8-OPEN: the declaration holds for one shot only", () => {
    const s = run(afterBreak(), declare(0, "stripes"), sink(0, 9).rail(0)).state;
    expect(s.declared).toBeNull();
    const r = run(position("bola8", { onTable: without(3), turn: 0 }), declare(0, "solids"), sink(0, 9));
    expect(r.report.fouls).toEqual(["B8-F11"]);
  });
});

describe("Bola 8 fouls (B8-FOULS) and sanctions", () => {
  const table = without(1, 3, 9);

  it("B8-LEGAL: hitting an own ball first and driving a ball to a cushion is legal; the turn passes and the count resets", () => {
    const s = { ...midRack(table), consecutiveFouls: [2, 0] as const };
    const r = run(s, shot(0).hit(0, 2).rail(2));
    expect(verdict(r)).toEqual(expected({ next: 1, groups: S, onTable: table }));
  });

  it("B8-F11: an opponent's ball first", () => {
    const r = run(midRack(table), shot(0).hit(0, 10).rail(10));
    expect(verdict(r)).toEqual(
      expected({
        next: 1,
        fouls: ["B8-F11 by 0"],
        options: ["accept (B8-SANCTION)", "ball-in-hand (B8-SANCTION)"],
        optionsFor: 1,
        consecutiveFouls: [1, 0],
        groups: S,
        onTable: table,
      }),
    );
  });

  it("B8-F11: no ball hit at all (only B8-F11, not also B8-F12)", () => {
    const r = run(midRack(table), shot(0).rail(0));
    expect(r.report.fouls).toEqual(["B8-F11"]);
  });

  it("B8-F11: the 8 first while it is not the legal object ball", () => {
    const r = run(midRack(table), shot(0).hit(0, 8).rail(8));
    expect(r.report.fouls).toEqual(["B8-F11"]);
    expect(r.report.optionsFor).toBe(1);
  });

  it("B8-F12: after a legal first contact no ball reaches a cushion and none is pocketed", () => {
    const r = run(midRack(table), shot(0).hit(0, 2).hit(2, 4));
    expect(verdict(r)).toEqual(
      expected({
        next: 1,
        fouls: ["B8-F12 by 0"],
        options: ["accept (B8-SANCTION)", "ball-in-hand (B8-SANCTION)"],
        optionsFor: 1,
        consecutiveFouls: [1, 0],
        groups: S,
        onTable: table,
      }),
    );
  });

  it("B8-F4 / B8-SANCTION: a scratch gives the opponent ball in hand with nothing else to choose", () => {
    const r = run(midRack(table), shot(0).hit(0, 2).rail(2).pocket(0, "side-left"));
    expect(verdict(r)).toEqual(
      expected({
        next: 1,
        fouls: ["B8-F4 by 0"],
        ballInHand: true,
        consecutiveFouls: [1, 0],
        groups: S,
        onTable: table,
      }),
    );
    expect(r.report.options).toEqual([]);
  });

  it("B8-F5: the cue ball off the table", () => {
    const r = run(midRack(table), shot(0).hit(0, 2).rail(2).off(0));
    expect(verdict(r)).toEqual(
      expected({
        next: 1,
        fouls: ["B8-F5 by 0"],
        ballInHand: true,
        consecutiveFouls: [1, 0],
        groups: S,
        onTable: table,
      }),
    );
  });

  it.each([
    ["B8-F3", "shooting while balls move"],
    ["B8-F6", "double hit"],
    ["B8-F7", "push shot"],
    ["B8-F8", "touching a ball"],
    ["B8-F9", "scoop jump"],
    ["B8-F10", "no foot on the floor"],
    ["B8-F13", "marking the table"],
    ["G-KITCHEN", "ball in hand: first contact behind the head string"],
  ])("G-HUMAN / B8-FOULS: %s (%s) entered in fouls ends the turn with the sanction", (id) => {
    const r = run(midRack(table), sink(0, 2).fouls(id));
    expect(verdict(r)).toEqual(
      expected({
        next: 1,
        fouls: [`${id} by 0`],
        options: ["accept (B8-SANCTION)", "ball-in-hand (B8-SANCTION)", "equalize (B8-EQUALIZE)"],
        optionsFor: 1,
        equalizeUpTo: 1,
        consecutiveFouls: [1, 0],
        groups: S,
        onTable: without(1, 2, 3, 9),
      }),
    );
  });

  it("G-HUMAN: an unknown or other-game rule ID in fouls is refused", () => {
    expect(refused(midRack(table), sink(0, 2).fouls("B8-F99"))).toBe("unknown-rule");
    expect(refused(midRack(table), sink(0, 2).fouls("PC-8"))).toBe("unknown-rule");
  });

  it("B8-SANCTION: accept keeps the position; the fouler's count shows", () => {
    const r = run(midRack(table), shot(0).hit(0, 10).rail(10), choose(1, "accept"));
    expect(verdict(r)).toEqual(expected({ next: 1, consecutiveFouls: [1, 0], groups: S, onTable: table }));
  });

  it("B8-SANCTION / B8-SPOT-OWN: ball in hand, then the option to spot an own ball (the player's word), or decline by shooting", () => {
    const r = run(midRack(table), shot(0).hit(0, 10).rail(10), choose(1, "ball-in-hand"));
    expect(verdict(r)).toEqual(
      expected({
        next: 1,
        ballInHand: true,
        options: ["spot-own (B8-SPOT-OWN)", "decline (B8-SPOT-OWN)"],
        optionsFor: 1,
        consecutiveFouls: [1, 0],
        groups: S,
        onTable: table,
      }),
    );
    const spot = run(r.state, choose(1, "spot-own", 11));
    expect(verdict(spot)).toEqual(
      expected({
        next: 1,
        ballInHand: true,
        spotted: [11],
        consecutiveFouls: [1, 0],
        groups: S,
        onTable: table,
      }),
    );
    const word = run(r.state, choose(1, "spot-own"));
    expect(word.report.spotted).toEqual([]);
    expect(word.report.options).toEqual([]);
    expect(refused(r.state, choose(1, "spot-own", 2))).toBe("ball-not-on-table");
    const shoot = run(r.state, sink(1, 10));
    expect(verdict(shoot)).toEqual(
      expected({
        next: 1,
        continues: true,
        consecutiveFouls: [1, 0],
        groups: S,
        onTable: without(1, 3, 9, 10),
      }),
    );
  });

  it("B8-SANCTION-8: when the opponent is on the 8 they may also take ball in hand with the 8 on the foot spot", () => {
    const s = midRack([2, 8], 0);
    const r = run(s, shot(0).hit(0, 8).rail(8));
    expect(verdict(r)).toEqual(
      expected({
        next: 1,
        fouls: ["B8-F11 by 0"],
        options: [
          "accept (B8-SANCTION)",
          "ball-in-hand (B8-SANCTION)",
          "ball-in-hand-spot-8 (B8-SANCTION-8)",
        ],
        optionsFor: 1,
        consecutiveFouls: [1, 0],
        groups: S,
        onTable: [2, 8],
      }),
    );
    const spot8 = run(r.state, choose(1, "ball-in-hand-spot-8"));
    expect(verdict(spot8)).toEqual(
      expected({
        next: 1,
        ballInHand: true,
        spotted: [8],
        consecutiveFouls: [1, 0],
        groups: S,
        onTable: [2, 8],
      }),
    );
  });

  it("G-BIH: the ruling that hands ball in hand over cites it — a scratch, ball in hand chosen, the 8 spotted with it; not an option still on offer", () => {
    const scratch = run(midRack(table), shot(0).hit(0, 2).rail(2).pocket(0));
    expect(scratch.ruling.notes).toEqual(expect.arrayContaining(["B8-SANCTION", "G-BIH"]));
    const offered = run(midRack(table), shot(0).hit(0, 10).rail(10));
    expect(offered.ruling.notes).not.toContain("G-BIH");
    expect(run(offered.state, choose(1, "ball-in-hand")).ruling.notes).toEqual(["B8-SANCTION", "G-BIH"]);
    expect(run(offered.state, choose(1, "accept")).ruling.notes).not.toContain("G-BIH");
    const on8 = run(midRack([2, 8]), shot(0).hit(0, 8).rail(8));
    expect(run(on8.state, choose(1, "ball-in-hand-spot-8")).ruling.notes).toContain("G-BIH");
    // After a scratch the cue ball is in hand already: spotting the 8 is what the choice adds.
    const scratchOn8 = run(midRack([2, 8]), shot(0).hit(0, 2).rail(2).pocket(0));
    expect(scratchOn8.ruling.notes).toContain("G-BIH");
    expect(run(scratchOn8.state, choose(1, "ball-in-hand-spot-8")).ruling.notes).not.toContain("G-BIH");
  });

  it("B8-SANCTION-8 after a scratch: ball in hand is given; spotting the 8 is the extra, or decline", () => {
    const r = run(midRack([2, 8]), shot(0).hit(0, 2).rail(2).pocket(0));
    expect(verdict(r)).toEqual(
      expected({
        next: 1,
        fouls: ["B8-F4 by 0"],
        ballInHand: true,
        options: ["ball-in-hand-spot-8 (B8-SANCTION-8)", "decline (B8-SANCTION-8)"],
        optionsFor: 1,
        consecutiveFouls: [1, 0],
        groups: S,
        onTable: [2, 8],
      }),
    );
    const d = run(r.state, choose(1, "decline"));
    expect(verdict(d)).toEqual(
      expected({ next: 1, ballInHand: true, consecutiveFouls: [1, 0], groups: S, onTable: [2, 8] }),
    );
  });

  it("B8-EQUALIZE: a foul that pockets the fouler's balls lets the opponent remove as many of their own", () => {
    const s = midRack([2, 4, 5, 8, 10, 11, 12]);
    const r = run(s, shot(0).hit(0, 10).hit(10, 2).pocket(2).pocket(4));
    expect(verdict(r)).toEqual(
      expected({
        next: 1,
        fouls: ["B8-F11 by 0"],
        options: ["accept (B8-SANCTION)", "ball-in-hand (B8-SANCTION)", "equalize (B8-EQUALIZE)"],
        optionsFor: 1,
        equalizeUpTo: 2,
        consecutiveFouls: [1, 0],
        groups: S,
        onTable: [5, 8, 10, 11, 12],
      }),
    );
    expect(r.report.equalizeUpTo).toBe(2);
    expect(refused(r.state, equalize(1, 10, 11, 12))).toBe("invalid-call");
    expect(refused(r.state, equalize(1, 5))).toBe("ball-not-on-table");
    const eq = run(r.state, equalize(1, 10, 12));
    expect(verdict(eq)).toEqual(
      expected({
        next: 1,
        options: ["accept (B8-SANCTION)", "ball-in-hand (B8-SANCTION)"],
        optionsFor: 1,
        consecutiveFouls: [1, 0],
        groups: S,
        onTable: [5, 8, 11],
      }),
    );
    expect(eq.state.pocketed).toContain(10);
  });

  it("B8-EQUALIZE [interp]: never the opponent's last group ball, unless the setting allows it", () => {
    const foul = shot(0).hit(0, 11).hit(11, 2).pocket(2).pocket(4);
    const s = midRack([2, 4, 5, 8, 11]);
    const r = run(s, foul);
    expect(r.report.options).toEqual(["accept", "ball-in-hand"]);
    const loose = { ...s, settings: { ...s.settings, equalizeMayTakeLastBall: true } };
    const r2 = run(loose, foul);
    expect(r2.report.options).toEqual(["accept", "ball-in-hand", "equalize"]);
    expect(r2.report.equalizeUpTo).toBe(1);
  });

  it("B8-EQUALIZE after a scratch: equalize or decline, ball in hand either way", () => {
    const r = run(midRack([2, 4, 8, 10, 11]), sink(0, 2).pocket(0));
    expect(verdict(r)).toEqual(
      expected({
        next: 1,
        fouls: ["B8-F4 by 0"],
        ballInHand: true,
        options: ["equalize (B8-EQUALIZE)", "decline (B8-EQUALIZE)"],
        optionsFor: 1,
        equalizeUpTo: 1,
        consecutiveFouls: [1, 0],
        groups: S,
        onTable: [4, 8, 10, 11],
      }),
    );
    const eq = run(r.state, equalize(1, 11));
    expect(verdict(eq)).toEqual(
      expected({ next: 1, ballInHand: true, consecutiveFouls: [1, 0], groups: S, onTable: [4, 8, 10] }),
    );
  });
});

describe("Bola 8 option sequencing (documented decisions)", () => {
  it("B8-EQUALIZE then B8-SANCTION ball in hand then B8-SPOT-OWN: extras first, the primary choice after, spot-own last", () => {
    const s = midRack([2, 4, 5, 8, 10, 11, 12]);
    const foul = run(s, shot(0).hit(0, 10).hit(10, 2).pocket(2));
    const eq = run(foul.state, equalize(1, 12));
    expect(eq.report.options).toEqual(["accept", "ball-in-hand"]);
    const bih = run(eq.state, choose(1, "ball-in-hand"));
    expect(verdict(bih)).toEqual(
      expected({
        next: 1,
        ballInHand: true,
        options: ["spot-own (B8-SPOT-OWN)", "decline (B8-SPOT-OWN)"],
        optionsFor: 1,
        consecutiveFouls: [1, 0],
        groups: S,
        onTable: [4, 5, 8, 10, 11],
      }),
    );
    const spot = run(bih.state, choose(1, "spot-own", 10));
    expect(verdict(spot)).toEqual(
      expected({
        next: 1,
        ballInHand: true,
        spotted: [10],
        consecutiveFouls: [1, 0],
        groups: S,
        onTable: [4, 5, 8, 10, 11],
      }),
    );
  });

  it("B8-EQUALIZE: equalize stays open after accept (either order works); a shot turns it down", () => {
    const s = midRack([2, 4, 5, 8, 10, 11, 12]);
    const foul = run(s, shot(0).hit(0, 10).hit(10, 2).pocket(2));
    const acc = run(foul.state, choose(1, "accept"));
    expect(verdict(acc)).toEqual(
      expected({
        next: 1,
        options: ["equalize (B8-EQUALIZE)", "decline (B8-EQUALIZE)"],
        optionsFor: 1,
        equalizeUpTo: 1,
        consecutiveFouls: [1, 0],
        groups: S,
        onTable: [4, 5, 8, 10, 11, 12],
      }),
    );
    const played = run(acc.state, shot(1).hit(0, 10).rail(10));
    expect(played.report.turn).toBe(0);
    expect(played.report.onTable).toEqual([4, 5, 8, 10, 11, 12]);
    expect(refused(played.state, equalize(1, 12))).toBe("option-not-offered");
  });

  it("a bad pocket or group in a Bola 8 call is refused", () => {
    expect(refused(midRack([2, 8]), sink(0, 2).call({ pocket: "corner" as never }))).toBe("invalid-call");
    expect(refused(afterBreak(), sink(0, 2).call({ group: "spots" as never }))).toBe("invalid-call");
  });
});

describe("Bola 8 balls pocketed and off the table", () => {
  it("B8-BOTH: own and opponent balls on one legal shot: the shooter continues, the opponent's stay down", () => {
    const r = run(midRack(without(1, 3)), shot(0).hit(0, 2).hit(2, 10).pocket(2).pocket(10));
    expect(verdict(r)).toEqual(
      expected({ next: 0, continues: true, groups: S, onTable: without(1, 2, 3, 10) }),
    );
    expect(r.ruling.notes).toContain("B8-BOTH");
  });

  it("B8-OFFTABLE: an opponent-group ball off the table stays off; the shooter continues having pocketed an own ball", () => {
    const r = run(midRack(without(1, 3)), shot(0).hit(0, 2).hit(2, 10).pocket(2).off(10));
    expect(verdict(r)).toEqual(
      expected({ next: 0, continues: true, groups: S, onTable: without(1, 2, 3, 10) }),
    );
    expect(r.state.offTable).toEqual([10]);
  });

  it("B8-OFFTABLE / G-SPOT: own balls off the table are spotted in ascending order, no foul, the turn passes", () => {
    const r = run(midRack(without(1, 3)), shot(0).hit(0, 6).hit(6, 2).off(6).off(2));
    expect(verdict(r)).toEqual(expected({ next: 1, spotted: [2, 6], groups: S, onTable: without(1, 3) }));
  });

  it("G-OFFTABLE-BACK: a ball that jumped and came back (no `off` event) is in play", () => {
    const r = run(midRack(without(1, 3)), shot(0).hit(0, 2).rail(2).rail(2));
    expect(verdict(r)).toEqual(expected({ next: 1, groups: S, onTable: without(1, 3) }));
  });

  it("a ball that is not on the table cannot appear in a shot", () => {
    expect(refused(midRack(without(1, 3)), sink(0, 3))).toBe("ball-not-on-table");
    expect(refused(midRack(without(1, 3)), sink(0, 2).pocket(2))).toBe("ball-not-on-table");
  });
});
