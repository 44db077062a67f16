/**
 * A ball's "solo" events, those it meets on its own: the end of its motion (a transition or a
 * landing), a cushion, a jaw's nose, a pocket, a rail it passes over or off. computeSolo finds
 * the next one; resolveSolo carries it out.
 */
import type { PocketId } from "../core/index.ts";
import { resolveBallCushion } from "./collide/cushion.ts";
import { FROZEN_GAP } from "./detect-ball-ball.ts";
import { circularCushionTime, linearCushionTime } from "./detect-cushion.ts";
import { pocketTime } from "./detect-pocket.ts";
import { coordAt, lineEntryTime, lineExitTime } from "./detect-region.ts";
import { candidatesOf } from "./detect-targets.ts";
import { BOX_STRIDE, shiftedTrajectory } from "./detect-trajectory.ts";
import { bounce } from "./land.ts";
import { afterTransition, ballState } from "./motion.ts";
import {
  classify,
  GONE,
  INF,
  ON_RAIL,
  ON_TABLE,
  type Shot,
  setState,
  stateAt,
  surfaceZ,
} from "./shot-state.ts";
import type { BallState, Pocket } from "./types.ts";

const SOLO_NONE = -1;
const SOLO_TRANSITION = 0;
const SOLO_LAND = 1;
const SOLO_LINEAR = 2;
const SOLO_CIRCULAR = 3;
const SOLO_POCKET = 4;
const SOLO_OVER_RAIL = 5;
const SOLO_OFF = 6;
const SOLO_BACK_IN = 7;

/** The rail on each side of the playing area: [axis][sign > 0 ? 0 : 1] (x toward the foot, y to the left). */
const RAIL_OF = [
  ["foot", "head"],
  ["left", "right"],
] as const;

/** Ball i's next solo event from `now` (its time, kind and target), into the workspace. */
export function computeSolo(shot: Shot, i: number, now: number): void {
  const w = shot.w;
  const region = w.region;
  const tEnd = w.tEnd;
  let best = INF;
  let kind = SOLO_NONE;
  let idx = 0;
  const s = shot.states[i]!;
  if (region[i] !== GONE) {
    if (tEnd[i]! < INF) {
      best = tEnd[i]!;
      kind = s.motion === "airborne" ? SOLO_LAND : SOLO_TRANSITION;
    }
    if (w.still[i] !== 1) {
      const T = tEnd[i]! - now;
      const S = w.S;
      shiftedTrajectory(w.traj, i, now - w.t0[i]!, S);
      const airborne = s.motion === "airborne";
      if (region[i] === ON_TABLE) {
        best = targetsFrom(shot, i, now, T, airborne, best);
        const found = w.found;
        kind = found[0] === SOLO_NONE ? kind : found[0]!;
        idx = found[0] === SOLO_NONE ? idx : found[1]!;
      } else {
        // On or above a rail top: back over the playing area, or past the outer edge. Back means
        // the centre inside the cushions' contact lines (a radius in from their noses): a ball let
        // down over the nose would overlap the cushion, never meet it, and roll on through it.
        for (let axis = 0 as 0 | 1; axis <= 1; axis = (axis + 1) as 0 | 1) {
          for (const sign of [1, -1] as const) {
            const bound = (axis === 0 ? shot.hx : shot.hy) - shot.R;
            const dt = lineEntryTime(S, axis, sign, bound, T);
            if (now + dt >= best) continue;
            const other = coordAt(S, axis === 0 ? 1 : 0, dt);
            if (Math.abs(other) > (axis === 0 ? shot.hy : shot.hx) - shot.R) continue;
            best = now + dt;
            kind = SOLO_BACK_IN;
          }
        }
      }
      if (region[i] === ON_RAIL || airborne) {
        for (let axis = 0 as 0 | 1; axis <= 1; axis = (axis + 1) as 0 | 1) {
          for (const sign of [1, -1] as const) {
            const dt = lineExitTime(S, axis, sign, axis === 0 ? shot.outerX : shot.outerY, T);
            if (now + dt < best) {
              best = now + dt;
              kind = SOLO_OFF;
            }
          }
        }
      }
    }
  }
  w.soloT[i] = best;
  w.soloKind[i] = kind;
  w.soloIdx[i] = idx;
}

