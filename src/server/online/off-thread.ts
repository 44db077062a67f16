/**
 * Where an online match's actions are played: in the strike workers when the server has a pool
 * (MINGO_STRIKE_WORKERS), on this thread when it has none. The one place that chooses, for a
 * single action (strikes.ts, lag.ts) and for a run of stored ones (match-cache.ts).
 */
import type { Result } from "../../core/index.ts";
import { ok } from "../../core/index.ts";
import {
  type GameAction,
  type GameError,
  type Match,
  playAction,
  playAll,
  simulates,
} from "../../game/index.ts";
import type { OnlineState } from "./service-state.ts";

/**
 * A strike or a lag (the simulation and the referee) runs in a worker when there is a pool: this
 * thread only orchestrates. A choice, a declaration or a resignation is played here: it costs
 * less than the round trip, and in a queue behind thousands of breaks (matches starting at
 * once) it would wait seconds for microseconds of work.
 */
export function playOffThread(
  s: OnlineState,
  m: Match,
  action: GameAction,
): Promise<Result<Match, GameError>> {
  if (s.config.strikes && simulates(action)) return s.config.strikes.play(m, action);
  const r = playAction(m, action);
  return Promise.resolve(r.ok ? ok(r.value.match) : r);
}

/**
 * Stored actions played in turn from `m` (a node catching up, or a match rebuilt from its start):
 * in one worker job when there is a pool, so no run of simulations holds the sockets' thread.
 */
export function playManyOffThread(
  s: OnlineState,
  m: Match,
  actions: readonly GameAction[],
): Promise<Result<Match, GameError & { index: number }>> {
  return s.config.strikes ? s.config.strikes.playMany(m, actions) : Promise.resolve(playAll(m, actions));
}
