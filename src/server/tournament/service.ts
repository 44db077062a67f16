/**
 * Tournaments in the database: create, enter players, draw, and `settle` — the one place that
 * moves a tournament forward (fill knockout slots from winners, start the knockout after the
 * groups, give byes, put ready encounters on free tables). Every function takes a Kysely
 * handle that may be a transaction, so a recorded shot and its consequences commit together.
 */
import type { Kysely } from "kysely";
import { err, type GameId, ok, type Result } from "../../core/index.ts";
import type { Format } from "../../protocol/club-api.ts";
import type { RefusalCode } from "../../protocol/refusals.ts";
import { fromSettings, noShowOutcome } from "../../rules/index.ts";
import { newId, newToken } from "../auth/tokens.ts";
import type { ClubDatabase, EncounterTable, PlayerTable, TournamentTable } from "../db/schema.ts";
import { type DrawnEncounter, groupsOf, knockout, qualifierSeeds, roundRobin } from "./draw.ts";
import { type FinishedEncounter, type StandingRow, standings } from "./standings.ts";

type Db = Kysely<ClubDatabase>;

export interface ServiceError {
  readonly status: 400 | 403 | 404 | 409 | 422;
  readonly code: RefusalCode;
  readonly message: string;
}
const fail = (status: ServiceError["status"], code: RefusalCode, message: string) =>
  err({ status, code, message });

export interface NewTournament {
  readonly name: string;
  readonly game: GameId;
  readonly format: Format;
  readonly settings: Readonly<Record<string, unknown>>;
  readonly tables: number;
  readonly groupSize: number;
  readonly advance: number;
  readonly startsAt: number;
}

export async function createTournament(
  db: Db,
  organizerId: string,
  t: NewTournament,
  now: number,
): Promise<string> {
  const id = newId();
  await db
    .insertInto("tournaments")
    .values({
      id,
      organizer_id: organizerId,
      name: t.name,
      game: t.game,
      format: t.format,
      settings: JSON.stringify(t.settings),
      tables: t.tables,
      group_size: t.groupSize,
      advance: t.advance,
      starts_at: t.startsAt,
      status: "entry",
      created_at: now,
    })
    .execute();
  await db
    .insertInto("club_tables")
    .values(
      Array.from({ length: t.tables }, (_, i) => ({ tournament_id: id, number: i + 1, token: newToken() })),
    )
    .execute();
  return id;
}

export async function ownTournament(
  db: Db,
  id: string,
  organizerId: string,
): Promise<Result<TournamentTable, ServiceError>> {
  const t = await db.selectFrom("tournaments").selectAll().where("id", "=", id).executeTakeFirst();
  if (!t) return fail(404, "no-tournament", `no tournament ${id}`);
  if (t.organizer_id !== organizerId)
    return fail(403, "not-yours", "this tournament belongs to another organizer");
  return ok(t);
}

export async function addPlayers(
  db: Db,
  t: TournamentTable,
  names: readonly string[],
): Promise<Result<string[], ServiceError>> {
  if (t.status !== "entry") return fail(409, "already-drawn", "players can only be added before the draw");
  const existing = await db
    .selectFrom("players")
    .select(["name", "seed"])
    .where("tournament_id", "=", t.id)
    .execute();
  const taken = new Set(existing.map((p) => p.name.toLowerCase()));
  for (const n of names) {
    if (taken.has(n.toLowerCase()))
      return fail(409, "duplicate-player", `a player named "${n}" is already entered`);
    taken.add(n.toLowerCase());
  }
  const rows = names.map((name, i) => ({
    id: newId(),
    tournament_id: t.id,
    name,
    seed: existing.length + i + 1,
  }));
  if (rows.length) await db.insertInto("players").values(rows).execute();
  return ok(rows.map((r) => r.id));
}

function encounterRows(
  t: TournamentTable,
  stage: string,
  group: number,
  drawn: readonly DrawnEncounter[],
  now: number,
) {
  const ids = new Map(drawn.map((d) => [`${d.round}:${d.slot}`, newId()]));
  return drawn.map(
    (d): EncounterTable => ({
      id: ids.get(`${d.round}:${d.slot}`)!,
      tournament_id: t.id,
      stage,
      group_no: group,
      round: d.round,
      slot: d.slot,
      player_a: d.a,
      player_b: d.b,
      src_a: d.srcA ? (ids.get(`${d.srcA.round}:${d.srcA.slot}`) ?? null) : null,
      src_b: d.srcB ? (ids.get(`${d.srcB.round}:${d.srcB.slot}`) ?? null) : null,
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
      updated_at: now,
    }),
  );
}

