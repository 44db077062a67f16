/**
 * The state of one simulation in progress (simulate.ts's event loop): every ball's current
 * segment, in flat typed arrays kept between calls, and the helpers that start a segment or read
 * one. Module functions with the shot as an argument, not closures made anew for each shot: a
 * shot of a few dozen events spent a noticeable part of its time creating them.
 */

import { type CushionWorkspace, newCushionWorkspace } from "./collide/mathavan2010.ts";
import { type Targets, targetsOf } from "./detect-targets.ts";
import { BOX_STRIDE, TRAJ_STRIDE, writePathBox, writeTrajectory } from "./detect-trajectory.ts";
import { V_HOP } from "./land.ts";
import { ballState, evolve, landingTime, settle, transitionTime } from "./motion.ts";
import type { BallParams, BallSegment, BallState, PhysicsEvent, PhysicsOptions, Table } from "./types.ts";

export const INF = Number.POSITIVE_INFINITY;

/** Where a ball is: over the playing area (cloth, pockets), over a rail top, or gone. */
export const ON_TABLE = 0;
export const ON_RAIL = 1;
export const GONE = 2;

/**
 * The event loop's flat arrays, and the cushion model's working state: one simulation's own,
 * from its start to its end.
 */
export interface Workspace {
  readonly n: number;
  readonly region: Int8Array;
  readonly t0: Float64Array;
  readonly tEnd: Float64Array;
  readonly traj: Float64Array;
  readonly soloT: Float64Array;
  readonly soloKind: Int8Array;
  readonly soloIdx: Int32Array;
  /** Pair times, symmetric (row i holds ball i's pairs), and each row's earliest entry. */
  readonly pairT: Float64Array;
  readonly rowMinT: Float64Array;
  readonly rowMinJ: Int32Array;
  readonly still: Uint8Array;
  /**
   * 1 for a ball whose pairs were all computed at the current event's time, after every segment
   * the event changed had started: refreshPairs skips its pair with such a ball, whose time it
   * would compute again from the same paths, bit for bit. Cleared when the event is done.
   */
  readonly fresh: Uint8Array;
  readonly S: Float64Array;
  readonly box: Float64Array;
  /**
   * Rattles: the pocket (index + 1; 0 none) whose point ball i touched at the rattle speed since
   * its last contact elsewhere, and how many times it has come back out of that pocket's hole.
   */
  readonly rattlePocket: Int8Array;
  readonly rattles: Int8Array;
  /** shot-solo's targetsFrom's answer: the kind of target it found (or none) and its index. */
  readonly found: Int32Array;
  /** The state a cushion impact is integrated in (mathavan2010). */
  readonly cushion: CushionWorkspace;
}

/**
 * A workspace no simulation is using, kept for the next one: allocating a dozen typed arrays per
 * shot costs more than a short shot's events. A simulation takes it at its start and gives it
 * back at its end (releaseWorkspace), so no two simulations ever share one: one started while
 * another runs, or after one that ended in an exception, gets a workspace of its own.
 */
let spare: Workspace | undefined;

/** A workspace for n balls, the spare one if it is free and large enough. */
function takeWorkspace(n: number): Workspace {
  const w = spare;
  if (w !== undefined && w.n >= n) {
    spare = undefined;
    return w;
  }
  const m = Math.max(n, 16);
  return {
    n: m,
    region: new Int8Array(m),
    t0: new Float64Array(m),
    tEnd: new Float64Array(m),
    traj: new Float64Array(m * TRAJ_STRIDE),
    soloT: new Float64Array(m),
    soloKind: new Int8Array(m),
    soloIdx: new Int32Array(m),
    pairT: new Float64Array(m * m),
    rowMinT: new Float64Array(m),
    rowMinJ: new Int32Array(m),
    still: new Uint8Array(m),
    fresh: new Uint8Array(m),
    rattlePocket: new Int8Array(m),
    rattles: new Int8Array(m),
    S: new Float64Array(9),
    box: new Float64Array(m * BOX_STRIDE),
    found: new Int32Array(2),
    cushion: newCushionWorkspace(),
  };
}

/** Gives a finished shot's workspace back for the next simulation (the larger one is kept). */
export function releaseWorkspace(shot: Shot): void {
  if (spare === undefined || spare.n < shot.w.n) spare = shot.w;
}

