/**
 * A club night end to end (issue 39 item 7): a Bola 8 double elimination played at N tables by N
 * scorekeeper clients through the real server's HTTP API, every encounter a match simulated
 * beforehand by `mingo play` (AI against AI, physics and referee) and entered step by step at an
 * accelerated pace. One scorekeeper goes offline for a while and then sends what it queued; the
 * server is stopped with SIGTERM once in the middle and started again on the same database, the
 * scorekeepers carrying on from the step the server has. At the end an independent tally — each
 * encounter's winner as its script says, two losses and a player is out — is compared with the
 * server's champion, placings and stored steps, and the PDFs are fetched.
 */
import { execFile } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { promisify } from "node:util";
import { fromSavedMatch, toMatchScript } from "../../src/game/index.ts";
import { STEP_LIMITS } from "../../src/protocol/step.ts";
import type { DbTarget } from "../../src/server/db/connect.ts";
import { builtClient, releaseClient } from "./client-build.ts";
import { type OpenWall, openWall, type WallFigures } from "./night-wall.ts";
import { http, type Spawned, spawnServer } from "./spawn-server.ts";

export interface NightOptions {
  readonly players: number;
  readonly tables: number;
  /** How long the offline scorekeeper keeps its entries before sending them. */
  readonly offlineMs: number;
  /** Pause between two entries at one table (the accelerated pace). */
  readonly gapMs: number;
  readonly seed: number;
  /** The wall open in Chromium through the night (the club pages built for the server). */
  readonly wall?: boolean;
  readonly log?: (line: string) => void;
}

interface Script {
  readonly breaker: 0 | 1;
  readonly steps: readonly unknown[];
  /** Who wins the match, by its own referee (0: the side that plays as a, 1: b). */
  readonly winner: 0 | 1;
}

export interface NightFigures {
  readonly seconds: number;
  readonly encounters: number;
  readonly steps: number;
  readonly stepsPerSecond: number;
  readonly restartSeconds: number;
  readonly stepLatencyMs: { readonly p50: number; readonly p95: number };
  readonly champion: string;
  /** What the wall received, when it was open. */
  readonly wall: WallFigures | null;
  readonly problems: readonly string[];
}

