/**
 * The pots of a decision as options: each candidate's plain stroke, its aim corrected for throw
 * (a second look), the level's pace and spin variants for the leave, and in Piña the break-outs
 * when no variant leaves a fair shot on the next ball on (breakout.ts).
 */
import type { Vec2 } from "../core/index.ts";
import type { Strike } from "../physics/index.ts";
import { departure, secantAim, signedAngleDeg } from "./aim-correction.ts";
import type { Obstacle } from "./aim-geometry.ts";
import { breakoutStrikes, wantsBreakout } from "./breakout.ts";
import type { PotCandidate } from "./candidates.ts";
import { aimTable } from "./leave.ts";
import type { LevelProfile } from "./level.ts";
import { potCall } from "./shot-calls.ts";
import type { Option, ShotSearch } from "./shot-search.ts";
import { MAX_STROKE_SPEED } from "./speed.ts";
import type { ShotHint } from "./targets.ts";
import { sigmaOf } from "./value.ts";

/** Adds the pots' options to the search; returns the break-outs among them (sampled apart). */
export function addPotOptions(
  search: ShotSearch,
  pots: readonly PotCandidate[],
  hint: ShotHint,
  obstacles: readonly Obstacle[],
): Option[] {
  const { sit, profile } = search;
  for (const c of pots) {
    const o: Option = {
      strike: baseStrike(c),
      candidate: c,
      call: potCall(sit.state, hint, c),
      intent: describePot(c),
      value: 0,
      samples: 0,
    };
    search.considerPot(o, c);
  }

  // Stronger levels correct the ghost-ball aim of their best pots for throw (a second look).
  if (profile.refinesAim)
    for (const o of search.ranked().slice(0, profile.finalists)) refineAim(search, o, obstacles);

  // Pace and spin variants of the best pots, on their corrected aim: the level's breadth.
  const spinFor = search.ranked().slice(0, profile.positionTop);
  for (const base of spinFor) {
    const c = base.candidate;
    if (!c) continue;
    for (const strike of variants(base.strike, profile)) {
      const o: Option = { ...base, strike, value: 0, samples: 0, refined: false };
      search.considerPot(o, c);
    }
  }

  const breakouts = sit.state.game === "pina" ? addBreakouts(search, spinFor, obstacles) : [];

  // Throw changes with pace and spin: the best variants get their own aim correction.
  if (profile.refinesAim)
    for (const o of search.ranked().slice(0, profile.finalists))
      if (!o.refined) refineAim(search, o, obstacles);
  return breakouts;
}

/**
 * Piña: no variant of a pot leaves a fair shot on the next ball on (the pack holds it): the
 * same pot played firmer, so that the cue ball opens the pack.
 */
function addBreakouts(
  search: ShotSearch,
  spinFor: readonly Option[],
  obstacles: readonly Obstacle[],
): Option[] {
  const { sit, profile, radius } = search;
  const breakouts: Option[] = [];
  const aim = aimTable(sit.table, radius);
  const sigmaRad = sigmaOf(profile, sit.physics);
  for (const base of spinFor.slice(0, profile.breakouts)) {
    const c = base.candidate;
    if (!c || c.target !== c.first) continue;
    const looks = search.options.flatMap((o) => (o.candidate === c && o.played ? [o.played] : []));
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
      if (search.considerPot(o, c)) breakouts.push(o);
    }
  }
  return breakouts;
}

/**
 * The ghost-ball aim corrected for throw: where the object ball left in the noiseless look,
 * one probe 0.3° off, and the secant between them; kept if it judges no worse.
 */
function refineAim(search: ShotSearch, o: Option, obstacles: readonly Obstacle[]): void {
  o.refined = true;
  const c = o.candidate;
  if (!c?.objectAim || !o.played) return;
  const from = obstacles.find((b) => b.id === c.first)?.at;
  if (!from) return;
  const want: Vec2 = [c.objectAim[0] - from[0], c.objectAim[1] - from[1]];
  const d0 = departure(o.played.result, search.balls, c.first);
  if (!d0) return;
  const err0 = signedAngleDeg(want, d0);
  if (Math.abs(err0) < 0.05) return;
  const probe = { ...o.strike, direction: o.strike.direction + 0.3 };
  const p1 = search.look(probe, o.call);
  const d1 = p1 ? departure(p1.result, search.balls, c.first) : null;
  if (!d1) return;
  const aim = secantAim(o.strike.direction, err0, probe.direction, signedAngleDeg(want, d1));
  if (aim === null) return;
  const fixed = { ...o.strike, direction: (aim + 360) % 360 };
  const p2 = search.look(fixed, o.call);
  if (!p2) return;
  const v = search.potValue(p2, c);
  if (v >= o.value - 0.05) {
    o.strike = fixed;
    o.played = p2;
    o.value = v;
  }
}

/** A pot's plain stroke: the candidate's line and pace, centre ball. */
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

/** "direct 5 → foot-left", "combination 3→11 → head-right": the intent logs and tests read. */
function describePot(c: PotCandidate): string {
  return c.first === c.target
    ? `${c.kind} ${c.target} → ${c.pocket}`
    : `${c.kind} ${c.first}→${c.target} → ${c.pocket}`;
}
