/**
 * The mathavan2010 integration the engine uses (FAST_CUSHION) against the same equations
 * integrated until the answer no longer moves (CONVERGED_CUSHION), over the 200 recorded hits
 * and 300 random ones (cushion-hits.ts). Tolerances, and why:
 * - The converged answer is converged: within 0.01 mm/s of an independent integration of the
 *   recorded hits (200,000 fixed explicit steps a phase, kept in cushion-impacts.json; measured
 *   0.002 mm/s), and within 0.01 mm/s of itself at half the step (measured 0.0014 mm/s, not
 *   run here: it takes seconds).
 * - Each hit's outgoing velocity within 6 mm/s of converged and its spin within 1.5 rad/s, the
 *   same motion (measured 5.0 and 5.9 mm/s, 0.56 and 1.01 rad/s, recorded and random). Cushion
 *   restitution itself is known to about ±5 %, hundreds of mm/s at these speeds.
 * - On average no farther from converged than the integration before sticking was snapped and
 *   releases located (measured then: 0.066 mm/s over the recorded hits, 0.293 mm/s over the
 *   random ones; now 0.064 and 0.280).
 */
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import {
  CONVERGED_CUSHION,
  type CushionResolution,
  FAST_CUSHION,
  mathavan2010,
} from "../../src/physics/collide/mathavan2010.ts";
import { DEFAULT_PHYSICS_OPTIONS } from "../../src/physics/options.ts";
import type { BallState } from "../../src/physics/types.ts";
import { type CushionHit, randomHits, recordedHits } from "./cushion-hits.ts";

const here = dirname(fileURLToPath(import.meta.url));
/** The recorded hits' answers from 200,000 fixed explicit steps a phase. */
const fixedStepAnswers = (
  JSON.parse(readFileSync(join(here, "cushion-impacts.json"), "utf8")) as {
    impacts: { converged: { v: number[] } }[];
  }
).impacts.map((imp) => imp.converged.v);

const dist = (a: readonly number[], b: readonly number[]): number =>
  Math.sqrt(a.reduce((s, x, i) => s + (x - b[i]!) ** 2, 0));
const mean = (xs: readonly number[]): number => xs.reduce((s, x) => s + x, 0) / xs.length;
const run = (hits: readonly CushionHit[], resolution: CushionResolution): BallState[] =>
  hits.map((h) => mathavan2010(h.ball, h.normal, h.height, DEFAULT_PHYSICS_OPTIONS, resolution));

const sets = [
  { name: "recorded", hits: recordedHits(), meanBefore: 0.066e-3 },
  { name: "random", hits: randomHits(300), meanBefore: 0.293e-3 },
].map((set) => ({ ...set, fast: run(set.hits, FAST_CUSHION), converged: run(set.hits, CONVERGED_CUSHION) }));

describe("mathavan2010 against its converged answer", () => {
  it("the converged answer agrees with an independent fixed-step integration within 0.01 mm/s", () => {
    const recorded = sets[0]!;
    recorded.converged.forEach((out, i) => {
      expect(dist(out.v, fixedStepAnswers[i]!), `hit ${i}`).toBeLessThan(1e-5);
    });
  });

  for (const set of sets) {
    it(`${set.name} hits: each within 6 mm/s and 1.5 rad/s, same motion`, () => {
      set.fast.forEach((out, i) => {
        const ref = set.converged[i]!;
        expect(dist(out.v, ref.v), `hit ${i}`).toBeLessThan(6e-3);
        expect(dist(out.w, ref.w), `hit ${i}`).toBeLessThan(1.5);
        expect(out.motion, `hit ${i}`).toBe(ref.motion);
      });
    });

    it(`${set.name} hits: on average no farther from converged than before`, () => {
      const err = mean(set.fast.map((out, i) => dist(out.v, set.converged[i]!.v)));
      expect(err).toBeLessThan(set.meanBefore);
    });
  }
});
