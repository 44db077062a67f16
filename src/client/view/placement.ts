/**
 * Holding a dragged cue ball inside the allowed area (ball in hand behind the head string):
 * clamp to the rectangle, then push out of any forbidden disc, a few rounds since pushing out
 * of one disc can enter another. Returns null when no allowed point is found nearby.
 */
import type { Vec2 } from "../../core/index.ts";
import type { PlacementArea } from "./types.ts";

export function insideArea(p: Vec2, area: PlacementArea): boolean {
  if (p[0] < area.xMin || p[0] > area.xMax || p[1] < area.yMin || p[1] > area.yMax) return false;
  return area.forbidden.every((f) => Math.hypot(p[0] - f.centre[0], p[1] - f.centre[1]) >= f.radius);
}

export function holdInArea(want: Vec2, area: PlacementArea): Vec2 | null {
  let p = clampRect(want, area);
  for (let round = 0; round < 12; round++) {
    if (insideArea(p, area)) return p;
    for (const f of area.forbidden) {
      const dx = p[0] - f.centre[0];
      const dy = p[1] - f.centre[1];
      const d = Math.hypot(dx, dy);
      if (d >= f.radius) continue;
      // A hair beyond the circle so rounding never leaves the ball touching inside it.
      const k = (f.radius * (1 + 1e-6)) / (d || 1);
      p =
        d === 0
          ? [f.centre[0] - f.radius * 1.000001, f.centre[1]]
          : [f.centre[0] + dx * k, f.centre[1] + dy * k];
    }
    p = clampRect(p, area);
  }
  return insideArea(p, area) ? p : null;
}

function clampRect(p: Vec2, a: PlacementArea): Vec2 {
  return [Math.min(a.xMax, Math.max(a.xMin, p[0])), Math.min(a.yMax, Math.max(a.yMin, p[1]))];
}
