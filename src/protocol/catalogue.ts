/**
 * The rule catalogue the club pages read (GET /api/catalogue): every rule's texts in Spanish and
 * English, and each game's fouls only a person can see (what «Otra cosa…» offers). Made here, once:
 * the server answers it, and the scorekeeper's page keeping a real match on the phone (no server)
 * makes the same one itself.
 */
import { GAME_IDS, type GameId } from "../core/index.ts";
import { ruleText } from "../narration/index.ts";
import { isRuleId, RULE_IDS, ruleInfo, rulesInForce } from "../rules/index.ts";
import type { CatalogueView } from "./club-views.ts";

export function makeCatalogue(): CatalogueView {
  const rules: Record<string, CatalogueView["rules"][string]> = {};
  for (const id of RULE_IDS) rules[id] = { ...ruleInfo(id), es: ruleText(id, "es"), en: ruleText(id, "en") };
  const fouls = (g: GameId): readonly string[] =>
    rulesInForce(g).filter((id) => isRuleId(id) && ruleInfo(id).kind === "human-foul" && id !== "G-HUMAN");
  const humanFouls = Object.fromEntries(GAME_IDS.map((g) => [g, fouls(g)])) as Record<
    GameId,
    readonly string[]
  >;
  return { rules, humanFouls };
}
