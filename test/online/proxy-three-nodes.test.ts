/**
 * Three nodes behind a real reverse proxy (issue 41 item 4): Debian's nginx before three server
 * processes on one PostgreSQL and one Redis, all on loopback from temporary folders, round robin
 * with no sticky sessions. The lobby, the quick-match queue and the pairs queue are one across the
 * nodes (a pair whose partners sit on two nodes is paired); a match played through the proxy
 * survives one node killed with -9 and another drained with SIGTERM, every acknowledged step
 * stored once and in order. Skipped without PostgreSQL, Redis (scripts/pg-test.sh
 * scripts/redis-test.sh) or nginx.
 */
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hasNginx, type NginxProxy, startProxy } from "../../bench/support/proxy.ts";
import { type Spawned, spawnServer } from "../../bench/support/spawn-server.ts";
import { makeTestDb, PG_URL, type TestDb } from "../../bench/support/test-db.ts";
import { ai, aiIntent, Client, guest, http, playThrough } from "./helpers.ts";
import { emptyRedis, redisUrlFor } from "./redis-db.ts";

const REDIS_URL = redisUrlFor(import.meta.url);
const env = { REDIS_URL: REDIS_URL ?? "", MINGO_ONLINE_GRACE_MS: "60000" };
const socketOf = (url: string) => `${url.replace("http", "ws")}/api/online/socket`;

