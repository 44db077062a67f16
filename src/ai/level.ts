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
}

/**
 * The noise figures are of the order of real players': a club player's aim error is a few
 * tenths of a degree, a beginner's about one degree (Alciatore's margin-of-error analyses
 * give ±0.5–1° as the whole margin on a typical cut).
 */
export const LEVEL_PROFILES: Readonly<Record<AiLevel, LevelProfile>> = {
  beginner: {
    level: "beginner",
    noise: { directionDeg: 1.2, speedFraction: 0.15, tip: 0.12, elevationDeg: 1 },
    shortlist: 4,
    samples: 0,
    finalists: 0,
    valuesLeave: false,
    tricks: false,
    refinesAim: false,
  },
  easy: {
    level: "easy",
    noise: { directionDeg: 0.7, speedFraction: 0.1, tip: 0.08, elevationDeg: 0.7 },
    shortlist: 8,
    samples: 0,
    finalists: 0,
    valuesLeave: false,
    tricks: false,
    refinesAim: false,
  },
  medium: {
    level: "medium",
    noise: { directionDeg: 0.35, speedFraction: 0.06, tip: 0.05, elevationDeg: 0.5 },
    shortlist: 24,
    samples: 6,
    finalists: 6,
    valuesLeave: true,
    tricks: true,
    refinesAim: true,
  },
  strong: {
    level: "strong",
    noise: { directionDeg: 0.12, speedFraction: 0.03, tip: 0.02, elevationDeg: 0.3 },
    shortlist: 40,
    samples: 10,
    finalists: 10,
    valuesLeave: true,
    tricks: true,
    refinesAim: true,
  },
};
