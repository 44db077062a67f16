/**
 * Club mode's constants, in a file of their own so the club pages can read them without
 * loading zod: the tournament formats and the shortest password a new organizer may choose.
 */
export const FORMATS = [
  "round-robin",
  "single-elimination",
  "double-elimination",
  "groups-knockout",
] as const;
export type Format = (typeof FORMATS)[number];

/**
 * Where an encounter stands: a round robin ("rr"), a group, a knockout ("ko"), or double
 * elimination's winners' bracket ("wb"), losers' bracket ("lb") and grand final ("gf").
 */
export const STAGES = ["rr", "group", "ko", "wb", "lb", "gf"] as const;
export type Stage = (typeof STAGES)[number];

/** A stage where someone must go on: a level encounter goes to the better seed there. */
export const isEliminationStage = (stage: string): boolean =>
  stage === "ko" || stage === "wb" || stage === "lb" || stage === "gf";

export const PASSWORD_MIN = 10;
