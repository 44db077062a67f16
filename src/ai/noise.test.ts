import { describe, expect, it } from "vitest";
import { makeRng } from "../core/index.ts";
import { LEVEL_PROFILES } from "./level.ts";
import { clampTip, MAX_TIP, perturbStrike, scaleNoise } from "./noise.ts";

const base = { speed: 2, direction: 10, tipX: 0, tipY: 0.2, elevation: 0 };

describe("execution noise", () => {
  it("is the same for the same seed and different for another", () => {
    const n = LEVEL_PROFILES.medium.noise;
    const a = perturbStrike(base, n, makeRng(1));
    expect(perturbStrike(base, n, makeRng(1))).toEqual(a);
    expect(perturbStrike(base, n, makeRng(2))).not.toEqual(a);
  });

  it("has about the level's deviation on direction and speed, centred on the intent", () => {
    for (const level of ["beginner", "strong"] as const) {
      const n = LEVEL_PROFILES[level].noise;
      const rng = makeRng(`noise-${level}`);
      const dirs: number[] = [];
      const speeds: number[] = [];
      for (let i = 0; i < 4000; i++) {
        const s = perturbStrike(base, n, rng);
        dirs.push(s.direction - base.direction);
        speeds.push(s.speed / base.speed - 1);
      }
      const sd = (xs: number[]) => {
        const m = xs.reduce((a, b) => a + b, 0) / xs.length;
        return [m, Math.sqrt(xs.reduce((a, b) => a + (b - m) ** 2, 0) / xs.length)] as const;
      };
      const [md, sdd] = sd(dirs);
      const [ms, sds] = sd(speeds);
      expect(Math.abs(md)).toBeLessThan(n.directionDeg * 0.1);
      expect(sdd / n.directionDeg).toBeGreaterThan(0.93);
      expect(sdd / n.directionDeg).toBeLessThan(1.07);
      expect(Math.abs(ms)).toBeLessThan(n.speedFraction * 0.1);
      expect(sds / n.speedFraction).toBeGreaterThan(0.93);
      expect(sds / n.speedFraction).toBeLessThan(1.07);
    }
  });

  it("keeps the tip on the ball (no miscue offsets) and the elevation non-negative", () => {
    expect(Math.hypot(...clampTip(0.9, 0.9))).toBeCloseTo(MAX_TIP, 12);
    const rng = makeRng(5);
    for (let i = 0; i < 500; i++) {
      const s = perturbStrike({ ...base, tipY: 0.59 }, LEVEL_PROFILES.beginner.noise, rng);
      expect(Math.hypot(s.tipX, s.tipY)).toBeLessThanOrEqual(MAX_TIP + 1e-12);
      expect(s.elevation).toBeGreaterThanOrEqual(0);
    }
  });

  it("scales a hand's every deviation, and names a scale it cannot use", () => {
    const n = LEVEL_PROFILES.strong.noise;
    const fine = scaleNoise(n, 0.1);
    expect(fine.directionDeg).toBeCloseTo(n.directionDeg / 10, 12);
    expect(fine.speedFraction).toBeCloseTo(n.speedFraction / 10, 12);
    expect(fine.tip).toBeCloseTo(n.tip / 10, 12);
    expect(fine.elevationDeg).toBeCloseTo(n.elevationDeg / 10, 12);
    // A zero scale is the intended stroke itself.
    expect(perturbStrike(base, scaleNoise(n, 0), makeRng(3))).toEqual(base);
    expect(() => scaleNoise(n, -1)).toThrow(/scale/);
    expect(() => scaleNoise(n, Number.NaN)).toThrow(/scale/);
  });
});
