/**
 * The break a person gets by default, and the power scale of the cue: one home for the client's
 * power slider and aim, and for the benchmarks that measure the break (bench/breaks.ts).
 */
import type { GameId, Vec2 } from "../core/index.ts";
import type { BallState } from "../physics/index.ts";
import { BALL_RADIUS, isOnCloth, type TableGeometry } from "./geometry.ts";
import { defaultCueBallSpot } from "./rack.ts";

/** Cue-ball speed for a power setting: fine control at lag pace, ~9 m/s for a full break. */
export function speedForPower(power: number): number {
  return 0.25 + 8.75 * Math.max(0, Math.min(1, power)) ** 1.6;
}

/** The power setting that gives a speed (speedForPower's inverse), for strokes set by the hint. */
export function powerForSpeed(speed: number): number {
  return Math.max(0, Math.min(1, (Math.max(0, speed - 0.25) / 8.75) ** (1 / 1.6)));
}

/** The preset break: where the cue ball starts, the point it is aimed at, the power and the tip. */
export interface BreakPreset {
  readonly cueBall: Vec2;
  readonly aimAt: Vec2;
  readonly power: number;
  /** Follow (> 0) or draw (< 0), a fraction of the radius. */
  readonly tipY: number;
}

/**
 * Bola 8's preset break is a side break, as the pro figures were played: the cue ball one ball
 * behind the head string and a centimetre off a side rail, at full power (9 m/s) with 0.4 R of
 * follow, aimed at the centre of the second row's ball on that side. That line passes 1.56 R
 * from the head ball's centre, so the cue ball takes the head ball first, about half-ball, and
 * drives it into the side of the rack; aimed 1.2–2 cm further out, to miss the head ball and
 * strike the second ball itself, the foot corners take only 8–32 % again and the sides 25–51 %
 * (500 racks a size under a person's hand). Measured on the engine (bench/breaks.ts, 1,000 seeded racks a size, the aim missing by up to ±4 mm): a ball
 * made without a scratch on 65 / 57 / 56 % of breaks on 7 / 8 / 9 ft, the foot corners taking
 * 27 / 35 / 38 % of the balls made, the 8 made on 3.4 / 2.6 / 2.6 %, scratches 10–12 %. Centre
 * ball did as well on 7 and 8 ft but made a ball on only half the 9 ft breaks under a person's
 * hand (50 %, against 57 % with this follow). The centre break into the head ball that was the
 * preset before (0.9 power, 0.2 R of follow) sends 85–94 % of the balls made to the side
 * pockets and 1–3 % to the foot corners (docs/physics.md, "The break").
 *
 * Piña's break must strike the 1 first (PC-BREAK), at the apex: from the centre, 0.9 power
 * (7.6 m/s) with 0.15 R of follow. Over 100–300 seeded racks a size 0.2 R of follow scratched
 * on 3–8 % of breaks, none on 4–9 % (stunned, the cue ball comes back off the pack), 0.15 R on
 * 1–3 %. src/client/app/break-preset.test.ts checks both under a person's hand.
 */
const SIDE_BREAK_GAP = 0.01;
const PRESETS: Readonly<Record<GameId, { power: number; tipY: number }>> = {
  bola8: { power: 1, tipY: 0.4 },
  pina: { power: 0.9, tipY: 0.15 },
};

/**
 * The preset break on this rack: `balls` as racked (the cue ball's own place is not read). The
 * side break goes along the +y rail (the breaker's left, as rack.ts places the rows); a rack
 * with no second row (never racked so) falls back to the centre into the head ball.
 */
export function breakPreset(
  game: GameId,
  table: TableGeometry,
  balls: readonly BallState[],
  radius = BALL_RADIUS,
): BreakPreset {
  const { power, tipY } = PRESETS[game];
  const objects = balls.filter((b) => b.id !== 0 && isOnCloth(b));
  const centre = defaultCueBallSpot(table, radius);
  const head = headBall(balls);
  const headAt: Vec2 = head ? [head.r[0], head.r[1]] : [table.footSpot[0], table.footSpot[1]];
  if (game === "pina" || !head) return { cueBall: centre, aimAt: headAt, power, tipY };
  const second = secondRowBall(objects, head, 1, radius);
  if (!second) return { cueBall: centre, aimAt: headAt, power, tipY };
  return {
    cueBall: [centre[0], table.width / 2 - radius - SIDE_BREAK_GAP],
    aimAt: [second.r[0], second.r[1]],
    power,
    tipY,
  };
}

/**
 * The ball of the rack's second row on the +y side (`side` 1) or the −y side (−1): the row one
 * row-step behind the head ball toward the foot. Null when that row is empty.
 */
export function secondRowBall(
  objects: readonly BallState[],
  head: BallState,
  side: 1 | -1,
  radius = BALL_RADIUS,
): BallState | null {
  const rowStep = Math.sqrt(3) * radius;
  return objects
    .filter((b) => Math.abs(b.r[0] - head.r[0] - rowStep) < 0.5 * rowStep)
    .reduce<BallState | null>((a, b) => (a === null || side * b.r[1] > side * a.r[1] ? b : a), null);
}

/** The object ball on the cloth nearest the head (the rack's apex after racking), or null. */
export function headBall(balls: readonly BallState[]): BallState | null {
  return balls
    .filter((b) => b.id !== 0 && isOnCloth(b))
    .reduce<BallState | null>((a, b) => (a === null || b.r[0] < a.r[0] ? b : a), null);
}
