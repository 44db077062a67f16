#!/usr/bin/env bash
# The quick suite (lint, typecheck, unit tests) on a clone of the project alone, in a temporary
# folder with nothing beside it: no steering documents (../shared), no data, no build. It proves
# that a clone passes its own tests; the checks that compare mingo with the steering documents
# report themselves skipped there, by name.
#
#   scripts/test-standalone.sh                 # the committed HEAD, the whole quick suite
#   scripts/test-standalone.sh src/rules       # … only these test files or folders (after lint and typecheck)
#   MINGO_STANDALONE_KEEP=1 scripts/test-standalone.sh   # keep the copy to look at afterwards
#   MINGO_STANDALONE_TESTS_ONLY=1 …             # the tests without lint and typecheck (test.sh runs those)
#
# The copy is `git clone` of this repository (so only what is committed), with this checkout's
# node_modules linked in (or installed with `npm ci` when there is none). Ends with one line,
# "standalone: PASSED …" or "standalone: FAILED …", and exits non-zero on failure.
set -uo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"

work="$(mktemp -d "${TMPDIR:-/tmp}/mingo-standalone.XXXXXX")"
copy="$work/mingo"
report="$work/vitest-report.json"
if [ -n "${MINGO_STANDALONE_KEEP:-}" ]; then
  echo "standalone: the copy stays at $copy"
else
  trap 'rm -rf "$work"' EXIT
fi

fail() {
  echo "standalone: FAILED — $1 (a clone alone at $copy)"
  exit 1
}

git -c advice.detachedHead=false clone --quiet "$here" "$copy" || fail "could not clone $here"
# The clone checks out this checkout's HEAD (a branch or a detached commit, as on CI).
[ "$(git -C "$copy" rev-parse HEAD)" = "$(git -C "$here" rev-parse HEAD)" ] ||
  fail "the clone is not at this checkout's HEAD"
if [ -d "$here/node_modules" ]; then
  ln -s "$here/node_modules" "$copy/node_modules"
else
  (cd "$copy" && npm ci --no-audit --no-fund) || fail "npm ci"
fi
# Nothing beside the copy, and nothing pointing the tests elsewhere.
[ "$(ls -A "$work")" = "mingo" ] || fail "the temporary folder holds more than the copy"
unset MINGO_SHARED_DIR MINGO_SHARED_BENCH
echo "standalone: testing $(git -C "$copy" rev-parse --short HEAD) in $copy (nothing beside it)"

cd "$copy" || fail "no copy"
export MINGO_VITEST_JSON="$report"
if [ -n "${MINGO_STANDALONE_TESTS_ONLY:-}" ] &&
  node -e 'process.exit(require("./package.json").scripts?.["test:unit"] ? 0 : 1)'; then
  # scripts/test.sh runs lint and typecheck on the same commit beside it: the tests alone here.
  npm run test:unit -- "$@" || status=$?
elif node -e 'process.exit(require("./package.json").scripts?.["test:quick"] ? 0 : 1)'; then
  npm run test:quick -- "$@" || status=$?
else
  # Before `test:quick` exists: lint, typecheck, and every test but the browser ones (test/e2e
  # and the club pages' Chromium file).
  { npm run lint && npm run typecheck &&
    npx vitest run --exclude 'test/e2e/**' --exclude test/server/club-pages.test.ts "$@"; } || status=$?
fi
status=${status:-0}

[ -f "$report" ] || fail "no test report: lint, typecheck or vitest stopped before the tests ran (see above)"
summary="$(node -e '
  const r = JSON.parse(require("fs").readFileSync(process.argv[1], "utf8"));
  let unloaded = 0;
  const skippedSuites = new Set();
  for (const f of r.testResults ?? []) {
    // A file that failed outside any test (an import, a missing file) has no failed test to count.
    if (f.status === "failed" && !(f.assertionResults ?? []).some((a) => a.status === "failed")) {
      unloaded++;
      console.error(`failed to load: ${f.name}: ${String(f.message ?? "").split("\n")[0]}`);
    }
    for (const a of f.assertionResults ?? [])
      for (const t of a.ancestorTitles ?? []) if (t.includes("— skipped:")) skippedSuites.add(t);
  }
  for (const t of skippedSuites) console.error(`skipped: ${t}`);
  const failed = r.numFailedTests + unloaded;
  console.log(`${r.numPassedTests} passed, ${failed} failed, ${r.numPendingTests} skipped`);
  process.exit(failed > 0 ? 1 : 0);
' "$report")" || status=1

if [ "$status" -ne 0 ]; then fail "$summary (exit status $status)"; fi
echo "standalone: PASSED — $summary (a clone alone, no ../shared)"
