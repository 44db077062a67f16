import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { bracketOrder, groupsOf, knockout, qualifierSeeds, roundRobin } from "./draw.ts";

const names = (n: number) => Array.from({ length: n }, (_, i) => `p${i + 1}`);

describe("round robin draw", () => {
  it("four players: three rounds of two encounters, every pair once", () => {
    const d = roundRobin(names(4));
    expect(d.map((e) => e.round)).toEqual([1, 1, 2, 2, 3, 3]);
    expect(d[0]).toMatchObject({ a: "p1", b: "p4" });
  });
  it("every pair meets exactly once and nobody plays twice in a round (property)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 17 }), (n) => {
        const d = roundRobin(names(n));
        const pairs = new Set(d.map((e) => [e.a, e.b].sort().join("-")));
        expect(d.length).toBe((n * (n - 1)) / 2);
        expect(pairs.size).toBe(d.length);
        const byRound = new Map<number, string[]>();
        for (const e of d) byRound.set(e.round, [...(byRound.get(e.round) ?? []), e.a!, e.b!]);
        for (const ps of byRound.values()) expect(new Set(ps).size).toBe(ps.length);
      }),
    );
  });
});

describe("knockout draw", () => {
  it("seeds 1 and 2 sit in opposite halves", () => {
    expect(bracketOrder(8)).toEqual([1, 8, 4, 5, 2, 7, 3, 6]);
  });
  it("five players: top seeds get the three byes, the final is fed by the semis", () => {
    const d = knockout(names(5));
    const r1 = d.filter((e) => e.round === 1);
    expect(r1).toHaveLength(4);
    expect(r1.filter((e) => e.a === null || e.b === null)).toHaveLength(3);
    expect(r1[0]).toMatchObject({ a: "p1", b: null });
    expect(r1[1]).toMatchObject({ a: "p4", b: "p5" });
    const final = d.find((e) => e.round === 3);
    expect(final).toMatchObject({ srcA: { round: 2, slot: 0 }, srcB: { round: 2, slot: 1 } });
  });
});

describe("groups", () => {
  it("snake seeding spreads the top seeds", () => {
    expect(groupsOf(names(8), 4)).toEqual([
      ["p1", "p4", "p5", "p8"],
      ["p2", "p3", "p6", "p7"],
    ]);
  });
  it("winners before runners-up, group A's winner meets group B's runner-up", () => {
    const seeds = qualifierSeeds(
      [
        ["a1", "a2"],
        ["b1", "b2"],
      ],
      2,
    );
    expect(seeds).toEqual(["a1", "b1", "a2", "b2"]);
    const r1 = knockout(seeds).filter((e) => e.round === 1);
    expect(r1.map((e) => [e.a, e.b])).toEqual([
      ["a1", "b2"],
      ["b1", "a2"],
    ]);
  });
});
