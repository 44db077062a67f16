/**
 * What each rule is: which game it belongs to, what kind of ruling it gives, whether it is
 * our reading of the seeds ([interp] in RULES.md) and whether only a person can judge it.
 */
import type { GameId } from "../../core/index.ts";
import { RULE_IDS, type RuleId } from "./ids.ts";

/** "shared" rules hold in both games (the G- prefix). */
export const RULE_GAMES = ["shared", "bola8", "pina"] as const;
export type RuleGame = GameId | "shared";

/**
 * The kind vocabulary, kept small on purpose:
 * - "rule": how play goes (table, rack, lag, scoring, what counts); not a sanction by itself.
 * - "foul": a foul the engine can judge from a shot record (simulated games too).
 * - "human-foul": a foul only a person can see (G-HUMAN); entered by hand in referee mode.
 * - "loss": someone loses at once — the lag, the rack, the game or the encounter.
 * - "option": a choice handed to a player (accept, ball in hand, re-break, equalize…).
 * - "conduct": a logged event about behaviour that changes nothing on the table.
 * Umbrella IDs (B8-FOULS, B8-LOSS, B8-SANCTION) take the kind of what they list.
 */
export const RULE_KINDS = ["rule", "foul", "human-foul", "loss", "option", "conduct"] as const;
export type RuleKind = (typeof RULE_KINDS)[number];

export interface RuleInfo {
  readonly game: RuleGame;
  readonly kind: RuleKind;
  /** Marked [interp] in RULES.md: our reading of an ambiguous or silent seed passage. */
  readonly interp: boolean;
  /** Only a person can observe it: never arises in a simulated game, entered in referee mode. */
  readonly refereeOnly: boolean;
}

type Facts = readonly [kind: RuleKind, flags?: "interp" | "referee"];

