import type { FastifyInstance } from "fastify";
/**
 * Test helpers for online play: a real server on 127.0.0.1 port 0 (in-process, or spawned as a
 * node), HTTP calls, and a socket client that replays the match locally with src/game exactly as
 * a browser does, checking every step's table against its own replay.
 */
import WebSocket from "ws";
import { aiMover } from "../../src/cli/play/movers.ts";
import type { Mover } from "../../src/cli/play/runner.ts";
import { unwrap } from "../../src/core/index.ts";
import { finalTable, type GameAction, type Match, nextUp, playAction, replay } from "../../src/game/index.ts";
import { decodeServerMessage, type ServerMessage } from "../../src/protocol/online.ts";
import { nextActor } from "../../src/rules/index.ts";
import { buildApp } from "../../src/server/app.ts";
import type { ClubDb } from "../../src/server/db/connect.ts";
import { rulesReferee } from "../../src/server/match/engine.ts";
import type { OnlineOptions } from "../../src/server/online/index.ts";
import { makeTestDb, type TestDb } from "../server/harness.ts";

export interface Node {
  readonly url: string;
  readonly ws: string;
  close(): Promise<void>;
}

/** A node started in this process, with its app for tests that look inside. */
export type LocalNode = Node & { db: TestDb; club: ClubDb; app: FastifyInstance };

/** `clock`: one clock for club mode and online play (a test moves it past a wait). */
export async function startNode(online: OnlineOptions = {}, clock?: () => number): Promise<LocalNode> {
  const db = await makeTestDb();
  const club = await db.open();
  const app = await buildApp({
    db: club,
    referee: rulesReferee,
    ...(clock ? { clock } : {}),
    online: { graceMs: 2000, sweepMs: 50, ...(clock ? { now: clock } : {}), ...online },
  });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const port = (app.server.address() as { port: number }).port;
  return {
    url: `http://127.0.0.1:${port}`,
    ws: `ws://127.0.0.1:${port}/api/online/socket`,
    db,
    club,
    app,
    close: async () => {
      await app.close();
      await club.close();
      await db.drop();
    },
  };
}

