import { describe, expect, it } from "vitest";
import { circularCushionTime, linearCushionTime } from "./detect-cushion.ts";
import { pocketTime } from "./detect-pocket.ts";
import { shiftedTrajectory, writeTrajectory } from "./detect-trajectory.ts";
import { POOLTOOL_BALL_PARAMS as P } from "./options.ts";
import type { BallState, CircularCushion, LinearCushion, Pocket } from "./types.ts";

const R = P.radius;
const INF = Number.POSITIVE_INFINITY;
const path = (s: BallState): Float64Array => {
  const traj = new Float64Array(9);
  writeTrajectory(traj, 0, s, P);
  const S = new Float64Array(9);
  shiftedTrajectory(traj, 0, 0, S);
  return S;
};
const airborne = (x: number, y: number, z: number, v: [number, number, number]): BallState => ({
  id: 0,
  r: [x, y, z],
  v,
  w: [0, 0, 0],
  motion: "airborne",
});
const rolling = (x: number, y: number, vx: number, vy: number): BallState => ({
  id: 0,
  r: [x, y, R],
  v: [vx, vy, 0],
  w: [-vy / R, vx / R, 0],
  motion: "rolling",
});
// A foot rail at x = 1 from y = −0.5 to 0.5, balls on the side x < 1.
const rail: LinearCushion = {
  id: "foot",
  rail: "foot",
  p1: [1, -0.5],
  p2: [1, 0.5],
  normal: [-1, 0],
  height: 0.036,
};

describe("straight cushion", () => {
  it("is hit when the centre is R from the nose line", () => {
    const t = linearCushionTime(path(airborne(0, 0, R, [2, 0, 0])), rail, 10, R, INF);
    // An airborne ball at constant horizontal speed (checked without the height test).
    expect(t).toBeCloseTo((1 - R) / 2, 12);
  });
  it("is missed past its ends (the jaw noses take over) and when moving away", () => {
    expect(linearCushionTime(path(rolling(0, 0.6, 1, 0)), rail, 10, R, INF)).toBe(INF);
    expect(linearCushionTime(path(rolling(0, 0, -1, 0)), rail, 10, R, INF)).toBe(INF);
  });
  it("a ball in the air hits it below the nose height plus R and passes over above", () => {
    const low = airborne(0.9, 0, R + 0.01, [1, 0, 0]);
    const high = airborne(0.9, 0, R + 0.05, [1, 0, 0.35]);
    expect(linearCushionTime(path(low), rail, 0.2, R, rail.height + R)).toBeLessThan(INF);
    expect(linearCushionTime(path(high), rail, 0.2, R, rail.height + R)).toBe(INF);
  });
  it("a ball frozen to it counts only when pushed into it", () => {
    expect(linearCushionTime(path(rolling(1 - R, 0, 0.5, 0)), rail, 10, R, INF)).toBeLessThan(1e-12);
    expect(linearCushionTime(path(rolling(1 - R, 0, -0.5, 0)), rail, 10, R, INF)).toBe(INF);
  });
});

describe("rounded jaw nose", () => {
  const nose: CircularCushion = { id: "n", pocket: "foot-left", centre: [1, 0], radius: 0.01, height: 0.036 };
  it("catches a graze by 1 nm and misses by 1 nm", () => {
    const D = nose.radius + R;
    expect(circularCushionTime(path(rolling(0, D - 1e-9, 1, 0)), nose, 10, R, INF)).toBeLessThan(INF);
    expect(circularCushionTime(path(rolling(0, D + 1e-9, 1, 0)), nose, 10, R, INF)).toBe(INF);
  });
  it("head-on: contact at radius + R from the centre", () => {
    const S = path(rolling(0, 0, 1, 0));
    const t = circularCushionTime(S, nose, 10, R, INF);
    const x = S[0]! + t * (S[3]! + t * S[6]!);
    expect(x).toBeCloseTo(1 - nose.radius - R, 12);
  });
});

describe("pocket", () => {
  const pk: Pocket = { id: "foot-left", centre: [1, 0], radius: 0.06, depth: 0.08 };
  it("drops a ball when its centre enters the circle", () => {
    const S = path(rolling(0, 0, 1.5, 0));
    const t = pocketTime(S, pk, 10);
    expect(S[0]! + t * (S[3]! + t * S[6]!)).toBeCloseTo(1 - pk.radius, 12);
  });
  it("drops a ball already inside at once and never one that stops short", () => {
    expect(pocketTime(path(rolling(0.99, 0, 0.1, 0)), pk, 1)).toBe(0);
    // Rolls v²/(2 μr g) ≈ 0.13 m: stops 0.8 m short.
    expect(pocketTime(path(rolling(0, 0, 0.16, 0)), pk, 0.16 / (P.muRoll * P.g))).toBe(INF);
  });
});
