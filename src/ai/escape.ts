/**
 * Escapes from a hidden ball on: kicks off one to three cushions, found with the physics rather
 * than a mirror. The cushion's real rebound depends on speed, spin and the angle in, so the AI
 * does what a player does on a practice table: it sweeps the cue direction across every legal
 * line (PC-45's cone in Piña, all round in Bola 8), simulates each, and keeps the bands of
 * directions whose first contact is a legal ball. The middle of the widest bands are the
 * escapes, as they forgive the hand's error best. When no level stroke finds the ball, massé
 * (elevated cue with side, curving round the blocker) and jump strokes are swept the same way.
 */
import type { ObjectBallId, Vec2 } from "../core/index.ts";
import type { BallState, PhysicsEvent, Strike } from "../physics/index.ts";
import { simulateShot } from "../physics/index.ts";
import { directionDeg, len, mirror, type Obstacle, railLines, sub } from "./aim-geometry.ts";
import { type AimRule, legalDirection } from "./aim-rule.ts";
import type { AiSituation } from "./situation.ts";

export interface EscapeStrike {
  readonly strike: Strike;
  readonly first: ObjectBallId;
  /** Width of the band of directions that reach a legal ball first, degrees. */
  readonly bandDeg: number;
  /** Cushions the cue ball touched before the contact (0 for a massé or jump past the blocker). */
  readonly rails: number;
  readonly style: "kick" | "masse" | "jump";
}

export interface EscapeSearch {
  readonly sit: AiSituation;
  /** The balls as they lie for this shot (the cue ball placed, if in hand). */
  readonly balls: readonly BallState[];
  readonly cue: Vec2;
  readonly obstacles: readonly Obstacle[];
  readonly firstLegal: readonly ObjectBallId[];
  /**
   * Legal balls the cue ball may hit first only after crossing the head string (G-KITCHEN with
   * ball in hand): they count when it has come back off the foot cushion.
   */
  readonly afterCrossing?: readonly ObjectBallId[];
  readonly aimRule: AimRule | undefined;
  readonly radius: number;
  /** Sweep step, degrees. */
  readonly stepDeg: number;
  /** Simulations the sweep may spend at most. */
  readonly budget: number;
  readonly masse: boolean;
  readonly jump: boolean;
  /** Bands kept, widest first. */
  readonly keep: number;
  /** performance.now() past which no further stroke is simulated. */
  readonly deadline?: number;
  /**
   * When the search finds nothing, it is run once more with this budget and this finer step: half
   * the budget sweeps more of the mirror-seeded kicks at 0.5° (the first look's share reaches only
   * the nearest few seeds), the rest sweeps every stroke all round at the finer step, where a band
   * narrower than the level's own step can fall between its samples.
   */
  readonly secondLook?: { readonly stepDeg: number; readonly sims: number };
}

interface Stroke {
  readonly style: EscapeStrike["style"];
  readonly speed: number;
  readonly tipX: number;
  readonly tipY: number;
  readonly elevation: number;
}

/**
 * Strokes swept, in the order tried. Kicks at two paces (the rebound angle and the number of
 * rails reached change with pace); a jump over a blocker (35° and 45° cues, measured on the
 * engine to clear a ball about half a metre off); a massé each way.
 */
const KICKS: readonly Stroke[] = [
  { style: "kick", speed: 3.2, tipX: 0, tipY: 0.2, elevation: 0 },
  { style: "kick", speed: 5, tipX: 0, tipY: 0, elevation: 0 },
];
const JUMPS: readonly Stroke[] = [
  { style: "jump", speed: 4.5, tipX: 0, tipY: 0, elevation: 35 },
  { style: "jump", speed: 5.5, tipX: 0, tipY: 0, elevation: 45 },
];
const MASSES: readonly Stroke[] = [
  { style: "masse", speed: 3.5, tipX: 0.5, tipY: 0, elevation: 75 },
  { style: "masse", speed: 3.5, tipX: -0.5, tipY: 0, elevation: 75 },
];

/**
 * The first ball the cue ball touches, the cushions it met before, and whether one of them was
 * the foot cushion. That is the search's stand-in for G-KITCHEN's "the cue ball crossed the head
 * string" (game/judge/kitchen.ts, which reads the cue ball's path the sweep does not keep): a
 * little stricter than the rule, since a cue ball can cross and come back off a ball or a
 * curve; the referee still judges every escape found.
 */
