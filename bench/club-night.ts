/**
 * A club night end to end (issue 39 item 7), its figures printed: `npm run bench:club -- --night`
 * (or `node bin/run-ts.js bench/club-night.ts`). 32 players, double elimination, 8 tables, every
 * encounter a match simulated by `mingo play` entered by a scorekeeper client through the HTTP
 * API; one scorekeeper offline for a while; the server stopped with SIGTERM and started again in
 * the middle; an independent tally at the end (bench/support/club-night.ts). SQLite by default,
 * PostgreSQL under scripts/pg-test.sh. The wall is open in Chromium all night (the client is built
 * first) and must show the tally's champion; `--no-wall` leaves it closed. Exits 1 when the tally
 * or the wall disagrees with the server.
 *   [--players 32] [--tables 8] [--offline-seconds 60] [--gap-ms 20] [--seed 1] [--no-wall]
 */
import { clubNight } from "./support/club-night.ts";
import { DB_KIND, makeTestDb } from "./support/test-db.ts";

const arg = (name: string, fallback: number): number => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
};
const options = {
  players: arg("players", 32),
  tables: arg("tables", 8),
  offlineMs: arg("offline-seconds", 60) * 1000,
  gapMs: arg("gap-ms", 20),
  seed: arg("seed", 1),
  wall: !process.argv.includes("--no-wall"),
  log: (line: string) => process.stdout.write(`  ${line}\n`),
};
process.stdout.write(
  `club night: ${options.players} players, double elimination, ${options.tables} tables, ${DB_KIND}\n`,
);
const db = await makeTestDb();
try {
  const f = await clubNight(db.target, options);
  process.stdout.write(
    `${[
      `night: ${f.seconds.toFixed(1)} s, ${f.encounters} encounters, ${f.steps} steps recorded (${f.stepsPerSecond.toFixed(1)}/s)`,
      `restart: the server back ${f.restartSeconds.toFixed(2)} s after SIGTERM`,
      `step latency: p50 ${f.stepLatencyMs.p50} ms, p95 ${f.stepLatencyMs.p95} ms`,
      `champion: ${f.champion}`,
      f.wall
        ? `wall: open in Chromium all night, ${f.wall.messages} live messages (${(f.wall.bytes / 1024).toFixed(0)} KB) over ${f.wall.sockets} sockets, the champion shown first`
        : "wall: not opened (--no-wall)",
      f.problems.length === 0
        ? "tally: champion, placings, results and stored steps agree with the independent tally"
        : `tally disagrees:\n  ${f.problems.join("\n  ")}`,
    ].join("\n")}\n`,
  );
  if (f.problems.length > 0) process.exitCode = 1;
} finally {
  await db.drop();
}
