/** Playing an action past the lag (a strike, a decision, a resignation) and storing its step. */
import type { Result } from "../../core/index.ts";
import type { GameAction, GameError, Match } from "../../game/index.ts";
import type { OnlineRefusal } from "../../protocol/index.ts";
import type { StoredMatch } from "../store/online-store.ts";
import { playOffThread } from "./off-thread.ts";
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
