/**
 * Mathavan, Jackson and Parkin (2010), "A theoretical analysis of billiard ball dynamics under
 * cushion impacts": the impact is integrated over the normal impulse P at the cushion contact
 * I, with Coulomb friction both at I (f_c) and at the cloth contact C (u_s), the cloth's normal
 * force keeping the centre at constant height (it carries the downward push of the tilted
 * contact normal and of the cushion friction). Restitution is energetic (Stronge): the
 * restitution phase ends when the normal force's work there is e_c² times the compression work,
 * so the impact never creates energy.
 *
 * How it is integrated. Per unit of P every rate is linear in the friction at the two contacts,
 * and each contact either slips (friction μ·load against the slip) or sticks (the friction that
 * keeps its slip at zero, while that stays inside the friction cone). Written in the cushion's
 * frame (x along its normal into the table, y along it, z up) with s = sin θ, k = cos θ for
 * the contact's elevation θ, friction (a, b) at I along (y, (s, 0, k)) and (cx, cy) at C,
 * cloth load rate p_c = s − b·k, the slips change as
 *   I:  3.5a + (1 − 2.5s)·cy,   3.5b + (s − 2.5)·cx + k·p_c
 *   C:  k + (s − 2.5)·b + 3.5cx,   (1 − 2.5s)·a + 3.5cy
 * so a sticking contact's friction is a 2×2 solve. Between mode changes the only nonlinearity
 * is the turning of a slip's direction, which classical Runge–Kutta (4th order) follows in a
 * few steps; steps are shortened where a slip turns fast or is about to stop. A slip that has
 * all but stopped, where friction can hold it, sticks at once (the impulse that stops it applied
 * then): its last stretch, where the direction turns ever faster, would take most of the steps.
 * A sticking contact unsticks where the friction it needs leaves the cone, found within the
 * step that crosses it, and the ball lifts where the cloth load would turn negative. The ends
 * of the phases (approach speed zero; restitution work reached) are found on the last step's
 * length from a parabola through its ends, then by secant or Newton.
 *
 * This replaces 400 fixed explicit steps (≈ 2.4e-4 m/s mean, 3e-3 m/s worst error against
 * the converged answer over the reference shots' hits) with ~17 RK4 steps that are closer to
 * it on average; test/physics-golden/cushion-converged.test.ts states and checks the tolerance
 * against the same equations integrated finely (CONVERGED_CUSHION). An impact that needs more
 * than MAX_STEPS_PER_BASE_STEP steps a base step falls back to the fixed-step integration,
 * which cannot fail.
 *
 * If the net vertical impulse would pull the ball off the cloth, the cloth force drops to zero
 * and the ball leaves the impact airborne.
 */
import type { Vec2, Vec3 } from "../../core/index.ts";
import type { BallState, PhysicsOptions } from "../types.ts";
import { afterImpact, isOnSurface } from "./contact.ts";
import { contactAngle } from "./han2005.ts";

/** How finely an impact is integrated. */
export interface CushionResolution {
  /** RK4 steps over the compression phase's impulse when nothing forces shorter ones. */
  readonly baseSteps: number;
  /** Largest turn of a slip's direction in one step (radians, about). */
  readonly turn: number;
  /**
   * A slip below this fraction of the approach speed sticks although the friction it would need
   * is outside the cone (it unsticks at once, in the direction that friction points).
   */
  readonly stick: number;
  /**
   * A slip below this fraction of the approach speed that friction can hold (the friction that
   * keeps it at zero inside the cone) sticks at once: the friction impulse that stops it is
   * applied then, not over the last stretch of slipping, where its direction turns ever faster
   * and forces ever shorter steps. To first order it is the same impulse the slipping would
   * have given (whatever path the slip took to zero), applied early by at most `snapImpulse`.
   */
  readonly snap: number;
  /**
   * Longest stretch of normal impulse (a fraction of the approach speed) the snapped slip would
   * have taken to stop, judged from the room left in the friction cone: a slip that friction
   * only just holds takes long to stop, and is integrated as before.
   */
  readonly snapImpulse: number;
}

