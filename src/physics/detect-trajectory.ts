/**
 * Ball paths as polynomial coefficients, stored flat so the event loop allocates nothing:
 * for ball i, traj[9i..9i+8] = r0 (3), v0 (3), h (3) with r(t) = r0 + v0·τ + h·τ², τ = t − t0[i].
 */
import { halfAccel } from "./motion.ts";
import type { BallParams, BallState } from "./types.ts";

export const TRAJ_STRIDE = 9;

/** Writes ball i's path, starting at its segment state s, into traj. */
export function writeTrajectory(traj: Float64Array, i: number, s: BallState, p: BallParams): void {
  const o = i * TRAJ_STRIDE;
  traj[o] = s.r[0];
  traj[o + 1] = s.r[1];
  traj[o + 2] = s.r[2];
  const still = s.motion === "stationary" || s.motion === "spinning";
  traj[o + 3] = still ? 0 : s.v[0];
  traj[o + 4] = still ? 0 : s.v[1];
  traj[o + 5] = still ? 0 : s.v[2];
  halfAccel(s, p, traj, o + 6);
}

/**
 * Ball i's path re-expressed from time tref (τ = t − tref) into out[0..8]: same curve,
 * coefficients shifted so contact polynomials start at the current time.
 */
export function shiftedTrajectory(traj: Float64Array, i: number, dt: number, out: Float64Array): void {
  const o = i * TRAJ_STRIDE;
  for (let k = 0; k < 3; k++) {
    const r = traj[o + k]!;
    const v = traj[o + 3 + k]!;
    const h = traj[o + 6 + k]!;
    out[k] = dt === 0 ? r : r + dt * (v + dt * h);
    out[3 + k] = dt === 0 ? v : v + 2 * h * dt;
    out[6 + k] = h;
  }
}

export const BOX_STRIDE = 6;

/**
 * The axis-aligned box (xmin, xmax, ymin, ymax, zmin, zmax) that ball i's centre stays in for
 * τ ∈ [0, T] of its segment, into box[6i..]: each coordinate is a parabola in τ, so its range
 * comes from the two ends and the vertex. Cheap rejection of far-apart contact tests.
 */
export function writePathBox(traj: Float64Array, i: number, T: number, box: Float64Array): void {
  const o = i * TRAJ_STRIDE;
  const b = i * BOX_STRIDE;
  for (let k = 0; k < 3; k++) {
    const r = traj[o + k]!;
    const v = traj[o + 3 + k]!;
    const h = traj[o + 6 + k]!;
    let lo = r;
    let hi = r;
    if (v !== 0 || h !== 0) {
      const end = T === Number.POSITIVE_INFINITY ? (v + h > 0 ? T : -T) : r + T * (v + T * h);
      if (end < lo) lo = end;
      if (end > hi) hi = end;
      if (h !== 0) {
        const tv = -v / (2 * h);
        if (tv > 0 && tv < T) {
          const ext = r + tv * (v + tv * h);
          if (ext < lo) lo = ext;
          if (ext > hi) hi = ext;
        }
      }
    }
    box[b + 2 * k] = lo;
    box[b + 2 * k + 1] = hi;
  }
}

/** Whether the boxes of balls i and j, each grown by `margin`, can touch. */
export function boxesMeet(box: Float64Array, i: number, j: number, margin: number): boolean {
  const a = i * BOX_STRIDE;
  const b = j * BOX_STRIDE;
  return (
    box[a]! - margin <= box[b + 1]! &&
    box[b]! - margin <= box[a + 1]! &&
    box[a + 2]! - margin <= box[b + 3]! &&
    box[b + 2]! - margin <= box[a + 3]! &&
    box[a + 4]! - margin <= box[b + 5]! &&
    box[b + 4]! - margin <= box[a + 5]!
  );
}

/** Whether ball i's box, grown by `margin`, meets the rectangle [x0, x1] × [y0, y1]. */
export function boxMeetsRect(
  box: Float64Array,
  i: number,
  x0: number,
  x1: number,
  y0: number,
  y1: number,
  margin: number,
): boolean {
  const a = i * BOX_STRIDE;
  return (
    box[a]! - margin <= x1 &&
    x0 <= box[a + 1]! + margin &&
    box[a + 2]! - margin <= y1 &&
    y0 <= box[a + 3]! + margin
  );
}
