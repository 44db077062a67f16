/**
 * `mingo backup` while a real server records matches, `mingo restore` of that backup: every stored
 * match of the restored database passes the referee's re-check step by step; restore refuses
 * while a server holds the database, and refuses a file that is not a mingo database.
 */
import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { pinaBreak, runToWin } from "../../bench/support/pina-steps.ts";
import { parseStep } from "../../src/protocol/step.ts";
import { apply, newMatch } from "../../src/rules/index.ts";
import { openDb } from "../../src/server/db/connect.ts";
import { spawnServer } from "../server/spawn-server.ts";

const run = promisify(execFile);
const dir = mkdtempSync(join(tmpdir(), "mingo-backup-"));
const live = join(dir, "live.sqlite");
const env = (file: string) => ({ ...process.env, MINGO_SQLITE_FILE: file, DATABASE_URL: "" });

async function mingo(args: string[], file: string): Promise<{ code: number; out: string; err: string }> {
  try {
    const r = await run(process.execPath, ["bin/mingo.js", ...args], { env: env(file), timeout: 120_000 });
    return { code: 0, out: r.stdout, err: r.stderr };
  } catch (e) {
    const x = e as { code: number; stdout: string; stderr: string };
    return { code: x.code, out: x.stdout, err: x.stderr };
  }
}

async function post(base: string, path: string, body: unknown, headers: Record<string, string> = {}) {
  const r = await fetch(base + path, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
  return { status: r.status, json: (await r.json()) as any };
}

/** Replays every stored encounter's steps through the referee; returns how many steps passed. */
async function recheck(file: string): Promise<{ encounters: number; steps: number }> {
  const opened = await openDb({ kind: "sqlite", file });
  if (!opened.ok) throw new Error(opened.error);
  const db = opened.value.db;
  let steps = 0;
  const encounters = await db.selectFrom("encounters").selectAll().where("breaker", "is not", null).execute();
  for (const e of encounters) {
    const t = await db
      .selectFrom("tournaments")
      .selectAll()
      .where("id", "=", e.tournament_id)
      .executeTakeFirstOrThrow();
    const s = newMatch(t.game as "pina", JSON.parse(t.settings), e.breaker as 0);
    if (!s.ok) throw new Error(s.error.message);
    let state = s.value;
    const rows = await db
      .selectFrom("steps")
      .select("step")
      .where("encounter_id", "=", e.id)
      .orderBy("seq")
      .execute();
    for (const r of rows) {
      const a = parseStep(JSON.parse(r.step));
      if (!a.ok) throw new Error(a.error);
      const applied = apply(state, a.value);
      if (!applied.ok) throw new Error(applied.error.message);
      state = applied.value.state;
      steps++;
    }
  }
  await opened.value.close();
  return { encounters: encounters.length, steps };
}

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("mingo backup and restore (SQLite)", () => {
  it("a backup taken while the server records steps restores to a database whose every match re-checks", async () => {
    const server = await spawnServer({ kind: "sqlite", file: live });
    try {
      const auth = await post(server.url, "/api/organizers", { name: "club", password: "secreto-del-club" });
      expect(auth.status).toBe(202);
      const session = await post(server.url, "/api/session", { name: "club", password: "secreto-del-club" });
      const h = { authorization: `Bearer ${session.json.token}` };
      const t = await post(
        server.url,
        "/api/tournaments",
        {
          name: "Copa",
          game: "pina",
          format: "round-robin",
          tables: 2,
          players: ["Ana", "Beto", "Carla", "Dani"],
        },
        h,
      );
      await post(server.url, `/api/tournaments/${t.json.id}/draw`, {}, h);
      const admin = await (
        await fetch(`${server.url}/api/tournaments/${t.json.id}/admin`, { headers: h })
      ).json();
      // Both tables record a game while the backup runs.
      const record = async (n: number, token: string) => {
        const path = `/api/tournaments/${t.json.id}/tables/${n}`;
        await post(server.url, `${path}/start`, { breaker: 0 }, { "x-table-token": token });
        for (const [seq, step] of [pinaBreak(0), ...runToWin(1)].entries())
          expect(
            (await post(server.url, `${path}/steps`, { seq, step }, { "x-table-token": token })).status,
          ).toBe(200);
      };
      const writing = Promise.all(
        admin.tables.map((x: { number: number; token: string }) => record(x.number, x.token)),
      );
      const backup = await mingo(["backup", join(dir, "during.sqlite")], live);
      await writing;
      expect(backup.code, backup.err).toBe(0);
      expect(backup.out).toMatch(/^backed up .* \(\d+ pages\)/);
      expect((await mingo(["backup", join(dir, "during.sqlite")], live)).code).toBe(2);
      // Restore refuses while the server holds the database.
      const refused = await mingo(["restore", join(dir, "during.sqlite")], live);
      expect(refused.code).toBe(2);
      expect(refused.err).toMatch(/a mingo server holds .* stop it first/);
    } finally {
      server.child.kill("SIGTERM");
      await server.exited;
    }
    const restored = await mingo(["restore", join(dir, "during.sqlite")], live);
    expect(restored.code, restored.err).toBe(0);
    const checked = await recheck(live);
    expect(checked.encounters).toBeGreaterThanOrEqual(1);
    expect(checked.steps).toBeGreaterThan(0);
  }, 180_000);

  it("restore refuses a file that is not a mingo database, and a missing one", async () => {
    const junk = join(dir, "junk.sqlite");
    writeFileSync(junk, "not a database at all");
    const r = await mingo(["restore", junk], join(dir, "other.sqlite"));
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/not a database mingo can read|not mingo's/);
    expect((await mingo(["restore", join(dir, "nope.sqlite")], join(dir, "other.sqlite"))).code).toBe(2);
  }, 60_000);
});
