/**
 * The narration of one game step (src/narration), for the game screen, its log and the
 * replay viewer alike: the lag's lines when the step was a lag, then the referee's step.
 */
import type { ByPlayer, GameId, Lang } from "../../core/index.ts";
import type { StepLog } from "../../game/index.ts";
import { type Line, narrateLag, narrateStep, renderLine } from "../../narration/index.ts";
import type { MatchState } from "../../rules/index.ts";

export function stepLines(
  step: StepLog,
  before: MatchState | null,
  names: ByPlayer<string>,
  game: GameId,
  /** G-TEAM: each side's partners, so the lines name who struck and who is due. */
  sides?: ByPlayer<readonly string[]>,
): Line[] {
  return [
    ...(step.lag ? narrateLag(game, names, step.lag.result) : []),
    ...(before && step.ruleAction && step.ruling && step.report
      ? narrateStep({
          names,
          ...(sides ? { sides } : {}),
          before,
          action: step.ruleAction,
          ruling: step.ruling,
          report: step.report,
        })
      : []),
  ];
}

/** A line as a screen shows it: its kind and rule for styling, its sentence. */
export interface ShownLine {
  readonly kind: string;
  readonly rule?: string;
  readonly text: string;
}

export const showLine = (l: Line, lang: Lang): ShownLine => ({
  kind: l.kind,
  ...(l.rule ? { rule: l.rule } : {}),
  text: renderLine(l, lang),
});
