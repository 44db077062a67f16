/**
 * Two server processes on one PostgreSQL and one Redis (scripts/pg-test.sh scripts/redis-test.sh
 * start both on loopback ports): players on different nodes, a spectator on each; one node is
 * killed with -9 while an intent is in flight, its clients reconnect to the other, and the match
 * finishes with every step stored once, in order, and every client's replay identical. Each step
 * is simulated once, by the node that stored it.
 */
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fromSavedMatch, simulates } from "../../src/game/index.ts";
import { makeTestDb, PG_URL, type TestDb } from "../server/harness.ts";
import { type Spawned, spawnServer } from "../server/spawn-server.ts";
import { ai, aiIntent, Client, guest, http, playThrough } from "./helpers.ts";
import { emptyRedis, redisUrlFor } from "./redis-db.ts";

const REDIS_URL = redisUrlFor(import.meta.url);
const env = { REDIS_URL: REDIS_URL ?? "", MINGO_ONLINE_GRACE_MS: "60000" };

describe.skipIf(!PG_URL || !REDIS_URL)("online play on two nodes (PostgreSQL + Redis)", () => {
  let db: TestDb;
  const nodes: Spawned[] = [];
  beforeAll(async () => {
    await emptyRedis(REDIS_URL!);
    db = await makeTestDb();
    // One node migrates first, so the two do not race to create the tables.
    nodes.push(await spawnServer(db.target, env));
    nodes.push(await spawnServer(db.target, env));
  }, 180_000);
  afterAll(async () => {
    for (const n of nodes) n.child.kill("SIGKILL");
    await Promise.all(nodes.map((n) => n.exited));
    await db.drop();
  });

  it("a match across the nodes survives kill -9 of one: no step lost or doubled", async () => {
    const [A, B] = nodes.map((n) => ({
      http: n.url,
      ws: `${n.url.replace("http", "ws")}/api/online/socket`,
    }));
    const ta = await guest(A!.http, "Ana");
    const tb = await guest(B!.http, "Beto");
    const made = await http(
      A!.http,
      "POST",
      "/api/online/matches",
      // Race to 2: a rack the break decides (B8-BREAK-8-WIN) leaves the match live for the kill.
      { game: "bola8", settings: { raceTo: 2 }, clock: { shotSeconds: 0 } },
      ta,
    );
    const id = made.json.match.id as string;
    expect(
      (await http(B!.http, "POST", `/api/online/invites/${made.json.invite}/join`, undefined, tb)).status,
    ).toBe(200);

    const a = await Client.open(A!.ws);
    const b = await Client.open(B!.ws);
    const sa = await Client.open(A!.ws);
    const sb = await Client.open(B!.ws);
    // The presence that counts both spectators may reach b before sb's own welcome: look from here.
    const beforeHellos = b.messages.length;
    await a.hello(id, ta);
    await b.hello(id, tb);
    await sa.hello(id);
    await sb.hello(id);
    // Both spectators counted, across the nodes.
    await b.next(
      (m) => m.kind === "presence" && m.spectators === 2 && m.connected[0] && m.connected[1],
      10_000,
      beforeHellos,
    );

    await playThrough([a, b], id, (c) => c.seq >= 6 || c.status === "over");
    expect(a.status).toBe("live");
    // Each strike and lag was simulated once, by the node that stored it: the other took the state
    // it was told over Redis instead of playing the step again to catch up (a choice is played
    // on the main thread, no job).
    const jobs = async (url: string) =>
      Number(/^mingo_worker_pool_jobs (\d+)/m.exec(await (await fetch(`${url}/metrics`)).text())?.[1]);
    const played = (await jobs(A!.http)) + (await jobs(B!.http));
    expect(played).toBe(b.match!.actions.filter(simulates).length);
    // Whoever is on turn sends an intent, and node A dies at once.
    const onTurn = b.match!.rules ? (b.match!.rules.pending?.for ?? b.match!.rules.turn) : 0;
    const shooter = onTurn === 0 ? a : b;
    const intent = await aiIntent(shooter, ai(id, onTurn as 0 | 1), id);
    if (intent) shooter.send(intent);
    const seqAtKill = b.seq;
    nodes[0]!.child.kill("SIGKILL");
    await nodes[0]!.exited;
    await a.reconnect(B!.ws, id, ta);
    await sa.reconnect(B!.ws, id);
    await Promise.all(
      [a, b, sa, sb].map((c) => c.reach(Math.max(a.seq, b.seq), 10_000).catch(() => undefined)),
    );

    await playThrough([a, b], id, (c) => c.status === "over");
    for (const c of [a, b, sa, sb]) await c.reach(b.seq);
    // The match went on after the kill, on the surviving node.
    expect(b.seq).toBeGreaterThan(seqAtKill + 1);
    for (const c of [a, b, sa, sb]) {
      expect(c.mismatches).toEqual([]);
      expect(c.seq).toBe(b.seq);
      expect(c.status).toBe("over");
    }

    const client = new pg.Client({ connectionString: (db.target as { url: string }).url });
    await client.connect();
    const rows = (await client.query("SELECT seq FROM online_steps WHERE match_id = $1 ORDER BY seq", [id]))
      .rows;
    await client.end();
    expect(rows.map((r) => Number(r.seq))).toEqual([...Array(b.seq).keys()]);
    const saved = await http(B!.http, "GET", `/api/online/matches/${id}/saved`);
    expect(fromSavedMatch(JSON.stringify(saved.json)).ok).toBe(true);
    for (const c of [a, b, sa, sb]) c.close();
  }, 240_000);

  it("quick match pairs players waiting on different nodes", async () => {
    const B = nodes[1]!;
    const C = await spawnServer(db.target, env);
    nodes.push(C);
    const [t1, t2] = [await guest(B.url, "Ivo"), await guest(C.url, "Juli")];
    const c1 = await Client.open(`${B.url.replace("http", "ws")}/api/online/socket`);
    const c2 = await Client.open(`${C.url.replace("http", "ws")}/api/online/socket`);
    c1.send({ kind: "queue", token: t1, game: "pina", tableSizeFt: 7 });
    await c1.next((m) => m.kind === "queued");
    c2.send({ kind: "queue", token: t2, game: "pina", tableSizeFt: 7 });
    const [p1, p2] = await Promise.all([
      c1.next((m) => m.kind === "paired"),
      c2.next((m) => m.kind === "paired"),
    ]);
    expect(p1.kind === "paired" && p2.kind === "paired" && p1.match === p2.match).toBe(true);
    c1.close();
    c2.close();
  }, 120_000);
});

