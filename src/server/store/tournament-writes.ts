/**
 * A tournament's writes inside a transaction, shared by club mode's store and the online
 * entries' (online-entries.ts): made, players entered, drawn, a no-show, and the settling that
 * follows each (what the results make next). A tournament rule's refusal throws a Refusal,
 * which rolls the transaction back and is answered as a Result by `refusable`.
 */
import type { Kysely, Transaction } from "kysely";
import type { GameId } from "../../core/index.ts";
import { err } from "../../core/index.ts";
import type { Format, RefusalCode } from "../../protocol/index.ts";
import { fromSettings } from "../../rules/index.ts";
import { newId, newToken } from "../auth/tokens.ts";
import type { ClubDatabase, EncounterTable, PlayerTable, TournamentTable } from "../db/schema.ts";
import { encounterRows, planSettle } from "../tournament/advance.ts";
import { doubleElimination } from "../tournament/double-elimination.ts";
import { groupsOf, knockout, roundRobin } from "../tournament/draw.ts";
import {
  type NewTournament,
  noShowScore,
  noShowWaitMs,
  type ServiceError,
  tooManyPlayers,
} from "../tournament/service.ts";
import type { ClubResult, EntryInput } from "./club-store.ts";
import { type Dialect, guard } from "./errors.ts";

export type Db = Kysely<ClubDatabase> | Transaction<ClubDatabase>;

/** A tournament rule's refusal inside a transaction: rolls it back, then answered as a Result. */
export class Refusal extends Error {
  constructor(readonly refusal: ServiceError) {
    super(refusal.message);
  }
}
export const refuse = (status: ServiceError["status"], code: RefusalCode, message: string): never => {
  throw new Refusal({ status, code, message });
};

export async function refusable<T>(dialect: Dialect, op: () => Promise<T>): Promise<ClubResult<T>> {
  let refusal: ServiceError | null = null;
  const r = await guard(dialect, () =>
    op().catch((e: unknown) => {
      if (e instanceof Refusal) {
        refusal = e.refusal;
        return null as T;
      }
      throw e;
    }),
  );
  if (refusal) return err(refusal);
  return r;
}

export const bump = (db: Db, tournamentId: string) =>
  db
    .updateTable("tournaments")
    .set((eb) => ({ version: eb("version", "+", 1) }))
    .where("id", "=", tournamentId)
    .execute();

/** In slices: a round robin of 64 players is 2,016 rows, beyond one statement's parameter limit. */
async function insertEncounters(db: Db, rows: readonly EncounterTable[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 500)
    await db
      .insertInto("encounters")
      .values(rows.slice(i, i + 500))
      .execute();
}

export async function addPlayersIn(
  db: Db,
  t: TournamentTable,
  entries: readonly EntryInput[],
): Promise<string[]> {
  if (t.status !== "entry") refuse(409, "already-drawn", "players can only be added before the draw");
  const existing = await db
    .selectFrom("players")
    .select(["name", "seed", "members"])
    .where("tournament_id", "=", t.id)
    .execute();
  const names = entries.map((e) => (typeof e === "string" ? e : e.name));
  // G-TEAM: a tournament of players or of teams, not both (a side of one is entered as a player).
  const teams = [
    ...existing.map((p) => p.members !== null),
    ...entries.map((e) => typeof e !== "string" && e.members !== undefined),
  ];
  if (teams.some((x) => x) && teams.some((x) => !x))
    refuse(400, "mixed-entries", "a tournament's entries are all players or all teams, not both");
  const bound = tooManyPlayers(t.format as Format, existing.length + names.length);
  if (bound) refuse(bound.status, bound.code, bound.message);
  for (const e of entries)
    if (typeof e !== "string" && e.handicap !== undefined) checkHandicap(t, e.name, e.handicap);
  const taken = new Set(existing.map((p) => p.name.toLowerCase()));
  for (const n of names) {
    if (taken.has(n.toLowerCase()))
      refuse(409, "duplicate-player", `a player named "${n}" is already entered`);
    taken.add(n.toLowerCase());
  }
  const rows = entries.map((e, i) => ({
    id: newId(),
    tournament_id: t.id,
    name: names[i]!,
    seed: existing.length + i + 1,
    members: typeof e === "string" || !e.members ? null : JSON.stringify(e.members),
    account: null,
    checked_in_at: null,
    profile: null,
    profile_link_hash: null,
    handicap: typeof e === "string" ? null : (e.handicap ?? null),
  }));
  for (let i = 0; i < rows.length; i += 500)
    await db
      .insertInto("players")
      .values(rows.slice(i, i + 500))
      .execute();
  await bump(db, t.id);
  return rows.map((r) => r.id);
}

