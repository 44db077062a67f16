/** Ball 0 is the cue ball (mingo); 1–15 are object balls. */
export const BALL_IDS = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15] as const;
export type BallId = (typeof BALL_IDS)[number];
export const OBJECT_BALL_IDS = BALL_IDS.filter((b) => b !== 0) as readonly Exclude<BallId, 0>[];
export type ObjectBallId = Exclude<BallId, 0>;
export const CUE_BALL = 0 as const;

export function isBallId(n: unknown): n is BallId {
  return typeof n === "number" && Number.isInteger(n) && n >= 0 && n <= 15;
}
export function isObjectBallId(n: unknown): n is ObjectBallId {
  return isBallId(n) && n !== 0;
}

/** Pockets, left/right as seen from the head cushion looking toward the foot. */
export const POCKET_IDS = [
  "foot-left",
  "foot-right",
  "side-left",
  "side-right",
  "head-left",
  "head-right",
] as const;
export type PocketId = (typeof POCKET_IDS)[number];
export function isPocketId(s: unknown): s is PocketId {
  return typeof s === "string" && (POCKET_IDS as readonly string[]).includes(s);
}

export const GAME_IDS = ["bola8", "pina"] as const;

/** The computer player's levels, weakest first (their profiles live in src/ai/level.ts). */
export const AI_LEVELS = ["beginner", "easy", "medium", "strong", "master"] as const;
export type AiLevel = (typeof AI_LEVELS)[number];
export function isAiLevel(s: unknown): s is AiLevel {
  return typeof s === "string" && (AI_LEVELS as readonly string[]).includes(s);
}
export type GameId = (typeof GAME_IDS)[number];

/** Two players, indexed 0 and 1. */
export type PlayerIndex = 0 | 1;
export type ByPlayer<T> = readonly [T, T];
export const other = (p: PlayerIndex): PlayerIndex => (p === 0 ? 1 : 0);
export const byPlayer = <T>(make: (p: PlayerIndex) => T): [T, T] => [make(0), make(1)];

export const LANGS = ["es", "en"] as const;
export type Lang = (typeof LANGS)[number];
export function isLang(s: unknown): s is Lang {
  return typeof s === "string" && (LANGS as readonly string[]).includes(s);
}
