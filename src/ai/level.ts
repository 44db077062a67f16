/**
 * Playing levels: how well the AI executes (noise on the strike) and how hard it thinks
 * (how many candidates it simulates, how many noisy samples each, how far it looks ahead, how
 * it escapes a hidden ball). Every level's figures live in LEVEL_PROFILES below, one table.
 * "master" (maestro) is the top level: the finest hand and up to ~2 s of thought a decision.
 */
export const AI_LEVELS = ["beginner", "easy", "medium", "strong", "master"] as const;
export type AiLevel = (typeof AI_LEVELS)[number];

export function isAiLevel(s: unknown): s is AiLevel {
  return typeof s === "string" && (AI_LEVELS as readonly string[]).includes(s);
}

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
  /** Whether bank, kick, combination and carom shots are considered at all. */
  readonly tricks: boolean;
  /** Whether the aim is corrected by simulating small direction changes (a second look). */
  readonly refinesAim: boolean;
  /** Pace and spin variants tried on each of the best pots, for the leave: [speed factor, tipY]. */
  readonly variants: readonly (readonly [number, number])[];
  /** How many of the best pots get the variants. */
  readonly positionTop: number;
  /** Safeties and defences proposed when no pot is clearly good. */
  readonly safeties: number;
  /** Physics simulations one decision may spend at most (shots, variants, safeties, samples). */
  readonly maxSims: number;
  /** Escapes from a hidden ball: sweep step (degrees) and simulations (0: mirror kicks only). */
  readonly escapeStepDeg: number;
  readonly escapeSims: number;
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

/**
 * Aim errors are small because the contact multiplies them: a cue-line error δ over a cue-ball
 * travel d moves the contact by d·δ, which turns the object ball by d·δ/(2R·cos cut) — about
 * 17× over a metre. A 1 m + 1 m shot into a ±3 cm pocket window needs δ ≲ 0.1°; the strong
 * level (0.07°) makes it most times, the beginner (1°) seldom.
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
    tricks: false,
    refinesAim: false,
    variants: [],
    positionTop: 0,
    safeties: 3,
    maxSims: 12,
    escapeStepDeg: 0,
    escapeSims: 0,
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
    tricks: false,
    refinesAim: false,
    variants: [],
    positionTop: 0,
    safeties: 5,
    maxSims: 16,
    escapeStepDeg: 6,
    escapeSims: 16,
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
    tricks: true,
    refinesAim: true,
    variants: [[1.4, 0.3]],
    positionTop: 3,
    safeties: 10,
    maxSims: 40,
    escapeStepDeg: 3,
    escapeSims: 60,
    masseAndJump: false,
    breakTrials: 0,
    deadlineMs: 1500,
  },
  strong: {
    level: "strong",
    noise: { directionDeg: 0.07, speedFraction: 0.025, tip: 0.01, elevationDeg: 0.3 },
    shortlist: 10,
    samples: 12,
    finalists: 6,
    valuesLeave: true,
    lookAhead: 2,
    tricks: true,
    refinesAim: true,
    variants: grid([0.8, 1.1, 1.45, 1.9], [-0.45, -0.15, 0.2, 0.45]),
    positionTop: 4,
    safeties: 14,
    maxSims: 300,
    escapeStepDeg: 1.5,
    escapeSims: 240,
    masseAndJump: true,
    breakTrials: 10,
    deadlineMs: 1500,
  },
  master: {
    level: "master",
    noise: { directionDeg: 0.05, speedFraction: 0.02, tip: 0.007, elevationDeg: 0.25 },
    shortlist: 14,
    samples: 14,
    finalists: 7,
    valuesLeave: true,
    lookAhead: 2,
    tricks: true,
    refinesAim: true,
    variants: grid([0.8, 1.1, 1.45, 1.9], [-0.45, -0.15, 0.2, 0.45]),
    positionTop: 5,
    safeties: 18,
    maxSims: 420,
    escapeStepDeg: 1,
    escapeSims: 400,
    masseAndJump: true,
    breakTrials: 12,
    deadlineMs: 1800,
  },
};
