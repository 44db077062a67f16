/**
 * Closed-form ball motion between events (Alciatore / Leckie–Greenspan equations, the same
 * ones pooltool uses). In every state the centre follows r(τ) = r0 + v0·τ + h·τ² with a
 * constant h (half the acceleration), which is what makes every contact time a root of a
 * polynomial of degree ≤ 4. A segment lasts until its transition time:
 *   sliding  — friction μs·g against the contact-point slip u; slip decays at 7/2·μs·g,
 *              so the ball rolls after 2|u|/(7 μs g), at 5/7 of a stun ball's speed;
 *   rolling  — rolling resistance μr·g against v; stops after |v|/(μr g);
 *   spinning — z-spin only, decaying at 5·μsp·g/(2R) (pooltool's convention for u_sp);
 *   airborne — a parabola under g, spin unchanged; lasts until it lands (see landingTime).
 * z-spin decays at the same rate while sliding or rolling, clamped at zero.
 */
import type { BallId, Vec3 } from "../core/index.ts";
import type { BallParams, BallState, MotionState } from "./types.ts";

/**
 * A ball state built field by field. Every state the engine makes then has one shape, so
 * property reads stay monomorphic; spreading inputs (which may carry extra fields) does not.
 */
export function ballState(id: BallId, r: Vec3, v: Vec3, w: Vec3, motion: MotionState): BallState {
  return { id, r, v, w, motion };
}

/** Speeds (m/s) below this are zero: a collision's rounding must not start a new motion. */
export const EPS_SPEED = 1e-9;
/** z-spin (rad/s) below this is zero. */
export const EPS_SPIN = 1e-8;

/** Contact-point slip velocity (x, y) of a ball on a surface: v + ω × (−R ẑ). */
export function slipX(s: BallState, R: number): number {
  return s.v[0] - R * s.w[1];
}
export function slipY(s: BallState, R: number): number {
  return s.v[1] + R * s.w[0];
}

/** z-spin deceleration, rad/s². */
export function spinDecel(p: BallParams): number {
  return (5 * p.muSpin * p.g) / (2 * p.radius);
}

/** Seconds until a ball on a surface changes motion by itself; Infinity when it never does. */
export function transitionTime(s: BallState, p: BallParams): number {
  switch (s.motion) {
    case "sliding": {
      const ux = slipX(s, p.radius);
      const uy = slipY(s, p.radius);
      return (2 * Math.sqrt(ux * ux + uy * uy)) / (7 * p.muSlide * p.g);
    }
    case "rolling":
      return Math.sqrt(s.v[0] * s.v[0] + s.v[1] * s.v[1]) / (p.muRoll * p.g);
    case "spinning":
      return Math.abs(s.w[2]) / spinDecel(p);
    default:
      return Number.POSITIVE_INFINITY;
  }
}

/** Seconds until an airborne ball's centre comes down to height zLand (falling). */
export function landingTime(s: BallState, zLand: number, g: number): number {
  const vz = s.v[2];
  const drop = s.r[2] - zLand;
  const disc = vz * vz + 2 * g * drop;
  if (disc < 0) return Number.POSITIVE_INFINITY;
  const t = (vz + Math.sqrt(disc)) / g;
  return Math.max(t, 0);
}

/**
 * Half the centre's acceleration (the τ² coefficient of the position), written into out[o..o+2].
 */
export function halfAccel(s: BallState, p: BallParams, out: Float64Array | number[], o: number): void {
  let hx = 0;
  let hy = 0;
  let hz = 0;
  if (s.motion === "sliding") {
    const ux = slipX(s, p.radius);
    const uy = slipY(s, p.radius);
    const u = Math.sqrt(ux * ux + uy * uy);
    if (u > 0) {
      const k = (-0.5 * p.muSlide * p.g) / u;
      hx = k * ux;
      hy = k * uy;
    }
  } else if (s.motion === "rolling") {
    const v = Math.sqrt(s.v[0] * s.v[0] + s.v[1] * s.v[1]);
    if (v > 0) {
      const k = (-0.5 * p.muRoll * p.g) / v;
      hx = k * s.v[0];
      hy = k * s.v[1];
    }
  } else if (s.motion === "airborne") {
    hz = -0.5 * p.g;
  }
  out[o] = hx;
  out[o + 1] = hy;
  out[o + 2] = hz;
}

function decayedSpinZ(wz: number, dt: number, p: BallParams): number {
  const d = spinDecel(p) * dt;
  if (wz > 0) return wz > d ? wz - d : 0;
  if (wz < 0) return -wz > d ? wz + d : 0;
  return 0;
}

const isMoving = (m: MotionState): boolean =>
  m === "sliding" || m === "rolling" || m === "spinning" || m === "airborne";

/**
 * The state after dt seconds of the current motion, dt at most transitionTime (or the
 * landing time). Never changes the motion label: transitions are the simulator's events.
 */
