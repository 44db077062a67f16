/**
 * The organizer's list of entries, one per line: a player's name, or a team (G-TEAM) as
 * "Team name: Ana, Carla" — its players in shooting order after the colon. A number in
 * brackets at the end is the entry's handicap (issue 39): "Ana (5)", "Los Tigres: Ana, Carla (5)".
 */
export type EntryDraft =
  | string
  | { readonly name: string; readonly members?: string[]; readonly handicap?: number };

/** "… (5)" at the end of a line: the handicap, and the line without it. */
function handicapOf(line: string): { rest: string; handicap?: number } {
  const m = /\s*\((\d{1,3})\)\s*$/.exec(line);
  return m ? { rest: line.slice(0, m.index).trim(), handicap: Number(m[1]) } : { rest: line };
}

export function parseEntries(text: string): EntryDraft[] {
  return text
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line): EntryDraft => {
      const { rest, handicap } = handicapOf(line);
      const withHandicap = handicap === undefined ? {} : { handicap };
      const colon = rest.indexOf(":");
      if (colon < 0) return handicap === undefined ? rest : { name: rest, ...withHandicap };
      const members = rest
        .slice(colon + 1)
        .split(",")
        .map((m) => m.trim())
        .filter(Boolean);
      return { name: rest.slice(0, colon).trim(), members, ...withHandicap };
    });
}
