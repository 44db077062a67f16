/**
 * Cushion hits for judging the mathavan2010 integration against its converged answer: the 200
 * recorded hits (cushion-impacts.json, met in pooltool's 100 reference shots) and random hits
 * over a wider range (0.1–6 m/s, up to 85° from square, follow and draw beyond rolling, side
 * spin, the nose a little above or below its usual height).
 */
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { makeRng, type Vec2 } from "../../src/core/index.ts";
import { DEFAULT_PHYSICS_OPTIONS } from "../../src/physics/options.ts";
import type { BallState } from "../../src/physics/types.ts";

export interface CushionHit {
  readonly ball: BallState;
  readonly normal: Vec2;
  readonly height: number;
}

const here = dirname(fileURLToPath(import.meta.url));
const R = DEFAULT_PHYSICS_OPTIONS.ball.radius;

/** The 200 recorded hits' inputs. */
export function recordedHits(): CushionHit[] {
  const file = JSON.parse(readFileSync(join(here, "cushion-impacts.json"), "utf8")) as {
    impacts: {
      in: { v: number[]; w: number[]; motion: BallState["motion"]; normal: [number, number]; height: number };
    }[];
  };
  return file.impacts.map(({ in: x }) => ({
    ball: { id: 0, r: [0, 0, R], v: x.v as never, w: x.w as never, motion: x.motion } as BallState,
    normal: x.normal,
    height: x.height,
  }));
}

/** `count` random hits on the cloth, the same ones every time. */
export function randomHits(count: number): CushionHit[] {
  const rng = makeRng("cushion-hits");
  const hits: CushionHit[] = [];
  for (let i = 0; i < count; i++) {
    // The cushion's normal points into the table along +x; the ball comes from +x toward it.
    const speed = 0.1 + 5.9 * rng.next() * rng.next();
    const angle = (rng.next() - 0.5) * 2 * 1.48;
    const vx = -speed * Math.cos(angle);
    const vy = speed * Math.sin(angle);
    // Rolling spin is (−vy, vx)/R; scaled for draw (< 0) to over-follow (> 1), plus side spin.
    const roll = -0.5 + 2 * rng.next();
    const side = (rng.next() - 0.5) * 2 * (speed / R);
    const rolling = roll === 1 && side === 0;
    hits.push({
      ball: {
        id: 0,
        r: [0, 0, R],
        v: [vx, vy, 0],
        w: [(-vy * roll) / R, (vx * roll) / R, side],
        motion: rolling ? "rolling" : "sliding",
      } as BallState,
      normal: [1, 0],
      height: 0.036576 + (rng.next() - 0.5) * 0.004,
    });
  }
  return hits;
}