export function firstContact(
  events: readonly PhysicsEvent[],
): { ball: number; rails: number; viaFoot: boolean } | null {
  let rails = 0;
  let viaFoot = false;
  for (const e of events) {
    if (e.kind === "ball-cushion" && e.ball === 0) {
      rails++;
      if (e.cushion === "foot") viaFoot = true;
    }
    if (e.kind === "ball-pocket" && e.ball === 0) return null;
    if (e.kind === "ball-ball" && (e.a === 0 || e.b === 0))
      return { ball: e.a === 0 ? e.b : e.a, rails, viaFoot };
  }
  return null;
}

/** Does this first contact count as reaching a legal ball for the search? */
function isEscapeContact(
  q: EscapeSearch,
  c: { ball: number; viaFoot: boolean } | null,
): c is { ball: ObjectBallId; viaFoot: boolean } {
  if (!c) return false;
  const id = c.ball as ObjectBallId;
  return q.firstLegal.includes(id) || (c.viaFoot && (q.afterCrossing ?? []).includes(id));
}

export interface EscapeFindings {
  readonly escapes: EscapeStrike[];
  /**
   * Strokes of the sweep that reached a legal ball first and dropped an object ball (not the cue
   * ball): kick pots the sweep came upon, the middle of each run of such directions. A pot the
   * mirror cannot aim, the physics finds; the caller calls it for what it drops and judges it.
   */
  readonly drops: EscapeStrike[];
  /** Strokes of the sweep that found no legal ball, spread over the cone: the least bad foul is among them. */
  readonly misses: Strike[];
  readonly sims: number;
}

/** Kicks near each mirror line are swept this far either side, in these steps (degrees). */
const SEED_HALF_DEG = 6;
const SEED_STEP_DEG = 0.5;
/** Share of the budget the seeded kicks may use before the sweep all round. */
const SEEDED_SHARE = 0.5;
/** A band this wide (degrees) forgives the hand: two of them end the search early. */
const ROBUST_BAND_DEG = 1;

/**
 * Where one- to three-cushion kicks roughly go: the ball on mirrored in one rail line, or in
 * two or three, nearest first. The real rebound differs by a few degrees with pace and spin, so each
 * seed is only the middle of a fine physics sweep. A ball reachable only after crossing the head
 * string (afterCrossing) is seeded only through the foot cushion.
 */
export function kickSeeds(q: EscapeSearch): number[] {
  const t = { length: q.sit.table.length, width: q.sit.table.width, radius: q.radius };
  const lines = railLines(t);
  const seeds: { dir: number; path: number }[] = [];
  const targets = [
    ...q.firstLegal.map((id) => ({ id, viaFoot: false })),
    ...(q.afterCrossing ?? []).map((id) => ({ id, viaFoot: true })),
  ];
  for (const { id, viaFoot } of targets) {
    const b = q.obstacles.find((o) => o.id === id);
    if (!b) continue;
    const images: { at: Vec2; foot: boolean }[] = [];
    for (const l1 of lines) {
      const once = mirror(b.at, l1);
      images.push({ at: once, foot: l1.rail === "foot" });
      for (const l2 of lines) {
        if (l2 === l1) continue;
        const twice = mirror(once, l2);
        const foot2 = l1.rail === "foot" || l2.rail === "foot";
        images.push({ at: twice, foot: foot2 });
        for (const l3 of lines)
          if (l3 !== l2) images.push({ at: mirror(twice, l3), foot: foot2 || l3.rail === "foot" });
      }
    }
    for (const img of images) {
      if (viaFoot && !img.foot) continue;
      const dir = directionDeg(sub(img.at, q.cue));
      if (
        !legalDirection(
          { aimRule: q.aimRule, balls: q.obstacles, cue: q.cue, table: { radius: q.radius } },
          dir,
        )
      )
        continue;
      seeds.push({ dir, path: len(sub(img.at, q.cue)) });
    }
  }
  return seeds.sort((a, b) => a.path - b.path).map((s) => s.dir);
}

