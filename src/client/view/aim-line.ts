/**
 * Where the aim line ends: the first ball the cue ball would touch moving straight along the
 * aim, or the cushion nose rectangle it would reach. Straight-line geometry only (no swerve,
 * no throw): a guide for the eye, as a player sees it over the cue.
 */
import type { BallId, Vec2 } from "../../core/index.ts";

export type AimTarget =
  | {
      readonly kind: "ball";
      readonly ball: BallId;
      /** Cue-ball centre at contact (the "ghost ball"). */
      readonly ghost: Vec2;
      /** Unit direction the object ball starts along (the line of centres). */
      readonly objectDirection: Vec2;
    }
  | { readonly kind: "cushion"; readonly ghost: Vec2 };

export function aimTarget(
  from: Vec2,
  directionDeg: number,
  others: readonly { readonly id: BallId; readonly at: Vec2 }[],
  halfLength: number,
  halfWidth: number,
  radius: number,
): AimTarget {
  const a = (directionDeg * Math.PI) / 180;
  const d: Vec2 = [Math.cos(a), Math.sin(a)];
  let best = Number.POSITIVE_INFINITY;
  let hit: { id: BallId; at: Vec2 } | null = null;
  const reach = 2 * radius;
  for (const o of others) {
    const t = rayCircle(from, d, o.at, reach);
    if (t !== null && t < best) {
      best = t;
      hit = o;
    }
  }
  const wall = rayBox(from, d, halfLength - radius, halfWidth - radius);
  if (hit && best <= wall) {
    const ghost: Vec2 = [from[0] + d[0] * best, from[1] + d[1] * best];
    const dx = hit.at[0] - ghost[0];
    const dy = hit.at[1] - ghost[1];
    const n = Math.hypot(dx, dy) || 1;
    return { kind: "ball", ball: hit.id, ghost, objectDirection: [dx / n, dy / n] };
  }
  return { kind: "cushion", ghost: [from[0] + d[0] * wall, from[1] + d[1] * wall] };
}

/** Distance along a unit ray to a circle, or null if it misses or lies behind. */
export function rayCircle(p: Vec2, d: Vec2, c: Vec2, r: number): number | null {
  const fx = p[0] - c[0];
  const fy = p[1] - c[1];
  const b = fx * d[0] + fy * d[1];
  const cc = fx * fx + fy * fy - r * r;
  const disc = b * b - cc;
  if (disc < 0) return null;
  const t = -b - Math.sqrt(disc);
  if (t >= 0) return t;
  // Already touching (frozen): contact is immediate when moving toward the ball.
  return cc <= 1e-12 && b < 0 ? 0 : null;
}

/** Distance along a unit ray from inside the box |x|≤hx, |y|≤hy to its edge. */
export function rayBox(p: Vec2, d: Vec2, hx: number, hy: number): number {
  let t = Number.POSITIVE_INFINITY;
  if (d[0] > 1e-12) t = Math.min(t, (hx - p[0]) / d[0]);
  if (d[0] < -1e-12) t = Math.min(t, (-hx - p[0]) / d[0]);
  if (d[1] > 1e-12) t = Math.min(t, (hy - p[1]) / d[1]);
  if (d[1] < -1e-12) t = Math.min(t, (-hy - p[1]) / d[1]);
  return Math.max(0, t);
}

export type GuideLevel = "full" | "short" | "off";

/** One stroke of the aim guide: from, to, and what it shows. */
export interface GuideSegment {
  readonly from: Vec2;
  readonly to: Vec2;
  readonly kind: "cue" | "object" | "after";
}

/** How far the short guide shows the object ball's line, m. */
export const SHORT_OBJECT_LINE = 0.12;

/**
 * The aim guide: the cue ball's line to its first contact, then (full) the object ball's line
 * to the cushion and the cue ball's path after contact. The cue ball leaves along the tangent
 * line (a stun shot's 90°); follow (tip above centre) bends it toward the object ball's line,
 * draw away from it, as a player sees the path bend. Straight lines only: a guide for the eye.
 */
export function aimGuide(
  t: AimTarget,
  from: Vec2,
  directionDeg: number,
  tipY: number,
  halfLength: number,
  halfWidth: number,
  radius: number,
  objectAt: Vec2 | null,
  level: GuideLevel,
): GuideSegment[] {
  if (level === "off") return [];
  const out: GuideSegment[] = [{ from, to: t.ghost, kind: "cue" }];
  if (t.kind !== "ball" || !objectAt) return out;
  const d = t.objectDirection;
  const hx = halfLength - radius;
  const hy = halfWidth - radius;
  const objectReach = level === "full" ? rayBox(objectAt, d, hx, hy) : SHORT_OBJECT_LINE;
  out.push({
    from: objectAt,
    to: [objectAt[0] + d[0] * objectReach, objectAt[1] + d[1] * objectReach],
    kind: "object",
  });
  if (level !== "full") return out;
  const a = (directionDeg * Math.PI) / 180;
  const v: Vec2 = [Math.cos(a), Math.sin(a)];
  // The tangent line: the cue ball's velocity less its component along the line of centres.
  const along = v[0] * d[0] + v[1] * d[1];
  let tx = v[0] - along * d[0];
  let ty = v[1] - along * d[1];
  const tn = Math.hypot(tx, ty);
  // Full ball: a stun stops dead; follow and draw go along (or back up) the line of centres.
  if (tn < 1e-3) {
    tx = 0;
    ty = 0;
  } else {
    tx /= tn;
    ty /= tn;
  }
  const bend = Math.max(-1, Math.min(1, tipY * 1.6)) * along;
  let px = tx + bend * d[0];
  let py = ty + bend * d[1];
  const pn = Math.hypot(px, py);
  if (pn < 1e-6) return out;
  px /= pn;
  py /= pn;
  const reach = Math.min(rayBox(t.ghost, [px, py], hx, hy), 0.6);
  out.push({ from: t.ghost, to: [t.ghost[0] + px * reach, t.ghost[1] + py * reach], kind: "after" });
  return out;
}
