/**
 * Ball–ball events of the event loop: the pair times and each row's earliest, the scan for
 * the next event, and a collision carried out (two balls, or a cluster of touching ones).
 * Module functions with the arrays as arguments: these run for every event, and reading
 * arrays from a closure's context costs more than the comparisons.
 */
import { resolveBallBall } from "./collide/ballBall.ts";
import { CLUSTER_GAP, resolveCluster } from "./collide/cluster.ts";
import { ballBallContactTime, FROZEN_GAP } from "./detect-ball-ball.ts";
import { BOX_STRIDE } from "./detect-trajectory.ts";
import { ballState } from "./motion.ts";
import { resolvePush, V_REST } from "./push.ts";
import {
  classify,
  GONE,
  INF,
  onCloth,
  posAt,
  type Shot,
  setState,
  stateAt,
  type Workspace,
} from "./shot-state.ts";
import type { BallState } from "./types.ts";

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
 * i's side read once: this loop runs for every ball of every event. A pair with a ball marked
 * fresh is skipped (its time was computed when that ball's pairs were, from the same paths),
 * and ball i is marked fresh: the caller clears the marks once the event is done.
 */
export function refreshPairs(w: Workspace, n: number, i: number, now: number, R: number): void {
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
  const fresh = w.fresh;
  const row = i * n;
  // Row i's earliest entry, found on the way (the lowest j on ties, as rowMinOf finds it).
  let best = INF;
  let bestJ = -1;
  for (let j = 0; j < n; j++) {
    if (j === i) continue;
    if (fresh[j] === 1) {
      const tf = pairT[row + j]!;
      if (tf < best) {
        best = tf;
        bestJ = j;
      }
      continue;
    }
    let t = INF;
    if (!gone && region[j] !== GONE && !(iStill && still[j] === 1)) {
      const b = j * BOX_STRIDE;
      // Six comparisons combined without branching: which of them fail follows no pattern the
      // processor can predict, and a branch for each cost more than the comparisons.
      const meet =
        +(x0 <= box[b + 1]!) &
        +(box[b]! - margin <= x1) &
        +(y0 <= box[b + 3]!) &
        +(box[b + 2]! - margin <= y1) &
        +(z0 <= box[b + 5]!) &
        +(box[b + 4]! - margin <= z1);
      if (meet === 1) t = pairTimeOf(w, i, j, now, R);
    }
    // No contact before or after: nothing changes (a row's earliest entry is never an
    // Infinity pair, so row j cannot have been pointing at this one).
    if (t === INF && pairT[row + j] === INF) continue;
    pairT[row + j] = t;
    pairT[j * n + i] = t;
    if (t < best) {
      best = t;
      bestJ = j;
    }
    const rt = rowMinT[j]!;
    if (t < rt || (t === rt && i < rowMinJ[j]!)) {
      rowMinT[j] = t;
      rowMinJ[j] = t === INF ? -1 : i;
    } else if (rowMinJ[j] === i) {
      rowMinOf(pairT, n, j, rowMinT, rowMinJ);
    }
  }
  rowMinT[i] = best;
  rowMinJ[i] = bestJ;
  fresh[i] = 1;
}

/**
 * The next event: ball i's solo event as i, or row i's earliest pair as n + i; −1 when nothing
 * is due. The earliest time wins; on ties solos before pairs, and lower balls first.
 */
export function nextEvent(soloT: Float64Array, rowMinT: Float64Array, n: number): number {
  // One pass, the earliest solo and the earliest row kept apart so that a solo wins a tie.
  let bestSolo = INF;
  let solo = -1;
  let bestRow = INF;
  let row = -1;
  for (let i = 0; i < n; i++) {
    const ts = soloT[i]!;
    if (ts < bestSolo) {
      bestSolo = ts;
      solo = i;
    }
    const tr = rowMinT[i]!;
    if (tr < bestRow) {
      bestRow = tr;
      row = n + i;
    }
  }
  return bestRow < bestSolo ? row : solo;
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

/**
 * Carries out the contact of balls bi and bj due at `now`: their new segments and the events.
 * Returns the balls whose segments changed when a cluster of touching balls took the impact
 * together, or undefined when only bi and bj did.
 */
export function resolvePair(shot: Shot, bi: number, bj: number, now: number): readonly number[] | undefined {
  const opts = shot.opts;
  const states = shot.states;
  const events = shot.events;
  const cluster = opts.clusterImpact === "compliant" ? clusterAt(shot, bi, bj, now) : undefined;
  // Another ball ends a rattle.
  shot.w.rattlePocket[bi] = 0;
  shot.w.rattlePocket[bj] = 0;
  if (cluster !== undefined) {
    const hit = resolveCluster(
      cluster.map((i) => stateAt(shot, i, now)),
      opts,
    );
    if (hit !== undefined) {
      cluster.forEach((i, k) => {
        setState(shot, i, classify(shot, i, hit.states[k]!), now);
      });
      // The pair whose contact set it off first (the referee's first contact), then the rest.
      const pairs = hit.contacts.filter(([x, y]) => !(x === 0 && y === 1));
      events.push({ t: now, kind: "ball-ball", a: states[bi]!.id, b: states[bj]!.id });
      for (const [x, y] of pairs) {
        events.push({ t: now, kind: "ball-ball", a: states[cluster[x]!]!.id, b: states[cluster[y]!]!.id });
      }
      return cluster;
    }
  }
  const [sa, sb] = separated(stateAt(shot, bi, now), stateAt(shot, bj, now), shot.R);
  const [a, b] = resolvePush(sa, sb, shot.p) ?? resolveBallBall(sa, sb, opts);
  setState(shot, bi, classify(shot, bi, a), now);
  setState(shot, bj, classify(shot, bj, b), now);
  events.push({ t: now, kind: "ball-ball", a: states[bi]!.id, b: states[bj]!.id });
  // SIMULATE.md: `airborne` each time a ball leaves the cloth (a ball struck from above bounces
  // off the slate; a ball lifted by the contact's friction hops).
  if (states[bi]!.motion === "airborne" && sa.motion !== "airborne")
    events.push({ t: now, kind: "airborne", ball: states[bi]!.id });
  if (states[bj]!.motion === "airborne" && sb.motion !== "airborne")
    events.push({ t: now, kind: "airborne", ball: states[bj]!.id });
  return undefined;
}

/** Whether a ball on the cloth other than a and b is within CLUSTER_GAP of a or b at time t. */
function hasNeighbour(shot: Shot, a: number, b: number, t: number): boolean {
  const w = shot.w;
  const reach = (2 * shot.R + CLUSTER_GAP) ** 2;
  const ax = posAt(w, a, t, 0);
  const ay = posAt(w, a, t, 1);
  const bx = posAt(w, b, t, 0);
  const by = posAt(w, b, t, 1);
  for (let j = 0; j < shot.n; j++) {
    if (j === a || j === b || !onCloth(shot, j)) continue;
    const jx = posAt(w, j, t, 0);
    const jy = posAt(w, j, t, 1);
    const ex = jx - ax;
    const ey = jy - ay;
    if (ex * ex + ey * ey < reach) return true;
    const fx = jx - bx;
    const fy = jy - by;
    if (fx * fx + fy * fy < reach) return true;
  }
  return false;
}

/**
 * The balls a collision of a and b at time t sets off together: a, b and every ball on the
 * cloth within CLUSTER_GAP of one of them, and so on; undefined when that is only a and b, or
 * the contact is a push at walking pace or off the cloth.
 */
function clusterAt(shot: Shot, a: number, b: number, t: number): number[] | undefined {
  if (!onCloth(shot, a) || !onCloth(shot, b)) return undefined;
  // Most contacts have no third ball near: found without building states or lists.
  if (!hasNeighbour(shot, a, b, t)) return undefined;
  const w = shot.w;
  const sa = stateAt(shot, a, t);
  const sb = stateAt(shot, b, t);
  const dx = sb.r[0] - sa.r[0];
  const dy = sb.r[1] - sa.r[1];
  const d = Math.sqrt(dx * dx + dy * dy);
  if (!(d > 0) || ((sa.v[0] - sb.v[0]) * dx + (sa.v[1] - sb.v[1]) * dy) / d < V_REST) return undefined;
  const reach = (2 * shot.R + CLUSTER_GAP) ** 2;
  const members = [a, b];
  for (let k = 0; k < members.length; k++) {
    const m = members[k]!;
    const mx = posAt(w, m, t, 0);
    const my = posAt(w, m, t, 1);
    for (let j = 0; j < shot.n; j++) {
      if (!onCloth(shot, j) || members.includes(j)) continue;
      const ex = posAt(w, j, t, 0) - mx;
      const ey = posAt(w, j, t, 1) - my;
      if (ex * ex + ey * ey < reach) members.push(j);
    }
  }
  return members.length > 2 ? members : undefined;
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
