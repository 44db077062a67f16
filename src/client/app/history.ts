/**
 * The game's finished matches into this browser's history (client/history): each as its
 * saved-match file (src/game/saved.ts). A match in progress is the resume file's business (resume.ts).
 */
import { type Match, toSavedMatch } from "../../game/index.ts";
import { type KeptMatch, keepFinished } from "../history/index.ts";

export { HISTORY_MAX, history, type KeptMatch } from "../history/index.ts";

/** Keeps a finished match once (a match already kept is not added again). */
export function recordFinished(m: Match, where: KeptMatch["where"], now = new Date()): void {
  if (!m.rules?.matchOver) return;
  const saved = toSavedMatch(m);
  if (!saved.ok) return;
  keepFinished(where, JSON.stringify(saved.value), now);
}
