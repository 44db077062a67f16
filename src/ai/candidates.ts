/**
 * Candidate pots from geometry alone: direct shots (ghost ball), banks (the pocket mirrored in
 * a rail), kicks (the ghost ball mirrored in a rail), combinations (ball A into ball B) and
 * caroms (the cue ball glances off A into B along the tangent line). Each gets the strike
 * direction, a baseline speed and a geometric pot estimate used to rank it.
 */
import type { ObjectBallId, PocketId, Vec2 } from "../core/index.ts";
import {
  type AimTable,
  angleBetween,
  crossing,
  directionDeg,
  dot,
  ghostBall,
  insideCushions,
  len,
  mirror,
  mouthWindow,
  type Obstacle,
  onStraightRail,
  type PocketTarget,
  pathClear,
  pocketTargets,
  railLines,
  railsOfPocket,
  sub,
  unit,
} from "./aim-geometry.ts";
import { type AimRule, legalDirection } from "./aim-rule.ts";
import { dropWindow } from "./pocket-window.ts";
import { directPotOdds, pocketTolerance } from "./pot-odds.ts";
import { potSpeed } from "./speed.ts";

export const POT_KINDS = ["direct", "bank", "kick", "combination", "carom"] as const;
export type PotKind = (typeof POT_KINDS)[number];

export interface PotCandidate {
  readonly kind: PotKind;
  /** The ball the cue ball must hit first. */
  readonly first: ObjectBallId;
  /** The ball meant to drop, and where. */
  readonly target: ObjectBallId;
  readonly pocket: PocketId;
  readonly directionDeg: number;
  /** Cue-ball speed that gets the target to the pocket with some to spare, m/s. */
  readonly speed: number;
  /** Geometric pot estimate in [0, 1]. */
  readonly odds: number;
  readonly cut: number;
  /** Where the first object ball should head after contact (for aim correction), if it matters. */
  readonly objectAim?: Vec2;
  /** Direct pots: the cue ball's centre at contact (the ghost ball), where a stun shot leaves it. */
  readonly contact?: Vec2;
}

export interface CandidateInput {
  readonly table: AimTable;
  readonly cue: Vec2;
  /** Object balls on the cloth. */
  readonly balls: readonly Obstacle[];
  /** Balls the cue ball may contact first. */
  readonly firstLegal: readonly ObjectBallId[];
  /** May `ball` be pocketed (called, or counting for the shooter) when `first` is hit first? */
  readonly canPot: (first: ObjectBallId, ball: ObjectBallId) => boolean;
  /** The shooter's aim error, radians, for the odds. */
  readonly sigmaRad: number;
  /** Consider banks, kicks, combinations and caroms. */
  readonly tricks: boolean;
  /** Piña: the ball on and the match's PC-45 / PC-FROZEN settings (aim-rule.ts). */
  readonly aimRule?: AimRule | undefined;
}

const MAX_CUT = (80 * Math.PI) / 180;
const MAX_COMBO_CUT = (50 * Math.PI) / 180;

/** What every candidate in one position shares, and the list they are gathered in. */
interface PotSearch {
  readonly input: CandidateInput;
  readonly table: AimTable;
  readonly cue: Vec2;
  readonly R: number;
  readonly rails: ReturnType<typeof railLines>;
  /** Every ball on the cloth, the cue ball (id 0) first: what a path must clear. */
  readonly all: readonly Obstacle[];
  readonly out: PotCandidate[];
}

export function generatePots(input: CandidateInput): PotCandidate[] {
  const { table, cue, balls } = input;
  const search: PotSearch = {
    input,
    table,
    cue,
    R: table.radius,
    rails: railLines(table),
    all: [{ id: 0, at: cue }, ...balls],
    out: [],
  };
  const pockets = pocketTargets(table);
  const at = new Map<number, Vec2>(balls.map((b) => [b.id, b.at]));
  for (const first of input.firstLegal) {
    const a = at.get(first);
    if (!a) continue;
    for (const p of pockets) {
      if (input.canPot(first, first)) {
        directAndKicks(search, first, a, p);
        if (input.tricks) banks(search, first, a, p);
      }
      if (!input.tricks) continue;
      // Combinations and caroms: `first` is hit, another ball drops in p.
      for (const b of balls) {
        if (b.id === first || !input.canPot(first, b.id as ObjectBallId)) continue;
        combinationsAndCaroms(search, first, a, b, p);
      }
    }
  }
  return search.out.sort((x, y) => y.odds - x.odds);
}

