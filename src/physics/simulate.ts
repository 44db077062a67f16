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

import { err, ok, type PocketId, type Result, type Vec3 } from "../core/index.ts";
import { resolveBallBall } from "./collide/ballBall.ts";
import { CLUSTER_GAP, resolveCluster } from "./collide/cluster.ts";
import { resolveBallCushion } from "./collide/cushion.ts";
import { ballBallContactTime, FROZEN_GAP } from "./detect-ball-ball.ts";
import { circularCushionTime, linearCushionTime } from "./detect-cushion.ts";
import { pocketTime } from "./detect-pocket.ts";
import { coordAt, lineEntryTime, lineExitTime } from "./detect-region.ts";
import { candidatesOf, targetsOf } from "./detect-targets.ts";
import {
  BOX_STRIDE,
  shiftedTrajectory,
  TRAJ_STRIDE,
  writePathBox,
  writeTrajectory,
} from "./detect-trajectory.ts";
import { bounce, V_HOP } from "./land.ts";
import { afterTransition, ballState, evolve, landingTime, settle, transitionTime } from "./motion.ts";
import { DEFAULT_PHYSICS_OPTIONS } from "./options.ts";
import { resolvePush, V_REST } from "./push.ts";
import { cueBallFromVelocities, strikeCueBall } from "./strike.ts";
import { isOnPlayingSurface } from "./surface.ts";
import type {
  BallSegment,
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

const INF = Number.POSITIVE_INFINITY;

/** The rail on each side of the playing area: [axis][sign > 0 ? 0 : 1] (x toward the foot, y to the left). */
const RAIL_OF = [
  ["foot", "head"],
  ["left", "right"],
] as const;

/** Where a ball is: over the playing area (cloth, pockets), over a rail top, or gone. */
const ON_TABLE = 0;
const ON_RAIL = 1;
const GONE = 2;

const SOLO_NONE = -1;
const SOLO_TRANSITION = 0;
const SOLO_LAND = 1;
const SOLO_LINEAR = 2;
const SOLO_CIRCULAR = 3;
const SOLO_POCKET = 4;
const SOLO_OVER_RAIL = 5;
const SOLO_OFF = 6;
const SOLO_BACK_IN = 7;

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
  // Ids 0–31 in a bit mask (a Set costs more than the rest of this check), others in a Set.
  let seenMask = 0;
  let seen: Set<number> | undefined;
  for (const b of balls) {
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
    if (!isOnPlayingSurface(table, b.r[0], b.r[1], R)) return `ball ${b.id} is not on the cloth`;
  }
  const minD2 = (2 * R - FROZEN_GAP) * (2 * R - FROZEN_GAP);
  // Centres of the balls on the table into a flat array first: the pair loop below reads each
  // one n times, and a read through the state objects costs more than the comparison.
  const n = balls.length;
  if (layoutIndex.length < n) {
    layoutScratch = new Float64Array(3 * n);
    layoutIndex = new Int32Array(n);
  }
  const c = layoutScratch;
  const idx = layoutIndex;
  let m = 0;
  for (let i = 0; i < n; i++) {
    const b = balls[i]!;
    if (b.motion === "pocketed" || b.motion === "off") continue;
    c[3 * m] = b.r[0];
    c[3 * m + 1] = b.r[1];
    c[3 * m + 2] = b.r[2];
    idx[m++] = i;
  }
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
  const R = p.radius;
  const n = initial.length;
  const hx = table.length / 2;
  const hy = table.width / 2;
  const outerX = hx + table.railWidth;
  const outerY = hy + table.railWidth;
  const railTopZ = table.railTopHeight + R;
  const targets = targetsOf(table, R);
  const spans = targets.spans;
  const lin = table.cushions;
  const circ = table.jaws;
  const pockets = table.pockets;

  const states: BallState[] = new Array(n);
  const w = workspaceFor(n);
  const { region, t0, tEnd, traj, soloT, soloKind, soloIdx, pairT, rowMinT, rowMinJ, still, S, box } = w;
  pairT.fill(INF, 0, n * n);
  rowMinT.fill(INF, 0, n);
  rowMinJ.fill(-1, 0, n);
  const segments: BallSegment[][] = initial.map(() => []);
  // Bounding rectangles (x0, x1, y0, y1) of what a ball centre must reach to touch each target.
  const nLin = targets.nLinear;
  const nCirc = targets.nCircular;
  const targetRect = targets.rect;
  const candidates = targets.scratch;

  const surfaceZ = (i: number): number => (region[i] === ON_RAIL ? railTopZ : R);

  /** Starts a new segment for ball i at time t. */
  const setState = (i: number, s: BallState, t: number): void => {
    states[i] = s;
    t0[i] = t;
    writeTrajectory(traj, i, s, p);
    if (s.motion === "airborne") tEnd[i] = t + landingTime(s, surfaceZ(i), p.g);
    else if (region[i] === GONE) tEnd[i] = INF;
    else tEnd[i] = t + transitionTime(s, p);
    writePathBox(traj, i, tEnd[i]! - t, box);
    still[i] = s.motion === "stationary" || s.motion === "spinning" || region[i] === GONE ? 1 : 0;
    segments[i]!.push({ t0: t, state: s });
  };

  /** A ball leaving a collision: in the air if it rises off its surface, else settled on it. */
  const classify = (i: number, s: BallState): BallState => {
    const z = surfaceZ(i);
    if (s.motion === "airborne" && s.r[2] > z + 1e-9) return ballState(s.id, s.r, s.v, s.w, "airborne");
    if (s.v[2] > V_HOP) return ballState(s.id, [s.r[0], s.r[1], Math.max(s.r[2], z)], s.v, s.w, "airborne");
    return settle(ballState(s.id, [s.r[0], s.r[1], z], s.v, s.w, s.motion), p);
  };

  const isStill = (i: number): boolean => still[i] === 1;

  const computeSolo = (i: number, now: number): void => {
    let best = INF;
    let kind = SOLO_NONE;
    let idx = 0;
    const s = states[i]!;
    if (region[i] !== GONE) {
      if (tEnd[i]! < INF) {
        best = tEnd[i]!;
        kind = s.motion === "airborne" ? SOLO_LAND : SOLO_TRANSITION;
      }
      if (!isStill(i)) {
        const T = tEnd[i]! - now;
        shiftedTrajectory(traj, i, now - t0[i]!, S);
        const airborne = s.motion === "airborne";
        if (region[i] === ON_TABLE) {
          // A path that stays in the open middle of the table needs only the few targets
          // that reach into it (pocket circles near the corners, say); one that reaches past
          // the foot cushion's line, those and the targets out there.
          const bo = i * BOX_STRIDE;
          const count = candidatesOf(targets, box, bo, candidates);
          for (let q = 0; q < count; q++) {
            const k = candidates[q]!;
            const o = 4 * k;
            if (
              box[bo]! > targetRect[o + 1]! ||
              box[bo + 1]! < targetRect[o]! ||
              box[bo + 2]! > targetRect[o + 3]! ||
              box[bo + 3]! < targetRect[o + 2]!
            ) {
              continue;
            }
            let t = INF;
            let tk = SOLO_LINEAR;
            let ti = k;
            if (k < nLin) {
              const c = lin[k]!;
              t = now + linearCushionTime(S, c, T, R, airborne ? c.height + R : INF);
            } else if (k < nLin + nCirc) {
              ti = k - nLin;
              const c = circ[ti]!;
              t = now + circularCushionTime(S, c, T, R, airborne ? c.height + R : INF);
              tk = SOLO_CIRCULAR;
            } else if (!airborne) {
              ti = k - nLin - nCirc;
              t = now + pocketTime(S, pockets[ti]!, T);
              tk = SOLO_POCKET;
            }
            if (t < best) {
              best = t;
              kind = tk;
              idx = ti;
            }
          }
          if (airborne) {
            // Passing over a rail (the cushion test above found it too high to hit).
            for (let k = 0; k < spans.length; k++) {
              const sp = spans[k]!;
              const bound = sp.axis === 0 ? hx : hy;
              const dt = lineExitTime(S, sp.axis, sp.sign, bound, T);
              if (now + dt >= best) continue;
              const along = coordAt(S, sp.axis === 0 ? 1 : 0, dt);
              if (along < sp.lo || along > sp.hi) continue;
              best = now + dt;
              kind = SOLO_OVER_RAIL;
              idx = k;
            }
          }
        } else {
          // On or above a rail top: back over the playing area, or past the outer edge.
          for (let axis = 0 as 0 | 1; axis <= 1; axis = (axis + 1) as 0 | 1) {
            for (const sign of [1, -1] as const) {
              const bound = axis === 0 ? hx : hy;
              const dt = lineEntryTime(S, axis, sign, bound, T);
              if (now + dt >= best) continue;
              const other = coordAt(S, axis === 0 ? 1 : 0, dt);
              if (Math.abs(other) > (axis === 0 ? hy : hx)) continue;
              best = now + dt;
              kind = SOLO_BACK_IN;
            }
          }
        }
        if (region[i] === ON_RAIL || airborne) {
          for (let axis = 0 as 0 | 1; axis <= 1; axis = (axis + 1) as 0 | 1) {
            for (const sign of [1, -1] as const) {
              const dt = lineExitTime(S, axis, sign, axis === 0 ? outerX : outerY, T);
              if (now + dt < best) {
                best = now + dt;
                kind = SOLO_OFF;
              }
            }
          }
        }
      }
    }
    soloT[i] = best;
    soloKind[i] = kind;
    soloIdx[i] = idx;
  };

  /** Recomputes everything that involves ball i, after its segment changed at `now`. */
  const refresh = (i: number, now: number): void => {
    computeSolo(i, now);
    refreshPairs(w, n, i, now, R);
  };

  const stateAt = (i: number, t: number): BallState => evolve(states[i]!, t - t0[i]!, p);

  /** Ball i's centre (x, y) at time t, from its path (no allocation). */
  const posAt = (i: number, t: number, axis: 0 | 1): number => {
    const o = i * TRAJ_STRIDE;
    const tau = t - t0[i]!;
    return traj[o + axis]! + tau * (traj[o + 3 + axis]! + tau * traj[o + 6 + axis]!);
  };
  const onCloth = (i: number): boolean => region[i] === ON_TABLE && states[i]!.motion !== "airborne";

  /** Whether a ball on the cloth other than a and b is within CLUSTER_GAP of a or b at time t. */
  const hasNeighbour = (a: number, b: number, t: number): boolean => {
    const reach = (2 * R + CLUSTER_GAP) ** 2;
    const ax = posAt(a, t, 0);
    const ay = posAt(a, t, 1);
    const bx = posAt(b, t, 0);
    const by = posAt(b, t, 1);
    for (let j = 0; j < n; j++) {
      if (j === a || j === b || !onCloth(j)) continue;
      const jx = posAt(j, t, 0);
      const jy = posAt(j, t, 1);
      const ex = jx - ax;
      const ey = jy - ay;
      if (ex * ex + ey * ey < reach) return true;
      const fx = jx - bx;
      const fy = jy - by;
      if (fx * fx + fy * fy < reach) return true;
    }
    return false;
  };

  /**
   * The balls a collision of a and b at time t sets off together: a, b and every ball on the
   * cloth within CLUSTER_GAP of one of them, and so on; undefined when that is only a and b, or
   * the contact is a push at walking pace or off the cloth.
   */
  const clusterAt = (a: number, b: number, t: number): number[] | undefined => {
    if (!onCloth(a) || !onCloth(b)) return undefined;
    // Most contacts have no third ball near: found without building states or lists.
    if (!hasNeighbour(a, b, t)) return undefined;
    const sa = stateAt(a, t);
    const sb = stateAt(b, t);
    const dx = sb.r[0] - sa.r[0];
    const dy = sb.r[1] - sa.r[1];
    const d = Math.sqrt(dx * dx + dy * dy);
    if (!(d > 0) || ((sa.v[0] - sb.v[0]) * dx + (sa.v[1] - sb.v[1]) * dy) / d < V_REST) return undefined;
    const reach = (2 * R + CLUSTER_GAP) ** 2;
    const members = [a, b];
    for (let k = 0; k < members.length; k++) {
      const m = members[k]!;
      const mx = posAt(m, t, 0);
      const my = posAt(m, t, 1);
      for (let j = 0; j < n; j++) {
        if (!onCloth(j) || members.includes(j)) continue;
        const ex = posAt(j, t, 0) - mx;
        const ey = posAt(j, t, 1) - my;
        if (ex * ex + ey * ey < reach) members.push(j);
      }
    }
    return members.length > 2 ? members : undefined;
  };

  // Start: every ball settled on the cloth (or in the air), every event time computed.
  for (let i = 0; i < n; i++) {
    const s = initial[i]!;
    if (s.motion === "pocketed" || s.motion === "off") {
      region[i] = GONE;
      setState(i, s, 0);
      continue;
    }
    region[i] = ON_TABLE;
    const start = s.motion === "airborne" || s.v[2] > V_HOP ? classify(i, s) : settle(s, p);
    setState(i, start, 0);
    if (start.motion === "airborne") events.push({ t: 0, kind: "airborne", ball: start.id });
  }
  for (let i = 0; i < n; i++) computeSolo(i, 0);
  // Pairs of two balls at rest never meet: only the moving balls' rows need computing (the
  // table starts all Infinity, which is what the others hold).
  for (let i = 0; i < n; i++) if (still[i] === 0) refreshPairs(w, n, i, 0, R);

  let now = 0;
  const limit = opts.maxEvents;
  for (;;) {
    const next = nextEvent(soloT, rowMinT, n);
    if (next < 0) break;
    const bi = next < n ? next : next - n;
    const bj = next < n ? -1 : rowMinJ[bi]!;
    const best = next < n ? soloT[bi]! : rowMinT[bi]!;
    if (events.length >= limit) return err({ code: "too-many-events", limit, events });
    now = best;
    if (bj >= 0) {
      const cluster = opts.clusterImpact === "compliant" ? clusterAt(bi, bj, now) : undefined;
      if (cluster !== undefined) {
        const hit = resolveCluster(
          cluster.map((i) => stateAt(i, now)),
          opts,
        );
        if (hit !== undefined) {
          cluster.forEach((i, k) => {
            setState(i, classify(i, hit.states[k]!), now);
          });
          // The pair whose contact set it off first (the referee's first contact), then the rest.
          const pairs = hit.contacts.filter(([x, y]) => !(x === 0 && y === 1));
          events.push({ t: now, kind: "ball-ball", a: states[bi]!.id, b: states[bj]!.id });
          for (const [x, y] of pairs) {
            events.push({
              t: now,
              kind: "ball-ball",
              a: states[cluster[x]!]!.id,
              b: states[cluster[y]!]!.id,
            });
          }
          for (const i of cluster) refresh(i, now);
          continue;
        }
      }
      const [sa, sb] = separated(stateAt(bi, now), stateAt(bj, now), R);
      const [a, b] = resolvePush(sa, sb, p) ?? resolveBallBall(sa, sb, opts);
      setState(bi, classify(bi, a), now);
      setState(bj, classify(bj, b), now);
      events.push({ t: now, kind: "ball-ball", a: states[bi]!.id, b: states[bj]!.id });
      refresh(bi, now);
      refresh(bj, now);
      continue;
    }
    const i = bi;
    const id = states[i]!.id;
    const s = stateAt(i, now);
    switch (soloKind[i]) {
      case SOLO_TRANSITION: {
        const next = afterTransition(s, p);
        setState(i, next.state, now);
        events.push({ t: now, kind: next.kind, ball: id });
        break;
      }
      case SOLO_LAND: {
        const z = surfaceZ(i);
        const down = ballState(id, [s.r[0], s.r[1], z], s.v, s.w, s.motion);
        const pocket =
          region[i] === ON_TABLE ? pockets.find((pk) => inCircle(down, pk.centre, pk.radius)) : undefined;
        if (pocket !== undefined) {
          region[i] = GONE;
          setState(i, pocketedState(down, pocket.id), now);
          events.push({ t: now, kind: "ball-pocket", ball: id, pocket: pocket.id });
          break;
        }
        const after = bounce(down, z, p);
        setState(i, after, now);
        events.push({ t: now, kind: "landing", ball: id, on: region[i] === ON_RAIL ? "rail" : "cloth" });
        if (after.motion === "airborne") events.push({ t: now, kind: "airborne", ball: id });
        break;
      }
      case SOLO_LINEAR: {
        const c = lin[soloIdx[i]!]!;
        const height = s.motion === "airborne" ? c.height - (s.r[2] - R) : c.height;
        // Out of any (sub-µm) overlap with the cushion, as for two balls.
        const depth = R - ((s.r[0] - c.p1[0]) * c.normal[0] + (s.r[1] - c.p1[1]) * c.normal[1]);
        const at =
          depth > 0 && depth <= FROZEN_GAP
            ? ballState(
                id,
                [s.r[0] + depth * c.normal[0], s.r[1] + depth * c.normal[1], s.r[2]],
                s.v,
                s.w,
                s.motion,
              )
            : s;
        const out = classify(i, resolveBallCushion(at, c.normal, height, opts));
        setState(i, out, now);
        events.push(
          c.pocket !== undefined
            ? { t: now, kind: "ball-cushion", ball: id, cushion: c.rail, pocket: c.pocket }
            : { t: now, kind: "ball-cushion", ball: id, cushion: c.rail },
        );
        if (out.motion === "airborne" && s.motion !== "airborne")
          events.push({ t: now, kind: "airborne", ball: id });
        break;
      }
      case SOLO_CIRCULAR: {
        const c = circ[soloIdx[i]!]!;
        const dx = s.r[0] - c.centre[0];
        const dy = s.r[1] - c.centre[1];
        const d = Math.sqrt(dx * dx + dy * dy);
        const height = s.motion === "airborne" ? c.height - (s.r[2] - R) : c.height;
        const depth = c.radius + R - d;
        const at =
          depth > 0 && depth <= FROZEN_GAP
            ? ballState(
                id,
                [s.r[0] + (depth * dx) / d, s.r[1] + (depth * dy) / d, s.r[2]],
                s.v,
                s.w,
                s.motion,
              )
            : s;
        const out = classify(i, resolveBallCushion(at, [dx / d, dy / d], height, opts));
        setState(i, out, now);
        events.push({ t: now, kind: "ball-cushion", ball: id, cushion: "jaw", pocket: c.pocket });
        if (out.motion === "airborne" && s.motion !== "airborne")
          events.push({ t: now, kind: "airborne", ball: id });
        break;
      }
      case SOLO_POCKET: {
        const pk = pockets[soloIdx[i]!]!;
        region[i] = GONE;
        setState(i, pocketedState(s, pk.id), now);
        events.push({ t: now, kind: "ball-pocket", ball: id, pocket: pk.id });
        break;
      }
      case SOLO_OVER_RAIL: {
        const sp = spans[soloIdx[i]!]!;
        if (s.r[2] > railTopZ) {
          // Same flight, now above a rail top: it lands there instead of on the cloth.
          region[i] = ON_RAIL;
          setState(i, s, now);
          break;
        }
        // Cleared the cushion's nose but not the rail top: it strikes the rail's face and
        // comes back with the cushion's restitution (lifting it onto the rail would add energy).
        const vn = s.v[sp.axis]!;
        const v: [number, number, number] = [s.v[0], s.v[1], s.v[2]];
        v[sp.axis] = -p.eCushion * vn;
        setState(i, ballState(id, s.r, v, s.w, "airborne"), now);
        events.push({
          t: now,
          kind: "ball-cushion",
          ball: id,
          cushion: RAIL_OF[sp.axis][sp.sign === 1 ? 0 : 1],
        });
        break;
      }
      case SOLO_BACK_IN: {
        const wasOnRail = states[i]!.motion !== "airborne";
        region[i] = ON_TABLE;
        // A ball rolling off a rail top drops back toward the cloth.
        setState(i, ballState(id, s.r, [s.v[0], s.v[1], wasOnRail ? 0 : s.v[2]], s.w, "airborne"), now);
        if (wasOnRail) events.push({ t: now, kind: "airborne", ball: id });
        break;
      }
      case SOLO_OFF: {
        region[i] = GONE;
        setState(i, ballState(id, s.r, [0, 0, 0], [0, 0, 0], "off"), now);
        events.push({ t: now, kind: "off-table", ball: id });
        break;
      }
      default:
        break;
    }
    refresh(i, now);
  }

  const final = states.map((s, i) =>
    region[i] === ON_RAIL && s.motion !== "pocketed" ? { ...s, motion: "off" as const } : s,
  );
  return ok({ events, final, segments, duration: now, ball: p });
}

