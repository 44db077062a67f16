/** An encounter recorded at a table, as its match script (MATCH-SCRIPT.md): the one place that builds it. */

import type { GameId } from "../../core/index.ts";
import type { EncounterTable, PlayerTable, TournamentTable } from "../db/schema.ts";
import { membersOf } from "../store/club-store.ts";
import { encounterSettings } from "../tournament/service.ts";

export interface RecordedEncounter {
  readonly t: TournamentTable;
  readonly e: EncounterTable;
  readonly players: readonly Pick<PlayerTable, "id" | "name" | "members" | "handicap">[];
  readonly steps: readonly string[];
}

/** The script of a started encounter (null before its breaker is known). */
export function encounterScript(r: RecordedEncounter): Record<string, unknown> | null {
  const { t, e, players, steps } = r;
  if (e.breaker === null) return null;
  const find = (id: string | null) => players.find((p) => p.id === id);
  const name = (id: string | null) => find(id)?.name ?? "?";
  const team = (id: string | null) => {
    const p = find(id);
    return p ? membersOf(p) : null;
  };
  // A handicapped encounter's script carries each side's own race or target, so it replays alike.
  const settings = encounterSettings(t.game as GameId, JSON.parse(t.settings), [
    find(e.player_a)?.handicap ?? null,
    find(e.player_b)?.handicap ?? null,
  ]);
  const a = team(e.player_a);
  const b = team(e.player_b);
  return {
    game: t.game,
    // G-TEAM: two teams' players, as MATCH-SCRIPT.md names sides.
    players: a && b ? [a, b] : [name(e.player_a), name(e.player_b)],
    ...(Object.keys(settings).length ? { settings } : {}),
    breaker: e.breaker,
    steps: steps.map((s) => JSON.parse(s)),
  };
}
