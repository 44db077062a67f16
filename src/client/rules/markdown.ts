/**
 * The rules page as one Markdown file in both languages: every rule ID in the page's order, with
 * its kind, its title and how mingo applies it in Spanish and English, and the rulebook's own
 * words (or, for mingo's readings, that the rulebook is silent and its nearest passage).
 * docs/rules.md is this text (`npm run docs:rules` writes it; a test fails when it is not
 * current), and the rules page offers the same text as a download. The words are the page's
 * own: the narration's rule words and the rules page's dictionaries.
 */
import type { Lang } from "../../core/index.ts";
import { kindLabel, ruleText, SEED_QUOTES } from "../../narration/index.ts";
import { RULE_IDS, type RuleGame, type RuleId, ruleInfo } from "../../rules/index.ts";
import { enRules, esRules } from "../i18n/index.ts";

const WORDS: Readonly<Record<Lang, Readonly<Record<keyof typeof esRules, string>>>> = {
  es: esRules,
  en: enRules,
};
const LANGS_IN_ORDER: readonly Lang[] = ["es", "en"];

/** The page's groups, in its order; the games keep their own names in both languages. */
const GROUPS: readonly RuleGame[] = ["shared", "bola8", "pina"];
const GAME_NAMES: Readonly<Record<Exclude<RuleGame, "shared">, string>> = {
  bola8: "Bola 8",
  pina: "Piña cantado",
};
const groupName = (g: RuleGame, l: Lang) => (g === "shared" ? WORDS[l].rulesShared : GAME_NAMES[g]);

/** "es · en", or the one word when both languages say the same. */
function both(say: (l: Lang) => string): string {
  const [es, en] = LANGS_IN_ORDER.map(say);
  return es === en ? es! : `${es} · ${en}`;
}

/** The rulebook's words for a rule, or that mingo reads a silent passage (and the nearest one). */
function rulebookLines(id: RuleId): string[] {
  const q = SEED_QUOTES[id];
  const seed = both((l) => (q.seed === "bola8" ? WORDS[l].rulesSeedBola8 : WORDS[l].rulesSeedPina));
  if (q.quote !== null) return [`> «${q.quote}» — ${seed}`];
  const lines = LANGS_IN_ORDER.map((l) => `*${WORDS[l].rulesInterp}*`).join("\\\n");
  if (!q.near) return [lines];
  return [lines, "", `> ${both((l) => WORDS[l].rulesNear)}: «${q.near}» — ${seed}`];
}

function ruleSection(id: RuleId): string[] {
  const info = ruleInfo(id);
  return [
    `### ${id} · ${both((l) => ruleText(id, l).title)}`,
    "",
    `*${both((l) => kindLabel(info.kind, info.game, l))}*`,
    "",
    ...LANGS_IN_ORDER.map((l) => `- **${WORDS[l].rulesOurs}:** ${ruleText(id, l).text}`),
    "",
    ...rulebookLines(id),
    "",
  ];
}

/** The whole file, ending with one newline. */
export function rulesMarkdown(): string {
  const lines = [
    "<!-- Generated from the rule catalogue (src/rules/catalogue) and the rules' words",
    "     (src/narration/rule-words, src/client/i18n/rules-*.ts) by `npm run docs:rules`.",
    "     Do not edit by hand: a test fails when this file is not what the generator writes. -->",
    "",
    `# ${both((l) => WORDS[l].rulesTitle)}`,
    "",
    ...LANGS_IN_ORDER.flatMap((l) => [WORDS[l].rulesDocIntro, ""]),
  ];
  for (const g of GROUPS) {
    const ids = RULE_IDS.filter((id) => ruleInfo(id).game === g);
    lines.push(`## ${both((l) => groupName(g, l))}`, "", ...ids.flatMap(ruleSection));
  }
  return `${lines.join("\n").trimEnd()}\n`;
}
