import { describe, expect, it } from "vitest";
import { BALL_RADIUS } from "../geometry.ts";
import { aimOffLineDeg, judgeAim } from "./aim.ts";

const R = BALL_RADIUS;

describe("PC-45 (PC-9) and PC-FROZEN (PC-21) on constructed positions", () => {
  const far = {
    cue: [-0.5, 0] as const,
    ballOn: [0.5, 0] as const,
    radius: R,
    frozenGapBallFraction: 0.25,
    masseMinElevationDeg: 60,
  };
  it("measures the angle off the line cue ball → ball on, wrapping at ±180°", () => {
    expect(aimOffLineDeg([0, 0], [1, 1], 45)).toBeCloseTo(0, 12);
    expect(aimOffLineDeg([0, 0], [1, 0], 350)).toBeCloseTo(10, 12);
    expect(aimOffLineDeg([0, 0], [-1, 0], 0)).toBeCloseTo(180, 12);
  });
  it("PC-45: straight at the ball and up to 45° either side is legal; 46° and backwards are fouls", () => {
    const at = (d: number) => judgeAim({ ...far, directionDeg: d, elevationDeg: 0 });
    expect(at(0)).toBe(null);
    expect(at(45)).toBe(null);
    expect(at(-45)).toBe(null);
    expect(at(46)).toBe("PC-45");
    expect(at(-60)).toBe("PC-45");
    expect(at(180)).toBe("PC-45");
  });
  const frozen = { ...far, cue: [0.5 - 2 * R, 0] as const };
  const near = { ...far, cue: [0.5 - 2 * R - 0.24 * 2 * R, 0] as const };
  const notNear = { ...far, cue: [0.5 - 2 * R - 0.26 * 2 * R, 0] as const };
  it("PC-FROZEN: touching, a straight shot is a foul; 45° or more off the line is legal", () => {
    expect(judgeAim({ ...frozen, directionDeg: 0, elevationDeg: 0 })).toBe("PC-FROZEN");
    expect(judgeAim({ ...frozen, directionDeg: 30, elevationDeg: 0 })).toBe("PC-FROZEN");
    expect(judgeAim({ ...frozen, directionDeg: 45, elevationDeg: 0 })).toBe(null);
    expect(judgeAim({ ...frozen, directionDeg: -80, elevationDeg: 0 })).toBe(null);
  });
  it("PC-FROZEN: nearer than ¼ diameter counts as frozen [interp], farther does not", () => {
    expect(judgeAim({ ...near, directionDeg: 0, elevationDeg: 0 })).toBe("PC-FROZEN");
    expect(judgeAim({ ...notNear, directionDeg: 0, elevationDeg: 0 })).toBe(null);
    expect(judgeAim({ ...notNear, directionDeg: 60, elevationDeg: 0 })).toBe("PC-45");
  });
  it("PC-FROZEN: backwards stays a PC-45 foul unless it is a massé (elevation ≥ 60° [interp])", () => {
    expect(judgeAim({ ...frozen, directionDeg: 120, elevationDeg: 0 })).toBe("PC-45");
    expect(judgeAim({ ...frozen, directionDeg: 120, elevationDeg: 70 })).toBe(null);
    // A massé pushed along the object ball's path is still a foul.
    expect(judgeAim({ ...frozen, directionDeg: 10, elevationDeg: 80 })).toBe("PC-FROZEN");
    expect(judgeAim({ ...frozen, directionDeg: 120, elevationDeg: 59 })).toBe("PC-45");
  });
});
