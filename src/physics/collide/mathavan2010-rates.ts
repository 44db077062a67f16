/**
 * The Mathavan (2010) impact's rates of change per unit of normal impulse P, in the contacts'
 * current modes (the friction each contact takes: slipping, μ·load against the slip; sticking,
 * the friction that keeps its slip at zero), and the classical RK4 step over P that follows them.
 * Every function takes the impact's workspace (mathavan2010-state.ts) as its first argument.
 */
import { approach, type CushionWorkspace } from "./mathavan2010-state.ts";

/** The friction rates at state y in the current modes, into w.f. */
export function friction(w: CushionWorkspace, y: Float64Array): void {
  const f = w.f;
  const s = w.sn;
  const k = w.co;
  const r = w.R;
  let a = 0;
  let b = 0;
  if (!w.stuckI) {
    const u1 = y[1]! - r * (k * y[5]! + s * y[3]!);
    const u2 = s * y[0]! + k * y[2]! + r * y[4]!;
    const u = Math.sqrt(u1 * u1 + u2 * u2);
    f[5] = u1;
    f[6] = u2;
    f[7] = u;
    if (u > w.eps) {
      const m = -w.muI / u;
      a = m * u1;
      b = m * u2;
    } else {
      a = -w.muI * w.dIa;
      b = -w.muI * w.dIb;
    }
  }
  if (!w.onCloth) {
    // In the air nothing but friction at I changes that slip: sticking needs none.
    f[0] = w.stuckI ? 0 : a;
    f[1] = w.stuckI ? 0 : b;
    f[2] = 0;
    f[3] = 0;
    f[4] = 0;
    return;
  }
  let ex = 0;
  let ey = 0;
  if (!w.stuckC) {
    const ux = y[0]! - r * y[4]!;
    const uy = y[1]! + r * y[3]!;
    const u = Math.sqrt(ux * ux + uy * uy);
    f[8] = ux;
    f[9] = uy;
    f[10] = u;
    if (u > w.eps) {
      const m = 1 / u;
      ex = ux * m;
      ey = uy * m;
    } else {
      ex = w.dCx;
      ey = w.dCy;
    }
  }
  let cx = 0;
  let cy = 0;
  if (w.stuckI && w.stuckC) {
    // a = cy = 0; (3.5 − k²)·b + (s − 2.5)·cx = −k·s and (s − 2.5)·b + 3.5·cx = −k.
    const m11 = 3.5 - k * k;
    const m12 = s - 2.5;
    const det = m11 * 3.5 - m12 * m12;
    a = 0;
    b = (-k * s * 3.5 + k * m12) / det;
    cx = (-k * m11 + k * s * m12) / det;
  } else if (w.stuckI) {
    // C slips: (cx, cy) = −μ_s·(s − b·k)·ê; solve I's second slip rate for b, the first for a.
    const g = (s - 2.5) * w.muC * ex;
    b = (-k * s + g * s) / (3.5 - k * k + g * k);
    const pc = s - b * k;
    cx = -w.muC * pc * ex;
    cy = -w.muC * pc * ey;
    a = (-w.q * cy) / 3.5;
  } else if (w.stuckC) {
    cx = -(k + (s - 2.5) * b) / 3.5;
    cy = (-w.q * a) / 3.5;
  } else {
    const m = -w.muC * (s - b * k);
    cx = m * ex;
    cy = m * ey;
  }
  f[0] = a;
  f[1] = b;
  f[2] = cx;
  f[3] = cy;
  f[4] = s - b * k;
}

/** dy/dP at state y. */
function rates(w: CushionWorkspace, y: Float64Array, out: Float64Array): void {
  friction(w, y);
  ratesFromFriction(w, y, out);
}

/** dy/dP at state y, w.f holding its friction. */
export function ratesFromFriction(w: CushionWorkspace, y: Float64Array, out: Float64Array): void {
  const f = w.f;
  const fa = f[0]!;
  const fb = f[1]!;
  const fcx = f[2]!;
  const fcy = f[3]!;
  const fpc = f[4]!;
  out[0] = w.co + fb * w.sn + fcx;
  out[1] = fa + fcy;
  out[2] = -w.sn + fb * w.co + fpc * (w.onCloth ? 1 : 0);
  out[3] = w.kap * (fcy - w.sn * fa);
  out[4] = w.kap * (fb - fcx);
  out[5] = -w.kap * w.co * fa;
  out[6] = w.phase * approach(w, y);
}

/**
 * rates() in the common mode, both contacts slipping on the cloth, written out so that it is
 * small enough to be inlined into step(): the same arithmetic, so the same bits.
 */