const root = resolve(import.meta.dirname, "../..");
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Simulated matches from the real CLI: `mingo play`, saved, replayed into match scripts. */
export async function simulatedScripts(count: number, seed: number): Promise<Script[]> {
  const dir = mkdtempSync(join(tmpdir(), "mingo-night-"));
  try {
    await promisify(execFile)(
      process.execPath,
      [
        "bin/run-ts.js",
        "src/cli/main.ts",
        "play",
        "--game",
        "bola8",
        "--players",
        "ai:beginner,ai:easy",
        "--set",
        "raceTo=2",
        "--matches",
        String(count),
        "--seed",
        String(seed),
        "--save",
        dir,
        "--json",
      ],
      { cwd: root, maxBuffer: 1 << 24 },
    );
    return readdirSync(dir)
      .sort()
      .flatMap((f) => {
        const m = fromSavedMatch(readFileSync(join(dir, f), "utf8"));
        if (!m.ok) throw new Error(`${f}: ${m.error}`);
        const s = toMatchScript(m.value);
        if (!s.ok) throw new Error(`${f}: ${s.error}`);
        const score = m.value.rules?.matchScore ?? [0, 0];
        // A phone never enters more than the server's bound of contacts a shot (STEP_LIMITS); a
        // simulated break can have more (every ball on every cushion). Such a match is set aside.
        const steps = s.value.steps as { shot?: { events: unknown[] } }[];
        if (steps.some((st) => (st.shot?.events.length ?? 0) > (STEP_LIMITS.maxEvents ?? Infinity)))
          return [];
        return {
          breaker: s.value.breaker as 0 | 1,
          steps: s.value.steps as unknown[],
          winner: score[0] > score[1] ? 0 : 1,
        } satisfies Script;
      });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * The server, restartable: the scorekeepers read `base` on every request. It comes back on the
 * same port, as a club's server would, so the wall's page reconnects to the address it has.
 */
class Server {
  base = "";
  private proc: Spawned | null = null;
  restarting = false;
  constructor(
    private readonly target: DbTarget,
    private readonly env: Record<string, string>,
  ) {}
  async start(): Promise<void> {
    const port = this.base ? new URL(this.base).port : "0";
    this.proc = await spawnServer(this.target, { ...this.env, PORT: port });
    this.base = this.proc.url;
  }
  /** SIGTERM, wait for the exit, start again on the same database: the seconds it took. */
  async restart(): Promise<number> {
    const t0 = Date.now();
    this.restarting = true;
    this.proc?.child.kill("SIGTERM");
    await this.proc?.exited;
    await this.start();
    this.restarting = false;
    return (Date.now() - t0) / 1000;
  }
  async stop(): Promise<void> {
    this.proc?.child.kill("SIGTERM");
    await this.proc?.exited;
  }
  /** A request that waits out a restart (connection refused or reset) and tries again. */
  async call(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
    for (let attempt = 0; ; attempt++) {
      try {
        return await http(this.base, method, path, body, headers);
      } catch (e) {
        if (attempt > 600) throw e;
        await sleep(100);
      }
    }
  }
}

interface TableState {
  readonly number: number;
  readonly token: string;
}

/** Plays the night; throws on a refusal nobody expects, returns the figures and what disagreed. */
export async function clubNight(target: DbTarget, o: NightOptions): Promise<NightFigures> {
  const log = o.log ?? (() => {});
  // At most 2n − 1 encounters; spares for the matches set aside (a break past STEP_LIMITS).
  const drawn = 3 * o.players;
  log(`simulating ${drawn} matches with mingo play…`);
  const scripts = await simulatedScripts(drawn, o.seed);
  log(
    `${scripts.length} of ${drawn} simulated matches fit the scorekeeper's bound of ${STEP_LIMITS.maxEvents} contacts a shot`,
  );
  const pages = o.wall ? await builtClient() : null;
  const server = new Server(target, pages ? { MINGO_CLIENT_DIR: pages.dir } : {});
  await server.start();
  let wall: OpenWall | null = null;
  const t0 = Date.now();
  const latencies: number[] = [];
  const problems: string[] = [];
  let restartSeconds = 0;
  try {
    await server.call("POST", "/api/organizers", { name: "club", password: "club-night-password" });
    const session = await server.call("POST", "/api/session", {
      name: "club",
      password: "club-night-password",
    });
    const auth = { authorization: `Bearer ${session.json.token}` };
    const names = Array.from({ length: o.players }, (_, i) => `Jugador ${i + 1}`);
    const created = await server.call(
      "POST",
      "/api/tournaments",
      {
        name: "Noche de club",
        game: "bola8",
        format: "double-elimination",
        settings: { raceTo: 2 },
        tables: o.tables,
        players: names,
      },
      auth,
    );
    if (created.status !== 201) throw new Error(`create: ${JSON.stringify(created.json)}`);
    const id = created.json.id as string;
    await server.call("POST", `/api/tournaments/${id}/draw`, undefined, auth);
    const admin = await server.call("GET", `/api/tournaments/${id}/admin`, undefined, auth);
    const tables: TableState[] = admin.json.tables.map((t: { number: number; token: string }) => t);
    if (o.wall) wall = await openWall(server.base, id);
    /** Which script each encounter plays, given in the order encounters come to a table. */
    const assigned = new Map<string, Script>();
    let done = 0;
    let restarted = false;
    let offlineUsed = false;
    const total = () => assigned.size;

    const scorekeeper = async (t: TableState): Promise<void> => {
      const h = { "x-table-token": t.token };
      const path = `/api/tournaments/${id}/tables/${t.number}`;
      for (;;) {
        const v = await server.call("GET", path, undefined, h);
        const enc = v.json?.encounter as {
          id: string;
          seq: number;
          breaker: number | null;
          status: string;
        } | null;
        if (!enc) {
          const all = await server.call("GET", `/api/tournaments/${id}`);
          if (all.json.status === "done") return;
          await sleep(50);
          continue;
        }
        let script = assigned.get(enc.id);
        if (!script) {
          script = scripts[assigned.size];
          if (!script) throw new Error("more encounters than simulated matches");
          assigned.set(enc.id, script);
        }
        const breaker = script.breaker;
        // A start refused by a server going down (503 while it drains for the restart) is sent again.
        const start = async () => {
          for (let i = 0; i < 100; i++) {
            const r = await server.call("POST", `${path}/start`, { breaker }, h);
            if (r.status < 500) return;
            await sleep(100);
          }
        };
        if (enc.breaker === null) await start();
        // The offline scorekeeper: table 1's third encounter is entered only after the pause.
        if (t.number === 1 && !offlineUsed && total() >= 3) {
          offlineUsed = true;
          log(`table 1 offline for ${o.offlineMs} ms, queueing its entries`);
          await sleep(o.offlineMs);
        }
        // Carry on from the step the server has (after a restart, a lost reply, an offline spell).
        let seq = (await server.call("GET", path, undefined, h)).json.encounter?.seq ?? 0;
        let stuck = 0;
        while (seq < script.steps.length) {
          const started = Date.now();
          const r = await server.call("POST", `${path}/steps`, { seq, step: script.steps[seq] }, h);
          latencies.push(Date.now() - started);
          if (r.status === 200) {
            seq++;
            stuck = 0;
          } else if (++stuck > 200)
            throw new Error(
              `table ${t.number} step ${seq + 1}: stuck, ${r.status} ${JSON.stringify(r.json)}`,
            );
          else if (r.status === 409 && r.json?.error?.code === "not-started") await start();
          else if (r.status === 409 || r.status >= 500) {
            // A reply lost to the restart: the server has the step or not; its count says which.
            if (r.status >= 500) await sleep(100);
            const now = (await server.call("GET", path, undefined, h)).json.encounter;
            if (now?.id !== enc.id) break; // the step that ended the match was stored: the table moved on
            seq = now.seq;
          } else throw new Error(`table ${t.number} step ${seq + 1}: ${r.status} ${JSON.stringify(r.json)}`);
          if (o.gapMs > 0) await sleep(o.gapMs);
        }
        done++;
        if (!restarted && done >= o.players) {
          restarted = true;
          log(`SIGTERM in the middle (${done} encounters done)`);
          restartSeconds = await server.restart();
          log(`server back after ${restartSeconds.toFixed(2)} s`);
        }
      }
    };
    await Promise.all(tables.map(scorekeeper));

    const final = (await server.call("GET", `/api/tournaments/${id}`)).json;
    const tally = independentTally(final, assigned, problems);
    for (const e of final.encounters as { id: string; result: string }[]) {
      const script = assigned.get(e.id);
      if (!script) continue;
      const stored = (await server.call("GET", `/api/tournaments/${id}/encounters/${e.id}/script`)).json;
      if (JSON.stringify(stored.steps) !== JSON.stringify(script.steps))
        problems.push(
          `encounter ${e.id}: stored ${stored.steps?.length} steps, entered ${script.steps.length}`,
        );
    }
    for (const sheet of ["draw.pdf", "bracket.pdf", "standings.pdf"]) {
      const r = await fetch(`${server.base}/api/tournaments/${id}/print/${sheet}`);
      const head = Buffer.from(await r.arrayBuffer())
        .subarray(0, 5)
        .toString();
      if (r.status !== 200 || head !== "%PDF-") problems.push(`${sheet}: ${r.status} ${head}`);
    }
    const steps = [...assigned.values()].reduce((n, s) => n + s.steps.length, 0);
    const seconds = (Date.now() - t0) / 1000;
    const wallFigures = wall ? await wall.finish(tally, problems) : null;
    latencies.sort((a, b) => a - b);
    const pct = (p: number) =>
      latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))] ?? 0;
    return {
      seconds,
      encounters: assigned.size,
      steps,
      stepsPerSecond: steps / seconds,
      restartSeconds,
      stepLatencyMs: { p50: pct(0.5), p95: pct(0.95) },
      champion: tally,
      wall: wallFigures,
      problems,
    };
  } finally {
    await wall?.close();
    await server.stop();
    if (pages) releaseClient(pages);
  }
}

