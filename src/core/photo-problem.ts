/**
 * Why a photo of a table could not be read (src/photo, the photo page, the scorekeeper's worker):
 * a code for a page to say in its own words, and the same in English for logs and tests. Here in
 * core because the worker's answer (protocol) carries it to the club page, which reads no photo
 * code.
 */
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