/** A handicap is a race (Bola 8) or a target (Piña): the referee's range for the game decides. */
function checkHandicap(t: TournamentTable, name: string, handicap: number): void {
  const h = fromSettings(t.game as GameId, { handicap: [handicap, handicap] });
  if (!h.ok) refuse(400, "bad-handicap", `${name}: ${h.error.message}`);
}

/**
 * Sets one entry's handicap (null: the tournament's race or target) before the draw, whoever
 * entered it: a player who registered online brings none, and only the organizer sets one.
 */
export async function setHandicapIn(
  db: Db,
  t: TournamentTable,
  playerId: string,
  handicap: number | null,
): Promise<void> {
  if (t.status !== "entry") refuse(409, "already-drawn", "a handicap can only be set before the draw");
  const p = await db
    .selectFrom("players")
    .select("name")
    .where("tournament_id", "=", t.id)
    .where("id", "=", playerId)
    .executeTakeFirst();
  if (!p) return refuse(404, "not-found", `no player ${playerId} in this tournament`);
  if (handicap !== null) checkHandicap(t, p.name, handicap);
  await db.updateTable("players").set({ handicap }).where("id", "=", playerId).execute();
  await bump(db, t.id);
}

/** Reads the tournament's rows once, plans what follows, writes only the changed rows. */
export async function settleIn(db: Db, tournamentId: string, now: number): Promise<void> {
  const t = await db.selectFrom("tournaments").selectAll().where("id", "=", tournamentId).executeTakeFirst();
  if (!t || t.status === "entry") return;
  const all = await db.selectFrom("encounters").selectAll().where("tournament_id", "=", t.id).execute();
  let players: PlayerTable[] = [];
  if (t.format === "groups-knockout" && !all.some((e) => e.stage === "ko"))
    players = await db.selectFrom("players").selectAll().where("tournament_id", "=", t.id).execute();
  // Issue 28: the entries that play online (registered with an online identity).
  const online =
    t.online === null
      ? new Set<string>()
      : new Set(
          (
            await db
              .selectFrom("players")
              .select("id")
              .where("tournament_id", "=", t.id)
              .where("account", "is not", null)
              .execute()
          ).map((p) => p.id),
        );
  const plan = planSettle(t, all, () => players, now, online);
  for (const e of plan.updated) {
    const { id, ...values } = e;
    await db.updateTable("encounters").set(values).where("id", "=", id).execute();
  }
  await insertEncounters(db, plan.inserted);
  const done = plan.tournamentDone && t.status !== "done";
  if (done) await db.updateTable("tournaments").set({ status: "done" }).where("id", "=", t.id).execute();
  if (plan.updated.length || plan.inserted.length || done) await bump(db, t.id);
}

/** A new tournament, its real tables (each with its scorekeeper's token) and any players entered at once. */
export async function createTournamentIn(
  trx: Db,
  organizerId: string,
  t: NewTournament,
  players: readonly EntryInput[],
  now: number,
): Promise<string> {
  const id = newId();
  const row: TournamentTable = {
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
    version: 0,
    online: t.online ? JSON.stringify(t.online) : null,
    grand_final_reset: t.grandFinalReset === false ? 0 : 1,
  };
  await trx.insertInto("tournaments").values(row).execute();
  // A tournament played wholly online has no real table.
  if (t.tables > 0)
    await trx
      .insertInto("club_tables")
      .values(
        Array.from({ length: t.tables }, (_, i) => ({
          tournament_id: id,
          number: i + 1,
          token: newToken(),
        })),
      )
      .execute();
  if (players.length) await addPlayersIn(trx, row, players);
  return id;
}

