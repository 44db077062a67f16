import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { scriptOnTrees } from "./script-on-tree.ts";

const { tree } = scriptOnTrees("scripts/check-sizes.mjs");
const run = (src: string) =>
  spawnSync("node", [join(process.cwd(), "scripts/check-sizes.mjs"), src, "--strict"], { encoding: "utf8" });

/** A function of `n` lines in all (its first line and closing brace included). */
const fn = (name: string, n: number) =>
  `export function ${name}(): number {\n${"  void 0;\n".repeat(n - 3)}  return 1;\n}\n`;

describe("the size limits (issue 37: 500 lines a file, 120 a function)", () => {
  it("passes on the project's own tree, printing the largest five of each", () => {
    const r = run("src");
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/largest files \(limit 500 lines; 0 over\):\n( {2}\d+ {2}src\/\S+\n){5}/);
    expect(r.stdout).toMatch(
      /longest functions \(limit 120 lines; 0 over\):\n( {2}\d+ {2}src\/\S+:\d+ \w+\n){5}/,
    );
  });
  it("fails on a file over 500 lines or a function over 120, naming them; tests and testing/ aside", () => {
    const src = tree({
      "a/long-file.ts": `${fn("one", 100)}${"// padding\n".repeat(401)}`,
      "a/long-function.ts": fn("tooLong", 121),
      "a/fits.ts": fn("justFits", 120),
      "a/big.test.ts": fn("inATest", 600),
      "a/testing/helper.ts": fn("inTesting", 600),
    });
    const r = run(src);
    expect(r.status).toBe(1);
    expect(r.stdout).toContain("largest files (limit 500 lines; 1 over)");
    expect(r.stdout).toMatch(/50\d {2}\S*a\/long-file\.ts/);
    expect(r.stdout).toContain("longest functions (limit 120 lines; 1 over)");
    expect(r.stdout).toMatch(/121 {2}\S*a\/long-function\.ts:1 tooLong/);
    expect(r.stdout).not.toContain("inATest");
    expect(r.stdout).not.toContain("inTesting");
  });
});
