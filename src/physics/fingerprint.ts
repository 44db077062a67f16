/**
 * A fingerprint of the engine's behaviour: fixed shots simulated with the default options,
 * hashed to the last bit, so saved matches can say which engine played them with no version
 * number to remember to bump. A change to the physics changes it when it moves a ball in one of
 * these shots: a full break, and a graze into a cluster (the cue ball sliding past a ball with
 * another behind it, which the full break does not meet: b6b33f4 changed how that one ends and
 * left the break as it was). A change that moves no ball in either goes unseen.
 */
import type { BallId } from "../core/index.ts";
import { DEFAULT_PHYSICS_OPTIONS } from "./options.ts";
import { simulateFromStates, simulateShot } from "./simulate.ts";
import { makeTable } from "./table.ts";
import type { BallState } from "./types.ts";

let memo: string | null = null;

export function engineFingerprint(): string {
  if (memo !== null) return memo;
  const table = makeTable("9ft");
  const R = DEFAULT_PHYSICS_OPTIONS.ball.radius;
  const gap = 2 * R + 1e-5;
  const balls: BallState[] = [at(0, table.headStringX, 0.05, R)];
  let id = 1;
  // A 15-ball triangle with its apex on the foot spot, rows 1–5 toward the foot cushion.
  for (let row = 0; row < 5; row++) {
    for (let k = 0; k <= row; k++) {
      const x = table.footSpot[0] + row * gap * (Math.sqrt(3) / 2);
      const y = (k - row / 2) * gap;
      balls.push(at(id++ as BallId, x, y, R));
    }
  }
  const r = simulateShot(table, balls, { speed: 8, direction: -1, tipX: 0.1, tipY: 0.2, elevation: 0 });
  const graze = simulateFromStates(table, grazeIntoCluster(R));
  memo = fnv1a([r, graze].map(said).join("|"));
  return memo;
}

/**
 * From a 7 ft break: the cue ball at 7.9 m/s, 2 mm before it meets the 13 (the 8 close behind)
 * with 2 m/s of it, sliding past. Before b6b33f4: 6,943 events; since: 23 (collide/cluster.test.ts).
 */
export function grazeIntoCluster(R: number): BallState[] {
  return [
    { ...at(0, 0.40445, 0.06886, R), v: [7.04, 3.71, 0], motion: "sliding" },
    at(13, 0.44581, 0.02858, R),
    at(8, 0.4948, -0.0012, R),
  ];
}

/** A shot's outcome as the fingerprint hashes it. */
function said(r: ReturnType<typeof simulateShot>): string {
  return r.ok
    ? JSON.stringify([
        r.value.events.length,
        r.value.duration,
        r.value.final.map((b) => [b.id, b.motion, ...b.r]),
      ])
    : `error:${r.error.code}`;
}

const at = (id: BallId, x: number, y: number, R: number): BallState => ({
  id,
  r: [x, y, R],
  v: [0, 0, 0],
  w: [0, 0, 0],
  motion: "stationary",
});

/** 64-bit FNV-1a as two 32-bit halves, printed in hex. */
function fnv1a(text: string): string {
  let h1 = 0x811c9dc5;
  let h2 = 0x01000193;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 16777619) >>> 0;
    h2 = Math.imul(h2 ^ c ^ (h1 >>> 13), 2246822507) >>> 0;
  }
  return h1.toString(16).padStart(8, "0") + h2.toString(16).padStart(8, "0");
}
