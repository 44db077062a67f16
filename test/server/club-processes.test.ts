import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { PINA_ENCOUNTER } from "../../bench/support/pina-steps.ts";
import { DB_KIND, makeTestDb, type TestDb } from "./harness.ts";
import { http, type Spawned, spawnServer } from "./spawn-server.ts";

/** Messages a socket receives until it closes or `ms` pass. */
function converse(
  url: string,
  messages: string[],
  ms = 1500,
): Promise<{ received: unknown[]; closed: boolean }> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`${url.replace("http", "ws")}/api/live`);
    const received: unknown[] = [];
    let closed = false;
    ws.on("error", reject);
    ws.on("message", (d) => received.push(JSON.parse(String(d))));
    ws.on("close", () => {
      closed = true;
    });
    ws.on("open", () => {
      for (const m of messages) ws.send(m);
      setTimeout(() => {
        ws.close();
        resolve({ received, closed });
      }, ms);
    });
  });
}

// Against real server processes: what once killed or froze them, and two of them on one database.
describe(`club server processes (${DB_KIND})`, () => {
  let testDb: TestDb;
  const servers: Spawned[] = [];
  beforeAll(async () => {
    testDb = await makeTestDb();
    servers.push(...(await Promise.all([spawnServer(testDb.target), spawnServer(testDb.target)])));
  }, 120_000);
  afterAll(async () => {
    for (const s of servers) s.child.kill("SIGKILL");
    await Promise.all(servers.map((s) => s.exited));
    await testDb.drop();
  });

  it("a NUL (or otherwise hostile) subscribe is answered with an error and the server stays up", async () => {
    const base = servers[0]!.url;
    const hostile = [
      '{"v":1,"kind":"subscribe","tournament":"\\u0000"}',
      '{"v":1,"kind":"subscribe","tournament":"\\ud800"}',
      '{"v":1,"kind":"subscribe","tournament":"a\\u001b[31m"}',
    ];
    for (const m of hostile) {
      const r = await converse(base, [m], 300);
      expect(r.received[0], m).toMatchObject({ kind: "error", code: "input-invalid" });
      expect(String((r.received[0] as { message: string }).message)).toMatch(/^tournament: /);
    }
    // An id of the right alphabet that names nothing: "no tournament", also no crash.
    const none = await converse(base, ['{"v":1,"kind":"subscribe","tournament":"nada"}'], 500);
    expect(none.received[0]).toMatchObject({ kind: "error", code: "no-tournament" });
    // A flood of messages closes that socket only.
    const flood = await converse(
      base,
      Array.from({ length: 30 }, () => "{}"),
      500,
    );
    expect(flood.closed).toBe(true);
    expect(flood.received.some((m) => (m as { code?: string }).code === "too-many-messages")).toBe(true);
    // NUL in HTTP ids: 400s naming the field, not 500s.
    for (const path of [
      "/api/tournaments/%00",
      "/api/tournaments/a%00/tables/1",
      "/api/tournaments/x/encounters/%00/script",
    ]) {
      const r = await http(base, "GET", path, undefined, { "x-table-token": "abc" });
      expect(r.status, path).toBe(400);
      expect(r.json.error.message, path).toMatch(/^path: (id|eid)/);
    }
    expect((await http(base, "GET", "/api/tournaments")).status).toBe(200);
    expect(servers[0]!.child.exitCode).toBeNull();
  });

  it("two processes record alternately on one table with no refusal", async () => {
    const [a, b] = servers.map((s) => s.url) as [string, string];
    await http(a, "POST", "/api/organizers", { name: "dos", password: "dos-procesos-1" });
    const session = await http(b, "POST", "/api/session", { name: "dos", password: "dos-procesos-1" });
    const auth = { authorization: `Bearer ${session.json.token}` };
    const created = await http(
      a,
      "POST",
      "/api/tournaments",
      { name: "Dos", game: "pina", format: "round-robin", tables: 1, players: ["Ana", "Beto"] },
      auth,
    );
    expect(created.status, JSON.stringify(created.json)).toBe(201);
    const tid = created.json.id as string;
    expect((await http(b, "POST", `/api/tournaments/${tid}/draw`, undefined, auth)).status).toBe(200);
    const admin = await http(a, "GET", `/api/tournaments/${tid}/admin`, undefined, auth);
    const h = { "x-table-token": admin.json.tables[0].token as string };
    const path = `/api/tournaments/${tid}/tables/1`;
    // Each process reads the table once first, so both hold a copy of the match.
    expect((await http(a, "GET", path, undefined, h)).status).toBe(200);
    expect((await http(b, "POST", `${path}/start`, { breaker: 0 }, h)).status).toBe(200);
    for (let seq = 0; seq < PINA_ENCOUNTER.length; seq++) {
      const r = await http(seq % 2 ? b : a, "POST", `${path}/steps`, { seq, step: PINA_ENCOUNTER[seq] }, h);
      expect(r.status, `entry ${seq + 1} on process ${seq % 2 ? "b" : "a"}: ${JSON.stringify(r.json)}`).toBe(
        200,
      );
    }
    // Both see the finished encounter (the view cache checks the tournament's version).
    for (const base of [a, b]) {
      const v = await http(base, "GET", `/api/tournaments/${tid}`);
      expect(v.json.encounters[0]).toMatchObject({ status: "done", score: [3, 0] });
    }
  });

  it.skipIf(DB_KIND !== "sqlite")(
    "a corrupt database file at start is one line on standard error, exit 1",
    async () => {
      const dir = mkdtempSync(join(tmpdir(), "mingo-corrupt-"));
      const file = join(dir, "club.sqlite");
      writeFileSync(file, randomBytes(8192));
      try {
        const started = await spawnServer({ kind: "sqlite", file }).then(
          () => "listening",
          (e: Error) => e.message,
        );
        expect(started).toMatch(
          /server exited \(1\) before listening: mingo club: cannot open .*club\.sqlite: file is not a database\n$/,
        );
        expect(started.split("listening: ")[1]!.trimEnd().split("\n")).toHaveLength(1);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  );
});
