/**
 * ClubStore over Kysely: the same queries for SQLite and PostgreSQL. Dialect differences are
 * kept to errors.ts (how each engine says busy / conflict) and the count casts below.
 * Every method runs under `guard`, so a driver error comes back as a StoreError and a busy
 * SQLite is retried off the event loop before answering `busy`. The tournament's writes live in
 * tournament-writes.ts, the scorekeeper's in scorekeeper-writes.ts.
 */
import type { Kysely } from "kysely";
import { ok } from "../../core/index.ts";
import { GroupCommitter } from "../db/group-commit.ts";
import type { ClubDatabase, TournamentTable } from "../db/schema.ts";
import type { NewTournament } from "../tournament/service.ts";
import type { ClubStore, EncounterSummary, EntryInput, StepEntry, StepsReplacement } from "./club-store.ts";
import { classify, type Dialect, guard, type StoreResult } from "./errors.ts";
import { appendStepIn, removeStepIn, replaceStepsIn } from "./scorekeeper-writes.ts";
import {
  addPlayersIn,
  bump,
  createTournamentIn,
  drawIn,
  noShowIn,
  refusable,
  setHandicapIn,
  settleIn,
} from "./tournament-writes.ts";

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
      this.db.transaction().execute((trx) => createTournamentIn(trx, organizerId, t, players, now)),
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

  setHandicap(t: TournamentTable, playerId: string, handicap: number | null) {
    return refusable(this.dialect, () =>
      this.db.transaction().execute((trx) => setHandicapIn(trx, t, playerId, handicap)),
    );
  }

  draw(t: TournamentTable, now: number) {
    return refusable(this.dialect, () => this.db.transaction().execute((trx) => drawIn(trx, t, now)));
  }

  noShow(t: TournamentTable, encounterId: string, absent: readonly (0 | 1)[], now: number) {
    return refusable(this.dialect, () =>
      this.db.transaction().execute((trx) => noShowIn(trx, t, encounterId, absent, now)),
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
    return this.run(() => this.writer.write((trx) => appendStepIn(trx, entry)));
  }

  replaceSteps(r: StepsReplacement) {
    return this.run(() => this.db.transaction().execute((trx) => replaceStepsIn(trx, r)));
  }

  removeStep(tournamentId: string, encounterId: string, seq: number, summary: EncounterSummary, now: number) {
    return this.run(() =>
      this.db.transaction().execute((trx) => removeStepIn(trx, tournamentId, encounterId, seq, summary, now)),
    );
  }
}
