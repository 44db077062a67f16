/**
 * Every rule ID the referee may cite. The IDs in RULES_MD_IDS are exactly the set that the
 * steering documents' rule-coverage tool extracts from their RULES.md (catalogue.test.ts checks
 * it when they are beside the project); EXTRA_RULE_IDS is the one place for codes the engine reports that RULES.md
 * does not define.
 *
 * Note: the coverage regex accepts only upper-case IDs, so the seed's sub-paragraphs that
 * RULES.md names in lower case (PC-1b, PC-2a…c, PC-3a…c, PC-4a…c, PC-14a/b) are not IDs;
 * their text lives under the section IDs (PC-RACK, PC-LAG, PC-BREAK, PC-ORDER, PC-SCORE,
 * PC-REFUSED, PC-14).
 */
export const RULES_MD_IDS = [
  // Shared
  "G-TABLE",
  "G-SPOT",
  "G-BIH",
  "G-KITCHEN",
  "G-OFFTABLE-BACK",
  "G-HUMAN",
  "G-RESIGN",
  "G-NOCALL",
  "G-TEAM",
  "G-TEAM-ORDER",
  // Bola 8
  "B8-GROUPS",
  "B8-RACK",
  "B8-LAG",
  "B8-LAG-1",
  "B8-LAG-2",
  "B8-LAG-3",
  "B8-LAG-4",
  "B8-LAG-TIE",
  "B8-LEGAL",
  "B8-BREAK",
  "B8-BREAK-OPTIONS",
  "B8-BREAK-8",
  "B8-BREAK-8-WIN",
  "B8-BREAK-8-LOSS",
  "B8-OPEN",
  "B8-8CALL",
  "B8-SPOT-OWN",
  "B8-BOTH",
  "B8-EQUALIZE",
  "B8-OFFTABLE",
  "B8-FOULS",
  "B8-F1",
  "B8-F2",
  "B8-F3",
  "B8-F4",
  "B8-F5",
  "B8-F6",
  "B8-F7",
  "B8-F8",
  "B8-F9",
  "B8-F10",
  "B8-F11",
  "B8-F12",
  "B8-F13",
  "B8-SANCTION",
  "B8-SANCTION-8",
  "B8-LOSS",
  "B8-L1",
  "B8-L2",
  "B8-L3",
  "B8-L4",
  "B8-L5",
  "B8-L6",
  "B8-L7",
  "B8-L8",
  "B8-L9",
  "B8-L10",
  "B8-MATCH",
  // Piña cantado: sections
  "PC-RACK",
  "PC-LAG",
  "PC-BREAK",
  "PC-ORDER",
  "PC-SCORE",
  "PC-CALL",
  "PC-DIRTY",
  "PC-45",
  "PC-FROZEN",
  "PC-DEFENSE",
  "PC-REFUSED",
  "PC-SCRATCH",
  "PC-OFFTABLE",
  "PC-FOUL",
  "PC-3FOULS",
  "PC-TWO-TURNS",
  "PC-MATCH",
  "PC-NOSHOW",
  "PC-CONDUCT",
  // Piña cantado: the seed's numbered rules that RULES.md cites
  "PC-5",
  "PC-6",
  "PC-7",
  "PC-8",
  "PC-9",
  "PC-10",
  "PC-11",
  "PC-12",
  "PC-13",
  "PC-14",
  "PC-15",
  "PC-16",
  "PC-17",
  "PC-18",
  "PC-19",
  "PC-20",
  "PC-21",
  "PC-22",
  "PC-23",
  "PC-24",
  "PC-25",
] as const;

/** Codes the engine reports that RULES.md does not list. None yet. */
export const EXTRA_RULE_IDS = [] as const;

export const RULE_IDS = [...RULES_MD_IDS, ...EXTRA_RULE_IDS] as const;
export type RuleId = (typeof RULE_IDS)[number];

const RULE_ID_SET: ReadonlySet<string> = new Set(RULE_IDS);

export function isRuleId(s: unknown): s is RuleId {
  return typeof s === "string" && RULE_ID_SET.has(s);
}