/** The object ball `ball` sent from `from` into `p` directly: where to aim it and the tolerance (0 if blocked). */
function objectToPocket(
  s: PotSearch,
  ball: number,
  from: Vec2,
  p: PocketTarget,
  skip: number[],
): { aim: Vec2; tol: number } {
  if (len(sub(p.aim, from)) < 1e-9) return { aim: p.aim, tol: 0 };
  const w = pocketAim(p, from, s.R);
  if (w.tolerance <= 0 || !pathClear(from, w.aim, s.all, s.R, [ball, ...skip])) return { aim: w.aim, tol: 0 };
  return { aim: w.aim, tol: w.tolerance };
}

/** Keeps a candidate worth a try (odds above half a percent) whose direction the rules allow. */
function push(s: PotSearch, c: Omit<PotCandidate, "odds">, odds: number): void {
  if (!(odds > 0.005) || !legalDirection(s.input, c.directionDeg)) return;
  s.out.push({ ...c, odds });
}

/** Direct and kick shots on `first` (at a) into p. */
function directAndKicks(s: PotSearch, first: ObjectBallId, a: Vec2, p: PocketTarget): void {
  const { input, table, cue, R, all } = s;
  const { aim, tol } = objectToPocket(s, first, a, p, [0]);
  if (!(tol > 0)) return;
  const ghost = ghostBall(a, aim, R);
  const cut = angleBetween(sub(ghost, cue), sub(aim, a));
  const objectTravel = len(sub(aim, a));
  if (!(cut <= MAX_CUT && insideCushions(ghost, table))) return;
  if (pathClear(cue, ghost, all, R, [0, first])) {
    const cueTravel = len(sub(ghost, cue));
    push(
      s,
      {
        kind: "direct",
        first,
        target: first,
        pocket: p.pocket,
        objectAim: aim,
        contact: ghost,
        directionDeg: directionDeg(sub(ghost, cue)),
        speed: potSpeed(cueTravel, objectTravel, cut),
        cut,
      },
      directPotOdds({ cueTravel, objectTravel, cut, tolerance: tol }, input.sigmaRad, R),
    );
  }
  if (input.tricks) kicks(s, first, a, p, aim, tol, ghost, objectTravel);
}

/** Kicks: the cue ball off one rail to the ghost ball that sends `first` along a→aim into p. */
function kicks(
  s: PotSearch,
  first: ObjectBallId,
  a: Vec2,
  p: PocketTarget,
  aim: Vec2,
  tol: number,
  ghost: Vec2,
  objectTravel: number,
): void {
  const { input, table, cue, R, all } = s;
  for (const line of s.rails) {
    const img = mirror(ghost, line);
    const hit = crossing(cue, img, line);
    if (!hit || !onStraightRail(hit, line, table)) continue;
    if (!pathClear(cue, hit, all, R, [0]) || !pathClear(hit, ghost, all, R, [0, first])) continue;
    // The cue ball arrives along hit→ghost: the cut is measured on that leg.
    const kCut = angleBetween(sub(ghost, hit), sub(aim, a));
    if (kCut > MAX_COMBO_CUT) continue;
    const cueTravel = len(sub(hit, cue)) + len(sub(ghost, hit));
    push(
      s,
      {
        kind: "kick",
        first,
        target: first,
        pocket: p.pocket,
        directionDeg: directionDeg(sub(hit, cue)),
        speed: potSpeed(cueTravel * 1.3, objectTravel, kCut),
        cut: kCut,
      },
      // A cushion adds its own error: the rebound angle depends on speed and spin.
      0.35 * directPotOdds({ cueTravel, objectTravel, cut: kCut, tolerance: tol }, input.sigmaRad * 1.6, R),
    );
  }
}

