import type { Lang } from "../../core/index.ts";
import type { RuleId } from "../../rules/index.ts";
import { en } from "./en.ts";
import { es } from "./es.ts";
import type { RuleText } from "./text.ts";

const TEXTS: Record<Lang, Record<RuleId, RuleText>> = { es, en };

/** A rule's title and one-or-two-sentence explanation in the given language. */
export function ruleText(id: RuleId, lang: Lang): RuleText {
  return TEXTS[lang][id];
}
