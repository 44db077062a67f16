/**
 * Ball layouts for the synthetic photos, from play: a rack broken by the engine, then a few
 * random strokes of the cue ball, so the balls lie as they lie after real shots (clusters,
 * balls on the cushions). Some photos then get balls frozen together or against a cushion on
 * purpose, and a share of the balls taken off (later in a rack). Seeded: the same seed, the same
 * layout.
 */
import type { BallId, Rng, Vec2 } from "../../src/core/index.ts";
import { restingBall, startMatch } from "../../src/game/index.ts";
import {
  type BallState,
  makeTable,
  simulateShot,
  type Table,
  type TableSize,
} from "../../src/physics/index.ts";

export const R = 0.028575;

export interface Layout {
  readonly balls: { readonly id: BallId; readonly at: Vec2 }[];
  /** Pairs placed frozen together, and balls placed frozen to a cushion. */
  readonly frozenPairs: [BallId, BallId][];
  readonly onCushion: BallId[];
}

const onCloth = (b: BallState) => b.motion !== "pocketed" && b.motion !== "off";

/** `frozenCue`: the cue ball put frozen to the lowest ball (Piña's ball on, PC-FROZEN's case). */
export function playedLayout(size: TableSize, rng: Rng, frozenCue = false): Layout {
  const table = makeTable(size);
  const ft = Number.parseInt(size, 10);
  const m = startMatch({
    seed: `synth-${rng.int(1e9)}`,
    game: "bola8",
    players: ["A", "B"],
    settings: { tableSizeFt: ft },
  });
  if (!m.ok) throw new Error(m.error.message);
  const cueY = (rng.next() - 0.5) * table.width * 0.6;
  let balls: BallState[] = m.value.balls.map((b) =>
    b.id === 0 ? restingBall(0, table.headStringX, cueY) : b,
  );
  const strokes = 1 + rng.int(4);
  for (let s = 0; s < strokes; s++) {
    const isBreak = s === 0;
    const cue = balls.find((b) => b.id === 0)!;
    const aimAt = isBreak ? table.footSpot : randomSpot(table, rng);
    const direction =
      (Math.atan2(aimAt[1] - cue.r[1], aimAt[0] - cue.r[0]) * 180) / Math.PI + (rng.next() - 0.5) * 4;
    const speed = isBreak ? 6 + 3 * rng.next() : 0.8 + 3 * rng.next();
    const shot = simulateShot(table, balls, {
      speed,
      direction,
      tipX: 0,
      tipY: (rng.next() - 0.5) * 0.6,
      elevation: 0,
    });
    if (!shot.ok) break;
    balls = shot.value.final.filter(onCloth).map((b) => restingBall(b.id, b.r[0], b.r[1]));
    if (!balls.some((b) => b.id === 0)) balls.push(restingBall(0, ...freeSpot(table, balls, rng)));
  }
  // Later in a rack: some object balls already down.
  const keep = rng.next() < 0.4 ? 3 + rng.int(10) : balls.length;
  const objects = balls.filter((b) => b.id !== 0).sort(() => rng.next() - 0.5);
  balls = [balls.find((b) => b.id === 0)!, ...objects.slice(0, keep)];
  // Balls in a pocket's mouth are off the cloth a photo looks at: leave them out.
  balls = balls.filter(
    (b) => Math.abs(b.r[0]) <= table.length / 2 - R && Math.abs(b.r[1]) <= table.width / 2 - R,
  );
  const frozenPairs: [BallId, BallId][] = [];
  const onCushion: BallId[] = [];
  if (rng.next() < 0.5) freezeTogether(table, balls, rng, frozenPairs);
  if (rng.next() < 0.4) freezeToCushion(table, balls, rng, onCushion);
  if (frozenCue) freezeCueToBallOn(table, balls, rng, frozenPairs);
  return { balls: balls.map((b) => ({ id: b.id, at: [b.r[0], b.r[1]] })), frozenPairs, onCushion };
}

function randomSpot(t: Table, rng: Rng): Vec2 {
  return [(rng.next() - 0.5) * (t.length - 4 * R), (rng.next() - 0.5) * (t.width - 4 * R)];
}

function isFree(t: Table, balls: readonly BallState[], p: Vec2, except?: BallId): boolean {
  if (Math.abs(p[0]) > t.length / 2 - R || Math.abs(p[1]) > t.width / 2 - R) return false;
  return balls.every((b) => b.id === except || Math.hypot(b.r[0] - p[0], b.r[1] - p[1]) >= 2 * R);
}

function freeSpot(t: Table, balls: readonly BallState[], rng: Rng): Vec2 {
  for (;;) {
    const p = randomSpot(t, rng);
    if (isFree(t, balls, p)) return p;
  }
}

/** One ball moved to touch another (exactly 2R apart), in some free direction. */
function freezeTogether(t: Table, balls: BallState[], rng: Rng, pairs: [BallId, BallId][]): void {
  if (balls.length < 2) return;
  for (let tries = 0; tries < 40; tries++) {
    const a = balls[rng.int(balls.length)]!;
    const b = balls[rng.int(balls.length)]!;
    if (a.id === b.id) continue;
    const ang = rng.next() * 2 * Math.PI;
    const p: Vec2 = [b.r[0] + 2 * R * Math.cos(ang), b.r[1] + 2 * R * Math.sin(ang)];
    if (!isFree(t, balls, p, a.id)) continue;
    balls[balls.indexOf(a)] = restingBall(a.id, p[0], p[1]);
    pairs.push([a.id, b.id]);
    return;
  }
}

/** One ball moved against the nearest long or short cushion. */
function freezeToCushion(t: Table, balls: BallState[], rng: Rng, frozen: BallId[]): void {
  for (let tries = 0; tries < 40; tries++) {
    const a = balls[rng.int(balls.length)]!;
    const long = rng.next() < 0.6;
    const p: Vec2 = long
      ? [a.r[0] * 0.8, Math.sign(a.r[1] || 1) * (t.width / 2 - R)]
      : [Math.sign(a.r[0] || 1) * (t.length / 2 - R), a.r[1] * 0.8];
    if (!isFree(t, balls, p, a.id)) continue;
    balls[balls.indexOf(a)] = restingBall(a.id, p[0], p[1]);
    frozen.push(a.id);
    return;
  }
}

/** The cue ball moved to touch the lowest-numbered ball. */
function freezeCueToBallOn(t: Table, balls: BallState[], rng: Rng, pairs: [BallId, BallId][]): void {
  const on = balls.filter((b) => b.id !== 0).sort((a, b) => a.id - b.id)[0];
  const cue = balls.find((b) => b.id === 0);
  if (!on || !cue) return;
  for (let tries = 0; tries < 60; tries++) {
    const ang = rng.next() * 2 * Math.PI;
    const p: Vec2 = [on.r[0] + 2 * R * Math.cos(ang), on.r[1] + 2 * R * Math.sin(ang)];
    if (!isFree(t, balls, p, 0)) continue;
    balls[balls.indexOf(cue)] = restingBall(0, p[0], p[1]);
    pairs.push([0, on.id]);
    return;
  }
}
