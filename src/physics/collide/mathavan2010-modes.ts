/**
 * The contacts' modes during a Mathavan (2010) impact: each contact slips or sticks, and the ball
 * sits on the cloth or has lifted off it. A sticking contact is released when the friction it
 * needs leaves its cone; a slip that has (all but) stopped sticks, at once if friction can hold
 * it (snapping: the impulse that stops it applied then). The step length each step may take
 * follows from the modes too: shorter where a slip turns fast or is about to stop.
 */
import { friction } from "./mathavan2010-rates.ts";
import { type CushionWorkspace, norm, slipCx, slipCy, slipI1, slipI2 } from "./mathavan2010-state.ts";

/**
 * The first step of a slip that has just begun (a contact released): its direction has yet to
 * settle, and the turn limit cannot see a zero slip turn.
 */
const RELEASED = 1 / 64;

/**
 * Unsticks a contact whose needed friction left its cone; lifts off when the cloth would pull.
 * Leaves w.f at w.y0 in the resulting modes.
 */
export function updateModes(w: CushionWorkspace): void {
  for (let iter = 0; iter < 4; iter++) {
    friction(w, w.y0);
    const fa = w.f[0]!;
    const fb = w.f[1]!;
    const fcx = w.f[2]!;
    const fcy = w.f[3]!;
    const fpc = w.f[4]!;
    let changed = false;
    if (w.stuckI) {
      const f = Math.sqrt(fa * fa + fb * fb);
      if (f > w.muI) {
        w.stuckI = false;
        w.dIa = -fa / f;
        w.dIb = -fb / f;
        changed = true;
      }
    }
    if (w.onCloth && w.stuckC) {
      const f = Math.sqrt(fcx * fcx + fcy * fcy);
      if (f > w.muC * fpc) {
        w.stuckC = false;
        w.dCx = -fcx / f;
        w.dCy = -fcy / f;
        changed = true;
      }
    }
    if (w.onCloth && fpc < 0) {
      w.onCloth = false;
      changed = true;
    }
    if (!changed) return;
  }
  friction(w, w.y0);
}

/**
 * The step length at w.y0 (w.f holding its friction): at most h, shorter where a slip turns fast or
 * is about to stop.
 */
export function stepLimit(w: CushionWorkspace, h: number): number {
  const f = w.f;
  const fa = f[0]!;
  const fb = f[1]!;
  const fcx = f[2]!;
  const fcy = f[3]!;
  const fpc = f[4]!;
  let best = h;
  w.stopping = 0;
  if (!w.stuckI) {
    // The slips at w.y0, as friction(w.y0) found them.
    const u1 = f[5]!;
    const u2 = f[6]!;
    const u = f[7]!;
    if (u > w.eps) {
      const d1 = 3.5 * fa + w.q * fcy;
      const d2 = 3.5 * fb + (w.sn - 2.5) * fcx + w.co * (w.onCloth ? fpc : 0);
      const turn = Math.abs(u1 * d2 - u2 * d1) / u;
      if (turn * best > w.turnLimit * u) best = (w.turnLimit * u) / turn;
      const rate = (u1 * d1 + u2 * d2) / u;
      if (rate < 0 && u < -rate * best) {
        best = u / -rate;
        w.stopping = 1;
      }
    } else if (RELEASED * h < best) best = RELEASED * h;
  }
  if (w.onCloth && !w.stuckC) {
    const ux = f[8]!;
    const uy = f[9]!;
    const u = f[10]!;
    if (u > w.eps) {
      const dx = w.co + (w.sn - 2.5) * fb + 3.5 * fcx;
      const dy = w.q * fa + 3.5 * fcy;
      const turn = Math.abs(ux * dy - uy * dx) / u;
      if (turn * best > w.turnLimit * u) {
        best = (w.turnLimit * u) / turn;
        w.stopping = 0;
      }
      const rate = (ux * dx + uy * dy) / u;
      if (rate < 0 && u < -rate * best) {
        best = u / -rate;
        w.stopping = 2;
      }
    } else if (RELEASED * h < best) {
      best = RELEASED * h;
      w.stopping = 0;
    }
  }
  return best;
}

/**
 * The friction impulse that brings I's slip at y to zero at once, the other contact in its mode
 * (sticking: its friction follows; slipping on the cloth: its friction follows the cloth load),
 * added to y. Returns the impulse's size at I.
 */
function impulseStoppingI(w: CushionWorkspace, y: Float64Array): number {
  const s = w.sn;
  const k = w.co;
  const u1 = slipI1(w, y);
  const u2 = slipI2(w, y);
  let A: number;
  let B: number;
  let cx = 0;
  let cy = 0;
  if (!w.onCloth) {
    A = -u1 / 3.5;
    B = -u2 / 3.5;
  } else if (w.stuckC) {
    A = -u1 / (3.5 - (w.q * w.q) / 3.5);
    B = -u2 / (3.5 - k * k - ((s - 2.5) * (s - 2.5)) / 3.5);
    cx = (-(s - 2.5) * B) / 3.5;
    cy = (-w.q * A) / 3.5;
  } else {
    const ux = slipCx(w, y);
    const uy = slipCy(w, y);
    const u = norm(ux, uy);
    const ex = u > w.eps ? ux / u : w.dCx;
    const ey = u > w.eps ? uy / u : w.dCy;
    B = -u2 / (3.5 - k * k + (s - 2.5) * w.muC * k * ex);
    cx = w.muC * B * k * ex;
    cy = w.muC * B * k * ey;
    A = (-u1 - w.q * cy) / 3.5;
  }
  applyImpulse(w, y, A, B, cx, cy);
  return norm(A, B);
}

