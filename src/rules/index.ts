/**
 * The referee engine for Bola 8 and Piña cantado: pure functions over plain data.
 * `newMatch` -> `apply` per action -> `{ state, ruling, report }`; `legalActions` says what may come next.
 */
export type {
  Action,
  Bola8Call,
  Choice,
  Group,
  OptionName,
  PinaCall,
  RuleError,
  ShotEvent,
  ShotRecord,
  StepReport,
} from "./actions.ts";
export { GROUPS, OPTION_NAMES } from "./actions.ts";
export {
  EIGHT,
  groupOf,
  groupOnTable,
  isLegalObjectBall,
  isOnEight,
  legalObjectBalls,
  otherGroup,
} from "./bola8/groups.ts";
export { canSpotOwn, equalizeLimit } from "./bola8/offers.ts";
// The rule catalogue: every rule ID of RULES.md with its game and kind.
export {
  EXTRA_RULE_IDS,
  isRuleId,
  RULE_GAMES,
  RULE_IDS,
  RULE_KINDS,
  RULES_MD_IDS,
  type RuleGame,
  type RuleId,
  type RuleInfo,
  type RuleKind,
  ruleInfo,
  rulesInForce,
  rulesOf,
  rulesOfKind,
} from "./catalogue.ts";
export {
  type EncounterScore,
  encounterScore,
  GAMES_PER_ENCOUNTER,
  MAX_ENCOUNTER_POINTS,
  NOSHOW_WAIT_MINUTES,
  type NoShowOutcome,
  noShowOutcome,
} from "./encounter.ts";
export { judgeLag, LAG_TIE_TOLERANCE_M, type LagBallOutcome, type LagResult, lagFaults } from "./lag.ts";
export { type ActionKindHint, type CallNeeded, legalActions, nextActor } from "./legal.ts";
export { acceptedManualCodes } from "./manual-fouls.ts";
export { type Applied, apply, currentReport, newMatch } from "./match.ts";
export { memberDue, shooterOf } from "./member-due.ts";
export { ballOn, TIE_POINTS } from "./pina/shot.ts";
export { type RerulingRefusal, rerule } from "./rerule.ts";
export type { Foul, Ruling } from "./ruling.ts";
export { type PlayersField, sideSizesOf, sidesOf } from "./script/players.ts";
export { anyCallSchema, headerSchema, stepDocSchema } from "./script/schema.ts";
export {
  describeIssues,
  makeStep,
  parseStep,
  type ScriptEvent,
  type ScriptStep,
  type StepLimits,
  stepPlayer,
} from "./script/step.ts";
export {
  defaultSettings,
  fromSettings,
  handicapRange,
  NEXT_BREAK,
  type NextBreak,
  SETTINGS,
  type SettingSpec,
  type Settings,
  settingsFor,
} from "./settings.ts";
export { readShot, type ShotFacts } from "./shot-facts.ts";
export type { GameResult, MatchState, Offer, Pending, Phase } from "./state.ts";
export { rackState } from "./state.ts";
export { TARGET_POINTS, targetOf, targetsOf } from "./targets.ts";
export {
  MAX_SIDE_PLAYERS,
  type Member,
  TEAM_ROTATIONS,
  type TeamRotation,
  type TeamState,
} from "./teams.ts";
export { called, choose, position, resign, type Step, shot, start, toAction } from "./testing/builder.ts";
export { randomAction, Tape } from "./testing/random-play.ts";
export { TIE_BREAK_WORDS, TIE_BREAKS, type TieBreak, tieBreakEntries } from "./tie-breaks.ts";
