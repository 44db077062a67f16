import { describe, expect, it } from "vitest";
import { makeRng, rngFromState, shuffled } from "./rng.ts";

describe("sfc32 rng", () => {
  it("is pinned by a golden vector so stored replays never change", () => {
    const r = makeRng(42);
    const first = Array.from({ length: 5 }, () => r.next());
    // Regenerate only on purpose: every saved match depends on these numbers.
    expect(first.map((x) => x.toFixed(10))).toMatchInlineSnapshot(`
      [
        "0.6233561162",
        "0.8674149595",
        "0.1872990229",
        "0.8339591082",
        "0.8105655746",
      ]
    `);
  });
  it("gives the same stream for the same seed and a different one for another seed", () => {
    const a = makeRng("match-1");
    const b = makeRng("match-1");
    const c = makeRng("match-2");
    const sa = Array.from({ length: 20 }, () => a.next());
    expect(Array.from({ length: 20 }, () => b.next())).toEqual(sa);
    expect(Array.from({ length: 20 }, () => c.next())).not.toEqual(sa);
  });
  it("resumes exactly from its state", () => {
    const a = makeRng(7);
    a.next();
    const b = rngFromState(a.state());
    expect(b.next()).toBe(a.next());
  });
  it("stays in [0,1) and int(n) in [0,n)", () => {
    const r = makeRng(1);
    for (let i = 0; i < 10_000; i++) {
      const x = r.next();
      expect(x >= 0 && x < 1).toBe(true);
      const k = r.int(6);
      expect(Number.isInteger(k) && k >= 0 && k < 6).toBe(true);
    }
  });
  it("shuffles into a permutation without touching the input", () => {
    const items = [1, 2, 3, 4, 5, 6, 7];
    const s = shuffled(items, makeRng(3));
    expect(items).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect([...s].sort()).toEqual(items);
  });
});
