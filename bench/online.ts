/**
 * Online play under load, on loopback against real server processes (src/server/main.ts):
 * N matches held at once, each striking every P seconds (the shooter on turn sends the
 * strike; choices and lags as they come). Prints matches held, strikes per second,
 * intent-to-result latency percentiles (the sender's socket, send to step), and the server's
 * CPU time per strike. One node on the embedded default (SQLite, no Redis); then two nodes on
 * PostgreSQL + Redis with every match's players on different nodes, when
 * MINGO_TEST_DATABASE_URL and MINGO_TEST_REDIS_URL are set (npm run bench:online sets both).
 * Bounded: --matches (500), --seconds measured (60), --period between a match's strikes (10).
 *   node bin/run-ts.js bench/online.ts [--matches 500] [--seconds 60] [--period 10] [--nodes 1|2|both] [--hog]
 * --hog: a second process burns one core for the whole run (the machine busy with something else).
 * Each node's event loop's longest pause comes from its /metrics (the process's own lag histogram).
 */
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import WebSocket from "ws";
import { http, type Spawned, spawnServer } from "./support/spawn-server.ts";
import { makeTestDb, type TestDb } from "./support/test-db.ts";

const arg = (name: string, fallback: string): string => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? String(process.argv[i + 1]) : fallback;
};
const MATCHES = Math.min(2000, Number(arg("matches", "500")));
const SECONDS = Math.min(600, Number(arg("seconds", "60")));
const PERIOD_S = Number(arg("period", "10"));
const NODES = arg("nodes", "both");
/** --priority N: renice the server processes and this load generator (root only), so the figures
 * approach those of the machine without other work on it. Default 0: as scheduled. */
const PRIORITY = Number(arg("priority", "0"));
const BALL_R = 0.028575;
const HOG = process.argv.includes("--hog");

function cpuMs(pid: number | undefined): number {
  try {
    const f = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
    return ((Number(f[11]) + Number(f[12])) * 1000) / 100;
  } catch {
    return Number.NaN;
  }
}

const pct = (xs: number[], p: number) => {
  if (!xs.length) return Number.NaN;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]!;
};

interface Seat {
  ws: WebSocket;
  token: string;
}

interface Play {
  id: string;
  seats: [Seat, Seat];
  seq: number;
  awaiting: { kind: string; seats: number[]; hints: Record<string, unknown>[] };
  final: { id: number; x: number; y: number; motion: string }[];
  over: boolean;
  pending: Set<string>;
}

async function open(url: string): Promise<WebSocket> {
  const ws = new WebSocket(url);
  await new Promise<void>((res, rej) => {
    ws.once("open", () => res());
    ws.once("error", rej);
  });
  return ws;
}

/** A free spot behind the head string for ball in hand. */
function kitchenSpot(final: Play["final"]): [number, number] {
  const onTable = final.filter((b) => b.motion !== "pocketed" && b.motion !== "off-table");
  for (const x of [-0.9, -0.8, -1.0, -0.75]) {
    for (const y of [0, 0.2, -0.2, 0.4, -0.4, 0.1, -0.1, 0.3, -0.3]) {
      if (onTable.every((b) => b.id === 0 || Math.hypot(b.x - x, b.y - y) > 2.2 * BALL_R)) return [x, y];
    }
  }
  return [-1.1, 0.45];
}

