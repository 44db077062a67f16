/**
 * Keeping the physical table in step with the referee: racking a new rack, spotting the balls
 * the referee puts back (G-SPOT, in its order), removing balls it takes out (B8-EQUALIZE), and
 * the ball that B8-SPOT-OWN moves.
 */
import { err, makeRng, type ObjectBallId, ok, type PlayerIndex, type Result } from "../core/index.ts";
import type { BallState, Table } from "../physics/index.ts";
import type { MatchState } from "../rules/index.ts";
import { groupOf } from "../rules/index.ts";
import { isBehindHeadString, isOnCloth } from "./geometry.ts";
import type { GameError, MatchSetup } from "./match-types.ts";
import { rackBalls } from "./rack.ts";
import { spotBalls } from "./spot.ts";

/** The n-th rack of the match (0-based): its own stream of the seed, so racks never depend on play. */
export function rackFor(setup: MatchSetup, table: Table, n: number): BallState[] {
  return rackBalls(setup.game, table, makeRng(`${setup.seed}/rack/${n}`));
}

/** Marks a ball as out of play (pocketed by hand), keeping its last position for drawing. */
const removed = (b: BallState): BallState => ({ ...b, v: [0, 0, 0], w: [0, 0, 0], motion: "pocketed" });

/**
 * After a referee step: the balls it spotted go to the foot spot in its order (a ball still on
 * the cloth, like the 8 of B8-SANCTION-8, is lifted first); then any object ball the referee
 * has out of play is taken off, and any it has in play but the table lacks is spotted too.
 */
export function syncWithReferee(
  balls: readonly BallState[],
  spotted: readonly ObjectBallId[],
  rules: MatchState,
  table: Table,
): Result<BallState[], GameError> {
  const lifted = balls.map((b) => (spotted.includes(b.id as ObjectBallId) ? removed(b) : b));
  const first = spotBalls(spotted, lifted, table);
  if (!first.ok) return err({ code: "spot", message: first.error.message });
  const inPlay = new Set<number>(rules.onTable);
  const trimmed = first.value.map((b) => (b.id !== 0 && isOnCloth(b) && !inPlay.has(b.id) ? removed(b) : b));
  const missing = rules.onTable.filter((id) => !trimmed.some((b) => b.id === id && isOnCloth(b)));
  const second = spotBalls(missing, trimmed, table);
  if (!second.ok) return err({ code: "spot", message: second.error.message });
  return ok(sortById(second.value));
}

export const sortById = (balls: readonly BallState[]): BallState[] => [...balls].sort((a, b) => a.id - b.id);

/**
 * B8-SPOT-OWN: with every one of the player's group balls behind the head string, the one
 * nearest the head string (the lowest number if tied). An error names a ball beyond it.
 */
export function spotOwnBall(
  balls: readonly BallState[],
  rules: MatchState,
  by: PlayerIndex,
  table: Table,
): Result<ObjectBallId, GameError> {
  const group = rules.groups?.[by];
  if (!group) return err({ code: "spot-own", message: "the groups are not assigned" });
  const own = balls.filter(
    (b) =>
      b.id !== 0 &&
      isOnCloth(b) &&
      rules.onTable.includes(b.id as ObjectBallId) &&
      groupOf(b.id as ObjectBallId) === group,
  );
  if (own.length === 0)
    return err({ code: "spot-own", message: `player ${by} has no ${group} on the table` });
  const beyond = own.find((b) => !isBehindHeadString(b.r[0], table));
  if (beyond) {
    return err({
      code: "spot-own",
      message: `B8-SPOT-OWN needs all of player ${by}'s balls behind the head string; ball ${beyond.id} is beyond it`,
    });
  }
  const best = [...own].sort((a, b) => b.r[0] - a.r[0] || a.id - b.id)[0]!;
  return ok(best.id as ObjectBallId);
}