describe.skipIf(!PG_URL || !REDIS_URL || !hasNginx())("three nodes behind nginx (PostgreSQL + Redis)", () => {
  let db: TestDb;
  let proxy: NginxProxy;
  const nodes: Spawned[] = [];
  beforeAll(async () => {
    await emptyRedis(REDIS_URL!);
    db = await makeTestDb();
    // The first node migrates; the other two start together once the tables are there.
    nodes.push(await spawnServer(db.target, env));
    nodes.push(...(await Promise.all([spawnServer(db.target, env), spawnServer(db.target, env)])));
    proxy = await startProxy(nodes.map((n) => n.url));
  }, 120_000);
  afterAll(async () => {
    await proxy?.stop();
    for (const n of nodes) n.child.kill("SIGKILL");
    await Promise.all(nodes.map((n) => n.exited));
    await db?.drop();
  });

  it("the lobby, the quick-match queue and the pairs queue are one across the nodes", async () => {
    const [n1, n2, n3] = nodes.map((n) => n.url) as [string, string, string];
    // A listed match made through the proxy is in every node's lobby.
    const host = await guest(proxy.url, "Host");
    const listed = { game: "pina", settings: {}, clock: { shotSeconds: 0 }, listed: true };
    const made = await http(proxy.url, "POST", "/api/online/matches", listed, host);
    expect(made.status).toBe(201);
    for (const base of [n1, n2, n3, proxy.url]) {
      const lobby = await http(base, "GET", "/api/online/lobby?game=pina");
      expect(JSON.stringify(lobby.json)).toContain(made.json.match.id);
    }
    // Quick match: one player waiting on node 2, the other on node 3.
    const [q2, q3] = [await guest(n2, "Ivo"), await guest(n3, "Juli")];
    const [c2, c3] = [await Client.open(socketOf(n2)), await Client.open(socketOf(n3))];
    c2.send({ kind: "queue", token: q2, game: "pina", tableSizeFt: 7 });
    await c2.next((m) => m.kind === "queued");
    c3.send({ kind: "queue", token: q3, game: "pina", tableSizeFt: 7 });
    const single = await Promise.all([c2, c3].map((c) => c.next((m) => m.kind === "paired", 20_000)));
    expect(new Set(single.map((m) => m.kind === "paired" && m.match)).size).toBe(1);
    // Pairs: Ana on node 1 and Carla on node 2 are one pair; Beto on node 3 and Dani through the proxy the other.
    const where = [n1, n2, n3, proxy.url];
    const names = ["Ana", "Carla", "Beto", "Dani"];
    const tokens = await Promise.all(names.map((n, i) => guest(where[i]!, n)));
    const clients = await Promise.all(where.map((u) => Client.open(socketOf(u))));
    const queue = (i: number, pair: string) =>
      clients[i]!.send({ kind: "queue", token: tokens[i], game: "bola8", raceTo: 1, pair });
    queue(0, "tigres");
    await clients[0]!.next((m) => m.kind === "queued" && m.pair === "waiting-partner");
    // Both partners hear "waiting for rivals", in either order: each looks from before the
    // second one queued (waiting for Ana's first could let Carla's go by unseen).
    const before = clients.map((c) => c.messages.length);
    queue(1, "tigres");
    await Promise.all(
      clients
        .slice(0, 2)
        .map((c, i) => c.next((m) => m.kind === "queued" && m.pair === "waiting-rivals", 10_000, before[i])),
    );
    queue(2, "aguilas");
    await clients[2]!.next((m) => m.kind === "queued" && m.pair === "waiting-partner");
    queue(3, "aguilas");
    const paired = await Promise.all(clients.map((c) => c.next((m) => m.kind === "paired", 20_000)));
    expect(new Set(paired.map((m) => m.kind === "paired" && m.match)).size).toBe(1);
    expect(paired.map((m) => (m.kind === "paired" ? [m.seat, m.member] : null))).toEqual([
      [0, 0],
      [0, 1],
      [1, 0],
      [1, 1],
    ]);
    for (const c of [c2, c3, ...clients]) c.close();
  }, 60_000);

  it("a match through the proxy survives kill -9 of one node and SIGTERM of another: nothing acknowledged is lost", async () => {
    const ws = socketOf(proxy.url);
    const ta = await guest(proxy.url, "Ana");
    const tb = await guest(proxy.url, "Beto");
    const options = { game: "bola8", settings: { raceTo: 3 }, clock: { shotSeconds: 0 } };
    const made = await http(proxy.url, "POST", "/api/online/matches", options, ta);
    const id = made.json.match.id as string;
    expect(
      (await http(proxy.url, "POST", `/api/online/invites/${made.json.invite}/join`, undefined, tb)).status,
    ).toBe(200);
    const a = await Client.open(ws);
    const b = await Client.open(ws);
    await a.hello(id, ta);
    await b.hello(id, tb);
    const acknowledged = () => Math.max(a.seq, b.seq);

    /** The player on turn sends an intent and `down` goes at once; both come back through the proxy. */
    async function disrupt(down: Spawned, signal: "SIGKILL" | "SIGTERM"): Promise<number> {
      const target = acknowledged() + 3;
      await playThrough([a, b], id, (c) => c.seq >= target || c.status === "over");
      expect(a.status).toBe("live");
      const m = b.match!;
      const onTurn = m.rules ? (m.rules.pending?.for ?? m.rules.turn) : 0;
      const shooter = onTurn === 0 ? a : b;
      const intent = await aiIntent(shooter, ai(id, onTurn as 0 | 1), id);
      if (intent) shooter.send(intent);
      const before = acknowledged();
      down.child.kill(signal);
      await down.exited;
      await a.reconnect(ws, id, ta);
      await b.reconnect(ws, id, tb);
      await Promise.all([a, b].map((c) => c.reach(acknowledged(), 10_000).catch(() => undefined)));
      return before;
    }

    const beforeKill = await disrupt(nodes[0]!, "SIGKILL");
    const beforeDrain = await disrupt(nodes[1]!, "SIGTERM");
    expect(beforeDrain).toBeGreaterThan(beforeKill);
    // Only node 3 is left: the match goes on through the proxy.
    const target = acknowledged() + 3;
    await playThrough([a, b], id, (c) => c.seq >= target || c.status === "over");
    expect(acknowledged()).toBeGreaterThanOrEqual(target);
    await Promise.all([a, b].map((c) => c.reach(acknowledged())));
    for (const c of [a, b]) {
      expect(c.mismatches).toEqual([]);
      expect(c.seq).toBe(acknowledged());
    }
    const client = new pg.Client({ connectionString: (db.target as { url: string }).url });
    await client.connect();
    const rows = (await client.query("SELECT seq FROM online_steps WHERE match_id = $1 ORDER BY seq", [id]))
      .rows;
    await client.end();
    // Every step any player was told of is stored, once, in order, and nothing else.
    expect(rows.map((r) => Number(r.seq))).toEqual([...Array(acknowledged()).keys()]);
    for (const c of [a, b]) c.close();
  }, 90_000);
});
