/**
 * The club pages as the server serves them: one Vite build (the game's config, which builds
 * the game and the club pages together) into a temporary folder, passed to the server as its
 * clientDir (in-process) or MINGO_CLIENT_DIR (spawned).
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "vite";

const config = fileURLToPath(new URL("../../src/client/vite.config.ts", import.meta.url));

export interface BuiltPages {
  readonly dir: string;
  remove(): void;
}

export async function buildPages(): Promise<BuiltPages> {
  const dir = mkdtempSync(join(tmpdir(), "mingo-pages-"));
  await build({ configFile: config, logLevel: "error", build: { outDir: dir, emptyOutDir: true } });
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
