/**
 * Opens the club database: PostgreSQL when DATABASE_URL names one, else an embedded SQLite
 * file in WAL mode. Migrations run before the handle is returned.
 */
import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import Database from "better-sqlite3";
import { Kysely, type LogEvent, PostgresDialect, type SqliteDatabase, SqliteDialect } from "kysely";
import pg from "pg";
import { err, ok, type Result } from "../../core/index.ts";
import { migrateToLatest } from "./migrations.ts";
import type { ClubDatabase } from "./schema.ts";

export type DbTarget =
  | { readonly kind: "sqlite"; readonly file: string }
  | { readonly kind: "postgres"; readonly url: string };

export interface ClubDb {
  readonly db: Kysely<ClubDatabase>;
  readonly target: DbTarget;
  close(): Promise<void>;
}

/** How long one SQLite statement waits for another process's write lock (blocking). */
export const SQLITE_BUSY_WAIT_MS = 20;
/**
 * While the server starts (before it listens), a lock is waited for this long: two processes
 * opening one new file race to switch it to WAL and to migrate it, and with no wait the loser
 * failed with "database is locked" (seen in CI on a loaded machine). Nothing is served yet, so
 * blocking here freezes no one.
 */
const SQLITE_STARTUP_WAIT_MS = 10_000;

export function targetFromEnv(env: NodeJS.ProcessEnv): DbTarget {
  const url = env.DATABASE_URL;
  if (url && /^postgres(ql)?:\/\//.test(url)) return { kind: "postgres", url };
  return { kind: "sqlite", file: env.MINGO_SQLITE_FILE ?? "./data/mingo.sqlite" };
}

/**
 * A database that cannot be opened (unreadable, corrupt, unreachable) is one line for the
 * person starting the server, not a stack trace.
 */
export async function openDb(target: DbTarget): Promise<Result<ClubDb, string>> {
  try {
    return await open(target);
  } catch (e) {
    const where = target.kind === "sqlite" ? target.file : "the PostgreSQL database (DATABASE_URL)";
    return err(
      `cannot open ${where}: ${e instanceof Error ? e.message : String(e)}`.replace(/\s*\n\s*/g, " "),
    );
  }
}

async function open(target: DbTarget): Promise<Result<ClubDb, string>> {
  let db: Kysely<ClubDatabase>;
  let sqlite: Database.Database | null = null;
  if (target.kind === "sqlite") {
    if (target.file !== ":memory:") mkdirSync(dirname(target.file), { recursive: true });
    sqlite = await openSqlite(target.file);
    db = new Kysely<ClubDatabase>({
      dialect: new SqliteDialect({ database: preparedOnce(sqlite) }),
      log: slowQueryLog(),
    });
  } else {
    // Half points and epoch milliseconds come back as numbers, not strings.
    pg.types.setTypeParser(pg.types.builtins.FLOAT8, (v) => Number.parseFloat(v));
    const pool = new pg.Pool({ connectionString: target.url, max: 10 });
    // An idle connection the server ends (a restart, an administrator) is an event, not a crash:
    // the pool drops it and opens another for the next query.
    pool.on("error", (e) =>
      process.stderr.write(`mingo: an idle PostgreSQL connection ended: ${e.message}\n`),
    );
    db = new Kysely<ClubDatabase>({ dialect: new PostgresDialect({ pool }), log: slowQueryLog() });
  }
  const migrated = await migrateToLatest(db as Kysely<unknown>).catch((e: unknown) =>
    err(`migration failed: ${e instanceof Error ? e.message : String(e)}`),
  );
  if (!migrated.ok) {
    await db.destroy();
    return err(migrated.error);
  }
  // Serving: better-sqlite3 waits for a lock synchronously, freezing the event loop, so wait
  // only a moment; the store retries asynchronously, then answers 503 (store/errors.ts).
  sqlite?.pragma(`busy_timeout = ${SQLITE_BUSY_WAIT_MS}`);
  return ok({ db, target, close: () => db.destroy() });
}

/**
 * The SQLite handle, set up for serving. Two processes opening one new file at once both read it,
 * then both ask to switch it to WAL: SQLite sees the deadlock and answers one of them "database
 * is locked" at once, without the busy wait (CI met it on a loaded machine after the wait was
 * in). So a busy start is tried again, a little later each time, for as long as the start-up wait.
 */
async function openSqlite(file: string): Promise<Database.Database> {
  const until = Date.now() + SQLITE_STARTUP_WAIT_MS;
  for (let attempt = 1; ; attempt++) {
    const sqlite = new Database(file);
    try {
      sqlite.pragma(`busy_timeout = ${SQLITE_STARTUP_WAIT_MS}`);
      sqlite.pragma("journal_mode = WAL");
      // WAL + NORMAL: a commit is in the log (the OS has it) before the scorekeeper hears
      // "recorded", which survives kill -9 of the server; FULL also syncs the disk on every
      // commit, surviving power loss at ~5 ms per commit here (MINGO_SQLITE_SYNC=FULL).
      sqlite.pragma(`synchronous = ${process.env.MINGO_SQLITE_SYNC === "FULL" ? "FULL" : "NORMAL"}`);
      sqlite.pragma("foreign_keys = ON");
      // Reading the schema now finds a corrupt or foreign file before the server listens.
      sqlite.prepare("select count(*) from sqlite_master").get();
      return sqlite;
    } catch (e) {
      sqlite.close();
      const busy =
        e instanceof Error &&
        /database is locked|SQLITE_BUSY/i.test(`${e.message} ${(e as { code?: string }).code ?? ""}`);
      if (!busy || Date.now() > until) throw e;
      await new Promise((r) => setTimeout(r, Math.min(500, 25 * attempt)));
    }
  }
}

/**
 * Kysely prepares every query anew; the club's queries are a few dozen shapes, so each is
 * prepared once and reused (better-sqlite3 statements run again with new parameters).
 * Bounded, for queries whose shape varies (IN lists of different lengths).
 */
function preparedOnce(sqlite: Database.Database): SqliteDatabase {
  const cache = new Map<string, Database.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(sql: string) {
      let statement = cache.get(sql);
      if (!statement) {
        statement = sqlite.prepare(sql);
        cache.set(sql, statement);
        if (cache.size > 500) cache.delete(cache.keys().next().value as string);
      }
      return statement;
    },
  };
}

/** MINGO_SLOW_SQL_MS=N prints every query slower than N ms to standard error (for tuning). */
function slowQueryLog() {
  const limit = Number(process.env.MINGO_SLOW_SQL_MS ?? Number.NaN);
  if (!Number.isFinite(limit)) return undefined;
  return (event: LogEvent) => {
    if (event.queryDurationMillis >= limit)
      process.stderr.write(
        `slow sql ${event.queryDurationMillis.toFixed(1)} ms: ${event.query.sql.slice(0, 160)}\n`,
      );
  };
}