/**
 * When balls a and b touch next (from `now`, within both segments), or Infinity; the caller has
 * found that neither is gone, not both are still, and their path boxes (grown by 2R + 1 µm) meet.
 */
function pairTimeOf(w: Workspace, a: number, b: number, now: number, R: number): number {
  const tEnd = w.tEnd;
  const T = Math.min(tEnd[a]!, tEnd[b]!) - now;
  // Always with the lower index first, so (a, b) and (b, a) give the same bits.
  return a < b
    ? now + ballBallContactTime(w.traj, w.t0, a, b, now, T, R)
    : now + ballBallContactTime(w.traj, w.t0, b, a, now, T, R);
}

/**
 * Ball i's pair times with every other ball, and the rows' earliest entries they change. The
 * cheap rejections (a ball gone, both still, path boxes apart) are written out here with ball
 * i's side read once: this loop runs for every ball of every event.
 */
function refreshPairs(w: Workspace, n: number, i: number, now: number, R: number): void {
  const pairT = w.pairT;
  const rowMinT = w.rowMinT;
  const rowMinJ = w.rowMinJ;
  const region = w.region;
  const still = w.still;
  const box = w.box;
  const margin = 2 * R + FROZEN_GAP;
  const gone = region[i] === GONE;
  const iStill = still[i] === 1;
  const o = i * BOX_STRIDE;
  // boxesMeet(box, i, j, margin), ball i's half of each comparison computed once.
  const x0 = box[o]! - margin;
  const x1 = box[o + 1]!;
  const y0 = box[o + 2]! - margin;
  const y1 = box[o + 3]!;
  const z0 = box[o + 4]! - margin;
  const z1 = box[o + 5]!;
  const row = i * n;
  for (let j = 0; j < n; j++) {
    if (j === i) continue;
    let t = INF;
    if (!gone && region[j] !== GONE && !(iStill && still[j] === 1)) {
      const b = j * BOX_STRIDE;
      if (
        x0 <= box[b + 1]! &&
        box[b]! - margin <= x1 &&
        y0 <= box[b + 3]! &&
        box[b + 2]! - margin <= y1 &&
        z0 <= box[b + 5]! &&
        box[b + 4]! - margin <= z1
      ) {
        t = pairTimeOf(w, i, j, now, R);
      }
    }
    // No contact before or after: nothing changes (a row's earliest entry is never an
    // Infinity pair, so row j cannot have been pointing at this one).
    if (t === INF && pairT[row + j] === INF) continue;
    pairT[row + j] = t;
    pairT[j * n + i] = t;
    const rt = rowMinT[j]!;
    if (t < rt || (t === rt && i < rowMinJ[j]!)) {
      rowMinT[j] = t;
      rowMinJ[j] = t === INF ? -1 : i;
    } else if (rowMinJ[j] === i) {
      rowMinOf(pairT, n, j, rowMinT, rowMinJ);
    }
  }
  rowMinOf(pairT, n, i, rowMinT, rowMinJ);
}

