/**
 * Club mode under load: 50 tables recording at once on loopback, against the real server
 * process (`src/server/main.ts`) and its database (SQLite by default; PostgreSQL when
 * MINGO_TEST_DATABASE_URL is set, e.g. under scripts/pg-test.sh). Prints recorded shots per
 * second and latency percentiles; asserts nothing about time.
 * One wall screen (--screens) follows the tournament over the live socket meanwhile.
 *   node bin/run-ts.js bench/club-load.ts [--tables 50] [--seconds 10] [--screens 1]
 */
import { readFileSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import WebSocket from "ws";
import { makeTestDb } from "../test/server/harness.ts";
import { PINA_ENCOUNTER } from "../test/server/pina-steps.ts";
import { http, spawnServer } from "../test/server/spawn-server.ts";

const arg = (name: string, fallback: number): number => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
};
const tables = arg("tables", 50);
const seconds = arg("seconds", 10);
const screens = arg("screens", 1);

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
  const players = Array.from({ length: tables * 2 }, (_, i) => `P${i + 1}`);
  const created = await http(
    base,
    "POST",
    "/api/tournaments",
    { name: "Bench", game: "pina", format: "round-robin", tables, players },
    auth,
  );
  const tid = created.json.id as string;
  await http(base, "POST", `/api/tournaments/${tid}/draw`, undefined, auth);
  const admin = await http(base, "GET", `/api/tournaments/${tid}/admin`, undefined, auth);
  const tokens = (admin.json.tables as { token: string }[]).map((t) => t.token);

  const latencies: number[] = [];
  let refused = 0;
  let encounters = 0;
  const stopAt = performance.now() + seconds * 1000;

  // One scorekeeper per table: record the encounter entry by entry, then the next one called.
  async function scorekeeper(n: number): Promise<void> {
    const h = { "x-table-token": tokens[n - 1]! };
    const path = `/api/tournaments/${tid}/tables/${n}`;
    while (performance.now() < stopAt) {
      const view = await http(base, "GET", path, undefined, h);
      if (!view.json?.encounter) {
        await new Promise((r) => setTimeout(r, 20));
        continue;
      }
      if (view.json.encounter.breaker === null) await http(base, "POST", `${path}/start`, { breaker: 0 }, h);
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
      }
      encounters++;
    }
  }

  let screenUpdates = 0;
  let screenBytes = 0;
  const walls = await Promise.all(
    Array.from({ length: screens }, async () => {
      const ws = new WebSocket(`${base.replace("http", "ws")}/api/live`);
      await new Promise((r) => ws.once("open", r));
      ws.on("message", (d) => {
        screenUpdates++;
        screenBytes += (d as Buffer).length;
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
  console.log(
    `club load: ${tables} tables recording at once, ${testDb.target.kind}, ${elapsed.toFixed(1)} s`,
  );
  console.log(
    `  recorded shots: ${latencies.length - refused} (${refused} refused), encounters touched: ${encounters}`,
  );
  console.log(`  throughput: ${((latencies.length - refused) / elapsed).toFixed(0)} recorded shots/s`);
  const recorded = latencies.length - refused;
  if (screens)
    console.log(
      `  wall screens: ${screens}, ${screenUpdates} updates received (${(screenBytes / 1e6).toFixed(1)} MB, ${(screenUpdates / screens / elapsed).toFixed(1)} per screen per s)`,
    );
  if (Number.isFinite(serverCpu) && recorded > 0)
    console.log(
      `  CPU per recorded shot: server ${(serverCpu / recorded).toFixed(2)} ms, this load generator ${((client.user + client.system) / 1000 / recorded).toFixed(2)} ms`,
    );
  console.log(
    `  latency ms: p50 ${pct(50).toFixed(1)}  p95 ${pct(95).toFixed(1)}  p99 ${pct(99).toFixed(1)}  max ${pct(100).toFixed(1)}`,
  );
} finally {
  server.child.kill("SIGTERM");
  await server.exited;
  await testDb.drop();
}
