/**
 * Choosing a shot: candidate pots from geometry, ranked by their odds; the best few simulated
 * without noise in a few variants (pace, follow, draw) and judged by the referee; safeties when
 * no pot is clearly good; then the finalists simulated again under the level's noise so the
 * choice weighs the risk of each, not its best case.
 */
import type { ObjectBallId, PocketId, Rng, Vec2 } from "../core/index.ts";
import type { BallState, Strike } from "../physics/types.ts";
import { groupOf, type MatchState } from "../rules/index.ts";
import { departure, secantAim, signedAngleDeg } from "./aim-correction.ts";
import { type AimRule, aimRuleFor, isFrozenUnder } from "./aim-rule.ts";
import { chooseBreak } from "./break-shot.ts";
import { breakoutStrikes, wantsBreakout } from "./breakout.ts";
import { generatePots, type PotCandidate } from "./candidates.ts";
import { findEscapes } from "./escape.ts";
import { aimTable } from "./leave.ts";
import type { LevelProfile } from "./level.ts";
import { perturbStrike } from "./noise.ts";
import { rankPlacements } from "./placement.ts";
import { ballsForShot, type PlayedOut, playOut } from "./play-out.ts";
import { generateSafeties } from "./safety.ts";
import { stakesFor } from "./score-race.ts";
import type { AiCall, AiShot, AiSituation } from "./situation.ts";
import { MAX_STROKE_SPEED } from "./speed.ts";
import { canPotFor, cueAt, firstLegalFrom, objectBalls, type ShotHint, shotHintFor } from "./targets.ts";
import { outcomeValue, sigmaOf } from "./value.ts";

interface Option {
  strike: Strike;
  readonly candidate?: PotCandidate;
  /** The noiseless look's result, for aim correction. */
  played?: PlayedOut;
  readonly call: AiCall | undefined;
  readonly intent: string;
  value: number;
  samples: number;
  /** Its aim was corrected for throw (or found not to need it). */
  refined?: boolean;
}

/** Below this noiseless value a pot is not clearly good, and safeties are looked at too. */
const SAFETY_THRESHOLD = 1.2;
/** Looks a decision may still take past its time guard while it has no option at all. */
const LATE_LOOKS_MAX = 6;
/** Piña defences' cue-ball paces, m/s: the soft ones and one that opens a pack. */
const PINA_SAFETY_SPEEDS = [1.0, 1.8, 2.8, 4.2];

