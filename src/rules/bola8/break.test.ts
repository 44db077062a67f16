import { describe, expect, it } from "vitest";
import { currentReport } from "../match.ts";
import { choose, openBreak, refused, run, shot, start } from "../testing/builder.ts";
import { expected, verdict, without } from "../testing/verdict.ts";

const bola8 = () => start("bola8");

describe("Bola 8 rack and break", () => {
  it("B8-RACK / B8-GROUPS / G-BIH: a rack starts with all 15 object balls, the table open, the breaker in hand behind the head string", () => {
    expect(currentReport(bola8())).toEqual({
      rack: 1,
      turn: 0,
      fouls: [],
      loss: null,
      winner: null,
      open: true,
      groups: null,
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

  it("B8-BREAK / B8-OPEN: a break that pockets a ball lets the breaker continue with the table open", () => {
    const r = run(bola8(), shot(0).hit(0, 1).rail(1).pocket(3, "foot-left"));
    expect(verdict(r)).toEqual(expected({ next: 0, continues: true, onTable: without(3) }));
    expect(r.report.open).toBe(true);
  });

  it("B8-BREAK: four distinct object balls to a cushion is a legal break; the turn passes", () => {
    const r = run(bola8(), openBreak(0));
    expect(verdict(r)).toEqual(expected({ next: 1 }));
  });

  it("B8-F1 / B8-BREAK-OPTIONS: three balls to a cushion and none pocketed is an illegal break; the opponent may accept, take ball in hand or re-break", () => {
    const r = run(bola8(), shot(0).hit(0, 1).rail(1, 2, 3, 2));
    expect(verdict(r)).toEqual(
      expected({
        next: 1,
        fouls: ["B8-F1 by 0"],
        options: [
          "accept (B8-BREAK-OPTIONS)",
          "ball-in-hand (B8-BREAK-OPTIONS)",
          "rebreak (B8-BREAK-OPTIONS)",
        ],
        optionsFor: 1,
        consecutiveFouls: [1, 0],
      }),
    );
  });

  it("B8-BREAK-OPTIONS: accepting leaves the cue ball where it is", () => {
    const r = run(bola8(), shot(0).hit(0, 1), choose(1, "accept"));
    expect(verdict(r)).toEqual(expected({ next: 1, consecutiveFouls: [1, 0] }));
  });

  it("B8-BREAK-OPTIONS / G-BIH: ball in hand behind the head string (the table is open, so no B8-SPOT-OWN)", () => {
    const r = run(bola8(), shot(0).hit(0, 1), choose(1, "ball-in-hand"));
    expect(verdict(r)).toEqual(expected({ next: 1, ballInHand: true, consecutiveFouls: [1, 0] }));
    expect(r.ruling.notes).toEqual(["B8-BREAK-OPTIONS", "G-BIH"]);
    // An illegal break with a scratch: ball in hand is one option beside a re-break, not given yet.
    const scratch = run(bola8(), shot(0).hit(0, 1).pocket(0));
    expect(scratch.ruling.ballInHand).toBe(false);
    expect(scratch.ruling.notes).not.toContain("G-BIH");
  });

  it("B8-BREAK-OPTIONS: re-break means the opponent breaks a new rack of the same number", () => {
    const r = run(bola8(), shot(0).hit(0, 1), choose(1, "rebreak"));
    expect(verdict(r)).toEqual(expected({ next: 1, ballInHand: true, consecutiveFouls: [1, 0] }));
    expect(r.report.rack).toBe(1);
    expect(r.state.phase.kind).toBe("break");
    const again = run(r.state, openBreak(1));
    expect(verdict(again)).toEqual(expected({ next: 0, consecutiveFouls: [1, 0] }));
  });

  it("B8-BREAK-OPTIONS: a shot by the opponent instead of a choice means accept", () => {
    const r = run(bola8(), shot(0).hit(0, 1), shot(1).hit(0, 2).rail(2));
    expect(r.report.fouls).toEqual(["B8-F2"]);
  });

  it("B8-F1 with B8-F4: an illegal break that also scratches offers ball in hand or re-break", () => {
    const r = run(bola8(), shot(0).hit(0, 1).pocket(0, "head-left"));
    expect(verdict(r)).toEqual(
      expected({
        next: 1,
        fouls: ["B8-F1 by 0", "B8-F4 by 0"],
        options: ["ball-in-hand (B8-BREAK-OPTIONS)", "rebreak (B8-BREAK-OPTIONS)"],
        optionsFor: 1,
        consecutiveFouls: [1, 0],
      }),
    );
    expect(refused(r.state, choose(1, "accept"))).toBe("option-not-offered");
  });

  it("B8-F4 on a legal break: the balls stay down, the table stays open, the opponent has ball in hand", () => {
    const r = run(bola8(), shot(0).hit(0, 1).pocket(2, "foot-right").pocket(0, "side-left"));
    expect(verdict(r)).toEqual(
      expected({
        next: 1,
        fouls: ["B8-F4 by 0"],
        ballInHand: true,
        onTable: without(2),
        consecutiveFouls: [1, 0],
      }),
    );
  });

  it("B8-F5 on the break: the cue ball off the table; an object ball off the table is spotted (B8-OFFTABLE, G-SPOT)", () => {
    const r = run(bola8(), shot(0).hit(0, 1).rail(1, 2, 3, 4).off(9).off(0));
    expect(verdict(r)).toEqual(
      expected({ next: 1, fouls: ["B8-F5 by 0"], ballInHand: true, spotted: [9], consecutiveFouls: [1, 0] }),
    );
  });

  it("B8-BREAK-8 / B8-BREAK-8-WIN: the 8 on a legal break wins the rack", () => {
    const r = run(bola8(), shot(0).hit(0, 1).pocket(8, "side-right"));
    expect(verdict(r)).toEqual(
      expected({ next: 1, winner: 0, onTable: without(8), matchScore: [1, 0], newRackNext: true }),
    );
    expect(r.ruling.result).toEqual({ winner: 0, rule: "B8-BREAK-8-WIN" });
    expect(r.report.loss).toBeNull();
  });

  it("B8-BREAK-8 / B8-BREAK-8-LOSS: the 8 and the cue ball both pocketed on the break lose the rack", () => {
    const r = run(bola8(), shot(0).hit(0, 1).pocket(8, "side-right").pocket(0, "head-left"));
    expect(verdict(r)).toEqual(
      expected({
        next: 1,
        fouls: ["B8-F4 by 0"],
        loss: "B8-BREAK-8-LOSS by 0",
        winner: 1,
        onTable: without(8),
        consecutiveFouls: [1, 0],
        matchScore: [0, 1],
        newRackNext: true,
      }),
    );
    expect(r.report.loss).toBe("B8-BREAK-8-LOSS");
  });

  it("B8-BREAK-8-LOSS also when the cue ball leaves the table", () => {
    const r = run(bola8(), shot(0).hit(0, 1).pocket(8).off(0));
    expect(r.report.loss).toBe("B8-BREAK-8-LOSS");
    expect(r.report.winner).toBe(1);
  });

  it("B8-L5 on the break: the 8 off the table loses at any time", () => {
    const r = run(bola8(), shot(0).hit(0, 1).rail(1, 2, 3, 4).off(8));
    expect(verdict(r)).toEqual(
      expected({
        next: 1,
        loss: "B8-L5 by 0",
        winner: 1,
        onTable: without(8),
        matchScore: [0, 1],
        newRackNext: true,
      }),
    );
  });

  it("B8-BREAK: a group call on the break is harmless and a declare step before the break is refused", () => {
    expect(refused(bola8(), { kind: "declare", by: 0, group: "solids" })).toBe("invalid-call");
    const r = run(bola8(), openBreak(0).call({ group: "solids" }));
    expect(verdict(r)).toEqual(expected({ next: 1 }));
  });
});