async function run(label: string, urls: string[], pids: (number | undefined)[]) {
  const wsUrls = urls.map((u) => `${u.replace("http", "ws")}/api/online/socket`);
  const plays: Play[] = [];
  const latency: number[] = [];
  const strikeLatency: number[] = [];
  let strikes = 0;
  let refused = 0;
  const refusedCodes: Record<string, number> = {};
  let measuring = false;
  const sentAt = new Map<string, { t: number; strike: boolean; brk: boolean }>();
  const breakLatency: number[] = [];
  const otherLatency: number[] = [];
  let refN = 0;

  const t0 = performance.now();
  // Set up in batches: guests, a match, the join, two sockets, hello.
  for (let i = 0; i < MATCHES; i += 50) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(50, MATCHES - i) }, async (_, k) => {
        const n = i + k;
        const ta = (await http(urls[0]!, "POST", "/api/online/guests", { nickname: `A${n}` })).json.token;
        const tb = (await http(urls[1 % urls.length]!, "POST", "/api/online/guests", { nickname: `B${n}` }))
          .json.token;
        const made = await http(
          urls[0]!,
          "POST",
          "/api/online/matches",
          { game: "bola8", settings: { raceTo: 15 }, clock: { shotSeconds: 0 } },
          { authorization: `Bearer ${ta}` },
        );
        await http(
          urls[1 % urls.length]!,
          "POST",
          `/api/online/invites/${made.json.invite}/join`,
          undefined,
          {
            authorization: `Bearer ${tb}`,
          },
        );
        const play: Play = {
          id: made.json.match.id,
          seats: [
            { ws: await open(wsUrls[0]!), token: ta },
            { ws: await open(wsUrls[1 % wsUrls.length]!), token: tb },
          ],
          seq: 0,
          awaiting: { kind: "lag", seats: [0, 1], hints: [] },
          final: [],
          over: false,
          pending: new Set(),
        };
        for (const [s, seat] of play.seats.entries()) {
          seat.ws.on("message", (d) => receive(play, s, String(d)));
          seat.ws.send(JSON.stringify({ v: 1, kind: "hello", match: play.id, token: seat.token }));
        }
        return play;
      }),
    );
    plays.push(...batch);
  }
  const setupS = (performance.now() - t0) / 1000;
  let warmS = 0;

  function receive(play: Play, seat: number, text: string) {
    const m = JSON.parse(text);
    if (m.kind === "welcome") {
      play.seq = Math.max(play.seq, m.match.seq);
      play.awaiting = m.awaiting;
      play.final = m.final;
    } else if (m.kind === "step") {
      if (m.seq > play.seq) {
        play.seq = m.seq;
        play.awaiting = m.awaiting;
        play.final = m.final;
        play.over = m.status === "over";
      }
    } else if (m.kind === "over") play.over = true;
    if (m.ref && (m.kind === "step" || m.kind === "refused" || m.kind === "lag-in")) {
      const s = sentAt.get(m.ref);
      // Only the sender's copy counts: the step reaches the other seat too.
      if (s && m.ref.startsWith(`${seat}:`)) {
        sentAt.delete(m.ref);
        play.pending.delete(m.ref);
        if (measuring) {
          if (m.kind === "refused") {
            refused++;
            refusedCodes[m.code] = (refusedCodes[m.code] ?? 0) + 1;
          } else {
            const dt = performance.now() - s.t;
            latency.push(dt);
            if (s.strike) {
              strikeLatency.push(dt);
              strikes++;
              (s.brk ? breakLatency : otherLatency).push(dt);
            }
          }
        }
      }
    }
  }

  function send(play: Play, seat: number, msg: Record<string, unknown>, strike: boolean, brk = false) {
    const ref = `${seat}:${++refN}`;
    sentAt.set(ref, { t: performance.now(), strike, brk });
    play.pending.add(ref);
    play.seats[seat]!.ws.send(JSON.stringify({ v: 1, ...msg, match: play.id, seq: play.seq, ref }));
  }

  /** One turn of a match: what its awaiting asks for. */
  function act(play: Play) {
    if (play.over || play.pending.size > 0) return;
    const a = play.awaiting;
    if (a.kind === "lag") {
      for (const s of a.seats)
        send(
          play,
          s,
          { kind: "lag", stroke: { speed: 1.8 + Math.random() * 0.4, angleDeg: 0, tipY: 0 } },
          false,
        );
      return;
    }
    if (a.kind === "lag-choice")
      return send(play, a.seats[0]!, { kind: "choose", choice: { kind: "break" } }, false);
    const choose = a.hints.find((h) => h.kind === "choose") as { by: number; options: string[] } | undefined;
    const shot = a.hints.find((h) => h.kind === "shot") as
      | { by: number; ballInHand: boolean; isBreak: boolean }
      | undefined;
    if (choose && !shot) {
      // Play on from the table as it lies when that is offered (as most players do): always
      // taking a re-break would turn a match into a loop of breaks, not play.
      const option = choose.options.includes("accept")
        ? "accept"
        : (choose.options.find((o) => o !== "equalize" && o !== "spot-own") ?? "decline");
      return send(play, choose.by, { kind: "choose", choice: { kind: option } }, false);
    }
    if (!shot) return;
    const cue = play.final.find((b) => b.id === 0);
    const target = play.final.find((b) => b.id !== 0 && b.motion !== "pocketed" && b.motion !== "off-table");
    const cueAt =
      shot.ballInHand || !cue || cue.motion === "pocketed" ? kitchenSpot(play.final) : [cue.x, cue.y];
    const aim = target ? (Math.atan2(target.y - cueAt[1]!, target.x - cueAt[0]!) * 180) / Math.PI : 0;
    send(
      play,
      shot.by,
      {
        kind: "strike",
        strike: {
          speed: shot.isBreak ? 7 : 1.5 + Math.random() * 2,
          direction: aim + (Math.random() - 0.5) * 4,
          tipX: 0,
          tipY: 0,
          elevation: 0,
        },
        ...(shot.ballInHand ? { cueBall: cueAt } : {}),
      },
      true,
      shot.isBreak,
    );
  }

  // Warm-up: every match through its lag and break choice, then its opening break, the breaks
  // spread over one period as the measured strikes are (500 breaks in the same first seconds
  // would be a synchronized start, not play; a rack's later breaks fall in the measured window).
  // Bounded, with room for a loaded machine: a warm-up cut short would leave opening breaks in
  // the measured window (the count left over is printed).
  const warmEnd = performance.now() + 240_000;
  while (performance.now() < warmEnd && plays.some((p) => p.awaiting.kind.startsWith("lag") && !p.over)) {
    for (const p of plays) if (p.awaiting.kind.startsWith("lag")) act(p);
    await new Promise((r) => setTimeout(r, 200));
  }
  await Promise.all(
    plays.map(
      (p) =>
        new Promise<void>((res) =>
          setTimeout(
            () => {
              act(p);
              res();
            },
            Math.random() * PERIOD_S * 1000,
          ),
        ),
    ),
  );
  while (performance.now() < warmEnd && plays.some((p) => p.pending.size > 0))
    await new Promise((r) => setTimeout(r, 100));
  warmS = (performance.now() - t0) / 1000 - setupS;
  const unbroken = plays.filter((p) => p.seq < 3).length;

  // Measured: each match acts once per period, at its own phase. Reading /metrics now starts each
  // node's event-loop pause figure afresh (the lag histogram resets on every read).
  await Promise.all(urls.map(longestPauseMs));
  const cpu0 = pids.map(cpuMs);
  const start = performance.now();
  measuring = true;
  const timers = plays.map((p, i) =>
    setTimeout(
      () => {
        act(p);
        timers[i] = setInterval(() => act(p), PERIOD_S * 1000) as unknown as NodeJS.Timeout;
      },
      Math.random() * PERIOD_S * 1000,
    ),
  );
  await new Promise((r) => setTimeout(r, SECONDS * 1000));
  measuring = false;
  for (const t of timers) clearInterval(t);
  const elapsed = (performance.now() - start) / 1000;
  const cpu = pids.map((pid, i) => cpuMs(pid) - cpu0[i]!);
  const held = plays.filter(
    (p) => !p.over && p.seats.every((s) => s.ws.readyState === WebSocket.OPEN),
  ).length;
  const cpuTotal = cpu.reduce((a, b) => a + b, 0);
  const pauses = await Promise.all(urls.map(longestPauseMs));
  console.log(`\n== ${label}${HOG ? " (a second process burning one core throughout)" : ""}`);
  console.log(
    `event loop's longest pause while measured: ${pauses.map((p) => `${p.toFixed(0)} ms`).join(", ")} (each node, from its /metrics)`,
  );
  console.log(`setup: ${MATCHES} matches (2 guests, invite, join, 2 sockets each) in ${setupS.toFixed(1)} s`);
  console.log(
    `warm-up (lag, break choice, opening break): ${warmS.toFixed(1)} s; matches not yet past their opening break: ${unbroken}`,
  );
  console.log(`matches held (both sockets open, live) at the end: ${held} of ${MATCHES}`);
  console.log(
    `measured ${elapsed.toFixed(1)} s: ${strikes} strikes = ${(strikes / elapsed).toFixed(1)} strikes/s; ${latency.length} intents answered; ${refused} refused ${JSON.stringify(refusedCodes)}`,
  );
  console.log(
    `strike intent->step latency ms: p50 ${pct(strikeLatency, 50).toFixed(1)}  p95 ${pct(strikeLatency, 95).toFixed(1)}  p99 ${pct(strikeLatency, 99).toFixed(1)}  max ${pct(strikeLatency, 100).toFixed(1)}`,
  );
  console.log(
    `  breaks (a new rack): ${breakLatency.length}, p50 ${pct(breakLatency, 50).toFixed(1)}  p95 ${pct(breakLatency, 95).toFixed(1)}; other strikes: ${otherLatency.length}, p50 ${pct(otherLatency, 50).toFixed(1)}  p95 ${pct(otherLatency, 95).toFixed(1)}  p99 ${pct(otherLatency, 99).toFixed(1)}`,
  );
  console.log(
    `all intents latency ms:      p50 ${pct(latency, 50).toFixed(1)}  p95 ${pct(latency, 95).toFixed(1)}  p99 ${pct(latency, 99).toFixed(1)}`,
  );
  console.log(
    `server CPU: ${cpu.map((c) => `${(c / 1000).toFixed(1)} s`).join(" + ")} over ${elapsed.toFixed(0)} s = ${(cpuTotal / Math.max(1, strikes)).toFixed(2)} ms per strike (${((cpuTotal / (elapsed * 1000)) * 100).toFixed(0)}% of one core)`,
  );
  for (const p of plays) for (const s of p.seats) s.ws.terminate();
}

