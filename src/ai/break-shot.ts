/**
 * The break. `breakPlan` is the plain break (centre of the head string into the apex), used as
 * a starting point and by benches. `chooseBreak` is what the stronger levels play: a few cue-ball
 * spots behind the head string and speeds, each simulated several times under the level's own
 * hand and ruled by the referee; the spot and pace that most often keep the table (a legal
 * break, B8-BREAK, that makes a ball without a scratch) win, a foul counting against.
 *
 * Piña: balls made on the break do not count and the turn passes (PC-BREAK), so the break is
 * played for what it leaves: a hard break that spreads the pack, at the spot and pace that most
 * often hit the 1 first without a scratch and leave the opponent the least (PINA_BREAKS below).
 */
import { type GameId, makeRng, type Rng, type Vec2 } from "../core/index.ts";
import { headBall, isInRegion, placementRegion } from "../game/index.ts";
import type { BallState, Strike, Table } from "../physics/index.ts";
import { nextActor } from "../rules/index.ts";
import type { AiLevel, LevelProfile } from "./level.ts";
import { perturbStrike } from "./noise.ts";
import { ballsForShot, type PlayedOut, playOut } from "./play-out.ts";
import { bestReply } from "./reply.ts";
import type { AiSituation } from "./situation.ts";
import { objectBalls } from "./targets.ts";
import { sigmaOf } from "./value.ts";

/** Plain-break speeds per level, m/s (the weaker hands break softer). */
const BOLA8_SPEED: Record<AiLevel, number> = { beginner: 6.5, easy: 7.5, medium: 9, strong: 9, master: 9 };

export interface BreakPlan {
  readonly place: Vec2;
  readonly strike: Strike;
}

export function breakPlan(
  game: GameId,
  table: Table,
  level: AiLevel,
  apex: Vec2,
  _radius?: number,
): BreakPlan {
  // Just behind the head string: on it counts as behind (G-BIH), a millimetre spares rounding.
  const x = table.headStringX - 0.001;
  const place: Vec2 = [x, 0];
  return {
    place,
    strike: breakStrike(game, place, apex, game === "bola8" ? BOLA8_SPEED[level] : PINA_BREAK_SPEED),
  };
}

function breakStrike(game: GameId, place: Vec2, apex: Vec2, speed: number): Strike {
  const direction = ((Math.atan2(apex[1] - place[1], apex[0] - place[0]) * 180) / Math.PI + 360) % 360;
  return game === "bola8"
    ? { speed, direction, tipX: 0, tipY: -0.15, elevation: 0 }
    : { speed, direction, tipX: 0, tipY: -0.3, elevation: 0 };
}

/** Where the break is aimed: the 1 at the apex in Piña, else the ball nearest the head. */
export function apexOf(game: GameId, balls: readonly BallState[], table: Table): Vec2 {
  const one = game === "pina" ? objectBalls(balls).find((b) => b.id === 1)?.at : undefined;
  const head = headBall(balls);
  return one ?? (head ? [head.r[0], head.r[1]] : table.footSpot);
}

export interface ChosenBreak extends BreakPlan {
  /** Share of the trials that broke legally. */
  readonly legalRate: number;
  readonly sims: number;
}

/**
 * Bola 8 break candidates: [spot across the head string as a fraction of the half-width, speed
 * m/s, tipY]. What matters is keeping the table: a legal break that makes nothing hands an open
 * table over, a scratch gives ball in hand. Measured on the engine with the strong hand (200
 * seeded racks each): on 9 ft, 0.35 of the way out at 7.5 m/s a ball made without a foul on
 * 0.71 of breaks with 4% scratches, with 0.2 R of follow 0.77 and 1% (a stunned cue ball stops at
 * the head ball and the rack knocks it back toward the head pockets; draw scratches most); a
 * centre break at 8 m/s only 0.43. On 7 ft the centre is best: at 9 m/s with 0.1 R of follow
 * 0.91 and 6% scratches. The trials pick among these for the rack and table on hand.
 */
const BREAKS: readonly (readonly [number, number, number])[] = [
  [0.35, 7.5, 0.2],
  [-0.35, 7.5, 0.2],
  [0, 9, 0.1],
  [0, 8, 0.15],
  [0.35, 9, 0.1],
  [-0.35, 9, 0.1],
  [0.35, 7.5, 0],
  [-0.35, 7.5, 0],
];

/**
 * Piña's plain break pace, m/s, for the levels that play the plain break (no trials). The soft
 * break (2.6 m/s with draw) leaves the pack locked: the game then opens with a safety battle of
 * three to seven visits before a ball drops, and it gains the breaker nothing. 4 m/s opens it
 * (1.99 balls per visit against 1.13 at 2.6 m/s, 48 games each) and is still safe in a weak hand.
 */
const PINA_BREAK_SPEED = 4;

