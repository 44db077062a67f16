/**
 * Our events and results next to pooltool's, in the shared vocabulary of ./pooltool.ts:
 * event counts by kind, the early events matched one by one, pocketed sets, final positions.
 */
import type { BallState, PhysicsEvent } from "../src/physics/types.ts";
import type { CommonEvent, PtDims, PtResult } from "./pooltool.ts";
import { toOurPoint } from "./pooltool.ts";

export function commonFromOurs(e: PhysicsEvent): CommonEvent {
  switch (e.kind) {
    case "ball-ball":
      return { t: e.t, kind: e.kind, balls: [e.a, e.b].sort((x, y) => x - y) };
    case "ball-cushion":
      return {
        t: e.t,
        kind: e.kind,
        balls: [e.ball],
        place: e.cushion === "jaw" ? `jaw:${e.pocket}` : e.cushion,
      };
    case "ball-pocket":
      return { t: e.t, kind: e.kind, balls: [e.ball], place: e.pocket };
    default:
      return { t: e.t, kind: e.kind, balls: [e.ball] };
  }
}

export function countByKind(events: readonly CommonEvent[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const e of events) counts[e.kind] = (counts[e.kind] ?? 0) + 1;
  return counts;
}

/** Two events agree when kind, balls and place are the same and their times are this close. */
export const EVENT_TIME_TOLERANCE_S = 1e-3;

export function sameEvent(a: CommonEvent, b: CommonEvent, toleranceS = EVENT_TIME_TOLERANCE_S): boolean {
  return (
    a.kind === b.kind &&
    a.place === b.place &&
    a.balls.length === b.balls.length &&
    a.balls.every((x, i) => x === b.balls[i]) &&
    Math.abs(a.t - b.t) <= toleranceS
  );
}

export interface EarlyAgreement {
  /** How many events after the strike agree, in order, before the first difference. */
  readonly agreeing: number;
  /** Largest time difference among the agreeing events, s. */
  readonly maxDtS: number;
  readonly firstDifference?: {
    readonly index: number;
    readonly ours?: CommonEvent;
    readonly ref?: CommonEvent;
  };
}

/**
 * Events this close in time within one list happened together (e.g. two balls that reach
 * rolling at the same instant after a collision); their order is a tie-break, not physics.
 */
export const SIMULTANEOUS_S = 1e-6;

/**
 * Walks both lists from the first event after the strike (index 1) and stops at the first
 * pair that differs, or after `limit` events. Simultaneous events may come in either order.
 * A shot "agrees on the first n" when agreeing ≥ n, or both lists ended together before n.
 */
export function earlyAgreement(
  ours: readonly CommonEvent[],
  ref: readonly CommonEvent[],
  limit: number,
  toleranceS = EVENT_TIME_TOLERANCE_S,
): EarlyAgreement {
  const pending = ref.slice();
  let maxDtS = 0;
  for (let k = 0; k < limit; k++) {
    const i = k + 1;
    const a = ours[i];
    let b = pending[i];
    if (a === undefined && b === undefined) return { agreeing: limit, maxDtS };
    if (a !== undefined && b !== undefined && !sameEvent(a, b, toleranceS)) {
      // Look for a's counterpart among the reference events simultaneous with b.
      for (let j = i + 1; j < pending.length && pending[j]!.t - b.t <= SIMULTANEOUS_S; j++) {
        const c = pending[j]!;
        if (sameEvent(a, c, toleranceS)) {
          pending[j] = b;
          pending[i] = c;
          b = c;
          break;
        }
      }
    }
    if (a === undefined || b === undefined || !sameEvent(a, b, toleranceS)) {
      return {
        agreeing: k,
        maxDtS,
        firstDifference: { index: i, ...(a ? { ours: a } : {}), ...(b ? { ref: b } : {}) },
      };
    }
    maxDtS = Math.max(maxDtS, Math.abs(a.t - b.t));
  }
  return { agreeing: limit, maxDtS };
}

export interface FinalComparison {
  readonly oursPocketed: readonly number[];
  readonly refPocketed: readonly number[];
  readonly samePocketedSet: boolean;
  /** Distance between final positions of balls on the table in both results, m. */
  readonly positionDiffsM: readonly number[];
}

export function compareFinals(ours: readonly BallState[], ref: PtResult, dims: PtDims): FinalComparison {
  const oursPocketed = ours
    .filter((b) => b.motion === "pocketed")
    .map((b) => b.id as number)
    .sort((a, b) => a - b);
  const refPocketed = Object.keys(ref.pocketed)
    .map(Number)
    .sort((a, b) => a - b);
  const positionDiffsM: number[] = [];
  for (const b of ours) {
    const r = ref.final[String(b.id)];
    if (b.motion === "pocketed" || b.motion === "off" || !Array.isArray(r)) continue;
    const [x, y] = toOurPoint(r, dims);
    positionDiffsM.push(Math.hypot(b.r[0] - x, b.r[1] - y));
  }
  return {
    oursPocketed,
    refPocketed,
    samePocketedSet:
      oursPocketed.length === refPocketed.length && oursPocketed.every((x, i) => x === refPocketed[i]),
    positionDiffsM,
  };
}

export function describeEvent(e: CommonEvent | undefined): string {
  if (!e) return "(none)";
  return `${e.t.toFixed(6)} ${e.kind} [${e.balls.join(",")}]${e.place ? ` ${e.place}` : ""}`;
}
