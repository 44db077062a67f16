/**
 * The match in progress kept in the browser's storage, offered for resume on the next visit.
 * What is kept is the saved-match file of src/game/saved.ts (setup and actions) beside the
 * screen's own setup (opponent, level, clock); resuming replays the actions from the seed
 * (`fromSavedMatch`), which refuses a file that no longer replays to the same table.
 */
import { err, ok, type Result } from "../../core/index.ts";
import type { Match } from "../../game/index.ts";
import { fromSavedMatch, type SavedProblem, toSavedMatch } from "../../game/index.ts";
import type { MatchConfig } from "./session.ts";

const KEY = "mingo.match.v1";

interface Stored {
  readonly config: MatchConfig;
  readonly saved: string;
  readonly savedAt: string;
}

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** Keeps the match (from its first lag on); a finished match is forgotten. */
export function keepMatch(config: MatchConfig, m: Match): void {
  const st = storage();
  if (!st) return;
  if (m.rules?.matchOver) {
    st.removeItem(KEY);
    return;
  }
  const saved = toSavedMatch(m);
  // Before the first lag has a winner there is nothing a replay could not start afresh.
  if (!saved.ok) return;
  const value: Stored = { config, saved: JSON.stringify(saved.value), savedAt: new Date().toISOString() };
  try {
    st.setItem(KEY, JSON.stringify(value));
  } catch {
    // Storage full or refused: the match goes on, only resume is lost.
  }
}

export function forgetMatch(): void {
  storage()?.removeItem(KEY);
}

/** What the menu shows of a kept match, without replaying it. */
export function keptMatch(): { config: MatchConfig; savedAt: string } | null {
  const raw = storage()?.getItem(KEY);
  if (!raw) return null;
  try {
    const v = JSON.parse(raw) as Stored;
    if (!v?.config?.game || typeof v.saved !== "string") return null;
    return { config: v.config, savedAt: v.savedAt };
  } catch {
    return null;
  }
}

/** The kept match replayed from its saved file; the error is one line. */
export function restoreMatch(): Result<{ config: MatchConfig; match: Match }, SavedProblem> {
  const raw = storage()?.getItem(KEY);
  if (!raw) return err({ code: "not-saved-match", engineChanged: false, message: "no match is kept" });
  let v: Stored;
  try {
    v = JSON.parse(raw) as Stored;
  } catch (e) {
    return err({ code: "not-json", engineChanged: false, message: `not JSON: ${(e as Error).message}` });
  }
  const m = fromSavedMatch(v.saved);
  if (!m.ok) return m;
  return ok({ config: v.config, match: m.value });
}
