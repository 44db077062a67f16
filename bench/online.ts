/**
 * Online play under load, on loopback against real server processes (src/server/main.ts). Each
 * match strikes every --period seconds; the players' side (bench/support/online-player.ts) keeps
 * every intent's send and answer. Every ten seconds a line says, for that window, the strikes'
 * latency, each node's event-loop p99 and max and its CPU (main thread, other threads), and the
 * generator's own CPU and event-loop delay, marked STARVED when the generator's own wait inflates
 * the latencies (bench/support/node-watch.ts). At the end: strikes per second, the players'
 * latency, the server's own intent-to-step latency (its histogram: a starved generator cannot
 * inflate it), CPU per strike, and RSS and heap per 1,000 live matches.
 *
 *   node bin/run-ts.js bench/online.ts [--matches 500] [--seconds 90] [--period 10]
 *     [--nodes 1|2|3|all] [--arrivals | --burst] [--hog] [--priority N] [--soak]
 *
 * --nodes 1: one node, SQLite, no Redis (the embedded default). 2: two nodes on PostgreSQL +
 *   Redis, each match's players on different nodes. 3: three nodes behind nginx (Debian's), every
 *   socket through the proxy, no sticky sessions. 2 and 3 need MINGO_TEST_DATABASE_URL and
 *   MINGO_TEST_REDIS_URL (npm run bench:online runs under scripts/pg-test.sh scripts/redis-test.sh).
 * --arrivals (default): the matches arrive over the first minute as a Poisson process, each made
 *   and playing from its arrival, so the opening breaks spread as on a real server.
 * --burst: every match made first, then all start at once (2,000 breaks in the first seconds).
 * --hog: a second process burns one core for the whole run.
 * --soak: 500 matches for 10 minutes (arrivals); the heap at the end against after the first minute.
 */
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { cpus, tmpdir } from "node:os";
import { join } from "node:path";
import { arg, flag, loadText, pct } from "./support/figures.ts";
import { histogramPct, scrape, Watch, type WatchedNode } from "./support/node-watch.ts";
import { closePlay, keepPlaying, Ledger, makePlay, type Play } from "./support/online-player.ts";
import { hasNginx, type NginxProxy, startProxy } from "./support/proxy.ts";
import { type Spawned, spawnServer } from "./support/spawn-server.ts";
import { makeTestDb, type TestDb } from "./support/test-db.ts";
import { cpuSince, cpuSplit } from "./support/thread-cpu.ts";

const SOAK = flag("soak");
const MATCHES = Number(arg("matches", SOAK ? "500" : "500"));
const SECONDS = Math.min(900, Number(arg("seconds", SOAK ? "600" : "90")));
const PERIOD_S = Number(arg("period", "10"));
const NODES = arg("nodes", "1");
const BURST = flag("burst");
const RAMP_S = 60;
const PRIORITY = Number(arg("priority", "0"));
const HOG = flag("hog");

