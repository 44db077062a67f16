/**
 * How a tournament moves forward, as pure functions over its rows: fill knockout slots from
 * winners, give byes, draw the knockout after the groups, put ready encounters on free
 * tables, and say when it is over. The store reads the rows once, runs `planSettle` and
 * writes back only the encounters that changed — a match end touches a handful of rows, not
 * the whole tournament.
 */
import type { GameId } from "../../core/index.ts";
import { isEliminationStage } from "../../protocol/index.ts";
import { newId } from "../auth/tokens.ts";
import type { EncounterTable, PlayerTable, TournamentTable } from "../db/schema.ts";
import { isReset, takesLoser } from "./double-elimination.ts";
import { type DrawnEncounter, type DrawRef, knockout, qualifierSeeds } from "./draw.ts";
import { type FinishedEncounter, type StandingPlayer, type StandingRow, standings } from "./standings.ts";

export interface SettlePlan {
  /** Changed encounters, whole rows (the new values). */
  readonly updated: EncounterTable[];
  /** Encounters drawn now (the knockout after the groups). */
  readonly inserted: EncounterTable[];
  readonly tournamentDone: boolean;
}

export function encounterRows(
  t: Pick<TournamentTable, "id">,
  stage: string,
  group: number,
  drawn: readonly DrawnEncounter[],
  now: number,
): EncounterTable[] {
  // A draw of several stages (double elimination) names each encounter's; the others take `stage`.
  const key = (r: DrawRef) => `${r.stage ?? stage}:${r.round}:${r.slot}`;
  const ids = new Map(drawn.map((d) => [key(d), newId()]));
  return drawn.map(
    (d): EncounterTable => ({
      id: ids.get(key(d))!,
      tournament_id: t.id,
      stage: d.stage ?? stage,
      group_no: group,
      round: d.round,
      slot: d.slot,
      player_a: d.a,
      player_b: d.b,
      src_a: d.srcA ? (ids.get(key(d.srcA)) ?? null) : null,
      src_b: d.srcB ? (ids.get(key(d.srcB)) ?? null) : null,
      table_no: null,
      scheduled_at: null,
      status: d.srcA || d.srcB ? "waiting" : "ready",
      result_kind: null,
      score_a: 0,
      score_b: 0,
      winner: null,
      absent: null,
      breaker: null,
      last_report: null,
      last_lines: null,
      online_match: null,
      updated_at: now,
    }),
  );
}

/** Calling order of ready encounters: the league stages, then the brackets, the grand final last. */
const STAGE_ORDER: Record<string, number> = { rr: 0, group: 0, ko: 1, wb: 1, lb: 1, gf: 2 };

/** A result that was played or forfeited (not a bye, nor a grand-final reset that was not needed). */
const decided = (e: EncounterTable): boolean =>
  e.status === "done" && (e.result_kind === "played" || e.result_kind === "noshow");

export function finished(e: EncounterTable): FinishedEncounter | null {
  if (!decided(e) || !e.player_a || !e.player_b) return null;
  return {
    a: e.player_a,
    b: e.player_b,
    scoreA: e.score_a,
    scoreB: e.score_b,
    winner: e.winner === 0 || e.winner === 1 ? e.winner : null,
    kind: e.result_kind === "noshow" ? "noshow" : "played",
    absent: e.absent ? (JSON.parse(e.absent) as (0 | 1)[]) : [],
  };
}

/** The player who goes on from a finished encounter, or null when nobody does. */
function advancing(e: EncounterTable): string | null {
  if (e.status !== "done") return null;
  if (e.winner === 0) return e.player_a;
  if (e.winner === 1) return e.player_b;
  return null;
}

/** The player a finished encounter sends to the losers' bracket: its loser (a bye sends nobody). */
function losing(e: EncounterTable): string | null {
  if (!decided(e)) return null;
  if (e.winner === 0) return e.player_b;
  if (e.winner === 1) return e.player_a;
  return null;
}

/**
 * What a waiting encounter becomes once both its sources are done: its two players (ready), a
 * bye, or, for the grand final's reset, the same two players again only when the losers' side
 * won the first final (else it is not needed).
 */
function filled(e: EncounterTable, sa: EncounterTable, sb: EncounterTable): Partial<EncounterTable> {
  if (isReset(e.stage, e.round))
    return sa.winner === 1 && decided(sa)
      ? { player_a: sa.player_a, player_b: sa.player_b, status: "ready" }
      : { status: "done", result_kind: "unneeded", winner: null };
  const a = takesLoser(sa.stage, e.stage, 0) ? losing(sa) : advancing(sa);
  const b = takesLoser(sb.stage, e.stage, 1) ? losing(sb) : advancing(sb);
  return a && b
    ? { player_a: a, player_b: b, status: "ready" }
    : { player_a: a, player_b: b, status: "done", result_kind: "bye", winner: a ? 0 : b ? 1 : null };
}

