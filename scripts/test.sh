#!/usr/bin/env bash
# The whole test suite on a fresh machine: installs what the tests need from Debian when it is
# missing (Chromium for the browser tests, PostgreSQL 15 for the club suite's second
# database, redis-server for online play on several nodes), runs `npm test`, runs the club and
# online suites again on PostgreSQL (+ Redis), and ends with a plain
# "N passed, N failed" line.
set -uo pipefail
cd "$(dirname "$0")/.."

need=()
[ -x /usr/bin/chromium ] || need+=(chromium)
[ -x /usr/lib/postgresql/15/bin/initdb ] || need+=(postgresql-15)
command -v redis-server >/dev/null || [ -x /usr/bin/redis-server ] || need+=(redis-server)
if [ ${#need[@]} -gt 0 ]; then
  sudo=(); [ "$(id -u)" = 0 ] || sudo=(sudo)
  ("${sudo[@]}" apt-get update -qq && DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get install -y -qq "${need[@]}" >/dev/null) ||
    { echo "could not install ${need[*]}"; echo "0 passed, 1 failed"; exit 1; }
fi

rm -f .vitest-report.json .vitest-report-pg.json
MINGO_VITEST_JSON=.vitest-report.json npm test
status=$?

# The club and online suites once more, against a throwaway PostgreSQL cluster and redis-server
# on loopback ports (the online multi-node test runs only here: two server processes).
MINGO_VITEST_JSON=.vitest-report-pg.json scripts/pg-test.sh scripts/redis-test.sh npx vitest run test/server src/server src/protocol test/e2e/club.test.ts test/online
[ $? -eq 0 ] || status=1

node -e '
  const fs = require("fs");
  let passed = 0, failed = 0, skipped = 0, reports = 0;
  for (const f of process.argv.slice(1)) {
    if (!fs.existsSync(f)) continue;
    const r = JSON.parse(fs.readFileSync(f, "utf8"));
    passed += r.numPassedTests; failed += r.numFailedTests; skipped += r.numPendingTests; reports++;
    // A test file that failed outside any test (it would not load: an import, a missing file)
    // has no failed test to count: it counts as one.
    for (const t of r.testResults ?? [])
      if (t.status === "failed" && !(t.assertionResults ?? []).some((a) => a.status === "failed")) {
        failed++;
        console.log(`failed to run: ${t.name}: ${String(t.message ?? "").split("\n")[0]}`);
      }
  }
  // A run that never reached vitest (lint or typecheck failed) counts as one failure.
  if (reports < 2) failed += 2 - reports;
  console.log(`${passed} passed, ${failed} failed` + (skipped ? `, ${skipped} skipped` : ""));
' .vitest-report.json .vitest-report-pg.json
exit $status
