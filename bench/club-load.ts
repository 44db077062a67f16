/**
 * Club mode under load: 50 tables recording on loopback, against the real server process
 * (`src/server/main.ts`) and its database (SQLite by default; PostgreSQL when
 * MINGO_TEST_DATABASE_URL is set, e.g. under scripts/pg-test.sh). Two runs, one tournament
 * each (100 players in groups of four, so every table has a match):
 *   - realistic: each table's scorekeeper enters a shot every 5–20 s (seeded), as at a club;
 *   - saturation: every table enters shots back to back, as fast as the server answers.
 * Prints recorded shots per second, server CPU per shot and latency percentiles; asserts
 * nothing about time. One wall screen (--screens) follows each tournament meanwhile.
 *   node bin/run-ts.js bench/club-load.ts [--tables 50] [--realistic-seconds 60]
 *     [--saturation-seconds 10] [--screens 1] [--only realistic|saturation]
 *   node bin/run-ts.js bench/club-load.ts --night [...]   a club night instead (bench/club-night.ts)
 */
import { readFileSync } from "node:fs";
import WebSocket from "ws";
import { makeRng } from "../src/core/index.ts";
import { PINA_ENCOUNTER } from "./support/pina-steps.ts";
import { http, spawnServer } from "./support/spawn-server.ts";
import { makeTestDb } from "./support/test-db.ts";

// `--night`: a club night end to end instead (issue 39 item 7), its own script and figures.
if (process.argv.includes("--night")) {
  await import("./club-night.ts");
  process.exit(process.exitCode ?? 0);
}

const arg = (name: string, fallback: number): number => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
};
const only = process.argv.includes("--only") ? process.argv[process.argv.indexOf("--only") + 1] : undefined;
const tables = arg("tables", 50);
const screens = arg("screens", 1);
const runs = [
  { pace: "realistic", seconds: arg("realistic-seconds", 60), gapMs: [5_000, 20_000] as const },
  { pace: "saturation", seconds: arg("saturation-seconds", 10), gapMs: [0, 0] as const },
].filter((r) => !only || r.pace === only);

/** The server process's CPU time so far (Linux /proc), a figure other load on the machine does not inflate. */
function serverCpuMs(pid: number | undefined): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return Number.NaN;
  }
}

