import { describe, expect, it } from "vitest";
import type { BallState } from "../../physics/index.ts";
import { BALL_RADIUS } from "../geometry.ts";
import { samplePath } from "./path.ts";

const R = BALL_RADIUS;

describe("path sampling", () => {
  it("finds the exact turning point of a parabolic segment between samples", () => {
    // x(t) = 0.3 t − 0.5 t² peaks at t = 0.3 with x = 0.045; the step is coarse on purpose.
    const at = (t: number): BallState => ({
      id: 0,
      r: [0.3 * t - 0.5 * t * t, 0, R],
      v: [0.3 - t, 0, 0],
      w: [0, 0, 0],
      motion: "sliding",
    });
    const path = samplePath([{ t0: 0, state: at(0) }], at, 0.5, 0.07);
    expect(Math.max(...path.map((p) => p.x))).toBeCloseTo(0.045, 12);
    expect(path[0]!.t).toBe(0);
    expect(path.at(-1)!.t).toBe(0.5);
  });
  it("stops where the ball is pocketed", () => {
    const at = (t: number): BallState => ({
      id: 0,
      r: [t, 0, R],
      v: [1, 0, 0],
      w: [0, 0, 0],
      motion: t < 0.25 ? "rolling" : "pocketed",
    });
    const path = samplePath([{ t0: 0, state: at(0) }], at, 1, 0.1);
    expect(Math.max(...path.map((p) => p.t))).toBeLessThan(0.25);
  });
});