/** Banks: `first` (at a) off one rail into p. */
function banks(s: PotSearch, first: ObjectBallId, a: Vec2, p: PocketTarget): void {
  const { input, table, cue, R, all } = s;
  for (const line of s.rails) {
    if (railsOfPocket(p.pocket).includes(line.rail)) continue;
    const img = mirror(p.aim, line);
    const hit = crossing(a, img, line);
    if (!hit || !onStraightRail(hit, line, table)) continue;
    if (!pathClear(a, hit, all, R, [first, 0]) || !pathClear(hit, p.aim, all, R, [first])) continue;
    const ghost = ghostBall(a, hit, R);
    if (!insideCushions(ghost, table) || !pathClear(cue, ghost, all, R, [0, first])) continue;
    const cut = angleBetween(sub(ghost, cue), sub(hit, a));
    if (cut > MAX_COMBO_CUT) continue;
    const tol = pocketAim(p, hit, R).tolerance;
    const cueTravel = len(sub(ghost, cue));
    const objectTravel = len(sub(hit, a)) + len(sub(p.aim, hit));
    push(
      s,
      {
        kind: "bank",
        first,
        target: first,
        pocket: p.pocket,
        objectAim: hit,
        directionDeg: directionDeg(sub(ghost, cue)),
        speed: potSpeed(cueTravel, objectTravel * 1.3, cut),
        cut,
      },
      0.4 * directPotOdds({ cueTravel, objectTravel, cut, tolerance: tol }, input.sigmaRad * 1.3, R),
    );
  }
}

/** The ball b sent into p off `first` (at a): b's way to p, where it must be hit from. */
interface SecondBall {
  readonly b: Obstacle;
  readonly aimB: Vec2;
  readonly tolB: number;
  readonly ghostB: Vec2;
  readonly objectTravel: number;
}

/** Combinations and caroms on `first` (at a) that drop b in p. */
function combinationsAndCaroms(
  s: PotSearch,
  first: ObjectBallId,
  a: Vec2,
  b: Obstacle,
  p: PocketTarget,
): void {
  const { aim: aimB, tol: tolB } = objectToPocket(s, b.id, b.at, p, []);
  if (tolB <= 0) return;
  const ghostB = ghostBall(b.at, aimB, s.R);
  if (!insideCushions(ghostB, s.table)) return;
  const second: SecondBall = { b, aimB, tolB, ghostB, objectTravel: len(sub(aimB, b.at)) };
  const cutB = angleBetween(sub(ghostB, a), sub(aimB, b.at));
  // Combination: A travels to ghostB.
  if (cutB <= MAX_COMBO_CUT && len(sub(ghostB, a)) > 1e-6) combination(s, first, a, p, second, cutB);
  caroms(s, first, a, p, second);
}

/** The combination: the cue ball sends `first` (at a) to ghostB, and it sends b into p at cut cutB. */
function combination(
  s: PotSearch,
  first: ObjectBallId,
  a: Vec2,
  p: PocketTarget,
  second: SecondBall,
  cutB: number,
): void {
  const { input, table, cue, R, all } = s;
  const { b, tolB, ghostB, objectTravel } = second;
  const ghostA = ghostBall(a, ghostB, R);
  const cutA = angleBetween(sub(ghostA, cue), sub(ghostB, a));
  if (
    !(
      cutA <= MAX_COMBO_CUT &&
      insideCushions(ghostA, table) &&
      pathClear(cue, ghostA, all, R, [0, first]) &&
      pathClear(a, ghostB, all, R, [first, b.id])
    )
  ) {
    return;
  }
  const cueTravel = len(sub(ghostA, cue));
  const between = len(sub(ghostB, a));
  // A's direction error is multiplied again at B.
  const sigmaA = (cueTravel * input.sigmaRad) / (2 * R * Math.cos(cutA));
  push(
    s,
    {
      kind: "combination",
      first,
      target: b.id as ObjectBallId,
      pocket: p.pocket,
      objectAim: ghostB,
      directionDeg: directionDeg(sub(ghostA, cue)),
      speed: potSpeed(cueTravel + between * 1.5, objectTravel, cutA + cutB),
      cut: cutA,
    },
    0.7 * directPotOdds({ cueTravel: between, objectTravel, cut: cutB, tolerance: tolB }, sigmaA, R),
  );
}

