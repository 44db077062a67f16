/**
 * The order test files start in. Vitest runs the files it knows to be slow first, but only from
 * the timings of an earlier run on this machine; a fresh clone (CI) has none, and vitest then
 * starts the largest files first, which leaves the long browser files for the end, one core idle
 * while the last of them finishes. Here:
 * - the slowest browser file goes first: it builds the run's client (the others wait for it);
 * - while it builds, the other worker runs the slowest files that need no client, rather than
 *   waiting on the build;
 * - then the other browser files (test/e2e), slowest first (their last measured times below,
 *   seconds on CI's two cores), so the quick files fill the other worker around them at the end.
 */
import { relative } from "node:path";
import { BaseSequencer, type TestSpecification } from "vitest/node";

/** Measured file by file, two at a time (2026-12-05, after the e2e speed-ups); a file not listed counts as 10 s. */
const BROWSER_SECONDS: Record<string, number> = {
  "test/e2e/online.test.ts": 64,
  "test/e2e/upright.test.ts": 48,
  "test/e2e/scorekeeper-offline.test.ts": 43,
  "test/e2e/first-match.test.ts": 43,
  "test/e2e/doubles.test.ts": 40,
  "test/e2e/stats.test.ts": 36,
  "test/e2e/practice.test.ts": 35,
  "test/e2e/shapes/desktop.test.ts": 34,
  "test/e2e/scorekeeper.test.ts": 32,
  "test/e2e/shapes/upright.test.ts": 27,
  "test/e2e/game.test.ts": 27,
  "test/e2e/table-look.test.ts": 27,
  "test/e2e/shapes/sideways.test.ts": 24,
  "test/e2e/game-menu.test.ts": 20,
  "test/e2e/rules.test.ts": 19,
  "test/e2e/rules-lag.test.ts": 10,
};

/** Slow files that need no client build: they keep the second worker busy while it is built. */
const WHILE_BUILDING = [
  "test/online/multinode.test.ts",
  "test/online/behaviour.test.ts",
  "test/cli/referee.test.ts",
  "test/cli/backup.test.ts",
  "test/cli/referee-sides.test.ts",
];

const pathOf = (spec: TestSpecification): string => relative(spec.project.config.root, spec.moduleId);
const isBrowserFile = (spec: TestSpecification): boolean => pathOf(spec).startsWith("test/e2e/");
const browserSeconds = (spec: TestSpecification): number => BROWSER_SECONDS[pathOf(spec)] ?? 10;

export class BrowserFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const ordered = await super.sort(files);
    const browser = ordered
      .filter(isBrowserFile)
      .sort((a, b) => browserSeconds(b) - browserSeconds(a) || ordered.indexOf(a) - ordered.indexOf(b));
    const building = ordered.filter((f) => !isBrowserFile(f) && WHILE_BUILDING.includes(pathOf(f)));
    const rest = ordered.filter((f) => !isBrowserFile(f) && !building.includes(f));
    return [...browser.slice(0, 1), ...building, ...browser.slice(1), ...rest];
  }
}
