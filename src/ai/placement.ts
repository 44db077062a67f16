/**
 * Where to put the cue ball with ball in hand behind the head string (G-BIH): a grid over the
 * kitchen, each point kept only if the game's placement rules allow it, ranked by the best
 * geometric pot from there. Ties go to the point nearer the head string (shorter shots).
 */
import type { Vec2 } from "../core/index.ts";
import { isInRegion, placementRegion } from "../game/index.ts";
import type { BallState, Table } from "../physics/index.ts";
import type { MatchState } from "../rules/index.ts";
import { mirror, type Obstacle, pathClear, railLines } from "./aim-geometry.ts";
import { type AimRule, aimRuleFor } from "./aim-rule.ts";
import { generatePots } from "./candidates.ts";
import { aimTable } from "./leave.ts";
import { oneRailKick } from "./safety.ts";
import { canPotFor, firstLegalFrom, kitchenKickTargets, objectBalls, type ShotHint } from "./targets.ts";

/** What a clear line to a legal ball adds to a spot's odds: only enough to break a tie. */
const SEES_BALL_ODDS = 0.001;

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
  const kickOnly = kitchenKickTargets(
    hint,
    obstacles,
    table.headStringX,
    state.settings.kitchenCrossingCounts,
  );
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
    // With no pot from a spot, one that sees a legal ball at least escapes a foul: a hair of odds
    // for a clear line, so it wins the tie over a hidden spot.
    const sees = firstLegal.some((id) => {
      const b = obstacles.find((o) => o.id === id);
      return b !== undefined && pathClear(at, b.at, obstacles, radius, [id]);
    });
    const best = pots[0]?.odds ?? 0;
    scored.push({
      at,
      odds:
        best > 0
          ? best
          : sees
            ? SEES_BALL_ODDS
            : footKickOdds(table, radius, at, kickOnly, obstacles, aimRule),
    });
  }
  scored.sort((a, b) => b.odds - a.odds || b.at[0] - a.at[0]);
  return scored.slice(0, keep);
}

/**
 * A ball behind the head string, with ball in hand, is reached only after the cue ball crosses
 * the head string (G-KITCHEN): a spot with a clear, legal one-rail kick off the foot cushion to
 * one (in Piña PC-45 allows it only from behind the ball on) gets less than a clear line
 * (SEES_BALL_ODDS), and more the nearer that kick runs straight up the table and back, where
 * the cushion bends the rebound least. The escape sweep then finds the real stroke.
 */
function footKickOdds(
  table: Table,
  radius: number,
  at: Vec2,
  targets: readonly number[],
  obstacles: readonly Obstacle[],
  aimRule: AimRule | undefined,
): number {
  const aim = aimTable(table, radius);
  const foot = railLines(aim).find((l) => l.rail === "foot");
  let odds = 0;
  for (const id of targets) {
    const b = obstacles.find((o) => o.id === id);
    if (!b || !foot) continue;
    const kick = { cue: at, balls: obstacles, radius, aimRule, table: aim };
    if (oneRailKick(kick, b, foot, mirror(b.at, foot)) === undefined) continue;
    odds = Math.max(odds, (SEES_BALL_ODDS / 2) * (1 - Math.abs(at[1] - b.at[1]) / table.width));
  }
  return odds;
}