/**
 * The earliest of `best` and ball i's contacts with the cushions, jaws and pockets its path's
 * box meets (over a rail too, for a ball in the air), the path shifted to `now` in w.S; sets
 * w.found when one is earlier (its kind and index; kind SOLO_NONE when none is).
 */
function targetsFrom(shot: Shot, i: number, now: number, T: number, airborne: boolean, best: number): number {
  const w = shot.w;
  const box = w.box;
  const S = w.S;
  const R = shot.R;
  const targets = shot.targets;
  const rect = targets.rect;
  const nLin = targets.nLinear;
  const nCirc = targets.nCircular;
  const candidates = targets.scratch;
  const found = w.found;
  found[0] = SOLO_NONE;
  // The targets whose rectangles (what a ball centre must reach to touch them) the path's box
  // meets: a path in the open middle of the table has few, if any.
  const bo = i * BOX_STRIDE;
  const count = candidatesOf(targets, box, bo, candidates);
  for (let q = 0; q < count; q++) {
    const k = candidates[q]!;
    const o = 4 * k;
    if (
      box[bo]! > rect[o + 1]! ||
      box[bo + 1]! < rect[o]! ||
      box[bo + 2]! > rect[o + 3]! ||
      box[bo + 3]! < rect[o + 2]!
    ) {
      continue;
    }
    let t = INF;
    let tk = SOLO_LINEAR;
    let ti = k;
    if (k < nLin) {
      const c = shot.table.cushions[k]!;
      t = now + linearCushionTime(S, c, T, R, airborne ? c.height + R : INF);
    } else if (k < nLin + nCirc) {
      ti = k - nLin;
      const c = shot.table.jaws[ti]!;
      t = now + circularCushionTime(S, c, T, R, airborne ? c.height + R : INF);
      tk = SOLO_CIRCULAR;
    } else if (!airborne) {
      ti = k - nLin - nCirc;
      t = now + pocketTime(S, shot.table.pockets[ti]!, T);
      tk = SOLO_POCKET;
    }
    if (t < best) {
      best = t;
      found[0] = tk;
      found[1] = ti;
    }
  }
  if (airborne) {
    // Passing over a rail (the cushion test above found it too high to hit).
    const spans = targets.spans;
    for (let k = 0; k < spans.length; k++) {
      const sp = spans[k]!;
      const bound = sp.axis === 0 ? shot.hx : shot.hy;
      const dt = lineExitTime(S, sp.axis, sp.sign, bound, T);
      if (now + dt >= best) continue;
      const along = coordAt(S, sp.axis === 0 ? 1 : 0, dt);
      if (along < sp.lo || along > sp.hi) continue;
      best = now + dt;
      found[0] = SOLO_OVER_RAIL;
      found[1] = k;
    }
  }
  return best;
}

/** Carries out ball i's solo event, due at `now`: its new segment and the events it records. */
export function resolveSolo(shot: Shot, i: number, now: number): void {
  const w = shot.w;
  const p = shot.p;
  const events = shot.events;
  const id = shot.states[i]!.id;
  const s = stateAt(shot, i, now);
  switch (w.soloKind[i]) {
    case SOLO_TRANSITION: {
      const next = afterTransition(s, p);
      setState(shot, i, next.state, now);
      events.push({ t: now, kind: next.kind, ball: id });
      break;
    }
    case SOLO_LAND:
      land(shot, i, s, now);
      break;
    case SOLO_LINEAR:
    case SOLO_CIRCULAR:
      cushionHit(shot, i, s, now);
      break;
    case SOLO_POCKET: {
      const k = w.soloIdx[i]!;
      const pk = shot.table.pockets[k]!;
      if (rattlesOut(shot, i, k, s)) {
        rattleOut(shot, i, s, now, pk);
        break;
      }
      w.region[i] = GONE;
      setState(shot, i, pocketedState(s, pk.id), now);
      events.push({ t: now, kind: "ball-pocket", ball: id, pocket: pk.id });
      break;
    }
    case SOLO_OVER_RAIL:
      overRail(shot, i, s, now);
      break;
    case SOLO_BACK_IN: {
      const wasOnRail = shot.states[i]!.motion !== "airborne";
      w.region[i] = ON_TABLE;
      // A ball rolling off a rail top drops back toward the cloth.
      setState(shot, i, ballState(id, s.r, [s.v[0], s.v[1], wasOnRail ? 0 : s.v[2]], s.w, "airborne"), now);
      if (wasOnRail) events.push({ t: now, kind: "airborne", ball: id });
      break;
    }
    case SOLO_OFF: {
      w.region[i] = GONE;
      setState(shot, i, ballState(id, s.r, [0, 0, 0], [0, 0, 0], "off"), now);
      events.push({ t: now, kind: "off-table", ball: id });
      break;
    }
    default:
      break;
  }
}

