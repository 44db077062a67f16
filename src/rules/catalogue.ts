/**
 * The rule catalogue: every rule ID of RULES.md (the steering rule list) with its game and
 * kind. The words for each rule (titles, texts) and everything the referee says live in
 * src/narration; docs/rules.md lists them all.
 */
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
