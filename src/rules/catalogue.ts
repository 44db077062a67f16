/**
 * The rule catalogue: every rule ID of ../shared/rules/RULES.md with its game, kind and
 * Spanish/English text, for the referee's explanations and the game's screens.
 */
export { EXTRA_RULE_IDS, isRuleId, RULE_IDS, RULES_MD_IDS, type RuleId } from "./catalogue/ids.ts";
