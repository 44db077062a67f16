/**
 * Ball–ball contact time: |Δr(τ)|² − (2R)² is a quartic in τ (both balls accelerate), a
 * quadratic when neither does; firstEntry handles both and every graze.
 */
import { shiftedTrajectory, staysFarFrom } from "./detect-trajectory.ts";
import { firstEntry } from "./roots.ts";

const A = new Float64Array(9);
const B = new Float64Array(9);

/** Touching within 1 µm counts as frozen contact (SIMULATE.md). */
export const FROZEN_GAP = 1e-6;

/**
 * Seconds after tref until balls a and b touch while approaching, within horizon T, or
 * Infinity. t0 holds each ball's segment start time (tref ≥ both).
 */
export function ballBallContactTime(
  traj: Float64Array,
  t0: Float64Array,
  a: number,
  b: number,
  tref: number,
  T: number,
  R: number,
): number {
  shiftedTrajectory(traj, a, tref - t0[a]!, A);
  shiftedTrajectory(traj, b, tref - t0[b]!, B);
  const dx = B[0]! - A[0]!;
  const dy = B[1]! - A[1]!;
  const dz = B[2]! - A[2]!;
  const ex = B[3]! - A[3]!;
  const ey = B[4]! - A[4]!;
  const ez = B[5]! - A[5]!;
  const fx = B[6]! - A[6]!;
  const fy = B[7]! - A[7]!;
  const fz = B[8]! - A[8]!;
  const D = 2 * R;
  const dd = dx * dx + dy * dy + dz * dz;
  const ee = ex * ex + ey * ey + ez * ez;
  const ff = fx * fx + fy * fy + fz * fz;
  if (ee === 0 && ff === 0) return Number.POSITIVE_INFINITY;
  // Cheap rejection: the gap cannot close if the largest possible approach is too short.
  if (T !== Number.POSITIVE_INFINITY) {
    const reach = Math.sqrt(ee) * T + Math.sqrt(ff) * T * T;
    if (dd > (D + reach) * (D + reach)) return Number.POSITIVE_INFINITY;
    if (staysFarFrom(dx, dy, dz, ex, ey, ez, fx, fy, fz, T, D)) return Number.POSITIVE_INFINITY;
  }
  const de = dx * ex + dy * ey + dz * ez;
  const df = dx * fx + dy * fy + dz * fz;
  const ef = ex * fx + ey * fy + ez * fz;
  const horizon = T === Number.POSITIVE_INFINITY ? horizonFor(dd, ee, D) : T;
  return firstEntry(dd - D * D, 2 * de, ee + 2 * df, 2 * ef, ff, horizon, 2 * D * FROZEN_GAP, 2 * D * 1e-9);
}

/** Without acceleration, any contact happens before the gap is covered at speed √ee. */
function horizonFor(dd: number, ee: number, D: number): number {
  return (Math.sqrt(dd) + D) / Math.sqrt(ee) + 1;
}
