/**
 * Statistics from a simulated match (local or online: a seed and its actions). The match is
 * replayed once, so every stroke is read with the balls where they stood: pot attempts get their
 * distance and cut, and misses their place on the table.
 */
import { err, type ObjectBallId, ok, type PocketId, type Result, type Vec2 } from "../../core/index.ts";
import type { BallState } from "../../physics/index.ts";
import { findOnCloth, xy } from "../geometry.ts";
import { playAction, startMatch } from "../match.ts";
import type { GameAction, MatchSetup } from "../match-types.ts";
import { type AttemptGeometry, cutDeg, type PlayerStats, StatsTally } from "./tally.ts";

export function statsOfMatch(
  setup: MatchSetup,
  actions: readonly GameAction[],
): Result<Map<string, PlayerStats>, string> {
  const started = startMatch(setup);
  if (!started.ok) return err(started.error.message);
  let m = started.value;
  const nameOf = (side: 0 | 1, k: number) => setup.sides?.[side]?.[k] ?? setup.players[side];
  const tally = new StatsTally();
  tally.startMatch(setup.sides ? [...setup.sides[0], ...setup.sides[1]] : [...setup.players]);
  for (const [i, action] of actions.entries()) {
    const before = m;
    const r = playAction(m, action);
    if (!r.ok) return err(`action ${i + 1}: ${r.error.message}`);
    m = r.value.match;
    const { shot, ruling } = r.value.step;
    if (action.kind !== "strike" || !shot || !ruling || !before.rules) continue;
    // With ball in hand the cue ball stood where it was placed.
    const cue: Vec2 | null = action.cueBall ?? cueAt(before.balls);
    const pockets = before.table.pockets;
    tally.stroke({
      side: shot.by,
      name: nameOf(shot.by, ruling.striker?.[1] ?? 0),
      before: before.rules,
      shot,
      ruling,
      geometry: (target: ObjectBallId, pocket: PocketId | null): AttemptGeometry | null => {
        const ball = findOnCloth(before.balls, target);
        if (!cue || !ball) return null;
        const object = xy(ball);
        const options = pockets
          .filter((p) => pocket === null || p.id === pocket)
          .map((p) => ({ cue, object, pocket: p.centre }));
        return options.sort((a, b) => cutDeg(a) - cutDeg(b))[0] ?? null;
      },
    });
  }
  return ok(tally.result());
}

function cueAt(balls: readonly BallState[]): Vec2 | null {
  const c = findOnCloth(balls, 0);
  return c ? xy(c) : null;
}
