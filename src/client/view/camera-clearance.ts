/**
 * A camera never inside the table: wherever a view puts it (behind the cue near a rail, easing
 * between two places, a replay's angle), it rises over the rails, the frame and the balls
 * instead of passing through them. Pure, so it is tested apart from three.js.
 */
import type { Vec2, Vec3 } from "../../core/index.ts";
import type { TableShape } from "./types.ts";

/** Clear air kept over the rail's top and over a ball (m). */
export const RAIL_CLEARANCE = 0.06;
export const BALL_CLEARANCE = 0.05;

/** The camera's place lifted, when needed, to clear the table's body and the balls. */
export function clearOfTable(
  pos: Vec3,
  t: Pick<TableShape, "length" | "width" | "railWidth" | "railTopHeight" | "ballRadius">,
  balls: readonly Vec2[],
): Vec3 {
  let z = pos[2];
  const overTable =
    Math.abs(pos[0]) < t.length / 2 + t.railWidth + RAIL_CLEARANCE &&
    Math.abs(pos[1]) < t.width / 2 + t.railWidth + RAIL_CLEARANCE;
  if (overTable) z = Math.max(z, t.railTopHeight + RAIL_CLEARANCE);
  for (const b of balls)
    if (Math.hypot(pos[0] - b[0], pos[1] - b[1]) < t.ballRadius + BALL_CLEARANCE)
      z = Math.max(z, 2 * t.ballRadius + BALL_CLEARANCE);
  return [pos[0], pos[1], z];
}
