import { describe, expect, it } from "vitest";
import { type ObjectBallId, unwrap } from "../core/index.ts";
import type { BallState } from "../physics/index.ts";
import { makeTable } from "../physics/index.ts";
import type { MatchState } from "../rules/index.ts";
import { newMatch } from "../rules/index.ts";
import { BALL_RADIUS, isOnCloth, restingBall } from "./geometry.ts";
import { spotOwnBall, syncWithReferee } from "./table-sync.ts";

const table = makeTable("9ft");
const [fx] = table.footSpot;
const hs = table.headStringX;
const base = unwrap(newMatch("bola8", {}, 0));
const state = (onTable: ObjectBallId[], more: Partial<MatchState> = {}): MatchState => ({
  ...base,
  phase: { kind: "play" },
  onTable,
  groups: ["solids", "stripes"],
  ...more,
});
const at = (balls: BallState[], id: number) => balls.find((b) => b.id === id)!;

describe("the table follows the referee", () => {
  it("B8-SANCTION-8: the 8, wherever it is, is lifted and spotted on the foot spot", () => {
    const balls = [restingBall(0, -0.8, 0), restingBall(8, 0.9, 0.4), restingBall(3, 0.2, 0.1)];
    const out = unwrap(syncWithReferee(balls, [8], state([3, 8]), table));
    expect([at(out, 8).r[0], at(out, 8).r[1]]).toEqual([fx, 0]);
    expect(out.filter((b) => b.id === 8)).toHaveLength(1);
  });
  it("G-SPOT: balls the referee spots go to the foot spot in its order, the second frozen behind the first", () => {
    const pocketed = (id: 2 | 5): BallState => ({ ...restingBall(id, 1.2, 0.6), motion: "pocketed" });
    const balls = [restingBall(0, -0.8, 0), pocketed(2), pocketed(5)];
    const out = unwrap(syncWithReferee(balls, [2, 5], state([2, 5]), table));
    expect(at(out, 2).r[0]).toBe(fx);
    expect(at(out, 5).r[0]).toBeCloseTo(fx + 2 * BALL_RADIUS, 12);
  });
  it("B8-OFFTABLE: an object ball that ended off the table and is spotted by the referee comes back on the foot spot; one that stays off stays off", () => {
    const gone = (id: 4 | 12): BallState => ({ ...restingBall(id, 1.4, 0.2), motion: "off" });
    const balls = [restingBall(0, -0.8, 0), gone(4), gone(12)];
    const out = unwrap(syncWithReferee(balls, [4], state([4]), table));
    expect([at(out, 4).r[0], at(out, 4).r[1], at(out, 4).motion]).toEqual([fx, 0, "stationary"]);
    expect(at(out, 12).motion).toBe("off");
  });
  it("B8-EQUALIZE: a ball the referee removed by hand leaves the table", () => {
    const balls = [restingBall(0, -0.8, 0), restingBall(10, 0.3, 0.2), restingBall(11, 0.5, -0.2)];
    const out = unwrap(syncWithReferee(balls, [], state([11]), table));
    expect(isOnCloth(at(out, 10))).toBe(false);
    expect(isOnCloth(at(out, 11))).toBe(true);
  });
});

describe("B8-SPOT-OWN", () => {
  it("picks the player's ball nearest the head string when all of them are behind it", () => {
    const balls = [
      restingBall(0, 0.3, 0),
      restingBall(2, hs - 0.3, 0.2),
      restingBall(5, hs - 0.05, -0.3),
      restingBall(9, 0.6, 0),
    ];
    expect(unwrap(spotOwnBall(balls, state([2, 5, 8, 9]), 0, table))).toBe(5);
  });
  it("refuses while one of the player's balls is beyond the head string", () => {
    const balls = [restingBall(0, 0.3, 0), restingBall(2, hs - 0.3, 0.2), restingBall(5, hs + 0.05, -0.3)];
    const r = spotOwnBall(balls, state([2, 5, 8]), 0, table);
    expect(r.ok ? "" : r.error.message).toMatch(/ball 5 is beyond/);
  });
});
