/**
 * From a photo and its table to a position: the cloth rectified, the balls found and named,
 * and the position checked as a practice position is (on the cloth, touching nothing).
 */
import {
  type BallId,
  err,
  type GameId,
  ok,
  type PhotoProblem,
  photoProblem,
  type Result,
  type Vec2,
} from "../core/index.ts";
import { moveBall, type PositionProblem, type PositionSpec } from "../game/index.ts";
import { findBalls, rectify } from "./balls.ts";
import { type NamedBall, nameBalls } from "./identify.ts";
import type { Rgba } from "./image.ts";
import type { TableInPhoto } from "./table-fit.ts";

/** The balls on the cloth, named; `ids`, when given, the only numbers that may be on the table. */
export function readBalls(photo: Rgba, fit: TableInPhoto, ids?: readonly BallId[]): NamedBall[] {
  const bed = rectify(photo, fit);
  return nameBalls(photo, fit.camera, findBalls(bed, fit.camera), ids, bed.cloth);
}

/** The balls as a practice position of `game` on this table, each checked by moveBall. */
export function positionFrom(
  balls: readonly { readonly id: BallId; readonly at: Vec2 }[],
  game: GameId,
  fit: TableInPhoto,
): Result<PositionSpec, PhotoProblem | PositionProblem> {
  if (!balls.some((b) => b.id === 0)) return err(photoProblem("no-cue-ball", "the cue ball is missing"));
  const ids = balls.map((b) => b.id);
  if (new Set(ids).size !== ids.length) return err(photoProblem("number-twice", "a number is on two balls"));
  const ft = Number.parseInt(fit.table.size, 10);
  let spec: PositionSpec = {
    game,
    balls: balls.map((b) => ({ id: b.id, at: b.at })),
    settings: { tableSizeFt: ft },
  };
  // Each ball as if put there by hand: on the cloth and clear of the others.
  for (const b of balls) {
    const moved = moveBall(spec, b.id, b.at);
    if (!moved.ok) return moved;
    spec = moved.value;
  }
  return ok(spec);
}
