import { execFile } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

/** The real command, as a user runs it; a hang fails the test through the timeout. */
function mingo(args: string[]): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ["bin/mingo.js", ...args],
      { cwd: join(import.meta.dirname, "..", ".."), timeout: 45_000 },
      (error, _stdout, stderr) => {
        resolve({ code: error ? (typeof error.code === "number" ? error.code : null) : 0, stderr });
      },
    );
  });
}

const dir = mkdtempSync(join(tmpdir(), "mingo-bad-"));
const file = join(dir, "a-file");
writeFileSync(file, "x");
const deep = (n: number) =>
  `{"table":"9ft","balls":[{"id":0,"x":0.5,"y":0.5}],"cueBall":{"v":[1,0,0],"w":[0,0,0]},"options":{"ball":{"radius":${"[".repeat(n)}${"]".repeat(n)}}}}`;

// Issue 10: bad inputs that printed stack traces (one hung) exit 2 with one line.
describe("mingo's bad inputs exit 2 with one line", () => {
  const cases: [string, string[], RegExp][] = [
    ["simulate, deeply nested options", ["simulate", join(dir, "deep.json")], /nested deeper than 32 levels/],
    [
      "play --check a folder that does not exist",
      ["play", "--check", join(dir, "nope")],
      /^--check: cannot read the folder/,
    ],
    ["play --check a file", ["play", "--check", file], /not a directory/],
    [
      "play --save under a file",
      ["play", "--matches", "1", "--save", join(file, "sub")],
      /^--save: cannot write to .*is not a folder/,
    ],
    [
      "play --save under /proc (once hung)",
      ["play", "--matches", "1", "--save", "/proc/mingo-nope"],
      /^--save: cannot write to \/proc/,
    ],
  ];
  writeFileSync(join(dir, "deep.json"), deep(100_000));
  for (const [what, args, message] of cases)
    it(what, async () => {
      const r = await mingo(args);
      expect(r.code, r.stderr).toBe(2);
      expect(r.stderr.trimEnd().split("\n"), r.stderr).toHaveLength(1);
      expect(r.stderr).toMatch(message);
    });
});
