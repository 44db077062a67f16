/** An encounter recorded at a table, as its match script (MATCH-SCRIPT.md): the one place that builds it. */
import type { EncounterTable, PlayerTable, TournamentTable } from "../db/schema.ts";

export interface RecordedEncounter {
  readonly t: TournamentTable;
  readonly e: EncounterTable;
  readonly players: readonly Pick<PlayerTable, "id" | "name">[];
  readonly steps: readonly string[];
}

/** The script of a started encounter (null before its breaker is known). */
export function encounterScript(r: RecordedEncounter): Record<string, unknown> | null {
  const { t, e, players, steps } = r;
  if (e.breaker === null) return null;
  const name = (id: string | null) => players.find((p) => p.id === id)?.name ?? "?";
  const settings = JSON.parse(t.settings) as Record<string, unknown>;
  return {
    game: t.game,
    players: [name(e.player_a), name(e.player_b)],
    ...(Object.keys(settings).length ? { settings } : {}),
    breaker: e.breaker,
    steps: steps.map((s) => JSON.parse(s)),
  };
}
