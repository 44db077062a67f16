/**
 * Playing levels: how well the AI executes (noise on the strike) and how hard it thinks
 * (how many candidates it simulates, how many noisy samples each, whether it values the leave).
 */
export const AI_LEVELS = ["beginner", "easy", "medium", "strong"] as const;
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
  /** Whether bank, kick, combination and carom shots are considered at all. */
  readonly tricks: boolean;
  /** Whether the aim is corrected by simulating small direction changes (a second look). */
  readonly refinesAim: boolean;
  /** Physics simulations one decision may spend at most (keeps the strongest level near 1 s). */
  readonly maxSims: number;
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
    tricks: false,
    refinesAim: false,
    maxSims: 12,
  },
  easy: {
    level: "easy",
    noise: { directionDeg: 0.5, speedFraction: 0.1, tip: 0.08, elevationDeg: 0.7 },
    shortlist: 4,
    samples: 0,
    finalists: 0,
    valuesLeave: false,
    tricks: false,
    refinesAim: false,
    maxSims: 16,
  },
  medium: {
    level: "medium",
    noise: { directionDeg: 0.2, speedFraction: 0.05, tip: 0.04, elevationDeg: 0.5 },
    shortlist: 6,
    samples: 4,
    finalists: 3,
    valuesLeave: true,
    tricks: true,
    refinesAim: true,
    maxSims: 40,
  },
  strong: {
    level: "strong",
    noise: { directionDeg: 0.07, speedFraction: 0.025, tip: 0.02, elevationDeg: 0.3 },
    shortlist: 10,
    samples: 8,
    finalists: 5,
    valuesLeave: true,
    tricks: true,
    refinesAim: true,
    maxSims: 90,
  },
};