/**
 * The resolution the engine uses. Snapping a stopping slip (snap, snapImpulse) saves a fifth
 * of the steps and leaves the answer as close to the converged one as it was without it, or
 * closer (test/physics-golden/cushion-converged.test.ts). `stick` stays at 1e-4 for the slips
 * friction cannot hold: 1.5e-4 saved a step a hit but sent 14 of pooltool's 100 sixteen-ball
 * random shots another way through the rack (1 in 100 at 1e-4).
 */
export const FAST_CUSHION: CushionResolution = {
  baseSteps: 4,
  turn: 0.2,
  stick: 1e-4,
  snap: 1e-2,
  snapImpulse: 0.02,
};

/**
 * The same equations integrated so finely that the answer no longer moves: 500 hits (recorded
 * and random) agree within 0.0014 mm/s with this at half the step, and the recorded ones within
 * 0.002 mm/s with an independent fixed-step integration of 200,000 steps a phase. For judging
 * FAST_CUSHION only (a hit takes thousands of steps).
 */
export const CONVERGED_CUSHION: CushionResolution = {
  baseSteps: 800,
  turn: 0.0025,
  stick: 1e-12,
  snap: 1e-6,
  snapImpulse: 1e-6,
};

/**
 * The first step of a slip that has just begun (a contact released): its direction has yet to
 * settle, and the turn limit cannot see a zero slip turn.
 */
const RELEASED = 1 / 64;
/** A sticking contact is released within this much friction (per unit load) past its cone. */
const RELEASE_TOL = 1e-4;
/**
 * A phase ends where its condition is within this fraction of the approach speed of zero
 * (1e-7 took one RK4 step more a hit, over the recorded hits, for a mean distance to the
 * converged answer 0.0006 mm/s smaller).
 */
const PHASE_TOL = 1e-5;
/**
 * Steps per base step before giving up on the adaptive integration (none of the reference hits
 * comes near).
 */
const MAX_STEPS_PER_BASE_STEP = 100;

/** Below this approach speed (m/s) the fixed-step integration takes the hit. */
const MIN_ADAPTIVE_APPROACH = 1e-9;
/** Fixed-step fallback: impulse steps over the compression phase (as many again for restitution). */
const FIXED_STEPS = 200;

// State, in the cushion frame: v (0–2), ω (3–5), the current phase's work (6). Scratch arrays:
// the engine is single-threaded and impacts do not nest.
const Y0 = new Float64Array(7);
const Y = new Float64Array(7);
const T = new Float64Array(7);
const K1 = new Float64Array(7);
const K2 = new Float64Array(7);
const K3 = new Float64Array(7);
const K4 = new Float64Array(7);

// The impact's constants and modes (set by mathavan2010 before integrating).
let sn = 0;
let co = 0;
let R = 0;
let muI = 0;
let muC = 0;
/** 1 − 2.5·sin θ. */
let q = 0;
/** 5 / (2R): spin change per unit tangential impulse at distance R. */
let kap = 0;
let onCloth = true;
let stuckI = false;
let stuckC = false;
/** Slip directions used while a slip is still zero right after unsticking. */
let dIa = 0;
let dIb = 0;
let dCx = 0;
let dCy = 0;
/** Slips below this are zero (rounding). */
let eps = 0;
/** +1 in compression (work rate = approach speed), −1 in restitution. */
let phase = 1;
/**
 * Friction of the last friction() call: at I (a, b) in 0–1, at C (cx, cy) in 2–3, the cloth's
 * load rate in 4; the slips it found at I (u1, u2, |u|) in 5–7, at C (ux, uy, |u|) in 8–10 (left
 * as they were for a contact it did not look at). A typed array: doubles written to module variables would be boxed each time.
 */
const F = new Float64Array(11);

const slipI1 = (y: Float64Array): number => y[1]! - R * (co * y[5]! + sn * y[3]!);
const slipI2 = (y: Float64Array): number => sn * y[0]! + co * y[2]! + R * y[4]!;
const slipCx = (y: Float64Array): number => y[0]! - R * y[4]!;
const slipCy = (y: Float64Array): number => y[1]! + R * y[3]!;
const finite = (y: Float64Array): boolean => Number.isFinite(y[0]! + y[1]! + y[2]! + y[3]! + y[4]! + y[5]!);
/** |(x, y)| (Math.hypot is several times slower in V8). */
const norm = (x: number, y: number): number => Math.sqrt(x * x + y * y);
/** Approach speed along the contact normal N = (k, 0, −s). */
const approach = (y: Float64Array): number => sn * y[2]! - co * y[0]!;

