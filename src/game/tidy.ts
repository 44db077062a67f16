/**
 * Workarounds for two layouts the physics can leave at rest but then refuses as the start of
 * the next shot (reported to the physics engineer; repro in test/game/physics-repro/):
 * - a ball resting in a pocket's mouth, between the jaws, a few millimetres past the cushion
 *   nose line: moved straight back onto the line;
 * - two balls left overlapping (by up to a few millimetres, after a burst of repeated contacts):
 *   pushed apart along their line of centres until they just touch.
 * Deterministic, so replays are unaffected; the balls moved are listed in the step's log.
 */
import type { BallId } from "../core/index.ts";
import type { BallState } from "../physics/types.ts";
import { BALL_RADIUS, isOnCloth, type TableGeometry } from "./geometry.ts";

/** Overlaps larger than this are not tidied: they mean something else went wrong. */
export const MAX_TIDY_OVERLAP = 0.005;

export function intoNoseRectangle(b: BallState, table: TableGeometry, radius = BALL_RADIUS): BallState {
  if (!isOnCloth(b)) return b;
  const hx = table.length / 2 - radius;
  const hy = table.width / 2 - radius;
  const x = Math.min(hx, Math.max(-hx, b.r[0]));
  const y = Math.min(hy, Math.max(-hy, b.r[1]));
  return x === b.r[0] && y === b.r[1] ? b : { ...b, r: [x, y, b.r[2]] };
}

export function tidyLayout(
  balls: readonly BallState[],
  table: TableGeometry,
  radius = BALL_RADIUS,
): { balls: BallState[]; moved: BallId[] } {
  const out = balls.map((b) => intoNoseRectangle(b, table, radius));
  const moved = new Set<BallId>(out.filter((b, i) => b !== balls[i]).map((b) => b.id));
  // Repeated passes: separating one pair can press a ball into a third, and a ball pinned on
  // the cushion line gives back half of each push, so the overlap halves each pass.
  for (let pass = 0; pass < 64; pass++) {
    let changed = false;
    for (let i = 0; i < out.length; i++) {
      for (let j = i + 1; j < out.length; j++) {
        const a = out[i]!;
        const b = out[j]!;
        if (!isOnCloth(a) || !isOnCloth(b)) continue;
        const dx = b.r[0] - a.r[0];
        const dy = b.r[1] - a.r[1];
        const d = Math.hypot(dx, dy);
        const overlap = 2 * radius - d;
        // Any overlap our own nudging caused is undone; a large one left by the physics is not ours to hide.
        const ours = moved.has(a.id) || moved.has(b.id);
        if (overlap <= 1e-9 || d === 0 || (overlap > MAX_TIDY_OVERLAP && !ours)) continue;
        // Half each, plus a hair so rounding cannot leave them overlapping.
        const push = overlap / 2 + 1e-10;
        const ux = dx / d;
        const uy = dy / d;
        out[i] = intoNoseRectangle(
          { ...a, r: [a.r[0] - ux * push, a.r[1] - uy * push, a.r[2]] },
          table,
          radius,
        );
        out[j] = intoNoseRectangle(
          { ...b, r: [b.r[0] + ux * push, b.r[1] + uy * push, b.r[2]] },
          table,
          radius,
        );
        moved.add(a.id);
        moved.add(b.id);
        changed = true;
      }
    }
    if (!changed) break;
  }
  return { balls: out, moved: [...moved].sort((p, q) => p - q) };
}
