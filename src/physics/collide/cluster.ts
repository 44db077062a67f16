/**
 * A collision into a cluster of touching (or all but touching) balls, such as the rack on the
 * break, resolved as one simultaneous impact of compliant balls instead of a string of pairwise
 * hard-sphere collisions.
 *
 * Why: billiard balls stay in contact for ~200–400 µs and flatten by tenths of a millimetre
 * (Hertz contact of phenolic resin spheres), while the gaps in a racked triangle are a few
 * micrometres. In reality every contact of the rack is loaded at once. Resolved one pair at a
 * time, the impulse instead runs down the two edges of the triangle to the back corner balls,
 * which fly off while the rest barely move: a 9 m/s break then drives ~4 balls to a cushion.
 * A Hertzian simulation of a frozen rack (and real breaks) spreads the energy over the whole
 * rack.
 *
 * How: the cluster's balls are integrated in the plane over the impact under Hertz contact
 * forces F = k·δ^1.5 (δ the overlap), unloading at e² of the loading force, which returns e²
 * of the stored energy, so an isolated pair separates with restitution e_b exactly as the
 * pairwise model does. Velocities change; positions are those at the start (the impact is
 * instantaneous on the event scale: it lasts under a millisecond). Only + − × ÷ and sqrt, so
 * the same bits on every engine. Ball–ball friction is then applied pair by pair, each pair's
 * Coulomb limit its share of the normal impulse (the pairwise model's friction law).
 */
import { FROZEN_GAP } from "../detect-ball-ball.ts";
import { V_REST } from "../push.ts";
import type { BallParams, BallState, PhysicsOptions } from "../types.ts";
import { ballBallFriction } from "./ballBall.ts";
import { afterImpact, frictionImpulse } from "./contact.ts";

/**
 * Hertz stiffness k = (4/3)·E*·√R* for two equal balls: E* = E/(2(1 − ν²)), R* = R/2, with
 * phenolic resin's E ≈ 5.0 GPa and ν ≈ 0.35 (typical cast phenolic figures). It gives a contact
 * time of ~270 µs at 9 m/s and ~420 µs at 1 m/s, in line with the measured 200–400 µs.
 */
export function hertzStiffness(radius: number): number {
  const E = 5.0e9;
  const nu = 0.35;
  const eStar = E / (2 * (1 - nu * nu));
  return (4 / 3) * eStar * Math.sqrt(radius / 2);
}

/** Balls closer than this (gap, m) to a ball of the impact join it: about a contact's flattening. */
export const CLUSTER_GAP = 5e-4;
/**
 * Integration step, s: a contact lasts ≥ 240 µs up to 15 m/s (Hertz: t ∝ v^−1/5), so ≥ 60 steps.
 * Fixed rather than scaled to the speed, which would need a fractional power (not the same bits
 * in every engine).
 */
const DT = 4e-6;
/** Horizon (s) within which a pair about to touch still belongs to the impact. */
const SOON = 2e-4;
/** Longest impact simulated, s. */
const MAX_DURATION = 0.01;

export interface ClusterImpact {
  /** New states, in the order of `members`. */
  readonly states: BallState[];
  /** Pairs (indices into members) that exchanged an impulse, in the order they first touched. */
  readonly contacts: [number, number][];
}

/**
 * Resolves an impact among `members` (balls on the cloth at rest or moving, at the same height,
 * at least one pair approaching). Returns undefined if nothing touches during the impact.
 */