/** One shot being simulated. */
export interface Shot {
  readonly w: Workspace;
  readonly table: Table;
  readonly opts: PhysicsOptions;
  readonly p: BallParams;
  readonly R: number;
  readonly n: number;
  /** Half the playing area's length and width, and the rails' outer edges. */
  readonly hx: number;
  readonly hy: number;
  readonly outerX: number;
  readonly outerY: number;
  /** Height of a ball centre resting on a rail top. */
  readonly railTopZ: number;
  readonly targets: Targets;
  readonly states: BallState[];
  readonly segments: BallSegment[][];
  readonly events: PhysicsEvent[];
}

/**
 * A shot with n balls and nothing computed yet: no pair times, no segments. Its workspace is its
 * own until releaseWorkspace.
 */
export function newShot(table: Table, n: number, opts: PhysicsOptions, events: PhysicsEvent[]): Shot {
  const p = opts.ball;
  const R = p.radius;
  const w = takeWorkspace(n);
  w.pairT.fill(INF, 0, n * n);
  w.rowMinT.fill(INF, 0, n);
  w.rowMinJ.fill(-1, 0, n);
  w.fresh.fill(0, 0, n);
  w.rattlePocket.fill(0, 0, n);
  w.rattles.fill(0, 0, n);
  const segments: BallSegment[][] = new Array(n);
  for (let i = 0; i < n; i++) segments[i] = [];
  const hx = table.length / 2;
  const hy = table.width / 2;
  return {
    w,
    table,
    opts,
    p,
    R,
    n,
    hx,
    hy,
    outerX: hx + table.railWidth,
    outerY: hy + table.railWidth,
    railTopZ: table.railTopHeight + R,
    targets: targetsOf(table, R),
    states: new Array(n),
    segments,
    events,
  };
}

/** Height of ball i's centre when it rests on the surface under it. */
export function surfaceZ(shot: Shot, i: number): number {
  return shot.w.region[i] === ON_RAIL ? shot.railTopZ : shot.R;
}

/** Starts a new segment for ball i at time t. */
export function setState(shot: Shot, i: number, s: BallState, t: number): void {
  const w = shot.w;
  const p = shot.p;
  const region = w.region;
  const tEnd = w.tEnd;
  shot.states[i] = s;
  w.t0[i] = t;
  writeTrajectory(w.traj, i, s, p);
  if (s.motion === "airborne") tEnd[i] = t + landingTime(s, surfaceZ(shot, i), p.g);
  else if (region[i] === GONE) tEnd[i] = INF;
  else tEnd[i] = t + transitionTime(s, p);
  writePathBox(w.traj, i, tEnd[i]! - t, w.box);
  w.still[i] = s.motion === "stationary" || s.motion === "spinning" || region[i] === GONE ? 1 : 0;
  shot.segments[i]!.push({ t0: t, state: s });
}

/** A ball leaving a collision: in the air if it rises off its surface, else settled on it. */
export function classify(shot: Shot, i: number, s: BallState): BallState {
  const z = surfaceZ(shot, i);
  if (s.motion === "airborne" && s.r[2] > z + 1e-9) return ballState(s.id, s.r, s.v, s.w, "airborne");
  if (s.v[2] > V_HOP) return ballState(s.id, [s.r[0], s.r[1], Math.max(s.r[2], z)], s.v, s.w, "airborne");
  return settle(ballState(s.id, [s.r[0], s.r[1], z], s.v, s.w, s.motion), shot.p);
}

/** Ball i's state at time t (within its segment). */
export function stateAt(shot: Shot, i: number, t: number): BallState {
  return evolve(shot.states[i]!, t - shot.w.t0[i]!, shot.p);
}

/** Ball i's centre (x, y) at time t, from its path (no allocation). */
export function posAt(w: Workspace, i: number, t: number, axis: 0 | 1): number {
  const traj = w.traj;
  const o = i * TRAJ_STRIDE;
  const tau = t - w.t0[i]!;
  return traj[o + axis]! + tau * (traj[o + 3 + axis]! + tau * traj[o + 6 + axis]!);
}

export function onCloth(shot: Shot, i: number): boolean {
  return shot.w.region[i] === ON_TABLE && shot.states[i]!.motion !== "airborne";
}
