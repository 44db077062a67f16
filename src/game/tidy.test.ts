import { describe, expect, it } from "vitest";
import { makeTable } from "../physics/table.ts";
import { BALL_RADIUS, restingBall } from "./geometry.ts";
import { tidyLayout } from "./tidy.ts";

const table = makeTable("9ft");
const R = BALL_RADIUS;

describe("tidying a layout the physics left behind", () => {
  it("moves a ball resting in a pocket mouth back onto the cushion nose line", () => {
    const b = restingBall(2, -table.length / 2 + R - 0.005, table.width / 2 - R - 0.02);
    const t = tidyLayout([b], table);
    expect(t.balls[0]!.r[0]).toBe(-table.length / 2 + R);
    expect(t.moved).toEqual([2]);
  });
  it("pushes two overlapping balls apart until they just touch, each by half", () => {
    const t = tidyLayout([restingBall(10, 0.69, 0), restingBall(12, 0.69 + 2 * R - 0.002, 0)], table);
    const [a, b] = t.balls;
    expect(b!.r[0] - a!.r[0]).toBeGreaterThanOrEqual(2 * R);
    expect(b!.r[0] - a!.r[0]).toBeCloseTo(2 * R, 9);
    expect(a!.r[0]).toBeCloseTo(0.689, 9);
    expect(t.moved).toEqual([10, 12]);
  });
  it("leaves a valid layout alone", () => {
    const balls = [restingBall(0, 0, 0), restingBall(1, 2 * R, 0)];
    const t = tidyLayout(balls, table);
    expect(t.balls).toEqual(balls);
    expect(t.moved).toEqual([]);
  });
  it("a ball moved out of a pocket mouth onto another ball pushes that one aside too", () => {
    const x = -table.length / 2 + R;
    const inMouth = restingBall(3, x - 0.006, 0.4);
    const cue = restingBall(0, x + 2 * R - 0.001, 0.4);
    const t = tidyLayout([cue, inMouth], table);
    const [c, b] = t.balls;
    expect(Math.hypot(c!.r[0] - b!.r[0], c!.r[1] - b!.r[1])).toBeGreaterThanOrEqual(2 * R - 1e-9);
    expect(t.moved).toEqual([0, 3]);
  });
});
