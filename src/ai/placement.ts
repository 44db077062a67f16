/**
 * Where to put the cue ball with ball in hand behind the head string (G-BIH): a grid over the
 * kitchen, each point kept only if the game's placement rules allow it, ranked by the best
 * geometric pot from there. Ties go to the point nearer the head string (shorter shots).
 */
import type { Vec2 } from "../core/index.ts";
import { isInRegion, placementRegion } from "../game/placement.ts";
import type { BallState, Table } from "../physics/types.ts";
import type { MatchState } from "../rules/index.ts";
import { aimRuleFor } from "./aim-rule.ts";
import { generatePots } from "./candidates.ts";
import { aimTable } from "./leave.ts";
import { canPotFor, firstLegalFrom, objectBalls, type ShotHint } from "./targets.ts";

export interface Placement {
  readonly at: Vec2;
  readonly odds: number;
}

export function kitchenGrid(table: Table, balls: readonly BallState[], radius: number, step: number): Vec2[] {
  const region = placementRegion(table, balls, "kitchen", radius);
  const out: Vec2[] = [];
  for (let x = region.xMax - 0.002; x >= region.xMin + 0.01; x -= step)
    for (let y = region.yMin + 0.02; y <= region.yMax - 0.02; y += step) {
      const p: Vec2 = [x, y];
      if (isInRegion(p, region)) out.push(p);
    }
  return out;
}

/** The best few placements, best first (never empty when the kitchen has room). */
export function rankPlacements(
  table: Table,
  balls: readonly BallState[],
  state: MatchState,
  hint: ShotHint,
  radius: number,
  sigmaRad: number,
  tricks: boolean,
  keep: number,
): Placement[] {
  const obstacles = objectBalls(balls);
  const firstLegal = firstLegalFrom(hint, obstacles, table.headStringX);
  const canPot = canPotFor(state);
  const aimRule = aimRuleFor(state, hint.legalFirstContact[0]);
  const scored: Placement[] = [];
  for (const at of kitchenGrid(table, balls, radius, 0.06)) {
    const pots = generatePots({
      table: aimTable(table, radius),
      cue: at,
      balls: obstacles,
      firstLegal,
      canPot: tricks ? canPot : (f, b) => f === b && canPot(f, b),
      sigmaRad,
      tricks,
      aimRule,
    });
    scored.push({ at, odds: pots[0]?.odds ?? 0 });
  }
  scored.sort((a, b) => b.odds - a.odds || b.at[0] - a.at[0]);
  return scored.slice(0, keep);
}
