/**
 * Rolling restarts on two nodes (PostgreSQL + Redis; issue 29 item 6): during play node A gets
 * SIGTERM, drains (the intent in flight is answered, its sockets are told 1012) and exits; its
 * clients reconnect to node B; a new node A starts, then node B gets SIGTERM in turn and its
 * clients go to the new A. The match finishes with every acknowledged step stored once, in order.
 */
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fromSavedMatch } from "../../src/game/index.ts";
import { makeTestDb, PG_URL, type TestDb } from "../server/harness.ts";
import { type Spawned, spawnServer } from "../server/spawn-server.ts";
import { ai, aiIntent, Client, guest, http, playThrough } from "./helpers.ts";
import { emptyRedis, redisUrlFor } from "./redis-db.ts";

const REDIS_URL = redisUrlFor(import.meta.url);
const env = { REDIS_URL: REDIS_URL ?? "", MINGO_ONLINE_GRACE_MS: "60000" };
const socketOf = (n: Spawned) => `${n.url.replace("http", "ws")}/api/online/socket`;

describe.skipIf(!PG_URL || !REDIS_URL)("rolling restarts on two nodes", () => {
  let db: TestDb;
  const nodes: Spawned[] = [];
  beforeAll(async () => {
    await emptyRedis(REDIS_URL!);
    db = await makeTestDb();
    nodes.push(await spawnServer(db.target, env));
    nodes.push(await spawnServer(db.target, env));
  }, 180_000);
  afterAll(async () => {
    for (const n of nodes) n.child.kill("SIGKILL");
    await Promise.all(nodes.map((n) => n.exited));
    await db.drop();
  });

  /** The node on turn's player sends an intent; the node `down` gets SIGTERM at once and exits. */
  async function restart(a: Client, b: Client, id: string, down: Spawned): Promise<number> {
    const m = b.match!;
    const onTurn = m.rules ? (m.rules.pending?.for ?? m.rules.turn) : 0;
    const shooter = onTurn === 0 ? a : b;
    const intent = await aiIntent(shooter, ai(id, onTurn as 0 | 1), id);
    if (intent) shooter.send(intent);
    down.child.kill("SIGTERM");
    await down.exited;
    return Math.max(a.seq, b.seq);
  }

  it("SIGTERM one node, then the other, during play: no acknowledged step lost, the match finishes", async () => {
    const [A, B] = nodes as [Spawned, Spawned];
    const ta = await guest(A.url, "Ana");
    const tb = await guest(B.url, "Beto");
    const made = await http(
      A.url,
      "POST",
      "/api/online/matches",
      { game: "bola8", settings: { raceTo: 2 }, clock: { shotSeconds: 0 } },
      ta,
    );
    const id = made.json.match.id as string;
    expect(
      (await http(B.url, "POST", `/api/online/invites/${made.json.invite}/join`, undefined, tb)).status,
    ).toBe(200);
    const a = await Client.open(socketOf(A));
    const b = await Client.open(socketOf(B));
    await a.hello(id, ta);
    await b.hello(id, tb);
    await playThrough([a, b], id, (c) => c.seq >= 6 || c.status === "over");
    expect(a.status).toBe("live");

    // Node A drains and exits; Ana comes back on node B; a new node A starts.
    const acked1 = await restart(a, b, id, A);
    await a.reconnect(socketOf(B), id, ta);
    const A2 = await spawnServer(db.target, env);
    nodes.push(A2);
    await Promise.all([a, b].map((c) => c.reach(acked1, 10_000)));
    await playThrough([a, b], id, (c) => c.seq >= acked1 + 4 || c.status === "over");

    // Then node B drains and exits: both players come back on the new node A.
    const acked2 = await restart(a, b, id, B);
    await a.reconnect(socketOf(A2), id, ta);
    await b.reconnect(socketOf(A2), id, tb);
    await Promise.all([a, b].map((c) => c.reach(acked2, 10_000)));
    await playThrough([a, b], id, (c) => c.status === "over");
    await a.reach(b.seq);
    for (const c of [a, b]) {
      expect(c.mismatches).toEqual([]);
      expect(c.status).toBe("over");
    }
    expect(b.seq).toBeGreaterThan(acked2);

    const client = new pg.Client({ connectionString: (db.target as { url: string }).url });
    await client.connect();
    const rows = (await client.query("SELECT seq FROM online_steps WHERE match_id = $1 ORDER BY seq", [id]))
      .rows;
    await client.end();
    expect(rows.map((r) => Number(r.seq))).toEqual([...Array(b.seq).keys()]);
    const saved = await http(A2.url, "GET", `/api/online/matches/${id}/saved`);
    expect(fromSavedMatch(JSON.stringify(saved.json)).ok).toBe(true);
    for (const c of [a, b]) c.close();
  }, 300_000);
});