/**
 * The next event: ball i's solo event as i, or row i's earliest pair as n + i; −1 when nothing
 * is due. The earliest time wins; on ties solos before pairs, and lower balls first. (Module
 * functions with the arrays as arguments: the scans run every event, and reading the arrays
 * from run's closure context costs more than the comparisons.)
 */
function nextEvent(soloT: Float64Array, rowMinT: Float64Array, n: number): number {
  let best = INF;
  let code = -1;
  for (let i = 0; i < n; i++) {
    const t = soloT[i]!;
    if (t < best) {
      best = t;
      code = i;
    }
  }
  for (let i = 0; i < n; i++) {
    const t = rowMinT[i]!;
    if (t < best) {
      best = t;
      code = n + i;
    }
  }
  return code;
}

/** Row i's earliest pair time (lowest j on ties), into rowMinT and rowMinJ. */
function rowMinOf(
  pairT: Float64Array,
  n: number,
  i: number,
  rowMinT: Float64Array,
  rowMinJ: Int32Array,
): void {
  let best = INF;
  let bj = -1;
  const row = i * n;
  for (let j = 0; j < n; j++) {
    const t = pairT[row + j]!;
    if (t < best) {
      best = t;
      bj = j;
    }
  }
  rowMinT[i] = best;
  rowMinJ[i] = bj;
}

