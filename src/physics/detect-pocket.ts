/**
 * A ball on the cloth drops when its centre enters the pocket circle (pooltool's rule):
 * |r(τ) − c|² − ρ² is a quartic; a ball already inside drops at once.
 */
import { staysFarFrom } from "./detect-trajectory.ts";
import { firstEntry } from "./roots.ts";
import type { Pocket } from "./types.ts";

export function pocketTime(S: Float64Array, p: Pocket, T: number): number {
  const dx = S[0]! - p.centre[0];
  const dy = S[1]! - p.centre[1];
  const dd = dx * dx + dy * dy;
  const rr = p.radius * p.radius;
  if (dd <= rr) return 0;
  const ex = S[3]!;
  const ey = S[4]!;
  const fx = S[6]!;
  const fy = S[7]!;
  const ee = ex * ex + ey * ey;
  const ff = fx * fx + fy * fy;
  if (ee === 0 && ff === 0) return Number.POSITIVE_INFINITY;
  const reach = Math.sqrt(ee) * T + Math.sqrt(ff) * T * T;
  const D = p.radius + reach;
  if (dd > D * D) return Number.POSITIVE_INFINITY;
  if (T !== Number.POSITIVE_INFINITY && staysFarFrom(dx, dy, 0, ex, ey, 0, fx, fy, 0, T, p.radius)) {
    return Number.POSITIVE_INFINITY;
  }
  return firstEntry(
    dd - rr,
    2 * (dx * ex + dy * ey),
    ee + 2 * (dx * fx + dy * fy),
    2 * (ex * fx + ey * fy),
    ff,
    T,
    0,
    0,
  );
}
