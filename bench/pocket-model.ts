/**
 * Dr. Dave Alciatore's models of a pocket's effective target size for slow shots, written from
 * his technical proofs (billiards.colostate.edu): TP 3.5, "Effective target sizes for slow shots
 * into a side pocket at different angles" (rev. 2023-01-22), and TP 3.6, the same for a corner
 * pocket (rev. 2008-01-29). Both are geometry only: the ball reflects from the points, walls and
 * rails at equal angles and drops once its centre reaches the hole circle (radius rHole, its
 * edge `shelf` behind the mouth line), which is the engine's own rule for a drop.
 *
 * The target size s(θ) is the width, across the direction of approach, of the band of parallel
 * paths that drop, at approach angle θ: from the perpendicular to the mouth for a side pocket,
 * from the pocket's centre line (the corner's bisector) for a corner. Positive θ comes from the
 * left as the TPs draw it. Lengths in any one unit; angles in radians.
 */

export interface PocketModelSpec {
  /** Ball radius. */
  readonly R: number;
  /** Mouth width between the points. */
  readonly mouth: number;
  /** Wall (facing) angle: how far each wall leans in from the pocket's centre line. */
  readonly alpha: number;
  /** Radius of the hole circle the ball's centre must reach. */
  readonly rHole: number;
  /** Shelf: from the mouth line to the hole circle's near edge. */
  readonly shelf: number;
}

export interface CornerModelSpec extends PocketModelSpec {
  /** Nose-to-nose rail lengths on the θ > 0 and θ < 0 sides (they cap rail deflection). */
  readonly railPositive: number;
  readonly railNegative: number;
}

const DEG = Math.PI / 180;

/** The roots of f on [lo, hi] found by a scan and bisection (the TP's polynomials are smooth there). */
export function roots(f: (x: number) => number, lo: number, hi: number, steps = 720): number[] {
  const out: number[] = [];
  let x0 = lo;
  let f0 = f(x0);
  for (let k = 1; k <= steps; k++) {
    const x1 = lo + ((hi - lo) * k) / steps;
    const f1 = f(x1);
    if (Number.isFinite(f0) && Number.isFinite(f1) && (f0 === 0 || f0 * f1 < 0)) {
      let a = x0;
      let b = x1;
      let fa = f0;
      for (let i = 0; i < 80; i++) {
        const m = (a + b) / 2;
        const fm = f(m);
        if (fa * fm <= 0) b = m;
        else {
          a = m;
          fa = fm;
        }
      }
      // A pole (a sign change through infinity) is not a root.
      const r = (a + b) / 2;
      if (Math.abs(f(r)) < 1e-6 * (1 + Math.abs(f0) + Math.abs(f1))) out.push(r);
    }
    x0 = x1;
    f0 = f1;
  }
  return out;
}

/**
 * The root nearest a guess and within `reach` of it, as Mathcad's root(f, x) from that guess
 * finds it (a root far away is another contact, not the one the TP follows); NaN if none.
 */
function rootNear(f: (x: number) => number, guess: number, lo: number, hi: number, reach = 25 * DEG): number {
  let best = Number.NaN;
  for (const r of roots(f, lo, hi)) {
    if (Math.abs(r - guess) <= reach && !(Math.abs(r - guess) >= Math.abs(best - guess))) best = r;
  }
  return best;
}

