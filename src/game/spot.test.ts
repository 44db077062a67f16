import { describe, expect, it } from "vitest";
import { unwrap } from "../core/index.ts";
import type { BallState } from "../physics/index.ts";
import { makeTable } from "../physics/index.ts";
import { BALL_RADIUS, restingBall } from "./geometry.ts";
import { CUE_CLEARANCE, spotBalls, spotPosition } from "./spot.ts";

const table = makeTable("9ft");
const R = BALL_RADIUS;
const [fx] = table.footSpot;
const at = (b: BallState[], id: number) => b.find((x) => x.id === id)!;

describe("G-SPOT", () => {
  it("puts a ball on the foot spot when it is free", () => {
    const balls = [restingBall(0, -0.8, 0.1)];
    expect(unwrap(spotPosition(5, balls, table))).toEqual([fx, 0]);
  });

  it("puts it behind the occupying ball, frozen, toward the foot cushion", () => {
    const balls = [restingBall(3, fx, 0)];
    const [x, y] = unwrap(spotPosition(5, balls, table));
    expect(y).toBe(0);
    expect(x).toBeCloseTo(fx + 2 * R, 12);
  });

  it("is frozen to an off-axis ball that blocks the spot", () => {
    const balls = [restingBall(3, fx + 0.01, 0.03)];
    const [x] = unwrap(spotPosition(5, balls, table));
    expect(Math.hypot(x - (fx + 0.01), 0.03)).toBeCloseTo(2 * R, 12);
    expect(x).toBeGreaterThan(fx);
  });

  it("goes in front of the spot toward the centre when there is no room behind", () => {
    // A line of balls from the spot to the foot cushion.
    const balls: BallState[] = [];
    for (let k = 0; fx + k * 2 * R <= table.length / 2 - R; k++)
      balls.push(restingBall((k + 1) as 1, fx + k * 2 * R, 0));
    const [x] = unwrap(spotPosition(15, balls, table));
    expect(x).toBeCloseTo(fx - 2 * R, 12);
  });

  it("stops short of the cue ball without touching it", () => {
    const balls = [restingBall(0, fx + 0.005, 0)];
    const [x] = unwrap(spotPosition(4, balls, table));
    const d = Math.abs(x - (fx + 0.005));
    expect(d).toBeGreaterThan(2 * R);
    expect(d).toBeCloseTo(2 * R + CUE_CLEARANCE, 9);
    expect(x).toBeGreaterThan(fx);
  });

  it("spots several balls in the order given, each behind the previous", () => {
    const balls = [restingBall(0, -0.8, 0), { ...restingBall(2, 0, 0), motion: "pocketed" as const }];
    const out = unwrap(spotBalls([2, 7, 9], balls, table));
    expect(at(out, 2).r[0]).toBe(fx);
    expect(at(out, 7).r[0]).toBeCloseTo(fx + 2 * R, 12);
    expect(at(out, 9).r[0]).toBeCloseTo(fx + 4 * R, 12);
    expect(out.filter((b) => b.id === 2)).toHaveLength(1);
    expect(at(out, 2).motion).toBe("stationary");
  });
});