export function chooseShot(sit: AiSituation, profile: LevelProfile, rng: Rng): AiShot {
  const deadline = performance.now() + profile.deadlineMs;
  const radius = sit.physics?.ball.radius ?? sit.balls[0]?.r[2] ?? 0.028575;
  const hint = shotHintFor(sit.state, sit.me);
  if (!hint) throw new Error("chooseShot: it is not this player's shot");
  if (hint.isBreak) return breakShot(sit, profile, radius, rng);

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
  const aimRule = aimRuleFor(sit.state, hint.legalFirstContact[0]);

  const pots = generatePots({
    table: aimTable(sit.table, radius),
    cue,
    balls: obstacles,
    firstLegal,
    canPot: canPotFor(sit.state),
    sigmaRad: sigmaOf(profile, sit.physics),
    tricks: profile.tricks,
    aimRule,
  }).slice(0, profile.shortlist);

  let sims = 0;
  let lateLooks = 0;
  // Escapes bring their own budget: the sweep's simulations and the looks at what it found.
  let sweepSims = 0;
  let allowance = 0;
  const options: Option[] = [];
  const look = (o: Option, strike: Strike): PlayedOut | null => {
    if (sims >= profile.maxSims + allowance) return null;
    // Past the time guard only while there is nothing yet to play: a few looks more are better
    // than a blind fallback stroke.
    if (performance.now() > deadline) {
      if (options.length > 0 || lateLooks >= LATE_LOOKS_MAX) return null;
      lateLooks++;
    }
    sims++;
    return playOut(sit, balls, strike, o.call);
  };
  const judge = (o: Option, strike: Strike): number | null => {
    const out = look(o, strike);
    return out ? outcomeValue(sit, out, profile, radius) : null;
  };
  /** A safety, escape or foul stroke: one noiseless look, judged, kept as an option. */
  const consider = (strike: Strike, call: AiCall | undefined, intent: string): void => {
    const o: Option = { strike, call, intent, value: 0, samples: 0 };
    const v = judge(o, strike);
    if (v === null) return;
    o.value = v;
    o.samples = 1;
    options.push(o);
  };

  /** A pot's stroke, one noiseless look, judged and kept as an option (false: no look was left). */
  const considerPot = (o: Option, c: PotCandidate): boolean => {
    const out = look(o, o.strike);
    if (out === null) return false;
    o.played = out;
    o.value = tempered(outcomeValue(sit, out, profile, radius), c);
    o.samples = 1;
    options.push(o);
    return true;
  };

  for (const c of pots) {
    for (const strike of [baseStrike(c)]) {
      const o: Option = {
        strike,
        candidate: c,
        call: potCall(sit.state, hint, c),
        intent: describe(c),
        value: 0,
        samples: 0,
      };
      considerPot(o, c);
    }
  }

  // Stronger levels correct the ghost-ball aim of their best pots for throw (a second look).
  const refine = (o: Option): void => {
    o.refined = true;
    const c = o.candidate;
    if (!c?.objectAim || !o.played) return;
    const from = obstacles.find((b) => b.id === c.first)?.at;
    if (!from) return;
    const want: Vec2 = [c.objectAim[0] - from[0], c.objectAim[1] - from[1]];
    const d0 = departure(o.played.result, balls, c.first);
    if (!d0) return;
    const err0 = signedAngleDeg(want, d0);
    if (Math.abs(err0) < 0.05) return;
    const probe = { ...o.strike, direction: o.strike.direction + 0.3 };
    const p1 = look(o, probe);
    const d1 = p1 ? departure(p1.result, balls, c.first) : null;
    if (!d1) return;
    const aim = secantAim(o.strike.direction, err0, probe.direction, signedAngleDeg(want, d1));
    if (aim === null) return;
    const fixed = { ...o.strike, direction: (aim + 360) % 360 };
    const p2 = look(o, fixed);
    if (!p2) return;
    const v = tempered(outcomeValue(sit, p2, profile, radius), c);
    if (v >= o.value - 0.05) {
      o.strike = fixed;
      o.played = p2;
      o.value = v;
    }
  };
  if (profile.refinesAim) {
    for (const o of [...options].sort((a, b) => b.value - a.value).slice(0, profile.finalists)) refine(o);
  }

  // Pace and spin variants of the best pots, on their corrected aim: the level's breadth.
  const spinFor = [...options].sort((a, b) => b.value - a.value).slice(0, profile.positionTop);
  for (const base of spinFor) {
    const c = base.candidate;
    if (!c) continue;
    for (const strike of variants(base.strike, profile)) {
      const o: Option = { ...base, strike, value: 0, samples: 0, refined: false };
      considerPot(o, c);
    }
  }

  // Piña: no variant of a pot leaves a fair shot on the next ball on (the pack holds it): the
  // same pot played firmer, so that the cue ball opens the pack (breakout.ts).
  const breakouts: Option[] = [];
  if (sit.state.game === "pina") {
    const aim = aimTable(sit.table, radius);
    const sigmaRad = sigmaOf(profile, sit.physics);
    for (const base of spinFor.slice(0, profile.breakouts)) {
      const c = base.candidate;
      if (!c || c.target !== c.first) continue;
      const looks = options.flatMap((o) => (o.candidate === c && o.played ? [o.played] : []));
      if (!wantsBreakout({ sit, aim, radius, sigmaRad, balls: obstacles, potted: c.target, looks })) continue;
      for (const strike of breakoutStrikes(base.strike)) {
        const o: Option = {
          ...base,
          strike,
          value: 0,
          samples: 0,
          refined: false,
          intent: `${base.intent} break-out`,
        };
        if (considerPot(o, c)) breakouts.push(o);
      }
    }
  }

  // Throw changes with pace and spin: the best variants get their own aim correction.
  if (profile.refinesAim) {
    for (const o of [...options].sort((a, b) => b.value - a.value).slice(0, profile.finalists))
      if (!o.refined) refine(o);
  }

  const bestPot = Math.max(Number.NEGATIVE_INFINITY, ...options.map((o) => o.value));
  const safeties = generateSafeties({
    cue,
    balls: obstacles,
    firstLegal,
    radius,
    table: aimTable(sit.table, radius),
    count: profile.safeties,
    aimRule,
    // Piña: a firm pace as well, to open a tight pack when the cue ball can still end safe.
    ...(sit.state.game === "pina" ? { speeds: PINA_SAFETY_SPEEDS } : {}),
  });
  // With the opponent one ball from 61 a miss may lose the game: safeties are always looked at.
  const threatened = stakesFor(sit.state, sit.me).threatWeight > 1.5;
  if (bestPot < SAFETY_THRESHOLD || options.length === 0 || threatened) {
    for (const s of safeties)
      consider(
        { speed: s.speed, direction: s.directionDeg, tipX: 0, tipY: s.tipY, elevation: 0 },
        safetyCall(sit.state, hint, s.first),
        `safety on ${s.first}`,
      );
  }

  // The ball on hidden (no pot, no straight line to a legal ball): kicks, massé and jumps found
  // by sweeping the physics, each then judged like any other shot.
  let unjudged: ReturnType<typeof findEscapes>["escapes"][number] | undefined;
  const hidden = !pots.some((c) => c.kind === "direct") && !safeties.some((s) => s.via === "direct");
  if (hidden && profile.escapeSims > 0) {
    const found = findEscapes({
      sit,
      balls,
      cue,
      obstacles,
      firstLegal,
      aimRule,
      radius,
      stepDeg: profile.escapeStepDeg,
      budget: profile.escapeSims,
      masse: profile.masseAndJump,
      jump: profile.masseAndJump,
      keep: Math.max(2, Math.ceil(profile.finalists / 2)),
      // The sweep leaves a fifth of the time for judging what it finds.
      deadline: deadline - profile.deadlineMs / 5,
    });
    sweepSims += found.sims;
    unjudged = found.escapes[0];
    allowance += 2 * found.escapes.length + found.misses.length + profile.samples * 2;
    for (const e of found.escapes) {
      for (const k of e.style === "kick" ? [1, 0.75] : [1])
        consider(
          { ...e.strike, speed: e.strike.speed * k },
          escapeCall(sit, hint, e.first, obstacles),
          `escape ${e.style} ${e.rails} rail${e.rails === 1 ? "" : "s"} on ${e.first}`,
        );
    }
    // No escape: every stroke fouls, so play the foul that leaves the opponent least.
    if (found.escapes.length === 0)
      for (const strike of found.misses)
        consider(
          strike,
          escapeCall(sit, hint, firstLegal[0] ?? hint.legalFirstContact[0] ?? 1, obstacles),
          "no escape: the foul that leaves least",
        );
  }

  if (profile.samples > 0) {
    // A noiseless look flatters a pot (it always drops), so the best safety is always sampled
    // too: under the hand's error the two are compared on equal terms.
    const ranked = [...options].sort((a, b) => b.value - a.value);
    // Every variant of a pot drops in its noiseless look, so the best variant of each of the best
    // shots goes first: the hand's error then compares shots, not only paces of one shot.
    const finalists: Option[] = [];
    const seenIntent = new Set<string>();
    for (const o of ranked) {
      if (finalists.length >= Math.ceil(profile.finalists * 0.6)) break;
      if (seenIntent.has(o.intent)) continue;
      seenIntent.add(o.intent);
      finalists.push(o);
    }
    for (const o of ranked) {
      if (finalists.length >= profile.finalists) break;
      if (!finalists.includes(o)) finalists.push(o);
    }
    // A break-out's noiseless look is one throw of the dice: the best two are sampled whatever it showed.
    for (const o of [...breakouts].sort((a, b) => b.value - a.value).slice(0, 2))
      if (!finalists.includes(o)) finalists.push(o);
    const bestSafe = ranked.find((o) => !o.candidate);
    if (bestSafe && !finalists.includes(bestSafe))
      finalists.splice(Math.max(0, profile.finalists - 1), 1, bestSafe);
    const sample = (o: Option): void => {
      let total = o.value * o.samples;
      let n = o.samples;
      for (let k = 0; k < profile.samples; k++) {
        const v = judge(o, perturbStrike(o.strike, profile.noise, rng));
        if (v === null) continue;
        total += v;
        n++;
      }
      // Finalists are compared on their noisy average; the others keep their first look.
      o.value = total / n;
      o.samples = n;
    };
    for (const o of finalists) sample(o);
    // The best of several noisy averages is flattered by its luck: the two best are sampled as
    // many times again before one is chosen.
    for (const o of [...finalists].sort((a, b) => b.value - a.value).slice(0, 2)) sample(o);
    for (const o of options) if (!finalists.includes(o)) o.value -= 1;
  }

  const chosen = [...options].sort((a, b) => b.value - a.value)[0];
  // Out of time before anything was judged: an escape the sweep found beats a blind stroke.
  if (!chosen && unjudged) {
    const call = escapeCall(sit, hint, unjudged.first, obstacles);
    return {
      kind: "shot",
      strike: unjudged.strike,
      ...(call ? { call } : {}),
      ...(place ? { place } : {}),
      intent: `escape ${unjudged.style} ${unjudged.rails} rail${unjudged.rails === 1 ? "" : "s"} on ${unjudged.first} (unjudged)`,
      value: -1,
      sims: sims + sweepSims,
    };
  }
  if (!chosen) return fallbackShot(sit, hint, cue, obstacles, place, sims + sweepSims, aimRule, radius);
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
      : {}),
    intent: chosen.intent,
    value: chosen.value,
    sims: sims + sweepSims,
  };
}

