/**
 * What the server needs from the referee engine (src/rules): start a match, apply one
 * action. The server holds no rule; it only stores, orders and broadcasts what this says.
 */
import type { ByPlayer, GameId, PlayerIndex, Result } from "../../core/index.ts";
import type { Line } from "../../narration/index.ts";
import type { Action, ActionKindHint, RuleError, Ruling, StepReport } from "../../rules/index.ts";

/** One applied action, as the referee judged it. */
export interface Applied<S> {
  readonly state: S;
  readonly ruling: Ruling;
  readonly report: StepReport;
}

export interface Referee<S> {
  /** `sideSizes`: a match of sides (G-TEAM), the players in each; absent for singles. */
  newMatch(
    game: GameId,
    settings: Readonly<Record<string, unknown>>,
    breaker: PlayerIndex,
    sideSizes?: readonly number[],
  ): Result<S, RuleError>;
  apply(state: S, action: Action): Result<Applied<S>, RuleError>;
  /** The step told as narration lines (src/narration), the same the game and the CLI say. */
  narrate(
    names: ByPlayer<string>,
    before: S,
    action: Action,
    applied: Applied<S>,
    sides?: ByPlayer<readonly string[]> | null,
  ): Line[];
  /** What may come next (who acts, which kinds of entry, options, the call needed), for the page. */
  next(state: S): readonly ActionKindHint[];
}
