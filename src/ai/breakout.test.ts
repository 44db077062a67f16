import { describe, expect, it } from "vitest";
import type { ObjectBallId } from "../core/index.ts";
import { makeTable } from "../physics/index.ts";
import type { Obstacle } from "./aim-geometry.ts";
import { breakoutStrikes, isLocked } from "./breakout.ts";
import { aimTable, nextBallOnAfter } from "./leave.ts";
import { MAX_STROKE_SPEED } from "./speed.ts";

const R = 0.028575;
const aim = aimTable(makeTable("9ft"), R);
const ring = (id: ObjectBallId, x: number, y: number, around: number[]): Obstacle[] => [
  { id, at: [x, y] },
  ...around.map((k, i): Obstacle => {
    const a = (i * 2 * Math.PI) / around.length;
    return { id: k, at: [x + 2.02 * R * Math.cos(a), y + 2.02 * R * Math.sin(a)] };
  }),
];

describe("break-out: is the next ball on held by the pack?", () => {
  it("a ball ringed by six others has no clear line to any pocket", () => {
    expect(isLocked(aim, ring(4, 0.6, 0.1, [8, 9, 10, 11, 12, 13]), 4)).toBe(true);
  });

  it("held on the foot side only, it still has a line to a head or side pocket", () => {
    // The ring's balls at 0° and ±60° (toward the foot) kept: the head side is open.
    const balls = ring(4, 0.6, 0.1, [8, 9, 10, 11, 12, 13]).filter((b) => [4, 8, 9, 13].includes(b.id));
    expect(isLocked(aim, balls, 4)).toBe(false);
  });

  it("a ball alone on the cloth is free; a ball not on the table is not locked", () => {
    expect(isLocked(aim, [{ id: 4, at: [0.3, 0.2] }], 4)).toBe(false);
    expect(isLocked(aim, [{ id: 4, at: [0.3, 0.2] }], 5)).toBe(false);
  });

  it("the ball on after a pot is the lowest ball left", () => {
    const balls: Obstacle[] = [5, 9, 6, 12].map((id) => ({ id, at: [0, 0] }));
    expect(nextBallOnAfter(balls, 5)).toBe(6);
    expect(nextBallOnAfter(balls, 9)).toBe(5);
    expect(nextBallOnAfter([{ id: 15, at: [0, 0] }], 15)).toBeUndefined();
  });

  it("break-out strokes keep the pot's aim, play it firmer, and never past the firmest stroke", () => {
    const base = { speed: 1.5, direction: 33, tipX: 0, tipY: 0, elevation: 0 };
    const strokes = breakoutStrikes(base);
    expect(strokes.length).toBeGreaterThan(0);
    for (const s of strokes) {
      expect(s.direction).toBe(33);
      expect(s.speed).toBeGreaterThanOrEqual(2 * base.speed);
    }
    expect(new Set(strokes.map((s) => `${s.tipX},${s.tipY}`)).size).toBeGreaterThan(3);
    for (const s of breakoutStrikes({ ...base, speed: 3 }))
      expect(s.speed).toBeLessThanOrEqual(MAX_STROKE_SPEED);
  });
});
