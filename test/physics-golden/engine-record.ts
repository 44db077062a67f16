/**
 * A record of the engine's answers, for checking a change to its speed against the engine as
 * it was: the 200 recorded cushion hits under mathavan2010, the 60 golden shots under the
 * default models, and golden shots plus full-rack breaks with the default models but han2005
 * cushions (everything but the cushion integration), every event time and final position to
 * the last bit. engine-6dbe117.json was written by this file at commit 6dbe117, before the
 * speed work of issue 11 item 7:
 *   node bin/run-ts.js test/physics-golden/engine-record.ts > test/physics-golden/engine-6dbe117.json
 * speed-work.test.ts compares today's engine with it.
 */
import { fileURLToPath } from "node:url";
import { type BallId, makeRng } from "../../src/core/index.ts";
import { mathavan2010 } from "../../src/physics/collide/mathavan2010.ts";
import { DEFAULT_PHYSICS_OPTIONS } from "../../src/physics/options.ts";
import { simulateShot } from "../../src/physics/simulate.ts";
import { makeTable } from "../../src/physics/table.ts";
import type { BallState, PhysicsOptions, ShotResult, Strike } from "../../src/physics/types.ts";
import { recordedHits } from "./cushion-hits.ts";
import { GOLDEN_SHOT_COUNT, goldenShot, runGoldenShot } from "./shots.ts";

/** The default models with han2005 cushions: the event loop and the other models as they are. */
export const HAN_OPTIONS: PhysicsOptions = { ...DEFAULT_PHYSICS_OPTIONS, cushion: "han2005" };
/** Golden shots recorded exactly under HAN_OPTIONS (every other one), and full-rack breaks. */
export const EXACT_GOLDEN = Array.from({ length: GOLDEN_SHOT_COUNT / 2 }, (_, k) => 2 * k);
export const RACK_SHOTS = 4;

const table = makeTable("9ft");
const R = DEFAULT_PHYSICS_OPTIONS.ball.radius;

export interface RecordedImpact {
  readonly v: readonly number[];
  readonly w: readonly number[];
  readonly motion: string;
}

/** The 200 recorded cushion hits (cushion-impacts.json's inputs) through mathavan2010 as it is. */
export function recordImpacts(): RecordedImpact[] {
  return recordedHits().map((h) => {
    const out = mathavan2010(h.ball, h.normal, h.height, DEFAULT_PHYSICS_OPTIONS);
    return { v: [...out.v], w: [...out.w], motion: out.motion };
  });
}

/** A full rack (apex on the foot spot, 10 µm gaps) broken from a random place behind the head string. */
export function rackShot(i: number): { balls: BallState[]; strike: Strike } {
  const rng = makeRng(`speed-rack-${i}`);
  const gap = 2 * R + 1e-5;
  const at = (id: number, x: number, y: number): BallState => ({
    id: id as BallId,
    r: [x, y, R],
    v: [0, 0, 0],
    w: [0, 0, 0],
    motion: "stationary",
  });
  const cue = at(0, table.headStringX - 0.2 * rng.next(), (rng.next() - 0.5) * 0.6);
  const balls = [cue];
  let id = 1;
  for (let row = 0; row < 5; row++) {
    for (let k = 0; k <= row; k++) {
      balls.push(at(id++, table.footSpot[0] + row * gap * (Math.sqrt(3) / 2), (k - row / 2) * gap));
    }
  }
  const aim = Math.atan2(table.footSpot[1] - cue.r[1], table.footSpot[0] - cue.r[0]);
  const strike: Strike = {
    speed: 4 + 5 * rng.next(),
    direction: (aim * 180) / Math.PI + (rng.next() - 0.5) * 2,
    tipX: (rng.next() - 0.5) * 0.4,
    tipY: (rng.next() - 0.5) * 0.6,
    elevation: 0,
  };
  return { balls, strike };
}

/** Every event's time and kind with its agents, and each ball's final state, as plain numbers. */
export function exactly(r: ShotResult): { events: unknown[][]; final: unknown[][] } {
  return {
    events: r.events.map((e) => [e.t, ...Object.values(e).slice(1)]),
    final: r.final.map((b) => [b.id, b.motion, ...b.r, ...b.v, ...b.w]),
  };
}

function exactShot(s: { balls: BallState[]; strike: Strike }, label: string) {
  const r = simulateShot(table, s.balls, s.strike, HAN_OPTIONS);
  if (!r.ok) throw new Error(`${label}: ${r.error.code}`);
  return exactly(r.value);
}

export function recordEngine() {
  return {
    impacts: recordImpacts(),
    golden: Array.from({ length: GOLDEN_SHOT_COUNT }, (_, i) => runGoldenShot(i)),
    hanGolden: EXACT_GOLDEN.map((i) => exactShot(goldenShot(i), `golden ${i}`)),
    hanRacks: Array.from({ length: RACK_SHOTS }, (_, i) => exactShot(rackShot(i), `rack ${i}`)),
  };
}

/** One rack shot's record as the engine gives it now, for a revision (engine-revisions.json). */
export const recordRack = (i: number) => exactShot(rackShot(i), `rack ${i}`);

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  // `--rack N`: only that rack shot's record (a revision's); otherwise the whole record.
  const k = process.argv.indexOf("--rack");
  const out = k > 0 ? recordRack(Number(process.argv[k + 1])) : recordEngine();
  process.stdout.write(`${JSON.stringify(out)}\n`);
}
