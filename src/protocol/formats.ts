/** Tournament formats (a file of its own so the club pages can read it without zod). */
export const FORMATS = ["round-robin", "single-elimination", "groups-knockout"] as const;
export type Format = (typeof FORMATS)[number];