/** The draw: the encounters of the tournament's format, the first ones called to the tables. */
export async function drawIn(trx: Db, t: TournamentTable, now: number): Promise<number> {
  // Read again inside the transaction: a draw made meanwhile (another tab, another process) counts.
  const fresh = await trx
    .selectFrom("tournaments")
    .select("status")
    .where("id", "=", t.id)
    .executeTakeFirst();
  if (fresh?.status !== "entry") refuse(409, "already-drawn", "the draw has already been made");
  // Issue 28: an online registration not confirmed by check-in by the draw is withdrawn.
  await trx
    .deleteFrom("players")
    .where("tournament_id", "=", t.id)
    .where("account", "is not", null)
    .where("checked_in_at", "is", null)
    .execute();
  const players = await trx
    .selectFrom("players")
    .select("id")
    .where("tournament_id", "=", t.id)
    .orderBy("seed")
    .execute();
  if (players.length < 2) refuse(409, "too-few-players", "a tournament needs at least two players");
  const ids = players.map((p) => p.id);
  let rows: EncounterTable[];
  if (t.format === "round-robin") rows = encounterRows(t, "rr", 0, roundRobin(ids), now);
  else if (t.format === "single-elimination") rows = encounterRows(t, "ko", 0, knockout(ids), now);
  else if (t.format === "double-elimination")
    rows = encounterRows(t, "wb", 0, doubleElimination(ids, { reset: t.grand_final_reset === 1 }), now);
  else {
    const groups = groupsOf(ids, t.group_size);
    if (groups.length * t.advance < 2)
      refuse(409, "too-few-qualifiers", "groups then knockout needs at least two qualifiers in all");
    rows = groups.flatMap((g, i) => encounterRows(t, "group", i + 1, roundRobin(g), now));
  }
  await insertEncounters(trx, rows);
  await trx.updateTable("tournaments").set({ status: "running" }).where("id", "=", t.id).execute();
  await bump(trx, t.id);
  await settleIn(trx, t.id, now);
  return rows.length;
}

/** PC-NOSHOW: an encounter called to a table and never started, forfeited by who did not come. */
export async function noShowIn(
  trx: Db,
  t: TournamentTable,
  encounterId: string,
  absent: readonly (0 | 1)[],
  now: number,
) {
  const e = await trx.selectFrom("encounters").selectAll().where("id", "=", encounterId).executeTakeFirst();
  if (!e || e.tournament_id !== t.id)
    return refuse(404, "no-encounter", `no encounter ${encounterId} in this tournament`);
  if (e.status !== "playing" || e.scheduled_at === null)
    refuse(409, "not-at-table", "a no-show is confirmed for an encounter called to a table");
  const steps = await trx
    .selectFrom("steps")
    .select((eb) => eb.fn.countAll().as("n"))
    .where("encounter_id", "=", e.id)
    .executeTakeFirst();
  if (Number(steps?.n ?? 0) > 0 || e.breaker !== null)
    refuse(409, "already-started", "the match has started: both players appeared");
  const scheduled = e.scheduled_at ?? now;
  const wait = noShowWaitMs(t);
  if (now - scheduled < wait)
    refuse(
      409,
      "too-early",
      `PC-NOSHOW: a forfeit needs ${wait / 60000} minutes from the scheduled time; ${Math.floor((now - scheduled) / 60000)} have passed`,
    );
  const s = noShowScore(t.game as GameId, JSON.parse(t.settings) as Record<string, unknown>, absent);
  const done = {
    status: "done",
    result_kind: "noshow",
    score_a: s.scoreA,
    score_b: s.scoreB,
    winner: s.winner,
    absent: JSON.stringify([...absent].sort()),
    updated_at: now,
  };
  await trx.updateTable("encounters").set(done).where("id", "=", e.id).execute();
  await bump(trx, t.id);
  await settleIn(trx, t.id, now);
  return { ...e, ...done };
}
