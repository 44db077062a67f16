/**
 * What the scorekeeper page and the wall screen announce after an entry, in both languages,
 * from the referee's report and the catalogue's phrases ("dos cabezas", ball in hand, the
 * winner). Foul texts come with their rule IDs so the page can show the rule.
 */
import type { ByPlayer, GameId, Lang, PlayerIndex } from "../../core/index.ts";
import {
  ballInHand,
  bola8FoulCount,
  encounterLine,
  pinaFoulCount,
  ruleText,
  scoreLine,
  tieAt60,
  turnOf,
  wins,
} from "../../narration/index.ts";
import type { StepReport } from "../../rules/actions.ts";
import { isRuleId } from "../../rules/catalogue.ts";

export interface Announcement {
  readonly lines: Readonly<Record<Lang, readonly string[]>>;
  readonly fouls: readonly { readonly id: string; readonly es: string; readonly en: string }[];
}

export function announce(
  game: GameId,
  names: ByPlayer<string>,
  by: PlayerIndex | null,
  report: StepReport,
): Announcement {
  const say = (lang: Lang): string[] => {
    const out: string[] = [];
    if (report.fouls.length && by !== null) {
      const count = report.consecutiveFouls[by];
      out.push(
        game === "pina" ? pinaFoulCount(count, lang, names[by === 0 ? 1 : 0]) : bola8FoulCount(count, lang),
      );
    }
    if (report.winner === "tie") out.push(tieAt60(lang));
    else if (report.winner !== null) out.push(wins(names[report.winner], game, lang));
    if (game === "pina" && report.score) out.push(scoreLine(names, report.score, lang));
    if (game === "pina" || report.winner !== null) out.push(encounterLine(names, report.matchScore, lang));
    if (!report.matchOver) {
      if (report.ballInHand) out.push(ballInHand(lang, names[report.turn]));
      else if (!report.options.length) out.push(turnOf(names[report.turn], lang));
    }
    return out;
  };
  const fouls = [...report.fouls, ...(report.loss ? [report.loss] : [])].map((id) =>
    isRuleId(id)
      ? { id, es: ruleText(id, "es").title, en: ruleText(id, "en").title }
      : { id, es: id, en: id },
  );
  return { lines: { es: say("es"), en: say("en") }, fouls };
}
