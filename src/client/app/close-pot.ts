/**
 * A pot worth seeing again: the ball that rattled in the jaws and still dropped, the one that
 * died into the pocket on its last turn, or the long one down the table. The game replays such
 * a shot by itself (a setting, on unless turned off) at half speed from the broadcast angle.
 */
import type { BallId } from "../../core/index.ts";
import { positionsAt, type ShotResult } from "../../physics/index.ts";

export type ClosePotReason = "jaws" | "slow" | "long";

export interface ClosePot {
  readonly ball: BallId;
  readonly reason: ClosePotReason;
  /** When it dropped (s into the shot): the replay ends a moment after. */
  readonly t: number;
}

/** Slower than this at the pocket's edge (m/s): it barely made it. */
export const SLOW_POT_SPEED = 0.3;
/** Farther than this from where it started to the pocket (m): a long pot. */
export const LONG_POT_DISTANCE = 1.6;

/** The first object ball the shot pocketed closely, and how; null when none did. */
export function closePot(sim: ShotResult): ClosePot | null {
  const start = positionsAt(sim, 0);
  for (const e of sim.events) {
    if (e.kind !== "ball-pocket" || e.ball === 0) continue;
    const rattled = sim.events.some(
      (c) => c.kind === "ball-cushion" && c.ball === e.ball && c.cushion === "jaw" && c.t <= e.t,
    );
    if (rattled) return { ball: e.ball, reason: "jaws", t: e.t };
    const before = positionsAt(sim, Math.max(0, e.t - 1e-4)).find((b) => b.id === e.ball);
    if (before && Math.hypot(before.v[0], before.v[1]) < SLOW_POT_SPEED)
      return { ball: e.ball, reason: "slow", t: e.t };
    const from = start.find((b) => b.id === e.ball);
    if (before && from && Math.hypot(before.r[0] - from.r[0], before.r[1] - from.r[1]) > LONG_POT_DISTANCE)
      return { ball: e.ball, reason: "long", t: e.t };
  }
  return null;
}

const KEY = "mingo.autoReplay";

/** The automatic replay of a close pot: on unless the player turned it off. */
export function autoReplayOn(): boolean {
  try {
    return globalThis.localStorage?.getItem(KEY) !== "off";
  } catch {
    return true;
  }
}

export function setAutoReplay(on: boolean): void {
  try {
    globalThis.localStorage?.setItem(KEY, on ? "on" : "off");
  } catch {
    // Storage refused: the choice is not kept.
  }
}