const allFinite = (b: BallState): boolean =>
  Number.isFinite(b.r[0] + b.r[1] + b.r[2] + b.v[0] + b.v[1] + b.v[2] + b.w[0] + b.w[1] + b.w[2]);

/**
 * The event loop's flat arrays, kept between calls: allocating a dozen typed arrays per shot
 * costs more than a short shot's events. Safe because a simulation runs to its end without
 * yielding and never calls itself.
 */
interface Workspace {
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
  readonly S: Float64Array;
  readonly box: Float64Array;
}

let workspace: Workspace | undefined;

function workspaceFor(n: number): Workspace {
  if (workspace !== undefined && workspace.n >= n) return workspace;
  const m = Math.max(n, 16);
  workspace = {
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
    S: new Float64Array(9),
    box: new Float64Array(m * BOX_STRIDE),
  };
  return workspace;
}

/**
 * Two balls at a contact, moved apart along the line of centres (horizontally) if they overlap
 * (by at most the 1 µm frozen tolerance). Without this, a ball pushing another (follow through
 * a frozen ball) meets it again and again with ever smaller gaps and they sink into each other;
 * with it, each contact starts from touching. Moving them sideways changes no energy.
 */
function separated(a: BallState, b: BallState, R: number): [BallState, BallState] {
  const dx = b.r[0] - a.r[0];
  const dy = b.r[1] - a.r[1];
  const dz = b.r[2] - a.r[2];
  const h2 = dx * dx + dy * dy;
  const D2 = 4 * R * R - dz * dz;
  if (h2 >= D2 || h2 === 0) return [a, b];
  const h = Math.sqrt(h2);
  const k = (0.5 * (Math.sqrt(D2) - h)) / h;
  return [
    ballState(a.id, [a.r[0] - k * dx, a.r[1] - k * dy, a.r[2]], a.v, a.w, a.motion),
    ballState(b.id, [b.r[0] + k * dx, b.r[1] + k * dy, b.r[2]], b.v, b.w, b.motion),
  ];
}

function pocketedState(s: BallState, pocket: PocketId): BallState {
  return { id: s.id, r: s.r, v: [0, 0, 0], w: [0, 0, 0], motion: "pocketed", pocket };
}

function inCircle(s: BallState, c: readonly [number, number], radius: number): boolean {
  const dx = s.r[0] - c[0];
  const dy = s.r[1] - c[1];
  return dx * dx + dy * dy <= radius * radius;
}