function ratesBothSlipping(w: CushionWorkspace, y: Float64Array, out: Float64Array): void {
  const y0 = y[0]!;
  const y1 = y[1]!;
  const y2 = y[2]!;
  const y3 = y[3]!;
  const y4 = y[4]!;
  const y5 = y[5]!;
  const s = w.sn;
  const k = w.co;
  const r = w.R;
  const u1 = y1 - r * (k * y5 + s * y3);
  const u2 = s * y0 + k * y2 + r * y4;
  const uI = Math.sqrt(u1 * u1 + u2 * u2);
  let a: number;
  let b: number;
  if (uI > w.eps) {
    const m = -w.muI / uI;
    a = m * u1;
    b = m * u2;
  } else {
    a = -w.muI * w.dIa;
    b = -w.muI * w.dIb;
  }
  const ux = y0 - r * y4;
  const uy = y1 + r * y3;
  const uC = Math.sqrt(ux * ux + uy * uy);
  let ex: number;
  let ey: number;
  if (uC > w.eps) {
    const m = 1 / uC;
    ex = ux * m;
    ey = uy * m;
  } else {
    ex = w.dCx;
    ey = w.dCy;
  }
  const m = -w.muC * (s - b * k);
  const cx = m * ex;
  const cy = m * ey;
  const pc = s - b * k;
  out[0] = k + b * s + cx;
  out[1] = a + cy;
  out[2] = -s + b * k + pc * 1;
  out[3] = w.kap * (cy - s * a);
  out[4] = w.kap * (b - cx);
  out[5] = -w.kap * k * a;
  out[6] = w.phase * (s * y2 - k * y0);
}

/** One RK4 step of length h from w.y0 into w.y, the modes held fixed; w.k1 holds the rates at w.y0. */
export function step(w: CushionWorkspace, h: number): void {
  const bothSlipping = w.onCloth && !w.stuckI && !w.stuckC;
  // Unrolled: loops over these short arrays cost more than the arithmetic in them.
  const y0 = w.y0;
  const t = w.t;
  const k1 = w.k1;
  const k2 = w.k2;
  const k3 = w.k3;
  const k4 = w.k4;
  const hh = 0.5 * h;
  t[0] = y0[0]! + hh * k1[0]!;
  t[1] = y0[1]! + hh * k1[1]!;
  t[2] = y0[2]! + hh * k1[2]!;
  t[3] = y0[3]! + hh * k1[3]!;
  t[4] = y0[4]! + hh * k1[4]!;
  t[5] = y0[5]! + hh * k1[5]!;
  t[6] = y0[6]! + hh * k1[6]!;
  if (bothSlipping) ratesBothSlipping(w, t, k2);
  else rates(w, t, k2);
  t[0] = y0[0]! + hh * k2[0]!;
  t[1] = y0[1]! + hh * k2[1]!;
  t[2] = y0[2]! + hh * k2[2]!;
  t[3] = y0[3]! + hh * k2[3]!;
  t[4] = y0[4]! + hh * k2[4]!;
  t[5] = y0[5]! + hh * k2[5]!;
  t[6] = y0[6]! + hh * k2[6]!;
  if (bothSlipping) ratesBothSlipping(w, t, k3);
  else rates(w, t, k3);
  t[0] = y0[0]! + h * k3[0]!;
  t[1] = y0[1]! + h * k3[1]!;
  t[2] = y0[2]! + h * k3[2]!;
  t[3] = y0[3]! + h * k3[3]!;
  t[4] = y0[4]! + h * k3[4]!;
  t[5] = y0[5]! + h * k3[5]!;
  t[6] = y0[6]! + h * k3[6]!;
  if (bothSlipping) ratesBothSlipping(w, t, k4);
  else rates(w, t, k4);
  const h6 = h / 6;
  const y = w.y;
  y[0] = y0[0]! + h6 * (k1[0]! + 2 * (k2[0]! + k3[0]!) + k4[0]!);
  y[1] = y0[1]! + h6 * (k1[1]! + 2 * (k2[1]! + k3[1]!) + k4[1]!);
  y[2] = y0[2]! + h6 * (k1[2]! + 2 * (k2[2]! + k3[2]!) + k4[2]!);
  y[3] = y0[3]! + h6 * (k1[3]! + 2 * (k2[3]! + k3[3]!) + k4[3]!);
  y[4] = y0[4]! + h6 * (k1[4]! + 2 * (k2[4]! + k3[4]!) + k4[4]!);
  y[5] = y0[5]! + h6 * (k1[5]! + 2 * (k2[5]! + k3[5]!) + k4[5]!);
  y[6] = y0[6]! + h6 * (k1[6]! + 2 * (k2[6]! + k3[6]!) + k4[6]!);
}
