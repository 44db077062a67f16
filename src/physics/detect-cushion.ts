/**
 * Ball–cushion contact times for a path given from the current time (see detect-trajectory):
 * a straight cushion is hit when the centre comes within R of its line, on the playing side,
 * with the contact point between its ends (a quadratic); a rounded jaw nose when the centre
 * comes within radius + R of its centre (a quartic). A ball in the air hits only if its
 * centre is below maxCentreZ at that moment; higher, it passes over.
 */
import { FROZEN_GAP } from "./detect-ball-ball.ts";
import { staysFarFrom } from "./detect-trajectory.ts";
import { firstEntry } from "./roots.ts";
import type { CircularCushion, LinearCushion } from "./types.ts";

export function linearCushionTime(
  S: Float64Array,
  c: LinearCushion,
  T: number,
  R: number,
  maxCentreZ: number,
): number {
  const nx = c.normal[0];
  const ny = c.normal[1];
  const c0 = nx * (S[0]! - c.p1[0]) + ny * (S[1]! - c.p1[1]) - R;
  const c1 = nx * S[3]! + ny * S[4]!;
  const c2 = nx * S[6]! + ny * S[7]!;
  // Moving away with no acceleration toward the line: no contact.
  if (c0 > 0 && c1 >= 0 && c2 >= 0) return Number.POSITIVE_INFINITY;
  const t = firstEntry(c0, c1, c2, 0, 0, T, FROZEN_GAP, 1e-9);
  if (t === Number.POSITIVE_INFINITY) return t;
  const x = S[0]! + t * (S[3]! + t * S[6]!);
  const y = S[1]! + t * (S[4]! + t * S[7]!);
  const dx = c.p2[0] - c.p1[0];
  const dy = c.p2[1] - c.p1[1];
  const s = ((x - c.p1[0]) * dx + (y - c.p1[1]) * dy) / (dx * dx + dy * dy);
  if (s < 0 || s > 1) return Number.POSITIVE_INFINITY;
  if (maxCentreZ !== Number.POSITIVE_INFINITY && S[2]! + t * (S[5]! + t * S[8]!) >= maxCentreZ) {
    return Number.POSITIVE_INFINITY;
  }
  return t;
}

export function circularCushionTime(
  S: Float64Array,
  c: CircularCushion,
  T: number,
  R: number,
  maxCentreZ: number,
): number {
  const D = c.radius + R;
  const dx = S[0]! - c.centre[0];
  const dy = S[1]! - c.centre[1];
  const ex = S[3]!;
  const ey = S[4]!;
  const fx = S[6]!;
  const fy = S[7]!;
  const dd = dx * dx + dy * dy;
  const ee = ex * ex + ey * ey;
  const ff = fx * fx + fy * fy;
  if (ee === 0 && ff === 0) return Number.POSITIVE_INFINITY;
  const reach = Math.sqrt(ee) * T + Math.sqrt(ff) * T * T;
  if (dd > (D + reach) * (D + reach)) return Number.POSITIVE_INFINITY;
  if (T !== Number.POSITIVE_INFINITY && staysFarFrom(dx, dy, 0, ex, ey, 0, fx, fy, 0, T, D)) {
    return Number.POSITIVE_INFINITY;
  }
  const t = firstEntry(
    dd - D * D,
    2 * (dx * ex + dy * ey),
    ee + 2 * (dx * fx + dy * fy),
    2 * (ex * fx + ey * fy),
    ff,
    T,
    2 * D * FROZEN_GAP,
    2 * D * 1e-9,
  );
  if (t === Number.POSITIVE_INFINITY) return t;
  if (maxCentreZ !== Number.POSITIVE_INFINITY && S[2]! + t * (S[5]! + t * S[8]!) >= maxCentreZ) {
    return Number.POSITIVE_INFINITY;
  }
  return t;
}
