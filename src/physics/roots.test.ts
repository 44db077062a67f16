import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { evalPoly, firstEntry, quadraticRootsIn } from "./roots.ts";

const INF = Number.POSITIVE_INFINITY;

/** Coefficients c0..c4 of k·(t − r1)(t − r2)(t − r3)(t − r4). */
function fromRoots(
  k: number,
  r: readonly [number, number, number, number],
): [number, number, number, number, number] {
  let c = [1];
  for (const x of r) {
    const next = new Array(c.length + 1).fill(0);
    for (let i = 0; i < c.length; i++) {
      next[i + 1] += c[i];
      next[i] -= x * c[i]!;
    }
    c = next;
  }
  return [k * c[0]!, k * c[1]!, k * c[2]!, k * c[3]!, k * c[4]!];
}

describe("quadraticRootsIn", () => {
  it("finds both roots of t² − 3t + 2 in order", () => {
    const out: number[] = [];
    expect(quadraticRootsIn(1, -3, 2, 0, 10, out)).toBe(2);
    expect(out).toEqual([1, 2]);
  });
  it("keeps the small root accurate when b² ≫ 4ac (no cancellation)", () => {
    const out: number[] = [];
    quadraticRootsIn(1, -1e8, 1, 0, 1, out);
    expect(out[0]).toBeCloseTo(1e-8, 20);
  });
  it("falls back to the linear root when a = 0 and finds none when the discriminant is negative", () => {
    const out: number[] = [];
    expect(quadraticRootsIn(0, 2, -1, 0, 1, out)).toBe(1);
    expect(out[0]).toBe(0.5);
    expect(quadraticRootsIn(1, 0, 1, -10, 10, out)).toBe(0);
  });
});

describe("firstEntry", () => {
  it("finds the first root of (t−1)(t−2)(t−3)(t−4)", () => {
    const [a, b, c, d, e] = fromRoots(1, [1, 2, 3, 4]);
    expect(firstEntry(a, b, c, d, e, 10, 0, 0)).toBeCloseTo(1, 14);
  });
  it("skips a root where p rises out of p ≤ 0 and finds the next entry", () => {
    // −(t−1)(t−3): inside (deep) at 0, leaves at 1, enters again at 3.
    expect(firstEntry(-3, 4, -1, 0, 0, 10, 1e-6, 0)).toBeCloseTo(3, 14);
  });
  it("handles vanishing leading coefficients: cubic, quadratic, linear, constant", () => {
    expect(firstEntry(6, -11, 6, -1, 0, 10, 0, 0)).toBeCloseTo(1, 14); // (1−t)(2−t)(3−t)
    expect(firstEntry(2, -3, 1, 0, 0, 10, 0, 0)).toBeCloseTo(1, 14);
    expect(firstEntry(2, -1, 0, 0, 0, 10, 0, 0)).toBeCloseTo(2, 14);
    expect(firstEntry(2, 0, 0, 0, 0, 10, 0, 0)).toBe(INF);
  });
  it("respects the horizon", () => {
    expect(firstEntry(2, -1, 0, 0, 0, 1.5, 0, 0)).toBe(INF);
  });
  it("never misses a graze: (t−2)² − ε is entered for ε ≥ 0 and missed for ε < 0", () => {
    for (const eps of [1e-6, 1e-12, 1e-20, 0]) {
      const t = firstEntry(4 - eps, -4, 1, 0, 0, 10, 0, 0);
      expect(Math.abs(t - (2 - Math.sqrt(eps)))).toBeLessThan(1e-7);
    }
    expect(firstEntry(4 + 1e-12, -4, 1, 0, 0, 10, 0, 0)).toBe(INF);
  });
  it("catches a quartic graze whose minimum just touches zero", () => {
    // (t−1)²(t−3)² − 1e-12: the minimum at t = 1 dips a hair below zero.
    const [a, b, c, d, e] = fromRoots(1, [1, 1, 3, 3]);
    const t = firstEntry(a - 1e-12, b, c, d, e, 10, 0, 0);
    expect(Math.abs(t - 1)).toBeLessThan(1e-5);
    expect(firstEntry(a + 1e-9, b, c, d, e, 10, 0, 0)).toBe(INF);
  });
  it("treats a touching start as contact only when approaching", () => {
    expect(firstEntry(-1e-9, -1, 1, 0, 0, 10, 1e-6, 1e-9)).toBe(0);
    expect(firstEntry(-1e-9, 1, 0, 0, 0, 10, 1e-6, 1e-9)).toBe(INF);
    // Deeper than the tolerance is "behind", not touching.
    expect(firstEntry(-1e-3, -1, 0, 0, 0, 10, 1e-6, 1e-9)).toBe(INF);
  });
  it("finds the smallest root of random quartics with four real roots", () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: 0.01, max: 10, noNaN: true }), { minLength: 4, maxLength: 4 }),
        fc.double({ min: 1e-3, max: 1e3, noNaN: true }),
        (roots, k) => {
          const r = [...roots].sort((x, y) => x - y) as [number, number, number, number];
          fc.pre(r[1] - r[0] > 1e-4);
          const [a, b, c, d, e] = fromRoots(k, r);
          const t = firstEntry(a, b, c, d, e, 20, 0, 0);
          expect(Math.abs(t - r[0])).toBeLessThan(1e-7 * (1 + r[0]));
          expect(evalPoly(a, b, c, d, e, t)).toBeLessThanOrEqual(0);
        },
      ),
      { numRuns: 500 },
    );
  });
});
