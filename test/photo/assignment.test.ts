/**
 * The cheapest one-to-one assignment (src/photo/assignment.ts) against every assignment tried
 * one by one, on small random cost tables, square and wide.
 */
import { describe, expect, it } from "vitest";
import { cheapestAssignment } from "../../src/photo/assignment.ts";

/** The least total over every way to give each row its own column. */
function bruteForce(cost: number[][]): number {
  const cols = cost[0]!.length;
  let best = Number.POSITIVE_INFINITY;
  const walk = (row: number, used: Set<number>, total: number) => {
    if (row === cost.length) {
      best = Math.min(best, total);
      return;
    }
    for (let c = 0; c < cols; c++)
      if (!used.has(c)) {
        used.add(c);
        walk(row + 1, used, total + cost[row]![c]!);
        used.delete(c);
      }
  };
  walk(0, new Set(), 0);
  return best;
}

/** A small deterministic generator, so a failure can be replayed. */
function random(seed: number): () => number {
  let s = seed;
  return () => {
    s = (s * 1103515245 + 12345) % 2147483648;
    return s / 2147483648;
  };
}

describe("cheapestAssignment", () => {
  it("finds the least total, each row on its own column", () => {
    const next = random(42);
    for (let trial = 0; trial < 200; trial++) {
      const rows = 1 + Math.floor(next() * 6);
      const cols = rows + Math.floor(next() * 3);
      const cost = Array.from({ length: rows }, () =>
        Array.from({ length: cols }, () => Math.round(next() * 20)),
      );
      const chosen = cheapestAssignment(cost);
      expect(new Set(chosen).size).toBe(rows);
      for (const c of chosen) expect(c).toBeGreaterThanOrEqual(0);
      const total = chosen.reduce((s, c, r) => s + cost[r]![c]!, 0);
      expect(total).toBe(bruteForce(cost));
    }
  });

  it("lets two rows that want one column settle it by what else each could take", () => {
    // Both balls look most like the 3; the second fits the 7 nearly as well, the first does not.
    expect(
      cheapestAssignment([
        [1, 9],
        [2, 3],
      ]),
    ).toEqual([0, 1]);
  });

  it("refuses more rows than columns", () => {
    expect(() => cheapestAssignment([[1], [2]])).toThrow(/2 rows for 1 columns/);
    expect(cheapestAssignment([])).toEqual([]);
  });
});
