import { describe, expect, it } from "vitest";
import { describeEvent } from "../../bench/compare.ts";
import { compareWithReference, loadReference, runReferenceShot } from "../../bench/reference.ts";
import { DEFAULT_PHYSICS_OPTIONS, POOLTOOL_SIMPLE_OPTIONS } from "../../src/physics/options.ts";

const ref = loadReference();
const sets = [
  { name: "pooltool-simple", opts: POOLTOOL_SIMPLE_OPTIONS, set: "simple" as const },
  { name: "defaults", opts: DEFAULT_PHYSICS_OPTIONS, set: "default" as const },
];

describe.each(sets)("the reference 16-ball break under $name", ({ opts, set }) => {
  const run = runReferenceShot(ref, ref.breakShot, opts);
  it("simulates without error", () => {
    expect(run.ok ? "ok" : run.error).toBe("ok");
  });
  if (!run.ok) return;
  const result = run.value;
  const c = compareWithReference(
    ref,
    ref.breakShot,
    result,
    set,
    opts,
    ref.breakShot.results[set].events.length,
  );

  it("starts with the KE of pooltool's post-strike state (scaled by our ball mass)", () => {
    const ptMass = 0.170097;
    expect(c.invariants.keStartJ).toBeCloseTo(
      (ref.breakShot.results.simple.ke_initial_J * opts.ball.mass) / ptMass,
      5,
    );
  });
  it("never gains kinetic energy from one event to the next", () => {
    expect(c.invariants.maxKeRiseJ).toBeLessThanOrEqual(1e-9 * c.invariants.keStartJ);
    expect(c.invariants.keNeverRises).toBe(true);
  });
  it("never lets two balls overlap (events and between them)", () => {
    expect(c.invariants.overlapping).toEqual([]);
    expect(c.invariants.maxOverlapM).toBeLessThanOrEqual(1e-6);
  });
  it("keeps every ball on the table unless pocketed, and ends with all at rest", () => {
    expect(c.invariants.leftTable).toEqual([]);
    expect(c.invariants.notAtRest).toEqual([]);
    expect(result.final.every((b) => b.motion === "stationary" || b.motion === "pocketed")).toBe(true);
  });
  it("gives event times that never decrease", () => {
    for (let i = 1; i < result.events.length; i++) {
      expect(result.events[i]!.t).toBeGreaterThanOrEqual(result.events[i - 1]!.t);
    }
  });
});

describe("the break under the pooltool-simple set, next to pooltool's", () => {
  const opts = POOLTOOL_SIMPLE_OPTIONS;
  const run = runReferenceShot(ref, ref.breakShot, opts);
  if (!run.ok) throw new Error("the break does not simulate");
  const pt = ref.breakShot.results.simple;
  const c = compareWithReference(ref, ref.breakShot, run.value, "simple", opts, pt.events.length);
  it("agrees event by event through the first rack collisions", () => {
    // The README expects divergence after a few dozen events in a break; the first impact
    // and the first wave through the rack must match.
    console.log(
      `break: ${c.early.agreeing} events agree; first difference ${describeEvent(c.early.firstDifference?.ours)} / ${describeEvent(c.early.firstDifference?.ref)}`,
    );
    expect(c.early.agreeing).toBeGreaterThanOrEqual(10);
    expect(c.ours[1]?.kind).toBe("ball-ball");
    expect(c.ours[1]?.balls).toEqual([0, 1]);
    expect(c.ours[1]!.t).toBeCloseTo(pt.events[1]!.t, 6);
  });
  it("has statistics like pooltool's: event count, ball–ball and cushion counts within a quarter, duration within 20%", () => {
    const near = (a: number, b: number, frac: number) =>
      expect(Math.abs(a - b)).toBeLessThanOrEqual(frac * b + 1);
    near(c.ours.length, c.ref.length, 0.25);
    near(c.oursCounts["ball-ball"] ?? 0, c.refCounts["ball-ball"] ?? 0, 0.25);
    near(c.oursCounts["ball-cushion"] ?? 0, c.refCounts["ball-cushion"] ?? 0, 0.25);
    expect(Math.abs(c.oursDurationS - c.refDurationS)).toBeLessThanOrEqual(0.2 * c.refDurationS);
  });
});
