/**
 * `npm run bench:break-fuzz` (bench/break-fuzz.ts): random breaks from anywhere behind the head
 * string into any rack ball. Before b6b33f4 about one in 26 of them (117 of 3,000) ran to the
 * 20,000-event limit, the same grazing impact set off again and again at one instant, and the
 * game refused such a break as a failed simulation; now none comes near it.
 */
import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { fuzzBreak } from "../../bench/break-fuzz.ts";
import { PROJECT_ROOT } from "../../bench/reference.ts";

describe("random breaks (bench:break-fuzz)", () => {
  it("the first 300 end well within the event limit (before the graze mend, 9 passed it and 22 more took over 5,000)", () => {
    const over = [];
    for (let seed = 1; seed <= 300; seed++) {
      const b = fuzzBreak(seed);
      if (b.events === null || b.events > 5000) over.push(`seed ${seed}: ${b.events ?? "past the limit"}`);
    }
    expect(over).toEqual([]);
  });

  it("prints its figures, and names the costliest breaks' busiest pair", () => {
    const r = spawnSync(
      process.execPath,
      [`${PROJECT_ROOT}/bin/run-ts.js`, "bench/break-fuzz.ts", "--n", "30", "--worst", "2"],
      { cwd: PROJECT_ROOT, encoding: "utf8" },
    );
    expect(r.stderr).toBe("");
    expect(r.stdout).toMatch(/^30 random breaks \(default models\): 0 past the event limit$/m);
    expect(r.stdout).toMatch(/^events a break: median \d+, p95 \d+, p99 \d+, max \d+$/m);
    expect(r.stdout).toMatch(
      /^ {2}\d+ [789]ft (bola8|pina) \d+\.\d\d \d+ {2}\d+-\d+: \d+ contacts at \d+ instants$/m,
    );
  });
});
