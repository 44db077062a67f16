import { describe, expect, it } from "vitest";
import { describeEvent } from "../../bench/compare.ts";
import { compareWithReference, loadReference, runReferenceShot } from "../../bench/reference.ts";
import { DEFAULT_PHYSICS_OPTIONS, POOLTOOL_SIMPLE_OPTIONS } from "../../src/physics/options.ts";

// pooltool's 100 random shots are a fixture of the project (test/fixtures/pooltool): these
// tests always run.
const ref = loadReference();
const shots = ref.randomShots;

describe.each([
  { name: "pooltool-simple", opts: POOLTOOL_SIMPLE_OPTIONS, set: "simple" as const },
  { name: "defaults", opts: DEFAULT_PHYSICS_OPTIONS, set: "default" as const },
])("100 random shots under $name: invariants", ({ opts, set }) => {
  const runs = shots.map((s) => ({ shot: s, run: runReferenceShot(ref, s, opts) }));
  it("every shot simulates", () => {
    expect(runs.filter((r) => !r.run.ok).map((r) => r.shot.name)).toEqual([]);
  });
  const comparisons = runs.flatMap(({ shot, run }) =>
    run.ok ? [{ name: shot.name, c: compareWithReference(ref, shot, run.value, set, opts) }] : [],
  );
  it("kinetic energy never rises in any shot", () => {
    expect(comparisons.filter(({ c }) => !c.invariants.keNeverRises).map(({ name }) => name)).toEqual([]);
  });
  it("no two balls ever overlap", () => {
    expect(
      comparisons.flatMap(({ name, c }) => c.invariants.overlapping.map((o) => `${name}: ${o}`)),
    ).toEqual([]);
  });
  it("every ball ends stationary or pocketed", () => {
    expect(comparisons.filter(({ c }) => c.invariants.notAtRest.length > 0).map(({ name }) => name)).toEqual(
      [],
    );
  });
  it.runIf(set === "simple")("no ball leaves the playing area except into a pocket", () => {
    expect(comparisons.filter(({ c }) => c.invariants.leftTable.length > 0).map(({ name }) => name)).toEqual(
      [],
    );
  });
});

describe("100 random shots under the pooltool-simple set, next to pooltool's", () => {
  const opts = POOLTOOL_SIMPLE_OPTIONS;
  const comparisons = shots.flatMap((shot) => {
    const run = runReferenceShot(ref, shot, opts);
    return run.ok ? [{ name: shot.name, c: compareWithReference(ref, shot, run.value, "simple", opts) }] : [];
  });
  const report = (n: number) => {
    const bad = comparisons.filter(({ c }) => c.early.agreeing < n);
    for (const { name, c } of bad) {
      const d = c.early.firstDifference;
      console.log(
        `${name}: event #${d?.index} ours ${describeEvent(d?.ours)} / pooltool ${describeEvent(d?.ref)}`,
      );
    }
    return comparisons.length - bad.length;
  };
  it("agrees on the first 3 events after the strike in at least 90 of 100 shots (measured: 100)", () => {
    expect(comparisons).toHaveLength(100);
    expect(report(3)).toBeGreaterThanOrEqual(90);
  });
  it("agrees on the first 5 events after the strike in at least 85 of 100 shots (measured: 100)", () => {
    expect(report(5)).toBeGreaterThanOrEqual(85);
  });
  it("pockets the same balls as pooltool in most shots and the same number overall", () => {
    const same = comparisons.filter(({ c }) => c.finals.samePocketedSet).length;
    const ours = comparisons.reduce((s, { c }) => s + c.finals.oursPocketed.length, 0);
    const theirs = comparisons.reduce((s, { c }) => s + c.finals.refPocketed.length, 0);
    console.log(`same pocketed set in ${same}/100 shots; pocketed balls ours ${ours}, pooltool ${theirs}`);
    expect(same).toBeGreaterThanOrEqual(85);
    expect(Math.abs(ours - theirs)).toBeLessThanOrEqual(6);
  });
});
