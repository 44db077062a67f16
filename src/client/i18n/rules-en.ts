import type { esRules } from "./rules-es.ts";

/** The words of the rules page (/rules), in English (spread into en.ts). */
export const enRules: Record<keyof typeof esRules, string> = {
  rulesTitle: "The rulebooks",
  rulesIntro:
    "Every rule mingo's referee applies, with its code: the rulebook's own words, our explanation and, for the geometry rules, the rule drawn on the table.",
  rulesSearch: "Search the rules",
  rulesSearchPlaceholder: "e.g. scratch, foul, 45",
  rulesFilterAll: "All",
  rulesShared: "Shared by both games",
  rulesNone: "No rule says “{q}”.",
  rulesCount: "{n} rules",
  rulesSeedBola8: "Bola 8 rulebook",
  rulesSeedPina: "Piña cantado rulebook",
  rulesOurs: "How mingo applies it",
  rulesInterp:
    "The rulebook does not say it in these words: it is our reading [interp], a named setting where there is a choice.",
  rulesNear: "The nearest passage in the rulebook",
  rulesBack: "Back to the game",
  rulesLink: "See the rule",
  diagramCue: "cue ball",
  diagramBallOn: "ball on",
  diagramAllowed: "allowed shots",
  diagramHeadString: "head string",
  diagramFootSpot: "foot spot",
  demoPlay: "▶ See it played",
  demoAgain: "▶ Again",
  demoTry: "Try it on the table",
  demoShooter: "Player",
  demoOpponent: "Opponent",
  demoPractice: "Practice: the position of rule {id}. It is not saved and does not count in the statistics.",
  diagramSpan: "a hand span",
};
