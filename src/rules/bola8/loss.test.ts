import { describe, expect, it } from "vitest";
import type { ObjectBallId } from "../../core/index.ts";
import { choose, position, run, shot } from "../testing/builder.ts";
import { expected, verdict } from "../testing/verdict.ts";

const S: readonly ["solids", "stripes"] = ["solids", "stripes"];
/** Player 0 (solids) on turn with these balls on the table. */
const at = (onTable: ObjectBallId[]) => position("bola8", { groups: S, onTable, turn: 0 });
const ON_8 = [8, 10, 11] as ObjectBallId[];
const NOT_ON_8 = [2, 8, 10, 11] as ObjectBallId[];

/** The verdict of a rack lost by player 0 on `rule`, with the given fouls and what is left on the table. */
const lostBy0 = (
  rule: string,
  onTable: ObjectBallId[],
  fouls: string[] = [],
  counts: [number, number] = [0, 0],
) =>
  expected({
    next: 1,
    fouls: fouls.map((f) => `${f} by 0`),
    loss: `${rule} by 0`,
    winner: 1,
    groups: S,
    onTable,
    consecutiveFouls: counts,
    matchScore: [0, 1],
    newRackNext: true,
  });

describe("Bola 8 losses (B8-LOSS) and the win on the 8 (B8-8CALL)", () => {
  it("B8-8CALL / B8-GROUPS: with the group cleared, the 8 in the named pocket wins the rack", () => {
    const r = run(at(ON_8), shot(0).hit(0, 8).pocket(8, "side-left").call({ pocket: "side-left" }));
    expect(verdict(r)).toEqual(
      expected({ next: 1, winner: 0, groups: S, onTable: [10, 11], matchScore: [1, 0], newRackNext: true }),
    );
    expect(r.ruling.result).toEqual({ winner: 0, rule: "B8-8CALL" });
    expect(r.report.loss).toBeNull();
  });

  it("B8-L1: the 8 pocketed on a foul (a double hit while on the 8)", () => {
    const r = run(
      at(ON_8),
      shot(0).hit(0, 8).pocket(8, "side-left").call({ pocket: "side-left" }).fouls("B8-F6"),
    );
    expect(verdict(r)).toEqual(lostBy0("B8-L1", [10, 11], ["B8-F6"], [1, 0]));
    expect(r.report.loss).toBe("B8-L1");
  });

  it("B8-L1: an opponent ball first and the 8 drops", () => {
    const r = run(at(NOT_ON_8), shot(0).hit(0, 10).hit(10, 8).pocket(8));
    expect(verdict(r)).toEqual(lostBy0("B8-L1", [2, 10, 11], ["B8-F11"], [1, 0]));
  });

  it("B8-L2: the 8 pocketed when it is not the shooter's legal object ball", () => {
    const r = run(at(NOT_ON_8), shot(0).hit(0, 2).hit(2, 8).pocket(8));
    expect(verdict(r)).toEqual(lostBy0("B8-L2", [2, 10, 11]));
  });

  it("B8-L2: on an open table", () => {
    const s = position("bola8", { onTable: [2, 8, 10], turn: 0 });
    const r = run(s, shot(0).hit(0, 2).hit(2, 8).pocket(8).call({ group: "solids" }));
    expect(r.report.loss).toBe("B8-L2");
    expect(r.report.winner).toBe(1);
  });

  it("B8-L3: the 8 on the same shot as the last group ball(s)", () => {
    const r = run(
      at([2, 4, 8, 10]),
      shot(0).hit(0, 2).hit(2, 4).hit(4, 8).pocket(2).pocket(4).pocket(8, "foot-right"),
    );
    expect(verdict(r)).toEqual(lostBy0("B8-L3", [10]));
  });

  it("B8-L4: the cue ball pocketed while on the 8, even when the 8 does not drop", () => {
    const r = run(at(ON_8), shot(0).hit(0, 8).rail(8).pocket(0, "head-right").call({ pocket: "foot-left" }));
    expect(verdict(r)).toEqual(lostBy0("B8-L4", ON_8, ["B8-F4"], [1, 0]));
  });

  it("B8-L5: the 8 off the table during play", () => {
    const r = run(at(NOT_ON_8), shot(0).hit(0, 2).hit(2, 8).off(8));
    expect(verdict(r)).toEqual(lostBy0("B8-L5", [2, 10, 11]));
  });

  it("B8-L6: the 8 into a pocket other than the one named", () => {
    const r = run(at(ON_8), shot(0).hit(0, 8).pocket(8, "foot-right").call({ pocket: "foot-left" }));
    expect(verdict(r)).toEqual(lostBy0("B8-L6", [10, 11]));
  });

  it("B8-L7: the 8 pocketed without a named pocket", () => {
    const r = run(at(ON_8), shot(0).hit(0, 8).pocket(8, "foot-right"));
    expect(verdict(r)).toEqual(lostBy0("B8-L7", [10, 11]));
  });

  it("B8-L8: the cue ball off the table while on the 8", () => {
    const r = run(at(ON_8), shot(0).hit(0, 8).rail(8).off(0).call({ pocket: "foot-left" }));
    expect(verdict(r)).toEqual(lostBy0("B8-L8", ON_8, ["B8-F5"], [1, 0]));
  });

  it("B8-L9: a third foul in a row by the same player (consecutive turns of theirs) loses the rack", () => {
    const s = at(NOT_ON_8);
    const one = run(s, shot(0).hit(0, 10).rail(10), choose(1, "accept"), shot(1).hit(0, 10).rail(10));
    expect(one.report.consecutiveFouls).toEqual([1, 0]);
    const two = run(one.state, shot(0).rail(0), choose(1, "accept"), shot(1).hit(0, 11).rail(11));
    expect(two.report.consecutiveFouls).toEqual([2, 0]);
    const three = run(two.state, shot(0).hit(0, 2));
    expect(verdict(three)).toEqual(lostBy0("B8-L9", NOT_ON_8, ["B8-F12"], [3, 0]));
  });

  it("B8-L9: a legal shot in between resets the count", () => {
    const s = { ...at(NOT_ON_8), consecutiveFouls: [2, 0] as const };
    const legal = run(s, shot(0).hit(0, 2).rail(2));
    expect(legal.report.consecutiveFouls).toEqual([0, 0]);
  });

  it("B8-L10: unsporting conduct (referee mode) loses the rack at once", () => {
    const r = run(at(NOT_ON_8), shot(0).hit(0, 2).rail(2).fouls("B8-L10"));
    expect(verdict(r)).toEqual(lostBy0("B8-L10", NOT_ON_8));
  });

  it("B8-8CALL: on the 8 the legal object ball is the 8; hitting another first is B8-F11", () => {
    const r = run(at(ON_8), shot(0).hit(0, 10).rail(10).call({ pocket: "foot-left" }));
    expect(r.report.fouls).toEqual(["B8-F11"]);
    expect(r.report.winner).toBeNull();
  });
});
