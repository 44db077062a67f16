import { describe, expect, it } from "vitest";
import { unwrap } from "../core/index.ts";
import { kineticEnergy } from "./motion.ts";
import { DEFAULT_PHYSICS_OPTIONS, POOLTOOL_SIMPLE_OPTIONS } from "./options.ts";
import { positionsAt } from "./positions.ts";
import { simulateFromStates, simulateShot } from "./simulate.ts";
import { makeTable } from "./table.ts";
import type { BallState } from "./types.ts";

const table = makeTable("9ft");
const R = DEFAULT_PHYSICS_OPTIONS.ball.radius;
const at = (id: number, x: number, y: number): BallState =>
  ({ id, r: [x, y, R], v: [0, 0, 0], w: [0, 0, 0], motion: "stationary" }) as BallState;
const strike = (speed: number, direction = 0, tipX = 0, tipY = 0, elevation = 0) => ({
  speed,
  direction,
  tipX,
  tipY,
  elevation,
});

describe("simulateShot", () => {
  it("Newton's cradle: a stun hit on a frozen row sends the last ball off and leaves the rest", () => {
    const row = [at(0, -0.5, 0), at(1, -0.5 + 2 * R + 1e-3, 0)];
    for (let k = 2; k <= 4; k++) row.push(at(k, row[1]!.r[0] + (k - 1) * 2 * R, 0));
    // Stun on arrival: a sliding cue ball at 1 cm gap stays sliding with no spin to speak of.
    const res = unwrap(
      simulateFromStates(
        table,
        row.map((b) => (b.id === 0 ? { ...b, v: [2, 0, 0], motion: "sliding" } : b)),
        POOLTOOL_SIMPLE_OPTIONS,
      ),
    );
    const hits = res.events.filter((e) => e.kind === "ball-ball");
    expect(hits.slice(0, 4).map((e) => (e.kind === "ball-ball" ? [e.a, e.b] : []))).toEqual([
      [0, 1],
      [1, 2],
      [2, 3],
      [3, 4],
    ]);
    // The chain passes in zero time: all four at the same instant.
    expect(hits[3]!.t).toBeCloseTo(hits[0]!.t, 12);
    const after = positionsAt(res, hits[0]!.t + 0.01, POOLTOOL_SIMPLE_OPTIONS.ball);
    expect(Math.abs(after[4]!.v[0])).toBeGreaterThan(1.9);
    for (const k of [0, 1, 2, 3]) expect(Math.hypot(after[k]!.v[0], after[k]!.v[1])).toBeLessThan(0.05);
  });

  it("a break into a frozen rack never overlaps balls and ends with everything at rest", () => {
    const balls: BallState[] = [at(0, -table.length / 4, 0)];
    let id = 1;
    for (let row = 0; row < 5; row++) {
      for (let k = 0; k <= row; k++) {
        balls.push(at(id++, table.footSpot[0] + row * Math.sqrt(3) * R, (k - row / 2) * 2 * R));
      }
    }
    const res = unwrap(simulateShot(table, balls, strike(8), DEFAULT_PHYSICS_OPTIONS));
    expect(res.events.filter((e) => e.kind === "ball-ball").length).toBeGreaterThan(15);
    for (const s of res.final) expect(["stationary", "pocketed", "off"]).toContain(s.motion);
    // Check overlaps right after every event.
    for (const e of res.events) {
      const ps = positionsAt(res, e.t, DEFAULT_PHYSICS_OPTIONS.ball);
      for (let i = 0; i < ps.length; i++) {
        for (let j = i + 1; j < ps.length; j++) {
          const a = ps[i]!;
          const b = ps[j]!;
          if (a.motion === "pocketed" || b.motion === "pocketed" || a.motion === "off" || b.motion === "off")
            continue;
          const d = Math.hypot(a.r[0] - b.r[0], a.r[1] - b.r[1], a.r[2] - b.r[2]);
          expect(d).toBeGreaterThan(2 * R - 1e-6);
        }
      }
    }
  });

  it("returns an error value past maxEvents, with the events so far", () => {
    const res = simulateShot(table, [at(0, 0, 0), at(1, 0.3, 0)], strike(3), {
      ...DEFAULT_PHYSICS_OPTIONS,
      maxEvents: 3,
    });
    expect(res.ok).toBe(false);
    if (!res.ok) {
      expect(res.error.code).toBe("too-many-events");
      if (res.error.code === "too-many-events") expect(res.error.events.length).toBe(3);
    }
  });

  it("refuses overlapping balls and balls off the cloth", () => {
    const a = simulateShot(table, [at(0, 0, 0), at(1, 2 * R - 1e-4, 0)], strike(1));
    expect(a.ok ? "" : a.error.code).toBe("invalid-input");
    const b = simulateShot(table, [at(0, table.length, 0)], strike(1));
    expect(b.ok ? "" : b.error.code).toBe("invalid-input");
    const c = simulateShot(table, [at(1, 0, 0)], strike(1));
    expect(c.ok ? "" : c.error.code).toBe("invalid-input");
  });

  it("does not mutate its inputs and gives identical results for identical inputs", () => {
    const balls = [at(0, -0.7, 0.1), at(1, 0.2, 0), at(2, 0.5, -0.3)];
    const copy = JSON.stringify(balls);
    const r1 = unwrap(simulateShot(table, balls, strike(4, 5, 0.3, -0.2)));
    const r2 = unwrap(simulateShot(table, balls, strike(4, 5, 0.3, -0.2)));
    expect(JSON.stringify(balls)).toBe(copy);
    expect(JSON.stringify(r2)).toBe(JSON.stringify(r1));
  });

  it("positionsAt follows the segments: continuous at events, final at the end", () => {
    const res = unwrap(simulateShot(table, [at(0, -0.7, 0.1), at(1, 0.2, 0)], strike(3, 3, 0, 0.3)));
    const p = DEFAULT_PHYSICS_OPTIONS.ball;
    for (const e of res.events) {
      const before = positionsAt(res, e.t - 1e-9, p);
      const after = positionsAt(res, e.t + 1e-9, p);
      for (let i = 0; i < before.length; i++) {
        if (after[i]!.motion === "pocketed") continue;
        expect(Math.hypot(after[i]!.r[0] - before[i]!.r[0], after[i]!.r[1] - before[i]!.r[1])).toBeLessThan(
          1e-7,
        );
      }
    }
    const end = positionsAt(res, res.duration + 5, p);
    expect(end.map((s) => s.r)).toEqual(res.final.map((s) => s.r));
    expect(end.reduce((e, s) => e + kineticEnergy(s, p), 0)).toBe(0);
  });
});