/** The friction rates at state y in the current modes, into F. */
function friction(y: Float64Array): void {
  const s = sn;
  const k = co;
  const r = R;
  let a = 0;
  let b = 0;
  if (!stuckI) {
    const u1 = y[1]! - r * (k * y[5]! + s * y[3]!);
    const u2 = s * y[0]! + k * y[2]! + r * y[4]!;
    const u = Math.sqrt(u1 * u1 + u2 * u2);
    F[5] = u1;
    F[6] = u2;
    F[7] = u;
    if (u > eps) {
      const m = -muI / u;
      a = m * u1;
      b = m * u2;
    } else {
      a = -muI * dIa;
      b = -muI * dIb;
    }
  }
  if (!onCloth) {
    // In the air nothing but friction at I changes that slip: sticking needs none.
    F[0] = stuckI ? 0 : a;
    F[1] = stuckI ? 0 : b;
    F[2] = 0;
    F[3] = 0;
    F[4] = 0;
    return;
  }
  let ex = 0;
  let ey = 0;
  if (!stuckC) {
    const ux = y[0]! - r * y[4]!;
    const uy = y[1]! + r * y[3]!;
    const u = Math.sqrt(ux * ux + uy * uy);
    F[8] = ux;
    F[9] = uy;
    F[10] = u;
    if (u > eps) {
      const m = 1 / u;
      ex = ux * m;
      ey = uy * m;
    } else {
      ex = dCx;
      ey = dCy;
    }
  }
  let cx = 0;
  let cy = 0;
  if (stuckI && stuckC) {
    // a = cy = 0; (3.5 − k²)·b + (s − 2.5)·cx = −k·s and (s − 2.5)·b + 3.5·cx = −k.
    const m11 = 3.5 - k * k;
    const m12 = s - 2.5;
    const det = m11 * 3.5 - m12 * m12;
    a = 0;
    b = (-k * s * 3.5 + k * m12) / det;
    cx = (-k * m11 + k * s * m12) / det;
  } else if (stuckI) {
    // C slips: (cx, cy) = −μ_s·(s − b·k)·ê; solve I's second slip rate for b, the first for a.
    const g = (s - 2.5) * muC * ex;
    b = (-k * s + g * s) / (3.5 - k * k + g * k);
    const pc = s - b * k;
    cx = -muC * pc * ex;
    cy = -muC * pc * ey;
    a = (-q * cy) / 3.5;
  } else if (stuckC) {
    cx = -(k + (s - 2.5) * b) / 3.5;
    cy = (-q * a) / 3.5;
  } else {
    const m = -muC * (s - b * k);
    cx = m * ex;
    cy = m * ey;
  }
  F[0] = a;
  F[1] = b;
  F[2] = cx;
  F[3] = cy;
  F[4] = s - b * k;
}

/** dy/dP at state y. */
function rates(y: Float64Array, out: Float64Array): void {
  friction(y);
  ratesFromFriction(y, out);
}

/** dy/dP at state y, F holding its friction. */
function ratesFromFriction(y: Float64Array, out: Float64Array): void {
  const fa = F[0]!;
  const fb = F[1]!;
  const fcx = F[2]!;
  const fcy = F[3]!;
  const fpc = F[4]!;
  out[0] = co + fb * sn + fcx;
  out[1] = fa + fcy;
  out[2] = -sn + fb * co + fpc * (onCloth ? 1 : 0);
  out[3] = kap * (fcy - sn * fa);
  out[4] = kap * (fb - fcx);
  out[5] = -kap * co * fa;
  out[6] = phase * approach(y);
}

/**
 * rates() in the common mode, both contacts slipping on the cloth, written out so that it is
 * small enough to be inlined into step(): the same arithmetic, so the same bits.
 */
