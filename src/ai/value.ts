/**
 * How good the referee's ruling on a simulated shot is for the AI: a rack won or lost dominates;
 * keeping the table is worth a point plus the odds of the next pot (the leave); handing it over
 * costs the opponent's odds, more with ball in hand and a foul on our count.
 */
import { other, type PlayerIndex } from "../core/index.ts";
import type { PhysicsOptions } from "../physics/index.ts";
import { DEFAULT_PHYSICS_OPTIONS } from "../physics/index.ts";
import { nextActor } from "../rules/index.ts";
import { groupChoiceEdge } from "./group-choice.ts";
import { bestPotOdds, REFERENCE_SIGMA, twoShotLeave } from "./leave.ts";
import type { LevelProfile } from "./level.ts";
import type { PlayedOut } from "./play-out.ts";
import { bestReply } from "./reply.ts";
import { stakesFor } from "./score-race.ts";
import type { AiSituation } from "./situation.ts";

export const RACK_VALUE = 10;
/** Weight of the ease difference between the groups (group-choice.ts) when a pot assigns them. */
const GROUP_EDGE = 0.3;
/** What an opponent with ball in hand is assumed to make of it. */
export const BALL_IN_HAND_ODDS = 0.75;

export function outcomeValue(
  sit: AiSituation,
  out: PlayedOut,
  profile: LevelProfile,
  radius: number,
): number {
  const { state, ruling } = out.applied;
  const me: PlayerIndex = sit.me;
  if (ruling.result) {
    if (ruling.result.winner === "tie") return 0;
    return ruling.result.winner === me ? RACK_VALUE : -RACK_VALUE;
  }
  const myFoul = ruling.fouls.some((f) => f.by === me);
  const stakes = stakesFor(sit.state, me);
  const pinaPoints = sit.state.game === "pina" ? (stakes.pointWeight * Math.max(0, ruling.points)) / 15 : 0;
  const next = nextActor(state);
  if (next === me && state.turn === me && !myFoul) {
    const plan = sigmaOf(profile, sit.physics);
    const leave = !profile.valuesLeave
      ? 0.5
      : profile.lookAhead === 2
        ? twoShotLeave(sit.table, radius, out.result.final, state, me, plan)
        : bestPotOdds(sit.table, radius, out.result.final, state, me, plan);
    // Bola 8, the pot that assigns the groups: the group that can be run out is worth more.
    const groups = GROUP_EDGE * groupChoiceEdge(sit.state, state, me, sit.table, radius, out.result.final);
    return 1 + pinaPoints + profile.leaveWeight[sit.state.game] * leave + groups;
  }
  const opp = other(me);
  const oppHasHand =
    (state.turn === opp && state.ballInHand) ||
    (state.pending?.for === opp && state.pending.offers.some((o) => o.option.startsWith("ball-in-hand")));
  // Piña: the reply is scored over every pot the opponent may try (banks, combinations and
  // caroms included, for a hand like this one) and every try the rules give them (reply.ts).
  const oppOdds = oppHasHand
    ? BALL_IN_HAND_ODDS
    : !profile.valuesLeave
      ? 0.4
      : sit.state.game === "pina"
        ? bestReply(sit.table, radius, out.result.final, state, opp, sigmaOf(profile)).chance
        : bestPotOdds(sit.table, radius, out.result.final, { ...state, pending: null }, opp, REFERENCE_SIGMA);
  // A foul is cheap in Piña (the opponent plays from the position) but three in a row give two
  // turns (PC-3FOULS), and in Bola 8 ball in hand (counted above) and a lost rack at three
  // (B8-L9, ruled by the referee). Priced so fouling never beats an honest safety.
  const foulCost = myFoul ? 0.8 + 0.4 * (state.consecutiveFouls[me] ?? 0) : 0;
  return pinaPoints - foulCost - 0.8 * stakes.threatWeight * oppOdds;
}

/**
 * The hand's error on the cue ball's line, radians: the aim error and the squirt of the tip's
 * sideways error (the engine turns the cue ball squirtPerTipX radians per R of side offset; the
 * strong hand's 0.02 R is 0.1°, more than its 0.07° aim). Pot odds planned with the aim alone
 * promised shots the hand then missed.
 */
export function sigmaOf(profile: LevelProfile, physics?: PhysicsOptions): number {
  const squirt = (physics ?? DEFAULT_PHYSICS_OPTIONS).squirtPerTipX * profile.noise.tip;
  return Math.hypot((profile.noise.directionDeg * Math.PI) / 180, squirt);
}
