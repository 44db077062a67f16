/**
 * The execution error of a strike: each parameter gets an independent normal error with the
 * level's deviation. Used both to execute the AI's shots and, inside the evaluator, to sample
 * how a shot turns out when played by that hand.
 */
import type { Rng } from "../core/index.ts";
import type { Strike } from "../physics/index.ts";
import type { StrikeNoise } from "./level.ts";

/** A standard normal deviate (Box–Muller); 1 − u keeps the logarithm finite. */
export function gaussian(rng: Rng): number {
  const u = 1 - rng.next();
  const v = rng.next();
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
}

/** Tip offsets beyond ~0.6 R miscue on a real cue; the physics accepts them, the hand does not. */
export const MAX_TIP = 0.6;

export function clampTip(tipX: number, tipY: number): [number, number] {
  const r = Math.hypot(tipX, tipY);
  if (r <= MAX_TIP) return [tipX, tipY];
  return [(tipX * MAX_TIP) / r, (tipY * MAX_TIP) / r];
}

export function perturbStrike(s: Strike, noise: StrikeNoise, rng: Rng): Strike {
  const direction = s.direction + gaussian(rng) * noise.directionDeg;
  const speed = Math.max(0.05, s.speed * (1 + gaussian(rng) * noise.speedFraction));
  const [tipX, tipY] = clampTip(s.tipX + gaussian(rng) * noise.tip, s.tipY + gaussian(rng) * noise.tip);
  const elevation = Math.min(89, Math.max(0, s.elevation + Math.abs(gaussian(rng)) * noise.elevationDeg));
  return { speed, direction: ((direction % 360) + 360) % 360, tipX, tipY, elevation };
}

/** The same hand, every deviation multiplied by k (≥ 0): a bench's finer or rougher hand. */
export function scaleNoise(noise: StrikeNoise, k: number): StrikeNoise {
  if (!(k >= 0) || !Number.isFinite(k))
    throw new Error(`scaleNoise: the scale must be a finite number ≥ 0 (got ${k})`);
  return {
    directionDeg: noise.directionDeg * k,
    speedFraction: noise.speedFraction * k,
    tip: noise.tip * k,
    elevationDeg: noise.elevationDeg * k,
  };
}
