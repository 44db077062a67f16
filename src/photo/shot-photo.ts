/**
 * The scorekeeper's photos of a shot read (issue 42): each photo's corners found, or taken from
 * the shot's other photo when this one's are not found or the phone stood still; the balls named
 * among those that may be on the table; and the two compared place by place (droppedBalls). The
 * scorekeeper's worker and the pair tests run this same reading.
 */
import {
  type BallId,
  err,
  ok,
  type PhotoProblem,
  photoProblem,
  type Result,
  type Vec2,
} from "../core/index.ts";
import type { TableSize } from "../physics/index.ts";
import { BALL_RADIUS, findBalls, rectify } from "./balls.ts";
import { project } from "./camera.ts";
import { droppedBalls, type PhotoReading, type ShotChange, sameView } from "./dropped.ts";
import { nameBalls } from "./identify.ts";
import { type Rgba, sampleAt } from "./image.ts";
import { findTable, type Handles, type TableInPhoto, tableFromHandles } from "./table-fit.ts";

export interface ShotPhoto extends PhotoReading {
  readonly photo: Rgba;
  readonly fit: TableInPhoto;
  /** The corners used: this photo's own, the other photo's, or the person's. */
  readonly corners: "found" | "other" | "placed";
}

/**
 * `other`: the shot's other photo, if it has been read. A photo whose corners are not found
 * borrows its corners (the same phone at the same table); with none to borrow it is refused
 * with the reason, for the person to place the corners (`placed`).
 */
export function readShotPhoto(
  photo: Rgba,
  size: TableSize,
  ids: readonly BallId[],
  other: ShotPhoto | null,
  placed: Handles | null = null,
): Result<ShotPhoto, PhotoProblem> {
  let handles = placed;
  let corners: ShotPhoto["corners"] = "placed";
  if (!handles) {
    const found = findTable(photo, size);
    const theirs = other?.fit.handles ?? null;
    if (found.ok && !(theirs && sameView(found.value.handles, theirs, photo.width, photo.height))) {
      handles = found.value.handles;
      corners = "found";
    } else if (theirs) {
      handles = theirs;
      corners = "other";
    } else return err(found.ok ? photoProblem("not-a-table", "no corners") : found.error);
  }
  const fit = tableFromHandles(size, handles, photo.width, photo.height);
  if (!fit.ok) return err(fit.error);
  const bed = rectify(photo, fit.value);
  const spots = findBalls(bed, fit.value.camera);
  const balls = nameBalls(photo, fit.value.camera, spots, ids, bed.cloth);
  return ok({ photo, fit: fit.value, corners, balls, spots: spots.map((s) => s.at) });
}

/** The balls that left the table between the two photos (`onTable`: the balls on it before). */
export function shotChange(onTable: readonly BallId[], before: ShotPhoto, after: ShotPhoto): ShotChange {
  return droppedBalls(onTable, before, after, (at) => {
    const a = discColour(before, at);
    const b = discColour(after, at);
    return !a || !b || Math.hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2]) > CHANGED_RGB;
  });
}

/** Mean colours further apart than this (0–255 a channel) are a different thing on the spot. */
const CHANGED_RGB = 40;

/** The mean colour of a ball's disc at `at` as this photo shows it (null: off the photo). */
function discColour(r: ShotPhoto, at: Vec2): [number, number, number] | null {
  const cam = r.fit.camera;
  const centre = project(cam, [at[0], at[1], BALL_RADIUS]);
  const C = cam.centre;
  const rPx = Math.max(2, (cam.f * BALL_RADIUS) / Math.hypot(C[0] - at[0], C[1] - at[1], C[2] - BALL_RADIUS));
  const sum = [0, 0, 0];
  const c = [0, 0, 0];
  let n = 0;
  const step = Math.max(0.5, rPx / 6);
  for (let dy = -rPx * 0.6; dy <= rPx * 0.6; dy += step)
    for (let dx = -rPx * 0.6; dx <= rPx * 0.6; dx += step) {
      if (!sampleAt(r.photo, centre[0] + dx, centre[1] + dy, c)) continue;
      for (let k = 0; k < 3; k++) sum[k]! += c[k]!;
      n++;
    }
  return n ? [sum[0]! / n, sum[1]! / n, sum[2]! / n] : null;
}
