/**
 * Before-and-after pairs for the scorekeeper's photos (issue 42): the "before" is an ordinary
 * synthetic photo's layout; the "after" is that layout after a real stroke played by the engine
 * (the cue ball sent at an object ball until a stroke drops at least one), so the balls that
 * dropped are the physics' own, and the cue ball and the balls it met have moved as they would.
 * The phone is the same, or (`nudge`) moved a little as a hand-held phone moves between shots.
 */
import type { BallId, Rng, Vec2, Vec3 } from "../../src/core/index.ts";
import { restingBall } from "../../src/game/index.ts";
import { type BallState, makeTable, simulateShot, type TableSize } from "../../src/physics/index.ts";
import { R } from "./layout.ts";

export interface PlayedStroke {
  readonly after: { readonly id: BallId; readonly at: Vec2 }[];
  /** The object balls that dropped, ascending. */
  readonly dropped: BallId[];
}

/**
 * A stroke from this layout that drops one object ball or more and leaves every other ball on
 * the cloth a photo sees (none in a pocket's mouth, the cue ball not down); null when 400 tries
 * find none.
 */
export function strokeThatDrops(
  size: TableSize,
  balls: readonly { readonly id: BallId; readonly at: Vec2 }[],
  rng: Rng,
): PlayedStroke | null {
  const table = makeTable(size);
  const start: BallState[] = balls.map((b) => restingBall(b.id, b.at[0], b.at[1]));
  const cue = start.find((b) => b.id === 0);
  const objects = start.filter((b) => b.id !== 0);
  if (!cue || objects.length === 0) return null;
  for (let tries = 0; tries < 400; tries++) {
    const target = objects[rng.int(objects.length)]!;
    const direction =
      (Math.atan2(target.r[1] - cue.r[1], target.r[0] - cue.r[0]) * 180) / Math.PI + (rng.next() - 0.5) * 16;
    const shot = simulateShot(table, start, {
      speed: 1.2 + 4 * rng.next(),
      direction,
      tipX: 0,
      tipY: (rng.next() - 0.5) * 0.6,
      elevation: 0,
    });
    if (!shot.ok) continue;
    const final = shot.value.final;
    const dropped = final.filter((b) => b.motion === "pocketed" || b.motion === "off").map((b) => b.id);
    const staying = final.filter((b) => b.motion !== "pocketed" && b.motion !== "off");
    const onCloth = staying.every(
      (b) => Math.abs(b.r[0]) <= table.length / 2 - R && Math.abs(b.r[1]) <= table.width / 2 - R,
    );
    if (dropped.length === 0 || dropped.includes(0) || !onCloth) continue;
    return {
      after: staying.map((b) => ({ id: b.id, at: [b.r[0], b.r[1]] as Vec2 })),
      dropped: [...dropped].sort((a, b) => a - b),
    };
  }
  return null;
}

/** The phone moved a little between the photos: up to 3 cm, and its aim up to 2 cm on the table. */
export function nudged(eye: Vec3, look: Vec3, rng: Rng): { eye: Vec3; look: Vec3 } {
  const d = () => (rng.next() - 0.5) * 2;
  return {
    eye: [eye[0] + 0.03 * d(), eye[1] + 0.03 * d(), eye[2] + 0.03 * d()],
    look: [look[0] + 0.02 * d(), look[1] + 0.02 * d(), look[2]],
  };
}
