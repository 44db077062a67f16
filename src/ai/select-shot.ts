/**
 * Choosing a shot: candidate pots from geometry, ranked by their odds; the best few simulated
 * without noise in a few variants (pace, follow, draw) and judged by the referee (pot-options.ts);
 * safeties when no pot is clearly good; escapes when the ball on is hidden; then the finalists
 * simulated again under the level's noise (finalists.ts) so the choice weighs the risk of each,
 * not its best case. The options and the simulation budget live in one ShotSearch.
 */
import type { ObjectBallId, Rng, Vec2 } from "../core/index.ts";
import type { BallState } from "../physics/index.ts";
import type { Obstacle } from "./aim-geometry.ts";
import { type AimRule, aimRuleFor, isFrozenUnder } from "./aim-rule.ts";
import { chooseBreak } from "./break-shot.ts";
import { generatePots } from "./candidates.ts";
import { findDirectDrops, findEscapes } from "./escape.ts";
import { sampleFinalists } from "./finalists.ts";
import { aimTable } from "./leave.ts";
import type { LevelProfile } from "./level.ts";
import { rankPlacements } from "./placement.ts";
import { ballsForShot } from "./play-out.ts";
import { addPotOptions } from "./pot-options.ts";
import { generateSafeties } from "./safety.ts";
import { stakesFor } from "./score-race.ts";
import { escapeCall, safetyCall } from "./shot-calls.ts";
import { ShotSearch } from "./shot-search.ts";
import type { AiShot, AiSituation } from "./situation.ts";
import {
  canPotFor,
  cueAt,
  firstLegalFrom,
  kitchenKickTargets,
  objectBalls,
  type ShotHint,
  shotHintFor,
} from "./targets.ts";
import { sigmaOf } from "./value.ts";

/** The intent of a stroke played when nothing reaches the ball on legally (the hint reads it). */
export const NO_ESCAPE_INTENT = "no escape: the foul that leaves least";

/** Below this noiseless value a pot is not clearly good, and safeties are looked at too. */
const SAFETY_THRESHOLD = 1.2;
/** Piña defences' cue-ball paces, m/s: the soft ones and one that opens a pack. */
const PINA_SAFETY_SPEEDS = [1.0, 1.8, 2.8, 4.2];
/** The drop sweep's paces, m/s (three paces did no better), and how many of its finds are judged. */
const DROP_SWEEP_SPEEDS = [1.8, 3.2];
const DROP_SWEEP_KEEP = 4;

/** The position a decision plays from, as every stage of it sees it. */
interface Decision {
  readonly sit: AiSituation;
  readonly profile: LevelProfile;
  readonly hint: ShotHint;
  readonly radius: number;
  readonly deadline: number;
  /** Where the cue ball is placed first (ball in hand), if it is. */
  readonly place: Vec2 | undefined;
  /** The balls as the shot is played (the cue ball placed). */
  readonly balls: BallState[];
  readonly cue: Vec2;
  readonly obstacles: Obstacle[];
  /** The balls the cue ball may hit first, and (ball in hand) those only a kick reaches. */
  readonly firstLegal: ObjectBallId[];
  readonly afterCrossing: ObjectBallId[];
  readonly aimRule: AimRule | undefined;
}

export function chooseShot(sit: AiSituation, profile: LevelProfile, rng: Rng): AiShot {
  const deadline = performance.now() + profile.deadlineMs;
  const radius = sit.physics?.ball.radius ?? sit.balls[0]?.r[2] ?? 0.028575;
  const hint = shotHintFor(sit.state, sit.me);
  if (!hint) throw new Error("chooseShot: it is not this player's shot");
  if (hint.isBreak) return breakShot(sit, profile, radius, rng);
  const d = decisionFor(sit, profile, hint, radius, deadline);

  const pots = generatePots({
    table: aimTable(sit.table, radius),
    cue: d.cue,
    balls: d.obstacles,
    firstLegal: d.firstLegal,
    canPot: canPotFor(sit.state),
    sigmaRad: sigmaOf(profile, sit.physics),
    tricks: profile.tricks,
    aimRule: d.aimRule,
  }).slice(0, profile.shortlist);

  const search = new ShotSearch(sit, d.balls, profile, radius, deadline);
  const breakouts = addPotOptions(search, pots, hint, d.obstacles);
  const safeties = considerSafeties(d, search);
  if (profile.dropSweep && sit.state.game === "pina") considerDropSweep(d, search, profile.dropSweep);

  // The ball on hidden (no pot, no straight line to a legal ball): kicks, massé and jumps found
  // by sweeping the physics, each then judged like any other shot.
  let unjudged: Escape | undefined;
  const hidden = !pots.some((c) => c.kind === "direct") && !safeties.some((s) => s.via === "direct");
  if (hidden && profile.escapeSims > 0) unjudged = considerEscapes(d, search);

  if (profile.samples > 0) sampleFinalists(search, breakouts, rng);
  return shotChosen(d, search, unjudged);
}

