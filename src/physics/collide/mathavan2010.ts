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
import type { Vec2, Vec3 } from "../../core/index.ts";
import type { BallState, PhysicsOptions } from "../types.ts";
import { afterImpact, isOnSurface } from "./contact.ts";
import { contactAngle } from "./han2005.ts";

/** Impulse steps over the compression phase (about as many again for restitution). */
const STEPS = 200;
/** Guard against a phase that never ends (it cannot in exact arithmetic). */
const MAX_STEPS = 50 * STEPS;

/** Scratch state of the integration: v (0–2), ω (3–5). A typed array keeps V8 from boxing. */
const S = new Float64Array(6);

export function mathavan2010(ball: BallState, normal: Vec2, height: number, opts: PhysicsOptions): BallState {
  const { radius: R, eCushion: e, fCushion: muI, muSlide: muC } = opts.ball;
  const { sin, cos } = contactAngle(height, R);
  const Nx = cos * normal[0];
  const Ny = cos * normal[1];
  const Nz = -sin;
  const c0 = -(ball.v[0] * Nx + ball.v[1] * Ny + ball.v[2] * Nz);
  if (!(c0 > 0)) return ball;
  const startsOnCloth = isOnSurface(ball);
  S[0] = ball.v[0];
  S[1] = ball.v[1];
  S[2] = startsOnCloth ? Math.max(ball.v[2], 0) : ball.v[2];
  S[3] = ball.w[0];
  S[4] = ball.w[1];
  S[5] = ball.w[2];
  const onCloth = integrate(S, Nx, Ny, Nz, R, e, muI, muC, startsOnCloth, c0);
  const v: Vec3 = [S[0], S[1], S[2]];
  const w: Vec3 = [S[3], S[4], S[5]];
  return afterImpact({ ...ball, motion: onCloth ? ball.motion : "airborne" }, v, w);
}

/**
 * Steps the impact over the normal impulse at I (per unit mass) through compression and
 * restitution; updates s in place and returns whether the ball stayed on the cloth.
 */
function integrate(
  s: Float64Array,
  Nx: number,
  Ny: number,
  Nz: number,
  R: number,
  e: number,
  muI: number,
  muC: number,
  startsOnCloth: boolean,
  c0: number,
): boolean {
  let onCloth = startsOnCloth;
  // Contact point I relative to the centre; C is (0, 0, −R).
  const rx = -R * Nx;
  const ry = -R * Ny;
  const rz = -R * Nz;
  const k = 2.5 / (R * R); // Δω = k · (r × impulse per unit mass), I = (2/5)·m·R²
  const dP = c0 / STEPS;
  let c = c0;
  let compression = true;
  let compressionWork = 0;
  let target = 0;
  let work = 0;
  for (let i = 0; i < 2 * MAX_STEPS; i++) {
    let dp = dP;
    if (!compression) {
      // Shorten the last step so the restitution work lands on its target.
      const remaining = target - work;
      if (!(remaining > 0)) break;
      const speed = Math.max(-c, 1e-12);
      if (remaining < speed * dP) dp = remaining / speed;
    }
    const vx = s[0]!;
    const vy = s[1]!;
    const vz = s[2]!;
    const wx = s[3]!;
    const wy = s[4]!;
    const wz = s[5]!;
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
    const nvx = vx + dp * Nx + fx + gx;
    const nvy = vy + dp * Ny + fy + gy;
    const nvz = vz + dp * Nz + fz + pc;
    s[0] = nvx;
    s[1] = nvy;
    s[2] = nvz;
    // Torques: r_I × f and r_C × g with r_C = (0, 0, −R).
    s[3] = wx + k * (ry * fz - rz * fy + R * gy);
    s[4] = wy + k * (rz * fx - rx * fz - R * gx);
    s[5] = wz + k * (rx * fy - ry * fx);
    const before = c;
    c = -(nvx * Nx + nvy * Ny + nvz * Nz);
    if (compression) {
      compressionWork += 0.5 * (before + Math.max(c, 0)) * dp;
      if (!(c > 0)) {
        compression = false;
        target = e * e * compressionWork;
        // Restitution work already done by the part of this step past zero approach speed.
        const past = Math.max(-c, 0);
        work = 0.5 * past * dp * (past / (before - c));
      }
    } else {
      work += 0.5 * (Math.max(-before, 0) + Math.max(-c, 0)) * dp;
      if (dp < dP) break;
    }
  }
  return onCloth;
}
