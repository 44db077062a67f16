/**
 * The order test files start in. Vitest runs the files it knows to be slow first, but only from
 * the timings of an earlier run on this machine; a fresh clone (CI) has none, and vitest then
 * starts the largest files first, which leaves the long browser files for the end, one core idle
 * while the last of them finishes. Here the browser files (test/e2e) go first, the slowest known
 * first, so the quick files fill the other worker around them.
 */
import { relative } from "node:path";
import { BaseSequencer, type TestSpecification } from "vitest/node";

const isBrowserFile = (spec: TestSpecification): boolean =>
  relative(spec.project.config.root, spec.moduleId).startsWith("test/e2e/");

export class BrowserFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const ordered = await super.sort(files);
    const rank = new Map(ordered.map((f, i) => [f, i]));
    return [...ordered].sort((a, b) => {
      const browser = Number(isBrowserFile(b)) - Number(isBrowserFile(a));
      return browser !== 0 ? browser : rank.get(a)! - rank.get(b)!;
    });
  }
}