/** The position the shot is played from: the cue ball placed (ball in hand), the legal targets. */
function decisionFor(
  sit: AiSituation,
  profile: LevelProfile,
  hint: ShotHint,
  radius: number,
  deadline: number,
): Decision {
  let place: Vec2 | undefined;
  // A cue ball off the cloth without ball in hand should not happen; placing it is the only move.
  if (hint.ballInHand || !cueAt(sit.balls)) {
    const best = rankPlacements(
      sit.table,
      sit.balls,
      sit.state,
      hint,
      radius,
      sigmaOf(profile, sit.physics),
      false,
      1,
    )[0];
    place = best?.at ?? [sit.table.headStringX - 0.2, 0];
  }
  const balls = ballsForShot(sit.balls, place);
  const cue = cueAt(balls);
  if (!cue) throw new Error("chooseShot: no cue ball on the table");
  const obstacles = objectBalls(balls);
  const firstLegal = firstLegalFrom(hint, obstacles, sit.table.headStringX);
  const afterCrossing = kitchenKickTargets(
    hint,
    obstacles,
    sit.table.headStringX,
    sit.state.settings.kitchenCrossingCounts,
  );
  const aimRule = aimRuleFor(sit.state, hint.legalFirstContact[0]);
  return {
    sit,
    profile,
    hint,
    radius,
    deadline,
    place,
    balls,
    cue,
    obstacles,
    firstLegal,
    afterCrossing,
    aimRule,
  };
}

/**
 * The safeties from geometry, judged when no pot is clearly good (or a miss may lose the game).
 * Returns them all, judged or not: whether one reaches the ball on directly tells if it is hidden.
 */
function considerSafeties(d: Decision, search: ShotSearch): ReturnType<typeof generateSafeties> {
  const { sit, hint } = d;
  const bestPot = search.bestValue();
  const safeties = generateSafeties({
    cue: d.cue,
    balls: d.obstacles,
    firstLegal: d.firstLegal,
    radius: d.radius,
    table: aimTable(sit.table, d.radius),
    count: d.profile.safeties,
    aimRule: d.aimRule,
    // Piña: a firm pace as well, to open a tight pack when the cue ball can still end safe.
    ...(sit.state.game === "pina" ? { speeds: PINA_SAFETY_SPEEDS } : {}),
  });
  // With the opponent one ball from 61 a miss may lose the game: safeties are always looked at.
  const threatened = stakesFor(sit.state, sit.me).threatWeight > 1.5;
  if (bestPot < SAFETY_THRESHOLD || search.options.length === 0 || threatened) {
    for (const s of safeties)
      search.considerCallingWhatDrops(
        { speed: s.speed, direction: s.directionDeg, tipX: 0, tipY: s.tipY, elevation: 0 },
        safetyCall(sit.state, hint, s.first),
        `safety on ${s.first}`,
        hint,
      );
  }
  return safeties;
}

/**
 * Piña: every straight stroke at the ball on, across its face at two paces; those that drop a
 * ball (a kiss, a throw, a ball knocked on, a pot at a pace the variants did not try) are pots
 * the geometry missed, called for what they drop. Run on every decision, not only when no pot
 * is clearly good: strong vs strong then ran 2.65 balls a visit instead of 2.53 (480 games) and
 * won as often against the level that ran it only then (242–238).
 */
function considerDropSweep(
  d: Decision,
  search: ShotSearch,
  sweep: NonNullable<LevelProfile["dropSweep"]>,
): void {
  const drops = findDirectDrops(
    {
      sit: d.sit,
      balls: d.balls,
      cue: d.cue,
      obstacles: d.obstacles,
      firstLegal: d.firstLegal,
      aimRule: d.aimRule,
      radius: d.radius,
      stepDeg: sweep.stepDeg,
      budget: sweep.sims,
      masse: false,
      jump: false,
      keep: DROP_SWEEP_KEEP,
    },
    DROP_SWEEP_SPEEDS,
  );
  search.sweepSims += drops.sims;
  search.allowance += 2 * drops.found.length;
  for (const e of drops.found)
    search.considerOnlyWhatDrops(e.strike, safetyCall(d.sit.state, d.hint, e.first), d.hint);
}

type Escape = ReturnType<typeof findEscapes>["escapes"][number];

/**
 * The escapes the physics sweep finds from a hidden ball on, the kick pots it came upon, and
 * (none found) the fouls that leave least, all judged. Returns the sweep's best escape, to play
 * unjudged if the clock runs out before any is judged.
 */