/** Caroms: the cue ball leaves `first` (at a) along the tangent line toward ghostB (stun at contact). */
function caroms(s: PotSearch, first: ObjectBallId, a: Vec2, p: PocketTarget, second: SecondBall): void {
  const { input, table, cue, R, all } = s;
  const { b, aimB, tolB, ghostB, objectTravel } = second;
  for (const ghostA of tangentContacts(a, ghostB, R)) {
    if (!insideCushions(ghostA, table)) continue;
    const inDir = sub(ghostA, cue);
    const aDir = sub(a, ghostA);
    const outDir = sub(ghostB, ghostA);
    if (dot(inDir, aDir) <= 0 || dot(inDir, outDir) <= 0) continue;
    const cutA = angleBetween(inDir, aDir);
    if (cutA < (25 * Math.PI) / 180 || cutA > (70 * Math.PI) / 180) continue;
    const cutB = angleBetween(outDir, sub(aimB, b.at));
    if (cutB > MAX_COMBO_CUT) continue;
    if (!pathClear(cue, ghostA, all, R, [0, first]) || !pathClear(ghostA, ghostB, all, R, [0, first, b.id]))
      continue;
    const cueTravel = len(inDir);
    const between = len(outDir);
    push(
      s,
      {
        kind: "carom",
        first,
        target: b.id as ObjectBallId,
        pocket: p.pocket,
        directionDeg: directionDeg(inDir),
        speed: potSpeed(cueTravel + between / Math.cos(cutA), objectTravel, cutB) * 1.1,
        cut: cutA,
      },
      // The tangent line holds only for a sliding cue ball; speed and spin bend it.
      0.3 *
        directPotOdds(
          { cueTravel: cueTravel + between, objectTravel, cut: cutB, tolerance: tolB },
          input.sigmaRad * 2,
          R,
        ),
    );
  }
}

/**
 * The point to aim a ball from `from` at, and the pocket's tolerance for it: traced through the
 * mouth (pocket-window.ts) when the table's jaws and rails are known, else from the jaw noses
 * alone (two passes, as the window depends on the direction it is seen from).
 */
export function pocketAim(p: PocketTarget, from: Vec2, radius: number): { aim: Vec2; tolerance: number } {
  // Traced through the jaws and rails when the table's mouths are known: rail balls drop too.
  if (p.shape) return dropWindow(p.shape, from);
  if (p.side && angleBetween(sub(p.aim, from), p.into) > (60 * Math.PI) / 180)
    return { aim: p.aim, tolerance: 0 };
  if (!p.mouth)
    return { aim: p.aim, tolerance: pocketTolerance(p.side, angleBetween(sub(p.aim, from), p.into)) };
  let w = mouthWindow(p.mouth, sub(p.aim, from), radius);
  if (w.tolerance > 0) w = mouthWindow(p.mouth, sub(w.aim, from), radius);
  return w.tolerance > 0 ? { aim: w.aim, tolerance: w.tolerance } : { aim: p.aim, tolerance: 0 };
}

/**
 * Contact points X (cue-ball centre when touching A) from which a stunned cue ball leaves along
 * the tangent line toward `toward`: |X−A| = 2R and (toward−X)·(A−X) = 0 (Thales' circle).
 */
export function tangentContacts(a: Vec2, toward: Vec2, radius: number): Vec2[] {
  const d = len(sub(toward, a));
  const r = 2 * radius;
  if (d <= r) return [];
  // X−A makes angle ±acos(r/d) with toward−A.
  const base = Math.atan2(toward[1] - a[1], toward[0] - a[0]);
  const off = Math.acos(r / d);
  return [base + off, base - off].map((ang): Vec2 => [a[0] + r * Math.cos(ang), a[1] + r * Math.sin(ang)]);
}

export { unit };