interface FinalView {
  status: string;
  players: { id: string; name: string }[];
  encounters: {
    id: string;
    stage: string;
    round: number;
    a: string | null;
    b: string | null;
    winner: number | null;
    result: string | null;
  }[];
  placings: { from: number; to: number; players: string[] }[];
}

/**
 * The night tallied apart from the server: each played encounter's winner is its script's, a
 * player is out at their second loss, and players out later place higher (those out in the
 * same round share the places). Disagreements go to `problems`; returns the champion's name.
 */
function independentTally(v: FinalView, scripts: ReadonlyMap<string, Script>, problems: string[]): string {
  if (v.status !== "done") problems.push(`tournament ${v.status}, not done`);
  const losses = new Map<string, number>();
  const outAt = new Map<string, number>();
  const order = (e: FinalView["encounters"][number]) =>
    e.stage === "gf" ? 1000 + e.round : e.stage === "lb" ? e.round : 0;
  let last: FinalView["encounters"][number] | null = null;
  for (const e of v.encounters) {
    const s = scripts.get(e.id);
    if (e.result !== "played") continue;
    if (!s) problems.push(`encounter ${e.id} played but no scorekeeper entered it`);
    else if (e.winner !== s.winner)
      problems.push(`encounter ${e.id}: server says ${e.winner}, its script ${s.winner}`);
    const loser = s?.winner === 0 ? e.b : e.a;
    if (!loser) continue;
    const n = (losses.get(loser) ?? 0) + 1;
    losses.set(loser, n);
    if (n === 2) outAt.set(loser, order(e));
    if (!last || order(e) >= order(last)) last = e;
  }
  const champion = last ? (scripts.get(last.id)?.winner === 0 ? last.a : last.b) : null;
  const name = (id: string | null) => v.players.find((p) => p.id === id)?.name ?? "?";
  if (champion === null || (losses.get(champion) ?? 0) > 1)
    problems.push(`champion ${name(champion)} lost twice`);
  if (v.placings[0]?.players[0] !== champion)
    problems.push(`server's champion ${name(v.placings[0]?.players[0] ?? null)}, tally's ${name(champion)}`);
  // Everyone else out at their second loss; the same round, the same shared places.
  for (const p of v.placings.slice(1)) {
    const keys = new Set(p.players.map((id) => outAt.get(id)));
    if (keys.size !== 1 || keys.has(undefined))
      problems.push(`places ${p.from}–${p.to} mix rounds: ${p.players.map(name).join(", ")}`);
    if (p.players.length !== p.to - p.from + 1)
      problems.push(`places ${p.from}–${p.to} hold ${p.players.length}`);
  }
  const better = (x: string, y: string) => (outAt.get(x) ?? 0) > (outAt.get(y) ?? 0);
  const ranked = v.placings.slice(1).flatMap((p) => p.players);
  for (let i = 1; i < ranked.length; i++)
    if (better(ranked[i]!, ranked[i - 1]!))
      problems.push(`${name(ranked[i]!)} was out later than ${name(ranked[i - 1]!)} but placed below`);
  if (ranked.length + 1 !== v.players.length)
    problems.push(`${ranked.length + 1} placed of ${v.players.length}`);
  return name(champion);
}
