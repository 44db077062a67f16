import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DEFAULT_PHYSICS_OPTIONS, POOLTOOL_DEFAULT_OPTIONS, POOLTOOL_SIMPLE_OPTIONS } from "../options.ts";
import type { PhysicsOptions } from "../types.ts";
import { resolveBallBall } from "./ballBall.ts";
import { arbSpin, arbVelocity, ball, closeStates, energy, mirror, R } from "./testing.ts";

const frictional: PhysicsOptions = DEFAULT_PHYSICS_OPTIONS;
const elastic: PhysicsOptions = POOLTOOL_SIMPLE_OPTIONS;
const deg = (rad: number) => (rad * 180) / Math.PI;

/** Cue ball at the origin moving +x, object ball touching it at cut angle `cutDeg` (to the cue's right for > 0). */
function cut(cutDeg: number, speed: number, w: [number, number, number] = [0, 0, 0]) {
  const c = (cutDeg * Math.PI) / 180;
  const a = ball(0, [0, 0, R], [speed, 0, 0], w);
  const b = ball(1, [2 * R * Math.cos(c), -2 * R * Math.sin(c), R], [0, 0, 0]);
  return { a, b, lineOfCentres: -c };
}

describe("resolveBallBall: frictionless-elastic", () => {
  it("a stun full hit stops the cue ball dead and sends the object ball on at its speed", () => {
    const { a, b } = cut(0, 2);
    const [a2, b2] = resolveBallBall(a, b, elastic);
    expect(a2.v).toEqual([0, 0, 0]);
    expect(b2.v).toEqual([2, 0, 0]);
    expect(a2.motion).toBe("sliding");
    expect(b2.motion).toBe("sliding");
  });
  it("keeps tangential components and spins (90° rule for a stun cut)", () => {
    const { a, b } = cut(30, 1, [1, 2, 3]);
    const [a2, b2] = resolveBallBall(a, b, elastic);
    expect(a2.w).toEqual([1, 2, 3]);
    expect(b2.w).toEqual([0, 0, 0]);
    const dot = a2.v[0] * b2.v[0] + a2.v[1] * b2.v[1];
    expect(dot).toBeCloseTo(0, 12);
    expect(deg(Math.atan2(b2.v[1], b2.v[0]))).toBeCloseTo(-30, 9);
  });
  it("leaves receding balls untouched", () => {
    const a = ball(0, [0, 0, R], [-1, 0, 0]);
    const b = ball(1, [2 * R, 0, R], [0, 0, 0]);
    expect(resolveBallBall(a, b, elastic)).toEqual([a, b]);
  });
});