function considerEscapes(d: Decision, search: ShotSearch): Escape | undefined {
  const { sit, hint, profile, obstacles, deadline } = d;
  const found = findEscapes({
    sit,
    balls: d.balls,
    cue: d.cue,
    obstacles,
    firstLegal: d.firstLegal,
    afterCrossing: d.afterCrossing,
    aimRule: d.aimRule,
    radius: d.radius,
    stepDeg: profile.escapeStepDeg,
    budget: profile.escapeSims,
    ...(profile.escapeSecondLook ? { secondLook: profile.escapeSecondLook } : {}),
    masse: profile.masseAndJump,
    jump: profile.masseAndJump,
    keep: Math.max(2, Math.ceil(profile.finalists / 2)),
    // The sweep leaves a fifth of the time for judging what it finds (no clock: no deadline).
    ...(Number.isFinite(deadline) ? { deadline: deadline - profile.deadlineMs / 5 } : {}),
  });
  search.sweepSims += found.sims;
  search.allowance +=
    2 * found.escapes.length + 2 * found.drops.length + found.misses.length + profile.samples * 2;
  for (const e of found.escapes) {
    for (const k of e.style === "kick" ? [1, 0.75] : [1])
      search.considerCallingWhatDrops(
        { ...e.strike, speed: e.strike.speed * k },
        escapeCall(sit, hint, e.first, obstacles),
        escapeIntent(e),
        hint,
      );
  }
  // Kick pots the sweep came upon: the same stroke, called for what it dropped.
  for (const e of found.drops)
    search.considerCallingWhatDrops(
      e.strike,
      escapeCall(sit, hint, e.first, obstacles),
      escapeIntent(e),
      hint,
    );
  // No escape: every stroke fouls, so play the foul that leaves the opponent least.
  if (found.escapes.length === 0)
    for (const strike of found.misses)
      search.consider(
        strike,
        escapeCall(sit, hint, d.firstLegal[0] ?? hint.legalFirstContact[0] ?? 1, obstacles),
        NO_ESCAPE_INTENT,
      );
  return found.escapes[0];
}

/** The shot the search ranked first; else the sweep's escape unjudged; else the fallback. */
function shotChosen(d: Decision, search: ShotSearch, unjudged: Escape | undefined): AiShot {
  const { sit, hint, place } = d;
  const chosen = search.ranked()[0];
  // Out of time before anything was judged: an escape the sweep found beats a blind stroke.
  if (!chosen && unjudged) {
    const call = escapeCall(sit, hint, unjudged.first, d.obstacles);
    return {
      kind: "shot",
      strike: unjudged.strike,
      ...(call ? { call } : {}),
      ...(place ? { place } : {}),
      intent: `${escapeIntent(unjudged)} (unjudged)`,
      value: -1,
      sims: search.spent(),
    };
  }
  if (!chosen) return fallbackShot(sit, hint, d.cue, d.obstacles, place, search.spent(), d.aimRule, d.radius);
  return {
    kind: "shot",
    strike: chosen.strike,
    ...(chosen.call ? { call: chosen.call } : {}),
    ...(place ? { place } : {}),
    ...(chosen.candidate
      ? {
          pot: {
            first: chosen.candidate.first,
            target: chosen.candidate.target,
            pocket: chosen.candidate.pocket,
          },
        }
      : chosen.pot
        ? { pot: chosen.pot }
        : {}),
    intent: chosen.intent,
    value: chosen.value,
    sims: search.spent(),
  };
}

/** "escape kick 2 rails on 3": what an escape is, for logs, tests and the hint. */
function escapeIntent(e: {
  readonly style: string;
  readonly rails: number;
  readonly first: ObjectBallId;
}): string {
  return `escape ${e.style} ${e.rails} rail${e.rails === 1 ? "" : "s"} on ${e.first}`;
}

/** Nothing simulated cleanly (all blocked): hit the nearest legal ball full and firm. */
function fallbackShot(
  sit: AiSituation,
  hint: ShotHint,
  cue: Vec2,
  obstacles: readonly Obstacle[],
  place: Vec2 | undefined,
  sims: number,
  aimRule: AimRule | undefined,
  radius: number,
): AiShot {
  const target = obstacles.find((b) => hint.legalFirstContact.includes(b.id as ObjectBallId)) ?? obstacles[0];
  const at = target?.at ?? [0, 0];
  const line = (Math.atan2(at[1] - cue[1], at[0] - cue[0]) * 180) / Math.PI;
  // Frozen to the ball on (PC-FROZEN): at least 45° off the line of centres, never straight.
  const frozen = isFrozenUnder({ aimRule, balls: obstacles, cue, table: { radius } });
  const direction = (line + (frozen ? 60 : 0) + 360) % 360;
  const call = target ? safetyCall(sit.state, hint, target.id as ObjectBallId) : undefined;
  return {
    kind: "shot",
    strike: { speed: 2.5, direction, tipX: 0, tipY: 0, elevation: 0 },
    ...(call ? { call } : {}),
    ...(place ? { place } : {}),
    intent: "fallback: full hit on the nearest legal ball",
    value: -5,
    sims,
  };
}

function breakShot(sit: AiSituation, profile: LevelProfile, radius: number, rng: Rng): AiShot {
  const plan = chooseBreak(sit, profile, rng, radius);
  const odds = Number.isFinite(plan.legalRate)
    ? ` (legal in ${Math.round(plan.legalRate * 100)}% of trials)`
    : "";
  return {
    kind: "shot",
    strike: plan.strike,
    place: plan.place,
    intent: `break${odds}`,
    value: 0,
    sims: plan.sims,
  };
}

export type { BallState };
