/**
 * Playing levels: how well the AI executes (noise on the strike) and how hard it thinks
 * (how many candidates it simulates, how many noisy samples each, how far it looks ahead, how
 * it escapes a hidden ball). Every level's figures live in LEVEL_PROFILES below, one table.
 * "master" (maestro) is the top level: the finest hand and up to ~2 s of thought a decision.
 */
import { AI_LEVELS, type AiLevel, type GameId, isAiLevel } from "../core/index.ts";

export { AI_LEVELS, type AiLevel, isAiLevel };

/** Standard deviations of the execution error on each strike parameter. */
export interface StrikeNoise {
  /** Aim direction, degrees. */
  readonly directionDeg: number;
  /** Speed, as a fraction of the intended speed. */
  readonly speedFraction: number;
  /** Tip offset, as a fraction of R (each axis). */
  readonly tip: number;
  /** Cue elevation, degrees. */
  readonly elevationDeg: number;
}

export interface LevelProfile {
  readonly level: AiLevel;
  readonly noise: StrikeNoise;
  /** Candidates kept after the geometric ranking, to be simulated. */
  readonly shortlist: number;
  /** Noisy simulations per shortlisted candidate. */
  readonly samples: number;
  /** Candidates simulated with noise after the noiseless first pass. */
  readonly finalists: number;
  /** Whether the position after the shot (the leave) counts: the level's search depth. */
  readonly valuesLeave: boolean;
  /**
   * Shots looked ahead in the leave: 1 values the best next pot from where the cue ball stops;
   * 2 also the pot after that (the next ball on in Piña, the pattern through the group in Bola 8).
   */
  readonly lookAhead: 1 | 2;
  /**
   * What the leave (the odds of the next pot, 0–1; with two shots of look-ahead up to 1.5) is worth beside keeping the table (1), per
   * game. In Piña the two-shot levels weigh it 1.5: against the same level at 0.8 (240 games)
   * they won as often (122–118) but choose the pot that leaves a shot over a safety more often
   * (a third fewer safeties, a sixth fewer escapes), and strong against strong ran 2.07 balls a
   * visit instead of 1.90 (seeds s1–s8). In Bola 8 the measures disagreed for strong (strong vs
   * strong 6.2 balls a visit instead of 5.7 over 80 racks, master vs strong 6.5 instead of 7.1
   * over 120), so it stays at 0.8; master at 2.5 won 155 of 240 racks against strong where at
   * 0.8 it won 146 (the same racks, s1–s8: +3 and +3 on each half), a rack being mostly won by
   * whoever runs out from the table the other left.
   */
  readonly leaveWeight: Readonly<Record<GameId, number>>;
  /** Whether bank, kick, combination and carom shots are considered at all. */
  readonly tricks: boolean;
  /** Whether the aim is corrected by simulating small direction changes (a second look). */
  readonly refinesAim: boolean;
  /**
   * Pace and spin variants tried on each of the best pots, for the leave: [speed factor, tipY]
   * or [speed factor, tipY, tipX] (side, which changes the cue ball's angle off a cushion).
   */
  readonly variants: readonly (readonly [number, number] | readonly [number, number, number])[];
  /** How many of the best pots get the variants. */
  readonly positionTop: number;
  /**
   * Piña: how many of the best pots are also tried as break-outs (breakout.ts) when none of
   * their variants leaves a fair shot on the next ball on.
   */
  readonly breakouts: number;
  /** Safeties and defences proposed when no pot is clearly good. */
  readonly safeties: number;
  /** Physics simulations one decision may spend at most (shots, variants, safeties, samples). */
  readonly maxSims: number;
  /** Escapes from a hidden ball: sweep step (degrees) and simulations (0: mirror kicks only). */
  readonly escapeStepDeg: number;
  readonly escapeSims: number;
  /**
   * When that search finds no escape: one more with this many simulations at this finer step
   * (escape.ts; null: the level plays the least bad foul at once). Strong vs strong met 30 such
   * positions in 120 Piña games; a second look of 2400 at 0.25° found an escape in 22, ~0.1 s each.
   */
  readonly escapeSecondLook: { readonly stepDeg: number; readonly sims: number } | null;
  /**
   * Piña, every decision: straight strokes at the ball on swept across its face at this step
   * (degrees), within this many simulations, for any that drop a ball (null: none). Strong vs
   * strong, 480 games: 2.4 such pots played a game, 88% of them kept the table.
   */
  readonly dropSweep: { readonly stepDeg: number; readonly sims: number } | null;
  /** Whether massé and jump strokes are swept when no level kick finds the ball. */
  readonly masseAndJump: boolean;
  /** Break: candidate cue-ball spots and speeds simulated, each this many times with noise. */
  readonly breakTrials: number;
  /**
   * Wall-clock guard, ms: past it no further simulation starts and the best option so far is
   * played. The simulation budgets above are set to finish well inside it on one core, so on a
   * normal machine the guard never fires and a seed gives the same choices everywhere.
   */
  readonly deadlineMs: number;
}

/** Every pace with every spin, the plain stroke (1, 0) left out (it is always played). */
function grid(speeds: readonly number[], tips: readonly number[]): [number, number][] {
  return speeds
    .flatMap((k) => tips.map((t): [number, number] => [k, t]))
    .filter(([k, t]) => k !== 1 || t !== 0);
}

/** Running side either way at each of these paces (with a touch of follow): [speed, tipY, tipX]. */
function side(speeds: readonly number[], tipX: number): [number, number, number][] {
  return speeds.flatMap((k): [number, number, number][] => [
    [k, 0.1, tipX],
    [k, 0.1, -tipX],
  ]);
}