/** The geometric odds temper a noiseless result, which is the shot's best case. */
function tempered(v: number, c: PotCandidate): number {
  return v * (0.5 + 0.5 * Math.min(1, c.odds * 1.5));
}

/** Pace and spin variants of a pot: the level's search breadth. */
function baseStrike(c: PotCandidate): Strike {
  return { speed: c.speed, direction: c.directionDeg, tipX: 0, tipY: 0, elevation: 0 };
}

/** The level's pace and spin variants of a pot: where the cue ball goes next is the leave. */
function variants(base: Strike, p: LevelProfile): Strike[] {
  return p.variants.map(([k, tipY, tipX]) => ({
    ...base,
    speed: Math.min(MAX_STROKE_SPEED, Math.max(0.5, base.speed * k)),
    tipY,
    tipX: tipX ?? base.tipX,
  }));
}

function describe(c: PotCandidate): string {
  return c.first === c.target
    ? `${c.kind} ${c.target} → ${c.pocket}`
    : `${c.kind} ${c.first}→${c.target} → ${c.pocket}`;
}

function potCall(state: MatchState, hint: ShotHint, c: PotCandidate): AiCall | undefined {
  if (state.game === "pina") return { ball: c.target, pocket: c.pocket };
  if (hint.call === "group") {
    const g = groupOf(c.first);
    return g ? { group: g } : undefined;
  }
  if (hint.call === "pocket-8") return { pocket: c.pocket };
  return undefined;
}