export async function drawTournament(
  db: Db,
  t: TournamentTable,
  now: number,
): Promise<Result<number, ServiceError>> {
  if (t.status !== "entry") return fail(409, "already-drawn", "the draw has already been made");
  const players = await db
    .selectFrom("players")
    .selectAll()
    .where("tournament_id", "=", t.id)
    .orderBy("seed")
    .execute();
  if (players.length < 2) return fail(409, "too-few-players", "a tournament needs at least two players");
  const ids = players.map((p) => p.id);
  let rows: EncounterTable[];
  if (t.format === "round-robin") rows = encounterRows(t, "rr", 0, roundRobin(ids), now);
  else if (t.format === "single-elimination") rows = encounterRows(t, "ko", 0, knockout(ids), now);
  else {
    const groups = groupsOf(ids, t.group_size);
    if (groups.length * t.advance < 2)
      return fail(409, "too-few-qualifiers", "groups then knockout needs at least two qualifiers in all");
    rows = groups.flatMap((g, i) => encounterRows(t, "group", i + 1, roundRobin(g), now));
  }
  await insertEncounters(db, rows);
  await db.updateTable("tournaments").set({ status: "running" }).where("id", "=", t.id).execute();
  await settle(db, { ...t, status: "running" }, now);
  return ok(rows.length);
}

/** In slices: a round robin of 100 players is 4,950 rows, beyond one statement's parameter limit. */
async function insertEncounters(db: Db, rows: readonly EncounterTable[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 500)
    await db
      .insertInto("encounters")
      .values(rows.slice(i, i + 500))
      .execute();
}

const STAGE_ORDER: Record<string, number> = { rr: 0, group: 0, ko: 1 };