export function resolveCluster(
  members: readonly BallState[],
  opts: PhysicsOptions,
): ClusterImpact | undefined {
  const n = members.length;
  const p = opts.ball;
  const R = p.radius;
  const D = 2 * R;
  const e2 = p.eBallBall * p.eBallBall;
  const k = hertzStiffness(R) / p.mass; // per unit mass
  // Positions and velocities, relative to the first ball (small numbers, same bits anywhere).
  const x = new Float64Array(n);
  const y = new Float64Array(n);
  const vx = new Float64Array(n);
  const vy = new Float64Array(n);
  const ox = members[0]!.r[0];
  const oy = members[0]!.r[1];
  let vmax = 0;
  for (let i = 0; i < n; i++) {
    const b = members[i]!;
    x[i] = b.r[0] - ox;
    y[i] = b.r[1] - oy;
    vx[i] = b.v[0];
    vy[i] = b.v[1];
    vmax = Math.max(vmax, Math.sqrt(b.v[0] * b.v[0] + b.v[1] * b.v[1]));
  }
  if (!(vmax > 0)) return undefined;
  const { pa, pb } = candidatePairs(x, y, D + CLUSTER_GAP + 2 * vmax * 1e-3);
  const m = pa.length;
  const impulse = new Float64Array(m); // normal impulse per unit mass, accumulated
  const peak = new Float64Array(m); // largest overlap so far in the current contact
  const first = new Float64Array(m).fill(Number.POSITIVE_INFINITY);
  const dt = DT;
  const ax = new Float64Array(n);
  const ay = new Float64Array(n);
  let t = 0;
  let touched = false;
  while (t < MAX_DURATION) {
    ax.fill(0);
    ay.fill(0);
    let active = false;
    for (let q = 0; q < m; q++) {
      const i = pa[q]!;
      const j = pb[q]!;
      const dx = x[j]! - x[i]!;
      const dy = y[j]! - y[i]!;
      const d = Math.sqrt(dx * dx + dy * dy);
      const delta = D - d;
      if (!(delta > 0)) {
        peak[q] = 0;
        continue;
      }
      active = true;
      if (first[q] === Number.POSITIVE_INFINITY) first[q] = t;
      touched = true;
      const nx = dx / d;
      const ny = dy / d;
      // Loading up to the contact's deepest overlap, unloading (overlap shrinking) at e².
      const loading = delta >= peak[q]!;
      if (loading) peak[q] = delta;
      const f = (loading ? k : e2 * k) * delta * Math.sqrt(delta);
      ax[i] = ax[i]! - f * nx;
      ay[i] = ay[i]! - f * ny;
      ax[j] = ax[j]! + f * nx;
      ay[j] = ay[j]! + f * ny;
      impulse[q] = impulse[q]! + f * dt;
    }
    // Done once nothing touches and no close pair still approaches.
    if (!active && !pairDueSoon(pa, pb, x, y, vx, vy, D)) break;
    if (!touched && t > SOON) break;
    // Semi-implicit Euler (symplectic): velocities, then positions.
    for (let i = 0; i < n; i++) {
      vx[i] = vx[i]! + ax[i]! * dt;
      vy[i] = vy[i]! + ay[i]! * dt;
      x[i] = x[i]! + vx[i]! * dt;
      y[i] = y[i]! + vy[i]! * dt;
    }
    t += dt;
  }
  if (!touched) return undefined;
  return afterNormalImpulses(members, vx, vy, pa, pb, impulse, first, opts);
}

/** Sweeps over the touching pairs that endResidualApproaches makes at most. */
const RESIDUAL_SWEEPS = 8;

/**
 * Why: the balls move during the integration, so a grazing pair's line of centres turns while
 * they touch and they part along the turned line; the outcome keeps the starting positions,
 * where such a pair can still approach (a cue ball sliding past a ball at 7 m/s and hitting
 * it at 2 m/s left 0.017 m/s). The event loop then finds the same contact at the same instant
 * and sets off the same impact, thousands of times. So a touching pair (within FROZEN_GAP at
 * the start) still approaching at V_REST or more, the speed at which the event loop would
 * make it a cluster impact again, takes a hard-sphere impulse that parts it at e times that
 * approach; slower ones stay for the pairwise model, as before. Gauss–Seidel sweeps, since
 * one pair's impulse can set a neighbour approaching; only dissipates.
 */
function endResidualApproaches(
  members: readonly BallState[],
  v: [number, number, number][],
  pa: readonly number[],
  pb: readonly number[],
  impulse: Float64Array,
  first: Float64Array,
  p: BallParams,
): void {
  const D = 2 * p.radius;
  for (let sweep = 0; sweep < RESIDUAL_SWEEPS; sweep++) {
    let changed = false;
    for (let q = 0; q < pa.length; q++) {
      const a = members[pa[q]!]!;
      const b = members[pb[q]!]!;
      const dx = b.r[0] - a.r[0];
      const dy = b.r[1] - a.r[1];
      const d = Math.sqrt(dx * dx + dy * dy);
      if (!(d > 0) || d - D > FROZEN_GAP) continue;
      const nx = dx / d;
      const ny = dy / d;
      const va = v[pa[q]!]!;
      const vb = v[pb[q]!]!;
      const approach = (va[0] - vb[0]) * nx + (va[1] - vb[1]) * ny;
      if (!(approach >= V_REST)) continue;
      const jn = 0.5 * (1 + p.eBallBall) * approach;
      va[0] -= jn * nx;
      va[1] -= jn * ny;
      vb[0] += jn * nx;
      vb[1] += jn * ny;
      impulse[q] = impulse[q]! + jn;
      // A pair the integration never pressed comes last in the order of first touches.
      if (first[q] === Number.POSITIVE_INFINITY) first[q] = MAX_DURATION;
      changed = true;
    }
    if (!changed) return;
  }
}

/** The pairs (i < j, as two lists) of balls at positions (x, y) closer than `reach`. */
function candidatePairs(x: Float64Array, y: Float64Array, reach: number): { pa: number[]; pb: number[] } {
  const n = x.length;
  const pa: number[] = [];
  const pb: number[] = [];
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      const dx = x[j]! - x[i]!;
      const dy = y[j]! - y[i]!;
      if (dx * dx + dy * dy < reach * reach) {
        pa.push(i);
        pb.push(j);
      }
    }
  }
  return { pa, pb };
}

/**
 * Whether a candidate pair not touching (centres D apart when they do) closes to contact within
 * SOON. Only a contact due within about a contact's duration is part of this impact; a later
 * one is an ordinary collision for the event loop.
 */
