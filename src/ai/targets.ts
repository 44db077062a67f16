/**
 * What the rules let the shooter aim at, read from the referee's own hints: the balls the cue
 * ball may touch first and which balls may be pocketed for the shooter after that contact.
 */
import type { ObjectBallId, PlayerIndex, Vec2 } from "../core/index.ts";
import { isBeyondHeadString } from "../game/index.ts";
import type { BallState } from "../physics/index.ts";
import { type ActionKindHint, groupOf, legalActions, type MatchState } from "../rules/index.ts";
import type { Obstacle } from "./aim-geometry.ts";

export type ShotHint = Extract<ActionKindHint, { kind: "shot" }>;

/** The referee's hint for a shot by `p`, if that player may shoot now. */
export function shotHintFor(state: MatchState, p: PlayerIndex): ShotHint | undefined {
  return legalActions(state).find((h): h is ShotHint => h.kind === "shot" && h.by === p);
}

export function objectBalls(balls: readonly BallState[]): Obstacle[] {
  return balls
    .filter((b) => b.id !== 0 && b.motion !== "pocketed" && b.motion !== "off")
    .map((b) => ({ id: b.id, at: [b.r[0], b.r[1]] as Vec2 }));
}

export function cueAt(balls: readonly BallState[]): Vec2 | undefined {
  const c = balls.find((b) => b.id === 0 && b.motion !== "pocketed" && b.motion !== "off");
  return c ? [c.r[0], c.r[1]] : undefined;
}

/**
 * May `ball` drop for the shooter after `first` was hit first? Bola 8: a ball of the same group
 * (the group being declared on an open table), and the 8 only off itself; Piña: any ball may be
 * called once the ball on is hit first (PC-CALL).
 */
export function canPotFor(state: MatchState): (first: ObjectBallId, ball: ObjectBallId) => boolean {
  if (state.game === "pina") return () => true;
  return (first, ball) => {
    if (first === 8 || ball === 8) return first === 8 && ball === 8;
    return groupOf(first) === groupOf(ball);
  };
}

/** With ball in hand, balls behind the head string may not be hit first (G-KITCHEN). */
export function firstLegalFrom(
  hint: ShotHint,
  balls: readonly Obstacle[],
  headStringX: number,
): ObjectBallId[] {
  return hint.legalFirstContact.filter((id) => {
    const b = balls.find((o) => o.id === id);
    return b !== undefined && (!hint.ballInHand || isBeyondHeadString(b.at[0], headStringX));
  });
}

/**
 * With ball in hand, the legal balls behind the head string that G-KITCHEN still lets the cue
 * ball hit first once it has crossed the head string (the setting kitchenCrossingCounts): only a
 * kick reaches them, off the foot cushion and back.
 */
export function kitchenKickTargets(
  hint: ShotHint,
  balls: readonly Obstacle[],
  headStringX: number,
  crossingCounts: boolean,
): ObjectBallId[] {
  if (!hint.ballInHand || !crossingCounts) return [];
  return hint.legalFirstContact.filter((id) => {
    const b = balls.find((o) => o.id === id);
    return b !== undefined && !isBeyondHeadString(b.at[0], headStringX);
  });
}