export async function http(base: string, method: string, path: string, body?: unknown, token?: string) {
  const headers: Record<string, string> = {};
  if (body !== undefined) headers["content-type"] = "application/json";
  if (token) headers.authorization = `Bearer ${token}`;
  const r = await fetch(base + path, {
    method,
    headers,
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: r.status, json: (await r.json().catch(() => null)) as any };
}

export async function guest(base: string, nickname: string): Promise<string> {
  const r = await http(base, "POST", "/api/online/guests", { nickname });
  if (r.status !== 201) throw new Error(`guest: ${JSON.stringify(r.json)}`);
  return r.json.token;
}

/** Two guests in one match through the invite link: returns the match id and both tokens. */
export async function invitedMatch(base: string, options: Record<string, unknown>, joinBase = base) {
  const a = await guest(base, "Ana");
  const b = await guest(base, "Beto");
  const made = await http(base, "POST", "/api/online/matches", options, a);
  if (made.status !== 201) throw new Error(`create: ${JSON.stringify(made.json)}`);
  const joined = await http(joinBase, "POST", `/api/online/invites/${made.json.invite}/join`, undefined, b);
  if (joined.status !== 200) throw new Error(`join: ${JSON.stringify(joined.json)}`);
  return { id: made.json.match.id as string, tokens: [a, b] as const, invite: made.json.invite as string };
}

/** A socket that keeps the match replayed locally and every message received. */
export class Client {
  readonly messages: ServerMessage[] = [];
  match: Match | null = null;
  seq = 0;
  seat: 0 | 1 | null = null;
  status = "open";
  /** Steps whose table disagreed with the local replay (must stay empty). */
  readonly mismatches: number[] = [];
  private waiters: { pred: (m: ServerMessage) => boolean; resolve: (m: ServerMessage) => void }[] = [];
  private ws!: WebSocket;
  private refCount = 0;
  private readonly refPrefix = Math.random().toString(36).slice(2, 8);

  static async open(url: string): Promise<Client> {
    const c = new Client();
    await c.connect(url);
    return c;
  }

  async connect(url: string): Promise<void> {
    this.ws = new WebSocket(url);
    this.ws.on("message", (d) => this.receive(String(d)));
    await new Promise<void>((res, rej) => {
      this.ws.once("open", () => res());
      this.ws.once("error", rej);
    });
  }

  private receive(text: string): void {
    const m = unwrap(decodeServerMessage(text));
    this.messages.push(m);
    if (m.kind === "welcome") {
      this.seat = m.seat;
      this.seq = m.match.seq;
      this.status = m.match.status;
      this.match = unwrap(replay(m.setup as never, m.actions as unknown as GameAction[]));
      if (JSON.stringify(finalTable(this.match)) !== JSON.stringify(m.final))
        this.mismatches.push(m.match.seq);
    } else if (m.kind === "step") {
      if (m.seq !== this.seq + 1) this.mismatches.push(m.seq);
      const r = playAction(this.match!, m.action as unknown as GameAction);
      if (!r.ok) this.mismatches.push(m.seq);
      else {
        this.match = r.value.match;
        if (JSON.stringify(finalTable(this.match)) !== JSON.stringify(m.final)) this.mismatches.push(m.seq);
      }
      this.seq = m.seq;
      this.status = m.status;
    } else if (m.kind === "over") this.status = "over";
    for (const w of [...this.waiters])
      if (w.pred(m)) {
        this.waiters.splice(this.waiters.indexOf(w), 1);
        w.resolve(m);
      }
  }

  send(msg: Record<string, unknown>): void {
    this.ws.send(JSON.stringify({ v: 1, ...msg }));
  }

  sendRaw(text: string): void {
    this.ws.send(text);
  }

  /** Resolves with the first message (already received from index `from`, or to come) matching. */
  next(
    pred: (m: ServerMessage) => boolean,
    timeoutMs = 10_000,
    from = this.messages.length,
  ): Promise<ServerMessage> {
    const seen = this.messages.slice(from).find(pred);
    if (seen) return Promise.resolve(seen);
    return new Promise((resolve, reject) => {
      const t = setTimeout(
        () =>
          reject(
            new Error(
              `no matching message in ${timeoutMs} ms; last: ${JSON.stringify(this.messages.at(-1))?.slice(0, 300)}`,
            ),
          ),
        timeoutMs,
      );
      this.waiters.push({ pred, resolve: (m) => (clearTimeout(t), resolve(m)) });
    });
  }

  /** Resolves once the client's replay has reached `seq`. */
  async reach(seq: number, timeoutMs = 30_000): Promise<void> {
    if (this.seq >= seq) return;
    await this.next(
      (m) => (m.kind === "step" && m.seq >= seq) || (m.kind === "welcome" && m.match.seq >= seq),
      timeoutMs,
    );
  }

  async hello(match: string, token?: string): Promise<ServerMessage> {
    const from = this.messages.length;
    this.send({ kind: "hello", match, ...(token ? { token } : {}) });
    return this.next((m) => m.kind === "welcome" || m.kind === "refused", 10_000, from);
  }

  /** Sends an intent with a ref and waits for its step (or its refusal). */
  async intent(msg: Record<string, unknown>): Promise<ServerMessage> {
    const ref = `${this.refPrefix}${++this.refCount}`;
    const from = this.messages.length;
    this.send({ ...msg, ref });
    return this.next(
      (m) =>
        (m.kind === "refused" ||
          m.kind === "step" ||
          m.kind === "lag-in" ||
          m.kind === "over" ||
          m.kind === "clock") &&
        "ref" in m &&
        m.ref === ref,
      30_000,
      from,
    );
  }

  /** A new socket (to any node) for the same client, then hello: how a reload or a drop comes back. */
  async reconnect(url: string, match: string, token?: string): Promise<ServerMessage> {
    this.ws.removeAllListeners();
    this.ws.terminate();
    for (let i = 0; ; i++) {
      try {
        await this.connect(url);
        break;
      } catch (e) {
        if (i > 50) throw e;
        await new Promise((r) => setTimeout(r, 100));
      }
    }
    return this.hello(match, token);
  }

  get closed(): boolean {
    return this.ws.readyState === WebSocket.CLOSED;
  }

  close(): void {
    this.ws.close();
  }

  terminate(): void {
    this.ws.terminate();
  }
}

/** The AI's next intent for `seat` on the client's replayed match (strikes, placements, calls, choices). */
export async function aiIntent(
  c: Client,
  mover: Mover,
  matchId: string,
): Promise<Record<string, unknown> | null> {
  const m = c.match!;
  const next = nextUp(m);
  const base = { match: matchId, seq: c.seq };
  if (next.kind === "over") return null;
  if (next.kind === "lag") return { ...base, kind: "lag", stroke: mover.lag(m.table, c.seat!) };
  if (next.kind === "lag-choice") return { ...base, kind: "choose", choice: { kind: "break" } };
  const actor = nextActor(m.rules!);
  if (actor !== c.seat) return null;
  const move = await mover.move({ table: m.table, balls: m.balls, me: actor, state: m.rules! });
  if (move.kind === "choose") return { ...base, kind: "choose", choice: move.choice };
  if (move.kind !== "shot") return null;
  return {
    ...base,
    kind: "strike",
    strike: move.strike,
    ...(move.place && next.placement ? { cueBall: move.place } : {}),
    ...(move.call ? { call: move.call } : {}),
  };
}

export const ai = (seed: string, seat: 0 | 1): Mover => aiMover("medium", seed, seat);

/** Plays through the server until `done` says stop, each player's client sending its own AI's intents. */
export async function playThrough(
  clients: readonly [Client, Client],
  matchId: string,
  done: (c: Client) => boolean,
  maxSteps = 600,
): Promise<{ refusedPhysics: number }> {
  const movers = [ai(matchId, 0), ai(matchId, 1)] as const;
  let refusedPhysics = 0;
  for (let i = 0; i < maxSteps && !done(clients[0]); i++) {
    // Every client at the newest step first: one behind (just reconnected after a node died)
    // would see another turn and have no move to send.
    const top = Math.max(...clients.map((x) => x.seq));
    await Promise.all(clients.map((x) => x.reach(top)));
    const m = clients[0].match!;
    const next = nextUp(m);
    if (next.kind === "over") break;
    if (next.kind === "lag") {
      const replies = await Promise.all(
        clients.map(async (c, s) => c.intent((await aiIntent(c, movers[s]!, matchId))!)),
      );
      if (replies.some((r) => r.kind === "refused"))
        throw new Error(`lag refused: ${JSON.stringify(replies)}`);
      await Promise.all(clients.map((c) => c.reach(m.actions.length + 1)));
      continue;
    }
    const actor = next.kind === "lag-choice" ? next.by : nextActor(m.rules!);
    const c = clients[actor]!;
    let intent = (await aiIntent(c, movers[actor]!, matchId))!;
    let r = await c.intent(intent);
    // The physics may refuse a stroke pressed against a ball (event limit): turn it a little.
    for (const turn of [0.3, -0.3, 1, -1]) {
      if (r.kind !== "refused" || intent.kind !== "strike" || !/physics/.test(r.message)) break;
      refusedPhysics++;
      const s = intent.strike as { direction: number };
      intent = { ...intent, strike: { ...s, direction: (s.direction + turn + 360) % 360 } };
      r = await c.intent(intent);
    }
    if (r.kind === "refused") throw new Error(`refused ${r.code}: ${r.message}`);
    await clients[actor === 0 ? 1 : 0]!.reach(c.seq);
  }
  return { refusedPhysics };
}
