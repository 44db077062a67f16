/**
 * The matches played in this browser, kept for the statistics page: each finished match as its
 * saved-match file (src/game/saved.ts), newest last, at most HISTORY_MAX of them (the browser's
 * storage is a few megabytes). A match in progress is the resume file's business (resume.ts).
 */
import { type Match, toSavedMatch } from "../../game/index.ts";

const KEY = "mingo.history.v1";
export const HISTORY_MAX = 40;

export interface KeptMatch {
  /** Where it was played: at this screen or online. */
  readonly where: "local" | "online";
  readonly endedAt: string;
  /** The saved-match JSON text. */
  readonly saved: string;
}

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function history(): KeptMatch[] {
  const raw = storage()?.getItem(KEY);
  if (!raw) return [];
  try {
    const v = JSON.parse(raw) as unknown;
    return Array.isArray(v)
      ? v.filter((x): x is KeptMatch => typeof x?.saved === "string" && typeof x?.endedAt === "string")
      : [];
  } catch {
    return [];
  }
}

/** Keeps a finished match once (a match already kept is not added again). */
export function recordFinished(m: Match, where: KeptMatch["where"], now = new Date()): void {
  const st = storage();
  if (!st || !m.rules?.matchOver) return;
  const saved = toSavedMatch(m);
  if (!saved.ok) return;
  const text = JSON.stringify(saved.value);
  const all = history();
  if (all.some((k) => k.saved === text)) return;
  const next = [...all, { where, endedAt: now.toISOString(), saved: text }];
  // Oldest first out; a full storage drops more until it fits.
  for (let keep = Math.min(HISTORY_MAX, next.length); keep > 0; keep--) {
    try {
      st.setItem(KEY, JSON.stringify(next.slice(-keep)));
      return;
    } catch {
      // Storage full: try with fewer.
    }
  }
}
