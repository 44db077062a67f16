/**
 * Stronge's compliant frictional impact of a sphere on a half-space ("Impact Mechanics", 2000,
 * ch. 8), as pooltool's "stronge_compliant" cushion model sets it up: the cushion's normal compliance a linear spring whose restitution phase is stretched
 * so the normal separation speed is e_c times the approach (energetic restitution), and a
 * tangential spring in series with Coulomb friction f_c, so the contact sticks, slips and may
 * stick again during the impact. The frequency ratio of the tangential to the normal
 * oscillation, ω_t/ω_n (1.8 by default, pooltool's omega_ratio; it must lie in (1, 2)), is the
 * one compliance parameter; the spring's stiffness itself does not change the outcome.
 *
 * The tangential motion is integrated in time over the known normal force history (exact
 * harmonic steps while sticking, Coulomb steps while slipping). The contact normal runs from
 * the cushion's nose line (at its height) to the ball's centre, as in pooltool v0.6; like its
 * 2D treatment, the vertical velocity the impulse would give a ball on the cloth is dropped.
 */

import type { Vec2, Vec3 } from "../../core/index.ts";
import { detSinCos } from "../../core/index.ts";
import type { BallState, PhysicsOptions } from "../types.ts";
import { afterImpact, isOnSurface } from "./contact.ts";

/** Tangential to normal frequency ratio of the cushion's compliance (pooltool's omega_ratio). */
export const STRONGE_OMEGA_RATIO = 1.8;
/** Time steps over the whole contact. */
const STEPS = 400;
/** Contact-point mobility of a solid sphere: normal 1/m, tangential (1 + mR²/I)/m = 3.5/m. */
const BETA_N = 1;
const BETA_T = 3.5;

/**
 * Change of the contact's tangential velocity over the impact, for approach speed V > 0 and
 * initial tangential velocity vt0 (per unit mass; time in units of 1/ω_n).
 */
export function strongeTangentialChange(
  vt0: number,
  V: number,
  mu: number,
  e: number,
  omegaRatio: number,
): number {
  if (mu === 0) return 0;
  const wt = omegaRatio; // ω_n = 1
  const kt = (wt * wt) / BETA_T; // tangential stiffness per unit mass
  const tc = Math.PI / 2;
  // Compression lasts π/2; restitution e·π/2 with the normal phase running at 1/e.
  const nc = e > 0 ? Math.round(STEPS / (1 + e)) : STEPS;
  const nr = STEPS - nc;
  const fn = (mu * V) / BETA_N; // friction limit per unit mass is fn·sin φ
  let v = vt0;
  let u = 0; // tangential spring deflection
  let sticking = true;
  let sigma = 0; // slip direction while slipping
  let sinPhi = 0;
  let cosPhi = 1;
  // Per-step rotations: the phase φ and the tangential oscillation, for each of the two phases.
  let dt = tc / nc;
  let [sd, cd] = detSinCos(dt);
  let [sinWt, cosWt] = detSinCos(wt * dt);
  for (let i = 0; i < nc + nr; i++) {
    if (i === nc) {
      dt = (e * tc) / nr;
      [sd, cd] = detSinCos(tc / nr);
      [sinWt, cosWt] = detSinCos(wt * dt);
    }
    // Friction limit before and after the step.
    const before = fn * Math.max(sinPhi, 0);
    const s2 = sinPhi * cd + cosPhi * sd;
    cosPhi = cosPhi * cd - sinPhi * sd;
    sinPhi = s2;
    const after = fn * Math.max(sinPhi, 0);
    if (sticking) {
      // Exact harmonic step of the contact on its tangential spring.
      const u2 = u * cosWt + (v / wt) * sinWt;
      v = -u * wt * sinWt + v * cosWt;
      u = u2;
      if (Math.abs(kt * u) > after) {
        sticking = false;
        sigma = u > 0 ? 1 : -1;
        u = (sigma * after) / kt;
      }
    } else {
      const uPrev = u;
      v -= BETA_T * sigma * 0.5 * (before + after) * dt;
      u = (sigma * after) / kt;
      // The spring follows the friction force; sticking resumes when the slip stops.
      if (sigma * (v - (u - uPrev) / dt) <= 0) sticking = true;
    }
  }
  return v - vt0;
}

export function strongeCompliant(
  ball: BallState,
  normal: Vec2,
  height: number,
  opts: PhysicsOptions,
): BallState {
  const { radius: R, eCushion: e, fCushion: mu } = opts.ball;
  // Contact normal N from the cushion's nose line to the ball's centre, as pooltool's model
  // takes it: horizontal R along the normal, vertical down by the nose's height above the centre.
  const above = height - R;
  const len = Math.sqrt(R * R + above * above);
  const Nx = (R * normal[0]) / len;
  const Ny = (R * normal[1]) / len;
  const Nz = -above / len;
  const [vx, vy, vz] = ball.v;
  const [wx, wy, wz] = ball.w;
  // Contact at r = −R·N: its velocity v + ω × r.
  const rx = -R * Nx;
  const ry = -R * Ny;
  const rz = -R * Nz;
  const ux = vx + (wy * rz - wz * ry);
  const uy = vy + (wz * rx - wx * rz);
  const uz = vz + (wx * ry - wy * rx);
  const un = ux * Nx + uy * Ny + uz * Nz;
  if (!(un < 0)) return ball;
  const V = -un;
  let tx = ux - un * Nx;
  let ty = uy - un * Ny;
  let tz = uz - un * Nz;
  const s0 = Math.sqrt(tx * tx + ty * ty + tz * tz);
  // Tangent direction opposite the initial slip, so the tangential velocity starts ≤ 0.
  let dvt = 0;
  if (s0 > 0) {
    tx = -tx / s0;
    ty = -ty / s0;
    tz = -tz / s0;
    dvt = strongeTangentialChange(-s0, V, mu, e, STRONGE_OMEGA_RATIO);
  }
  // Centre velocity: normal change (1 + e)·V/β_n along N, tangential change Δv_t/β_t.
  const dn = ((1 + e) * V) / BETA_N;
  const dtan = dvt / BETA_T;
  const v: Vec3 = [vx + dn * Nx + dtan * tx, vy + dn * Ny + dtan * ty, vz + dn * Nz + dtan * tz];
  // Δω = r × (Δv_t/β_t · t)/(I/m), I/m = 0.4 R².
  const k = (2.5 / (R * R)) * dtan;
  const w: Vec3 = [wx + k * (ry * tz - rz * ty), wy + k * (rz * tx - rx * tz), wz + k * (rx * ty - ry * tx)];
  // As pooltool's 2D treatment: the vertical velocity the impulse gives a ball on the cloth is
  // dropped (the tilted normal pushes it into the slate; friction may pull it up a little).
  return afterImpact(ball, isOnSurface(ball) ? [v[0], v[1], 0] : v, w);
}
