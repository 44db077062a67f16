/**
 * What the referee says after a step, as lines for the ruling banner and the log: fouls with
 * their rule texts from the catalogue, the loss, the result, spotted balls, the foul count,
 * points, groups, who plays and with ball in hand. Words come from rules/catalogue and the
 * client dictionary; nothing here judges anything.
 */
import type { ByPlayer, GameId, Lang } from "../../core/index.ts";
import type { StepLog } from "../../game/match-types.ts";
import {
  ballInHand,
  bola8FoulCount,
  isRuleId,
  kindLabel,
  pinaFoulCount,
  playsGroup,
  resigned,
  ruleText,
  scoreLine,
  tieAt60,
  turnOf,
  twoTurnsFor,
  wins,
} from "../../rules/catalogue.ts";
import type { MatchState } from "../../rules/index.ts";
import { t } from "../i18n/i18n.ts";

export interface RulingLine {
  readonly kind: "foul" | "loss" | "result" | "info" | "turn";
  readonly text: string;
  readonly rule?: string;
}

export function describeRule(rule: string, lang: Lang): string {
  if (!isRuleId(rule)) return rule;
  const r = ruleText(rule, lang);
  return `${r.title}: ${r.text}`;
}

export function ruleTitle(rule: string, lang: Lang): string {
  return isRuleId(rule) ? ruleText(rule, lang).title : rule;
}

export function rulingLines(
  step: StepLog,
  before: MatchState | null,
  after: MatchState | null,
  names: ByPlayer<string>,
  game: GameId,
  lang: Lang,
): RulingLine[] {
  const out: RulingLine[] = [];
  if (step.lag) {
    const r = step.lag.result;
    out.push({
      kind: "result",
      text: r.kind === "replay" ? t("lagReplay", {}, lang) : t("lagWon", { name: names[r.winner] }, lang),
      rule: game === "bola8" ? "B8-LAG" : "PC-LAG",
    });
    for (const p of [0, 1] as const) {
      for (const f of r.faults[p])
        out.push({ kind: "foul", text: `${names[p]} — ${f}: ${describeRule(f, lang)}`, rule: f });
    }
  }
  const ruling = step.ruling;
  if (!ruling) return out;
  const foulWord = kindLabel("foul", game, lang);
  for (const f of ruling.fouls) {
    out.push({
      kind: "foul",
      text: `${foulWord} ${f.rule} (${names[f.by]}) — ${describeRule(f.rule, lang)}`,
      rule: f.rule,
    });
  }
  if (ruling.foulCount !== null && ruling.fouls.length > 0) {
    const fouler = ruling.fouls[0]!.by;
    out.push({
      kind: "foul",
      text:
        game === "pina"
          ? pinaFoulCount(ruling.foulCount, lang, names[fouler === 0 ? 1 : 0])
          : bola8FoulCount(ruling.foulCount, lang),
    });
  } else if (game === "bola8" && ruling.fouls.length > 0 && after) {
    const fouler = ruling.fouls[0]!.by;
    out.push({ kind: "foul", text: bola8FoulCount(after.consecutiveFouls[fouler], lang) });
  }
  if (ruling.loss) {
    const l = ruling.loss;
    out.push({
      kind: "loss",
      text:
        l.rule === "G-RESIGN"
          ? resigned(names[l.by], lang)
          : `${kindLabel("loss", game, lang)} ${names[l.by]} — ${l.rule}: ${describeRule(l.rule, lang)}`,
      rule: l.rule,
    });
  }
  if (ruling.result) {
    const w = ruling.result.winner;
    out.push({
      kind: "result",
      text: w === "tie" ? tieAt60(lang) : wins(names[w], game, lang),
      rule: ruling.result.rule,
    });
  }
  if (ruling.spotted.length > 0)
    out.push({ kind: "info", text: t("spotted", { balls: ruling.spotted.join(", ") }, lang) });
  // Notes shape the ruling without sanctioning anyone: their titles are enough on screen.
  for (const n of ruling.notes) out.push({ kind: "info", text: `${n}: ${ruleTitle(n, lang)}`, rule: n });
  if (after && game === "bola8" && after.groups && !before?.groups) {
    out.push({ kind: "info", text: playsGroup(names[0], after.groups[0], lang) });
    out.push({ kind: "info", text: playsGroup(names[1], after.groups[1], lang) });
  }
  if (after && game === "pina" && (ruling.points !== 0 || ruling.action === "shot")) {
    out.push({ kind: "info", text: scoreLine(names, after.score, lang) });
  }
  if (ruling.turnsOwed > 0 && (ruling.foulCount === 3 || ruling.notes.includes("PC-REFUSED"))) {
    out.push({ kind: "info", text: twoTurnsFor(names[ruling.next], lang) });
  }
  if (!ruling.matchOver && !ruling.result) {
    out.push({ kind: "turn", text: turnOf(names[ruling.next], lang) });
    if (ruling.ballInHand && ruling.options.length === 0)
      out.push({ kind: "turn", text: ballInHand(lang, names[ruling.next]) });
  }
  return out;
}
