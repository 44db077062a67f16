/**
 * One entry's record in one tournament, for a player's profile (issue 28): encounters played,
 * won and lost (byes are not played), and whether it won the tournament — the knockout final's
 * winner, or first in a round robin's standings once the tournament is over.
 */
import type { GameId } from "../../core/index.ts";
import type { TournamentRows } from "../store/club-store.ts";
import { finished, groupStandings } from "./advance.ts";

export interface EntryRecord {
  readonly played: number;
  readonly won: number;
  readonly lost: number;
  readonly champion: boolean;
}

export function entryRecord(rows: TournamentRows, entry: string): EntryRecord {
  let played = 0;
  let won = 0;
  let lost = 0;
  for (const e of rows.encounters) {
    const f = finished(e);
    if (!f || (f.a !== entry && f.b !== entry)) continue;
    played++;
    const mine = f.a === entry ? 0 : 1;
    if (f.winner === mine) won++;
    else if (f.winner !== null) lost++;
  }
  return { played, won, lost, champion: rows.t.status === "done" && championOf(rows) === entry };
}

function championOf(rows: TournamentRows): string | null {
  const ko = rows.encounters.filter((e) => e.stage === "ko");
  if (ko.length > 0) {
    const final = ko.reduce((a, b) => (b.round > a.round ? b : a));
    return final.winner === 0 ? final.player_a : final.winner === 1 ? final.player_b : null;
  }
  const players = rows.players.map((p) => ({ ...p, tournament_id: rows.t.id }));
  const table = groupStandings(rows.t.game as GameId, players, rows.encounters)[0]?.rows ?? [];
  return table[0]?.id ?? null;
}
