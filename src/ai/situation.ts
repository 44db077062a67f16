/**
 * What the AI is shown before a decision, and what it answers. The AI never changes a match: it
 * reads positions and the referee's report, and returns a move that the caller turns into the
 * match API's actions (place the cue ball, declare, shoot with a call, choose an option).
 */
import type { GameId, ObjectBallId, PlayerIndex, Vec2 } from "../core/index.ts";
import type { BallState, Strike, Table } from "../physics/types.ts";
import type { Bola8Call, Choice, Group, OptionName, PinaCall, StepReport } from "../rules/actions.ts";

export interface AiSituation {
  readonly game: GameId;
  readonly table: Table;
  /** Every ball; those pocketed or off are ignored. */
  readonly balls: readonly BallState[];
  /** The player the AI plays for. */
  readonly me: PlayerIndex;
  /** The referee's report after the last step: turn, groups, ball on, options, ball in hand. */
  readonly report: StepReport;
  /** The next shot is a break (the rack has just been set). */
  readonly isBreak: boolean;
  /** Options offered to `me`, in the referee's names (empty when it is simply my shot). */
  readonly options: readonly OptionName[];
  /** pina: the ball on was declined by the opponent's defence (PC-REFUSED). */
  readonly ballOnRefused?: boolean;
  /** pina: minimum cue-ball travel of a defence, m (PC-DEFENSE setting). */
  readonly defenseSpanM?: number;
  /** pina: points needed to win a game (61). */
  readonly pinaTarget?: number;
}

export type AiCall = Bola8Call | PinaCall;

/** A shot the AI means to play: where it puts the cue ball first, if it has ball in hand. */
export interface AiShot {
  readonly kind: "shot";
  readonly strike: Strike;
  readonly call?: AiCall;
  /** bola8 on an open table: the group declared with the shot. */
  readonly declare?: Group;
  /** Ball in hand: the cue ball's centre before the shot. */
  readonly place?: Vec2;
  /** For logs and tests: what the AI thought it was doing. */
  readonly intent: string;
  /** The AI's estimate of the shot's value (higher is better). */
  readonly value: number;
}

export interface AiChoice {
  readonly kind: "choose";
  readonly choice: Choice;
}

export type AiMove = AiShot | AiChoice;

export type { ObjectBallId };
