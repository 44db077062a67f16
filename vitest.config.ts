import { defineConfig } from "vitest/config";
import { BrowserFirstSequencer } from "./test/support/sequencer.ts";

// .ci/run asks for a JSON report as well, to print its own "N passed, N failed" line.
const jsonReport = process.env.MINGO_VITEST_JSON;

// The files that open a store run a second time on PostgreSQL (+ Redis for the online nodes)
// when the run has them: scripts/test.sh starts both and sets MINGO_TEST_PG_PHASE, so the two
// stores' runs share one pool of workers instead of running one after the other. The server's
// own unit tests (src/server, src/protocol) open none, and the SQLite start-up race and the
// dictionaries' test are the same on both.
const POSTGRES_FILES = ["test/server/**/*.test.ts", "test/e2e/club.test.ts", "test/online/**/*.test.ts"];
const NOT_ON_POSTGRES = ["test/server/sqlite-*.test.ts", "test/server/i18n.test.ts"];
const pgUrl = process.env.MINGO_TEST_DATABASE_URL;
const bothStores = process.env.MINGO_TEST_PG_PHASE === "1" && !!pgUrl;

const ALL_FILES = ["src/**/*.test.ts", "test/**/*.test.ts"];

// Files that start servers, databases, browsers or processes, or read the store's URLs when a
// helper module loads: each runs in a fresh module context (vitest's isolation). The others
// (pure functions: the referee, physics, the computer, the pages' logic, the CLI) share their
// worker's loaded modules, which halves their time (the quick suite 54 s → 30 s, measured).
const ISOLATED_FILES = [...POSTGRES_FILES, "test/e2e/**/*.test.ts", "test/cli/backup.test.ts"];
const noStores = { MINGO_TEST_DATABASE_URL: "", MINGO_TEST_REDIS_URL: "" };

export default defineConfig({
  test: {
    testTimeout: 60_000,
    // Servers under test keep serving while two workers and Chromium share the cores: their
    // back-pressure (503 "busy" past 1 s of event-loop delay) is for real load, tested on its own
    // (test/server/overload.test.ts sets its own limit). Off, not merely high: a window in which
    // a starved server recorded no delay counts as an infinite one (CI at 3f3a173: a guest refused).
    env: { MINGO_MAX_EVENT_LOOP_DELAY_MS: "0" },
    hookTimeout: 60_000,
    // One client build for the whole run, shared by every browser and club-pages file.
    globalSetup: ["test/support/global-setup.ts"],
    // Vitest's default is one worker fewer than the cores: one on two cores. Two workers run the
    // whole suite in about 18 minutes there instead of 30 (MINGO_TEST_WORKERS overrides). With one,
    // the three-node proxy test failed in the full run's order (cause not yet found).
    maxWorkers: Number(process.env.MINGO_TEST_WORKERS ?? 2),
    sequence: { sequencer: BrowserFirstSequencer },
    reporters: jsonReport ? ["default", "json"] : ["default"],
    ...(jsonReport ? { outputFile: { json: jsonReport } } : {}),
    // Each project names its own files (a project's include would add to a top-level one).
    projects: [
      {
        extends: true,
        // The pure files, sharing their worker's modules; no store.
        test: { name: "unit", include: ALL_FILES, exclude: ISOLATED_FILES, isolate: false, env: noStores },
      },
      {
        extends: true,
        // The embedded store (SQLite): PostgreSQL and Redis hidden from these files, unless the
        // run has them and no PostgreSQL project of its own (then the store is the one asked for).
        test: {
          name: "sqlite",
          include: ISOLATED_FILES,
          ...(bothStores ? { env: noStores } : {}),
        },
      },
      ...(bothStores
        ? [
            {
              extends: true,
              // Named again here: a worker may run a file of the other project first, and its
              // environment would otherwise carry that project's empty URLs over.
              test: {
                name: "postgres",
                include: POSTGRES_FILES,
                exclude: NOT_ON_POSTGRES,
                env: {
                  MINGO_TEST_DATABASE_URL: pgUrl,
                  MINGO_TEST_REDIS_URL: process.env.MINGO_TEST_REDIS_URL ?? "",
                },
              },
            },
          ]
        : []),
    ],
  },
});
