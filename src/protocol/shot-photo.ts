/**
 * The messages between the scorekeeper's page (client/club/photo-reader.ts) and the worker that
 * reads its photos (client/photo/shot-worker.ts, issue 42): the page sends a photo's file, the
 * worker answers how it read them and, for the "after" photo, which balls left the table. Plain
 * data, so the page needs none of the photo reading's code (the worker is its own bundle).
 */
import type { BallId, Corner, PhotoProblem, Vec2 } from "../core/index.ts";

export interface ShotPhotoRequest {
  readonly id: number;
  readonly kind: "before" | "after";
  /** The photo as taken (a JPEG or PNG file): the worker decodes and scales it. */
  readonly photo: Blob;
  readonly sizeFt: 7 | 8 | 9;
  /**
   * The corners as the person placed them, as fractions of the photo's width and height (the
   * worker scales the photo): when the table was not found in it.
   */
  readonly placed?: Readonly<Record<Corner, Vec2>>;
  /** The balls on the table before the shot, the cue ball included. */
  readonly ids: readonly BallId[];
}

export type ShotPhotoReply =
  | { readonly id: number; readonly ok: false; readonly problem: PhotoProblem }
  | {
      readonly id: number;
      readonly ok: true;
      /** The corners used: this photo's own, or the other photo's (the phone stood still). */
      readonly corners: "found" | "other" | "placed";
      readonly balls: number;
      /** After the "after" photo: proposed as dropped, and those neither photo can vouch for. */
      readonly change: { readonly dropped: readonly BallId[]; readonly unknown: readonly BallId[] } | null;
      readonly ms: number;
    };
