/**
 * Mathavan, Jackson and Parkin (2010), "A theoretical analysis of billiard ball dynamics under
 * cushion impacts": the impact is integrated over the normal impulse at the cushion contact I,
 * with Coulomb friction both at I (f_c) and at the cloth contact C (u_s), the cloth's normal
 * force keeping the centre at constant height (it carries the downward push of the tilted
 * contact normal and of the cushion friction). Restitution is energetic (Stronge): the
 * restitution phase ends when the normal force's work there is e_c² times the compression work,
 * so the impact never creates energy.
 *
 * The integration uses a fixed number of impulse steps per phase; within a step each contact's
 * friction is capped at what stops its slip, so friction never reverses a slip. If the net
 * vertical impulse would pull the ball off the cloth, the cloth force drops to zero and the ball
 * leaves the impact airborne.
 */
import type { Vec2 } from "../../core/index.ts";
import type { BallState, PhysicsOptions } from "../types.ts";
import { afterImpact, isOnCloth } from "./contact.ts";
import { contactAngle } from "./han2005.ts";

/** Impulse steps over the compression phase (about as many again for restitution). */
const STEPS = 200;
/** Guard against a phase that never ends (it cannot in exact arithmetic). */
const MAX_STEPS = 50 * STEPS;

export function mathavan2010(ball: BallState, normal: Vec2, height: number, opts: PhysicsOptions): BallState {
  const { radius: R, eCushion: e, fCushion: muI, muSlide: muC } = opts.ball;
  const { sin, cos } = contactAngle(height, R);
  const Nx = cos * normal[0];
  const Ny = cos * normal[1];
  const Nz = -sin;
  let [vx, vy, vz] = ball.v;
  let [wx, wy, wz] = ball.w;
  const c0 = -(vx * Nx + vy * Ny + vz * Nz);
  if (!(c0 > 0)) return ball;
  let onCloth = isOnCloth(ball, R);
  if (onCloth) vz = Math.max(vz, 0);

  // Contact point I relative to the centre; C is (0, 0, −R).
  const rx = -R * Nx;
  const ry = -R * Ny;
  const rz = -R * Nz;
  const k = 2.5 / (R * R); // m/I · 1/… : Δω = k · (r × impulse per unit mass)
  const dP = c0 / STEPS; // normal impulse per unit mass per step

  /** One step of normal impulse `dp` at I; returns the normal approach speed afterwards. */
  const step = (dp: number): number => {
    // Slip at I (tangential part of the surface velocity).
    let sx = vx + (wy * rz - wz * ry);
    let sy = vy + (wz * rx - wx * rz);
    let sz = vz + (wx * ry - wy * rx);
    const sn = sx * Nx + sy * Ny + sz * Nz;
    sx -= sn * Nx;
    sy -= sn * Ny;
    sz -= sn * Nz;
    const sI = Math.sqrt(sx * sx + sy * sy + sz * sz);
    let fx = 0;
    let fy = 0;
    let fz = 0;
    if (sI > 0) {
      const f = Math.min(muI * dp, sI / 3.5) / sI;
      fx = -f * sx;
      fy = -f * sy;
      fz = -f * sz;
    }
    // Vertical impulse of the cushion; the cloth pushes back as long as the ball is pressed down.
    const down = -(dp * Nz + fz);
    let pc = 0;
    if (onCloth && down >= 0) pc = down;
    else onCloth = false;
    // Slip at C and the cloth's friction.
    let gx = 0;
    let gy = 0;
    if (pc > 0) {
      const cx = vx - R * wy;
      const cy = vy + R * wx;
      const sC = Math.sqrt(cx * cx + cy * cy);
      if (sC > 0) {
        const g = Math.min(muC * pc, sC / 3.5) / sC;
        gx = -g * cx;
        gy = -g * cy;
      }
    }
    vx += dp * Nx + fx + gx;
    vy += dp * Ny + fy + gy;
    vz += dp * Nz + fz + pc;
    // Torques: r_I × f and r_C × g with r_C = (0, 0, −R).
    wx += k * (ry * fz - rz * fy + R * gy);
    wy += k * (rz * fx - rx * fz - R * gx);
    wz += k * (rx * fy - ry * fx);
    return -(vx * Nx + vy * Ny + vz * Nz);
  };

  let c = c0;
  let compressionWork = 0;
  for (let i = 0; c > 0 && i < MAX_STEPS; i++) {
    const before = c;
    c = step(dP);
    compressionWork += 0.5 * (before + Math.max(c, 0)) * dP;
  }
  const target = e * e * compressionWork;
  let work = 0;
  for (let i = 0; work < target && i < MAX_STEPS; i++) {
    // Shorten the last step so the restitution work lands on its target.
    const speed = Math.max(-c, 1e-12);
    const dp = Math.min(dP, (target - work) / speed);
    const before = speed;
    c = step(dp);
    work += 0.5 * (before + Math.max(-c, 0)) * dp;
    if (dp < dP) break;
  }
  return afterImpact({ ...ball, motion: onCloth ? ball.motion : "airborne" }, [vx, vy, vz], [wx, wy, wz], R);
}
