import { describe, expect, it } from "vitest";
import { afterTransition, evolve, kineticEnergy, landingTime, settle, transitionTime } from "./motion.ts";
import { POOLTOOL_BALL_PARAMS as P } from "./options.ts";
import type { BallState } from "./types.ts";

const R = P.radius;
const ball = (
  v: [number, number, number],
  w: [number, number, number],
  motion: BallState["motion"],
): BallState => ({
  id: 0,
  r: [0, 0, R],
  v,
  w,
  motion,
});

describe("sliding", () => {
  it("a stun ball rolls after 2v/(7 μs g), at 5/7 of its speed, having gone 12v²/(49 μs g)", () => {
    const v0 = 2;
    const s = ball([v0, 0, 0], [0, 0, 0], "sliding");
    const t = transitionTime(s, P);
    expect(t).toBeCloseTo((2 * v0) / (7 * P.muSlide * P.g), 12);
    const end = evolve(s, t, P);
    expect(end.v[0]).toBeCloseTo((5 / 7) * v0, 12);
    expect(end.w[1] * R).toBeCloseTo(end.v[0], 12); // no slip left
    expect(end.r[0]).toBeCloseTo((12 * v0 * v0) / (49 * P.muSlide * P.g), 12);
    const { state, kind } = afterTransition(end, P);
    expect(kind).toBe("sliding-rolling");
    expect(state.motion).toBe("rolling");
  });
  it("a draw ball slows, stops and comes back", () => {
    const s = ball([1, 0, 0], [0, -3 / R, 0], "sliding");
    const end = evolve(s, transitionTime(s, P), P);
    expect(end.v[0]).toBeLessThan(0);
    expect(end.v[0]).toBeCloseTo((5 / 7) * (1 - (2 / 5) * 3), 12);
  });
  it("evolving in two steps equals evolving once", () => {
    const s = ball([1.3, -0.4, 0], [7, 20, 30], "sliding");
    const a = evolve(evolve(s, 0.05, P), 0.07, P);
    const b = evolve(s, 0.12, P);
    for (let k = 0; k < 3; k++) {
      expect(a.r[k]).toBeCloseTo(b.r[k]!, 12);
      expect(a.v[k]).toBeCloseTo(b.v[k]!, 12);
      expect(a.w[k]).toBeCloseTo(b.w[k]!, 10);
    }
  });
});

describe("rolling and spinning", () => {
  it("a rolling ball stops after v/(μr g), having gone v²/(2 μr g)", () => {
    const s = settle(ball([0.5, 0, 0], [0, 0.5 / R, 0], "sliding"), P);
    expect(s.motion).toBe("rolling");
    const t = transitionTime(s, P);
    expect(t).toBeCloseTo(0.5 / (P.muRoll * P.g), 12);
    const end = evolve(s, t, P);
    expect(end.r[0]).toBeCloseTo((0.5 * 0.5) / (2 * P.muRoll * P.g), 12);
    expect(Math.abs(end.v[0])).toBeLessThan(1e-15);
    expect(afterTransition(end, P).kind).toBe("rolling-stationary");
  });
  it("side spin outlasts rolling: rolling → spinning → stationary", () => {
    const s = settle(ball([0.1, 0, 0], [0, 0.1 / R, 40], "rolling"), P);
    const end = evolve(s, transitionTime(s, P), P);
    const spin = afterTransition(end, P);
    expect(spin.kind).toBe("rolling-spinning");
    const t = transitionTime(spin.state, P);
    expect(t).toBeCloseTo(Math.abs(spin.state.w[2]) / ((5 * P.muSpin * P.g) / (2 * R)), 12);
    const still = evolve(spin.state, t, P);
    expect(still.w[2]).toBe(0);
    expect(afterTransition(still, P).kind).toBe("spinning-stationary");
  });
  it("settle sorts post-collision states and never adds energy", () => {
    expect(settle(ball([0, 0, 0], [0, 0, 0], "sliding"), P).motion).toBe("stationary");
    expect(settle(ball([0, 0, 0], [0, 0, 5], "sliding"), P).motion).toBe("spinning");
    expect(settle(ball([0, 0, 0], [3, 0, 0], "sliding"), P).motion).toBe("sliding");
    const s = ball([1, 0, 0], [0, 1 / R + 1e-12, 0], "sliding");
    const r = settle(s, P);
    expect(r.motion).toBe("rolling");
    expect(kineticEnergy(r, P)).toBeLessThanOrEqual(kineticEnergy(s, P) + 1e-12);
  });
});

describe("airborne", () => {
  it("follows a parabola and lands when the centre is back at R", () => {
    const s: BallState = { id: 0, r: [0, 0, R], v: [1, 0, 0.98], w: [0, 5, 0], motion: "airborne" };
    const t = landingTime(s, R, P.g);
    expect(t).toBeCloseTo((2 * 0.98) / P.g, 12);
    const end = evolve(s, t, P);
    expect(end.r[2]).toBeCloseTo(R, 12);
    expect(end.r[0]).toBeCloseTo(t, 12);
    expect(end.v[2]).toBeCloseTo(-0.98, 12);
    expect(end.w).toEqual(s.w);
  });
});
