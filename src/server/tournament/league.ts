/**
 * A league's season: its nights (each a tournament: a round robin or a set of fixtures) and the
 * standings across them, by the rulebooks' scoring (Piña encounter points, PC-MATCH; Bola 8
 * racks, B8-MATCH) and the game's tie-breaks, named (rules/tie-breaks.ts). A player is the same
 * from night to night by name (case and spacing aside): the nights' entries are separate rows.
 * Every encounter of every night counts, knockout ones included: a league plays each one once.
 */
import type { GameId } from "../../core/index.ts";
import type { StandingRowView } from "../../protocol/index.ts";
import { TIE_BREAKS } from "../../rules/index.ts";
import type { TournamentRows } from "../store/club-store.ts";
import { finished } from "./advance.ts";
import { type FinishedEncounter, standings } from "./standings.ts";

export interface SeasonNight {
  readonly night: number;
  readonly tournamentId: string;
  readonly name: string;
  readonly status: string;
  /** Encounters finished of all this night's encounters. */
  readonly done: number;
  readonly encounters: number;
}

export interface SeasonView {
  readonly id: string;
  readonly name: string;
  readonly game: GameId;
  readonly tieBreaks: readonly string[];
  readonly nights: readonly SeasonNight[];
  /** Rows keyed by the player's name as first entered; `id` is the name's key. */
  readonly standings: readonly StandingRowView[];
}

/** How a name is told apart from night to night: trimmed, spaces folded, case ignored. */
export const playerKey = (name: string): string =>
  name.normalize("NFC").trim().replace(/\s+/g, " ").toLocaleLowerCase();

export function seasonView(
  league: { readonly id: string; readonly name: string; readonly game: GameId },
  nights: readonly TournamentRows[],
): SeasonView {
  const players = new Map<string, { id: string; name: string; seed: number }>();
  const done: FinishedEncounter[] = [];
  for (const n of nights) {
    const keyOf = new Map<string, string>();
    for (const p of n.players) {
      const key = playerKey(p.name);
      keyOf.set(p.id, key);
      // The season's seed: the order players first appeared in (night, then that night's seed).
      if (!players.has(key)) players.set(key, { id: key, name: p.name, seed: players.size + 1 });
    }
    for (const e of n.encounters) {
      const f = finished(e);
      const a = f && keyOf.get(f.a);
      const b = f && keyOf.get(f.b);
      if (f && a && b) done.push({ ...f, a, b });
    }
  }
  return {
    id: league.id,
    name: league.name,
    game: league.game,
    tieBreaks: TIE_BREAKS[league.game],
    nights: nights.map((n, i) => ({
      night: i + 1,
      tournamentId: n.t.id,
      name: n.t.name,
      status: n.t.status,
      done: n.encounters.filter((e) => e.status === "done").length,
      encounters: n.encounters.length,
    })),
    standings: standings(league.game, [...players.values()], done),
  };
}
