/** The computer opponent: candidate shots, simulated with the physics, judged by the referee. */

export { type AimRule, aimRuleFor, legalDirection } from "./aim-rule.ts";
export { breakPlan } from "./break-shot.ts";
export { generatePots, type PotCandidate, type PotKind } from "./candidates.ts";
export { chooseOption } from "./decisions.ts";
export { type HintKind, type ShotHintAdvice, shotHint } from "./hint.ts";
export { idealLagSpeed, lagStroke } from "./lag-stroke.ts";
export {
  AI_LEVELS,
  type AiLevel,
  isAiLevel,
  LEVEL_PROFILES,
  type LevelProfile,
  type StrikeNoise,
} from "./level.ts";
export { LEVEL_RATINGS } from "./level-ratings.ts";
export { perturbStrike, scaleNoise } from "./noise.ts";
export { rankPlacements } from "./placement.ts";
export { decide } from "./player.ts";
export { seatAction, seatLag } from "./seat-move.ts";
export { chooseShot } from "./select-shot.ts";
export type { AiCall, AiChoice, AiMove, AiShot, AiSituation } from "./situation.ts";
