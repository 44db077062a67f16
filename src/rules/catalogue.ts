/**
 * The rule catalogue: every rule ID of ../shared/rules/RULES.md with its game, kind and a
 * Spanish/English explanation, plus the referee's spoken phrases, for
 * `mingo referee --explain` and the game's screens. One import point for all of it.
 */
export { en } from "./catalogue/en.ts";
export { es } from "./catalogue/es.ts";
export { EXTRA_RULE_IDS, isRuleId, RULE_IDS, RULES_MD_IDS, type RuleId } from "./catalogue/ids.ts";
export {
  RULE_GAMES,
  RULE_KINDS,
  type RuleGame,
  type RuleInfo,
  type RuleKind,
  ruleInfo,
  rulesInForce,
  rulesOf,
  rulesOfKind,
} from "./catalogue/info.ts";
export * from "./catalogue/phrases.ts";
export { ruleText } from "./catalogue/rule-text.ts";
export type { RuleText } from "./catalogue/text.ts";
