/** Playing an action past the lag (a strike, a decision, a resignation) and storing its step. */
import type { Result } from "../../core/index.ts";
import { ok } from "../../core/index.ts";
import { type GameAction, type GameError, type Match, playAction, simulates } from "../../game/index.ts";
import type { OnlineRefusal } from "../../protocol/index.ts";
import type { StoredMatch } from "../store/online-store.ts";
import { type OnlineState, refuse } from "./service-state.ts";
import { storeStep } from "./steps.ts";

const GAME_ERROR_CODES: Partial<Record<GameError["code"], OnlineRefusal["code"]>> = {
  "not-your-turn": "not-your-turn",
};

export async function play(
  s: OnlineState,
  row: StoredMatch,
  m: Match,
  action: GameAction,
  ref?: string,
): Promise<Result<void, OnlineRefusal>> {
  const r = await playOffThread(s, m, action);
  if (!r.ok) {
    const code =
      r.error.message === "the match is over"
        ? "match-over"
        : (GAME_ERROR_CODES[r.error.code] ?? "illegal-action");
    return refuse(code, `${r.error.code}: ${r.error.message}`);
  }
  return storeStep(s, row, m, r.value, action, { lagPending: null, ...(ref ? { ref } : {}) });
}

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
  return Promise.resolve(mapOk(playAction(m, action), (x) => x.match));
}

function mapOk<T, U, E>(r: Result<T, E>, f: (t: T) => U): Result<U, E> {
  return r.ok ? ok(f(r.value)) : r;
}
