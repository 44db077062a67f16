/**
 * The adaptive integration of a Mathavan (2010) impact: RK4 steps over the normal impulse,
 * shortened where a slip turns fast or is about to stop, the modes updated between steps, a
 * release found within the step that crosses it, and each phase's end (approach speed zero;
 * restitution work reached) found on the last step's length.
 */

import { accept, holdLeft, holdLeftFromFriction, stepLimit, updateModes } from "./mathavan2010-modes.ts";
import { ratesFromFriction, step } from "./mathavan2010-rates.ts";
import type { CushionResolution } from "./mathavan2010-resolution.ts";
import {
  approach,
  type CushionWorkspace,
  norm,
  slipCx,
  slipCy,
  slipI1,
  slipI2,
} from "./mathavan2010-state.ts";

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

/**
 * A step of length h from w.y0 took a sticking contact out of its cone (or the ball off the
 * cloth), which the modes, fixed over a step, do not see: steps instead to just past where it
 * happened (found by the secant, kept bracketed), so that the next step starts in the right
 * mode. g0 < 0 is holdLeft at w.y0.
 */
function stepToRelease(w: CushionWorkspace, h: number, g0: number): void {
  let lo = 0;
  let glo = g0;
  let hi = h;
  let ghi = holdLeft(w);
  for (let it = 0; it < 6 && ghi > RELEASE_TOL; it++) {
    const t = lo + ((hi - lo) * -glo) / (ghi - glo);
    step(w, t);
    const g = holdLeft(w);
    if (g > 0) {
      hi = t;
      ghi = g;
    } else {
      lo = t;
      glo = g;
    }
  }
  step(w, hi);
}

/** The phase's end condition at y: > 0 before it, ≤ 0 at or past it. */
const phaseLeft = (w: CushionWorkspace, y: Float64Array, target: number): number =>
  w.phase === 1 ? approach(w, y) : target - y[6]!;

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

/** Integrates both phases from w.y0; false if it needed more steps than MAX_STEPS_PER_BASE_STEP allows. */
export function integrateAdaptive(
  w: CushionWorkspace,
  e: number,
  c0: number,
  resolution: CushionResolution,
): boolean {
  const h = c0 / resolution.baseSteps;
  const stickBelow = resolution.stick * c0;
  w.turnLimit = resolution.turn;
  w.snapBelow = resolution.snap * c0;
  w.snapImpulse = resolution.snapImpulse * c0;
  let target = 0;
  let retry = 0;
  for (let n = 0; n < MAX_STEPS_PER_BASE_STEP * resolution.baseSteps; n++) {
    updateModes(w);
    ratesFromFriction(w, w.y0, w.k1);
    let hs = stepLimit(w, h);
    const stop = w.stopping;
    if (retry > 0 && retry < hs) hs = retry;
    const holding = w.stuckI || w.stuckC;
    const g0 = holding ? holdLeftFromFriction(w) : 0;
    step(w, hs);
    if (holding && phaseLeft(w, w.y, target) > 0 && holdLeft(w) > 0) stepToRelease(w, hs, g0);
    if (phaseLeft(w, w.y, target) <= 0) {
      // The phase's end on the step length. First guess: the parabola through the condition at
      // both ends of the step and its slope at the start (from w.k1, known at no cost), which
      // saves a step or two over the secant; then Newton for restitution (the work's slope is
      // the separation speed, known at no cost), the secant for compression.
      let h0 = 0;
      let f0 = phaseLeft(w, w.y0, target);
      let h1 = hs;
      let f1 = phaseLeft(w, w.y, target);
      const d0 = w.phase === 1 ? w.sn * w.k1[2]! - w.co * w.k1[0]! : -w.k1[6]!;
      for (let it = 0; it < 5; it++) {
        const slope = w.phase === -1 && it > 0 ? approach(w, w.y) : (f1 - f0) / (h1 - h0);
        const hh = it === 0 ? firstGuess(f0, d0, f1, hs) : h1 - f1 / slope;
        step(w, hh);
        const f = phaseLeft(w, w.y, target);
        if (Math.abs(f) <= PHASE_TOL * c0) break;
        h0 = h1;
        f0 = f1;
        h1 = hh;
        f1 = f;
      }
      accept(w, stickBelow);
      retry = 0;
      if (w.phase === -1) return true;
      w.phase = -1;
      target = e * e * w.y0[6]!;
      w.y0[6] = 0;
      continue;
    }
    if (stop !== 0) {
      // A slip that was to stop this step but came out reversed: the step overshot while its
      // direction swung; halve it.
      const b1 = stop === 1 ? slipI1(w, w.y0) : slipCx(w, w.y0);
      const b2 = stop === 1 ? slipI2(w, w.y0) : slipCy(w, w.y0);
      const a1 = stop === 1 ? slipI1(w, w.y) : slipCx(w, w.y);
      const a2 = stop === 1 ? slipI2(w, w.y) : slipCy(w, w.y);
      if (a1 * b1 + a2 * b2 < 0 && norm(a1, a2) > stickBelow) {
        retry = 0.5 * hs;
        continue;
      }
    }
    retry = 0;
    accept(w, stickBelow);
  }
  return false;
}
