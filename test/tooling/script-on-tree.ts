/**
 * A lint script run on made-up source trees: `tree` writes files under a fresh temporary folder
 * (removed after each test), `check` runs the script on a folder and returns what it printed.
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterEach } from "vitest";

export function scriptOnTrees(script: string) {
  const dirs: string[] = [];
  afterEach(() => {
    for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
  });
  return {
    tree(files: Record<string, string>): string {
      const dir = mkdtempSync(join(tmpdir(), "mingo-lint-"));
      dirs.push(dir);
      for (const [path, text] of Object.entries(files)) {
        mkdirSync(dirname(join(dir, path)), { recursive: true });
        writeFileSync(join(dir, path), text);
      }
      return dir;
    },
    check: (src: string) => spawnSync("node", [join(process.cwd(), script), src], { encoding: "utf8" }),
  };
}
