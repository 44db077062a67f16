/**
 * PC-DEFENSE travel (PC-19): on a defence the cue ball must travel at least one hand-span
 * (setting defenseSpanCm, default 20 cm): its own path, or its path plus one object ball's.
 */
import { type BallPath, pathLength } from "./path.ts";

export interface DefenseFacts {
  readonly cuePath: BallPath;
  readonly objectPaths: readonly BallPath[];
  readonly spanM: number;
}

/** The best travel the rule can count: the cue ball's plus the longest single object ball's. */
export function defenseTravel(cuePath: BallPath, objectPaths: readonly BallPath[]): number {
  const best = objectPaths.reduce((m, p) => Math.max(m, pathLength(p)), 0);
  return pathLength(cuePath) + best;
}

export function judgeDefense(f: DefenseFacts): "PC-DEFENSE" | null {
  return defenseTravel(f.cuePath, f.objectPaths) >= f.spanM ? null : "PC-DEFENSE";
}
