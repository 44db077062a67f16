/**
 * One build of the browser client for a whole test run. Vitest's global setup makes a folder for
 * the run and names it in MINGO_TEST_BUILD_ROOT; the first test file that needs the client builds
 * it there (under a lock, so two workers never build at once) and every later file reuses it. The
 * run's teardown removes the folder. Outside a vitest run (the screenshot scripts) each caller
 * builds its own copy, as before. Callers must not delete the folder they are given unless
 * `owned` is true.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "vite";

const config = fileURLToPath(new URL("../../src/client/vite.config.ts", import.meta.url));
const WAIT_MS = 5 * 60_000;

export interface BuiltClient {
  readonly dir: string;
  /** True when the caller has its own copy and should remove it when done. */
  readonly owned: boolean;
}

async function buildInto(dir: string): Promise<void> {
  await build({ configFile: config, logLevel: "error", build: { outDir: dir, emptyOutDir: true } });
}

/** The client built for this run (shared), or a fresh copy of one's own outside a run. */
export async function builtClient(): Promise<BuiltClient> {
  const root = process.env.MINGO_TEST_BUILD_ROOT;
  if (!root) {
    const dir = mkdtempSync(join(tmpdir(), "mingo-client-"));
    await buildInto(dir);
    return { dir, owned: true };
  }
  const dir = join(root, "client");
  const done = join(root, "client.done");
  const failed = join(root, "client.failed");
  if (existsSync(done)) return { dir, owned: false };
  let builder = false;
  try {
    mkdirSync(join(root, "client.lock"));
    builder = true;
  } catch {
    // Another file holds the lock and is building: wait for it below.
  }
  if (builder) {
    try {
      await buildInto(dir);
      writeFileSync(done, "");
    } catch (e) {
      writeFileSync(failed, String(e instanceof Error ? e.stack : e));
      throw e;
    }
    return { dir, owned: false };
  }
  const t0 = Date.now();
  while (!existsSync(done)) {
    if (existsSync(failed))
      throw new Error(`the shared client build failed:\n${readFileSync(failed, "utf8")}`);
    if (Date.now() - t0 > WAIT_MS)
      throw new Error(`waited ${WAIT_MS} ms for the shared client build in ${root}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return { dir, owned: false };
}

/** Removes a build the caller owns; leaves the run's shared one alone. */
export function releaseClient(c: BuiltClient): void {
  if (c.owned) rmSync(c.dir, { recursive: true, force: true });
}
