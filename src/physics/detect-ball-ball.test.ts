import { describe, expect, it } from "vitest";
import { ballBallContactTime } from "./detect-ball-ball.ts";
import { writeTrajectory } from "./detect-trajectory.ts";
import { POOLTOOL_BALL_PARAMS as P } from "./options.ts";
import type { BallState } from "./types.ts";

const R = P.radius;
const INF = Number.POSITIVE_INFINITY;

function contact(a: BallState, b: BallState, T = 10): number {
  const traj = new Float64Array(18);
  writeTrajectory(traj, 0, a, P);
  writeTrajectory(traj, 1, b, P);
  return ballBallContactTime(traj, new Float64Array(2), 0, 1, 0, T, R);
}
const at = (
  x: number,
  y: number,
  v: [number, number, number] = [0, 0, 0],
  motion: BallState["motion"] = "stationary",
) => ({ id: 0, r: [x, y, R], v, w: [0, 0, 0], motion }) as BallState;

describe("ball–ball contact time", () => {
  it("head-on, rolling: the root of gap = v t − ½ μr g t²", () => {
    const a: BallState = { ...at(0, 0, [1, 0, 0], "rolling"), w: [0, 1 / R, 0] };
    const t = contact(a, at(0.5, 0));
    const h = 0.5 * P.muRoll * P.g;
    // 0.5 − 2R = t − h t²
    const gap = 0.5 - 2 * R;
    expect(t).toBeCloseTo((1 - Math.sqrt(1 - 4 * h * gap)) / (2 * h), 12);
  });
  it("catches a graze by 1 nm and misses by 1 nm", () => {
    const v: [number, number, number] = [1, 0, 0];
    expect(contact(at(0, 0, v, "rolling"), at(0.3, 2 * R - 1e-9))).toBeLessThan(INF);
    expect(contact(at(0, 0, v, "rolling"), at(0.3, 2 * R + 1e-9))).toBe(INF);
  });
  it("frozen balls: contact at once when pushed together, never when pulled apart", () => {
    expect(contact(at(0, 0, [1, 0, 0], "rolling"), at(2 * R, 0))).toBe(0);
    expect(contact(at(0, 0, [1, 0, 0], "rolling"), at(2 * R - 0.5e-6, 0))).toBe(0);
    expect(contact(at(0, 0, [-1, 0, 0], "rolling"), at(2 * R, 0))).toBe(INF);
  });
  it("curving paths: a sliding ball with side-slip hooks into a ball off its line", () => {
    // Moving +x with spin that pulls it toward +y: the straight line misses, the curve hits.
    const a: BallState = { id: 0, r: [0, 0, R], v: [1, 0, 0], w: [-40, 1 / R, 0], motion: "sliding" };
    const b = at(0.25, 2.3 * R);
    expect(contact(a, b)).toBeLessThan(INF);
    expect(contact({ ...a, w: [0, 1 / R, 0] }, b)).toBe(INF);
  });
  it("respects the horizon", () => {
    expect(contact(at(0, 0, [1, 0, 0], "rolling"), at(0.5, 0), 0.1)).toBe(INF);
  });
});
