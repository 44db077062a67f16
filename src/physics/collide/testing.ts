/** Helpers shared by the collision tests: ball states, mirror images and energy. */
import fc from "fast-check";
import type { BallId, Vec3 } from "../../core/index.ts";
import type { BallState } from "../types.ts";

export const R = 0.028575;

export const ball = (id: BallId, r: Vec3, v: Vec3, w: Vec3 = [0, 0, 0]): BallState => ({
  id,
  r,
  v,
  w,
  motion: "sliding",
});

/** Mirror image in the plane y = 0: positions and velocities flip y; spin (a pseudovector) flips x and z. */
export const mirror = (b: BallState): BallState => ({
  ...b,
  r: [b.r[0], -b.r[1], b.r[2]],
  v: [b.v[0], -b.v[1], b.v[2]],
  w: [-b.w[0], b.w[1], -b.w[2]],
});

export const energy = (b: BallState, m: number): number =>
  0.5 * m * (b.v[0] ** 2 + b.v[1] ** 2 + b.v[2] ** 2) +
  0.2 * m * R * R * (b.w[0] ** 2 + b.w[1] ** 2 + b.w[2] ** 2);

const num = (lo: number, hi: number) => fc.double({ min: lo, max: hi, noNaN: true, noDefaultInfinity: true });
/** Speeds up to 12 m/s (a hard break), spins up to 400 rad/s. */
export const arbVelocity = fc.tuple(num(-8, 8), num(-8, 8), fc.constant(0)) as fc.Arbitrary<Vec3>;
export const arbSpin = fc.tuple(num(-400, 400), num(-400, 400), num(-400, 400)) as fc.Arbitrary<Vec3>;

export const closeStates = (a: BallState, b: BallState, tol = 1e-9): boolean =>
  [0, 1, 2].every(
    (i) =>
      Math.abs(a.v[i]! - b.v[i]!) <= tol * (1 + Math.abs(a.v[i]!)) &&
      Math.abs(a.w[i]! - b.w[i]!) <= tol * (1 + Math.abs(a.w[i]!)),
  ) && a.motion === b.motion;
