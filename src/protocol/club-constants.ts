/**
 * Club mode's constants, in a file of their own so the club pages can read them without
 * loading zod: the tournament formats and the shortest password a new organizer may choose.
 */
export const FORMATS = ["round-robin", "single-elimination", "groups-knockout"] as const;
export type Format = (typeof FORMATS)[number];

export const PASSWORD_MIN = 10;