/** The shared equations of TP 3.5 (the point and one-wall deflections), for a spec. */
export function pointAndWall(s: PocketModelSpec) {
  const { R, alpha: a, rHole: Rh, shelf: b } = s;
  const h = s.mouth / 2;
  const A = (beta: number, th: number): number =>
    (h * Math.cos(a) - R - Rh * Math.cos(2 * beta - th - a) - (Rh + b) * Math.sin(a)) /
    Math.sin(2 * beta - th - a);
  const polyBeta = (beta: number, th: number): number =>
    R * Math.sin(beta) +
    A(beta, th) * Math.sin(4 * beta - 2 * th - 2 * a) +
    Rh * Math.cos(4 * beta - 2 * th - 2 * a) +
    h * Math.cos(2 * beta - th) +
    (Rh + b) * Math.sin(2 * beta - th);
  const polyBetaIn = (beta: number, th: number): number =>
    -R * Math.sin(beta) + Rh - h * Math.cos(2 * beta - th) - (Rh + b) * Math.sin(2 * beta - th);
  const betaGuess = (th: number): number => 20 * DEG + (70 / 130) * (th + 60 * DEG);
  /** The deflection angle at the point: the smaller of the point and inside-wall solutions. */
  const betaL = (th: number): number => {
    const g = betaGuess(th);
    const r1 = rootNear((x) => polyBeta(x, th), g, 0.5 * DEG, 90 * DEG);
    const r2 = rootNear((x) => polyBetaIn(x, th), g, 0.5 * DEG, 90 * DEG);
    return Number.isNaN(r1) ? r2 : Number.isNaN(r2) ? r1 : Math.min(r1, r2);
  };
  const leftPoint = (th: number): number => h * Math.cos(th) - R * Math.sin(betaL(th));
  const rWall = (th: number): number =>
    A(90 * DEG, th) * Math.sin(2 * th + 2 * a) -
    Rh * Math.cos(2 * th + 2 * a) +
    h * Math.cos(th) -
    (Rh + b) * Math.sin(th);
  const leftWall = (th: number): number => -(h * Math.cos(-th) - rWall(-th));
  return { A, polyBeta, polyBetaIn, betaL, leftPoint, rWall, leftWall };
}

/** Finds x in [lo, hi] with f(x) = 0 by bisection (f changes sign there), or NaN. */
function solve(f: (x: number) => number, lo: number, hi: number): number {
  const r = roots(f, lo, hi, 400);
  return r.length > 0 ? r[0]! : Number.NaN;
}

export interface SideModel {
  readonly thetaMax: number;
  readonly thetaCritical: number;
  /** Left and right parts of the target at θ, and their sum. */
  at(theta: number): { left: number; right: number; size: number };
}

/** TP 3.5: a side pocket. */
export function sidePocketModel(s: PocketModelSpec): SideModel {
  const m = pointAndWall(s);
  const thetaMax = solve((th) => m.polyBeta(90 * DEG, th), 30 * DEG, 89 * DEG);
  // The far point's rattle-in gives way to the far wall where θ = β_l(θ) + α − 90°.
  const thetaCritical = solve((th) => th - (m.betaL(th) + s.alpha - 90 * DEG), -thetaMax + 0.1 * DEG, 0);
  const left = (th: number): number => {
    if (th >= thetaMax || th <= -thetaMax) return 0;
    return th < thetaCritical ? m.leftWall(th) : m.leftPoint(th);
  };
  return {
    thetaMax,
    thetaCritical,
    at(theta) {
      // A part may be negative (the band starts past the centre line); the sum is the width.
      const l = left(theta);
      const r = left(-theta);
      return { left: l, right: r, size: Math.max(0, l + r) };
    },
  };
}

export interface CornerModel {
  readonly thetaCriticalC: number;
  readonly thetaCriticalD: number;
  readonly thetaMaxPositive: number;
  readonly thetaMaxNegative: number;
  at(theta: number): { left: number; right: number; size: number };
  /** The TP's named parts, for checks against its printed figures. */
  readonly parts: ReturnType<typeof cornerParts>;
}

