/**
 * Ball in hand (G-BIH): where the cue ball may be put. The check and the region are one idea
 * seen from two sides: validateCueBallPlacement answers for one point, placementRegion describes
 * every allowed point (a rectangle minus discs) for the table view and the computer player.
 */

import { detSinCos, err, ok, type Result, type Vec2 } from "../core/index.ts";
import type { BallState } from "../physics/index.ts";
import { BALL_RADIUS, isOnCloth, type TableGeometry, TOUCH_TOLERANCE } from "./geometry.ts";

/** "kitchen": behind the head string (G-BIH, every ball in hand of both rulebooks); "anywhere": the whole cloth. */
export type PlacementZone = "kitchen" | "anywhere";

export type PlacementError =
  | { readonly code: "not-a-number"; readonly message: string }
  | { readonly code: "off-cloth"; readonly message: string }
  | { readonly code: "in-pocket"; readonly message: string }
  | { readonly code: "beyond-head-string"; readonly message: string }
  | { readonly code: "overlaps-ball"; readonly message: string };

export interface PlacementRegion {
  /** Allowed centres lie in this rectangle (edges included)… */
  readonly xMin: number;
  readonly xMax: number;
  readonly yMin: number;
  readonly yMax: number;
  /** …and outside every one of these discs (a centre on a circle touches the ball: allowed). */
  readonly forbidden: readonly { readonly centre: Vec2; readonly radius: number }[];
}

/** The region of allowed cue-ball centres. The cue ball itself, pocketed and off balls are ignored. */
export function placementRegion(
  table: TableGeometry,
  balls: readonly BallState[],
  zone: PlacementZone,
  radius = BALL_RADIUS,
): PlacementRegion {
  const hx = table.length / 2 - radius;
  const hy = table.width / 2 - radius;
  const ballDiscs = balls
    .filter((b) => b.id !== 0 && isOnCloth(b))
    .map((b) => ({ centre: [b.r[0], b.r[1]] as Vec2, radius: 2 * radius }));
  // A centre inside a pocket's capture circle would drop at once.
  const pocketDiscs = table.pockets.map((p) => ({ centre: p.centre, radius: p.radius }));
  return {
    xMin: -hx,
    xMax: zone === "kitchen" ? Math.min(hx, table.headStringX) : hx,
    yMin: -hy,
    yMax: hy,
    forbidden: [...ballDiscs, ...pocketDiscs],
  };
}

/** Checks one placement; the error names the first problem in words a player understands. */
export function validateCueBallPlacement(
  p: Vec2,
  table: TableGeometry,
  balls: readonly BallState[],
  zone: PlacementZone,
  radius = BALL_RADIUS,
): Result<Vec2, PlacementError> {
  const [x, y] = p;
  if (!Number.isFinite(x) || !Number.isFinite(y)) {
    return err({ code: "not-a-number", message: "the cue ball's position must be two finite numbers" });
  }
  const hx = table.length / 2 - radius;
  const hy = table.width / 2 - radius;
  if (Math.abs(x) > hx + TOUCH_TOLERANCE || Math.abs(y) > hy + TOUCH_TOLERANCE) {
    return err({
      code: "off-cloth",
      message: `(${fmt(x)}, ${fmt(y)}) is not on the cloth: the centre must stay within |x| ≤ ${fmt(hx)}, |y| ≤ ${fmt(hy)}`,
    });
  }
  if (zone === "kitchen" && x > table.headStringX) {
    return err({
      code: "beyond-head-string",
      message: `ball in hand is behind the head string (x ≤ ${fmt(table.headStringX)}); x = ${fmt(x)} is beyond it (G-BIH)`,
    });
  }
  const pocket = table.pockets.find((q) => Math.hypot(q.centre[0] - x, q.centre[1] - y) < q.radius);
  if (pocket)
    return err({ code: "in-pocket", message: `(${fmt(x)}, ${fmt(y)}) is over the ${pocket.id} pocket` });
  const hit = balls.find(
    (b) => b.id !== 0 && isOnCloth(b) && Math.hypot(b.r[0] - x, b.r[1] - y) < 2 * radius - TOUCH_TOLERANCE,
  );
  if (hit) {
    return err({
      code: "overlaps-ball",
      message: `the cue ball at (${fmt(x)}, ${fmt(y)}) would overlap ball ${hit.id}`,
    });
  }
  return ok([x, y]);
}

/** Is p inside the region (the same judgement as validateCueBallPlacement)? */
export function isInRegion(p: Vec2, region: PlacementRegion): boolean {
  const [x, y] = p;
  if (x < region.xMin - TOUCH_TOLERANCE || x > region.xMax + TOUCH_TOLERANCE) return false;
  if (y < region.yMin - TOUCH_TOLERANCE || y > region.yMax + TOUCH_TOLERANCE) return false;
  return region.forbidden.every(
    (d) => Math.hypot(d.centre[0] - x, d.centre[1] - y) >= d.radius - TOUCH_TOLERANCE,
  );
}

/**
 * The allowed point nearest to `want` (for a dragged cue ball or an AI's wish): tries `want`,
 * then points on rings around it, out to the table's size. Null only if the region is empty.
 */
export function nearestAllowed(want: Vec2, region: PlacementRegion): Vec2 | null {
  const clamp = (p: Vec2): Vec2 => [
    Math.min(region.xMax, Math.max(region.xMin, p[0])),
    Math.min(region.yMax, Math.max(region.yMin, p[1])),
  ];
  const start = clamp(want);
  if (isInRegion(start, region)) return start;
  const step = 0.002;
  const span = Math.hypot(region.xMax - region.xMin, region.yMax - region.yMin);
  for (let r = step; r <= span; r += step) {
    const n = Math.max(8, Math.ceil((2 * Math.PI * r) / step));
    let best: Vec2 | null = null;
    let bestD = Number.POSITIVE_INFINITY;
    for (let k = 0; k < n; k++) {
      const a = (2 * Math.PI * k) / n;
      const [sin, cos] = detSinCos(a); // the same point on every engine (see core/detmath.ts)
      const p = clamp([start[0] + r * cos, start[1] + r * sin]);
      const d = Math.hypot(p[0] - want[0], p[1] - want[1]);
      if (d < bestD && isInRegion(p, region)) {
        best = p;
        bestD = d;
      }
    }
    if (best) return best;
  }
  return null;
}

const fmt = (v: number): string => v.toFixed(4);
