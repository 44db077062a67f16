/**
 * Where the balls stand before an action is played back: the two lag balls for a lag, the cue
 * ball moved to its placement for a strike with ball in hand, else the table as it is.
 */
import type { BallId } from "../../core/index.ts";
import type { GameAction, Match } from "../../game/index.ts";
import { lagStart } from "../../game/index.ts";
import type { ShotResult } from "../../physics/index.ts";
import { BALL_RADIUS, posesWithCueAt, toPlayback, toPoses } from "../app/adapters.ts";
import type { BallPose, Playback } from "../view/index.ts";

export function startPoses(m: Match, action: GameAction): BallPose[] {
  if (action.kind === "lag") {
    return ([0, 1] as const).map((p) => {
      const [x, y] = lagStart(m.table, p, BALL_RADIUS);
      return { id: p, r: [x, y, BALL_RADIUS], w: [0, 0, 0], visible: true };
    });
  }
  if (action.kind === "strike" && action.cueBall) return posesWithCueAt(m.balls, action.cueBall);
  return toPoses(m.balls);
}

const ALL_BALLS: readonly BallId[] = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15];

/** A simulation as a playback; balls the simulation does not hold (already down) stay hidden. */
export function playbackOf(sim: ShotResult): Playback {
  const inSim = new Set(sim.final.map((b) => b.id));
  return toPlayback(
    sim,
    ALL_BALLS.filter((id) => !inSim.has(id)),
  );
}