export function finished(e: EncounterTable): FinishedEncounter | null {
  if (e.status !== "done" || !e.player_a || !e.player_b || e.result_kind === "bye") return null;
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

/** Moves the tournament forward until nothing changes. Idempotent. */
export async function settle(db: Db, t: TournamentTable, now: number): Promise<void> {
  for (let pass = 0; pass < 64; pass++) {
    const all = await db.selectFrom("encounters").selectAll().where("tournament_id", "=", t.id).execute();
    const byId = new Map(all.map((e) => [e.id, e]));
    let changed = false;

    // Knockout slots fed by finished encounters; a side whose source produced nobody stays empty.
    for (const e of all) {
      if (e.status !== "waiting") continue;
      const sa = e.src_a ? byId.get(e.src_a) : undefined;
      const sb = e.src_b ? byId.get(e.src_b) : undefined;
      if (sa?.status !== "done" || sb?.status !== "done") continue;
      const a = advancing(sa);
      const b = advancing(sb);
      await db
        .updateTable("encounters")
        .set(
          a && b
            ? { player_a: a, player_b: b, status: "ready", updated_at: now }
            : {
                player_a: a,
                player_b: b,
                status: "done",
                result_kind: "bye",
                winner: a ? 0 : b ? 1 : null,
                updated_at: now,
              },
        )
        .where("id", "=", e.id)
        .execute();
      changed = true;
    }
    // First-round byes.
    for (const e of all) {
      if (e.status === "ready" && (!e.player_a || !e.player_b)) {
        const winner = e.player_a ? 0 : e.player_b ? 1 : null;
        await db
          .updateTable("encounters")
          .set({ status: "done", result_kind: "bye", winner, updated_at: now })
          .where("id", "=", e.id)
          .execute();
        changed = true;
      }
    }
    if (changed) continue;

    // Groups finished and no knockout yet: draw it from the group standings.
    if (
      t.format === "groups-knockout" &&
      !all.some((e) => e.stage === "ko") &&
      all.every((e) => e.status === "done")
    ) {
      const players = await db.selectFrom("players").selectAll().where("tournament_id", "=", t.id).execute();
      const ranked = groupStandings(t.game as GameId, players, all).map((g) => g.rows.map((r) => r.id));
      const seeds = qualifierSeeds(ranked, t.advance);
      await insertEncounters(db, encounterRows(t, "ko", 0, knockout(seeds), now));
      continue;
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
    for (let table = 1; table <= t.tables; table++) {
      if (busy.has(table)) continue;
      const k = ready.findIndex((e) => !atTable.has(e.player_a) && !atTable.has(e.player_b));
      if (k < 0) break;
      const e = ready.splice(k, 1)[0]!;
      atTable.add(e.player_a);
      atTable.add(e.player_b);
      await db
        .updateTable("encounters")
        .set({
          status: "playing",
          table_no: table,
          scheduled_at: Math.max(now, t.starts_at),
          updated_at: now,
        })
        .where("id", "=", e.id)
        .execute();
    }
    if (
      all.length &&
      all.every((e) => e.status === "done") &&
      (t.format !== "groups-knockout" || all.some((e) => e.stage === "ko"))
    )
      await db.updateTable("tournaments").set({ status: "done" }).where("id", "=", t.id).execute();
    return;
  }
}

export interface GroupStanding {
  readonly group: number;
  readonly rows: StandingRow[];
}

/** Standings per group (one group, number 0, for a round robin). Knockout encounters don't count. */
export function groupStandings(
  game: GameId,
  players: readonly PlayerTable[],
  all: readonly EncounterTable[],
): GroupStanding[] {
  const league = all.filter((e) => e.stage !== "ko");
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

/** What a finished match is worth: the engine's match score, and who goes on (ties: the better seed). */
export function matchResult(
  scoreA: number,
  scoreB: number,
  seedA: number,
  seedB: number,
  knockoutStage: boolean,
): 0 | 1 | null {
  if (scoreA > scoreB) return 0;
  if (scoreB > scoreA) return 1;
  // A level Piña encounter (1½–1½) cannot stand in a knockout: the better seed goes on [interp].
  return knockoutStage ? (seedA <= seedB ? 0 : 1) : null;
}

/**
 * PC-NOSHOW, confirmed by the organizer 30 minutes after the scheduled time. The rules say
 * what a Piña forfeit is worth (noShowOutcome: the present player gets every game's point);
 * Bola 8 has no such rule, so the present player gets the race [interp].
 */
export const NOSHOW_WAIT_MS = 30 * 60 * 1000;

export function noShowScore(
  game: GameId,
  settings: Readonly<Record<string, unknown>>,
  absent: readonly (0 | 1)[],
) {
  const outcome = noShowOutcome([!absent.includes(0), !absent.includes(1)]);
  if (outcome.kind !== "forfeit") return { scoreA: 0, scoreB: 0, winner: null };
  if (game === "pina")
    return { scoreA: outcome.points[0], scoreB: outcome.points[1], winner: outcome.winner };
  const s = fromSettings("bola8", settings);
  const race = s.ok ? s.value.raceTo : 3;
  return {
    scoreA: outcome.winner === 0 ? race : 0,
    scoreB: outcome.winner === 1 ? race : 0,
    winner: outcome.winner,
  };
}

export async function recordNoShow(
  db: Db,
  t: TournamentTable,
  encounterId: string,
  absent: readonly (0 | 1)[],
  now: number,
): Promise<Result<EncounterTable, ServiceError>> {
  const e = await db.selectFrom("encounters").selectAll().where("id", "=", encounterId).executeTakeFirst();
  if (!e || e.tournament_id !== t.id)
    return fail(404, "no-encounter", `no encounter ${encounterId} in this tournament`);
  if (e.status !== "playing" || e.scheduled_at === null)
    return fail(409, "not-at-table", "a no-show is confirmed for an encounter called to a table");
  const steps = await db
    .selectFrom("steps")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("encounter_id", "=", e.id)
    .executeTakeFirst();
  if (Number(steps?.n ?? 0) > 0 || e.breaker !== null)
    return fail(409, "already-started", "the match has started: both players appeared");
  const waitedMin = Math.floor((now - e.scheduled_at) / 60000);
  if (now - e.scheduled_at < NOSHOW_WAIT_MS)
    return fail(
      409,
      "too-early",
      `PC-NOSHOW: a forfeit needs 30 minutes from the scheduled time; ${waitedMin} have passed`,
    );
  const settings = JSON.parse(t.settings) as Record<string, unknown>;
  const s = noShowScore(t.game as GameId, settings, absent);
  const done = {
    status: "done",
    result_kind: "noshow",
    score_a: s.scoreA,
    score_b: s.scoreB,
    winner: s.winner,
    absent: JSON.stringify([...absent].sort()),
    updated_at: now,
  };
  await db.updateTable("encounters").set(done).where("id", "=", e.id).execute();
  await settle(db, t, now);
  return ok({ ...e, ...done });
}