function cornerParts(s: PocketModelSpec) {
  const m = pointAndWall(s);
  const { R, alpha: a, rHole: Rh, shelf: b } = s;
  const h = s.mouth / 2;
  const thRail = (th: number): number => 90 * DEG - th;
  const thWall = (th: number): number => th - 2 * a;
  const wallWall = (th: number): number => {
    const D = (h * Math.cos(th - 2 * a) - R * Math.cos(th - a) + m.leftWall(thWall(th))) / Math.sin(th - a);
    return h * Math.cos(th) + D * Math.sin(th - a) - R * Math.cos(th - a);
  };
  // Point contact, then a rattle across both walls.
  const phi1 = (beta: number, th: number): number => 2 * beta - 90 * DEG - th - 2 * a;
  const phi2 = (beta: number, th: number): number => phi1(beta, th) - 2 * a;
  const A2 = (beta: number, th: number): number =>
    (h * Math.cos(a) - (Rh + b) * Math.sin(a) + Rh * Math.sin(phi2(beta, th) + a) - R) /
    Math.cos(phi2(beta, th) + a);
  const A1 = (beta: number, th: number): number =>
    (h * Math.cos(a) -
      R +
      A2(beta, th) * Math.cos(phi2(beta, th) - a) -
      Rh * Math.sin(phi2(beta, th) - a) -
      (Rh + b) * Math.sin(a)) /
    Math.cos(phi1(beta, th) + a);
  const polyBetaWW = (beta: number, th: number): number =>
    -R * Math.sin(beta) -
    A1(beta, th) * Math.cos(2 * beta - th + phi1(beta, th)) +
    A2(beta, th) * Math.cos(2 * beta - th - phi2(beta, th)) +
    Rh * Math.sin(2 * beta - th - phi2(beta, th)) -
    h * Math.cos(2 * beta - th) -
    (Rh + b) * Math.sin(2 * beta - th);
  const betaLWW = (th: number): number =>
    rootNear((x) => polyBetaWW(x, th), 75 * DEG, 30 * DEG, 90 * DEG, 90 * DEG);
  const pointWallWall = (th: number): number => h * Math.cos(th) - R * Math.sin(betaLWW(th));
  /** Rail deflection: the ball meets the rail first, d up from the point, then `after` takes it. */
  const railD = (after: (th: number) => number, th: number): number =>
    (after(-thRail(th)) + h * Math.sin(th) - R * Math.cos(45 * DEG - th)) / Math.sin(45 * DEG - th);
  const viaRail = (d: number, th: number): number =>
    h * Math.cos(th) + d * Math.sin(45 * DEG - th) - R * Math.cos(45 * DEG - th);
  const railPointWall = (th: number): number => viaRail(railD(m.leftPoint, th), th);
  const railWallWall = (th: number): number => viaRail(railD(wallWall, th), th);
  const railPointWallWall = (th: number): number => viaRail(railD(pointWallWall, th), th);
  return {
    ...m,
    wallWall,
    betaLWW,
    pointWallWall,
    railD,
    viaRail,
    railPointWall,
    railWallWall,
    railPointWallWall,
  };
}

/** TP 3.6: a corner pocket, with the rail lengths that cap how far up a rail a ball may meet it. */
export function cornerPocketModel(s: CornerModelSpec): CornerModel {
  const p = cornerParts(s);
  const thetaCriticalC = solve((th) => p.railPointWall(th) - p.railWallWall(th), 30 * DEG, 44 * DEG);
  const thetaCriticalD = solve((th) => p.railWallWall(th) - p.pointWallWall(th), 15 * DEG, thetaCriticalC);
  const dMax = (L: number): number => L - s.mouth / Math.cos(45 * DEG) - 2 * s.R;
  const thetaMaxOf = (L: number): number =>
    solve((th) => p.railD(p.pointWallWall, th) - dMax(L), thetaCriticalC, 44.999 * DEG);
  const thetaMaxPositive = thetaMaxOf(s.railPositive);
  const thetaMaxNegative = thetaMaxOf(s.railNegative);
  const left = (th: number, L: number, thMax: number): number => {
    if (th >= thMax) return p.viaRail(dMax(L), th);
    if (th >= thetaCriticalC) return p.railPointWall(th);
    if (th >= thetaCriticalD) return p.railWallWall(th);
    return p.pointWallWall(th);
  };
  return {
    thetaCriticalC,
    thetaCriticalD,
    thetaMaxPositive,
    thetaMaxNegative,
    parts: p,
    at(theta) {
      const l = left(theta, s.railPositive, thetaMaxPositive);
      const r = left(-theta, s.railNegative, thetaMaxNegative);
      return { left: l, right: r, size: Math.max(0, l + r) };
    },
  };
}