const testDb = await makeTestDb();
const server = await spawnServer(testDb.target);
const base = server.url;
try {
  await http(base, "POST", "/api/organizers", { name: "bench", password: "bench-password" });
  const session = await http(base, "POST", "/api/session", { name: "bench", password: "bench-password" });
  const auth = { authorization: `Bearer ${session.json.token}` };
  for (const run of runs) {
    const players = Array.from({ length: tables * 2 }, (_, i) => `P${i + 1}`);
    const created = await http(
      base,
      "POST",
      "/api/tournaments",
      { name: `Bench ${run.pace}`, game: "pina", format: "groups-knockout", groupSize: 4, tables, players },
      auth,
    );
    if (created.status !== 201) throw new Error(`create: ${JSON.stringify(created.json)}`);
    const tid = created.json.id as string;
    await http(base, "POST", `/api/tournaments/${tid}/draw`, undefined, auth);
    const admin = await http(base, "GET", `/api/tournaments/${tid}/admin`, undefined, auth);
    const tokens = (admin.json.tables as { token: string }[]).map((t) => t.token);

    const latencies: number[] = [];
    let refused = 0;
    let encounters = 0;
    const stopAt = performance.now() + run.seconds * 1000;
    const rng = makeRng(`club-load:${run.pace}`);
    const sleep = (ms: number) =>
      new Promise((r) => setTimeout(r, Math.max(0, Math.min(ms, stopAt - performance.now()))));
    const gap = () => run.gapMs[0] + rng.next() * (run.gapMs[1] - run.gapMs[0]);

    // One scorekeeper per table: record the encounter entry by entry, then the next one called.
    const scorekeeper = async (n: number): Promise<void> => {
      const h = { "x-table-token": tokens[n - 1]! };
      const path = `/api/tournaments/${tid}/tables/${n}`;
      // Tables do not all start in the same millisecond.
      if (run.gapMs[1] > 0) await sleep(rng.next() * run.gapMs[1]);
      while (performance.now() < stopAt) {
        const view = await http(base, "GET", path, undefined, h);
        if (!view.json?.encounter) {
          await sleep(run.gapMs[1] > 0 ? 1000 : 20);
          continue;
        }
        if (view.json.encounter.breaker === null)
          await http(base, "POST", `${path}/start`, { breaker: 0 }, h);
        for (
          let seq = view.json.encounter.seq;
          seq < PINA_ENCOUNTER.length && performance.now() < stopAt;
          seq++
        ) {
          const t0 = performance.now();
          const r = await http(base, "POST", `${path}/steps`, { seq, step: PINA_ENCOUNTER[seq] }, h);
          latencies.push(performance.now() - t0);
          if (r.status !== 200) {
            refused++;
            break;
          }
          if (run.gapMs[1] > 0) await sleep(gap());
        }
        encounters++;
      }
    };

    let screenUpdates = 0;
    let screenBytes = 0;
    let fullViews = 0;
    const walls = await Promise.all(
      Array.from({ length: screens }, async () => {
        const ws = new WebSocket(`${base.replace("http", "ws")}/api/live`);
        await new Promise((r) => ws.once("open", r));
        ws.on("message", (d) => {
          screenUpdates++;
          screenBytes += (d as Buffer).length;
          if ((d as Buffer).subarray(0, 40).toString().includes('"kind":"tournament"')) fullViews++;
        });
        ws.send(JSON.stringify({ v: 1, kind: "subscribe", tournament: tid }));
        return ws;
      }),
    );
    const cpuBefore = serverCpuMs(server.child.pid);
    const clientBefore = process.cpuUsage();
    const started = performance.now();
    await Promise.all(Array.from({ length: tables }, (_, i) => scorekeeper(i + 1)));
    const elapsed = (performance.now() - started) / 1000;
    for (const w of walls) w.close();
    const serverCpu = serverCpuMs(server.child.pid) - cpuBefore;
    const client = process.cpuUsage(clientBefore);
    latencies.sort((a, b) => a - b);
    const pct = (p: number) =>
      latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? 0;
    const recorded = latencies.length - refused;
    const pace =
      run.gapMs[1] > 0
        ? `a shot every ${run.gapMs[0] / 1000}–${run.gapMs[1] / 1000} s per table`
        : "back to back";
    console.log(
      `club load, ${run.pace}: ${tables} tables, ${pace}, ${testDb.target.kind}, ${elapsed.toFixed(1)} s`,
    );
    console.log(`  recorded shots: ${recorded} (${refused} refused), encounters touched: ${encounters}`);
    console.log(`  throughput: ${(recorded / elapsed).toFixed(1)} recorded shots/s`);
    if (screens)
      console.log(
        `  wall screens: ${screens}, ${screenUpdates} updates received (${(screenBytes / 1e6).toFixed(1)} MB, ${(screenUpdates / screens / elapsed).toFixed(1)} per screen per s)`,
      );
    if (screens && screenUpdates)
      console.log(
        `  bytes per wall update: ${(screenBytes / screenUpdates / 1000).toFixed(1)} KB on average (${fullViews} whole views, the rest changes), ${(screenBytes / 1e6 / (elapsed / 60)).toFixed(2)} MB a minute per ${screens} screen(s)`,
      );
    if (Number.isFinite(serverCpu) && recorded > 0)
      console.log(
        `  CPU per recorded shot: server ${(serverCpu / recorded).toFixed(2)} ms, this load generator ${((client.user + client.system) / 1000 / recorded).toFixed(2)} ms`,
      );
    console.log(
      `  latency ms: p50 ${pct(50).toFixed(1)}  p95 ${pct(95).toFixed(1)}  p99 ${pct(99).toFixed(1)}  max ${pct(100).toFixed(1)}`,
    );
  }
} finally {
  server.child.kill("SIGTERM");
  await server.exited;
  await testDb.drop();
}