export function evolve(s: BallState, dt: number, p: BallParams): BallState {
  if (dt === 0 || !isMoving(s.motion)) return s;
  const R = p.radius;
  switch (s.motion) {
    case "sliding": {
      const ux = slipX(s, R);
      const uy = slipY(s, R);
      const u = Math.sqrt(ux * ux + uy * uy);
      const ex = u > 0 ? ux / u : 0;
      const ey = u > 0 ? uy / u : 0;
      const a = p.muSlide * p.g;
      const alpha = (5 * a) / (2 * R);
      return ballState(
        s.id,
        [
          s.r[0] + s.v[0] * dt - 0.5 * a * ex * dt * dt,
          s.r[1] + s.v[1] * dt - 0.5 * a * ey * dt * dt,
          s.r[2],
        ],
        [s.v[0] - a * ex * dt, s.v[1] - a * ey * dt, 0],
        [s.w[0] - alpha * ey * dt, s.w[1] + alpha * ex * dt, decayedSpinZ(s.w[2], dt, p)],
        s.motion,
      );
    }
    case "rolling": {
      const v = Math.sqrt(s.v[0] * s.v[0] + s.v[1] * s.v[1]);
      const ex = v > 0 ? s.v[0] / v : 0;
      const ey = v > 0 ? s.v[1] / v : 0;
      const a = p.muRoll * p.g;
      const vx = s.v[0] - a * ex * dt;
      const vy = s.v[1] - a * ey * dt;
      return ballState(
        s.id,
        [
          s.r[0] + s.v[0] * dt - 0.5 * a * ex * dt * dt,
          s.r[1] + s.v[1] * dt - 0.5 * a * ey * dt * dt,
          s.r[2],
        ],
        [vx, vy, 0],
        [-vy / R, vx / R, decayedSpinZ(s.w[2], dt, p)],
        s.motion,
      );
    }
    case "spinning":
      return ballState(s.id, s.r, s.v, [0, 0, decayedSpinZ(s.w[2], dt, p)], s.motion);
    default: {
      // airborne
      const g = p.g;
      return ballState(
        s.id,
        [s.r[0] + s.v[0] * dt, s.r[1] + s.v[1] * dt, s.r[2] + s.v[2] * dt - 0.5 * g * dt * dt],
        [s.v[0], s.v[1], s.v[2] - g * dt],
        s.w,
        s.motion,
      );
    }
  }
}

/**
 * The motion a ball on a surface is in, from its velocities (after a collision, a strike
 * or a landing): slipping → sliding; rolling without slip → rolling, with ω made exactly
 * the rolling spin; at rest → spinning or stationary. vz is dropped (the caller decides
 * about airborne balls before calling this).
 */
export function settle(s: BallState, p: BallParams): BallState {
  const R = p.radius;
  const vx = s.v[0];
  const vy = s.v[1];
  const ux = slipX(s, R);
  const uy = slipY(s, R);
  const speed = Math.sqrt(vx * vx + vy * vy);
  const slip = Math.sqrt(ux * ux + uy * uy);
  const wz = Math.abs(s.w[2]) > EPS_SPIN ? s.w[2] : 0;
  if (slip > EPS_SPEED) return ballState(s.id, s.r, [vx, vy, 0], [s.w[0], s.w[1], wz], "sliding");
  if (speed > EPS_SPEED) return ballState(s.id, s.r, [vx, vy, 0], [-vy / R, vx / R, wz], "rolling");
  return ballState(s.id, s.r, [0, 0, 0], [0, 0, wz], wz !== 0 ? "spinning" : "stationary");
}

/** The motion after a sliding, rolling or spinning segment has run its full course. */
export function afterTransition(
  end: BallState,
  p: BallParams,
): {
  state: BallState;
  kind: "sliding-rolling" | "rolling-spinning" | "rolling-stationary" | "spinning-stationary";
} {
  const R = p.radius;
  if (end.motion === "sliding") {
    const vx = end.v[0];
    const vy = end.v[1];
    return {
      state: ballState(end.id, end.r, end.v, [-vy / R, vx / R, end.w[2]], "rolling"),
      kind: "sliding-rolling",
    };
  }
  if (end.motion === "rolling") {
    const spinning = Math.abs(end.w[2]) > EPS_SPIN;
    return spinning
      ? { state: ballState(end.id, end.r, [0, 0, 0], [0, 0, end.w[2]], "spinning"), kind: "rolling-spinning" }
      : { state: ballState(end.id, end.r, [0, 0, 0], [0, 0, 0], "stationary"), kind: "rolling-stationary" };
  }
  return { state: ballState(end.id, end.r, [0, 0, 0], [0, 0, 0], "stationary"), kind: "spinning-stationary" };
}

/** Kinetic energy ½mv² + ½Iω² (solid sphere, I = 2/5 m R²). */
export function kineticEnergy(s: BallState, p: BallParams): number {
  if (s.motion === "pocketed" || s.motion === "off") return 0;
  const v2 = s.v[0] * s.v[0] + s.v[1] * s.v[1] + s.v[2] * s.v[2];
  const w2 = s.w[0] * s.w[0] + s.w[1] * s.w[1] + s.w[2] * s.w[2];
  return 0.5 * p.mass * v2 + 0.2 * p.mass * p.radius * p.radius * w2;
}
