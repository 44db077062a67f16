/**
 * The fallback integration of a Mathavan (2010) impact, which cannot fail: fixed explicit steps
 * over the normal impulse. It takes the hits the adaptive integration does not (an approach too
 * slow to scale steps by, an answer that came out not finite, too many steps).
 */

/** Fixed-step fallback: impulse steps over the compression phase (as many again for restitution). */
const FIXED_STEPS = 200;

/**
 * The fallback: fixed explicit steps over the normal impulse at I (per unit mass) through
 * compression and restitution, in the table frame (s holds v, ω and is updated in place);
 * within a step each contact's friction is capped at what stops its slip, so friction never
 * reverses a slip. Returns whether the ball stayed on the cloth.
 */
export function integrateFixedSteps(
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
  const dP = c0 / FIXED_STEPS;
  let c = c0;
  let compression = true;
  let compressionWork = 0;
  let target = 0;
  let work = 0;
  for (let i = 0; i < 100 * FIXED_STEPS; i++) {
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
