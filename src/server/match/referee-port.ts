/**
 * What the server needs from the referee engine (src/rules): start a match, apply one
 * action. The server holds no rule; it only stores, orders and broadcasts what this says.
 */
import type { GameId, PlayerIndex, Result } from "../../core/index.ts";
import type { Action, RuleError, StepReport } from "../../rules/actions.ts";
import type { ActionKindHint } from "../../rules/legal.ts";

export interface Referee<S> {
  newMatch(
    game: GameId,
    settings: Readonly<Record<string, unknown>>,
    breaker: PlayerIndex,
  ): Result<S, RuleError>;
  apply(state: S, action: Action): Result<{ readonly state: S; readonly report: StepReport }, RuleError>;
  /** What may come next (who acts, which kinds of entry, options, the call needed), for the page. */
  next(state: S): readonly ActionKindHint[];
}
