/**
 * Migrations in code, applied at start by Kysely's migrator. Column types are spelled so that
 * SQLite and PostgreSQL read them alike (double precision for times and half points).
 */
import { type Kysely, type Migration, type MigrationProvider, Migrator, SqliteAdapter, sql } from "kysely";
import { err, ok, type Result } from "../../core/index.ts";
import { ONLINE_MIGRATIONS } from "./online-migrations.ts";

const initial: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("organizers")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("name", "text", (c) => c.notNull().unique())
      .addColumn("password_hash", "text", (c) => c.notNull())
      .addColumn("created_at", "double precision", (c) => c.notNull())
      .execute();
    await db.schema
      .createTable("sessions")
      .addColumn("token_hash", "text", (c) => c.primaryKey())
      .addColumn("organizer_id", "text", (c) => c.notNull().references("organizers.id"))
      .addColumn("created_at", "double precision", (c) => c.notNull())
      .execute();
    await db.schema
      .createTable("tournaments")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("organizer_id", "text", (c) => c.notNull().references("organizers.id"))
      .addColumn("name", "text", (c) => c.notNull())
      .addColumn("game", "text", (c) => c.notNull())
      .addColumn("format", "text", (c) => c.notNull())
      .addColumn("settings", "text", (c) => c.notNull())
      .addColumn("tables", "integer", (c) => c.notNull())
      .addColumn("group_size", "integer", (c) => c.notNull())
      .addColumn("advance", "integer", (c) => c.notNull())
      .addColumn("starts_at", "double precision", (c) => c.notNull())
      .addColumn("status", "text", (c) => c.notNull())
      .addColumn("created_at", "double precision", (c) => c.notNull())
      .execute();
    await db.schema
      .createTable("players")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("tournament_id", "text", (c) => c.notNull().references("tournaments.id"))
      .addColumn("name", "text", (c) => c.notNull())
      .addColumn("seed", "integer", (c) => c.notNull())
      .execute();
    await db.schema
      .createTable("club_tables")
      .addColumn("tournament_id", "text", (c) => c.notNull().references("tournaments.id"))
      .addColumn("number", "integer", (c) => c.notNull())
      .addColumn("token", "text", (c) => c.notNull().unique())
      .addPrimaryKeyConstraint("club_tables_pk", ["tournament_id", "number"])
      .execute();
    await db.schema
      .createTable("encounters")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("tournament_id", "text", (c) => c.notNull().references("tournaments.id"))
      .addColumn("stage", "text", (c) => c.notNull())
      .addColumn("group_no", "integer", (c) => c.notNull())
      .addColumn("round", "integer", (c) => c.notNull())
      .addColumn("slot", "integer", (c) => c.notNull())
      .addColumn("player_a", "text")
      .addColumn("player_b", "text")
      .addColumn("src_a", "text")
      .addColumn("src_b", "text")
      .addColumn("table_no", "integer")
      .addColumn("scheduled_at", "double precision")
      .addColumn("status", "text", (c) => c.notNull())
      .addColumn("result_kind", "text")
      .addColumn("score_a", "double precision", (c) => c.notNull())
      .addColumn("score_b", "double precision", (c) => c.notNull())
      .addColumn("winner", "integer")
      .addColumn("absent", "text")
      .addColumn("breaker", "integer")
      .addColumn("last_report", "text")
      .addColumn("updated_at", "double precision", (c) => c.notNull())
      .execute();
    await db.schema.createIndex("encounters_tournament").on("encounters").column("tournament_id").execute();
    await db.schema
      .createTable("steps")
      .addColumn("encounter_id", "text", (c) => c.notNull().references("encounters.id"))
      .addColumn("seq", "integer", (c) => c.notNull())
      .addColumn("step", "text", (c) => c.notNull())
      .addColumn("created_at", "double precision", (c) => c.notNull())
      // The key is the guard against two recordings taking the same place in a match.
      .addPrimaryKeyConstraint("steps_pk", ["encounter_id", "seq"])
      .execute();
  },
};

/** The scorekeeper finds its table's current encounter on every entry: keep that a lookup, not a scan. */
const tableIndex: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createIndex("encounters_table")
      .on("encounters")
      .columns(["tournament_id", "table_no", "status"])
      .execute();
  },
};

/**
 * Hardening (issue 10): a version per tournament, bumped by every change in any process (the
 * view cache checks it instead of trusting per-process memory); a last-seen time per session
 * (idle expiry); lookups that bounds and settle make often.
 */
const hardening: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable("tournaments")
      .addColumn("version", "integer", (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema
      .alterTable("sessions")
      .addColumn("last_seen_at", "double precision", (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema.createIndex("tournaments_organizer").on("tournaments").column("organizer_id").execute();
    await db.schema.createIndex("players_tournament").on("players").column("tournament_id").execute();
    await db.schema.createIndex("sessions_organizer").on("sessions").column("organizer_id").execute();
  },
};

/** The wall and the scorekeeper show the last step in the narration's words (issue 9). */
const lastLines: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable("encounters").addColumn("last_lines", "text").execute();
  },
};

