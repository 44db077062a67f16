/**
 * Checks that a scenario's balls can stand where it puts them: a cue ball, no ball twice,
 * every ball on the cloth, and no two balls (or a ball and a jaw) overlapping. Touching is
 * allowed (a frozen rack is normal), within TOUCH_TOLERANCE_M of exact contact.
 */
import { type BallId, err, ok, type Result } from "../core/index.ts";
import type { Table } from "../physics/index.ts";
import { isOnPlayingSurface } from "../physics/index.ts";

/** Centres 2R apart within this are "touching", not overlapping (SIMULATE.md). */
export const TOUCH_TOLERANCE_M = 1e-6;

export interface PlacedBall {
  readonly id: BallId;
  readonly x: number;
  readonly y: number;
}

export function checkLayout(
  table: Table,
  radius: number,
  balls: readonly PlacedBall[],
): Result<void, string> {
  const seen = new Set<BallId>();
  for (const b of balls) {
    if (seen.has(b.id)) return err(`ball ${b.id} appears more than once`);
    seen.add(b.id);
  }
  if (!seen.has(0)) return err("no cue ball: the balls must include id 0");

  // Where the engine lets a ball stand: inside the cushion noses, or resting in a pocket's mouth.
  const maxX = table.length / 2 - radius;
  const maxY = table.width / 2 - radius;
  for (const b of balls) {
    if (!isOnPlayingSurface(table, b.x, b.y, radius)) {
      return err(
        `ball ${b.id} at (${fmt(b.x)}, ${fmt(b.y)}) is off the cloth: on a ${table.size} table its centre ` +
          `must have |x| ≤ ${fmt(maxX)} and |y| ≤ ${fmt(maxY)} m, or rest in a pocket's mouth clear of the cushions`,
      );
    }
    for (const jaw of table.jaws) {
      const gap = Math.hypot(b.x - jaw.centre[0], b.y - jaw.centre[1]) - (jaw.radius + radius);
      if (gap < -TOUCH_TOLERANCE_M) {
        return err(`ball ${b.id} at (${fmt(b.x)}, ${fmt(b.y)}) overlaps the ${jaw.pocket} pocket's jaw`);
      }
    }
  }

  for (let i = 0; i < balls.length; i++) {
    const a = balls[i]!;
    for (let j = i + 1; j < balls.length; j++) {
      const b = balls[j]!;
      const d = Math.hypot(a.x - b.x, a.y - b.y);
      const overlap = 2 * radius - d;
      if (overlap > TOUCH_TOLERANCE_M) {
        return err(
          `balls ${a.id} and ${b.id} overlap by ${fmt(overlap * 1000)} mm ` +
            `(centres ${fmt(d)} m apart, a ball is ${fmt(2 * radius)} m across)`,
        );
      }
    }
  }
  return ok(undefined);
}

/** Enough digits to see a micrometre, no float noise. */
const fmt = (x: number): string => String(Number(x.toPrecision(7)));
