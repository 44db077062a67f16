/**
 * This browser's history of finished matches (localStorage), newest last, at most HISTORY_MAX of
 * them (the browser's storage is a few megabytes): what the replay and statistics pages read.
 * Storage only, so every page that finishes a match may keep it: the game and online play keep a
 * saved-match file (app/history.ts makes it from the game's match), the scorekeeper's page
 * keeping a real match on the phone keeps its match script (MATCH-SCRIPT.md), which has no strokes.
 */

const KEY = "mingo.history.v1";
export const HISTORY_MAX = 40;

export interface KeptMatch {
  /** Where it was played: at this screen, online, or at a real table (recorded on this phone). */
  readonly where: "local" | "online" | "table";
  readonly endedAt: string;
  /** The saved-match JSON text; for "table", the match-script JSON text. */
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

/** Keeps a finished match's text once (the same text is not added again); false when it cannot be kept. */
export function keepFinished(where: KeptMatch["where"], saved: string, now = new Date()): boolean {
  const st = storage();
  if (!st) return false;
  const all = history();
  if (all.some((k) => k.saved === saved)) return true;
  const next = [...all, { where, endedAt: now.toISOString(), saved }];
  // Oldest first out; a full storage drops more until it fits.
  for (let keep = Math.min(HISTORY_MAX, next.length); keep > 0; keep--) {
    try {
      st.setItem(KEY, JSON.stringify(next.slice(-keep)));
      return true;
    } catch {
      // Storage full: try with fewer.
    }
  }
  return false;
}
