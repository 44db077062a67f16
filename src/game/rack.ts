/**
 * Racking (B8-RACK, PC-RACK): the triangle with its apex on the foot spot, rows toward the foot
 * cushion, and the cue ball behind the head string. Balls sit on a lattice a few micrometres
 * wider than a ball, each nudged by the seed, so no two touch exactly: a perfectly frozen rack
 * makes every break the same degenerate many-body contact.
 */

import type { GameId, ObjectBallId, Rng } from "../core/index.ts";
import { detSinCos, shuffled } from "../core/index.ts";
import type { BallState } from "../physics/index.ts";
import { BALL_RADIUS, restingBall, type TableGeometry } from "./geometry.ts";

/** Lattice spacing beyond a ball diameter, m. */
export const RACK_GAP = 8e-6;
/** Largest seeded nudge of a ball from its lattice point, m (below RACK_GAP/2, so never overlapping). */
export const RACK_JITTER = 3e-6;

/** How loose a rack is: lattice gap beyond a diameter and the largest nudge (jitter < gap/2), m. */
export interface RackSpacing {
  readonly gap: number;
  readonly jitter: number;
}
export const DEFAULT_RACK_SPACING: RackSpacing = { gap: RACK_GAP, jitter: RACK_JITTER };

type Slot = "S" | "T" | "8";
/** B8-RACK's canonical pattern, rows from the apex, left to right as seen from the head [interp]. */
export const BOLA8_PATTERN: readonly (readonly Slot[])[] = [
  ["S"],
  ["S", "T"],
  ["T", "8", "S"],
  ["S", "T", "S", "T"],
  ["T", "S", "T", "T", "S"],
];

const SOLIDS: readonly ObjectBallId[] = [1, 2, 3, 4, 5, 6, 7];
const STRIPES: readonly ObjectBallId[] = [9, 10, 11, 12, 13, 14, 15];

/** Ball numbers by row for Bola 8: S/T swap and mirror chosen by the seed, numbers shuffled within groups. */
export function bola8Rows(rng: Rng): ObjectBallId[][] {
  const swap = rng.int(2) === 1;
  const mirror = rng.int(2) === 1;
  const solids = shuffled(SOLIDS, rng);
  const stripes = shuffled(STRIPES, rng);
  const [first, second] = swap ? [stripes, solids] : [solids, stripes];
  let i = 0;
  let j = 0;
  return BOLA8_PATTERN.map((row) => {
    const balls = row.map(
      (slot): ObjectBallId => (slot === "8" ? 8 : slot === "S" ? first[i++]! : second[j++]!),
    );
    return mirror ? balls.reverse() : balls;
  });
}

/** Ball numbers by row for Piña: the 1 at the apex, the other fourteen shuffled (PC-RACK). */
export function pinaRows(rng: Rng): ObjectBallId[][] {
  const rest = shuffled([2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15] as ObjectBallId[], rng);
  const rows: ObjectBallId[][] = [[1]];
  let k = 0;
  for (let n = 2; n <= 5; n++) {
    rows.push(rest.slice(k, k + n));
    k += n;
  }
  return rows;
}

/** Where the cue ball waits after racking: on the long axis, one ball behind the head string. */
export function defaultCueBallSpot(table: TableGeometry, radius = BALL_RADIUS): [number, number] {
  return [table.headStringX - 2 * radius, 0];
}

/**
 * Places the rows as balls: apex exactly on the foot spot, row k at k·d·√3/2 toward the foot,
 * ball j of a row at y = (k/2 − j)·d (left is +y), every other ball nudged by the seed.
 */
export function placeRows(
  rows: readonly (readonly ObjectBallId[])[],
  table: TableGeometry,
  rng: Rng,
  radius = BALL_RADIUS,
  spacing: RackSpacing = DEFAULT_RACK_SPACING,
): BallState[] {
  const d = 2 * radius + spacing.gap;
  const [fx, fy] = table.footSpot;
  const out: BallState[] = [];
  rows.forEach((row, k) => {
    row.forEach((id, j) => {
      let x = fx + (k * d * Math.sqrt(3)) / 2;
      let y = fy + (k / 2 - j) * d;
      if (k > 0) {
        // Uniform in a disc of radius RACK_JITTER.
        // detSinCos, not Math.sin/cos: engines differ in the last bit (Node 20 and Chromium 156
        // put a ball near the centre line an ulp apart), and the server and the browser must
        // rack the same table to the bit.
        const a = 2 * Math.PI * rng.next();
        const m = spacing.jitter * Math.sqrt(rng.next());
        const [sin, cos] = detSinCos(a);
        x += m * cos;
        y += m * sin;
      }
      out.push(restingBall(id, x, y, radius));
    });
  });
  return out;
}

/** A full rack for the game: the cue ball first, then the fifteen object balls. */
export function rackBalls(
  game: GameId,
  table: TableGeometry,
  rng: Rng,
  radius = BALL_RADIUS,
  spacing: RackSpacing = DEFAULT_RACK_SPACING,
): BallState[] {
  const rows = game === "bola8" ? bola8Rows(rng) : pinaRows(rng);
  const [cx, cy] = defaultCueBallSpot(table, radius);
  return [restingBall(0, cx, cy, radius), ...placeRows(rows, table, rng, radius, spacing)];
}