/** Ball i, in the air, comes down at `now` (s): into a pocket, or onto the cloth or a rail top. */
function land(shot: Shot, i: number, s: BallState, now: number): void {
  const w = shot.w;
  const events = shot.events;
  const id = s.id;
  const z = surfaceZ(shot, i);
  const down = ballState(id, [s.r[0], s.r[1], z], s.v, s.w, s.motion);
  const pocket =
    w.region[i] === ON_TABLE
      ? shot.table.pockets.find((pk) => inCircle(down, pk.centre, pk.radius))
      : undefined;
  if (pocket !== undefined) {
    w.region[i] = GONE;
    setState(shot, i, pocketedState(down, pocket.id), now);
    events.push({ t: now, kind: "ball-pocket", ball: id, pocket: pocket.id });
    return;
  }
  const after = bounce(down, z, shot.p);
  setState(shot, i, after, now);
  events.push({ t: now, kind: "landing", ball: id, on: w.region[i] === ON_RAIL ? "rail" : "cloth" });
  if (after.motion === "airborne") events.push({ t: now, kind: "airborne", ball: id });
}

/** Ball i (s) meets the straight cushion or jaw nose computeSolo found, at `now`. */
function cushionHit(shot: Shot, i: number, s: BallState, now: number): void {
  const w = shot.w;
  const R = shot.R;
  const id = s.id;
  const k = w.soloIdx[i]!;
  let out: BallState;
  if (w.soloKind[i] === SOLO_LINEAR) {
    const c = shot.table.cushions[k]!;
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
    out = classify(shot, i, resolveBallCushion(at, c.normal, height, shot.opts, w.cushion));
    setState(shot, i, out, now);
    // A rail ends a rattle; a jaw's facing is part of one.
    if (c.rail !== "jaw") w.rattlePocket[i] = 0;
    shot.events.push(
      c.pocket !== undefined
        ? { t: now, kind: "ball-cushion", ball: id, cushion: c.rail, pocket: c.pocket }
        : { t: now, kind: "ball-cushion", ball: id, cushion: c.rail },
    );
  } else {
    const c = shot.table.jaws[k]!;
    const dx = s.r[0] - c.centre[0];
    const dy = s.r[1] - c.centre[1];
    const d = Math.sqrt(dx * dx + dy * dy);
    const height = s.motion === "airborne" ? c.height - (s.r[2] - R) : c.height;
    const depth = c.radius + R - d;
    const at =
      depth > 0 && depth <= FROZEN_GAP
        ? ballState(id, [s.r[0] + (depth * dx) / d, s.r[1] + (depth * dy) / d, s.r[2]], s.v, s.w, s.motion)
        : s;
    out = classify(shot, i, resolveBallCushion(at, [dx / d, dy / d], height, shot.opts, w.cushion));
    setState(shot, i, out, now);
    touchedPoint(shot, i, s, c.pocket);
    shot.events.push({ t: now, kind: "ball-cushion", ball: id, cushion: "jaw", pocket: c.pocket });
  }
  if (out.motion === "airborne" && s.motion !== "airborne")
    shot.events.push({ t: now, kind: "airborne", ball: id });
}

