import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { makeTable } from "../physics/index.ts";
import { BALL_RADIUS, restingBall } from "./geometry.ts";
import { isInRegion, nearestAllowed, placementRegion, validateCueBallPlacement } from "./placement.ts";

const table = makeTable("9ft");
const R = BALL_RADIUS;
const hs = table.headStringX;
const balls = [restingBall(0, 0.3, 0.3), restingBall(4, hs - 0.1, 0), restingBall(9, 0.6, 0.1)];

const code = (r: ReturnType<typeof validateCueBallPlacement>) => (r.ok ? "ok" : r.error.code);

describe("G-BIH: cue-ball placement", () => {
  it("accepts a free point behind the head string, and one on the string itself", () => {
    expect(code(validateCueBallPlacement([hs - 0.3, 0.2], table, balls, "kitchen"))).toBe("ok");
    expect(code(validateCueBallPlacement([hs, 0], table, balls, "kitchen"))).toBe("ok");
  });
  it("refuses a point beyond the head string in the kitchen, allows it anywhere", () => {
    expect(code(validateCueBallPlacement([hs + 0.01, 0], table, balls, "kitchen"))).toBe(
      "beyond-head-string",
    );
    expect(code(validateCueBallPlacement([hs + 0.01, 0], table, balls, "anywhere"))).toBe("ok");
  });
  it("refuses overlap with a ball but allows touching it; the old cue ball position does not count", () => {
    expect(code(validateCueBallPlacement([hs - 0.1 + 2 * R - 1e-4, 0], table, balls, "kitchen"))).toBe(
      "overlaps-ball",
    );
    expect(code(validateCueBallPlacement([hs - 0.1 - 2 * R, 0], table, balls, "kitchen"))).toBe("ok");
    expect(code(validateCueBallPlacement([0.3, 0.3], table, balls, "anywhere"))).toBe("ok");
  });
  it("refuses a centre past a cushion, over a pocket, or not a number, with a message", () => {
    const r = validateCueBallPlacement([hs - 0.3, table.width / 2 - R + 1e-4], table, balls, "kitchen");
    expect(code(r)).toBe("off-cloth");
    expect(r.ok ? "" : r.error.message).toMatch(/not on the cloth/);
    // The WPA pocket circles lie behind the cushion line; a wider made-up pocket exercises the check.
    const wide = {
      ...table,
      pockets: [{ id: "head-left" as const, centre: [-1.25, 0.6] as const, radius: 0.1, depth: 0.08 }],
    };
    expect(
      code(validateCueBallPlacement([-table.length / 2 + R, table.width / 2 - R], wide, [], "kitchen")),
    ).toBe("in-pocket");
    expect(code(validateCueBallPlacement([Number.NaN, 0], table, [], "kitchen"))).toBe("not-a-number");
  });
  it("agrees with the region on random points (property)", () => {
    const region = placementRegion(table, balls, "kitchen");
    fc.assert(
      fc.property(
        fc.double({ min: -1.4, max: 1.4, noNaN: true }),
        fc.double({ min: -0.7, max: 0.7, noNaN: true }),
        (x, y) => isInRegion([x, y], region) === validateCueBallPlacement([x, y], table, balls, "kitchen").ok,
      ),
      { numRuns: 2000 },
    );
  });
  it("finds the nearest allowed point to a wish that overlaps a ball", () => {
    const region = placementRegion(table, balls, "kitchen");
    const p = nearestAllowed([hs - 0.1, 0.001], region)!;
    expect(validateCueBallPlacement(p, table, balls, "kitchen").ok).toBe(true);
    expect(Math.hypot(p[0] - (hs - 0.1), p[1])).toBeLessThan(2 * R + 0.003);
    expect(nearestAllowed([0.5, 0], region)![0]).toBeLessThanOrEqual(hs);
  });
});
