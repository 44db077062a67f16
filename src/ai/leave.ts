/**
 * The value of a position for a player about to shoot from it: the geometric odds of their
 * best direct pot (the AI's one-ply look beyond the shot it simulates).
 */
import type { PlayerIndex, Vec2 } from "../core/index.ts";
import type { BallState, Table } from "../physics/types.ts";
import type { MatchState } from "../rules/index.ts";
import type { AimTable } from "./aim-geometry.ts";
import { generatePots } from "./candidates.ts";
import { canPotFor, cueAt, firstLegalFrom, objectBalls, shotHintFor } from "./targets.ts";

export function aimTable(table: Table, radius: number): AimTable {
  return { length: table.length, width: table.width, radius };
}

/** Aim error of a typical opponent, radians (between the easy and medium levels). */
export const REFERENCE_SIGMA = (0.4 * Math.PI) / 180;

/** Best direct-pot odds for `p` from `balls` with the cue ball where it lies (or at `cue`). */
export function bestPotOdds(
  table: Table,
  radius: number,
  balls: readonly BallState[],
  state: MatchState,
  p: PlayerIndex,
  sigmaRad: number,
  cue?: Vec2,
): number {
  const hint = shotHintFor(state, p);
  const from = cue ?? cueAt(balls);
  if (!hint || !from || hint.isBreak) return 0;
  const obstacles = objectBalls(balls);
  const pots = generatePots({
    table: aimTable(table, radius),
    cue: from,
    balls: obstacles,
    firstLegal: firstLegalFrom(hint, obstacles, table.headStringX),
    canPot: (f, b) => f === b && canPotFor(state)(f, b),
    sigmaRad,
    tricks: false,
    ...(state.game === "pina" ? { ballOn: hint.legalFirstContact[0] } : {}),
  });
  return pots[0]?.odds ?? 0;
}