function pairDueSoon(
  pa: readonly number[],
  pb: readonly number[],
  x: Float64Array,
  y: Float64Array,
  vx: Float64Array,
  vy: Float64Array,
  D: number,
): boolean {
  for (let q = 0; q < pa.length; q++) {
    const i = pa[q]!;
    const j = pb[q]!;
    const dx = x[j]! - x[i]!;
    const dy = y[j]! - y[i]!;
    const d = Math.sqrt(dx * dx + dy * dy);
    const closing = ((vx[i]! - vx[j]!) * dx + (vy[i]! - vy[j]!) * dy) / d;
    if (closing > 0 && d - D < closing * SOON) return true;
  }
  return false;
}

/**
 * The impact's outcome from the velocities (vx, vy) the normal impulses left: ball–ball
 * friction applied pair by pair in the order the pairs first touched (for the frictional
 * model), and the pairs that exchanged an impulse, in that order.
 */
function afterNormalImpulses(
  members: readonly BallState[],
  vx: Float64Array,
  vy: Float64Array,
  pa: readonly number[],
  pb: readonly number[],
  impulse: Float64Array,
  first: Float64Array,
  opts: PhysicsOptions,
): ClusterImpact {
  const v: [number, number, number][] = members.map((_, i) => [vx[i]!, vy[i]!, 0]);
  const w: [number, number, number][] = members.map((b) => [b.w[0], b.w[1], b.w[2]]);
  endResidualApproaches(members, v, pa, pb, impulse, first, opts.ball);
  if (opts.ballBall === "frictional-inelastic") {
    for (const q of touchOrder(impulse, first))
      applyFriction(members, pa[q]!, pb[q]!, impulse[q]!, v, w, opts);
    // One pair's friction can set a neighbour approaching again (friction's own impulses then
    // stay as they are).
    endResidualApproaches(members, v, pa, pb, impulse, first, opts.ball);
  }
  return {
    states: members.map((b, i) => afterImpact(b, v[i]!, w[i]!)),
    // Every pair that exchanged an impulse, the last sweep's too: each is a contact the referee sees.
    contacts: touchOrder(impulse, first).map((q) => [pa[q]!, pb[q]!]),
  };
}

/** The pairs that exchanged an impulse, in the order they first touched (ties: list order). */
function touchOrder(impulse: Float64Array, first: Float64Array): number[] {
  const order: number[] = [];
  for (let q = 0; q < impulse.length; q++) if (impulse[q]! > 0) order.push(q);
  return order.sort((a, b) => first[a]! - first[b]! || a - b);
}

/**
 * Friction between balls i and j after the normal impulses: Coulomb at μ times this pair's
 * normal impulse, capped where their surfaces stop slipping (as resolveBallBall does).
 */
function applyFriction(
  members: readonly BallState[],
  i: number,
  j: number,
  normalImpulse: number,
  v: [number, number, number][],
  w: [number, number, number][],
  opts: PhysicsOptions,
): void {
  const R = opts.ball.radius;
  const a = members[i]!;
  const b = members[j]!;
  const dx = b.r[0] - a.r[0];
  const dy = b.r[1] - a.r[1];
  const d = Math.sqrt(dx * dx + dy * dy);
  if (d === 0) return;
  const nx = dx / d;
  const ny = dy / d;
  const va = v[i]!;
  const vb = v[j]!;
  const wa = w[i]!;
  const wb = w[j]!;
  // Slip of a's surface over b's at the contact (n horizontal, so nz = 0).
  const wsx = wa[0] + wb[0];
  const wsy = wa[1] + wb[1];
  const wsz = wa[2] + wb[2];
  let ux = va[0] - vb[0] + R * (-wsz * ny);
  let uy = va[1] - vb[1] + R * (wsz * nx);
  const uz = va[2] - vb[2] + R * (wsx * ny - wsy * nx);
  const un = ux * nx + uy * ny;
  ux -= un * nx;
  uy -= un * ny;
  const slip = Math.sqrt(ux * ux + uy * uy + uz * uz);
  if (!(slip > 0)) return;
  const mu = ballBallFriction(opts.ballBallFriction, opts.ball.muBallBall, slip);
  const limit =
    opts.ballBallFrictionLimit === "separation-speed" ? opts.ball.eBallBall * normalImpulse : normalImpulse;
  const f = frictionImpulse(mu, limit, slip / 7);
  const tx = ux / slip;
  const ty = uy / slip;
  const tz = uz / slip;
  va[0] -= f * tx;
  va[1] -= f * ty;
  va[2] -= f * tz;
  vb[0] += f * tx;
  vb[1] += f * ty;
  vb[2] += f * tz;
  const kk = (-2.5 / R) * f;
  const cx = ny * tz;
  const cy = -nx * tz;
  const cz = nx * ty - ny * tx;
  for (const ww of [wa, wb]) {
    ww[0] += kk * cx;
    ww[1] += kk * cy;
    ww[2] += kk * cz;
  }
}