function ratesBothSlipping(y: Float64Array, out: Float64Array): void {
  const y0 = y[0]!;
  const y1 = y[1]!;
  const y2 = y[2]!;
  const y3 = y[3]!;
  const y4 = y[4]!;
  const y5 = y[5]!;
  const s = sn;
  const k = co;
  const r = R;
  const u1 = y1 - r * (k * y5 + s * y3);
  const u2 = s * y0 + k * y2 + r * y4;
  const uI = Math.sqrt(u1 * u1 + u2 * u2);
  let a: number;
  let b: number;
  if (uI > eps) {
    const m = -muI / uI;
    a = m * u1;
    b = m * u2;
  } else {
    a = -muI * dIa;
    b = -muI * dIb;
  }
  const ux = y0 - r * y4;
  const uy = y1 + r * y3;
  const uC = Math.sqrt(ux * ux + uy * uy);
  let ex: number;
  let ey: number;
  if (uC > eps) {
    const m = 1 / uC;
    ex = ux * m;
    ey = uy * m;
  } else {
    ex = dCx;
    ey = dCy;
  }
  const m = -muC * (s - b * k);
  const cx = m * ex;
  const cy = m * ey;
  const pc = s - b * k;
  out[0] = k + b * s + cx;
  out[1] = a + cy;
  out[2] = -s + b * k + pc * 1;
  out[3] = kap * (cy - s * a);
  out[4] = kap * (b - cx);
  out[5] = -kap * k * a;
  out[6] = phase * (s * y2 - k * y0);
}

/** One RK4 step of length h from Y0 into Y, the modes held fixed; K1 holds the rates at Y0. */
function step(h: number): void {
  const bothSlipping = onCloth && !stuckI && !stuckC;
  // Unrolled: loops over these short arrays cost more than the arithmetic in them.
  const y0 = Y0;
  const t = T;
  const k1 = K1;
  const k2 = K2;
  const k3 = K3;
  const k4 = K4;
  const hh = 0.5 * h;
  t[0] = y0[0]! + hh * k1[0]!;
  t[1] = y0[1]! + hh * k1[1]!;
  t[2] = y0[2]! + hh * k1[2]!;
  t[3] = y0[3]! + hh * k1[3]!;
  t[4] = y0[4]! + hh * k1[4]!;
  t[5] = y0[5]! + hh * k1[5]!;
  t[6] = y0[6]! + hh * k1[6]!;
  if (bothSlipping) ratesBothSlipping(t, k2);
  else rates(t, k2);
  t[0] = y0[0]! + hh * k2[0]!;
  t[1] = y0[1]! + hh * k2[1]!;
  t[2] = y0[2]! + hh * k2[2]!;
  t[3] = y0[3]! + hh * k2[3]!;
  t[4] = y0[4]! + hh * k2[4]!;
  t[5] = y0[5]! + hh * k2[5]!;
  t[6] = y0[6]! + hh * k2[6]!;
  if (bothSlipping) ratesBothSlipping(t, k3);
  else rates(t, k3);
  t[0] = y0[0]! + h * k3[0]!;
  t[1] = y0[1]! + h * k3[1]!;
  t[2] = y0[2]! + h * k3[2]!;
  t[3] = y0[3]! + h * k3[3]!;
  t[4] = y0[4]! + h * k3[4]!;
  t[5] = y0[5]! + h * k3[5]!;
  t[6] = y0[6]! + h * k3[6]!;
  if (bothSlipping) ratesBothSlipping(t, k4);
  else rates(t, k4);
  const h6 = h / 6;
  const y = Y;
  y[0] = y0[0]! + h6 * (k1[0]! + 2 * (k2[0]! + k3[0]!) + k4[0]!);
  y[1] = y0[1]! + h6 * (k1[1]! + 2 * (k2[1]! + k3[1]!) + k4[1]!);
  y[2] = y0[2]! + h6 * (k1[2]! + 2 * (k2[2]! + k3[2]!) + k4[2]!);
  y[3] = y0[3]! + h6 * (k1[3]! + 2 * (k2[3]! + k3[3]!) + k4[3]!);
  y[4] = y0[4]! + h6 * (k1[4]! + 2 * (k2[4]! + k3[4]!) + k4[4]!);
  y[5] = y0[5]! + h6 * (k1[5]! + 2 * (k2[5]! + k3[5]!) + k4[5]!);
  y[6] = y0[6]! + h6 * (k1[6]! + 2 * (k2[6]! + k3[6]!) + k4[6]!);
}

/**
 * Unsticks a contact whose needed friction left its cone; lifts off when the cloth would pull.
 * Leaves F at Y0 in the resulting modes.
 */