/** Every guest and match of the bench comes from 127.0.0.1: the per-address limits are lifted. */
const BENCH_LIMITS = JSON.stringify({
  guestsPerAddressPerHour: 1_000_000,
  matchesPerAddressPerMinute: 1_000_000,
});

/** The node's event loop's longest pause so far, ms (prom-client's lag histogram). */
async function longestPauseMs(url: string): Promise<number> {
  try {
    const text = await (await fetch(`${url}/metrics`)).text();
    const m = /^mingo_nodejs_eventloop_lag_max_seconds (\S+)$/m.exec(text);
    return m ? Number(m[1]) * 1000 : Number.NaN;
  } catch {
    return Number.NaN;
  }
}

async function withNodes(count: number, env: Record<string, string>, db: TestDb, label: string) {
  const nodes: Spawned[] = [];
  try {
    for (let i = 0; i < count; i++)
      nodes.push(await spawnServer(db.target, { ...env, MINGO_ONLINE_LIMITS: BENCH_LIMITS }));
    if (PRIORITY !== 0)
      for (const pid of [process.pid, ...nodes.map((n) => n.child.pid)])
        spawnSync("renice", ["-n", String(PRIORITY), "-p", String(pid)], { stdio: "ignore" });
    await run(
      label,
      nodes.map((n) => n.url),
      nodes.map((n) => n.child.pid),
    );
  } finally {
    for (const n of nodes) n.child.kill("SIGTERM");
    await Promise.all(nodes.map((n) => n.exited));
  }
}

