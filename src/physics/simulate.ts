/**
 * The event-based shot simulation: find the next event, move the balls it involves to it,
 * resolve it, record it, and recompute only the event times that involve those balls.
 *
 * Every ball keeps its current segment (state at t0, closed-form motion until its own
 * transition), so a ball not involved in an event is never touched and cached times stay
 * exact. Cached times: one per pair of balls, one "solo" per ball (its next transition,
 * landing, cushion, pocket or rail-edge crossing). The next event is a scan for the smallest;
 * ties go to the first in a fixed order, so the event list is the same on every run.
 */

import { err, ok, type Result, type Vec3 } from "../core/index.ts";
import { FROZEN_GAP } from "./detect-ball-ball.ts";
import { V_HOP } from "./land.ts";
import { settle } from "./motion.ts";
import { DEFAULT_PHYSICS_OPTIONS } from "./options.ts";
import { nextEvent, refreshPairs, resolvePair } from "./shot-pairs.ts";
import { computeSolo, resolveSolo } from "./shot-solo.ts";
import {
  classify,
  GONE,
  newShot,
  ON_RAIL,
  ON_TABLE,
  releaseWorkspace,
  type Shot,
  setState,
} from "./shot-state.ts";
import { cueBallFromVelocities, strikeCueBall } from "./strike.ts";
import { isOnPlayingSurface } from "./surface.ts";
import type {
  BallState,
  PhysicsEvent,
  PhysicsOptions,
  ShotResult,
  SimulationError,
  Strike,
  Table,
} from "./types.ts";

/** How the cue ball is set moving: a cue strike, or its velocities right after the hit. */
export type CueInput = Strike | { readonly kind: "velocities"; readonly v: Vec3; readonly w: Vec3 };

/** Simulates a shot from balls at rest: the strike (or given velocities) sets ball 0 moving. */
export function simulateShot(
  table: Table,
  balls: readonly BallState[],
  cue: CueInput,
  opts: PhysicsOptions = DEFAULT_PHYSICS_OPTIONS,
): Result<ShotResult, SimulationError> {
  const bad = validateLayout(table, balls, opts);
  if (bad !== undefined) return err({ code: "invalid-input", message: bad });
  const ci = balls.findIndex((b) => b.id === 0);
  const cueBall = balls[ci];
  if (cueBall === undefined || cueBall.motion === "pocketed" || cueBall.motion === "off") {
    return err({ code: "invalid-input", message: "the cue ball (id 0) is not on the table" });
  }
  const hit =
    "kind" in cue ? cueBallFromVelocities(cueBall, cue.v, cue.w, opts) : strikeCueBall(cueBall, cue, opts);
  if (!hit.r.every(Number.isFinite) || !hit.v.every(Number.isFinite) || !hit.w.every(Number.isFinite)) {
    return err({ code: "invalid-input", message: "the strike gives a cue ball state that is not finite" });
  }
  const start = balls.map((b, i) => (i === ci ? hit : b));
  const first: PhysicsEvent[] = [{ t: 0, kind: "strike", ball: 0 }];
  return run(table, start, opts, first);
}

/** Simulates from given states (after the strike), as the bench does with pooltool's. */
export function simulateFromStates(
  table: Table,
  balls: readonly BallState[],
  opts: PhysicsOptions = DEFAULT_PHYSICS_OPTIONS,
): Result<ShotResult, SimulationError> {
  const bad = validateLayout(table, balls, opts);
  if (bad !== undefined) return err({ code: "invalid-input", message: bad });
  return run(table, balls, opts, []);
}