function updateModes(): void {
  for (let iter = 0; iter < 4; iter++) {
    friction(Y0);
    const fa = F[0]!;
    const fb = F[1]!;
    const fcx = F[2]!;
    const fcy = F[3]!;
    const fpc = F[4]!;
    let changed = false;
    if (stuckI) {
      const f = Math.sqrt(fa * fa + fb * fb);
      if (f > muI) {
        stuckI = false;
        dIa = -fa / f;
        dIb = -fb / f;
        changed = true;
      }
    }
    if (onCloth && stuckC) {
      const f = Math.sqrt(fcx * fcx + fcy * fcy);
      if (f > muC * fpc) {
        stuckC = false;
        dCx = -fcx / f;
        dCy = -fcy / f;
        changed = true;
      }
    }
    if (onCloth && fpc < 0) {
      onCloth = false;
      changed = true;
    }
    if (!changed) return;
  }
  friction(Y0);
}

/** Which slipping contact the step from stepLimit() may bring to a stop (0: none, 1: I, 2: C). */
let stopping = 0;

/**
 * The step length at Y0 (F holding its friction): at most h, shorter where a slip turns fast or
 * is about to stop.
 */
function stepLimit(h: number): number {
  const fa = F[0]!;
  const fb = F[1]!;
  const fcx = F[2]!;
  const fcy = F[3]!;
  const fpc = F[4]!;
  let best = h;
  stopping = 0;
  if (!stuckI) {
    // The slips at Y0, as friction(Y0) found them.
    const u1 = F[5]!;
    const u2 = F[6]!;
    const u = F[7]!;
    if (u > eps) {
      const d1 = 3.5 * fa + q * fcy;
      const d2 = 3.5 * fb + (sn - 2.5) * fcx + co * (onCloth ? fpc : 0);
      const turn = Math.abs(u1 * d2 - u2 * d1) / u;
      if (turn * best > turnLimit * u) best = (turnLimit * u) / turn;
      const rate = (u1 * d1 + u2 * d2) / u;
      if (rate < 0 && u < -rate * best) {
        best = u / -rate;
        stopping = 1;
      }
    } else if (RELEASED * h < best) best = RELEASED * h;
  }
  if (onCloth && !stuckC) {
    const ux = F[8]!;
    const uy = F[9]!;
    const u = F[10]!;
    if (u > eps) {
      const dx = co + (sn - 2.5) * fb + 3.5 * fcx;
      const dy = q * fa + 3.5 * fcy;
      const turn = Math.abs(ux * dy - uy * dx) / u;
      if (turn * best > turnLimit * u) {
        best = (turnLimit * u) / turn;
        stopping = 0;
      }
      const rate = (ux * dx + uy * dy) / u;
      if (rate < 0 && u < -rate * best) {
        best = u / -rate;
        stopping = 2;
      }
    } else if (RELEASED * h < best) {
      best = RELEASED * h;
      stopping = 0;
    }
  }
  return best;
}

// The resolution's limits for the impact under way (absolute where they scale with its speed).
let turnLimit = 0;
let snapBelow = 0;
let snapImpulse = 0;

/**
 * The friction impulse that brings I's slip at Y to zero at once, the other contact in its mode
 * (sticking: its friction follows; slipping on the cloth: its friction follows the cloth load),
 * added to Y. Returns the impulse's size at I.
 */
function impulseStoppingI(y: Float64Array): number {
  const s = sn;
  const k = co;
  const u1 = slipI1(y);
  const u2 = slipI2(y);
  let A: number;
  let B: number;
  let cx = 0;
  let cy = 0;
  if (!onCloth) {
    A = -u1 / 3.5;
    B = -u2 / 3.5;
  } else if (stuckC) {
    A = -u1 / (3.5 - (q * q) / 3.5);
    B = -u2 / (3.5 - k * k - ((s - 2.5) * (s - 2.5)) / 3.5);
    cx = (-(s - 2.5) * B) / 3.5;
    cy = (-q * A) / 3.5;
  } else {
    const ux = slipCx(y);
    const uy = slipCy(y);
    const u = norm(ux, uy);
    const ex = u > eps ? ux / u : dCx;
    const ey = u > eps ? uy / u : dCy;
    B = -u2 / (3.5 - k * k + (s - 2.5) * muC * k * ex);
    cx = muC * B * k * ex;
    cy = muC * B * k * ey;
    A = (-u1 - q * cy) / 3.5;
  }
  applyImpulse(y, A, B, cx, cy);
  return norm(A, B);
}

