/**
 * Test and bench databases (the one home of this scaffolding: the tests import it through
 * test/server/harness.ts, the benches from here): a fresh SQLite file under a temporary folder, or — when
 * MINGO_TEST_DATABASE_URL points to a PostgreSQL server (scripts/pg-test.sh starts one) — a
 * fresh database on it, so the same suites run against both.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { unwrap } from "../../src/core/index.ts";
import { type ClubDb, type DbTarget, openDb } from "../../src/server/db/connect.ts";

export const PG_URL = process.env.MINGO_TEST_DATABASE_URL;
export const DB_KIND = PG_URL ? "postgres" : "sqlite";

export interface TestDb {
  readonly target: DbTarget;
  open(): Promise<ClubDb>;
  drop(): Promise<void>;
}

export async function makeTestDb(): Promise<TestDb> {
  if (PG_URL) {
    const name = `mingo_t_${Math.random().toString(36).slice(2, 10)}`;
    const admin = new pg.Client({ connectionString: PG_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(PG_URL);
    url.pathname = `/${name}`;
    const target: DbTarget = { kind: "postgres", url: url.toString() };
    return {
      target,
      open: async () => unwrap(await openDb(target)),
      drop: async () => {
        const c = new pg.Client({ connectionString: PG_URL });
        await c.connect();
        await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await c.end();
      },
    };
  }
  const dir = mkdtempSync(join(tmpdir(), "mingo-club-"));
  const target: DbTarget = { kind: "sqlite", file: join(dir, "club.sqlite") };
  return {
    target,
    open: async () => unwrap(await openDb(target)),
    drop: async () => rmSync(dir, { recursive: true, force: true }),
  };
}

/** The environment a spawned server needs to use the same database. */
export function dbEnv(target: DbTarget): Record<string, string> {
  return target.kind === "postgres"
    ? { DATABASE_URL: target.url }
    : { MINGO_SQLITE_FILE: target.file, DATABASE_URL: "" };
}
