/**
 * Event times as the first entry of a polynomial (degree ≤ 4) into the region p(t) ≤ 0.
 *
 * Every contact test in the engine is written as a "gap" polynomial: positive while apart,
 * zero at contact. Instead of a closed-form quartic (Ferrari's formulas lose digits exactly at
 * grazes and frozen contacts), the interval [0, T] is cut at the roots of p' into pieces where
 * p is monotone; p' in turn is cut at the roots of p'' (a quadratic, solved in closed form).
 * Each piece then holds at most one root, found by Newton steps kept inside a bisection
 * bracket. This finds a graze whenever the minimum of p is ≤ 0, never tunnels, handles any
 * vanishing leading coefficient, and uses only + − × ÷ and sqrt (correctly rounded in every JS
 * engine), so the same inputs give the same times bit for bit in Node and in browsers.
 */

const MAX_ITER = 200;

/** p(t) by Horner's rule. */
export function evalPoly(c0: number, c1: number, c2: number, c3: number, c4: number, t: number): number {
  return c0 + t * (c1 + t * (c2 + t * (c3 + t * c4)));
}

/**
 * Roots of a·t² + b·t + c in (lo, hi), ascending, written into out[]; returns how many.
 * Uses the cancellation-free form q = −(b + sign(b)·√Δ)/2, roots q/a and c/q.
 */
export function quadraticRootsIn(
  a: number,
  b: number,
  c: number,
  lo: number,
  hi: number,
  out: number[],
): number {
  let n = 0;
  let r1 = Number.NaN;
  let r2 = Number.NaN;
  if (a === 0) {
    if (b !== 0) r1 = -c / b;
  } else {
    const disc = b * b - 4 * a * c;
    if (disc < 0) return 0;
    const s = Math.sqrt(disc);
    const q = b >= 0 ? -0.5 * (b + s) : -0.5 * (b - s);
    if (q === 0) {
      r1 = 0;
    } else {
      r1 = q / a;
      r2 = c / q;
    }
  }
  if (r2 < r1) {
    const tmp = r1;
    r1 = r2;
    r2 = tmp;
  }
  if (r1 > lo && r1 < hi) out[n++] = r1;
  if (r2 > lo && r2 < hi && r2 !== r1) out[n++] = r2;
  return n;
}

/**
 * The root of f in [a, b] where f(a) and f(b) have opposite signs (or one is 0), f given by
 * coefficients up to degree 3 with derivative df. Returns the end of the bracket on the
 * side where f has the sign of f(b) so callers get a point already "in contact".
 */
function bracketedRoot(
  c0: number,
  c1: number,
  c2: number,
  c3: number,
  c4: number,
  a: number,
  b: number,
  fa: number,
  fb: number,
): number {
  let lo = a;
  let hi = b;
  const rising = fa < 0;
  // Start from the secant through the ends: near the root on any smooth piece.
  let t = a - (fa * (b - a)) / (fb - fa);
  if (!(t > lo && t < hi)) t = 0.5 * (lo + hi);
  for (let i = 0; i < MAX_ITER; i++) {
    const f = evalPoly(c0, c1, c2, c3, c4, t);
    if (f === 0) return t;
    if (f < 0 === rising) lo = t;
    else hi = t;
    if (hi - lo <= 4e-16 * (Math.abs(lo) + Math.abs(hi)) + 1e-300) break;
    const df = c1 + t * (2 * c2 + t * (3 * c3 + t * 4 * c4));
    let next = df !== 0 ? t - f / df : Number.NaN;
    // A Newton step that has converged probes just past the root, so the bracket closes
    // from both sides; one that leaves the bracket is replaced by bisection.
    const tiny = 2e-16 * (Math.abs(t) + 1e-300);
    if (Math.abs(next - t) <= tiny) next = t + (t === lo ? tiny : -tiny);
    if (!(next > lo && next < hi)) next = 0.5 * (lo + hi);
    t = next;
  }
  return hi;
}

/** Scratch space, reused: the engine is single-threaded and these calls do not nest. */
const crit2: number[] = [0, 0];
const crit1: number[] = [0, 0, 0];
const knots: number[] = [0, 0, 0, 0, 0];

/**
 * The roots of p'(t) = c1 + 2c2 t + 3c3 t² + 4c4 t³ inside (0, T), ascending, into out.
 */
