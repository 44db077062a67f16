/** A rule by its words: its title, and the word for its kind ("Cabeza", "Infracción", "Opción"). */
import type { Lang } from "../core/index.ts";
import type { RuleGame, RuleId, RuleKind } from "../rules/index.ts";
import { ruleText } from "./rule-words/rule-text.ts";

export const ruleTitle = (id: RuleId, lang: Lang): string => ruleText(id, lang).title;

/** The word for a kind of ruling. A foul is an "infracción" in Bola 8, a "cabeza" in Piña. */
export function kindLabel(kind: RuleKind, game: RuleGame, lang: Lang): string {
  if (lang === "en") {
    const en: Record<RuleKind, string> = {
      rule: "Rule",
      foul: "Foul",
      "human-foul": "Foul",
      loss: "Loss",
      option: "Option",
      conduct: "Conduct",
    };
    return en[kind];
  }
  const foul = game === "pina" ? "Cabeza" : "Infracción";
  const es: Record<RuleKind, string> = {
    rule: "Regla",
    foul,
    "human-foul": foul,
    loss: "Pierde",
    option: "Opción",
    conduct: "Conducta",
  };
  return es[kind];
}
