/**
 * What the AI is shown before a decision, and what it answers. The AI never changes a match: it
 * reads positions and the referee's state, and returns a move that the caller turns into the
 * match API's actions (place the cue ball, shoot with a call, choose an option).
 */
import type { ObjectBallId, PlayerIndex, PocketId, Vec2 } from "../core/index.ts";
import type { BallState, PhysicsOptions, Strike, Table } from "../physics/index.ts";
import type { Bola8Call, Choice, MatchState, PinaCall } from "../rules/index.ts";

export interface AiSituation {
  readonly table: Table;
  /** Every ball; those pocketed or off are ignored. */
  readonly balls: readonly BallState[];
  /** The player the AI plays for. */
  readonly me: PlayerIndex;
  /** The referee's state: turn, groups, ball on, pending options, ball in hand, settings. */
  readonly state: MatchState;
  /** The physics the match is played with (defaults when absent). */
  readonly physics?: PhysicsOptions;
}

export type AiCall = Bola8Call | PinaCall;

/** A shot the AI means to play, with where it puts the cue ball first if it has ball in hand. */
export interface AiShot {
  readonly kind: "shot";
  readonly strike: Strike;
  readonly call?: AiCall;
  /** Ball in hand: the cue ball's centre before the shot. */
  readonly place?: Vec2;
  /** A pot: the ball hit first, the ball meant to drop and where. */
  readonly pot?: { readonly first: ObjectBallId; readonly target: ObjectBallId; readonly pocket: PocketId };
  /** For logs and tests: what the AI thought it was doing ("direct 5 → foot-left", "safety on 3"). */
  readonly intent: string;
  /** The AI's estimate of the shot's value (higher is better). */
  readonly value: number;
  /** Physics simulations spent on the decision. */
  readonly sims: number;
}

export interface AiChoice {
  readonly kind: "choose";
  readonly choice: Choice;
}

export type AiMove = AiShot | AiChoice;
