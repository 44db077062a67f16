import { describe, expect, it } from "vitest";
import { makeRng } from "../core/index.ts";
import { makeTable } from "../physics/index.ts";
import { BALL_RADIUS } from "./geometry.ts";
import { BOLA8_PATTERN, bola8Rows, pinaRows, RACK_GAP, rackBalls } from "./rack.ts";

const table = makeTable("9ft");
const group = (n: number) => (n === 8 ? "8" : n < 8 ? "S" : "T");

function minGap(balls: ReturnType<typeof rackBalls>): number {
  let min = Number.POSITIVE_INFINITY;
  for (let i = 0; i < balls.length; i++)
    for (let j = i + 1; j < balls.length; j++) {
      const a = balls[i]!.r;
      const b = balls[j]!.r;
      min = Math.min(min, Math.hypot(a[0] - b[0], a[1] - b[1]) - 2 * BALL_RADIUS);
    }
  return min;
}

describe("B8-RACK", () => {
  it("follows the canonical S/T pattern, up to a swap of groups and a mirror, with the 8 in the middle of the 3rd row", () => {
    const seen = new Set<string>();
    for (let s = 0; s < 40; s++) {
      const rows = bola8Rows(makeRng(`rack-${s}`));
      expect(rows[2]![1]).toBe(8);
      const labels = rows.map((r) => r.map(group));
      const canon = BOLA8_PATTERN.map((r) => [...r]);
      const swap = (r: string[]) => r.map((x) => (x === "S" ? "T" : x === "T" ? "S" : x));
      const candidates = [
        canon,
        canon.map((r) => [...r].reverse()),
        canon.map(swap),
        canon.map((r) => swap([...r].reverse())),
      ];
      expect(candidates.some((c) => JSON.stringify(c) === JSON.stringify(labels))).toBe(true);
      seen.add(JSON.stringify(labels));
      expect(rows.flat().sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]);
    }
    // The seed chooses among all four variants.
    expect(seen.size).toBe(4);
  });

  it("puts the apex on the foot spot, the rack toward the foot cushion and the cue ball behind the head string", () => {
    const balls = rackBalls("bola8", table, makeRng(1));
    const apex = balls[1]!;
    expect([apex.r[0], apex.r[1]]).toEqual([table.footSpot[0], table.footSpot[1]]);
    expect(balls.slice(1).every((b) => b.r[0] >= table.footSpot[0])).toBe(true);
    expect(balls[0]!.id).toBe(0);
    expect(balls[0]!.r[0]).toBeLessThanOrEqual(table.headStringX);
    expect(balls.every((b) => b.r[2] === BALL_RADIUS && b.motion === "stationary")).toBe(true);
  });

  it("leaves micrometre gaps that never overlap, different for different seeds", () => {
    for (let s = 0; s < 20; s++) {
      const g = minGap(rackBalls("bola8", table, makeRng(s)));
      expect(g).toBeGreaterThan(1e-6);
      expect(g).toBeLessThan(RACK_GAP);
    }
    const a = rackBalls("bola8", table, makeRng("x"));
    const b = rackBalls("bola8", table, makeRng("x"));
    const c = rackBalls("bola8", table, makeRng("y"));
    expect(b).toEqual(a);
    expect(c).not.toEqual(a);
  });
});

describe("PC-RACK", () => {
  it("puts the 1 at the apex on the foot spot and shuffles the rest by the seed", () => {
    const firsts = new Set<number>();
    for (let s = 0; s < 30; s++) {
      const rows = pinaRows(makeRng(s));
      expect(rows.map((r) => r.length)).toEqual([1, 2, 3, 4, 5]);
      expect(rows[0]).toEqual([1]);
      expect(rows.flat().sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]);
      firsts.add(rows[1]![0]!);
    }
    expect(firsts.size).toBeGreaterThan(5);
    const balls = rackBalls("pina", table, makeRng(5));
    expect(balls[1]!.id).toBe(1);
    expect([balls[1]!.r[0], balls[1]!.r[1]]).toEqual([...table.footSpot]);
    expect(minGap(balls)).toBeGreaterThan(1e-6);
  });
});
