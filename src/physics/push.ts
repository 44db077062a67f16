/**
 * Resting contact between two balls on the cloth: one ball, still slipping on the cloth (follow
 * after hitting a frozen ball, say), keeps driving into the other. Taken as a string of
 * collisions this is a Zeno sequence: ever smaller knocks, thousands of events for a slow roll
 * into a cluster. Here a contact at walking pace (approach under V_REST) where the pusher's
 * cloth slip drives it into the other is resolved in one step: the cloth friction that would
 * act over the push (an impulse against the pusher's slip, ending it) and the contact impulse
 * that keeps the two moving together along the line of centres. The pusher leaves rolling;
 * the pushed ball carries the momentum. Both impulses only dissipate; the result is checked
 * and refused (undefined, for the ordinary collision model) if it would add energy.
 */
import { kineticEnergy } from "./motion.ts";
import type { BallParams, BallState } from "./types.ts";

/** Approach speed (m/s) below which a contact with a slipping pusher is a push, not a knock. */
export const V_REST = 0.01;

export function resolvePush(a: BallState, b: BallState, p: BallParams): [BallState, BallState] | undefined {
  if (a.motion === "airborne" || b.motion === "airborne" || a.r[2] !== b.r[2]) return undefined;
  const R = p.radius;
  const dx = b.r[0] - a.r[0];
  const dy = b.r[1] - a.r[1];
  const d = Math.sqrt(dx * dx + dy * dy);
  if (d === 0) return undefined;
  const nx = dx / d;
  const ny = dy / d;
  const approach = (a.v[0] - b.v[0]) * nx + (a.v[1] - b.v[1]) * ny;
  if (!(approach >= 0 && approach < V_REST)) return undefined;
  // The pusher: its slip points away from the other ball (friction then drives it in).
  const uan = (a.v[0] - R * a.w[1]) * nx + (a.v[1] + R * a.w[0]) * ny;
  const ubn = (b.v[0] - R * b.w[1]) * nx + (b.v[1] + R * b.w[0]) * ny;
  if (uan < -1e-9 && -uan >= ubn) return pushed(a, b, nx, ny, p);
  if (ubn > 1e-9) {
    const r = pushed(b, a, -nx, -ny, p);
    return r === undefined ? undefined : [r[1], r[0]];
  }
  return undefined;
}

/** Pusher s drives into t along (nx, ny). */
function pushed(
  s: BallState,
  t: BallState,
  nx: number,
  ny: number,
  p: BallParams,
): [BallState, BallState] | undefined {
  const R = p.radius;
  const ux = s.v[0] - R * s.w[1];
  const uy = s.v[1] + R * s.w[0];
  const un = ux * nx + uy * ny;
  const approach = (s.v[0] - t.v[0]) * nx + (s.v[1] - t.v[1]) * ny;
  // Per unit mass: contact impulse j on t (−j on s) along n, cloth friction f on s with
  // s's slip ending (u + 7/2 f − j n = 0) and no relative normal velocity after.
  const j = (7 / 12) * approach - un / 6;
  if (!(j >= 0)) return undefined;
  const fx = (2 / 7) * (j * nx - ux);
  const fy = (2 / 7) * (j * ny - uy);
  const k = 5 / (2 * R);
  const s2: BallState = {
    id: s.id,
    r: s.r,
    v: [s.v[0] + fx - j * nx, s.v[1] + fy - j * ny, 0],
    w: [s.w[0] + k * fy, s.w[1] - k * fx, s.w[2]],
    motion: "sliding",
  };
  const t2: BallState = {
    id: t.id,
    r: t.r,
    v: [t.v[0] + j * nx, t.v[1] + j * ny, 0],
    w: t.w,
    motion: "sliding",
  };
  const before = kineticEnergy(s, p) + kineticEnergy(t, p);
  const after = kineticEnergy(s2, p) + kineticEnergy(t2, p);
  return after <= before ? [s2, t2] : undefined;
}
