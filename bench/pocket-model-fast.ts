/**
 * Dr. Dave Alciatore's models of a pocket's effective target size for FAST shots, written from
 * his technical proofs TP 3.7 (side pocket) and TP 3.8 (corner pocket), both rev. 2008-01-28,
 * billiards.colostate.edu. One set of equations serves both; only the specs differ.
 *
 * The fast model's assumption: a ball that touches the near point rattles out (the point gives
 * it sidespin at speed), so the band starts a ball's radius inside the point; a ball that meets
 * the inner wall still drops if, after three wall rattles at equal angles, it rebounds at least
 * to the centre of the hole's rim. Lengths in any one unit, angles in radians; θ as in
 * pocket-model.ts (positive from the left as the TPs draw it).
 */
import { type PocketModelSpec, roots } from "./pocket-model.ts";

const DEG = Math.PI / 180;

/** The target at θ: its two parts and their width; and the model's limiting angles. */
export interface FastModel {
  /** Beyond ±θmax nothing drops (the near-point branch's own limit). */
  readonly thetaMax: number;
  /** Below θc the near side's band meets the inner wall instead of the point. */
  readonly thetaCritical: number;
  at(theta: number): { left: number; right: number; size: number };
  /** The equation whose root bounds the band (0 on the band's edge), for checks. */
  poly(r: number, theta: number): number;
}

/** The root of f in [lo, hi] nearest `guess` (Mathcad's root(f, x) from that guess); NaN if none. */
function rootNear(f: (x: number) => number, guess: number, lo: number, hi: number): number {
  let best = Number.NaN;
  for (const r of roots(f, lo, hi)) {
    if (Number.isNaN(best) || Math.abs(r - guess) < Math.abs(best - guess)) best = r;
  }
  return best;
}

/** TP 3.7 / 3.8 at a pocket's specs (the hole's radius plays no part in the fast model). */
export function fastPocketModel(s: PocketModelSpec): FastModel {
  const { R, alpha: a, shelf: b } = s;
  const h = s.mouth / 2;
  const D = (th: number): number => (h * Math.cos(a) - b * Math.sin(a) - R) / Math.sin(th + 5 * a);
  const A = (th: number): number =>
    (-h * Math.cos(th + 4 * a) +
      b * Math.sin(th + 4 * a) -
      D(th) * Math.sin(2 * th + 10 * a) +
      R * Math.cos(th + 3 * a)) /
    Math.sin(th + 3 * a);
  const B = (r: number, th: number): number =>
    (A(th) * Math.sin(th + 3 * a) - r * Math.cos(2 * th + 2 * a) + R * Math.cos(th + 3 * a)) /
    Math.sin(2 * th + 2 * a);
  const poly = (r: number, th: number): number =>
    s.mouth * Math.cos(a) - R - B(r, th) * Math.sin(th + a) - r * Math.cos(th + a);
  const thetaMax = rootNear((th) => poly(R, th), 45 * DEG, 1 * DEG, 89 * DEG);
  const rCritical = (th: number): number => s.mouth * Math.cos(th) - R * Math.cos(th + a);
  const thetaCritical = -rootNear((th) => poly(rCritical(th), th), 45 * DEG, 1 * DEG, 89 * DEG);
  // poly is linear in r: its root is where the line through r = 0 and r = 1 crosses zero.
  const rLeftWall = (th: number): number => {
    const p0 = poly(0, -th);
    return p0 / (p0 - poly(1, -th));
  };
  const left = (th: number): number => {
    if (th >= a) return h * Math.cos(th) - R;
    if (th >= thetaCritical) return h * Math.cos(th) - R * Math.cos(th - a);
    return -h * Math.cos(th) + rLeftWall(th);
  };
  return {
    thetaMax,
    thetaCritical,
    poly,
    at(theta) {
      if (Math.abs(theta) > thetaMax) return { left: 0, right: 0, size: 0 };
      const l = left(theta);
      const r = left(-theta);
      return { left: l, right: r, size: Math.max(0, l + r) };
    },
  };
}
