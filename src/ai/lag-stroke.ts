/**
 * The AI's lag stroke (B8-LAG, PC-LAG): the pace that brings a ball up to the foot cushion and
 * back to rest a few centimetres from the head cushion, found once per table by bisection on
 * the physics, then played with the level's execution error.
 */
import type { Rng } from "../core/index.ts";
import { type LagStroke, lagStart, restingBall } from "../game/index.ts";
import type { PhysicsOptions, Table } from "../physics/index.ts";
import { DEFAULT_PHYSICS_OPTIONS, simulateShot } from "../physics/index.ts";
import { type AiLevel, LEVEL_PROFILES } from "./level.ts";
import { gaussian } from "./noise.ts";

/** Where a lag ball is meant to stop: its gap to the head cushion, m. */
const TARGET_GAP = 0.04;
const cache = new Map<string, number>();

/** The gap to the head cushion a straight lag at `speed` ends with: −1 if it hit the head cushion, ∞ if it never reached the foot. */
export function lagGap(table: Table, speed: number, opts: PhysicsOptions = DEFAULT_PHYSICS_OPTIONS): number {
  const R = opts.ball.radius;
  const [x, y] = lagStart(table, 0, R);
  const r = simulateShot(
    table,
    [restingBall(0, x, y, R)],
    { speed, direction: 0, tipX: 0, tipY: 0, elevation: 0 },
    opts,
  );
  if (!r.ok) return Number.NaN;
  const b = r.value.final[0]!;
  const touchedFoot = r.value.events.some((e) => e.kind === "ball-cushion" && e.cushion === "foot");
  if (!touchedFoot) return Number.POSITIVE_INFINITY;
  // Back off the head cushion: too hard, whatever the gap.
  if (r.value.events.some((e) => e.kind === "ball-cushion" && e.cushion === "head")) return -1;
  return b.r[0] + table.length / 2 - R;
}

export function idealLagSpeed(table: Table, opts: PhysicsOptions = DEFAULT_PHYSICS_OPTIONS): number {
  const key = `${table.size}:${opts.ball.muRoll}:${opts.ball.muSlide}:${opts.cushion}`;
  const hit = cache.get(key);
  if (hit !== undefined) return hit;
  // Too soft: never reaches the foot cushion or stops far up the table; too hard: hits the head cushion.
  let lo = 0.5;
  let hi = 4;
  for (let i = 0; i < 24; i++) {
    const mid = (lo + hi) / 2;
    const gap = lagGap(table, mid, opts);
    if (gap > TARGET_GAP) lo = mid;
    else hi = mid;
  }
  cache.set(key, lo);
  return lo;
}

export function lagStroke(table: Table, level: AiLevel, rng: Rng, opts?: PhysicsOptions): LagStroke {
  const noise = LEVEL_PROFILES[level].noise;
  const speed = idealLagSpeed(table, opts) * (1 + gaussian(rng) * noise.speedFraction * 0.5);
  return { speed, angleDeg: gaussian(rng) * noise.directionDeg, tipY: 0 };
}
