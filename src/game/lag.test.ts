import { describe, expect, it } from "vitest";
import { unwrap } from "../core/index.ts";
import type { BallState, ShotResult } from "../physics/index.ts";
import { DEFAULT_PHYSICS_OPTIONS, makeTable } from "../physics/index.ts";
import { restingBall } from "./geometry.ts";
import { pathOf } from "./judge/from-result.ts";
import { lagBallOutcome, simulateLag } from "./lag.ts";

const table = makeTable("9ft");

describe("the lag, simulated in one simulation and judged by the referee", () => {
  it("B8-LAG: both balls reach the foot cushion; the one that ends nearer the head cushion wins", () => {
    const r = unwrap(simulateLag("bola8", table, [{ speed: 1.8 }, { speed: 1.85 }]));
    expect(r.balls.every((b) => b.touchedFootCushion && !b.crossedCentreLine)).toBe(true);
    expect(r.balls[1].distanceFromHeadCushionM).toBeLessThan(r.balls[0].distanceFromHeadCushionM);
    expect(r.result).toMatchObject({ kind: "winner", winner: 1, rule: "B8-LAG" });
    // Both balls are in the one result.
    expect(r.shot.final.map((b) => b.id)).toEqual([0, 1]);
  });
  it("B8-LAG-2: a ball that does not reach the foot cushion loses, even if nearer the head", () => {
    const r = unwrap(simulateLag("bola8", table, [{ speed: 0.8 }, { speed: 0.85 }]));
    expect(r.balls[0].touchedFootCushion).toBe(false);
    expect(r.result).toMatchObject({ kind: "winner", winner: 1, rule: "B8-LAG-2" });
  });
  it("B8-LAG-1: a ball that crosses the long centre line loses", () => {
    const r = unwrap(simulateLag("bola8", table, [{ speed: 1.6, angleDeg: -10 }, { speed: 1.6 }]));
    expect(r.balls[0].crossedCentreLine).toBe(true);
    expect(r.balls[1].crossedCentreLine).toBe(false);
    expect(r.result).toMatchObject({ kind: "winner", winner: 1, rule: "B8-LAG-1" });
  });
  it("B8-LAG-3: a pocketed lag ball loses", () => {
    // Aimed near the foot-left corner: some angle in the range drops it, whatever the jaw model does.
    const tries = [8, 8.5, 9, 9.25, 9.5, 10].map((angleDeg) =>
      unwrap(simulateLag("bola8", table, [{ speed: 3, angleDeg }, { speed: 1.8 }])),
    );
    const r = tries.find((t) => t.balls[0].pocketed)!;
    expect(r).toBeDefined();
    expect(r.result).toMatchObject({ kind: "winner", winner: 1, rule: "B8-LAG-3" });
  });
  it("B8-LAG-TIE: mirror-image strokes end level and the lag is replayed", () => {
    const r = unwrap(simulateLag("bola8", table, [{ speed: 1.5 }, { speed: 1.5 }]));
    expect(Math.abs(r.balls[0].distanceFromHeadCushionM - r.balls[1].distanceFromHeadCushionM)).toBeLessThan(
      1e-9,
    );
    expect(r.result).toEqual({ kind: "replay", rule: "B8-LAG-TIE", faults: [[], []] });
  });
  it("PC-LAG: in Piña crossing the centre line loses the break, and distance decides otherwise", () => {
    const crossed = unwrap(simulateLag("pina", table, [{ speed: 1.6 }, { speed: 1.6, angleDeg: 10 }]));
    expect(crossed.result).toMatchObject({ kind: "winner", winner: 0, rule: "PC-LAG" });
    const plain = unwrap(simulateLag("pina", table, [{ speed: 2.0 }, { speed: 1.8 }]));
    expect(plain.result).toMatchObject({ kind: "winner", winner: 0, rule: "PC-LAG" });
  });
  it("refuses a stroke without a positive speed", () => {
    expect(simulateLag("bola8", table, [{ speed: 0 }, { speed: 1 }]).ok).toBe(false);
    expect(simulateLag("bola8", table, [{ speed: 1 }, { speed: 1e300 }]).ok).toBe(false);
    expect(simulateLag("bola8", table, [{ speed: 1, tipY: 2 }, { speed: 1 }]).ok).toBe(false);
  });
  it("B8-LAG-4: a lag struck hard with the cue raised hops the foot rail, off the table; unraised it stays on", () => {
    const raised = unwrap(simulateLag("bola8", table, [{ speed: 7, elevation: 20 }, { speed: 2.2 }]));
    expect(raised.balls[0].offTable).toBe(true);
    expect(raised.result).toMatchObject({ kind: "winner", winner: 1, rule: "B8-LAG-4" });
    const flat = unwrap(simulateLag("bola8", table, [{ speed: 7 }, { speed: 2.2 }]));
    expect(flat.balls[0].offTable).toBe(false);
    expect(unwrap(simulateLag("bola8", table, [{ speed: 7, elevation: 0 }, { speed: 2.2 }])).result).toEqual(
      flat.result,
    );
  });
  it("B8-LAG-4: a lag ball that ends off the table is read as off and loses", () => {
    // A constructed result: ball 0 jumped over the foot rail and stayed off.
    const gone: BallState = { ...restingBall(0, 1.4, 0.3), motion: "off" };
    const stay = restingBall(1, 0.2, -0.3);
    const shot: ShotResult = {
      events: [
        { t: 0.5, kind: "airborne", ball: 0 },
        { t: 0.6, kind: "off-table", ball: 0 },
        { t: 1, kind: "ball-cushion", ball: 1, cushion: "foot" },
      ],
      final: [gone, stay],
      segments: [
        [
          { t0: 0, state: restingBall(0, -0.7, 0.3) },
          { t0: 0.6, state: gone },
        ],
        [{ t0: 0, state: stay }],
      ],
      duration: 2,
    };
    const o = lagBallOutcome(table, shot, 0, DEFAULT_PHYSICS_OPTIONS);
    expect(o).toMatchObject({
      offTable: true,
      pocketed: false,
      crossedCentreLine: false,
      touchedFootCushion: false,
    });
    expect(lagBallOutcome(table, shot, 1, DEFAULT_PHYSICS_OPTIONS).touchedFootCushion).toBe(true);
  });
});

describe("the centre line read from the path's extremes", () => {
  it("gives every sample's answer on 400 lag strokes, from a subset of the samples", () => {
    let seed = 7;
    const rand = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    let crossed = 0;
    for (let n = 0; n < 200; n++) {
      const stroke = () => ({
        speed: 0.6 + 3 * rand(),
        angleDeg: -20 + 40 * rand(),
        tipY: -0.8 + 1.6 * rand(),
      });
      const r = unwrap(simulateLag("bola8", table, [stroke(), stroke()]));
      for (const p of [0, 1] as const) {
        const side = p === 0 ? 1 : -1;
        const every = pathOf(r.shot, p, DEFAULT_PHYSICS_OPTIONS.ball) ?? [];
        const few = pathOf(r.shot, p, DEFAULT_PHYSICS_OPTIONS.ball, r.shot.duration, "extremes") ?? [];
        const times = new Set(every.map((q) => q.t));
        expect(few.every((q) => times.has(q.t))).toBe(true);
        const beyond = every.some((q) => q.y * side < 0);
        expect(few.some((q) => q.y * side < 0)).toBe(beyond);
        expect(r.balls[p].crossedCentreLine).toBe(beyond);
        if (beyond) crossed++;
      }
    }
    // The strokes cover both answers.
    expect(crossed).toBeGreaterThan(20);
    expect(crossed).toBeLessThan(380);
  });
});