describe("resolveBallBall: frictional-inelastic", () => {
  it("a stun full hit with e_b = 1 stops the cue ball; with e_b it keeps (1 − e_b)/2 of its speed", () => {
    const { a, b } = cut(0, 2);
    const e1 = { ...frictional, ball: { ...frictional.ball, eBallBall: 1 } };
    expect(resolveBallBall(a, b, e1)[0].v).toEqual([0, 0, 0]);
    const [a2, b2] = resolveBallBall(a, b, frictional);
    const e = frictional.ball.eBallBall;
    expect(a2.v[0]).toBeCloseTo(((1 - e) / 2) * 2, 12);
    expect(b2.v[0]).toBeCloseTo(((1 + e) / 2) * 2, 12);
  });

  it("throws a stun half-ball cut a few degrees forward, more when slower (Alciatore TP A-14)", () => {
    const throwAt = (speed: number) => {
      const { a, b, lineOfCentres } = cut(30, speed);
      const [, b2] = resolveBallBall(a, b, frictional);
      // Positive: thrown toward the cue ball's direction of travel (less cut than the line of centres).
      return deg(Math.atan2(b2.v[1], b2.v[0]) - lineOfCentres);
    };
    const slow = throwAt(0.5);
    const medium = throwAt(1.5);
    const fast = throwAt(4);
    // Alciatore's curves for a stun shot at a 30° cut: ≈ 4–5° slow, ≈ 2–3° fast.
    expect(slow).toBeGreaterThan(3.5);
    expect(slow).toBeLessThan(6);
    expect(medium).toBeGreaterThan(2.5);
    expect(medium).toBeLessThan(slow);
    expect(fast).toBeGreaterThan(1);
    expect(fast).toBeLessThan(medium);
  });

  it("a small cut is throw-limited by sticking: the object ball leaves at ≈ sin φ/7 / cos φ", () => {
    const { a, b, lineOfCentres } = cut(5, 1);
    const [, b2] = resolveBallBall(a, b, frictional);
    const e = frictional.ball.eBallBall;
    const c = (5 * Math.PI) / 180;
    const expected = deg(Math.atan(Math.sin(c) / 7 / (((1 + e) / 2) * Math.cos(c))));
    expect(deg(Math.atan2(b2.v[1], b2.v[0]) - lineOfCentres)).toBeCloseTo(expected, 9);
  });

  it("right english throws a full-hit object ball to the left and gives it a little opposite side spin", () => {
    // Right english: ω_z > 0. 5 rad/s·R ≈ 0.14 m/s surface speed at a 1 m/s hit.
    const { a, b } = cut(0, 1, [0, 0, 20]);
    const [a2, b2] = resolveBallBall(a, b, frictional);
    expect(b2.v[1]).toBeGreaterThan(0); // left is +y
    expect(deg(Math.atan2(b2.v[1], b2.v[0]))).toBeGreaterThan(0.5);
    expect(b2.w[2]).toBeLessThan(0); // gear effect: the object ball spins the other way
    expect(a2.w[2]).toBeLessThan(20);
  });

  it("a rolling cue ball throws a cut ball less than a stun one (follow/draw reduce throw)", () => {
    const stun = cut(30, 1);
    const roll = cut(30, 1, [0, 1 / R, 0]);
    const angle = (s: ReturnType<typeof cut>) => {
      const [, b2] = resolveBallBall(s.a, s.b, frictional);
      return Math.atan2(b2.v[1], b2.v[0]) - s.lineOfCentres;
    };
    expect(angle(roll)).toBeLessThan(angle(stun));
    expect(angle(roll)).toBeGreaterThan(0);
  });
});

describe("resolveBallBall: a ball coming down from above", () => {
  // The cue ball in the air, 45° above the object ball resting on the cloth, falling onto it.
  const from45 = (vx: number, vz: number) => {
    const a = { ...ball(0, [0, 0, R + Math.SQRT2 * R], [vx, 0, vz]), motion: "airborne" as const };
    const b = ball(1, [Math.SQRT2 * R, 0, R], [0, 0, 0]);
    return { a, b };
  };
  it("drives the resting ball into the slate, and it bounces up with the table's restitution (B8-OFFTABLE)", () => {
    const { a, b } = from45(3, -1);
    const [, b2] = resolveBallBall(a, b, frictional);
    // Along the line of centres the object ball takes (1 + e)/2 of the approach, half of it down.
    const approach = (3 + 1) / Math.SQRT2;
    const down = (0.5 * (1 + frictional.ball.eBallBall) * approach) / Math.SQRT2;
    expect(b2.motion).toBe("airborne");
    expect(b2.v[2]).toBeGreaterThan(0.9 * frictional.ball.eTable * down);
    expect(b2.v[2]).toBeLessThan(1.1 * frictional.ball.eTable * down);
    expect(b2.v[0]).toBeGreaterThan(0);
  });
  it("a push into the slate too weak to make a hop is taken by it: the ball stays on the cloth", () => {
    const { a, b } = from45(0.2, -0.1);
    const [, b2] = resolveBallBall(a, b, frictional);
    expect(b2.motion).toBe("sliding");
    expect(b2.v[2]).toBe(0);
  });
  it("balls meeting on the cloth never leave it, however hard (the line of centres is level)", () => {
    const { a, b } = cut(20, 12, [0, 0, 0]);
    const [a2, b2] = resolveBallBall(a, b, frictional);
    expect([a2.motion, b2.motion]).toEqual(["sliding", "sliding"]);
  });
  it("gains no energy", () => {
    const { a, b } = from45(4, -2);
    const [a2, b2] = resolveBallBall(a, b, frictional);
    expect(energy(a2, 1) + energy(b2, 1)).toBeLessThan(energy(a, 1) + energy(b, 1));
  });
});

