/**
 * `mingo referee --explain`: each step as a referee would say it — what happened, who fouled
 * and under which rule (its text from the catalogue), what the opponent may choose, the score.
 */
import type { Lang } from "../../core/index.ts";
import { other } from "../../core/index.ts";
import type { Action } from "../../rules/actions.ts";
import {
  ballInHand,
  bola8FoulCount,
  encounterLine,
  explainRule,
  formatPoints,
  isRuleId,
  openTable,
  pinaFoulCount,
  playsGroup,
  ruleText,
  scoreLine,
  tieAt60,
  turnOf,
  twoTurnsFor,
  wins,
} from "../../rules/catalogue.ts";
import type { ScriptHeader } from "../script/decode.ts";
import type { StepOutcome } from "../script/run.ts";
import { callWords, eventsPhrase, groupWord, listWords, optionWord } from "./words.ts";

/** A foul or a loss is said in full; the rules that merely shaped a ruling, by their titles. */
const ruleLine = (id: string, lang: Lang): string => (isRuleId(id) ? explainRule(id, lang) : id);
const ruleTitle = (id: string, lang: Lang): string =>
  isRuleId(id) ? `${id} ${ruleText(id, lang).title}` : id;
/** Said on nearly every shot, so left out of the explanation. */
const QUIET_NOTES = new Set(["B8-LEGAL", "PC-CALL", "PC-16"]);

export function explainStep(header: ScriptHeader, s: StepOutcome, lang: Lang): string {
  const names = header.players;
  const { ruling, report } = s;
  const es = lang === "es";
  const lines: string[] = [];
  const title = es ? `Paso ${s.step}` : `Step ${s.step}`;
  const rackWord = header.game === "bola8" ? (es ? "triángulo" : "rack") : es ? "partida" : "game";
  lines.push(`${title} (${rackWord} ${report.rack}) · ${actionPhrase(s.action, names, lang)}`);

  for (const f of ruling.fouls) {
    lines.push(`  ${es ? "Falta de" : "Foul by"} ${names[f.by]}: ${ruleLine(f.rule, lang)}`);
  }
  for (const c of ruling.logged)
    lines.push(`  ${es ? "Anotado" : "Logged"} (${names[c.by]}): ${ruleLine(c.rule, lang)}`);
  if (header.game === "pina" && ruling.foulCount !== null && ruling.fouls.length > 0) {
    const fouler = ruling.fouls[0]!.by;
    lines.push(`  ${pinaFoulCount(ruling.foulCount, lang, names[other(fouler)])}`);
  }
  if (header.game === "bola8" && ruling.fouls.length > 0 && !ruling.loss) {
    const fouler = ruling.fouls[0]!.by;
    lines.push(`  ${bola8FoulCount(report.consecutiveFouls[fouler], lang)}`);
  }
  if (ruling.points > 0) {
    lines.push(`  ${es ? "Suma" : "Scores"} ${formatPoints(ruling.points, lang)}`);
  }
  const offered = new Set(ruling.options.map((o) => o.rule));
  const said = new Set([...ruling.fouls.map((f) => f.rule), ruling.loss?.rule]);
  const notes = ruling.notes.filter((n) => !QUIET_NOTES.has(n) && !offered.has(n) && !said.has(n));
  if (notes.length > 0) lines.push(`  ${notes.map((n) => ruleTitle(n, lang)).join(" · ")}`);

  if (ruling.loss) {
    const who = names[ruling.loss.by];
    // A resignation is already said by the action line.
    if (ruling.loss.rule !== "G-RESIGN")
      lines.push(`  ${es ? "Pierde" : "Loses"} ${who}: ${ruleLine(ruling.loss.rule, lang)}`);
  }
  if (report.winner === "tie") lines.push(`  ${tieAt60(lang)}`);
  else if (report.winner !== null) lines.push(`  ${wins(names[report.winner], header.game, lang)}`);

  if (ruling.options.length > 0 && ruling.optionsFor !== null) {
    const chooser = names[ruling.optionsFor];
    const choices = ruling.options.map((o) => {
      const upTo =
        o.option === "equalize" && ruling.equalizeUpTo !== null
          ? ` (${es ? "hasta" : "up to"} ${ruling.equalizeUpTo})`
          : "";
      return `${optionWord(o.option, lang)}${upTo}`;
    });
    const rules = [...new Set(ruling.options.map((o) => o.rule))].map((r) => ruleTitle(r, lang));
    lines.push(`  ${chooser} ${es ? "elige" : "chooses"}: ${listWords(choices, lang)} (${rules.join("; ")})`);
  } else if (!report.matchOver && report.winner === null) {
    lines.push(
      `  ${report.ballInHand ? ballInHand(lang, names[report.turn]) : turnOf(names[report.turn], lang)}`,
    );
  }
  if (report.turnsOwed > 0) lines.push(`  ${twoTurnsFor(names[report.turn], lang)}`);

  lines.push(`  ${standing(header, s, lang)}`);
  return lines.join("\n");
}

function actionPhrase(a: Action, names: readonly [string, string], lang: Lang): string {
  const es = lang === "es";
  switch (a.kind) {
    case "shot": {
      const call = a.shot.call ? `${callWords(a.shot.call as never, lang)}; ` : "";
      const miscue = a.shot.miscue
        ? es
          ? "pifia sin tocar el triángulo; "
          : "miscue that misses the rack; "
        : "";
      return `${names[a.shot.by]} ${es ? "tira" : "shoots"}: ${call}${miscue}${eventsPhrase(a.shot.events, lang)}`;
    }
    case "declare":
      return es ? `${names[a.by]} declara ${groupWord(a.group, lang)}` : `${names[a.by]} declares ${a.group}`;
    case "choose": {
      const what =
        a.choice.kind === "equalize"
          ? `${optionWord("equalize", lang)}: ${a.choice.balls.join(", ")}`
          : optionWord(a.choice.kind, lang);
      return `${names[a.by]} ${es ? "elige" : "chooses"}: ${what}`;
    }
    case "lag":
      return es ? `${names[a.winner]} gana el canteo` : `${names[a.winner]} wins the lag`;
    case "resign":
      return es ? `${names[a.by]} abandona` : `${names[a.by]} resigns`;
  }
}

function standing(header: ScriptHeader, s: StepOutcome, lang: Lang): string {
  const names = header.players;
  const r = s.report;
  const es = lang === "es";
  const parts: string[] = [];
  if (header.game === "bola8") {
    if (r.groups) {
      parts.push(playsGroup(names[0], r.groups[0], lang), playsGroup(names[1], r.groups[1], lang));
    } else if (r.winner === null) parts.push(openTable(lang));
    parts.push(`${es ? "Triángulos" : "Racks"}: ${scoreLine(names, r.matchScore as [number, number], lang)}`);
  } else {
    if (r.score) parts.push(scoreLine(names, r.score as [number, number], lang));
    if (r.ballOn) parts.push(`${es ? "Bola de turno" : "Ball on"}: ${r.ballOn}`);
    parts.push(
      `${es ? "Encuentro" : "Encounter"}: ${encounterLine(names, r.matchScore as [number, number], lang)}`,
    );
  }
  if (r.matchOver)
    parts.push(es ? (header.game === "pina" ? "Fin del encuentro" : "Fin del partido") : "Match over");
  return parts.join(" · ");
}