export function findEscapes(q: EscapeSearch): EscapeFindings {
  const first = searchOnce(q);
  if (first.escapes.length > 0 || !q.secondLook) return first;
  // The second look sweeps the nearest seeds again (a few dozen simulations): simpler than
  // remembering what the first one covered, and it is rare (about one decision in 60).
  const again = searchOnce({ ...q, stepDeg: q.secondLook.stepDeg, budget: q.secondLook.sims });
  return { escapes: again.escapes, drops: again.drops, misses: first.misses, sims: first.sims + again.sims };
}

/**
 * Straight strokes at each legal ball, swept across the whole of its face at these paces: the
 * ones that drop an object ball (kisses, throws, a ball knocked on) that the geometric pots
 * missed. The sweep's drops, each a level stroke ("kick" style, no rail before the contact).
 */
export function findDirectDrops(
  q: EscapeSearch,
  speeds: readonly number[],
): { readonly found: EscapeStrike[]; readonly sims: number } {
  const directions: number[] = [];
  for (const id of q.firstLegal) {
    const b = q.obstacles.find((o) => o.id === id);
    if (!b) continue;
    const d = len(sub(b.at, q.cue));
    if (d <= 2 * q.radius) continue;
    const line = directionDeg(sub(b.at, q.cue));
    const half = (Math.asin(Math.min(1, (2 * q.radius) / d)) * 180) / Math.PI;
    for (let a = -half; a <= half + 1e-9; a += q.stepDeg) directions.push((line + a + 360) % 360);
  }
  const found: EscapeStrike[] = [];
  let sims = 0;
  for (const speed of speeds) {
    const stroke: Stroke = { style: "kick", speed, tipX: 0, tipY: 0, elevation: 0 };
    const r = sweep(q, stroke, Math.floor(q.budget / speeds.length), directions, q.stepDeg);
    found.push(...r.drops);
    sims += r.sims;
  }
  return { found: found.sort((a, b) => b.bandDeg - a.bandDeg).slice(0, q.keep), sims };
}

function searchOnce(q: EscapeSearch): EscapeFindings {
  let sims = 0;
  const out: EscapeStrike[] = [];
  const drops: EscapeStrike[] = [];
  const misses: Strike[] = [];
  // First the kicks near the mirror lines, swept finely: most escapes are found here, far
  // cheaper than a sweep all round, and their bands are measured to a fraction of a degree.
  const seededBudget = Math.floor(q.budget * SEEDED_SHARE);
  const kick = KICKS[0]!;
  for (const seed of kickSeeds(q)) {
    if (sims >= seededBudget || (q.deadline !== undefined && performance.now() > q.deadline)) break;
    if (out.some((e) => Math.abs(e.strike.direction - seed) < SEED_HALF_DEG)) continue;
    const around: number[] = [];
    for (let d = -SEED_HALF_DEG; d <= SEED_HALF_DEG + 1e-9; d += SEED_STEP_DEG)
      around.push((seed + d + 360) % 360);
    const r = sweep(q, kick, seededBudget - sims, around, SEED_STEP_DEG);
    sims += r.sims;
    out.push(...r.escapes);
    drops.push(...r.drops);
    if (out.filter((e) => e.bandDeg >= ROBUST_BAND_DEG).length >= 2) break;
  }
  const strokes: Stroke[] = out.some((e) => e.bandDeg >= ROBUST_BAND_DEG) ? [] : [...KICKS];
  if (strokes.length > 0 && q.jump) strokes.push(...JUMPS);
  if (strokes.length > 0 && q.masse) strokes.push(...MASSES);
  // Each stroke gets an equal share of what is left, so a later one is still seen whole.
  for (let k = 0; k < strokes.length; k++) {
    const stroke = strokes[k]!;
    const r = sweep(q, stroke, Math.floor((q.budget - sims) / (strokes.length - k)));
    sims += r.sims;
    out.push(...r.escapes);
    drops.push(...r.drops);
    if (k === 0) misses.push(...r.misses);
    // A level kick that finds the ball is preferred to a massé or a jump: stop at the first find.
    if (out.length >= 2 || (out.length > 0 && stroke.style !== "kick")) break;
    if (out.length > 0 && k >= KICKS.length - 1) break;
  }
  out.sort((a, b) => b.bandDeg - a.bandDeg || a.rails - b.rails);
  drops.sort((a, b) => b.bandDeg - a.bandDeg || a.rails - b.rails);
  return { escapes: out.slice(0, q.keep), drops: drops.slice(0, q.keep), misses, sims };
}