describe("resolveBallBall: pooltool's default set", () => {
  it("reproduces the first collision of pooltool's reference break (cue ball on the apex ball)", () => {
    // pooltool's frame. The cue ball's post-strike state evolved by the sliding equations to
    // t = 0.1049186714 s; positions as pooltool has them at the collision.
    const cue = ball(
      0,
      [0.4952819509, 1.428768265, R],
      [-0.0001700394977, 8.794149565, 0],
      [-18.0096617, -0.0003482262618, 0],
    );
    const apex = ball(1, [0.4952808459, 1.485919265, R], [0, 0, 0]);
    const [a, b] = resolveBallBall(cue, apex, POOLTOOL_DEFAULT_OPTIONS);
    expect(a.v[1]).toBeCloseTo(0.2198537391, 8);
    expect(a.w[0]).toBeCloseTo(-11.57763966, 6);
    expect(b.v[1]).toBeCloseTo(8.574295826, 8);
    expect(b.w[0]).toBeCloseTo(6.432022034, 6);
    expect(b.w[1]).toBeCloseTo(0.000124366522, 7);
  });
});

describe("resolveBallBall: invariants of every model", () => {
  for (const [name, opts] of [
    ["frictionless-elastic", elastic],
    ["frictional-inelastic", frictional],
    ["frictional-inelastic, constant μ", { ...frictional, ballBallFriction: { kind: "constant" as const } }],
    ["frictional-inelastic, pooltool's limit", POOLTOOL_DEFAULT_OPTIONS],
  ] as const) {
    const arbPair = fc
      .tuple(fc.double({ min: 0, max: 2 * Math.PI, noNaN: true }), arbVelocity, arbSpin, arbVelocity, arbSpin)
      .map(([angle, va, wa, vb, wb]) => ({
        a: ball(0, [0, 0, R], va, wa),
        b: ball(1, [2 * R * Math.cos(angle), 2 * R * Math.sin(angle), R], vb, wb),
      }));

    it(`${name}: kinetic energy never rises`, () => {
      fc.assert(
        fc.property(arbPair, ({ a, b }) => {
          const m = opts.ball.mass;
          const [a2, b2] = resolveBallBall(a, b, opts);
          const before = energy(a, m) + energy(b, m);
          expect(energy(a2, m) + energy(b2, m)).toBeLessThanOrEqual(before * (1 + 1e-12) + 1e-15);
        }),
        { numRuns: 2000 },
      );
    });

    it(`${name}: linear momentum in the plane is conserved`, () => {
      fc.assert(
        fc.property(arbPair, ({ a, b }) => {
          const [a2, b2] = resolveBallBall(a, b, opts);
          for (const i of [0, 1]) expect(a2.v[i]! + b2.v[i]!).toBeCloseTo(a.v[i]! + b.v[i]!, 9);
        }),
      );
    });

    it(`${name}: the mirror image of a collision is the collision of the mirror images`, () => {
      fc.assert(
        fc.property(arbPair, ({ a, b }) => {
          const [a2, b2] = resolveBallBall(a, b, opts);
          const [ma, mb] = resolveBallBall(mirror(a), mirror(b), opts);
          expect(closeStates(ma, mirror(a2))).toBe(true);
          expect(closeStates(mb, mirror(b2))).toBe(true);
        }),
      );
    });
  }
});
