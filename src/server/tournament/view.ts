/**
 * The public picture of a tournament: everything the live wall screen and the standings page
 * draw, read-only. The organizer's view adds the scorekeeper links.
 */
import type { GameId } from "../../core/index.ts";
import type { StepReport } from "../../rules/actions.ts";
import type { TournamentRows } from "../store/club-store.ts";
import { type GroupStanding, groupStandings } from "./advance.ts";
import { TIE_BREAKS } from "./standings.ts";

export interface EncounterView {
  readonly id: string;
  readonly stage: string;
  readonly group: number;
  readonly round: number;
  readonly slot: number;
  readonly a: string | null;
  readonly b: string | null;
  readonly table: number | null;
  readonly scheduledAt: number | null;
  readonly status: string;
  readonly result: string | null;
  readonly score: readonly [number, number];
  readonly winner: number | null;
  readonly absent: readonly number[];
  readonly breaker: number | null;
  readonly report: StepReport | null;
}

export interface TournamentView {
  readonly id: string;
  readonly name: string;
  readonly game: GameId;
  readonly format: string;
  readonly status: string;
  readonly settings: Readonly<Record<string, unknown>>;
  readonly tables: number;
  readonly startsAt: number;
  readonly tieBreaks: readonly string[];
  readonly players: readonly { readonly id: string; readonly name: string; readonly seed: number }[];
  readonly encounters: readonly EncounterView[];
  /** Encounters still to be called that were left out of `encounters` (large tournaments). */
  readonly upcomingOmitted: number;
  readonly standings: readonly GroupStanding[];
}

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
            e.stage === "ko" || e.status === "playing" || e.status === "done" || upcoming++ < UPCOMING_SHOWN,
        );
  return {
    id: t.id,
    name: t.name,
    game,
    format: t.format,
    status: t.status,
    settings: JSON.parse(t.settings),
    tables: t.tables,
    startsAt: t.starts_at,
    tieBreaks: TIE_BREAKS[game],
    players: players.map((p) => ({ id: p.id, name: p.name, seed: p.seed })),
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
    })),
    standings:
      t.status === "entry"
        ? []
        : groupStandings(
            game,
            players.map((p) => ({ ...p, tournament_id: t.id })),
            all,
          ),
  };
}
