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

/**
 * Whether the path d + e·τ + f·τ² (relative to a point) provably stays farther than `dist` from
 * it for τ ∈ [0, T] (T finite). The path strays from its chord (τ = 0 to T) only along f, by at
 * most |f|·T²/4, and sideways from the chord's line only by f's part across it, |f⊥|·T²/4 (none
 * for a ball rolling straight past a ball at rest). So it stays far if the chord segment does by
 * more than the first, or the chord's line by more than the second. Never wrong when it says
 * so (the margins are far above its rounding), so contact solvers may return "no contact" at
 * once: it saves solving the quartic for most balls near a path but not on it.
 *
 * Kept small (each value computed once): under V8's limit for inlining a function (460 bytes of
 * bytecode) its callers take it inline, instead of calling it with eleven numbers boxed each time;
 * at 477 bytes it was not, and the random shots ran about 3 % slower.
 */
export function staysFarFrom(
  dx: number,
  dy: number,
  dz: number,
  ex: number,
  ey: number,
  ez: number,
  fx: number,
  fy: number,
  fz: number,
  T: number,
  dist: number,
): boolean {
  // Chord direction per unit τ, and the closest point of the chord segment to the origin.
  const cx = ex + fx * T;
  const cy = ey + fy * T;
  const cz = ez + fz * T;
  const cc = cx * cx + cy * cy + cz * cz;
  const ff = fx * fx + fy * fy + fz * fz;
  const f = Math.sqrt(ff);
  const TT = 0.25 * T * T;
  const far = dist + f * TT + STAYS_FAR_MARGIN;
  const dd = dx * dx + dy * dy + dz * dz;
  if (!(cc > 0)) return dd > far * far;
  const dc = dx * cx + dy * cy + dz * cz;
  let u = -dc / cc;
  if (u < 0) u = 0;
  else if (u > T) u = T;
  const px = dx + cx * u;
  const py = dy + cy * u;
  const pz = dz + cz * u;
  if (px * px + py * py + pz * pz > far * far) return true;
  // Across the chord's line: |d⊥|² = |d|² − (d·ĉ)², |f⊥|² likewise (rounded up a little).
  const side2 = dd - (dc * dc) / cc;
  const fc = fx * cx + fy * cy + fz * cz;
  const fSide = Math.sqrt(Math.max(0, ff - (fc * fc) / cc)) + 1e-7 * f;
  const farSide = dist + fSide * TT + STAYS_FAR_MARGIN;
  return side2 > farSide * farSide;
}

/** Metres: far above the rounding of staysFarFrom's arithmetic on table-sized numbers. */
const STAYS_FAR_MARGIN = 1e-6;