/** Everything that follows from the rows as they are, until nothing changes. Idempotent. */
export function planSettle(
  t: TournamentTable,
  rows: readonly EncounterTable[],
  players: () => readonly PlayerTable[],
  now: number,
  /** Issue 28: entries registered online; an encounter between two of them is played online. */
  online: ReadonlySet<string> = new Set(),
): SettlePlan {
  const all = rows.map((e) => ({ ...e }));
  const byId = new Map(all.map((e) => [e.id, e]));
  const changed = new Set<string>();
  const inserted: EncounterTable[] = [];
  const set = (e: EncounterTable, values: Partial<EncounterTable>) => {
    Object.assign(e, values, { updated_at: now });
    changed.add(e.id);
  };

  for (let pass = 0; pass < 64; pass++) {
    let moved = false;
    // Knockout slots fed by finished encounters; a side whose source produced nobody stays empty.
    for (const e of all) {
      if (e.status !== "waiting") continue;
      const sa = e.src_a ? byId.get(e.src_a) : undefined;
      const sb = e.src_b ? byId.get(e.src_b) : undefined;
      if (sa?.status !== "done" || sb?.status !== "done") continue;
      set(e, filled(e, sa, sb));
      moved = true;
    }
    // First-round byes.
    for (const e of all)
      if (e.status === "ready" && (!e.player_a || !e.player_b)) {
        set(e, { status: "done", result_kind: "bye", winner: e.player_a ? 0 : e.player_b ? 1 : null });
        moved = true;
      }
    if (moved) continue;

    // Groups finished and no knockout yet: draw it from the group standings.
    if (
      t.format === "groups-knockout" &&
      !all.some((e) => e.stage === "ko") &&
      all.every((e) => e.status === "done")
    ) {
      const ranked = groupStandings(t.game as GameId, players(), all).map((g) => g.rows.map((r) => r.id));
      const ko = encounterRows(t, "ko", 0, knockout(qualifierSeeds(ranked, t.advance)), now);
      for (const e of ko) {
        all.push(e);
        byId.set(e.id, e);
        inserted.push(e);
      }
      continue;
    }
    break;
  }

  // Free tables take the next ready encounter, in draw order, whose players are not at
  // another table.
  const playing = all.filter((e) => e.status === "playing");
  const busy = new Set(playing.map((e) => e.table_no));
  const atTable = new Set(playing.flatMap((e) => [e.player_a, e.player_b]));
  const ready = all
    .filter((e) => e.status === "ready")
    .sort(
      (x, y) =>
        (STAGE_ORDER[x.stage] ?? 0) - (STAGE_ORDER[y.stage] ?? 0) ||
        x.round - y.round ||
        x.group_no - y.group_no ||
        x.slot - y.slot,
    );
  // An encounter between two online entries needs no table: it is called at once as an online
  // match (the bridge in server/online creates it), when neither player is playing elsewhere.
  for (const e of [...ready]) {
    const a = e.player_a;
    const b = e.player_b;
    if (!a || !b || !online.has(a) || !online.has(b) || atTable.has(a) || atTable.has(b)) continue;
    ready.splice(ready.indexOf(e), 1);
    atTable.add(a);
    atTable.add(b);
    set(e, { status: "playing", table_no: null, scheduled_at: Math.max(now, t.starts_at) });
  }
  for (let table = 1; table <= t.tables; table++) {
    if (busy.has(table)) continue;
    const k = ready.findIndex((e) => !atTable.has(e.player_a) && !atTable.has(e.player_b));
    if (k < 0) break;
    const e = ready.splice(k, 1)[0]!;
    atTable.add(e.player_a);
    atTable.add(e.player_b);
    set(e, { status: "playing", table_no: table, scheduled_at: Math.max(now, t.starts_at) });
  }
  const fresh = new Set(inserted.map((e) => e.id));
  return {
    updated: all.filter((e) => changed.has(e.id) && !fresh.has(e.id)),
    inserted,
    tournamentDone:
      all.length > 0 &&
      all.every((e) => e.status === "done") &&
      (t.format !== "groups-knockout" || all.some((e) => e.stage === "ko")),
  };
}

export interface GroupStanding {
  readonly group: number;
  readonly rows: StandingRow[];
}

/** Standings per group (one group, number 0, for a round robin). Knockout encounters don't count. */
export function groupStandings(
  game: GameId,
  players: readonly StandingPlayer[],
  all: readonly EncounterTable[],
): GroupStanding[] {
  const league = all.filter((e) => !isEliminationStage(e.stage));
  const groups = [...new Set(league.map((e) => e.group_no))].sort((a, b) => a - b);
  return groups.map((g) => {
    const mine = league.filter((e) => e.group_no === g);
    const ids = new Set(mine.flatMap((e) => [e.player_a, e.player_b]));
    const done = mine.map(finished).filter((f): f is FinishedEncounter => f !== null);
    return {
      group: g,
      rows: standings(
        game,
        players.filter((p) => ids.has(p.id)),
        done,
      ),
    };
  });
}
