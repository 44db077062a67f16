/**
 * The engine against itself before the speed work of issue 11 item 7 (commit 6dbe117, recorded
 * in engine-6dbe117.json by engine-record.ts). Tolerances, and why:
 * - Everything but the cushion integration was made faster without changing an operation on
 *   any path that decides a result (contact tests that skip a solve only where it provably
 *   finds nothing, scans in the same order): with han2005 cushions, golden shots and full-rack
 *   breaks give the same events at the same times and the same final states, bit for bit.
 * - The mathavan2010 integration takes fewer RK4 steps (a better first guess and a looser
 *   tolerance, 1e-7 of the approach speed, at the phase ends; rounding-level rewrites): each
 *   recorded hit within 0.1 mm/s of before (measured 0.02 mm/s), 0.01 mm/s on average.
 *   Cushion restitution itself is known to about ±5 %, hundreds of mm/s at these speeds.
 * - Then the integration itself changed (a stopping slip that friction can hold sticks at once,
 *   a sticking contact's release is found within the step, phase ends to 1e-5): judged against
 *   the converged answer in cushion-converged.test.ts, no farther from it than before. Against
 *   this record the recorded hits stay within 0.1 mm/s (measured 0.07 mm/s).
 * - Golden shots under the default models (a rebound a fraction of a mm/s off, then metres of
 *   roll): the same events in all 60, final positions within 0.1 mm at the median and 10 mm at
 *   worst (measured 48 µm and 7.2 mm; before the integration changed, 1e-9 m and 0.1 mm). Both
 *   are as close to the golden shots with the cushion converged as before or closer (median
 *   52 µm, worst 26 mm, against 83 µm and 33 mm).
 * - Deliberate changes of the physics since are revisions (engine-revisions.json, each with its
 *   reason, written by `engine-record.ts --rack N`): such a rack is compared with its revision,
 *   and the revision with the record up to where the change acts.
 */
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { simulateShot } from "../../src/physics/simulate.ts";
import { makeTable } from "../../src/physics/table.ts";
import {
  EXACT_GOLDEN,
  exactly,
  HAN_OPTIONS,
  RACK_SHOTS,
  type RecordedImpact,
  rackShot,
  recordImpacts,
} from "./engine-record.ts";
import { GOLDEN_SHOT_COUNT, type GoldenShot, goldenShot, runGoldenShot } from "./shots.ts";

const here = dirname(fileURLToPath(import.meta.url));
const before = JSON.parse(readFileSync(join(here, "engine-6dbe117.json"), "utf8")) as {
  impacts: RecordedImpact[];
  golden: GoldenShot[];
  hanGolden: ReturnType<typeof exactly>[];
  hanRacks: ReturnType<typeof exactly>[];
};
const revisions = JSON.parse(readFileSync(join(here, "engine-revisions.json"), "utf8")) as {
  hanRacks: Record<string, { why: string; sameFirstEvents: number; record: ReturnType<typeof exactly> }>;
};
const table = makeTable("9ft");

const dist = (a: readonly number[], b: readonly number[]): number =>
  Math.sqrt(a.reduce((s, x, i) => s + (x - b[i]!) ** 2, 0));

function runExact(s: ReturnType<typeof goldenShot>) {
  const r = simulateShot(table, s.balls, s.strike, HAN_OPTIONS);
  if (!r.ok) throw new Error(r.error.code);
  // Through JSON as the record was, so that the comparison is of the same numbers.
  return JSON.parse(JSON.stringify(exactly(r.value)));
}

describe("the engine against its record from before the speed work (commit 6dbe117)", () => {
  it("has the record it compares with", () => {
    expect(before.impacts).toHaveLength(200);
    expect(before.golden).toHaveLength(GOLDEN_SHOT_COUNT);
    expect(before.hanGolden).toHaveLength(EXACT_GOLDEN.length);
    expect(before.hanRacks).toHaveLength(RACK_SHOTS);
  });

  it("with han2005 cushions: the same events, times and final states, bit for bit", () => {
    EXACT_GOLDEN.forEach((g, k) => {
      expect(runExact(goldenShot(g)), `golden shot ${g}`).toEqual(before.hanGolden[k]);
    });
    for (let i = 0; i < RACK_SHOTS; i++) {
      const now = runExact(rackShot(i));
      // A break is a long chain of collisions: a real one, not a stub.
      expect(now.events.length, `rack ${i}`).toBeGreaterThan(50);
      const revised = revisions.hanRacks[String(i)];
      expect(now, `rack ${i}`).toEqual(revised?.record ?? before.hanRacks[i]);
    }
  });

  it("a revised rack is the record's up to where its change acts, and says why", () => {
    for (const [i, r] of Object.entries(revisions.hanRacks)) {
      const old = before.hanRacks[Number(i)]!;
      expect(r.why.length, `rack ${i}`).toBeGreaterThan(20);
      expect(r.record.events.slice(0, r.sameFirstEvents), `rack ${i}`).toEqual(
        old.events.slice(0, r.sameFirstEvents),
      );
      expect(r.record.events[r.sameFirstEvents], `rack ${i}`).not.toEqual(old.events[r.sameFirstEvents]);
    }
  });

  it("mathavan2010: every recorded hit within 0.1 mm/s of before, 0.01 mm/s on average, same motion", () => {
    const now = recordImpacts();
    let sum = 0;
    now.forEach((hit, i) => {
      const d = dist(hit.v, before.impacts[i]!.v);
      sum += d;
      expect(d, `hit ${i}`).toBeLessThan(1e-4);
      expect(hit.motion, `hit ${i}`).toBe(before.impacts[i]!.motion);
    });
    expect(sum / now.length).toBeLessThan(1e-5);
  });

  it("golden shots under the default models: the same events, final positions within 0.1 mm (median), 10 mm (worst)", () => {
    let same = 0;
    const diffs: number[] = [];
    before.golden.forEach((g, i) => {
      const r = runGoldenShot(i);
      if (r.events.join() === g.events.join()) same++;
      r.final.forEach(([id, motion, x, y], k) => {
        const [gid, gmotion, gx, gy] = g.final[k]!;
        expect([id, motion], `shot ${i}`).toEqual([gid, gmotion]);
        diffs.push(Math.hypot(x - gx, y - gy));
      });
    });
    diffs.sort((a, b) => a - b);
    expect(same).toBe(GOLDEN_SHOT_COUNT);
    expect(diffs[diffs.length >> 1]!).toBeLessThan(1e-4);
    expect(diffs.at(-1)!).toBeLessThan(1e-2);
  });
});
