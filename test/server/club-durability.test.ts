import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PINA_ENCOUNTER } from "../../bench/support/pina-steps.ts";
import { runScriptText } from "../../src/cli/script/run.ts";
import { DB_KIND, makeTestDb, type TestDb } from "./harness.ts";
import { http, type Spawned, spawnServer } from "./spawn-server.ts";

// "Done means": every entry is on disk before it is acknowledged, so kill -9 in the middle of
// a match loses nothing that the scorekeeper saw acknowledged.
describe(`kill -9 in the middle of a match (${DB_KIND})`, () => {
  let testDb: TestDb;
  let server: Spawned | null = null;
  beforeAll(async () => {
    testDb = await makeTestDb();
  });
  afterAll(async () => {
    server?.child.kill("SIGKILL");
    await server?.exited;
    await testDb.drop();
  });

  it("loses no acknowledged entry, and the stored match re-checks with the referee", async () => {
    server = await spawnServer(testDb.target);
    let base = server.url;
    await http(base, "POST", "/api/organizers", { name: "club", password: "secreto-del-club" });
    const session = await http(base, "POST", "/api/session", { name: "club", password: "secreto-del-club" });
    const auth = { authorization: `Bearer ${session.json.token}` };
    const created = await http(
      base,
      "POST",
      "/api/tournaments",
      {
        name: "Copa",
        game: "pina",
        format: "round-robin",
        tables: 2,
        players: ["Ana", "Beto", "Carla", "Dani"],
      },
      auth,
    );
    const tid = created.json.id as string;
    await http(base, "POST", `/api/tournaments/${tid}/draw`, undefined, auth);
    const admin = await http(base, "GET", `/api/tournaments/${tid}/admin`, undefined, auth);
    const table = { "x-table-token": admin.json.tables[0].token as string };
    const path = `/api/tournaments/${tid}/tables/1`;
    expect((await http(base, "POST", `${path}/start`, { breaker: 0 }, table)).status).toBe(200);

    // Record as fast as possible and kill the process while entries are in flight.
    let acked = 0;
    const recording = (async () => {
      for (let seq = 0; seq < PINA_ENCOUNTER.length; seq++) {
        const r = await http(base, "POST", `${path}/steps`, { seq, step: PINA_ENCOUNTER[seq] }, table).catch(
          () => null,
        );
        if (r?.status !== 200) return;
        acked = r.json.seq;
      }
    })();
    while (acked < 9) await new Promise((r) => setTimeout(r, 2));
    server.child.kill("SIGKILL");
    await server.exited;
    await recording;
    expect(acked).toBeGreaterThanOrEqual(9);

    server = await spawnServer(testDb.target);
    base = server.url;
    const view = await http(base, "GET", path, undefined, table);
    const stored = view.json.encounter.seq as number;
    // Every acknowledged entry survived; at most the one in flight was also committed.
    expect(stored).toBeGreaterThanOrEqual(acked);
    expect(stored).toBeLessThanOrEqual(acked + 1);

    for (let seq = stored; seq < PINA_ENCOUNTER.length; seq++) {
      const r = await http(base, "POST", `${path}/steps`, { seq, step: PINA_ENCOUNTER[seq] }, table);
      expect(r.status, JSON.stringify(r.json)).toBe(200);
    }
    const t = await http(base, "GET", `/api/tournaments/${tid}`);
    const e = t.json.encounters.find((x: { round: number; slot: number }) => x.round === 1 && x.slot === 0);
    expect(e).toMatchObject({ status: "done", score: [3, 0], winner: 0 });
    expect(t.json.standings[0].rows[0]).toMatchObject({ name: "Ana", points: 3 });

    // The stored match script replays through the referee (what `mingo referee` runs).
    const script = await http(base, "GET", `/api/tournaments/${tid}/encounters/${e.id}/script`);
    expect(script.json.steps).toEqual(PINA_ENCOUNTER);
    const run = runScriptText(JSON.stringify(script.json));
    expect(run.error).toBeNull();
    expect(run.steps.at(-1)?.report.matchScore).toEqual([3, 0]);
    // Two server starts: on a loaded 2-core machine each takes up to ~20 s.
  }, 180_000);
});