function safetyCall(state: MatchState, hint: ShotHint, first: ObjectBallId): AiCall | undefined {
  if (state.game === "pina") return { defense: true };
  if (hint.call === "group") {
    const g = groupOf(first);
    return g ? { group: g } : undefined;
  }
  // On the 8 every shot names a pocket (B8-8CALL); a safety names the nearest one.
  if (hint.call === "pocket-8") return { pocket: "foot-left" satisfies PocketId };
  return undefined;
}

/**
 * An escape names a ball and pocket in Piña rather than a defence: a missed call costs nothing,
 * while a defence declines the ball on and hands the opponent PC-REFUSED's extra turns.
 */
function escapeCall(
  sit: AiSituation,
  hint: ShotHint,
  first: ObjectBallId,
  obstacles: ReturnType<typeof objectBalls>,
): AiCall | undefined {
  if (sit.state.game !== "pina") return safetyCall(sit.state, hint, first);
  const at = obstacles.find((b) => b.id === first)?.at ?? [0, 0];
  const pockets = sit.table.pockets;
  const nearest = [...pockets].sort(
    (a, b) =>
      Math.hypot(a.centre[0] - at[0], a.centre[1] - at[1]) -
      Math.hypot(b.centre[0] - at[0], b.centre[1] - at[1]),
  )[0];
  return nearest ? { ball: first, pocket: nearest.id } : { defense: true };
}

/** Nothing simulated cleanly (all blocked): hit the nearest legal ball full and firm. */
function fallbackShot(
  sit: AiSituation,
  hint: ShotHint,
  cue: Vec2,
  obstacles: ReturnType<typeof objectBalls>,
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