/** As impulseStoppingI, at C. Returns the impulse's size at C. */
function impulseStoppingC(y: Float64Array): number {
  const s = sn;
  const k = co;
  const ux = slipCx(y);
  const uy = slipCy(y);
  let A = 0;
  let B = 0;
  let cx: number;
  let cy: number;
  if (stuckI) {
    cy = -uy / (3.5 - (q * q) / 3.5);
    cx = -ux / (3.5 - ((s - 2.5) * (s - 2.5)) / (3.5 - k * k));
    A = (-q * cy) / 3.5;
    B = (-(s - 2.5) * cx) / (3.5 - k * k);
  } else {
    cx = -ux / 3.5;
    cy = -uy / 3.5;
  }
  applyImpulse(y, A, B, cx, cy);
  return norm(cx, cy);
}

/** Friction impulses (A, B) at I and (cx, cy) at C into y, with the cloth load they change. */
function applyImpulse(y: Float64Array, A: number, B: number, cx: number, cy: number): void {
  y[0] = y[0]! + B * sn + cx;
  y[1] = y[1]! + A + cy;
  y[2] = y[2]! + B * co - (onCloth ? B * co : 0);
  y[3] = y[3]! + kap * (cy - sn * A);
  y[4] = y[4]! + kap * (B - cx);
  y[5] = y[5]! - kap * co * A;
}

/**
 * Sticks contact `which` (1: I, 2: C) at Y with the impulse that stops its slip, if friction
 * can then hold it (the friction it needs inside its cone, with room for the stretch of
 * slipping it replaces, no more than snapImpulse); otherwise leaves Y and the modes as they were.
 */
function trySnap(which: 1 | 2): boolean {
  const y = T;
  y.set(Y);
  const J = which === 1 ? impulseStoppingI(y) : impulseStoppingC(y);
  if (which === 1) stuckI = true;
  else stuckC = true;
  friction(y);
  let ok = true;
  if (onCloth && F[4]! < 0) ok = false;
  const fI = norm(F[0]!, F[1]!);
  const fC = norm(F[2]!, F[3]!);
  if (stuckI && fI > muI) ok = false;
  if (onCloth && stuckC && fC > muC * F[4]!) ok = false;
  if (ok) {
    const room = which === 1 ? muI - fI : muC * F[4]! - fC;
    if (J > room * snapImpulse) ok = false;
  }
  if (!ok) {
    if (which === 1) stuckI = false;
    else stuckC = false;
    return false;
  }
  Y.set(y);
  return true;
}

/** Accepts Y as the new Y0, sticking any slip that has (all but) gone. */
function accept(stickBelow: number): void {
  if (!stuckI && norm(slipI1(Y), slipI2(Y)) <= snapBelow) trySnap(1);
  if (onCloth && !stuckC && norm(slipCx(Y), slipCy(Y)) <= snapBelow) trySnap(2);
  if (!stuckI && norm(slipI1(Y), slipI2(Y)) <= stickBelow) stuckI = true;
  if (onCloth && !stuckC && norm(slipCx(Y), slipCy(Y)) <= stickBelow) stuckC = true;
  const y = Y;
  const y0 = Y0;
  y0[0] = y[0]!;
  y0[1] = y[1]!;
  y0[2] = y[2]!;
  y0[3] = y[3]!;
  y0[4] = y[4]!;
  y0[5] = y[5]!;
  y0[6] = y[6]!;
}

/**
 * How far a sticking contact's friction is inside its cone at Y (F holding it), the cloth load
 * too while on the cloth: < 0 inside, > 0 when a contact must slip or the ball lift.
 * Uses F as it stands (friction at Y0 in the current modes) when called before a step.
 */
function holdLeftFromF(): number {
  let g = Number.NEGATIVE_INFINITY;
  if (stuckI) g = norm(F[0]!, F[1]!) - muI;
  if (onCloth) {
    if (stuckC) g = Math.max(g, norm(F[2]!, F[3]!) - muC * F[4]!);
    g = Math.max(g, -F[4]!);
  }
  return g;
}

