/**
 * A fixed set of random shots for checking that a change to the engine's numerics (not its
 * physics) leaves results where they were: a cue ball alone, with one object ball, or with
 * two, at random places, speeds, directions and tip offsets on a 9 ft table, with the default
 * (literature) models. Few balls on purpose: with a full rack, differences far below any
 * model's accuracy grow through the chain of collisions until a shot takes another course, so
 * a full rack tests chaos rather than the change. `npm run golden` writes golden.json.
 */
import { type BallId, makeRng } from "../../src/core/index.ts";
import { DEFAULT_PHYSICS_OPTIONS } from "../../src/physics/options.ts";
import { simulateShot } from "../../src/physics/simulate.ts";
import { makeTable } from "../../src/physics/table.ts";
import type { BallState, PhysicsEvent, Strike } from "../../src/physics/types.ts";

export const GOLDEN_SHOT_COUNT = 60;

export interface GoldenShot {
  /** Events as "kind:agents" (ball ids, cushion or pocket). */
  readonly events: readonly string[];
  /** Final [id, motion, x, y] per ball, metres. */
  readonly final: readonly (readonly [number, string, number, number])[];
}

const table = makeTable("9ft");
const R = DEFAULT_PHYSICS_OPTIONS.ball.radius;

function layout(rng: ReturnType<typeof makeRng>, count: number): BallState[] {
  const balls: BallState[] = [];
  const hx = table.length / 2 - R - 0.01;
  const hy = table.width / 2 - R - 0.01;
  while (balls.length < count) {
    const x = (2 * rng.next() - 1) * hx;
    const y = (2 * rng.next() - 1) * hy;
    if (balls.some((b) => Math.hypot(b.r[0] - x, b.r[1] - y) < 2 * R + 0.01)) continue;
    balls.push({
      id: balls.length as BallId,
      r: [x, y, R],
      v: [0, 0, 0],
      w: [0, 0, 0],
      motion: "stationary",
    });
  }
  return balls;
}

/** The i-th golden shot's layout and strike (the same on every run). */
export function goldenShot(i: number): { balls: BallState[]; strike: Strike } {
  const rng = makeRng(`golden-${i}`);
  const balls = layout(rng, 1 + (i % 3));
  const cue = balls[0]!;
  // Aim at an object ball two times in three when there is one, else anywhere.
  const target = balls.length > 1 && rng.next() < 0.67 ? balls[1]! : undefined;
  const direction = target
    ? (Math.atan2(target.r[1] - cue.r[1], target.r[0] - cue.r[0]) * 180) / Math.PI + (rng.next() - 0.5) * 6
    : rng.next() * 360 - 180;
  const strike: Strike = {
    speed: 0.5 + rng.next() * 6.5,
    direction,
    tipX: (rng.next() - 0.5) * 0.8,
    tipY: (rng.next() - 0.5) * 0.8,
    elevation: 0,
  };
  return { balls, strike };
}

const agents = (e: PhysicsEvent): string => {
  switch (e.kind) {
    case "ball-ball":
      return `${e.a}-${e.b}`;
    case "ball-cushion":
      return `${e.ball}-${e.cushion}${e.pocket ? `-${e.pocket}` : ""}`;
    case "ball-pocket":
      return `${e.ball}-${e.pocket}`;
    case "landing":
      return `${e.ball}-${e.on}`;
    default:
      return `${e.ball}`;
  }
};

export function runGoldenShot(i: number): GoldenShot {
  const { balls, strike } = goldenShot(i);
  const r = simulateShot(table, balls, strike, DEFAULT_PHYSICS_OPTIONS);
  if (!r.ok) throw new Error(`golden shot ${i}: ${r.error.code}`);
  return {
    events: r.value.events.map((e) => `${e.kind}:${agents(e)}`),
    final: r.value.final.map((b) => [b.id, b.motion, b.r[0], b.r[1]] as const),
  };
}