describe.skipIf(!PG_URL || !REDIS_URL)("a killed node leaves no orphans and no ghosts", () => {
  let db: TestDb;
  const nodes: Spawned[] = [];
  const short = { ...env, MINGO_ONLINE_GRACE_MS: "3000" };
  beforeAll(async () => {
    await emptyRedis(REDIS_URL!);
    db = await makeTestDb();
    nodes.push(await spawnServer(db.target, short));
    nodes.push(await spawnServer(db.target, short));
  }, 180_000);
  afterAll(async () => {
    for (const n of nodes) n.child.kill("SIGKILL");
    await Promise.all(nodes.map((n) => n.exited));
    await db.drop();
  });

  /** A Bola 8 match made and joined on `base`, both players' sockets there, past the lag. */
  async function lagged(base: string, ws: string, names: [string, string]) {
    const tokens = [await guest(base, names[0]), await guest(base, names[1])] as const;
    const options = { game: "bola8", settings: { raceTo: 3 }, clock: { shotSeconds: 0 } };
    const made = await http(base, "POST", "/api/online/matches", options, tokens[0]);
    const id = made.json.match.id as string;
    await http(base, "POST", `/api/online/invites/${made.json.invite}/join`, undefined, tokens[1]);
    const c = [await Client.open(ws), await Client.open(ws)] as const;
    await c[0].hello(id, tokens[0]);
    await c[1].hello(id, tokens[1]);
    const stroke = { speed: 1.9, angleDeg: 0, tipY: 0 };
    await Promise.all([
      c[0].intent({ kind: "lag", match: id, seq: 0, stroke }),
      c[1].intent({ kind: "lag", match: id, seq: 0, stroke: { ...stroke, speed: 2.3 } }),
    ]);
    await Promise.all(c.map((x) => x.reach(1)));
    return { id, tokens, c };
  }

  it("its matches end on the other node (the one who came back wins; both gone: no result), its queue is not paired", async () => {
    const [D, E] = nodes.map((n) => ({
      http: n.url,
      ws: `${n.url.replace("http", "ws")}/api/online/socket`,
    }));
    const both = await lagged(D!.http, D!.ws, ["Ada", "Bea"]);
    const one = await lagged(D!.http, D!.ws, ["Cris", "Dani"]);
    const q = await Client.open(D!.ws);
    q.send({ kind: "queue", token: await guest(D!.http, "Fantasma"), game: "pina", tableSizeFt: 7 });
    await q.next((m) => m.kind === "queued");

    nodes[0]!.child.kill("SIGKILL");
    await nodes[0]!.exited;
    // One player of `one` comes back, to the other node; nobody of `both` does.
    const back = one.c[0];
    await back.reconnect(E!.ws, one.id, one.tokens[0]);
    const over = await back.next((m) => m.kind === "over", 30_000);
    expect(over.kind === "over" && over.result).toMatchObject({ winner: 0, reason: "forfeit-grace" });

    const deadline = Date.now() + 30_000;
    let row = (await http(E!.http, "GET", `/api/online/matches/${both.id}`)).json.match;
    while (row.status !== "over" && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 250));
      row = (await http(E!.http, "GET", `/api/online/matches/${both.id}`)).json.match;
    }
    expect(row.status).toBe("over");
    expect(row.result).toMatchObject({ winner: "tie", reason: "forfeit-grace" });
    // No result, no rating: neither left the other waiting.
    const ada = (await http(E!.http, "GET", `/api/online/players/${encodeURIComponent(row.players[0].id)}`))
      .json;
    expect(ada.history).toEqual([]);
    const cris = (await http(E!.http, "GET", "/api/online/me", undefined, one.tokens[0])).json;
    expect(cris.ratings.find((r: { game: string }) => r.game === "bola8")?.games).toBe(1);

    // The player who waited on the killed node is never anyone's opponent.
    const r = await Client.open(E!.ws);
    r.send({ kind: "queue", token: await guest(E!.http, "Rita"), game: "pina", tableSizeFt: 7 });
    expect((await r.next((m) => m.kind === "queued" || m.kind === "paired")).kind).toBe("queued");
    const s = await Client.open(E!.ws);
    s.send({ kind: "queue", token: await guest(E!.http, "Sole"), game: "pina", tableSizeFt: 7 });
    const [pr, ps] = await Promise.all([
      r.next((m) => m.kind === "paired"),
      s.next((m) => m.kind === "paired"),
    ]);
    expect(pr.kind === "paired" && pr.opponent.name).toBe("Sole");
    expect(ps.kind === "paired" && ps.opponent.name).toBe("Rita");
    for (const c of [...both.c, ...one.c, q, r, s]) c.close();
  }, 120_000);
});
