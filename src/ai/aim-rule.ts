/**
 * The Piña aiming rules (PC-45, PC-FROZEN) as the AI respects them: the game's own judgement
 * (src/game judgeAim) with the match's settings, asked at the intended direction and a margin
 * either side so that the executed, noisy strike stays legal too. Never a copy of the rule.
 */
import type { ObjectBallId, Vec2 } from "../core/index.ts";
import { isFrozenToBallOn, judgeAim } from "../game/index.ts";
import type { MatchState } from "../rules/index.ts";
import type { Obstacle } from "./aim-geometry.ts";

export interface AimRule {
  /** The ball on: every stroke is judged against the line to it. */
  readonly ballOn: ObjectBallId;
  readonly frozenGapBallFraction: number;
  readonly masseMinElevationDeg: number;
}

/** Degrees each side of a direction that must be legal as well: the hand's error. */
export const AIM_MARGIN_DEG = 1.5;

/** The match's aiming rule for a shot whose ball on is `ballOn` (none in Bola 8). */
export function aimRuleFor(state: MatchState, ballOn: ObjectBallId | undefined): AimRule | undefined {
  if (state.game !== "pina" || ballOn === undefined) return undefined;
  return {
    ballOn,
    frozenGapBallFraction: state.settings.frozenGapBallFraction,
    masseMinElevationDeg: state.settings.masseMinElevationDeg,
  };
}

export interface AimFactsInput {
  readonly aimRule?: AimRule | undefined;
  readonly balls: readonly Obstacle[];
  readonly cue: Vec2;
  readonly table: { readonly radius: number };
}

/** Is a stroke in this direction (and elevation) legal under PC-45 / PC-FROZEN, with margin? */
export function legalDirection(
  input: AimFactsInput,
  dirDeg: number,
  elevationDeg = 0,
  marginDeg = AIM_MARGIN_DEG,
): boolean {
  const rule = input.aimRule;
  if (!rule) return true;
  const on = input.balls.find((b) => b.id === rule.ballOn);
  if (!on) return true;
  for (const d of [dirDeg, dirDeg - marginDeg, dirDeg + marginDeg]) {
    const foul = judgeAim({
      cue: input.cue,
      ballOn: on.at,
      directionDeg: d,
      elevationDeg,
      radius: input.table.radius,
      frozenGapBallFraction: rule.frozenGapBallFraction,
      masseMinElevationDeg: rule.masseMinElevationDeg,
    });
    if (foul) return false;
  }
  return true;
}

/** PC-FROZEN's test, with the match's gap: is the cue ball frozen to the ball on? */
export function isFrozenUnder(input: AimFactsInput): boolean {
  const rule = input.aimRule;
  const on = rule ? input.balls.find((b) => b.id === rule.ballOn) : undefined;
  if (!rule || !on) return false;
  return isFrozenToBallOn(input.cue, on.at, input.table.radius, rule.frozenGapBallFraction);
}
