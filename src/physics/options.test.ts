import { describe, expect, it } from "vitest";
import { DEFAULT_PHYSICS_OPTIONS, fromPhysicsOptions, POOLTOOL_SIMPLE_OPTIONS } from "./options.ts";

describe("fromPhysicsOptions", () => {
  it("gives the literature defaults for an empty object or undefined", () => {
    expect(fromPhysicsOptions({})).toEqual({ ok: true, value: DEFAULT_PHYSICS_OPTIONS });
    expect(fromPhysicsOptions(undefined)).toEqual({ ok: true, value: DEFAULT_PHYSICS_OPTIONS });
  });
  it("starts from a preset and applies partial ball parameters", () => {
    const r = fromPhysicsOptions({ preset: "pooltool-simple", ball: { eCushion: 0.7 } });
    expect(r.ok && r.value.ball).toEqual({ ...POOLTOOL_SIMPLE_OPTIONS.ball, eCushion: 0.7 });
    expect(r.ok && r.value.ballBall).toBe("frictionless-elastic");
    expect(r.ok && r.value.cushion).toBe("han2005");
  });
  it("accepts the friction fit as a name or a partial object", () => {
    const a = fromPhysicsOptions({ ballBallFriction: "constant" });
    expect(a.ok && a.value.ballBallFriction).toEqual({ kind: "constant" });
    const b = fromPhysicsOptions({ ballBallFriction: { kind: "alciatore-fit", a: 0.02 } });
    expect(b.ok && b.value.ballBallFriction).toEqual({ kind: "alciatore-fit", a: 0.02, b: 0.108, c: 1.088 });
  });
  it.each([
    [{ bogus: 1 }, "options.bogus: unknown name"],
    [{ ball: { radius: "big" } }, 'options.ball.radius: expected a number, got "big"'],
    [{ ball: { spin: 3 } }, "options.ball.spin: unknown name"],
    [{ ball: { eCushion: 1.5 } }, "options.ball.eCushion: expected a number in [0, 1], got 1.5"],
    [{ ball: { mass: 0 } }, "options.ball.mass: expected a number in (0, 100], got 0"],
    [{ maxEvents: 2.5 }, "options.maxEvents: expected a whole number, got 2.5"],
    [{ squirtPerTipX: Number.NaN }, "options.squirtPerTipX: expected a number, got NaN"],
    [
      { ballBall: "sticky" },
      'options.ballBall: expected one of frictionless-elastic, frictional-inelastic, got "sticky"',
    ],
    [
      { ballBallFrictionLimit: "max" },
      'options.ballBallFrictionLimit: expected one of normal-impulse, separation-speed, got "max"',
    ],
    [
      { preset: "fast" },
      'options.preset: expected one of literature, pooltool-simple, pooltool-default, got "fast"',
    ],
    [{ ballBallFriction: { kind: "alciatore-fit", d: 1 } }, "options.ballBallFriction.d: unknown name"],
    [[], "options: expected an object, got []"],
  ])("rejects %j naming the field", (input, message) => {
    expect(fromPhysicsOptions(input)).toEqual({ ok: false, error: message });
  });
  it("accepts every cushion model of the vocabulary", () => {
    for (const cushion of ["han2005", "mathavan2010", "stronge-compliant"]) {
      const r = fromPhysicsOptions({ cushion });
      expect(r.ok && r.value.cushion).toBe(cushion);
    }
  });
  it("gives pooltool's default set with its cushion model", () => {
    const r = fromPhysicsOptions({ preset: "pooltool-default" });
    expect(r.ok && [r.value.ballBall, r.value.cushion]).toEqual([
      "frictional-inelastic",
      "stronge-compliant",
    ]);
  });
});