function criticalPoints(c1: number, c2: number, c3: number, c4: number, T: number, out: number[]): number {
  // p'' = 2c2 + 6c3 t + 12c4 t²: its roots cut [0, T] into pieces where p' is monotone.
  const m = quadraticRootsIn(12 * c4, 6 * c3, 2 * c2, 0, T, crit2);
  let n = 0;
  let a = 0;
  let fa = c1;
  for (let k = 0; k <= m; k++) {
    const b = k < m ? crit2[k]! : T;
    const fb = c1 + b * (2 * c2 + b * (3 * c3 + b * 4 * c4));
    if ((fa < 0 && fb > 0) || (fa > 0 && fb < 0)) {
      out[n++] = bracketedRoot(c1, 2 * c2, 3 * c3, 4 * c4, 0, a, b, fa, fb);
    } else if (fb === 0 && b < T) {
      out[n++] = b;
    }
    a = b;
    fa = fb;
  }
  return n;
}

/**
 * The first time t in [0, T] at which p(t) = c0 + c1 t + … + c4 t⁴ enters p ≤ 0 while
 * decreasing, or Infinity. At t = 0 a touching start (−startTol ≤ p(0) ≤ 0) counts only when
 * approaching (p'(0) < −approachEps); touching but not approaching, the contact comes when
 * p sinks to −startTol/2 (or −0.9·startTol when already past that); a deeper start (behind a
 * cushion line, say) is skipped until p leaves p ≤ 0.
 */
export function firstEntry(
  c0: number,
  c1: number,
  c2: number,
  c3: number,
  c4: number,
  T: number,
  startTol: number,
  approachEps: number,
): number {
  if (c0 <= 0 && c0 >= -startTol && startTol > 0) {
    if (c1 < -approachEps) return 0;
    // Touching but not (yet) approaching, e.g. two frozen balls one of which is spinning into
    // the other: a contact now would do nothing and recur forever, none at all would let them
    // sink through each other. The contact comes when the overlap deepens to the next level
    // (half the tolerance, then 90 %), by then with a real approach speed to act on.
    const level = c0 > -0.5 * startTol ? 0.5 * startTol : c0 > -0.9 * startTol ? 0.9 * startTol : startTol;
    if (c0 + level <= 0) return c1 < 0 ? 0 : firstEntry(c0 + level, c1, c2, c3, c4, T, 0, 0);
    return firstEntry(c0 + level, c1, c2, c3, c4, T, 0, 0);
  }
  if (!(T > 0)) return Number.POSITIVE_INFINITY;
  if (c4 === 0 && c3 === 0 && c0 > 0 && quadraticStaysPositive(c0, c1, c2, T))
    return Number.POSITIVE_INFINITY;
  const nk = criticalPoints(c1, c2, c3, c4, T, crit1);
  let m = 0;
  for (let k = 0; k < nk; k++) knots[m++] = crit1[k]!;
  knots[m++] = T;
  let a = 0;
  let pa = c0;
  for (let k = 0; k < m; k++) {
    const b = knots[k]!;
    const pb = evalPoly(c0, c1, c2, c3, c4, b);
    if (pa > 0 && pb <= 0) return bracketedRoot(c0, c1, c2, c3, c4, a, b, pa, pb);
    a = b;
    pa = pb;
  }
  return Number.POSITIVE_INFINITY;
}

/**
 * Whether c0 + c1·t + c2·t² (c0 > 0) stays above zero on [0, T] (T finite) by far more than
 * its rounding, from its values at T and at the vertex: then firstEntry's search, which
 * evaluates it at those points, cannot find an entry either, so skipping it changes no bit.
 * Most straight-cushion tests end here (a path near a cushion that stops or turns short).
 */
function quadraticStaysPositive(c0: number, c1: number, c2: number, T: number): boolean {
  if (T === Number.POSITIVE_INFINITY) return false;
  const margin = 1e-12 * (c0 + Math.abs(c1) * T + Math.abs(c2) * T * T);
  if (!(c0 + T * (c1 + T * c2) > margin)) return false;
  if (c2 > 0) {
    const tv = -c1 / (2 * c2);
    if (tv > 0 && tv < T && !(c0 - (c1 * c1) / (4 * c2) > margin)) return false;
  }
  return true;
}
