/**
 * The no-show's demonstrations (the rules page): PC-NOSHOW and the seed's rule 24 (PC-24) are
 * judged by a clock, not a stroke: who is at the table when the wait after the set time is over.
 * Each is judged by the function that judges a tournament's no-shows (rules/encounter.ts), so the
 * page shows the same outcome a tournament writes. The test (positions.test.ts) checks that each
 * outcome cites its rule.
 */
import type { ByPlayer } from "../core/index.ts";
import type { RuleId } from "../rules/index.ts";
import { type NoShowOutcome, noShowOutcome } from "../rules/index.ts";

export interface NoShowDemonstration {
  /** Who is at the table when the wait is over. */
  readonly present: ByPlayer<boolean>;
}

export const RULE_NOSHOWS: Readonly<Record<string, NoShowDemonstration>> = {
  // The opponent has not come: the present player takes every game's point, 3–0.
  "PC-NOSHOW": { present: [true, false] },
  // Neither has come: both are disqualified.
  "PC-24": { present: [false, false] },
};

/** A no-show judged as a tournament judges it. */
export const judgeNoShow = (d: NoShowDemonstration): NoShowOutcome => noShowOutcome(d.present);

/** The rules an outcome cites: the no-show rule, and the seed's rule 24 when both are absent. */
export function noShowCites(o: NoShowOutcome): RuleId[] {
  if (o.kind === "both-disqualified") return ["PC-NOSHOW", "PC-24"];
  return o.kind === "forfeit" ? ["PC-NOSHOW"] : [];
}