// --hog: one core kept busy by another process for the whole run (bounded by the run itself).
const hog = HOG ? spawn(process.execPath, ["-e", "for (;;) {}"], { stdio: "ignore" }) : null;
process.on("exit", () => hog?.kill("SIGKILL"));
console.log(
  `online bench: ${MATCHES} matches, a strike every ${PERIOD_S} s each, ${SECONDS} s measured; ${cpus().length} cores, load average ${loadavg()
    .map((l) => l.toFixed(1))
    .join(" ")}`,
);
const pgUrl = process.env.MINGO_TEST_DATABASE_URL;
const redisUrl = process.env.MINGO_TEST_REDIS_URL;
if (NODES !== "2") {
  // The embedded default: SQLite, in-process bus, even when the run has PostgreSQL at hand.
  const dir = mkdtempSync(join(tmpdir(), "mingo-online-bench-"));
  const db: TestDb = {
    target: { kind: "sqlite", file: join(dir, "online.sqlite") },
    open: () => Promise.reject(new Error("not used")),
    drop: async () => rmSync(dir, { recursive: true, force: true }),
  };
  await withNodes(1, { REDIS_URL: "" }, db, "one node: SQLite, no Redis (the embedded default)");
  await db.drop();
}
if (NODES !== "1") {
  if (!pgUrl || !redisUrl)
    console.log(
      "\n(two nodes skipped: run under scripts/pg-test.sh scripts/redis-test.sh, as npm run bench:online does)",
    );
  else {
    const db = await makeTestDb();
    await withNodes(
      2,
      { REDIS_URL: redisUrl },
      db,
      "two nodes: PostgreSQL + Redis, each match's players on different nodes",
    );
    await db.drop();
  }
}
process.exit(0);
