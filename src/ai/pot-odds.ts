/**
 * A quick estimate of how likely a shot drops, from geometry alone, used to rank candidates
 * before any simulation and to value a leave. The aim error of the cue line (σ, radians)
 * becomes a lateral error at the contact, then an error in the object ball's direction
 * (dθ/db = 1/(2R·cosθ) for a cut θ), which must stay inside the pocket's tolerance.
 */

/** Abramowitz & Stegun 7.1.26 (|error| < 1.5e-7). */
export function erf(x: number): number {
  const s = x < 0 ? -1 : 1;
  const a = Math.abs(x);
  const t = 1 / (1 + 0.3275911 * a);
  const y =
    1 -
    ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) *
      t *
      Math.exp(-a * a);
  return s * y;
}

/** Probability that a normal error of deviation sigma stays within ±tolerance. */
export function withinTolerance(tolerance: number, sigma: number): number {
  if (sigma <= 0) return tolerance > 0 ? 1 : 0;
  return erf(tolerance / (sigma * Math.SQRT2));
}

/**
 * Half-width a ball centre's line may miss the aim point by and still drop: corners accept
 * about 3 cm head-on, less as the approach turns toward a rail; sides about 3.5 cm straight
 * in, nothing beyond ~60° (the ball hits the far jaw).
 */
export function pocketTolerance(side: boolean, approachRad: number): number {
  if (side) {
    if (approachRad > (60 * Math.PI) / 180) return 0;
    return 0.035 * Math.cos(approachRad);
  }
  return 0.03 * Math.max(0.45, Math.cos(approachRad));
}

export interface PotGeometry {
  /** Cue-ball travel to the contact, m. */
  readonly cueTravel: number;
  /** Object-ball travel to the pocket, m. */
  readonly objectTravel: number;
  /** Cut angle, radians. */
  readonly cut: number;
  /** Pocket tolerance, m (pocketTolerance). */
  readonly tolerance: number;
}

/** Probability of potting a direct shot for a player whose cue line errs by sigmaRad. */
export function directPotOdds(g: PotGeometry, sigmaRad: number, radius: number): number {
  if (g.tolerance <= 0) return 0;
  const cosCut = Math.cos(g.cut);
  if (cosCut < 0.17) return 0; // beyond ~80°: the contact is a graze
  const lateral = g.cueTravel * sigmaRad;
  const objectDir = lateral / (2 * radius * cosCut);
  // Speed errors and throw add a floor to the direction error of the object ball.
  const sigmaAtPocket = Math.hypot(objectDir * g.objectTravel, 0.004 + 0.004 * g.objectTravel);
  return withinTolerance(g.tolerance, sigmaAtPocket);
}