/** Every guest and match of the bench comes from 127.0.0.1: the per-address limits are lifted. */
const BENCH_LIMITS = JSON.stringify({
  guestsPerAddressPerHour: 1_000_000,
  matchesPerAddressPerMinute: 1_000_000,
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function rssBytes(pid: number): number {
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
    return m ? Number(m[1]) * 1024 : Number.NaN;
  } catch {
    return Number.NaN;
  }
}

interface Memory {
  readonly rss: number;
  readonly heap: number;
  readonly live: number;
}

async function memoryOf(n: WatchedNode): Promise<Memory> {
  const s = await scrape(n.url);
  return {
    rss: rssBytes(n.pid),
    heap: s.get("mingo_nodejs_heap_size_used_bytes") ?? Number.NaN,
    live: s.get("mingo_matches_live") ?? 0,
  };
}

const mb = (b: number) => `${(b / 2 ** 20).toFixed(0)} MB`;

/** Matches made: all at once (burst) or arriving over a minute, exponential gaps (arrivals). */
async function makeMatches(
  entry: readonly [string, string],
  ledger: Ledger,
  plays: Play[],
  stops: (() => void)[],
) {
  const start = (p: Play) => {
    plays.push(p);
    stops.push(keepPlaying(p, ledger, PERIOD_S * 1000));
  };
  if (BURST) {
    const made: Play[] = [];
    for (let i = 0; i < MATCHES; i += 50)
      made.push(
        ...(await Promise.all(
          Array.from({ length: Math.min(50, MATCHES - i) }, (_, k) => makePlay(i + k, entry, ledger)),
        )),
      );
    return () => made.forEach(start);
  }
  return async () => {
    const due: Promise<void>[] = [];
    let at = 0;
    const t0 = performance.now();
    for (let i = 0; i < MATCHES; i++) {
      at += -Math.log(1 - Math.random()) * ((RAMP_S * 1000) / MATCHES);
      const wait = t0 + at - performance.now();
      if (wait > 0) await sleep(wait);
      due.push(makePlay(i, entry, ledger).then(start, (e) => console.log(`match ${i} not made: ${e}`)));
    }
    await Promise.all(due);
  };
}

async function run(label: string, nodes: WatchedNode[], entry: readonly [string, string]) {
  const ledger = new Ledger();
  const plays: Play[] = [];
  const stops: (() => void)[] = [];
  const before = await Promise.all(nodes.map(memoryOf));
  const t0 = performance.now();
  const begin = await makeMatches(entry, ledger, plays, stops);
  if (BURST)
    console.log(
      `burst: ${MATCHES} matches made in ${((performance.now() - t0) / 1000).toFixed(1)} s; all start now`,
    );
  const cpu0 = nodes.map((n) => cpuSplit(n.pid));
  const watch = new Watch(nodes, ledger);
  const start = performance.now();
  const arriving = begin();
  let firstMinute: Memory[] | null = null;
  let peak: Memory[] = before;
  for (let s = 0; s < SECONDS; s += 5) {
    await sleep(5000);
    // The last reading, every match made and playing: the memory per live match.
    peak = await Promise.all(nodes.map(memoryOf));
    if (!firstMinute && s + 5 >= RAMP_S + 10) firstMinute = peak;
  }
  const elapsed = (performance.now() - start) / 1000;
  const cpu = nodes.map((n, i) => cpuSince(cpu0[i]!, cpuSplit(n.pid)));
  const windows = watch.stop();
  for (const stop of stops) stop();
  await arriving;
  const end = await Promise.all(nodes.map(memoryOf));
  const server = await Promise.all(nodes.map((n) => scrape(n.url)));
  report(label, ledger, start, elapsed, cpu, windows, { before, peak, firstMinute, end }, server, plays);
  for (const p of plays) closePlay(p);
}

function report(
  label: string,
  ledger: Ledger,
  start: number,
  elapsed: number,
  cpu: { mainMs: number; otherMs: number }[],
  windows: { windows: number; starved: number },
  mem: { before: Memory[]; peak: Memory[]; firstMinute: Memory[] | null; end: Memory[] },
  server: Map<string, number>[],
  plays: Play[],
) {
  const measured = ledger.answered.filter((a) => a.at >= start && a.at < start + elapsed * 1000);
  const strikes = measured.filter((a) => a.strike && !a.refused);
  const lat = (xs: typeof strikes) => xs.map((a) => a.at - a.sentAt);
  const line = (xs: number[]) =>
    `p50 ${pct(xs, 50).toFixed(1)}  p95 ${pct(xs, 95).toFixed(1)}  p99 ${pct(xs, 99).toFixed(1)}  max ${pct(xs, 100).toFixed(0)} ms`;
  const refused: Record<string, number> = {};
  for (const a of measured) if (a.refused) refused[a.refused] = (refused[a.refused] ?? 0) + 1;
  const cpuMain = cpu.reduce((a, c) => a + c.mainMs, 0);
  const cpuOther = cpu.reduce((a, c) => a + c.otherMs, 0);
  const n = Math.max(1, strikes.length);
  console.log(
    `\n== ${label}, ${BURST ? "burst" : "arrivals over a minute"}${HOG ? ", a second process burning one core" : ""} (${loadText()})`,
  );
  console.log(`matches playing at the end: ${plays.filter((p) => !p.over).length} of ${MATCHES}`);
  console.log(
    `measured ${elapsed.toFixed(0)} s: ${strikes.length} strikes = ${(strikes.length / elapsed).toFixed(1)} strikes/s; refused ${JSON.stringify(refused)}`,
  );
  for (const [code, message] of ledger.firstRefusal) console.log(`  first ${code}: ${message}`);
  console.log(`players' strike intent->step: ${line(lat(strikes))}`);
  console.log(
    `  breaks ${strikes.filter((a) => a.isBreak).length}: ${line(lat(strikes.filter((a) => a.isBreak)))}`,
  );
  console.log(`  other strikes: ${line(lat(strikes.filter((a) => !a.isBreak)))}`);
  const serverP = (p: number) =>
    server
      .map((s) => (histogramPct(s, "mingo_intent_to_step_seconds", 'kind="strike"', p) * 1000).toFixed(0))
      .join(" / ");
  console.log(
    `server's own strike intent->step (its histogram, per node): p50 ${serverP(50)}  p95 ${serverP(95)}  p99 ${serverP(99)} ms`,
  );
  console.log(`generator starved in ${windows.starved} of ${windows.windows} ten-second windows`);
  console.log(
    `server CPU: main threads ${(cpuMain / 1000).toFixed(1)} s + other threads ${(cpuOther / 1000).toFixed(1)} s over ${elapsed.toFixed(0)} s = ${(cpuMain / n).toFixed(2)} + ${(cpuOther / n).toFixed(2)} ms per strike (${(((cpuMain + cpuOther) / (elapsed * 1000)) * 100).toFixed(0)}% of one core)`,
  );
  for (const [i, p] of mem.peak.entries()) {
    const b = mem.before[i]!;
    const per = (x: number) => mb((x / Math.max(1, p.live)) * 1000);
    console.log(
      `node ${i + 1} memory at ${p.live} live matches: RSS ${mb(p.rss)} (idle ${mb(b.rss)}), heap ${mb(p.heap)} (idle ${mb(b.heap)}); per 1,000 live matches: RSS +${per(p.rss - b.rss)}, heap +${per(p.heap - b.heap)}`,
    );
  }
  if (SOAK && mem.firstMinute)
    for (const [i, f] of mem.firstMinute.entries()) {
      const e = mem.end[i]!;
      console.log(
        `soak, node ${i + 1}: heap after the first minute ${mb(f.heap)}, at the end ${mb(e.heap)} (${(((e.heap - f.heap) / f.heap) * 100).toFixed(1)}%); RSS ${mb(f.rss)} -> ${mb(e.rss)}`,
      );
    }
}

async function withNodes(count: number, env: Record<string, string>, db: TestDb, label: string) {
  const nodes: Spawned[] = [];
  let proxy: NginxProxy | null = null;
  try {
    for (let i = 0; i < count; i++)
      nodes.push(await spawnServer(db.target, { ...env, MINGO_ONLINE_LIMITS: BENCH_LIMITS }));
    if (PRIORITY !== 0)
      for (const pid of [process.pid, ...nodes.map((n) => n.child.pid)])
        spawnSync("renice", ["-n", String(PRIORITY), "-p", String(pid)], { stdio: "ignore" });
    const watched = nodes.map((n, i) => ({ label: `node ${i + 1}`, url: n.url, pid: n.child.pid! }));
    let entry: [string, string] = [nodes[0]!.url, nodes[1 % count]!.url];
    if (count >= 3) {
      proxy = await startProxy(nodes.map((n) => n.url));
      entry = [proxy.url, proxy.url];
    }
    await run(label, watched, entry);
  } finally {
    await proxy?.stop();
    for (const n of nodes) n.child.kill("SIGTERM");
    await Promise.all(nodes.map((n) => n.exited));
  }
}

const hog = HOG ? spawn(process.execPath, ["-e", "for (;;) {}"], { stdio: "ignore" }) : null;
process.on("exit", () => hog?.kill("SIGKILL"));
console.log(
  `online bench: ${MATCHES} matches, ${BURST ? "all at once (--burst)" : `arriving over ${RAMP_S} s (--arrivals)`}, a strike every ${PERIOD_S} s each, ${SECONDS} s measured; ${cpus().length} cores, ${loadText()}`,
);
const pgUrl = process.env.MINGO_TEST_DATABASE_URL;
const redisUrl = process.env.MINGO_TEST_REDIS_URL;
const want = (n: string) => NODES === n || NODES === "all";
if (want("1")) {
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
for (const count of [2, 3]) {
  if (!want(String(count))) continue;
  if (!pgUrl || !redisUrl) {
    console.log(
      `\n(${count} nodes skipped: run under scripts/pg-test.sh scripts/redis-test.sh, as npm run bench:online does)`,
    );
    continue;
  }
  if (count === 3 && !hasNginx()) {
    console.log("\n(3 nodes skipped: nginx is not installed; apt-get install nginx)");
    continue;
  }
  const db = await makeTestDb();
  await withNodes(
    count,
    { REDIS_URL: redisUrl },
    db,
    count === 2
      ? "two nodes: PostgreSQL + Redis, each match's players on different nodes"
      : "three nodes behind nginx: PostgreSQL + Redis, every socket through the proxy",
  );
  await db.drop();
}
process.exit(0);