/**
 * Piña break candidates for the levels that try them: [spot across the head string as a fraction
 * of the half-width, speed m/s, tipY]. A hard break with a little follow: screened on the engine
 * with the strong hand (400 seeded racks each), 8–9 m/s with 0.15 R of follow from the centre or
 * 0.35 out broke legally 98.8–100% of the time and drove 10.8–12.1 balls to a cushion; with draw
 * or stun the cue ball comes back off the pack into the head pockets (83–97% legal, worst from the
 * side), with more follow it follows the 1 in. Strong against strong (240 games, seeds s1–s8):
 * 1.86–1.92 balls per visit against 1.71 after the 4 m/s break these replace, all breaks legal,
 * the breaker's share of games unchanged (48% against 49%): the spread pack gives both sides
 * runs, and the turn passes after any break (PC-BREAK), so the trials keep the one that leaves
 * the opponent least.
 */
const PINA_BREAKS: readonly (readonly [number, number, number])[] = [
  [0.35, 8, 0.15],
  [-0.35, 8, 0.15],
  [0, 8, 0.15],
  [0, 9, 0.15],
  [0.35, 9, 0.15],
  [-0.35, 9, 0.15],
];

type BreakScore = (sit: AiSituation, out: PlayedOut, profile: LevelProfile, radius: number) => number;

/** Bola 8: what a simulated break is worth to the breaker: keeping the table, less a foul's cost. */
const bola8BreakScore: BreakScore = (sit, out) => {
  const { ruling, state } = out.applied;
  if (ruling.result) return ruling.result.winner === sit.me ? 2 : -4;
  if (ruling.fouls.length > 0) return -1;
  return nextActor(state) === sit.me ? 1 : 0;
};

/** Piña: the turn always passes (PC-BREAK), so a legal break is worth what it denies the opponent. */
const pinaBreakScore: BreakScore = (sit, out, profile, radius) => {
  if (out.applied.ruling.fouls.length > 0) return -1;
  const { state } = out.applied;
  const reply = bestReply(
    sit.table,
    radius,
    out.result.final,
    state,
    nextActor(state),
    sigmaOf(profile, sit.physics),
  );
  return -reply.chance;
};

/**
 * Each game's break candidates, in order of preference (a later one must score better), and
 * what a trial of one is worth.
 */
const BREAK_MENUS: Record<GameId, { candidates: typeof BREAKS; score: BreakScore }> = {
  bola8: { candidates: BREAKS, score: bola8BreakScore },
  pina: { candidates: PINA_BREAKS, score: pinaBreakScore },
};

export function chooseBreak(sit: AiSituation, profile: LevelProfile, rng: Rng, radius: number): ChosenBreak {
  const game = sit.state.game;
  const apex = apexOf(game, sit.balls, sit.table);
  const plain = breakPlan(game, sit.table, profile.level, apex, radius);
  if (profile.breakTrials <= 0) return { ...plain, legalRate: Number.NaN, sims: 0 };
  const region = placementRegion(
    sit.table,
    sit.balls.filter((b) => b.id !== 0),
    "kitchen",
    radius,
  );
  const half = sit.table.width / 2 - radius;
  // Common random numbers: trial k of every candidate is played with the same hand error, so
  // candidates are compared on the same luck and the few trials rank them more surely.
  const trialSeeds = Array.from({ length: profile.breakTrials }, () => Math.floor(rng.next() * 2 ** 32));
  // The level's time guard: past it no further candidate is tried (the list is in order of worth).
  const deadline = performance.now() + profile.deadlineMs;
  let best: ChosenBreak | null = null;
  let bestScore = Number.NEGATIVE_INFINITY;
  let sims = 0;
  const menu = BREAK_MENUS[game];
  for (const [rank, [f, speed, tipY]] of menu.candidates.entries()) {
    if (best && performance.now() > deadline) break;
    const place: Vec2 = [plain.place[0], f * half * 0.9];
    if (!isInRegion(place, region)) continue;
    const balls = ballsForShot(sit.balls, place);
    const strike = { ...breakStrike(game, place, apex, speed), tipY };
    let legal = 0;
    let total = 0;
    for (const seed of trialSeeds) {
      const out = playOut(sit, balls, perturbStrike(strike, profile.noise, makeRng(seed)), undefined);
      sims++;
      if (!out) continue;
      if (out.applied.ruling.fouls.length === 0) legal++;
      total += menu.score(sit, out, profile, radius);
    }
    const n = trialSeeds.length;
    // A later candidate must beat an earlier one (the list is in order of measured worth).
    const score = total / n - 0.01 * rank;
    if (score > bestScore) {
      bestScore = score;
      best = { place, strike, legalRate: legal / n, sims };
    }
  }
  return best ? { ...best, sims } : { ...plain, legalRate: Number.NaN, sims };
}
