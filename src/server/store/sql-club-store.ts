/**
 * ClubStore over Kysely: the same queries for SQLite and PostgreSQL. Dialect differences are
 * kept to errors.ts (how each engine says busy / conflict) and the count casts below.
 * Every method runs under `guard`, so a driver error comes back as a StoreError and a busy
 * SQLite is retried off the event loop before answering `busy`.
 */
import type { Kysely, Transaction } from "kysely";
import type { GameId } from "../../core/index.ts";
import { err, ok } from "../../core/index.ts";
import type { Format, RefusalCode } from "../../protocol/index.ts";
import { fromSettings } from "../../rules/index.ts";
import { newId, newToken } from "../auth/tokens.ts";
import { GroupCommitter } from "../db/group-commit.ts";
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
import type {
  ClubResult,
  ClubStore,
  EncounterSummary,
  EntryInput,
  StepEntry,
  StepsReplacement,
} from "./club-store.ts";
import { classify, type Dialect, guard, StoreFailure, type StoreResult, storeError } from "./errors.ts";

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

async function addPlayersIn(db: Db, t: TournamentTable, entries: readonly EntryInput[]): Promise<string[]> {
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
  // A handicap is a race (Bola 8) or a target (Piña): the referee's range for the game decides.
  for (const e of entries) {
    if (typeof e === "string" || e.handicap === undefined) continue;
    const h = fromSettings(t.game as GameId, { handicap: [e.handicap, e.handicap] });
    if (!h.ok) refuse(400, "bad-handicap", `${e.name}: ${h.error.message}`);
  }
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

export class SqlClubStore implements ClubStore {
  private readonly writer: GroupCommitter;

  constructor(
    private readonly db: Kysely<ClubDatabase>,
    private readonly dialect: Dialect,
  ) {
    this.writer = new GroupCommitter(db, 200, (e) => classify(e, dialect).kind !== "busy");
  }

  private run<T>(op: () => Promise<T>): Promise<StoreResult<T>> {
    return guard(this.dialect, op);
  }

  // ---- organizers and sessions
  organizerByName(name: string) {
    return this.run(
      async () =>
        (await this.db.selectFrom("organizers").selectAll().where("name", "=", name).executeTakeFirst()) ??
        null,
    );
  }

  async createOrganizer(row: Parameters<ClubStore["createOrganizer"]>[0]) {
    const r = await this.run(async () => {
      await this.db.insertInto("organizers").values(row).execute();
      return "created" as const;
    });
    return !r.ok && r.error.kind === "conflict" ? ok("taken" as const) : r;
  }

  createSession(tokenHash: string, organizerId: string, now: number) {
    return this.run(async () => {
      await this.db
        .insertInto("sessions")
        .values({ token_hash: tokenHash, organizer_id: organizerId, created_at: now, last_seen_at: now })
        .execute();
    });
  }

  session(tokenHash: string) {
    return this.run(async () => {
      const s = await this.db
        .selectFrom("sessions")
        .select(["organizer_id", "created_at", "last_seen_at"])
        .where("token_hash", "=", tokenHash)
        .executeTakeFirst();
      return s ? { organizerId: s.organizer_id, createdAt: s.created_at, lastSeenAt: s.last_seen_at } : null;
    });
  }

  touchSession(tokenHash: string, now: number) {
    return this.run(async () => {
      await this.db
        .updateTable("sessions")
        .set({ last_seen_at: now })
        .where("token_hash", "=", tokenHash)
        .execute();
    });
  }

  deleteSession(tokenHash: string) {
    return this.run(async () => {
      await this.db.deleteFrom("sessions").where("token_hash", "=", tokenHash).execute();
    });
  }

  // ---- tournaments (organizer)
  organizerLoad(organizerId: string) {
    return this.run(async () => {
      const row = await this.db
        .selectFrom("tournaments")
        .select((eb) => [eb.fn.countAll().as("n"), eb.fn.sum("tables").as("tables")])
        .where("organizer_id", "=", organizerId)
        .where("status", "!=", "done")
        .executeTakeFirst();
      // PostgreSQL answers count and sum as strings (bigint/numeric), SQLite as numbers.
      return { openTournaments: Number(row?.n ?? 0), tables: Number(row?.tables ?? 0) };
    });
  }

  createTournament(organizerId: string, t: NewTournament, players: readonly EntryInput[], now: number) {
    return refusable(this.dialect, () =>
      this.db.transaction().execute(async (trx) => {
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
      }),
    );
  }

  tournament(id: string) {
    return this.run(
      async () =>
        (await this.db.selectFrom("tournaments").selectAll().where("id", "=", id).executeTakeFirst()) ?? null,
    );
  }

  addPlayers(t: TournamentTable, entries: readonly EntryInput[]) {
    return refusable(this.dialect, () =>
      this.db.transaction().execute((trx) => addPlayersIn(trx, t, entries)),
    );
  }

  draw(t: TournamentTable, now: number) {
    return refusable(this.dialect, () =>
      this.db.transaction().execute(async (trx) => {
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
      }),
    );
  }

  noShow(t: TournamentTable, encounterId: string, absent: readonly (0 | 1)[], now: number) {
    return refusable(this.dialect, () =>
      this.db.transaction().execute(async (trx) => {
        const e = await trx
          .selectFrom("encounters")
          .selectAll()
          .where("id", "=", encounterId)
          .executeTakeFirst();
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
      }),
    );
  }

  settle(tournamentId: string, now: number) {
    return this.run(() => this.db.transaction().execute((trx) => settleIn(trx, tournamentId, now)));
  }

  organizerTournaments(organizerId: string) {
    return this.run(() =>
      this.db
        .selectFrom("tournaments")
        .select(["id", "name", "game", "format", "status", "starts_at"])
        .where("organizer_id", "=", organizerId)
        .orderBy("created_at", "desc")
        .execute(),
    );
  }

  tableLinks(tournamentId: string) {
    return this.run(() =>
      this.db
        .selectFrom("club_tables")
        .select(["number", "token"])
        .where("tournament_id", "=", tournamentId)
        .orderBy("number")
        .execute(),
    );
  }

  // ---- public reads
  recentTournaments(limit: number) {
    return this.run(() =>
      this.db
        .selectFrom("tournaments")
        .select(["id", "name", "game", "format", "status", "starts_at"])
        .orderBy("created_at", "desc")
        .limit(limit)
        .execute(),
    );
  }

  tournamentRows(id: string) {
    return this.run(async () => {
      const t = await this.db.selectFrom("tournaments").selectAll().where("id", "=", id).executeTakeFirst();
      if (!t) return null;
      const players = await this.db
        .selectFrom("players")
        .select(["id", "name", "seed", "members", "account", "checked_in_at", "profile", "handicap"])
        .where("tournament_id", "=", id)
        .orderBy("seed")
        .execute();
      const encounters = await this.db
        .selectFrom("encounters")
        .selectAll()
        .where("tournament_id", "=", id)
        .orderBy("stage", "desc")
        .orderBy("group_no")
        .orderBy("round")
        .orderBy("slot")
        .execute();
      return { t, players, encounters, version: t.version };
    });
  }

  tournamentVersion(id: string) {
    return this.run(async () => {
      const r = await this.db
        .selectFrom("tournaments")
        .select("version")
        .where("id", "=", id)
        .executeTakeFirst();
      return r ? Number(r.version) : null;
    });
  }

  encounterScript(tournamentId: string, encounterId: string) {
    return this.run(async () => {
      const e = await this.db
        .selectFrom("encounters")
        .selectAll()
        .where("id", "=", encounterId)
        .executeTakeFirst();
      if (!e || e.tournament_id !== tournamentId) return null;
      const t = await this.db
        .selectFrom("tournaments")
        .selectAll()
        .where("id", "=", tournamentId)
        .executeTakeFirstOrThrow();
      const players = await this.db
        .selectFrom("players")
        .select(["id", "name", "seed", "members", "account", "checked_in_at", "profile", "handicap"])
        .where("id", "in", [e.player_a ?? "", e.player_b ?? ""])
        .execute();
      const steps = await this.db
        .selectFrom("steps")
        .select("step")
        .where("encounter_id", "=", e.id)
        .orderBy("seq")
        .execute();
      return { t, e, players, steps: steps.map((s) => s.step) };
    });
  }

  // ---- scorekeeper
  tableToken(tournamentId: string, number: number) {
    return this.run(async () => {
      const row = await this.db
        .selectFrom("club_tables")
        .select("token")
        .where("tournament_id", "=", tournamentId)
        .where("number", "=", number)
        .executeTakeFirst();
      return row?.token ?? null;
    });
  }

  playingEncounter(tournamentId: string, number: number) {
    return this.run(
      async () =>
        (await this.db
          .selectFrom("encounters")
          .selectAll()
          .where("tournament_id", "=", tournamentId)
          .where("table_no", "=", number)
          .where("status", "=", "playing")
          .executeTakeFirst()) ?? null,
    );
  }

  steps(encounterId: string) {
    return this.run(() =>
      this.db
        .selectFrom("steps")
        .select(["seq", "step"])
        .where("encounter_id", "=", encounterId)
        .orderBy("seq")
        .execute(),
    );
  }

  stepCount(encounterId: string) {
    return this.run(async () => {
      // The highest seq + 1, not count(*): one probe of the primary key's last entry.
      const r = await this.db
        .selectFrom("steps")
        .select("seq")
        .where("encounter_id", "=", encounterId)
        .orderBy("seq", "desc")
        .limit(1)
        .executeTakeFirst();
      return r ? Number(r.seq) + 1 : 0;
    });
  }

  players(ids: readonly string[]) {
    return this.run(() =>
      this.db
        .selectFrom("players")
        .select(["id", "name", "seed", "members", "account", "checked_in_at", "profile", "handicap"])
        .where("id", "in", ids.length ? [...ids] : [""])
        .execute(),
    );
  }

  setBreaker(tournamentId: string, encounterId: string, breaker: 0 | 1 | null, now: number) {
    return this.run(() =>
      this.db.transaction().execute(async (trx) => {
        await trx
          .updateTable("encounters")
          .set({ breaker, updated_at: now })
          .where("id", "=", encounterId)
          .where("breaker", breaker === null ? "is not" : "is", null)
          .execute();
        await bump(trx, tournamentId);
      }),
    );
  }

  appendStep(entry: StepEntry) {
    return this.run(() =>
      this.writer.write(async (trx) => {
        await trx
          .insertInto("steps")
          .values({
            encounter_id: entry.encounterId,
            seq: entry.seq,
            step: entry.step,
            created_at: entry.now,
          })
          .execute();
        const summary = {
          last_report: entry.summary.lastReport,
          last_lines: entry.summary.lastLines,
          score_a: entry.summary.scoreA,
          score_b: entry.summary.scoreB,
          updated_at: entry.now,
        };
        await trx
          .updateTable("encounters")
          .set(
            entry.finished
              ? { ...summary, status: "done", result_kind: "played", winner: entry.finished.winner }
              : summary,
          )
          .where("id", "=", entry.encounterId)
          .execute();
        await bump(trx, entry.tournamentId);
      }),
    );
  }

  replaceSteps(r: StepsReplacement) {
    return this.run(() =>
      this.db.transaction().execute(async (trx) => {
        const top = await trx
          .selectFrom("steps")
          .select("seq")
          .where("encounter_id", "=", r.encounterId)
          .orderBy("seq", "desc")
          .limit(1)
          .executeTakeFirst();
        if ((top ? Number(top.seq) + 1 : 0) !== r.count)
          throw new StoreFailure(
            storeError("conflict", "another entry was recorded at this table meanwhile"),
          );
        await trx
          .deleteFrom("steps")
          .where("encounter_id", "=", r.encounterId)
          .where("seq", ">=", r.from)
          .execute();
        await trx
          .insertInto("steps")
          .values(
            r.steps.map((step, k) => ({
              encounter_id: r.encounterId,
              seq: r.from + k,
              step,
              created_at: r.now,
            })),
          )
          .execute();
        const summary = {
          last_report: r.summary.lastReport,
          last_lines: r.summary.lastLines,
          score_a: r.summary.scoreA,
          score_b: r.summary.scoreB,
          updated_at: r.now,
        };
        await trx
          .updateTable("encounters")
          .set(
            r.finished
              ? { ...summary, status: "done", result_kind: "played", winner: r.finished.winner }
              : summary,
          )
          .where("id", "=", r.encounterId)
          .execute();
        await bump(trx, r.tournamentId);
      }),
    );
  }

  removeStep(tournamentId: string, encounterId: string, seq: number, summary: EncounterSummary, now: number) {
    return this.run(() =>
      this.db.transaction().execute(async (trx) => {
        await trx
          .deleteFrom("steps")
          .where("encounter_id", "=", encounterId)
          .where("seq", "=", seq)
          .execute();
        await trx
          .updateTable("encounters")
          .set({
            last_report: summary.lastReport,
            last_lines: summary.lastLines,
            score_a: summary.scoreA,
            score_b: summary.scoreB,
            updated_at: now,
          })
          .where("id", "=", encounterId)
          .execute();
        await bump(trx, tournamentId);
      }),
    );
  }
}
