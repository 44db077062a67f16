import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { holdInArea, insideArea } from "./placement.ts";
import type { PlacementArea } from "./types.ts";

// A 9 ft kitchen: behind the head string at x = −0.635.
const kitchen: PlacementArea = {
  xMin: -1.241,
  xMax: -0.635,
  yMin: -0.606,
  yMax: 0.606,
  forbidden: [{ centre: [-0.9, 0], radius: 0.05715 }],
};

describe("holding the cue ball in the ball-in-hand area", () => {
  it("keeps a drag past the head string on the string", () => {
    const p = holdInArea([0.3, 0.1], kitchen)!;
    expect(p[0]).toBe(-0.635);
    expect(p[1]).toBeCloseTo(0.1, 12);
  });
  it("pushes the cue ball off a ball it would overlap", () => {
    const p = holdInArea([-0.9 + 0.01, 0], kitchen)!;
    expect(Math.hypot(p[0] + 0.9, p[1])).toBeGreaterThanOrEqual(0.05715);
  });
  it("always answers a point inside the area (property)", () => {
    fc.assert(
      fc.property(
        fc.double({ min: -3, max: 3, noNaN: true }),
        fc.double({ min: -2, max: 2, noNaN: true }),
        (x, y) => {
          const p = holdInArea([x, y], kitchen);
          expect(p).not.toBeNull();
          expect(insideArea(p!, kitchen)).toBe(true);
          expect(p![0]).toBeLessThanOrEqual(kitchen.xMax);
        },
      ),
    );
  });
});
