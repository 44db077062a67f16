/**
 * Balls falling into their pockets: where a pocketed ball left the cloth, its pocket, and the
 * short fall drawn after (toward the pocket's centre and down out of sight).
 */
import type { BallId, Vec2 } from "../../core/index.ts";
import type { Playback, TableShape } from "./types.ts";
import type { ViewState } from "./view-state.ts";

/** How long a ball takes to fall into its pocket. */
const DROP_MS = 320;

/** Where a ball was last seen on the cloth between two times of a shot (bisection, to a millisecond). */
export function lastOnCloth(pb: Playback, id: BallId, from: number, to: number): Vec2 {
  const pose = (t: number) => pb.at(t).find((b) => b.id === id);
  let a = from;
  let b = to;
  while (b - a > 1e-3) {
    const m = (a + b) / 2;
    if (pose(m)?.visible) a = m;
    else b = m;
  }
  const p = pose(a);
  return p ? [p.r[0], p.r[1]] : [0, 0];
}

export function nearestPocket(t: TableShape, at: Vec2): Vec2 | null {
  let best: Vec2 | null = null;
  let bestD = Number.POSITIVE_INFINITY;
  for (const p of t.pockets) {
    const d = Math.hypot(at[0] - p.centre[0], at[1] - p.centre[1]);
    if (d < bestD) {
      bestD = d;
      best = p.centre;
    }
  }
  return best;
}

/** Balls falling into their pockets: toward the centre and down out of sight. */
export function stepDrops(s: ViewState, now: number): void {
  const R = s.shape?.ballRadius ?? 0.028575;
  for (const [id, d] of s.drops) {
    const mesh = s.balls.get(id);
    const k = Math.min(1, (now - d.t0) / DROP_MS);
    if (!mesh || k >= 1) {
      if (mesh) mesh.visible = false;
      s.drops.delete(id);
      continue;
    }
    mesh.visible = true;
    const x = d.from[0] + (d.pocket[0] - d.from[0]) * Math.min(1, k * 1.6);
    const y = d.from[1] + (d.pocket[1] - d.from[1]) * Math.min(1, k * 1.6);
    mesh.position.set(x, y, R - 2.6 * R * k * k);
    const blob = s.blobs.get(id);
    if (blob) blob.visible = false;
  }
  s.dirty = true;
}