// Flags follow RULES.md: "interp" where the rule's own bullet carries [interp]; "referee"
// where RULES.md says "referee mode" (G-HUMAN codes, conduct, forfeits judged by a person).
const FACTS: Record<RuleId, Facts> = {
  "G-TABLE": ["rule"],
  "G-SPOT": ["rule"],
  "G-BIH": ["rule"],
  "G-KITCHEN": ["foul", "interp"],
  "G-OFFTABLE-BACK": ["rule"],
  "G-HUMAN": ["human-foul", "referee"],
  "G-RESIGN": ["loss"],
  "G-NOCALL": ["rule"],
  "G-TEAM": ["rule", "interp"],
  "G-TEAM-ORDER": ["foul", "interp"],

  "B8-GROUPS": ["rule"],
  "B8-RACK": ["rule", "interp"],
  "B8-LAG": ["rule"],
  "B8-LAG-1": ["loss"],
  "B8-LAG-2": ["loss"],
  "B8-LAG-3": ["loss"],
  "B8-LAG-4": ["loss"],
  "B8-LAG-TIE": ["rule"],
  "B8-LEGAL": ["rule"],
  "B8-BREAK": ["rule"],
  "B8-BREAK-OPTIONS": ["option"],
  "B8-BREAK-8": ["rule"],
  "B8-BREAK-8-WIN": ["rule"],
  "B8-BREAK-8-LOSS": ["loss"],
  "B8-OPEN": ["rule"],
  "B8-8CALL": ["rule"],
  "B8-SPOT-OWN": ["option"],
  "B8-BOTH": ["rule"],
  "B8-EQUALIZE": ["option", "interp"],
  "B8-OFFTABLE": ["rule"],
  "B8-FOULS": ["foul"],
  "B8-F1": ["foul"],
  "B8-F2": ["foul"],
  "B8-F3": ["human-foul", "referee"],
  "B8-F4": ["foul"],
  "B8-F5": ["foul"],
  "B8-F6": ["human-foul", "referee"],
  "B8-F7": ["human-foul", "referee"],
  "B8-F8": ["human-foul", "referee"],
  "B8-F9": ["human-foul", "referee"],
  "B8-F10": ["human-foul", "referee"],
  "B8-F11": ["foul"],
  "B8-F12": ["foul"],
  "B8-F13": ["human-foul", "referee"],
  "B8-SANCTION": ["option"],
  "B8-SANCTION-8": ["option"],
  "B8-LOSS": ["loss"],
  "B8-L1": ["loss"],
  "B8-L2": ["loss"],
  "B8-L3": ["loss"],
  "B8-L4": ["loss"],
  "B8-L5": ["loss"],
  "B8-L6": ["loss"],
  "B8-L7": ["loss"],
  "B8-L8": ["loss"],
  "B8-L9": ["loss"],
  "B8-L10": ["loss", "referee"],
  "B8-MATCH": ["rule", "interp"],

  "PC-RACK": ["rule", "interp"],
  "PC-LAG": ["rule", "interp"],
  "PC-BREAK": ["foul", "interp"],
  "PC-ORDER": ["foul"],
  "PC-SCORE": ["rule"],
  "PC-CALL": ["rule"],
  "PC-DIRTY": ["rule"],
  "PC-45": ["foul"],
  "PC-FROZEN": ["foul", "interp"],
  "PC-DEFENSE": ["foul"],
  "PC-REFUSED": ["rule"],
  "PC-SCRATCH": ["foul"],
  "PC-OFFTABLE": ["foul"],
  "PC-FOUL": ["foul", "interp"],
  "PC-3FOULS": ["rule"],
  "PC-TWO-TURNS": ["rule", "interp"],
  "PC-MATCH": ["rule", "interp"],
  "PC-NOSHOW": ["loss", "referee"],
  "PC-CONDUCT": ["conduct", "referee"],
  "PC-5": ["rule"],
  "PC-6": ["rule"],
  "PC-7": ["conduct", "referee"],
  "PC-8": ["human-foul", "referee"],
  "PC-9": ["foul"],
  "PC-10": ["human-foul", "referee"],
  "PC-11": ["foul"],
  "PC-12": ["human-foul", "referee"],
  "PC-13": ["human-foul", "referee"],
  "PC-14": ["rule"],
  "PC-15": ["loss", "referee"],
  "PC-16": ["rule"],
  "PC-17": ["rule"],
  "PC-18": ["foul"],
  "PC-19": ["foul"],
  "PC-20": ["rule"],
  "PC-21": ["foul"],
  "PC-22": ["conduct", "referee"],
  "PC-23": ["conduct", "referee"],
  "PC-24": ["loss", "referee"],
  "PC-25": ["human-foul", "referee"],
};

function gameOf(id: RuleId): RuleGame {
  if (id.startsWith("B8-")) return "bola8";
  if (id.startsWith("PC-")) return "pina";
  return "shared";
}

const INFO: ReadonlyMap<RuleId, RuleInfo> = new Map(
  RULE_IDS.map((id) => {
    const [kind, flag] = FACTS[id];
    const info: RuleInfo = {
      game: gameOf(id),
      kind,
      interp: flag === "interp",
      refereeOnly: flag === "referee",
    };
    return [id, Object.freeze(info)];
  }),
);

export function ruleInfo(id: RuleId): RuleInfo {
  // Every RuleId has FACTS (the Record type guarantees it), so the map always holds it.
  return INFO.get(id)!;
}

/** The rules that belong to exactly this game ("shared" gives the G- rules only). */
export function rulesOf(game: RuleGame): readonly RuleId[] {
  return RULE_IDS.filter((id) => gameOf(id) === game);
}

/** The rules in force when playing `game`: the shared ones and the game's own. */
export function rulesInForce(game: GameId): readonly RuleId[] {
  return RULE_IDS.filter((id) => {
    const g = gameOf(id);
    return g === "shared" || g === game;
  });
}

export function rulesOfKind(kind: RuleKind): readonly RuleId[] {
  return RULE_IDS.filter((id) => FACTS[id][0] === kind);
}
