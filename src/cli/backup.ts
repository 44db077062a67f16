/**
 * `mingo backup FILE` and `mingo restore FILE`: the embedded SQLite database (MINGO_SQLITE_FILE,
 * default ./data/mingo.sqlite) copied with SQLite's online backup, safe while a server serves
 * and writes; and put back, only when no server holds it. PostgreSQL (DATABASE_URL) has its own
 * tools: pg_dump and pg_restore (docs/operations.md).
 */
import { copyFileSync, existsSync, renameSync, rmSync } from "node:fs";
import Database from "better-sqlite3";
import { sqliteHolders, targetFromEnv } from "../server/index.ts";

const fail = (message: string): number => {
  process.stderr.write(`${message}\n`);
  return 2;
};

/** The SQLite file the server uses, or why these commands do not apply. */
function sqliteFile(): { file: string } | { problem: string } {
  const target = targetFromEnv(process.env);
  if (target.kind !== "sqlite")
    return {
      problem: "DATABASE_URL names a PostgreSQL database: back it up with pg_dump (docs/operations.md)",
    };
  return { file: target.file };
}

/** A mingo database: SQLite, with the club migrations applied and a tournaments table. */
export function mingoDatabaseProblem(file: string): string | null {
  let db: Database.Database | null = null;
  try {
    db = new Database(file, { readonly: true, fileMustExist: true });
    const tables = new Set(
      (db.prepare("select name from sqlite_master where type = 'table'").all() as { name: string }[]).map(
        (r) => r.name,
      ),
    );
    if (!tables.has("kysely_migration") || !tables.has("tournaments"))
      return `${file} is an SQLite database but not mingo's (no tournaments or migrations)`;
    const first = db.prepare("select name from kysely_migration order by name limit 1").get() as
      | { name?: string }
      | undefined;
    if (first?.name !== "0001_initial") return `${file} has no mingo migrations`;
    const check = db.pragma("quick_check", { simple: true });
    if (check !== "ok") return `${file} is damaged: ${String(check)}`;
    return null;
  } catch (e) {
    return `${file} is not a database mingo can read: ${(e as Error).message}`;
  } finally {
    db?.close();
  }
}

export async function runBackupCommand(dest: string): Promise<number> {
  const where = sqliteFile();
  if ("problem" in where) return fail(where.problem);
  if (!existsSync(where.file))
    return fail(`no database at ${where.file} (MINGO_SQLITE_FILE): nothing to back up`);
  if (existsSync(dest)) return fail(`${dest} exists: choose a new file name (a backup never overwrites)`);
  const src = new Database(where.file, { readonly: true, fileMustExist: true });
  try {
    // The online backup copies page by page between the server's writes (WAL readers do not block them).
    const r = await src.backup(dest);
    // One self-contained file: the copy leaves WAL mode, so no -wal file is needed beside it.
    const copy = new Database(dest);
    copy.pragma("journal_mode = DELETE");
    copy.close();
    process.stdout.write(`backed up ${where.file} to ${dest} (${r.totalPages} pages)\n`);
    return 0;
  } catch (e) {
    rmSync(dest, { force: true });
    return fail(`backup failed: ${(e as Error).message}`);
  } finally {
    src.close();
  }
}

export async function runRestoreCommand(from: string): Promise<number> {
  const where = sqliteFile();
  if ("problem" in where) return fail(where.problem);
  if (!existsSync(from)) return fail(`no file ${from}`);
  const problem = mingoDatabaseProblem(from);
  if (problem) return fail(problem);
  const holders = sqliteHolders(where.file);
  if (holders.length > 0)
    return fail(
      `a mingo server holds ${where.file} (process ${holders.join(", ")}): stop it first, then restore`,
    );
  const file = where.file;
  const incoming = `${file}.restoring`;
  copyFileSync(from, incoming);
  // The old database and its write-ahead log are kept beside it, never deleted.
  if (existsSync(file)) {
    renameSync(file, `${file}.bak`);
    for (const ext of ["-wal", "-shm"])
      if (existsSync(file + ext)) renameSync(file + ext, `${file}.bak${ext}`);
  }
  renameSync(incoming, file);
  process.stdout.write(`restored ${file} from ${from}; the previous database is ${file}.bak\n`);
  return 0;
}