/**
 * Aim errors are small because the contact multiplies them: a cue-line error δ over a cue-ball
 * travel d moves the contact by d·δ, which turns the object ball by d·δ/(2R·cos cut) — about
 * 17× over a metre. A 1 m + 1 m shot into a ±3 cm pocket window needs δ ≲ 0.1°; the strong
 * level (0.06°) makes it most times, the beginner (1°) seldom. A tip error matters as much:
 * side of 0.02 R squirts and throws the object ball about as far as 0.06° of aim, so at 0.02 R
 * the strong level made only half its 1 m + 1 m straight shots. Calibrated on the engine with
 * the strong hand (60 strokes each, the AI's own choice of stroke): straight in 1 m + 1 m 90%,
 * 15° cut 88%, 30° cut 77%, 30° at 0.6 m + 0.6 m 100%, 45° 67% — a strong club player's figures
 * (src/ai/hand.test.ts keeps the straight and the 30° ones). The master's hand is a
 * professional's: 98% on the straight, 15° and 30° metre shots, 93% at 45°.
 */
export const LEVEL_PROFILES: Readonly<Record<AiLevel, LevelProfile>> = {
  beginner: {
    level: "beginner",
    noise: { directionDeg: 1.0, speedFraction: 0.15, tip: 0.12, elevationDeg: 1 },
    shortlist: 3,
    samples: 0,
    finalists: 0,
    valuesLeave: false,
    lookAhead: 1,
    leaveWeight: { pina: 0.8, bola8: 0.8 },
    tricks: false,
    refinesAim: false,
    variants: [],
    positionTop: 0,
    breakouts: 0,
    safeties: 3,
    maxSims: 12,
    escapeStepDeg: 0,
    escapeSims: 0,
    escapeSecondLook: null,
    dropSweep: null,
    masseAndJump: false,
    breakTrials: 0,
    deadlineMs: 1000,
  },
  easy: {
    level: "easy",
    noise: { directionDeg: 0.5, speedFraction: 0.1, tip: 0.08, elevationDeg: 0.7 },
    shortlist: 4,
    samples: 0,
    finalists: 0,
    valuesLeave: false,
    lookAhead: 1,
    leaveWeight: { pina: 0.8, bola8: 0.8 },
    tricks: false,
    refinesAim: false,
    variants: [],
    positionTop: 0,
    breakouts: 0,
    safeties: 5,
    maxSims: 16,
    escapeStepDeg: 6,
    escapeSims: 16,
    escapeSecondLook: null,
    dropSweep: null,
    masseAndJump: false,
    breakTrials: 0,
    deadlineMs: 1000,
  },
  medium: {
    level: "medium",
    noise: { directionDeg: 0.2, speedFraction: 0.05, tip: 0.04, elevationDeg: 0.5 },
    shortlist: 6,
    samples: 4,
    finalists: 3,
    valuesLeave: true,
    lookAhead: 1,
    leaveWeight: { pina: 0.8, bola8: 0.8 },
    tricks: true,
    refinesAim: true,
    variants: [[1.4, 0.3]],
    positionTop: 3,
    breakouts: 0,
    safeties: 10,
    maxSims: 40,
    escapeStepDeg: 3,
    escapeSims: 60,
    escapeSecondLook: null,
    dropSweep: null,
    masseAndJump: false,
    breakTrials: 0,
    deadlineMs: 1500,
  },
  strong: {
    level: "strong",
    noise: { directionDeg: 0.06, speedFraction: 0.025, tip: 0.005, elevationDeg: 0.3 },
    shortlist: 10,
    samples: 12,
    finalists: 6,
    valuesLeave: true,
    lookAhead: 2,
    leaveWeight: { pina: 1.5, bola8: 0.8 },
    tricks: true,
    refinesAim: true,
    variants: [...grid([0.75, 0.9, 1.15, 1.4, 1.8], [-0.45, -0.15, 0.15, 0.4]), ...side([1, 1.35], 0.3)],
    positionTop: 4,
    breakouts: 2,
    safeties: 20,
    maxSims: 300,
    escapeStepDeg: 1.5,
    escapeSims: 400,
    escapeSecondLook: { stepDeg: 0.25, sims: 2400 },
    dropSweep: { stepDeg: 0.25, sims: 120 },
    masseAndJump: true,
    breakTrials: 10,
    deadlineMs: 1500,
  },
  master: {
    level: "master",
    noise: { directionDeg: 0.035, speedFraction: 0.015, tip: 0.003, elevationDeg: 0.2 },
    shortlist: 14,
    samples: 24,
    finalists: 9,
    valuesLeave: true,
    lookAhead: 2,
    leaveWeight: { pina: 1.5, bola8: 2.5 },
    tricks: true,
    refinesAim: true,
    variants: [
      ...grid([0.7, 0.85, 1, 1.2, 1.45, 1.8, 2.2], [-0.5, -0.25, 0, 0.2, 0.45]),
      ...side([0.85, 1.15, 1.5], 0.3),
    ],
    positionTop: 5,
    breakouts: 2,
    safeties: 26,
    maxSims: 1200,
    escapeStepDeg: 1,
    escapeSims: 640,
    escapeSecondLook: { stepDeg: 0.2, sims: 3200 },
    dropSweep: { stepDeg: 0.25, sims: 120 },
    masseAndJump: true,
    breakTrials: 12,
    deadlineMs: 1800,
  },
};

/**
 * A level's profile for one decision. `wallClock: false` drops its time guard (deadlineMs) so
 * that a test's or a bench's choice can never depend on how busy the machine is; play keeps it.
 */
export function profileFor(level: AiLevel, opts: { readonly wallClock?: boolean } = {}): LevelProfile {
  const base = LEVEL_PROFILES[level];
  return opts.wallClock === false ? { ...base, deadlineMs: Number.POSITIVE_INFINITY } : base;
}
