/**
 * The referee's voice: one narration for every screen (`mingo referee --explain`, the game's
 * ruling panel and log, the scorekeeper page, the live wall). Imports only core and rules.
 *
 *   narrateStep({ names, before, action, ruling, report }): Line[]   // a step told as data
 *   narrateLag(game, names, lagResult): Line[]                      // a lag judged by the game
 *   announceCall(game, name, call): Line                            // a call before its shot
 *   renderLine(line, lang, { ruleText?, ruleId? }): string          // one sentence, one full stop
 *   renderLines(lines, lang, opts): string[]
 *
 * A `Line` is `{ kind, game, rule?, phrase, args }`: `kind` (LINE_KINDS) is for styling,
 * `rule` the RuleId it cites, `phrase` a PhraseKey whose `args` type PhraseArgs names.
 * The vocabulary is shared by buttons and sentences alike: pocketLabel/pocketName,
 * optionLabel/optionMeaning, groupName, ballName, foulWord, rackWord. Rule words:
 * ruleText(id, lang) -> { title, text }, ruleTitle(id, lang); kindLabel for a rule's kind.
 * Numbers: formatPoints ("1½"), pointsPhrase, listOr. Banners (one phrase, no full stop):
 * phrase(game, key, args, lang) and the named ones built on it (pinaFoulCount, scoreLine…).
 */
export {
  ballInHand,
  bola8FoulCount,
  encounterLine,
  openTable,
  phrase,
  pinaFoulCount,
  scoreLine,
  tieAt60,
  turnOf,
  wins,
} from "./banner.ts";
export {
  type CallWords,
  LINE_KINDS,
  type Line,
  type LineKind,
  type PhraseArgs,
  type PhraseKey,
} from "./lines.ts";
export {
  announceCall,
  entryLines,
  narrateLag,
  narrateStep,
  type StepToNarrate,
  stepHeading,
  toCallWords,
} from "./narrate.ts";
export { formatPoints, listAnd, listOr, pointsPhrase } from "./numbers.ts";
export { type RenderOptions, renderLine, renderLines } from "./render.ts";
export { kindLabel, ruleTitle } from "./rule-label.ts";
export { en as RULE_WORDS_EN, es as RULE_WORDS_ES, type RuleText, ruleText } from "./rule-words/index.ts";
export { SEED_QUOTES, type SeedId, type SeedQuote } from "./rule-words/seed-quotes.ts";
export {
  ballName,
  foulWord,
  groupName,
  optionLabel,
  optionMeaning,
  pocketLabel,
  pocketName,
  rackWord,
  sideName,
} from "./vocabulary.ts";
