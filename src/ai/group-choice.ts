/**
 * Bola 8 on an open table (B8-OPEN): which group can be run out. A group with every ball free
 * to drop somewhere is a run-out; balls with no open pocket or stuck in a cluster are the
 * problems a strong player counts before taking a group. The pot that assigns the groups gets
 * the difference between the two groups' ease, so the AI takes the group it can run.
 */
import { type ObjectBallId, other, type PlayerIndex } from "../core/index.ts";
import type { BallState, Table } from "../physics/index.ts";
import { type Group, groupOf, type MatchState } from "../rules/index.ts";
import { pathClear } from "./aim-geometry.ts";
import { objectBalls } from "./targets.ts";

/** Balls closer than this (gap, m) are a cluster: the cue ball cannot play either cleanly. */
const CLUSTER_GAP = 0.01;

/**
 * The group's ease in [−0.5, 1]: the share of its balls with a clear line to some pocket, less
 * half the share in clusters (touching or all but touching another ball).
 */
export function groupEase(table: Table, radius: number, balls: readonly BallState[], group: Group): number {
  const obstacles = objectBalls(balls);
  const mine = obstacles.filter((b) => groupOf(b.id as ObjectBallId) === group);
  if (mine.length === 0) return 1;
  let open = 0;
  let clustered = 0;
  for (const b of mine) {
    if (table.pockets.some((p) => pathClear(b.at, p.centre, obstacles, radius, [b.id]))) open++;
    if (
      obstacles.some(
        (o) => o.id !== b.id && Math.hypot(o.at[0] - b.at[0], o.at[1] - b.at[1]) < 2 * radius + CLUSTER_GAP,
      )
    )
      clustered++;
  }
  return (open - 0.5 * clustered) / mine.length;
}

/**
 * For a shot that assigned the groups to `me` (the table was open before it): my group's ease
 * less the opponent's. Zero when the groups were already set or are still open.
 */
export function groupChoiceEdge(
  before: MatchState,
  after: MatchState,
  me: PlayerIndex,
  table: Table,
  radius: number,
  balls: readonly BallState[],
): number {
  if (before.game !== "bola8" || before.groups !== null || after.groups === null) return 0;
  const my = after.groups[me];
  const their = after.groups[other(me)];
  return groupEase(table, radius, balls, my) - groupEase(table, radius, balls, their);
}
