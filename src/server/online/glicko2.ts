/**
 * Glicko-2 (Mark Glickman, "Example of the Glicko-2 system", 2013), written from the paper's
 * steps 1–8. One rating period per online match: the score is 1, 0 or ½ (a Piña tie). Pure.
 */

export interface Rating {
  readonly rating: number;
  readonly rd: number;
  readonly volatility: number;
}

export interface GameResult {
  readonly opponent: Rating;
  /** 1 win, 0 loss, 0.5 draw. */
  readonly score: number;
}

export const NEW_PLAYER: Rating = { rating: 1500, rd: 350, volatility: 0.06 };
/** The system constant: how much volatility may change (the paper suggests 0.3–1.2). */
export const TAU = 0.5;
const SCALE = 173.7178;
const EPSILON = 0.000001;

const g = (phi: number) => 1 / Math.sqrt(1 + (3 * phi * phi) / (Math.PI * Math.PI));
const expected = (mu: number, muJ: number, phiJ: number) => 1 / (1 + Math.exp(-g(phiJ) * (mu - muJ)));

/** The player's rating after one period with these games (none: only the RD grows, step 6). */
export function rate(player: Rating, games: readonly GameResult[], tau = TAU): Rating {
  const mu = (player.rating - 1500) / SCALE;
  const phi = player.rd / SCALE;
  const sigma = player.volatility;
  if (games.length === 0)
    return { ...player, rd: Math.min(350, Math.sqrt(phi * phi + sigma * sigma) * SCALE) };
  let vInv = 0;
  let sum = 0;
  for (const { opponent, score } of games) {
    const muJ = (opponent.rating - 1500) / SCALE;
    const phiJ = opponent.rd / SCALE;
    const e = expected(mu, muJ, phiJ);
    const gj = g(phiJ);
    vInv += gj * gj * e * (1 - e);
    sum += gj * (score - e);
  }
  const v = 1 / vInv;
  const delta = v * sum;
  const sigmaNew = newVolatility(phi, sigma, v, delta, tau);
  const phiStar = Math.sqrt(phi * phi + sigmaNew * sigmaNew);
  const phiNew = 1 / Math.sqrt(1 / (phiStar * phiStar) + 1 / v);
  const muNew = mu + phiNew * phiNew * sum;
  return { rating: muNew * SCALE + 1500, rd: phiNew * SCALE, volatility: sigmaNew };
}

/** Step 5: the Illinois algorithm on f(x) = 0, x = ln σ'². */
function newVolatility(phi: number, sigma: number, v: number, delta: number, tau: number): number {
  const a = Math.log(sigma * sigma);
  const f = (x: number) => {
    const ex = Math.exp(x);
    const d = phi * phi + v + ex;
    return (ex * (delta * delta - phi * phi - v - ex)) / (2 * d * d) - (x - a) / (tau * tau);
  };
  let A = a;
  let B: number;
  if (delta * delta > phi * phi + v) B = Math.log(delta * delta - phi * phi - v);
  else {
    let k = 1;
    while (f(a - k * tau) < 0) k += 1;
    B = a - k * tau;
  }
  let fA = f(A);
  let fB = f(B);
  // Bounded: the interval halves at worst every other step, so this ends long before 200.
  for (let i = 0; i < 200 && Math.abs(B - A) > EPSILON; i++) {
    const C = A + ((A - B) * fA) / (fB - fA);
    const fC = f(C);
    if (fC * fB <= 0) {
      A = B;
      fA = fB;
    } else fA /= 2;
    B = C;
    fB = fC;
  }
  return Math.exp(A / 2);
}

/** Both players' new ratings after one match between them; `score` is player a's (1, 0, ½). */
export function rateMatch(a: Rating, b: Rating, score: number): [Rating, Rating] {
  return [rate(a, [{ opponent: b, score }]), rate(b, [{ opponent: a, score: 1 - score }])];
}