describe("layouts at the edges", () => {
  it("accepts a ball resting in a corner pocket's mouth, past the cushion-nose line", () => {
    const pk = table.pockets.find((p) => p.id === "foot-left")!;
    const k = (pk.radius + 0.005) / Math.SQRT2;
    const b = at(1, pk.centre[0] - k, pk.centre[1] - k);
    expect(b.r[0]).toBeGreaterThan(table.length / 2 - R); // past the line
    const res = simulateShot(table, [at(0, 0, 0), b], strike(1, 180));
    expect(res.ok).toBe(true);
  });

  it("a ball frozen to a rail, driven into it, rebounds off the cushion at the same instant", () => {
    const hx = table.length / 2;
    const frozen = at(1, hx - R, 0);
    const res = unwrap(
      simulateShot(table, [at(0, hx - R - 0.3, 0), frozen], strike(2), POOLTOOL_SIMPLE_OPTIONS),
    );
    const hit = res.events.find((e) => e.kind === "ball-ball")!;
    const cushion = res.events.find((e) => e.kind === "ball-cushion")!;
    expect(cushion.kind === "ball-cushion" && cushion.ball).toBe(1);
    expect(cushion.t).toBe(hit.t);
    const after = positionsAt(res, hit.t + 0.05, POOLTOOL_SIMPLE_OPTIONS.ball);
    expect(after[1]!.r[0]).toBeLessThanOrEqual(hx - R + 1e-9);
  });
});
