/**
 * What the photo pages and the scorekeeper's photo worker share with the club page, which reads
 * no photo code (the import rule): the table's four corner pockets as a photo names them, where
 * a person starts placing them, and why a photo could not be read (a code for a page to say in
 * its own words, and the same in English for logs and tests).
 */
import type { PocketId } from "./ids.ts";
import type { Vec2 } from "./vec.ts";

/** The four corner pockets, in order round the table (head-left first). */
export const CORNERS = [
  "head-left",
  "head-right",
  "foot-right",
  "foot-left",
] as const satisfies readonly PocketId[];
export type Corner = (typeof CORNERS)[number];

/**
 * Where the corners start when a person places them by hand, as fractions of the photo's width
 * and height: a table seen from the head, the near corners low and wide, the far ones high.
 */
export const STARTING_CORNERS: Readonly<Record<Corner, Vec2>> = {
  "head-left": [0.2, 0.8],
  "head-right": [0.8, 0.8],
  "foot-right": [0.7, 0.2],
  "foot-left": [0.3, 0.2],
};

export type PhotoProblemCode =
  /** No cloth colour in the middle of the photo. */
  | "no-cloth"
  /** The cloth's outline is not a table's. */
  | "not-a-table"
  /** The four corners placed or found make no table (three on a line, or seen from below). */
  | "corners-not-a-table"
  | "no-cue-ball"
  /** One number named on two balls. */
  | "number-twice"
  /** The file is not a photo that can be decoded. */
  | "unreadable"
  /** The photo after a shot came with no photo before it. */
  | "no-before";

export interface PhotoProblem {
  readonly code: PhotoProblemCode;
  readonly message: string;
}

export const photoProblem = (code: PhotoProblemCode, message: string): PhotoProblem => ({ code, message });