/** Leagues: a season of nights, each night one of the organizer's tournaments (issue 28). */
const leagues: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("leagues")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("organizer_id", "text", (c) => c.notNull())
      .addColumn("name", "text", (c) => c.notNull())
      .addColumn("game", "text", (c) => c.notNull())
      .addColumn("created_at", "double precision", (c) => c.notNull())
      .execute();
    await db.schema
      .createTable("league_nights")
      .addColumn("league_id", "text", (c) => c.notNull())
      .addColumn("night", "integer", (c) => c.notNull())
      .addColumn("tournament_id", "text", (c) => c.notNull().unique())
      .addPrimaryKeyConstraint("league_nights_pk", ["league_id", "night"])
      .execute();
  },
};

/** G-TEAM: an entry may be a team; its players in shooting order (JSON), null for one player. */
const teamMembers: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable("players").addColumn("members", "text").execute();
  },
};

/**
 * Online tournaments (issue 28): a tournament may be played online (its rules of play as JSON);
 * an entry may be a registered online identity that checks in; an encounter may be played as
 * an online match, found again by the sweep through its index.
 */
const onlineTournaments: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable("tournaments").addColumn("online", "text").execute();
    await db.schema.alterTable("players").addColumn("account", "text").execute();
    await db.schema.alterTable("players").addColumn("checked_in_at", "double precision").execute();
    await db.schema.alterTable("encounters").addColumn("online_match", "text").execute();
    await db.schema
      .createIndex("players_account")
      .on("players")
      .columns(["account", "tournament_id"])
      .execute();
    await db.schema
      .createIndex("encounters_status")
      .on("encounters")
      .columns(["status", "table_no"])
      .execute();
  },
};

/**
 * Issue 39: double elimination's grand-final reset, a tournament setting (1 = a second final
 * when the losers' side wins the first; on by default), and a player's handicap (a club
 * setting outside the seed): their own race in Bola 8, their own target in Piña, null for the
 * tournament's.
 */
const doubleEliminationHandicaps: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable("tournaments")
      .addColumn("grand_final_reset", "integer", (c) => c.notNull().defaultTo(1))
      .execute();
    await db.schema.alterTable("players").addColumn("handicap", "integer").execute();
  },
};

/**
 * Club migrations were 0001–0049 and online play's start at 0050 in their own file; the order
 * is one, so a club migration after 0053 takes the next number (Kysely refuses one sorting
 * before those already run).
 */
const MIGRATIONS: Record<string, Migration> = {
  "0001_initial": initial,
  "0002_table_index": tableIndex,
  "0003_hardening": hardening,
  "0004_last_lines": lastLines,
  "0005_leagues": leagues,
  "0006_team_members": teamMembers,
  "0007_online_tournaments": onlineTournaments,
  ...ONLINE_MIGRATIONS,
  "0054_double_elimination_handicaps": doubleEliminationHandicaps,
};

const provider: MigrationProvider = { getMigrations: async () => MIGRATIONS };

export async function migrateToLatest(db: Kysely<unknown>): Promise<Result<string[], string>> {
  const migrator = new Migrator({ db, provider });
  const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  // Kysely takes no migration lock on SQLite and runs its migrations outside a transaction, so
  // two processes started together on a new file both began the same migration and the loser
  // failed ("duplicate column name", seen three processes at a time). One IMMEDIATE transaction
  // round the whole run takes SQLite's write lock first: the other process waits for it (the
  // start-up busy wait, connect.ts), then finds nothing left to do; a failed migration rolls
  // back whole. The retries stay for a lock held past that wait.
  for (let attempt = 1; ; attempt++) {
    const message = await (sqlite ? migrateLocked(db, migrator) : migrateOnce(migrator));
    if (typeof message !== "string") return message;
    if (attempt >= 3 || !/already exists|duplicate column|database is locked|SQLITE_BUSY/i.test(message))
      return err(`migration failed: ${message}`);
    await new Promise((r) => setTimeout(r, 200 * attempt));
  }
}

/** One run of the migrator: the migrations applied, or the error's message. */
async function migrateOnce(migrator: Migrator): Promise<Result<string[], string> | string> {
  const { error, results } = await migrator.migrateToLatest();
  if (error) return error instanceof Error ? error.message : String(error);
  return ok((results ?? []).filter((r) => r.status === "Success").map((r) => r.migrationName));
}

/** SQLite: one run inside BEGIN IMMEDIATE, committed if it succeeded, else rolled back. */
async function migrateLocked(
  db: Kysely<unknown>,
  migrator: Migrator,
): Promise<Result<string[], string> | string> {
  try {
    await sql`begin immediate`.execute(db);
  } catch (e) {
    return e instanceof Error ? e.message : String(e);
  }
  const outcome = await migrateOnce(migrator).catch((e: unknown) =>
    e instanceof Error ? e.message : String(e),
  );
  await sql.raw(typeof outcome === "string" ? "rollback" : "commit").execute(db);
  return outcome;
}