/** One stroke's sweep under way: what it sweeps with, and the simulations spent so far. */
interface SweepRun {
  readonly q: EscapeSearch;
  readonly stroke: Stroke;
  readonly budget: number;
  sims: number;
}

/** What the sweep saw at each direction it simulated, in the order swept. */
interface SweepSamples {
  /** The legal ball reached first and off how many rails, or null. */
  readonly hits: ({ first: ObjectBallId; rails: number } | null)[];
  /** For each hit, the object ball it dropped and where ("" when none, or the cue ball fell too). */
  readonly dropped: string[];
  /** The directions simulated. */
  readonly seen: number[];
  /** The angle between neighbouring samples, degrees. */
  readonly step: number;
}

function sweep(
  q: EscapeSearch,
  stroke: Stroke,
  budget: number,
  only?: readonly number[],
  onlyStepDeg?: number,
): { escapes: EscapeStrike[]; drops: EscapeStrike[]; misses: Strike[]; sims: number } {
  const stepDeg = onlyStepDeg ?? q.stepDeg;
  const directions = legalDirections(
    q,
    stroke,
    only ?? Array.from({ length: Math.ceil(360 / stepDeg) }, (_, k) => k * stepDeg),
  );
  // Sweep from the line to the ball on outwards would favour short kicks; an even sweep keeps
  // the bands honest. Over budget, the step widens so the whole cone is still seen.
  if (budget <= 0) return { escapes: [], drops: [], misses: [], sims: 0 };
  const run: SweepRun = { q, stroke, budget, sims: 0 };
  const samples = sample(run, directions, stepDeg);
  const escapes = bands(run, samples);
  const drops = dropRuns(stroke, samples);
  return { escapes, drops, misses: missStrokes(stroke, samples), sims: run.sims };
}

/** The directions among `wanted` the rules let this stroke take. */
function legalDirections(q: EscapeSearch, stroke: Stroke, wanted: readonly number[]): number[] {
  const directions: number[] = [];
  for (const d of wanted)
    if (
      legalDirection(
        { aimRule: q.aimRule, balls: q.obstacles, cue: q.cue, table: { radius: q.radius } },
        d,
        stroke.elevation,
      )
    )
      directions.push(d);
  return directions;
}

/** The stroke played in direction d, simulated (one of the run's simulations). */
function simulateStroke(run: SweepRun, d: number) {
  const { q } = run;
  const strike: Strike = { ...strokeStrike(run.stroke), direction: d };
  const sim = q.sit.physics
    ? simulateShot(q.sit.table, q.balls, strike, q.sit.physics)
    : simulateShot(q.sit.table, q.balls, strike);
  run.sims++;
  return sim;
}

/** The directions simulated evenly, every stride-th one so the budget covers them all. */
function sample(run: SweepRun, directions: readonly number[], stepDeg: number): SweepSamples {
  const { q } = run;
  const stride = Math.max(1, Math.ceil(directions.length / run.budget));
  const hits: SweepSamples["hits"] = [];
  const dropped: string[] = [];
  const seen: number[] = [];
  for (let i = 0; i < directions.length; i += stride) {
    if (q.deadline !== undefined && performance.now() > q.deadline) break;
    const d = directions[i]!;
    const sim = simulateStroke(run, d);
    const c = sim.ok ? firstContact(sim.value.events) : null;
    const legal = c && isEscapeContact(q, c);
    hits.push(legal ? { first: c.ball as ObjectBallId, rails: c.rails } : null);
    dropped.push(legal && sim.ok ? droppedKey(sim.value.events) : "");
    seen.push(d);
  }
  return { hits, dropped, seen, step: stepDeg * stride };
}

/** Does this direction reach `first` first (any number of rails)? One simulation. */
function reaches(run: SweepRun, d: number, first: number): boolean {
  const sim = simulateStroke(run, (d + 360) % 360);
  const c = sim.ok ? firstContact(sim.value.events) : null;
  return c !== null && c.ball === first && isEscapeContact(run.q, c);
}

/**
 * A band's edge between a direction that reaches the ball and one that does not, to an eighth
 * of the sweep's step: a band seen at one or two sweep points may be far narrower than the
 * step, and the hand's error finds that out.
 */
