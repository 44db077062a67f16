/**
 * Vitest's global setup: a folder for this run's shared artefacts (the client build, see
 * bench/support/client-build.ts), named to every worker through the environment and removed at the end.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

export default function setup(): () => void {
  const root = mkdtempSync(join(tmpdir(), "mingo-test-run-"));
  process.env.MINGO_TEST_BUILD_ROOT = root;
  return () => rmSync(root, { recursive: true, force: true });
}
