/**
 * The Mathavan cushion model keeps an impact's state in a workspace its caller owns (the event
 * loop keeps one per simulation). An impact must owe nothing to the ones before it in the same
 * workspace: every field it reads is set afresh. Checked to the last bit over the recorded hits,
 * random hits and the same hits in the air, in two orders, against a fresh workspace per hit.
 */
import { describe, expect, it } from "vitest";
import {
  CONVERGED_CUSHION,
  type CushionResolution,
  FAST_CUSHION,
  mathavan2010,
  newCushionWorkspace,
} from "../../src/physics/collide/mathavan2010.ts";
import { DEFAULT_PHYSICS_OPTIONS } from "../../src/physics/options.ts";
import type { BallState } from "../../src/physics/types.ts";
import { type CushionHit, randomHits, recordedHits } from "./cushion-hits.ts";

/** The same hit by a ball in the air, rising or falling, the nose lower on it. */
const inTheAir = (h: CushionHit, k: number): CushionHit => ({
  ...h,
  ball: { ...h.ball, v: [h.ball.v[0], h.ball.v[1], k % 2 === 0 ? 0.4 : -0.3], motion: "airborne" },
  height: h.height - 0.004,
});

const recorded = recordedHits();
const random = randomHits(200);
const hits = [
  ...recorded,
  ...random,
  ...random.slice(0, 100).map(inTheAir),
  ...recorded.slice(0, 50).map(inTheAir),
];

const exact = (b: BallState) => [...b.v, ...b.w, b.motion];

describe("mathavan2010's workspace", () => {
  for (const [name, resolution] of [
    ["FAST_CUSHION", FAST_CUSHION],
    ["CONVERGED_CUSHION", CONVERGED_CUSHION],
  ] as [string, CushionResolution][]) {
    const subset = resolution === FAST_CUSHION ? hits : hits.filter((_, i) => i % 10 === 0);
    it(`${name}: one workspace for every hit, in either order, answers as a fresh one each time`, () => {
      const fresh = subset.map((h) =>
        exact(
          mathavan2010(
            h.ball,
            h.normal,
            h.height,
            DEFAULT_PHYSICS_OPTIONS,
            resolution,
            newCushionWorkspace(),
          ),
        ),
      );
      const shared = newCushionWorkspace();
      const forward = subset.map((h) =>
        exact(mathavan2010(h.ball, h.normal, h.height, DEFAULT_PHYSICS_OPTIONS, resolution, shared)),
      );
      const backward = [...subset]
        .reverse()
        .map((h) =>
          exact(mathavan2010(h.ball, h.normal, h.height, DEFAULT_PHYSICS_OPTIONS, resolution, shared)),
        )
        .reverse();
      expect(forward).toEqual(fresh);
      expect(backward).toEqual(fresh);
      // Not all alike: the hits do reach the modes a leftover could change.
      expect(new Set(fresh.map((x) => x[6])).size).toBe(2);
    });
  }
});