/** Ball i (s), in the air, crosses a rail's line at `now`: onto the rail top, or off its face. */
function overRail(shot: Shot, i: number, s: BallState, now: number): void {
  const sp = shot.targets.spans[shot.w.soloIdx[i]!]!;
  if (s.r[2] > shot.railTopZ) {
    // Same flight, now above a rail top: it lands there instead of on the cloth.
    shot.w.region[i] = ON_RAIL;
    setState(shot, i, s, now);
    return;
  }
  // Cleared the cushion's nose but not the rail top: it strikes the rail's face and
  // comes back with the cushion's restitution (lifting it onto the rail would add energy).
  const vn = s.v[sp.axis]!;
  const v: [number, number, number] = [s.v[0], s.v[1], s.v[2]];
  v[sp.axis] = -shot.p.eCushion * vn;
  setState(shot, i, ballState(s.id, s.r, v, s.w, "airborne"), now);
  shot.events.push({
    t: now,
    kind: "ball-cushion",
    ball: s.id,
    cushion: RAIL_OF[sp.axis][sp.sign === 1 ? 0 : 1],
  });
}

/** How many times a ball may come back out of one pocket's hole before it drops all the same. */
const RATTLES = 3;

/** Ball s moves at options.rattleSpeed or faster (false when rattles are off). */
function fastEnoughToRattle(shot: Shot, s: BallState): boolean {
  const limit = shot.opts.rattleSpeed;
  return limit !== null && s.v[0] * s.v[0] + s.v[1] * s.v[1] >= limit * limit;
}

/** Ball i (s, before the contact) touched the point of `pocket`: at the rattle speed, it may rattle out. */
function touchedPoint(shot: Shot, i: number, s: BallState, pocket: PocketId): void {
  const w = shot.w;
  const fast = fastEnoughToRattle(shot, s);
  const k = shot.table.pockets.findIndex((p) => p.id === pocket) + 1;
  if (fast && w.rattlePocket[i] !== k) {
    w.rattlePocket[i] = k;
    w.rattles[i] = 0;
  } else if (!fast) w.rattlePocket[i] = 0;
}

/** Ball i (s) reaches pocket k's hole after touching its point at speed and still that fast. */
function rattlesOut(shot: Shot, i: number, k: number, s: BallState): boolean {
  const w = shot.w;
  return w.rattlePocket[i] === k + 1 && w.rattles[i]! < RATTLES && fastEnoughToRattle(shot, s);
}

/**
 * The ball meets the pocket's far facing instead of dropping and comes back out: its velocity
 * across the hole's rim reversed with the cushion's restitution, its spin kept (it slides on).
 * The rim's normal stands for the facing's, so no geometry beyond the hole is needed; the
 * ball is set a nanometre outside the rim, where the hole's test no longer takes it at once.
 */
function rattleOut(shot: Shot, i: number, s: BallState, now: number, pk: Pocket): void {
  const w = shot.w;
  const dx = s.r[0] - pk.centre[0];
  const dy = s.r[1] - pk.centre[1];
  const d = Math.sqrt(dx * dx + dy * dy);
  const nx = d > 0 ? dx / d : 1;
  const ny = d > 0 ? dy / d : 0;
  const vn = s.v[0] * nx + s.v[1] * ny;
  const k = vn < 0 ? (1 + shot.p.eCushion) * vn : 0;
  const at = pk.radius + 1e-9;
  const out = ballState(
    s.id,
    [pk.centre[0] + at * nx, pk.centre[1] + at * ny, s.r[2]],
    [s.v[0] - k * nx, s.v[1] - k * ny, s.v[2]],
    s.w,
    "sliding",
  );
  w.rattles[i]!++;
  setState(shot, i, classify(shot, i, out), now);
  shot.events.push({ t: now, kind: "ball-cushion", ball: s.id, cushion: "jaw", pocket: pk.id });
}

function pocketedState(s: BallState, pocket: PocketId): BallState {
  return { id: s.id, r: s.r, v: [0, 0, 0], w: [0, 0, 0], motion: "pocketed", pocket };
}

function inCircle(s: BallState, c: readonly [number, number], radius: number): boolean {
  const dx = s.r[0] - c[0];
  const dy = s.r[1] - c[1];
  return dx * dx + dy * dy <= radius * radius;
}
