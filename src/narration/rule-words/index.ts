export { en } from "./en.ts";
export { es } from "./es.ts";
export { ruleText } from "./rule-text.ts";
export type { RuleText } from "./text.ts";
