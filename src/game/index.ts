/** The game module's public surface: a match as data, from rack to saved file. */
/** Which physics plays the matches: a client with another engine cannot replay them. */
export { engineFingerprint } from "../physics/index.ts";
export {
  type BreakPreset,
  breakPreset,
  headBall,
  powerForSpeed,
  secondRowBall,
  speedForPower,
} from "./break-preset.ts";
export { DRILLS, type Drill, type DrillTarget, drillById, judgeTry, type TryOutcome } from "./drills.ts";
export {
  FIRST_MATCH,
  judgeLesson,
  type Lesson,
  type LessonGoal,
  type LessonOutcome,
  type LessonStart,
  learnerOf,
  lessonMatch,
} from "./first-match.ts";
export * from "./geometry.ts";
export { type AimFacts, aimOffLineDeg, isFrozenToBallOn, judgeAim, PC45_LIMIT_DEG } from "./judge/aim.ts";
export { type DefenseFacts, defenseTravel, judgeDefense } from "./judge/defense.ts";
export { pathOf } from "./judge/from-result.ts";
export { isBeyondHeadString, judgeKitchen, type KitchenFacts } from "./judge/kitchen.ts";
export { type BallPath, type PathPoint, pathLength, samplePath } from "./judge/path.ts";
export { type LagOutcome, type LagStroke, lagStart, lagStrokeProblem, simulateLag } from "./lag.ts";
export { hasBallInHand, playAction, playAll, replay, simulates, startMatch } from "./match.ts";
export type {
  GameAction,
  GameError,
  Match,
  MatchAfter,
  MatchPhase,
  MatchSetup,
  StepLog,
} from "./match-types.ts";
export { type NextUp, nextUp, partnerDue } from "./next.ts";
export {
  isInRegion,
  nearestAllowed,
  type PlacementError,
  type PlacementRegion,
  type PlacementZone,
  placementRegion,
  validateCueBallPlacement,
} from "./placement.ts";
export {
  decodePosition,
  encodePosition,
  moveBall,
  type PlayedDemonstration,
  type PositionProblem,
  type PositionSpec,
  playDemonstration,
  positionMatch,
  positionOf,
  RULE_POSITIONS,
  type RulePosition,
  SHOWN_AS,
} from "./positions.ts";
export { type LagDemonstration, lagCites, playLagDemonstration, RULE_LAGS } from "./positions-lag.ts";
export { judgeNoShow, type NoShowDemonstration, noShowCites, RULE_NOSHOWS } from "./positions-noshow.ts";
export { BOLA8_PATTERN, bola8Rows, defaultCueBallSpot, pinaRows, rackBalls } from "./rack.ts";
export { finalTable, fromSavedMatch, type SavedProblem, toMatchScript, toSavedMatch } from "./saved.ts";
export { geometryFouls, type SimulatedShot, toShotEvents, toShotRecord } from "./shot-record.ts";
export { spotBalls, spotPosition } from "./spot.ts";
export * from "./stats/index.ts";
export { rackFor, spotOwnBall } from "./table-sync.ts";
export { playSimple } from "./testing/simple-player.ts";
