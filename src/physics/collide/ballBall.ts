/**
 * Ball–ball collision models for two touching balls (centres 2R apart) that approach.
 *
 * - "frictionless-elastic": the normal velocity components are exchanged (equal masses),
 *   tangential components and spins are untouched (pooltool's frictionless_elastic).
 * - "frictional-inelastic": restitution e_b along the line of centres, and one Coulomb friction
 *   impulse at the contact, capped where the surfaces stop slipping (Alciatore, TP A-14). The
 *   friction coefficient is constant or Alciatore's fit of the relative surface speed. This
 *   gives cut-induced and spin-induced throw and the transfer of spin to the object ball.
 */

import type { Vec3 } from "../../core/index.ts";
import { detExp } from "../../core/index.ts";
import type { BallBallFriction, BallParams, BallState, PhysicsOptions } from "../types.ts";
import { afterImpact, frictionImpulse, isOnSurface, MIN_HOP_SPEED } from "./contact.ts";

export function resolveBallBall(a: BallState, b: BallState, opts: PhysicsOptions): [BallState, BallState] {
  const R = opts.ball.radius;
  const dx = b.r[0] - a.r[0];
  const dy = b.r[1] - a.r[1];
  const dz = b.r[2] - a.r[2];
  const d = Math.sqrt(dx * dx + dy * dy + dz * dz);
  if (d === 0) return [a, b];
  // Unit normal from a's centre to b's.
  const nx = dx / d;
  const ny = dy / d;
  const nz = dz / d;
  const approach = (a.v[0] - b.v[0]) * nx + (a.v[1] - b.v[1]) * ny + (a.v[2] - b.v[2]) * nz;
  if (!(approach > 0)) return [a, b];

  if (opts.ballBall === "frictionless-elastic") {
    const va: Vec3 = [a.v[0] - approach * nx, a.v[1] - approach * ny, a.v[2] - approach * nz];
    const vb: Vec3 = [b.v[0] + approach * nx, b.v[1] + approach * ny, b.v[2] + approach * nz];
    return [leaving(a, va, a.w, opts.ball), leaving(b, vb, b.w, opts.ball)];
  }

  const e = opts.ball.eBallBall;
  // Normal impulse per unit mass on b (equal masses: reduced mass m/2).
  const pn = 0.5 * (1 + e) * approach;
  let va: [number, number, number] = [a.v[0] - pn * nx, a.v[1] - pn * ny, a.v[2] - pn * nz];
  let vb: [number, number, number] = [b.v[0] + pn * nx, b.v[1] + pn * ny, b.v[2] + pn * nz];

  // Slip of a's surface over b's at the contact: (v_a + ω_a × Rn) − (v_b + ω_b × (−Rn)).
  const wsx = a.w[0] + b.w[0];
  const wsy = a.w[1] + b.w[1];
  const wsz = a.w[2] + b.w[2];
  let ux = a.v[0] - b.v[0] + R * (wsy * nz - wsz * ny);
  let uy = a.v[1] - b.v[1] + R * (wsz * nx - wsx * nz);
  let uz = a.v[2] - b.v[2] + R * (wsx * ny - wsy * nx);
  const un = ux * nx + uy * ny + uz * nz;
  ux -= un * nx;
  uy -= un * ny;
  uz -= un * nz;
  const slip = Math.sqrt(ux * ux + uy * uy + uz * uz);
  const wa: [number, number, number] = [a.w[0], a.w[1], a.w[2]];
  const wb: [number, number, number] = [b.w[0], b.w[1], b.w[2]];
  if (slip > 0) {
    const mu = ballBallFriction(opts.ballBallFriction, opts.ball.muBallBall, slip);
    // Per unit mass: the slip changes by 7·F/m for two equal solid spheres.
    // Coulomb bounds friction by the normal impulse; pooltool bounds it by the separation speed.
    const limit = opts.ballBallFrictionLimit === "separation-speed" ? e * approach : pn;
    const f = frictionImpulse(mu, limit, slip / 7);
    const tx = ux / slip;
    const ty = uy / slip;
    const tz = uz / slip;
    va = [va[0] - f * tx, va[1] - f * ty, va[2] - f * tz];
    vb = [vb[0] + f * tx, vb[1] + f * ty, vb[2] + f * tz];
    // Both balls get the same spin change: (Rn) × (−f t)·m/I = −(5/(2R))·(n × t)·f.
    const k = (-2.5 / R) * f;
    const cx = ny * tz - nz * ty;
    const cy = nz * tx - nx * tz;
    const cz = nx * ty - ny * tx;
    wa[0] += k * cx;
    wa[1] += k * cy;
    wa[2] += k * cz;
    wb[0] += k * cx;
    wb[1] += k * cy;
    wb[2] += k * cz;
  }
  return [leaving(a, va, wa, opts.ball), leaving(b, vb, wb, opts.ball)];
}

/**
 * How a ball leaves a ball–ball impact. A ball on a surface that a ball coming down from above
 * (a jumped cue ball) drives into the slate comes back up off it with the table's restitution.
 * That is how an object ball leaves the table (B8-OFFTABLE, B8-L5). Only the vertical speed
 * turns: the slate's push is vertical, so the pair's momentum in the plane stays as the contact
 * left it (cloth friction acts once the ball is moving, as on any ball). A push into the slate
 * too weak to make a hop is taken by the slate, as before.
 */
function leaving(ball: BallState, v: Vec3, w: Vec3, p: BallParams): BallState {
  if (isOnSurface(ball) && -v[2] * p.eTable >= MIN_HOP_SPEED)
    return afterImpact(ball, [v[0], v[1], -v[2] * p.eTable], w);
  return afterImpact(ball, v, w);
}

/** The ball–ball friction coefficient at relative surface speed `slip` (m/s). */
export function ballBallFriction(model: BallBallFriction, constant: number, slip: number): number {
  // detExp: the same bits on every engine (results feed the event loop's later branching).
  return model.kind === "constant" ? constant : model.a + model.b * detExp(-model.c * slip);
}
