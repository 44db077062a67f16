/**
 * Three servers started together on one new SQLite file: each opens and migrates it, none fails.
 * Before the start-up lock (migrations.ts, connect.ts) about one start in seven lost the race
 * ("database is locked" or "duplicate column name"); twelve rounds caught it in most runs.
 */
import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";

const run = promisify(execFile);
const root = resolve(import.meta.dirname, "../..");
const dir = mkdtempSync(join(tmpdir(), "mingo-open-race-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("SQLite: processes starting together on a new file", () => {
  it("all open and migrate it (12 rounds of 3 processes)", async () => {
    for (let round = 0; round < 12; round++) {
      const file = join(dir, `club-${round}.sqlite`);
      const said = await Promise.all(
        [0, 1, 2].map(() =>
          run(process.execPath, ["bin/run-ts.js", "test/server/open-db-child.ts", file], { cwd: root }).then(
            (r) => r.stdout,
          ),
        ),
      );
      expect(said, `round ${round}`).toEqual(["ok", "ok", "ok"]);
    }
  }, 60_000);
});
