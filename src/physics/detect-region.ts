/**
 * Crossing times of the axis-aligned lines that bound the playing area (the cushion-nose
 * rectangle) and the rails' outer edges: for balls in the air or on a rail top, which are
 * not held in by the cushions. Quadratics in τ, solved by firstEntry.
 */
import { firstEntry } from "./roots.ts";

/**
 * Seconds until the centre's coordinate `axis` (0 = x, 1 = y) reaches sign·bound going
 * outward (sign·coord rising through bound), or Infinity. Starting on the line counts.
 */
export function lineExitTime(S: Float64Array, axis: 0 | 1, sign: 1 | -1, bound: number, T: number): number {
  return firstEntry(bound - sign * S[axis]!, -sign * S[axis + 3]!, -sign * S[axis + 6]!, 0, 0, T, 0, 0);
}

/** Seconds until sign·coord comes down through bound (moving inward), or Infinity. */
export function lineEntryTime(S: Float64Array, axis: 0 | 1, sign: 1 | -1, bound: number, T: number): number {
  return firstEntry(sign * S[axis]! - bound, sign * S[axis + 3]!, sign * S[axis + 6]!, 0, 0, T, 0, 0);
}

/** Coordinate `axis` of the path at τ. */
export function coordAt(S: Float64Array, axis: 0 | 1 | 2, t: number): number {
  return S[axis]! + t * (S[axis + 3]! + t * S[axis + 6]!);
}