/** As impulseStoppingI, at C. Returns the impulse's size at C. */
function impulseStoppingC(w: CushionWorkspace, y: Float64Array): number {
  const s = w.sn;
  const k = w.co;
  const ux = slipCx(w, y);
  const uy = slipCy(w, y);
  let A = 0;
  let B = 0;
  let cx: number;
  let cy: number;
  if (w.stuckI) {
    cy = -uy / (3.5 - (w.q * w.q) / 3.5);
    cx = -ux / (3.5 - ((s - 2.5) * (s - 2.5)) / (3.5 - k * k));
    A = (-w.q * cy) / 3.5;
    B = (-(s - 2.5) * cx) / (3.5 - k * k);
  } else {
    cx = -ux / 3.5;
    cy = -uy / 3.5;
  }
  applyImpulse(w, y, A, B, cx, cy);
  return norm(cx, cy);
}

/** Friction impulses (A, B) at I and (cx, cy) at C into y, with the cloth load they change. */
function applyImpulse(
  w: CushionWorkspace,
  y: Float64Array,
  A: number,
  B: number,
  cx: number,
  cy: number,
): void {
  y[0] = y[0]! + B * w.sn + cx;
  y[1] = y[1]! + A + cy;
  y[2] = y[2]! + B * w.co - (w.onCloth ? B * w.co : 0);
  y[3] = y[3]! + w.kap * (cy - w.sn * A);
  y[4] = y[4]! + w.kap * (B - cx);
  y[5] = y[5]! - w.kap * w.co * A;
}

/**
 * Sticks contact `which` (1: I, 2: C) at w.y with the impulse that stops its slip, if friction
 * can then hold it (the friction it needs inside its cone, with room for the stretch of
 * slipping it replaces, no more than snapImpulse); otherwise leaves w.y and the modes as they were.
 */
function trySnap(w: CushionWorkspace, which: 1 | 2): boolean {
  const f = w.f;
  const y = w.t;
  y.set(w.y);
  const J = which === 1 ? impulseStoppingI(w, y) : impulseStoppingC(w, y);
  if (which === 1) w.stuckI = true;
  else w.stuckC = true;
  friction(w, y);
  let ok = true;
  if (w.onCloth && f[4]! < 0) ok = false;
  const fI = norm(f[0]!, f[1]!);
  const fC = norm(f[2]!, f[3]!);
  if (w.stuckI && fI > w.muI) ok = false;
  if (w.onCloth && w.stuckC && fC > w.muC * f[4]!) ok = false;
  if (ok) {
    const room = which === 1 ? w.muI - fI : w.muC * f[4]! - fC;
    if (J > room * w.snapImpulse) ok = false;
  }
  if (!ok) {
    if (which === 1) w.stuckI = false;
    else w.stuckC = false;
    return false;
  }
  w.y.set(y);
  return true;
}

/** Accepts w.y as the new w.y0, sticking any slip that has (all but) gone. */
export function accept(w: CushionWorkspace, stickBelow: number): void {
  if (!w.stuckI && norm(slipI1(w, w.y), slipI2(w, w.y)) <= w.snapBelow) trySnap(w, 1);
  if (w.onCloth && !w.stuckC && norm(slipCx(w, w.y), slipCy(w, w.y)) <= w.snapBelow) trySnap(w, 2);
  if (!w.stuckI && norm(slipI1(w, w.y), slipI2(w, w.y)) <= stickBelow) w.stuckI = true;
  if (w.onCloth && !w.stuckC && norm(slipCx(w, w.y), slipCy(w, w.y)) <= stickBelow) w.stuckC = true;
  const y = w.y;
  const y0 = w.y0;
  y0[0] = y[0]!;
  y0[1] = y[1]!;
  y0[2] = y[2]!;
  y0[3] = y[3]!;
  y0[4] = y[4]!;
  y0[5] = y[5]!;
  y0[6] = y[6]!;
}

/**
 * How far a sticking contact's friction is inside its cone at w.y (w.f holding it), the cloth load
 * too while on the cloth: < 0 inside, > 0 when a contact must slip or the ball lift.
 * Uses w.f as it stands (friction at w.y0 in the current modes) when called before a step.
 */
export function holdLeftFromFriction(w: CushionWorkspace): number {
  const f = w.f;
  let g = Number.NEGATIVE_INFINITY;
  if (w.stuckI) g = norm(f[0]!, f[1]!) - w.muI;
  if (w.onCloth) {
    if (w.stuckC) g = Math.max(g, norm(f[2]!, f[3]!) - w.muC * f[4]!);
    g = Math.max(g, -f[4]!);
  }
  return g;
}

/** holdLeftFromFriction at w.y. */
export function holdLeft(w: CushionWorkspace): number {
  friction(w, w.y);
  return holdLeftFromFriction(w);
}