function bandEdge(run: SweepRun, inside: number, outside: number, first: number): number {
  let a = inside;
  let b = outside;
  for (let n = 0; n < REFINE_STEPS && run.sims < run.budget + REFINE_BUDGET; n++) {
    const m = (a + b) / 2;
    if (reaches(run, m, first)) a = m;
    else b = m;
  }
  return a;
}

/** Whether samples k and k + 1 are neighbours (one step apart, across 0° too). */
const neighbours = (seen: readonly number[], k: number, step: number): boolean =>
  Math.abs(((seen[k + 1]! - seen[k]! - step + 540) % 360) - 180) < 1e-6;

/** Bands: runs of neighbouring directions that reach the same legal ball off as many rails. */
function bands(run: SweepRun, samples: SweepSamples): EscapeStrike[] {
  const { hits, seen, step } = samples;
  const stroke = run.stroke;
  const escapes: EscapeStrike[] = [];
  let i = 0;
  while (i < hits.length) {
    const h = hits[i];
    if (!h) {
      i++;
      continue;
    }
    let j = i;
    while (
      j + 1 < hits.length &&
      hits[j + 1]?.first === h.first &&
      hits[j + 1]?.rails === h.rails &&
      neighbours(seen, j, step)
    )
      j++;
    const lo = bandEdge(run, seen[i]!, seen[i]! - step, h.first);
    const hi = bandEdge(run, seen[j]!, seen[j]! + step, h.first);
    // Measured from the band's start, so a band across 0° keeps its middle and its width.
    const width = (((hi - lo) % 360) + 360) % 360;
    const mid = lo + width / 2;
    escapes.push({
      strike: { ...strokeStrike(stroke), direction: ((mid % 360) + 360) % 360 },
      first: h.first,
      bandDeg: Math.max(width, step / 2 ** REFINE_STEPS),
      rails: h.rails,
      style: stroke.style,
    });
    i = j + 1;
  }
  return escapes;
}

/** Runs of neighbouring legal hits that drop the same balls in the same pockets. */
function dropRuns(stroke: Stroke, samples: SweepSamples): EscapeStrike[] {
  const { hits, dropped, seen, step } = samples;
  const drops: EscapeStrike[] = [];
  for (let a = 0; a < dropped.length; ) {
    const key = dropped[a]!;
    let b = a;
    while (key !== "" && b + 1 < dropped.length && dropped[b + 1] === key && neighbours(seen, b, step)) b++;
    const h = hits[a];
    if (key !== "" && h)
      drops.push({
        // The middle measured from the run's start, so a run across 0° stays where it is.
        strike: {
          ...strokeStrike(stroke),
          direction: (seen[a]! + ((seen[b]! - seen[a]! + 360) % 360) / 2) % 360,
        },
        first: h.first,
        bandDeg: (b - a + 1) * step,
        rails: h.rails,
        style: stroke.style,
      });
    a = b + 1;
  }
  return drops;
}

/** Up to five strokes spread over the directions that reached no legal ball: the fouls to weigh. */
function missStrokes(stroke: Stroke, samples: SweepSamples): Strike[] {
  const missed = samples.seen.filter((_, k) => samples.hits[k] === null);
  const misses = [0.1, 0.3, 0.5, 0.7, 0.9]
    .map((f) => missed[Math.floor(f * missed.length)])
    .filter((d): d is number => d !== undefined)
    .map((d) => ({ ...strokeStrike(stroke), direction: d }));
  return [...new Set(misses)];
}

/** "3>foot-left": the object balls a stroke dropped and their pockets, "" when none or the cue ball fell. */
function droppedKey(events: readonly PhysicsEvent[]): string {
  const parts: string[] = [];
  for (const e of events)
    if (e.kind === "ball-pocket") {
      if (e.ball === 0) return "";
      parts.push(`${e.ball}>${e.pocket}`);
    }
  return parts.sort().join(",");
}

/** Bisections per band edge, and the simulations they may add to a stroke's share. */
const REFINE_STEPS = 3;
const REFINE_BUDGET = 36;

function strokeStrike(s: Stroke): Strike {
  return { speed: s.speed, direction: 0, tipX: s.tipX, tipY: s.tipY, elevation: s.elevation };
}