/** A reason the layout cannot be simulated, or undefined. */
function validateLayout(table: Table, balls: readonly BallState[], opts: PhysicsOptions): string | undefined {
  const R = opts.ball.radius;
  // Centres of the balls on the table into a flat array on the way: the pair loop below reads
  // each one n times, and a read through the state objects costs more than the comparison.
  const n = balls.length;
  if (layoutIndex.length < n) {
    layoutScratch = new Float64Array(3 * n);
    layoutIndex = new Int32Array(n);
  }
  const c = layoutScratch;
  const idx = layoutIndex;
  let m = 0;
  // Ids 0–31 in a bit mask (a Set costs more than the rest of this check), others in a Set.
  let seenMask = 0;
  let seen: Set<number> | undefined;
  for (let i = 0; i < n; i++) {
    const b = balls[i]!;
    const id = b.id;
    if (id >= 0 && id < 32 && Number.isInteger(id)) {
      const bit = 1 << id;
      if ((seenMask & bit) !== 0) return `ball ${id} appears twice`;
      seenMask |= bit;
    } else {
      seen ??= new Set();
      if (seen.has(id)) return `ball ${id} appears twice`;
      seen.add(id);
    }
    if (!allFinite(b)) return `ball ${b.id} has a value that is not finite`;
    if (b.motion === "pocketed" || b.motion === "off") continue;
    const r = b.r;
    if (!isOnPlayingSurface(table, r[0], r[1], R)) return `ball ${b.id} is not on the cloth`;
    c[3 * m] = r[0];
    c[3 * m + 1] = r[1];
    c[3 * m + 2] = r[2];
    idx[m++] = i;
  }
  const minD2 = (2 * R - FROZEN_GAP) * (2 * R - FROZEN_GAP);
  for (let a = 0; a < m; a++) {
    const ax = c[3 * a]!;
    const ay = c[3 * a + 1]!;
    const az = c[3 * a + 2]!;
    for (let b = a + 1; b < m; b++) {
      const dx = ax - c[3 * b]!;
      const dy = ay - c[3 * b + 1]!;
      const dz = az - c[3 * b + 2]!;
      const d2 = dx * dx + dy * dy + dz * dz;
      if (d2 >= minD2) continue;
      const gap = Math.sqrt(d2) - 2 * R;
      if (gap < -FROZEN_GAP) {
        return `balls ${balls[idx[a]!]!.id} and ${balls[idx[b]!]!.id} overlap by ${(-gap * 1000).toFixed(4)} mm`;
      }
    }
  }
  return undefined;
}

/** validateLayout's scratch: the centres of the balls on the table and their indices. */
let layoutScratch = new Float64Array(48);
let layoutIndex = new Int32Array(16);

function run(
  table: Table,
  initial: readonly BallState[],
  opts: PhysicsOptions,
  events: PhysicsEvent[],
): Result<ShotResult, SimulationError> {
  const p = opts.ball;
  const n = initial.length;
  const shot = newShot(table, n, opts, events);
  const { region, soloT, rowMinT, rowMinJ, still, fresh } = shot.w;

  // Start: every ball settled on the cloth (or in the air), every event time computed.
  for (let i = 0; i < n; i++) {
    const s = initial[i]!;
    if (s.motion === "pocketed" || s.motion === "off") {
      region[i] = GONE;
      setState(shot, i, s, 0);
      continue;
    }
    region[i] = ON_TABLE;
    const start = s.motion === "airborne" || s.v[2] > V_HOP ? classify(shot, i, s) : settle(s, p);
    setState(shot, i, start, 0);
    if (start.motion === "airborne") events.push({ t: 0, kind: "airborne", ball: start.id });
  }
  for (let i = 0; i < n; i++) computeSolo(shot, i, 0);
  // Pairs of two balls at rest never meet: only the moving balls' rows need computing (the
  // table starts all Infinity, which is what the others hold).
  for (let i = 0; i < n; i++) if (still[i] === 0) refreshPairs(shot.w, n, i, 0, shot.R);
  fresh.fill(0, 0, n);

  let now = 0;
  const limit = opts.maxEvents;
  for (;;) {
    const next = nextEvent(soloT, rowMinT, n);
    if (next < 0) break;
    const bi = next < n ? next : next - n;
    const bj = next < n ? -1 : rowMinJ[bi]!;
    const best = next < n ? soloT[bi]! : rowMinT[bi]!;
    if (events.length >= limit) {
      releaseWorkspace(shot);
      return err({ code: "too-many-events", limit, events });
    }
    now = best;
    if (bj >= 0) {
      const cluster = resolvePair(shot, bi, bj, now);
      if (cluster !== undefined) {
        for (const i of cluster) refresh(shot, i, now);
        for (const i of cluster) fresh[i] = 0;
      } else {
        refresh(shot, bi, now);
        refresh(shot, bj, now);
        fresh[bi] = 0;
        fresh[bj] = 0;
      }
      continue;
    }
    resolveSolo(shot, bi, now);
    refresh(shot, bi, now);
    fresh[bi] = 0;
  }

  const states = shot.states;
  const final = states.map((s, i) =>
    region[i] === ON_RAIL && s.motion !== "pocketed" ? { ...s, motion: "off" as const } : s,
  );
  releaseWorkspace(shot);
  return ok({ events, final, segments: shot.segments, duration: now, ball: p });
}

/** Recomputes everything that involves ball i, after its segment changed at `now`. */
function refresh(shot: Shot, i: number, now: number): void {
  computeSolo(shot, i, now);
  refreshPairs(shot.w, shot.n, i, now, shot.R);
}

const allFinite = (b: BallState): boolean =>
  Number.isFinite(b.r[0] + b.r[1] + b.r[2] + b.v[0] + b.v[1] + b.v[2] + b.w[0] + b.w[1] + b.w[2]);
