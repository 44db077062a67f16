/**
 * `npm run bench:ab` (bench/physics-ab.ts) against a copy of this checkout's engine: the copy as
 * it is gives the same results to the last bit; with one constant changed (the cushion's
 * restitution) it says they differ. Its times are figures only, not checked.
 */
import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { PROJECT_ROOT } from "../../bench/reference.ts";

const copy = mkdtempSync(join(tmpdir(), "mingo-ab-"));
for (const part of ["physics", "core"])
  cpSync(join(PROJECT_ROOT, "src", part), join(copy, "src", part), { recursive: true });
// ESM, as the checkout's own package.json says.
writeFileSync(join(copy, "package.json"), '{ "type": "module" }\n');
afterAll(() => rmSync(copy, { recursive: true, force: true }));

function ab(...args: string[]): { status: number | null; out: string; err: string } {
  const r = spawnSync(
    process.execPath,
    [join(PROJECT_ROOT, "bin", "run-ts.js"), "bench/physics-ab.ts", ...args],
    {
      cwd: PROJECT_ROOT,
      encoding: "utf8",
    },
  );
  return { status: r.status, out: r.stdout, err: r.stderr };
}

describe("bench:ab, this engine beside another checkout's", () => {
  it("finds a copy's results identical to the last bit, and a copy with one constant changed different", () => {
    const same = ab(copy, "--blocks", "1", "--json");
    expect(same.err).toBe("");
    const a = JSON.parse(same.out) as {
      identicalResults: boolean;
      otherEventsPerSec: number;
      thisEventsPerSec: number;
    };
    expect(a.identicalResults).toBe(true);
    expect(a.otherEventsPerSec).toBeGreaterThan(0);

    const options = join(copy, "src", "physics", "options.ts");
    const text = readFileSync(options, "utf8");
    expect(text).toContain("  eCushion: 0.85,");
    writeFileSync(options, text.replace("  eCushion: 0.85,", "  eCushion: 0.86,"));
    const changed = JSON.parse(ab(copy, "--blocks", "1", "--json").out) as { identicalResults: boolean };
    expect(changed.identicalResults).toBe(false);
  });

  it("names what is wrong with its arguments", () => {
    expect(ab().status).toBe(2);
    const notACheckout = ab("/nonexistent/mingo");
    expect(notACheckout.status).toBe(2);
    expect(notACheckout.err).toBe(
      "/nonexistent/mingo is not a mingo checkout: /nonexistent/mingo/src/physics/simulate.ts is missing\n",
    );
    const models = ab(copy, "--models", "pairwise");
    expect(models.status).toBe(2);
    expect(models.err).toContain("--models: expected one of defaults, pooltool-simple, got pairwise");
  });
});
