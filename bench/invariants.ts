/**
 * The physics invariants of ../shared/bench/README.md, checked on one of our shot results:
 * kinetic energy never rises from event to event, no two balls overlap, no ball leaves the
 * playing area except into a pocket, every ball ends stationary or pocketed.
 */
import type { BallId } from "../src/core/index.ts";
import type { BallParams, BallState, Pocket, ShotResult, Table } from "../src/physics/types.ts";

export type PositionsAt = (result: ShotResult, t: number) => readonly BallState[];

/** Overlap allowed between two balls, m (pooltool itself re-separates balls to 1 µm). */
export const OVERLAP_TOLERANCE_M = 1e-6;
/** KE may "rise" by this fraction of the initial KE (float noise), as pooltool's own check. */
export const KE_RELATIVE_TOLERANCE = 1e-9;

/** ½m|v|² + ½I|ω|² over the balls still in play; pocketed and off balls count 0, as in pooltool. */
export function kineticEnergy(balls: readonly BallState[], p: Pick<BallParams, "mass" | "radius">): number {
  const inertia = 0.4 * p.mass * p.radius * p.radius;
  let ke = 0;
  for (const b of balls) {
    if (b.motion === "pocketed" || b.motion === "off") continue;
    const [vx, vy, vz] = b.v;
    const [wx, wy, wz] = b.w;
    ke += 0.5 * p.mass * (vx * vx + vy * vy + vz * vz) + 0.5 * inertia * (wx * wx + wy * wy + wz * wz);
  }
  return ke;
}

export interface InvariantReport {
  /** KE of the starting states (just after the strike), J. */
  readonly keStartJ: number;
  /** KE just after each event, J. */
  readonly keAfterEvents: readonly number[];
  /** Largest rise of KE from the start or one event to the next, J (0 if it never rises). */
  readonly maxKeRiseJ: number;
  readonly keNeverRises: boolean;
  /** Deepest overlap seen between two balls at any sampled time, m (≤ 0: none). */
  readonly maxOverlapM: number;
  readonly overlapping: readonly string[];
  /** Balls seen outside the playing area away from any pocket, or ending "off". */
  readonly leftTable: readonly BallId[];
  /** Balls that end neither stationary nor pocketed. */
  readonly notAtRest: readonly BallId[];
}

/**
 * Samples each ball at every event time and `between` evenly spaced times inside each gap,
 * so a ball passing through another between events (tunnelling) shows as an overlap.
 */
export function checkInvariants(
  table: Table,
  result: ShotResult,
  positionsAt: PositionsAt,
  params: Pick<BallParams, "mass" | "radius">,
  between = 2,
): InvariantReport {
  const R = params.radius;
  const keStartJ = kineticEnergy(positionsAt(result, 0), params);
  const keAfterEvents = result.events.map((e) => kineticEnergy(positionsAt(result, e.t), params));
  let maxKeRiseJ = 0;
  let previous = keStartJ;
  for (const ke of keAfterEvents) {
    maxKeRiseJ = Math.max(maxKeRiseJ, ke - previous);
    previous = ke;
  }
  const tolerance = KE_RELATIVE_TOLERANCE * keStartJ;

  const times: number[] = [];
  for (let i = 0; i < result.events.length; i++) {
    const t0 = result.events[i]!.t;
    times.push(t0);
    const t1 = result.events[i + 1]?.t;
    if (t1 === undefined || t1 <= t0) continue;
    for (let k = 1; k <= between; k++) times.push(t0 + ((t1 - t0) * k) / (between + 1));
  }

  let maxOverlapM = Number.NEGATIVE_INFINITY;
  const overlapping = new Set<string>();
  const leftTable = new Set<BallId>();
  for (const t of times) {
    const balls = positionsAt(result, t);
    for (let i = 0; i < balls.length; i++) {
      const a = balls[i]!;
      if (a.motion === "pocketed" || a.motion === "off") continue;
      if (!isOnPlayingArea(table, a, R)) leftTable.add(a.id);
      for (let j = i + 1; j < balls.length; j++) {
        const b = balls[j]!;
        if (b.motion === "pocketed" || b.motion === "off") continue;
        const overlap = 2 * R - Math.hypot(a.r[0] - b.r[0], a.r[1] - b.r[1], a.r[2] - b.r[2]);
        maxOverlapM = Math.max(maxOverlapM, overlap);
        if (overlap > OVERLAP_TOLERANCE_M) overlapping.add(`${a.id}-${b.id} at t=${t.toFixed(6)}`);
      }
    }
  }
  for (const b of result.final) if (b.motion === "off") leftTable.add(b.id);
  const notAtRest = result.final
    .filter((b) => b.motion !== "stationary" && b.motion !== "pocketed")
    .map((b) => b.id);

  return {
    keStartJ,
    keAfterEvents,
    maxKeRiseJ,
    keNeverRises: maxKeRiseJ <= tolerance,
    maxOverlapM,
    overlapping: [...overlapping],
    leftTable: [...leftTable],
    notAtRest,
  };
}

/** Inside the cushion noses (less R), or in a pocket's mouth on the way in. */
function isOnPlayingArea(table: Table, b: BallState, R: number): boolean {
  const slack = 1e-6;
  if (Math.abs(b.r[0]) <= table.length / 2 - R + slack && Math.abs(b.r[1]) <= table.width / 2 - R + slack)
    return true;
  return table.pockets.some(
    (p) => Math.hypot(b.r[0] - p.centre[0], b.r[1] - p.centre[1]) <= mouthReach(table, p, R),
  );
}

/** How far from a pocket's centre a ball can be while touching that pocket's jaw noses. */
function mouthReach(table: Table, p: Pocket, R: number): number {
  let reach = p.radius + R;
  for (const j of table.jaws) {
    if (j.pocket !== p.id) continue;
    reach = Math.max(reach, Math.hypot(j.centre[0] - p.centre[0], j.centre[1] - p.centre[1]) + j.radius + R);
  }
  return reach + 1e-6;
}
