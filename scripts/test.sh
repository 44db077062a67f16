#!/usr/bin/env bash
# The whole test suite on a fresh machine: installs what the tests need from Debian when it is
# missing (Chromium for the browser tests, PostgreSQL 15 for the club suite's second database,
# redis-server for online play on several nodes, poppler-utils to read the printed sheets back,
# nginx for three online nodes behind a real proxy),
# runs lint and typecheck once (beside the tests), every test file on SQLite and the files that
# open a store again on PostgreSQL (+ Redis) in ONE vitest run, so the two stores share the
# workers (vitest.config.ts, MINGO_TEST_PG_PHASE), then the quick suite on a lone clone
# (scripts/test-standalone.sh), and ends with a plain "N passed, N failed" line (a failed lint or
# typecheck, or a failed standalone run, counts as one failure each). The standalone run goes
# beside the main one, niced, and its output is shown after it.
set -uo pipefail
cd "$(dirname "$0")/.."

need=()
[ -x /usr/bin/chromium ] || need+=(chromium)
[ -x /usr/lib/postgresql/15/bin/initdb ] || need+=(postgresql-15)
command -v redis-server >/dev/null || [ -x /usr/bin/redis-server ] || need+=(redis-server)
command -v pdftotext >/dev/null || need+=(poppler-utils)
[ -x /usr/sbin/nginx ] || command -v nginx >/dev/null || need+=(nginx-light)
if [ ${#need[@]} -gt 0 ]; then
  sudo=(); [ "$(id -u)" = 0 ] || sudo=(sudo)
  ("${sudo[@]}" apt-get update -qq && DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get install -y -qq "${need[@]}" >/dev/null) ||
    { echo "could not install ${need[*]}"; echo "0 passed, 1 failed"; exit 1; }
fi

t0=$(date +%s)
rm -f .vitest-report.json
status=0
# Lint and typecheck run beside the tests (mostly one core while the first files wait for the
# client build); their output is shown after the tests, and a failure counts as one.
checks_log=$(mktemp)
(npm run lint && npm run typecheck) >"$checks_log" 2>&1 &
checks_pid=$!
# The quick suite once more on a clone of the committed HEAD alone in a temporary folder (no
# ../shared beside it): a user has only the project. Its tests are the ones below, so only a
# failure adds to the count. It runs beside the main run, niced and on one worker: it takes
# the cores only when the main run leaves them idle (between files, while a file loads), which
# it does for minutes in all (measured: 250 worker-seconds of a 630 s run), instead of 42 s
# of its own at the end. Lint and typecheck run once, above, on the same commit: its tests alone.
standalone_log=$(mktemp)
(MINGO_STANDALONE_TESTS_ONLY=1 MINGO_TEST_WORKERS=1 nice -n 10 scripts/test-standalone.sh >"$standalone_log" 2>&1) &
standalone_pid=$!
MINGO_TEST_PG_PHASE=1 MINGO_VITEST_JSON=.vitest-report.json \
  scripts/pg-test.sh scripts/redis-test.sh npx vitest run
[ $? -eq 0 ] || status=1
checks_failed=0
wait "$checks_pid" || { checks_failed=1; status=1; }
cat "$checks_log"
rm -f "$checks_log"
[ "$checks_failed" -eq 0 ] && echo "lint and typecheck: passed" || echo "lint and typecheck: FAILED (above)"
echo "test run: $(( $(date +%s) - t0 )) s"

standalone_failed=0
t1=$(date +%s)
wait "$standalone_pid" || { standalone_failed=1; status=1; }
cat "$standalone_log"
rm -f "$standalone_log"
echo "standalone run: waited $(( $(date +%s) - t1 )) s after the main run"
[ "$checks_failed" -eq 0 ] || echo "failed: lint or typecheck (their output is above, after the tests)"

node -e '
  const fs = require("fs");
  const f = process.argv[1];
  let passed = 0, failed = Number(process.argv[2]), skipped = 0;
  if (!fs.existsSync(f)) failed += 1; // vitest never wrote its report
  else {
    const r = JSON.parse(fs.readFileSync(f, "utf8"));
    passed = r.numPassedTests; failed += r.numFailedTests; skipped = r.numPendingTests;
    // A test file that failed outside any test (it would not load: an import, a missing file)
    // has no failed test to count: it counts as one.
    for (const t of r.testResults ?? []) {
      const file = String(t.name).replace(process.cwd() + "/", "");
      const failedTests = (t.assertionResults ?? []).filter((a) => a.status === "failed");
      if (t.status === "failed" && failedTests.length === 0) {
        failed++;
        console.log(`failed to run: ${file}: ${String(t.message ?? "").split("\n")[0]}`);
      }
      // Named again here, at the end, because CI keeps only the last lines of the output.
      for (const a of failedTests) {
        const why = String((a.failureMessages ?? [])[0] ?? "").split("\n")[0].slice(0, 300);
        console.log(`failed: ${file} > ${a.fullName ?? a.title}: ${why}`);
      }
    }
  }
  console.log(`${passed} passed, ${failed} failed` + (skipped ? `, ${skipped} skipped` : ""));
' .vitest-report.json "$(( standalone_failed + checks_failed ))"
exit $status