/** holdLeftFromF at Y. */
function holdLeft(): number {
  friction(Y);
  return holdLeftFromF();
}

/**
 * A step of length h from Y0 took a sticking contact out of its cone (or the ball off the
 * cloth), which the modes, fixed over a step, do not see: steps instead to just past where it
 * happened (found by the secant, kept bracketed), so that the next step starts in the right
 * mode. g0 < 0 is holdLeft at Y0.
 */
function stepToRelease(h: number, g0: number): void {
  let lo = 0;
  let glo = g0;
  let hi = h;
  let ghi = holdLeft();
  for (let it = 0; it < 6 && ghi > RELEASE_TOL; it++) {
    const t = lo + ((hi - lo) * -glo) / (ghi - glo);
    step(t);
    const g = holdLeft();
    if (g > 0) {
      hi = t;
      ghi = g;
    } else {
      lo = t;
      glo = g;
    }
  }
  step(hi);
}

/** The phase's end condition at y: > 0 before it, ≤ 0 at or past it. */
const phaseLeft = (y: Float64Array, target: number): number => (phase === 1 ? approach(y) : target - y[6]!);

/**
 * Where f crosses zero on (0, h], f > 0 at 0 with slope d0 there and f1 ≤ 0 at h: the root of
 * the parabola through those, or the secant's when the parabola has none inside.
 */
function firstGuess(f0: number, d0: number, f1: number, h: number): number {
  const secant = (f0 * h) / (f0 - f1);
  const alpha = (f1 - f0 - d0 * h) / (h * h);
  // α·t² + d0·t + f0 = 0, the cancellation-free way round; the root nearer zero.
  const disc = d0 * d0 - 4 * alpha * f0;
  if (!(disc >= 0)) return secant;
  const qq = d0 >= 0 ? -0.5 * (d0 + Math.sqrt(disc)) : -0.5 * (d0 - Math.sqrt(disc));
  const r1 = qq !== 0 ? f0 / qq : Number.NaN;
  const r2 = alpha !== 0 ? qq / alpha : Number.NaN;
  let t = Number.POSITIVE_INFINITY;
  if (r1 > 0 && r1 <= h) t = r1;
  if (r2 > 0 && r2 <= h && r2 < t) t = r2;
  return t <= h ? t : secant;
}

/** Integrates both phases from Y0; false if it needed more steps than MAX_STEPS_PER_BASE_STEP allows. */
function integrateAdaptive(e: number, c0: number, resolution: CushionResolution): boolean {
  const h = c0 / resolution.baseSteps;
  const stickBelow = resolution.stick * c0;
  turnLimit = resolution.turn;
  snapBelow = resolution.snap * c0;
  snapImpulse = resolution.snapImpulse * c0;
  let target = 0;
  let retry = 0;
  for (let n = 0; n < MAX_STEPS_PER_BASE_STEP * resolution.baseSteps; n++) {
    updateModes();
    ratesFromFriction(Y0, K1);
    let hs = stepLimit(h);
    const stop = stopping;
    if (retry > 0 && retry < hs) hs = retry;
    const holding = stuckI || stuckC;
    const g0 = holding ? holdLeftFromF() : 0;
    step(hs);
    if (holding && phaseLeft(Y, target) > 0 && holdLeft() > 0) stepToRelease(hs, g0);
    if (phaseLeft(Y, target) <= 0) {
      // The phase's end on the step length. First guess: the parabola through the condition at
      // both ends of the step and its slope at the start (from K1, known at no cost), which
      // saves a step or two over the secant; then Newton for restitution (the work's slope is
      // the separation speed, known at no cost), the secant for compression.
      let h0 = 0;
      let f0 = phaseLeft(Y0, target);
      let h1 = hs;
      let f1 = phaseLeft(Y, target);
      const d0 = phase === 1 ? sn * K1[2]! - co * K1[0]! : -K1[6]!;
      for (let it = 0; it < 5; it++) {
        const slope = phase === -1 && it > 0 ? approach(Y) : (f1 - f0) / (h1 - h0);
        const hh = it === 0 ? firstGuess(f0, d0, f1, hs) : h1 - f1 / slope;
        step(hh);
        const f = phaseLeft(Y, target);
        if (Math.abs(f) <= PHASE_TOL * c0) break;
        h0 = h1;
        f0 = f1;
        h1 = hh;
        f1 = f;
      }
      accept(stickBelow);
      retry = 0;
      if (phase === -1) return true;
      phase = -1;
      target = e * e * Y0[6]!;
      Y0[6] = 0;
      continue;
    }
    if (stop !== 0) {
      // A slip that was to stop this step but came out reversed: the step overshot while its
      // direction swung; halve it.
      const b1 = stop === 1 ? slipI1(Y0) : slipCx(Y0);
      const b2 = stop === 1 ? slipI2(Y0) : slipCy(Y0);
      const a1 = stop === 1 ? slipI1(Y) : slipCx(Y);
      const a2 = stop === 1 ? slipI2(Y) : slipCy(Y);
      if (a1 * b1 + a2 * b2 < 0 && norm(a1, a2) > stickBelow) {
        retry = 0.5 * hs;
        continue;
      }
    }
    retry = 0;
    accept(stickBelow);
  }
  return false;
}

