/**
 * The public picture of a tournament: everything the live wall screen and the standings page
 * draw, read-only. The organizer's view adds the scorekeeper links.
 */
import type { GameId } from "../../core/index.ts";
import type { Line } from "../../narration/index.ts";
import type { EncounterView, TournamentSummary, TournamentView } from "../../protocol/index.ts";
import { isEliminationStage } from "../../protocol/index.ts";
import type { StepReport } from "../../rules/index.ts";
import type { TournamentTable } from "../db/schema.ts";
import { membersOf, type TournamentRows } from "../store/club-store.ts";
import { groupStandings } from "./advance.ts";
import { placings } from "./placings.ts";
import { onlinePlayOf } from "./service.ts";
import { TIE_BREAKS } from "./standings.ts";

export type { EncounterView, TournamentView };

/** A tournament's line in a list (GET /api/tournaments, /api/my/tournaments): its declared fields only. */
export const tournamentSummaryOf = (
  r: Pick<TournamentTable, "id" | "name" | "game" | "format" | "status" | "starts_at">,
): TournamentSummary => ({
  id: r.id,
  name: r.name,
  game: r.game as GameId,
  format: r.format,
  status: r.status,
  startsAt: r.starts_at,
});

/** Beyond this many encounters the view lists only the first upcoming ones (a wall screen shows no more). */
export const FULL_LIST_MAX = 300;
const UPCOMING_SHOWN = 60;

/** The view from the tournament's rows (pure: the cache below decides when to build it again). */
export function buildTournamentView(rows: TournamentRows): TournamentView {
  const { t, players, encounters: all } = rows;
  const game = t.game as GameId;
  let upcoming = 0;
  const shown =
    all.length <= FULL_LIST_MAX
      ? all
      : all.filter(
          (e) =>
            isEliminationStage(e.stage) ||
            e.status === "playing" ||
            e.status === "done" ||
            upcoming++ < UPCOMING_SHOWN,
        );
  return {
    id: t.id,
    name: t.name,
    game,
    format: t.format,
    status: t.status,
    settings: JSON.parse(t.settings),
    tables: t.tables,
    online: onlinePlayOf(t),
    startsAt: t.starts_at,
    tieBreaks: TIE_BREAKS[game],
    grandFinalReset: t.grand_final_reset === 1,
    players: players.map((p) => {
      const members = membersOf(p);
      return {
        id: p.id,
        name: p.name,
        seed: p.seed,
        ...(members ? { members } : {}),
        ...(p.account ? { account: p.account, checkedIn: p.checked_in_at !== null } : {}),
        ...(p.profile ? { profile: p.profile } : {}),
        ...(p.handicap !== null ? { handicap: p.handicap } : {}),
      };
    }),
    upcomingOmitted: all.length - shown.length,
    encounters: shown.map((e) => ({
      id: e.id,
      stage: e.stage,
      group: e.group_no,
      round: e.round,
      slot: e.slot,
      a: e.player_a,
      b: e.player_b,
      table: e.table_no,
      scheduledAt: e.scheduled_at,
      status: e.status,
      result: e.result_kind,
      score: [e.score_a, e.score_b],
      winner: e.winner,
      absent: e.absent ? (JSON.parse(e.absent) as number[]) : [],
      breaker: e.breaker,
      report: e.last_report ? (JSON.parse(e.last_report) as StepReport) : null,
      lines: e.last_lines ? (JSON.parse(e.last_lines) as Line[]) : [],
      online: e.online_match,
    })),
    standings: t.status === "entry" ? [] : groupStandings(game, players, all),
    placings:
      t.format === "double-elimination" && t.status !== "entry"
        ? placings(
            players.length,
            t.grand_final_reset === 1,
            all.map((e) => ({
              stage: e.stage,
              round: e.round,
              slot: e.slot,
              a: e.player_a,
              b: e.player_b,
              status: e.status,
              winner: e.winner,
              result: e.result_kind,
            })),
          )
        : [],
  };
}
