/**
 * The organizer's list of entries, one per line: a player's name, or a team (G-TEAM) as
 * "Team name: Ana, Carla" — its players in shooting order after the colon.
 */
export type EntryDraft = string | { readonly name: string; readonly members: string[] };

export function parseEntries(text: string): EntryDraft[] {
  return text
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const colon = line.indexOf(":");
      if (colon < 0) return line;
      const members = line
        .slice(colon + 1)
        .split(",")
        .map((m) => m.trim())
        .filter(Boolean);
      return { name: line.slice(0, colon).trim(), members };
    });
}
