/**
 * Han (2005), "Dynamics in carom and three cushion billiards": one impulse at the cushion's
 * contact point, which sits above the ball's centre at angle θ with sin θ = h/R − 1. The normal
 * impulse gives restitution e_c along the contact normal; the friction impulse is f_c times it,
 * or the impulse that stops the slip at the contact if that is smaller. Cloth friction during
 * the impact is neglected.
 *
 * As in Han's planar treatment (and pooltool's han_2005), the impulse's vertical component does
 * not move a ball on the cloth downward (the slate takes it); it would lift the ball only if the
 * friction outweighed the tilt of the contact normal (μ > tan θ), which the defaults never reach.
 */
import type { Vec2 } from "../../core/index.ts";
import type { BallState, PhysicsOptions } from "../types.ts";
import { afterImpact, frictionImpulse } from "./contact.ts";

/** sin θ and cos θ of the contact point's elevation above the centre, for a nose at height h. */
export function contactAngle(height: number, radius: number): { sin: number; cos: number } {
  const s = Math.min(1, Math.max(-1, height / radius - 1));
  return { sin: s, cos: Math.sqrt(1 - s * s) };
}

/**
 * `normal`: horizontal unit normal of the cushion at the contact, pointing into the table.
 * `height`: the nose's height above the ball's lowest point: the cushion height for a ball on
 * the cloth, less the ball's height for one in the air (the caller works it out).
 */
export function han2005(ball: BallState, normal: Vec2, height: number, opts: PhysicsOptions): BallState {
  const { radius: R, eCushion: e, fCushion: mu } = opts.ball;
  const { sin, cos } = contactAngle(height, R);
  const [nx, ny] = normal;
  // Contact normal N (unit, pushing the ball): into the table and downward.
  const Nx = cos * nx;
  const Ny = cos * ny;
  const Nz = -sin;
  const [vx, vy, vz] = ball.v;
  const [wx, wy, wz] = ball.w;
  const vn = vx * Nx + vy * Ny + vz * Nz;
  if (!(vn < 0)) return ball;
  // Normal impulse per unit mass.
  const pn = -(1 + e) * vn;
  // Contact point relative to the centre: r = −R·N.
  const rx = -R * Nx;
  const ry = -R * Ny;
  const rz = -R * Nz;
  // Slip of the ball's surface at the contact: v + ω × r, minus its normal part.
  let sx = vx + (wy * rz - wz * ry);
  let sy = vy + (wz * rx - wx * rz);
  let sz = vz + (wx * ry - wy * rx);
  const sn = sx * Nx + sy * Ny + sz * Nz;
  sx -= sn * Nx;
  sy -= sn * Ny;
  sz -= sn * Nz;
  const slip = Math.sqrt(sx * sx + sy * sy + sz * sz);
  // Per unit mass, a tangential impulse changes the slip by 7/2 of itself (solid sphere).
  const f = slip > 0 ? frictionImpulse(mu, pn, slip / 3.5) : 0;
  const tx = slip > 0 ? -sx / slip : 0;
  const ty = slip > 0 ? -sy / slip : 0;
  const tz = slip > 0 ? -sz / slip : 0;
  // Impulse per unit mass.
  const px = pn * Nx + f * tx;
  const py = pn * Ny + f * ty;
  const pz = pn * Nz + f * tz;
  // Δω = r × P / I with I = (2/5) m R².
  const k = 2.5 / (R * R);
  const w: [number, number, number] = [
    wx + k * (ry * pz - rz * py),
    wy + k * (rz * px - rx * pz),
    wz + k * (rx * py - ry * px),
  ];
  return afterImpact(ball, [vx + px, vy + py, vz + pz], w);
}