export function mathavan2010(
  ball: BallState,
  normal: Vec2,
  height: number,
  opts: PhysicsOptions,
  resolution: CushionResolution = FAST_CUSHION,
): BallState {
  const p = opts.ball;
  const angle = contactAngle(height, p.radius);
  const nx = normal[0];
  const ny = normal[1];
  const startsOnCloth = isOnSurface(ball);
  const vz = startsOnCloth ? Math.max(ball.v[2], 0) : ball.v[2];
  // Into the cushion frame (a rotation about z).
  Y0[0] = ball.v[0] * nx + ball.v[1] * ny;
  Y0[1] = ball.v[1] * nx - ball.v[0] * ny;
  Y0[2] = vz;
  Y0[3] = ball.w[0] * nx + ball.w[1] * ny;
  Y0[4] = ball.w[1] * nx - ball.w[0] * ny;
  Y0[5] = ball.w[2];
  Y0[6] = 0;
  sn = angle.sin;
  co = angle.cos;
  R = p.radius;
  const c0 = approach(Y0);
  if (!(c0 > 0)) return ball;
  muI = p.fCushion;
  muC = p.muSlide;
  q = 1 - 2.5 * sn;
  kap = 2.5 / R;
  eps = 1e-9 * c0;
  onCloth = startsOnCloth;
  stuckI = norm(slipI1(Y0), slipI2(Y0)) <= eps;
  stuckC = norm(slipCx(Y0), slipCy(Y0)) <= eps;
  dIa = 0;
  dIb = 0;
  dCx = 0;
  dCy = 0;
  phase = 1;
  // The fixed steps also take the degenerate cases: an approach too slow to scale steps by
  // (denormal speeds) and any answer that came out not finite.
  if (!(c0 > MIN_ADAPTIVE_APPROACH && integrateAdaptive(p.eCushion, c0, resolution) && finite(Y0))) {
    const s = new Float64Array([ball.v[0], ball.v[1], vz, ball.w[0], ball.w[1], ball.w[2]]);
    const stayed = integrateFixedSteps(s, co * nx, co * ny, -sn, R, p.eCushion, muI, muC, startsOnCloth, c0);
    const v: Vec3 = [s[0]!, s[1]!, s[2]!];
    const w: Vec3 = [s[3]!, s[4]!, s[5]!];
    return afterImpact({ ...ball, motion: stayed ? ball.motion : "airborne" }, v, w);
  }
  // Back to the table frame.
  const v: Vec3 = [Y0[0]! * nx - Y0[1]! * ny, Y0[0]! * ny + Y0[1]! * nx, Y0[2]!];
  const w: Vec3 = [Y0[3]! * nx - Y0[4]! * ny, Y0[3]! * ny + Y0[4]! * nx, Y0[5]!];
  return afterImpact(onCloth ? ball : { ...ball, motion: "airborne" }, v, w);
}

/**
 * The fallback: fixed explicit steps over the normal impulse at I (per unit mass) through
 * compression and restitution, in the table frame (s holds v, ω and is updated in place);
 * within a step each contact's friction is capped at what stops its slip, so friction never
 * reverses a slip. Returns whether the ball stayed on the cloth.
 */
function integrateFixedSteps(
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
