/**
 * The break. `breakPlan` is the plain break (centre of the head string into the apex), used as
 * a starting point and by benches. `chooseBreak` is what the stronger levels play: a few cue-ball
 * spots behind the head string and speeds, each simulated several times under the level's own
 * hand and ruled by the referee; the spot and pace that break legally most often (B8-BREAK: a
 * ball made or four to a cushion; PC-BREAK: the 1 first), then with the best result, win.
 *
 * Piña: balls made on the break do not count and the turn passes (PC-BREAK), so the AI breaks
 * soft onto the 1 with draw, leaving the rack tight and the cue ball far from it.
 */
import type { GameId, Rng, Vec2 } from "../core/index.ts";
import { isInRegion, placementRegion } from "../game/index.ts";
import type { BallState, Strike, Table } from "../physics/types.ts";
import type { AiLevel, LevelProfile } from "./level.ts";
import { perturbStrike } from "./noise.ts";
import { ballsForShot, playOut } from "./play-out.ts";
import type { AiSituation } from "./situation.ts";
import { objectBalls } from "./targets.ts";

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
  return { place, strike: breakStrike(game, place, apex, BOLA8_SPEED[level]) };
}

function breakStrike(game: GameId, place: Vec2, apex: Vec2, speed: number): Strike {
  const direction = ((Math.atan2(apex[1] - place[1], apex[0] - place[0]) * 180) / Math.PI + 360) % 360;
  return game === "bola8"
    ? { speed, direction, tipX: 0, tipY: -0.15, elevation: 0 }
    : { speed: 2.6, direction, tipX: 0, tipY: -0.4, elevation: 0 };
}

/** Where the break is aimed: the 1 at the apex in Piña, else the ball nearest the head. */
export function apexOf(game: GameId, balls: readonly BallState[], table: Table): Vec2 {
  const objs = objectBalls(balls);
  return (
    (game === "pina" ? objs.find((b) => b.id === 1)?.at : undefined) ??
    [...objs].sort((a, b) => a.at[0] - b.at[0])[0]?.at ??
    table.footSpot
  );
}

export interface ChosenBreak extends BreakPlan {
  /** Share of the trials that broke legally. */
  readonly legalRate: number;
  readonly sims: number;
}

/**
 * Bola 8 break candidates: [spot across the head string as a fraction of the half-width, speed
 * m/s, tipY]. Measured on the engine (60 seeded racks each, the strong hand): from the centre at
 * 9 m/s 57/60 legal but 0.2 balls made a break; from 0.7 of the way out at 10 m/s 56/60 legal
 * and 0.9 made (a made ball keeps the table); 7.5 m/s from the centre, 0.9 made but fewer than
 * four balls to a cushion one break in ten (yet 95% legal with 0.75 made over 20 strong-vs-strong
 * racks of npm run bench:ai). The trials pick among these for the rack on the table.
 */
const BREAKS: readonly (readonly [number, number, number])[] = [
  [0, 7.5, -0.15],
  [0, 9, -0.15],
  [0.7, 10, -0.15],
  [-0.7, 10, -0.15],
  [0.55, 10, 0.2],
  [0, 9.5, 0.2],
];

export function chooseBreak(sit: AiSituation, profile: LevelProfile, rng: Rng, radius: number): ChosenBreak {
  const game = sit.state.game;
  const apex = apexOf(game, sit.balls, sit.table);
  const plain = breakPlan(game, sit.table, profile.level, apex, radius);
  if (profile.breakTrials <= 0 || game === "pina") return { ...plain, legalRate: Number.NaN, sims: 0 };
  const region = placementRegion(
    sit.table,
    sit.balls.filter((b) => b.id !== 0),
    "kitchen",
    radius,
  );
  const half = sit.table.width / 2 - radius;
  let best: ChosenBreak | null = null;
  let bestScore = Number.NEGATIVE_INFINITY;
  let sims = 0;
  for (const [f, speed, tipY] of BREAKS) {
    const place: Vec2 = [plain.place[0], f * half * 0.9];
    if (!isInRegion(place, region)) continue;
    const balls = ballsForShot(sit.balls, place);
    {
      const strike = { ...breakStrike(game, place, apex, speed), tipY };
      let legal = 0;
      let made = 0;
      let scratches = 0;
      for (let k = 0; k < profile.breakTrials; k++) {
        const out = playOut(sit, balls, perturbStrike(strike, profile.noise, rng), undefined);
        sims++;
        if (!out) continue;
        const fouls = out.applied.ruling.fouls.map((x) => x.rule);
        if (fouls.length === 0) legal++;
        if (fouls.some((r) => r !== "B8-F1")) scratches++;
        made += out.result.final.filter((b) => b.id !== 0 && b.motion === "pocketed").length;
      }
      const n = profile.breakTrials;
      // Legality first; then balls made (a made ball keeps the table); a scratch costs ball in hand.
      const score = legal / n + 0.25 * Math.min(1, made / n) - 0.3 * (scratches / n);
      if (score > bestScore) {
        bestScore = score;
        best = { place, strike, legalRate: legal / n, sims };
      }
    }
  }
  return best ? { ...best, sims } : { ...plain, legalRate: Number.NaN, sims };
}
