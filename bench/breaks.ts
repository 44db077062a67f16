/**
 * `npm run bench:breaks [-- --json] [--n N] [--only NAME]`: what a break does, per condition,
 * over N fixed-seed Bola 8 racks (default 200): object balls pocketed per break, distinct
 * object balls driven to a cushion (a jaw counts), the legal-break rate (B8-BREAK: a ball
 * pocketed or four to a cushion), scratches (cue ball pocketed or off the table), the 8 on the
 * break, breaks that make a ball without a scratch, and breaks with no foul at all (legal and no
 * scratch: B8-BREAK as the referee rules it). The people's break preset (src/game/break-preset.ts) has rows
 * of its own on each table size.
 *
 * Conditions vary the break chosen (speed, cue-ball place, tip, table) and the physics (rack
 * gaps, ball–ball restitution and friction, cushion model, cloth). Each break aims the cue
 * ball at the head ball (the side breaks, the preset's among them: at the second row's ball on
 * the cue ball's side) with a seeded error of up to ±AIM_ERROR at the contact, as a good
 * breaker would. Figures only.
 */

import { type BallId, makeRng, type PocketId } from "../src/core/index.ts";
import { breakPreset, headBall, secondRowBall, speedForPower } from "../src/game/index.ts";
import { DEFAULT_RACK_SPACING, defaultCueBallSpot, type RackSpacing, rackBalls } from "../src/game/rack.ts";
import { DEFAULT_PHYSICS_OPTIONS, POOLTOOL_DEFAULT_OPTIONS } from "../src/physics/options.ts";
import { simulateShot } from "../src/physics/simulate.ts";
import { makeTable } from "../src/physics/table.ts";
import type { BallState, PhysicsOptions, TableSize } from "../src/physics/types.ts";
import { argValue } from "./support/args.ts";

/** Largest sideways miss of the aimed ball's centre line, m (a good breaker: a few mm). */
const AIM_ERROR = 0.004;

export interface BreakCondition {
  readonly name: string;
  readonly table: TableSize;
  /** Cue-ball speed after the hit, m/s. */
  readonly speed: number;
  /** Cue ball's distance from the long axis, m (0: centre; the side break ~ half the width). */
  readonly offAxis: number;
  readonly tipY: number;
  readonly spacing: RackSpacing;
  readonly opts: PhysicsOptions;
  /** The ball aimed at: the head ball, or the second row's ball on the cue ball's side (a side break's). */
  readonly target: "head" | "second";
  /**
   * Rows the rack stands toward the head from the apex on the foot spot: 0 as the rulebooks rack
   * it, 2 with the 8 (the middle ball) on the spot, as some events rack Bola 8.
   */
  readonly rackRows: number;
  /**
   * The people's preset (src/game/break-preset.ts) sets the cue ball's place, the aim, the speed
   * and the tip on each rack; the fields above for those are then not read.
   */
  readonly preset?: true;
}

/** Where the balls made on the break went, summed over the breaks (both pockets of each kind). */
export interface MadeByPocket {
  readonly footCorners: number;
  readonly sides: number;
  readonly headCorners: number;
}

export interface BreakStats {
  readonly name: string;
  /** Breaks with an outcome: n less those past the event limit. */
  readonly breaks: number;
  /** Seeds whose break went past the event limit (left out of every figure). */
  readonly overEventLimit: readonly number[];
  readonly madePerBreak: number;
  readonly madeByPocket: MadeByPocket;
  readonly toCushionPerBreak: number;
  readonly legalRate: number;
  readonly scratchRate: number;
  readonly eightRate: number;
  /** A ball made and no scratch. */
  readonly madeNoScratchRate: number;
  /** Legal (a ball made or four to a cushion) and no scratch: no foul on the break. */
  readonly cleanRate: number;
  readonly eventsPerBreak: number;
}

const base: BreakCondition = {
  name: "9ft 9 m/s centre",
  table: "9ft",
  speed: 9,
  offAxis: 0,
  tipY: 0,
  spacing: DEFAULT_RACK_SPACING,
  opts: DEFAULT_PHYSICS_OPTIONS,
  target: "head",
  rackRows: 0,
};
/** A pro event's conditions (docs/physics.md): the 8 on the spot, a side break into the second ball with draw. */
const proSide = (table: TableSize, speed: number): BreakCondition => ({
  ...base,
  name: `${table} ${speed} m/s pro side: 2nd ball, draw`,
  table,
  speed,
  offAxis: 0.3,
  tipY: -0.3,
  target: "second",
  rackRows: 2,
});
const withBall = (p: Partial<PhysicsOptions["ball"]>): PhysicsOptions => ({
  ...DEFAULT_PHYSICS_OPTIONS,
  ball: { ...DEFAULT_PHYSICS_OPTIONS.ball, ...p },
});
const gap = (g: number): RackSpacing => ({ gap: g, jitter: 0.375 * g });

const pairwise: PhysicsOptions = { ...DEFAULT_PHYSICS_OPTIONS, clusterImpact: "pairwise" };

export const CONDITIONS: readonly BreakCondition[] = [
  // Before issue 11: the rack resolved one hard-sphere pair at a time.
  { ...base, name: "pairwise: 9ft 9 m/s centre", opts: pairwise },
  { ...base, name: "pairwise: 9ft 11 m/s centre", speed: 11, opts: pairwise },
  { ...base, name: "pairwise: 7ft 9 m/s centre", table: "7ft", opts: pairwise },
  { ...base, name: "pairwise: 7ft 11 m/s centre", table: "7ft", speed: 11, opts: pairwise },
  { ...base, name: "pairwise: rack gaps 0.5 mm", spacing: gap(5e-4), opts: pairwise },
  {
    ...base,
    name: "pairwise: frictionless-elastic",
    opts: { ...pairwise, ballBall: "frictionless-elastic" },
  },
  // Today's defaults (compliant cluster impacts).
  base,
  // The break chosen: the people's preset (src/game/break-preset.ts: the side break into the
  // second ball), the centre break that was the preset before it, and the strong AI's usual 9 ft break.
  ...(["7ft", "8ft", "9ft"] as const).flatMap((table): BreakCondition[] => [
    { ...base, name: `people's preset ${table}`, table, preset: true },
    {
      ...base,
      name: `centre, the preset before, ${table}`,
      table,
      speed: speedForPower(0.9),
      tipY: 0.2,
    },
  ]),
  { ...base, name: "9ft 7.5 m/s 0.2 m off axis, follow 0.2", speed: 7.5, offAxis: 0.2, tipY: 0.2 },
  { ...base, name: "7ft 9 m/s centre, follow 0.1", table: "7ft", tipY: 0.1 },
  { ...base, name: "9ft 7 m/s centre", speed: 7 },
  { ...base, name: "9ft 11 m/s centre", speed: 11 },
  { ...base, name: "9ft 9 m/s side (0.3 m off axis)", offAxis: 0.3 },
  { ...base, name: "9ft 11 m/s side (0.3 m off axis)", offAxis: 0.3, speed: 11 },
  { ...base, name: "9ft 9 m/s centre, draw 0.3", tipY: -0.3 },
  { ...base, name: "7ft 9 m/s centre", table: "7ft" },
  { ...base, name: "7ft 11 m/s centre", table: "7ft", speed: 11 },
  proSide("7ft", 9),
  proSide("7ft", 11),
  proSide("9ft", 11),
  // The physics.
  { ...base, name: "rack gaps 0.05 mm", spacing: gap(5e-5) },
  { ...base, name: "rack gaps 0.1 mm", spacing: gap(1e-4) },
  { ...base, name: "rack gaps 0.2 mm", spacing: gap(2e-4) },
  { ...base, name: "rack gaps 0.5 mm", spacing: gap(5e-4) },
  { ...base, name: "e ball-ball 0.93", opts: withBall({ eBallBall: 0.93 }) },
  { ...base, name: "e ball-ball 0.98", opts: withBall({ eBallBall: 0.98 }) },
  {
    ...base,
    name: "frictionless-elastic ball-ball",
    opts: { ...DEFAULT_PHYSICS_OPTIONS, ballBall: "frictionless-elastic" },
  },
  { ...base, name: "e cushion 0.93", opts: withBall({ eCushion: 0.93 }) },
  { ...base, name: "cushion han2005", opts: { ...DEFAULT_PHYSICS_OPTIONS, cushion: "han2005" } },
  { ...base, name: "pooltool-default models", opts: POOLTOOL_DEFAULT_OPTIONS },
  { ...base, name: "cloth slide 0.15", opts: withBall({ muSlide: 0.15 }) },
  { ...base, name: "cloth roll 0.005", opts: withBall({ muRoll: 0.005 }) },
];

/** Runs one condition over seeds 1..n. */
export function runBreaks(c: BreakCondition, n: number): BreakStats {
  const table = makeTable(c.table);
  const R = c.opts.ball.radius;
  let made = 0;
  const byPocket = { footCorners: 0, sides: 0, headCorners: 0 };
  let toCushion = 0;
  let legal = 0;
  let scratches = 0;
  let eights = 0;
  let madeClean = 0;
  let clean = 0;
  let events = 0;
  const failed: number[] = [];
  for (let seed = 1; seed <= n; seed++) {
    const rng = makeRng(`break-${seed}`);
    const rowStep = Math.sqrt(3) * R;
    const rack = rackBalls("bola8", table, rng, R, c.spacing).map(
      (b): BallState => (b.id === 0 ? b : { ...b, r: [b.r[0] - c.rackRows * rowStep, b.r[1], b.r[2]] }),
    );
    const preset = c.preset ? breakPreset("bola8", table, rack, R) : null;
    const [cx] = defaultCueBallSpot(table, R);
    const cue: BallState = { ...rack[0]!, r: preset ? [...preset.cueBall, R] : [cx, c.offAxis, R] };
    const balls = [cue, ...rack.slice(1)];
    const aimed = preset?.aimAt ?? aimedBall(balls, c, R);
    // Aim at that ball's centre, missed sideways by up to AIM_ERROR.
    const miss = (2 * rng.next() - 1) * AIM_ERROR;
    const dx = aimed[0] - cue.r[0];
    const dy = aimed[1] - cue.r[1];
    const d = Math.hypot(dx, dy);
    const tx = aimed[0] + (-dy / d) * miss;
    const ty = aimed[1] + (dx / d) * miss;
    const direction = (Math.atan2(ty - cue.r[1], tx - cue.r[0]) * 180) / Math.PI;
    const speed = preset ? speedForPower(preset.power) : c.speed;
    const tipY = preset ? preset.tipY : c.tipY;
    const r = simulateShot(table, balls, { speed, direction, tipX: 0, tipY, elevation: 0 }, c.opts);
    if (!r.ok) {
      // A break past the event limit is counted and left out of the figures (it has no outcome).
      if (r.error.code === "too-many-events") {
        failed.push(seed);
        continue;
      }
      throw new Error(`${c.name}, seed ${seed}: ${r.error.code}: ${r.error.message}`);
    }
    const cushioned = new Set<BallId>();
    const pocketed = new Set<BallId>();
    let scratch = false;
    for (const e of r.value.events) {
      if (e.kind === "ball-cushion" && e.ball !== 0) cushioned.add(e.ball);
      if (e.kind === "ball-pocket") {
        if (e.ball === 0) scratch = true;
        else {
          pocketed.add(e.ball);
          byPocket[pocketKind(e.pocket)]++;
        }
      }
      if (e.kind === "off-table" && e.ball === 0) scratch = true;
    }
    const final0 = r.value.final.find((b) => b.id === 0);
    if (final0?.motion === "off") scratch = true;
    made += pocketed.size;
    toCushion += cushioned.size;
    if (pocketed.size > 0 || cushioned.size >= 4) legal++;
    if (scratch) scratches++;
    if (pocketed.has(8 as BallId)) eights++;
    if (pocketed.size > 0 && !scratch) madeClean++;
    if ((pocketed.size > 0 || cushioned.size >= 4) && !scratch) clean++;
    events += r.value.events.length;
  }
  const r3 = (x: number): number => Math.round(x * 1000) / 1000;
  const done = Math.max(1, n - failed.length);
  return {
    name: c.name,
    breaks: done,
    overEventLimit: failed,
    madePerBreak: r3(made / done),
    madeByPocket: byPocket,
    toCushionPerBreak: r3(toCushion / done),
    legalRate: r3(legal / done),
    scratchRate: r3(scratches / done),
    eightRate: r3(eights / done),
    madeNoScratchRate: r3(madeClean / done),
    cleanRate: r3(clean / done),
    eventsPerBreak: r3(events / done),
  };
}

/** Where a break aims: the head ball, or the second row's ball on the cue ball's side. */
function aimedBall(
  balls: readonly BallState[],
  c: BreakCondition,
  radius: number,
): readonly [number, number] {
  const apex = headBall(balls)!;
  if (c.target === "head") return [apex.r[0], apex.r[1]];
  const objects = balls.filter((b) => b.id !== 0);
  const ball = secondRowBall(objects, apex, c.offAxis >= 0 ? 1 : -1, radius) ?? apex;
  return [ball.r[0], ball.r[1]];
}

function pocketKind(p: PocketId): keyof MadeByPocket {
  return p.startsWith("foot") ? "footCorners" : p.startsWith("side") ? "sides" : "headCorners";
}

function main(): void {
  const n = Math.max(1, Math.floor(Number(argValue("--n") ?? 200)) || 200);
  const only = argValue("--only");
  const list = only ? CONDITIONS.filter((c) => c.name.includes(only)) : CONDITIONS;
  const rows = list.map((c) => runBreaks(c, n));
  if (process.argv.includes("--json")) {
    process.stdout.write(`${JSON.stringify({ breaksPerCondition: n, aimErrorM: AIM_ERROR, rows })}\n`);
    return;
  }
  const out = [
    `Bola 8 breaks, ${n} fixed-seed racks a condition, aim error up to ±${AIM_ERROR * 1000} mm at the ball aimed at`,
    "Pro 7 ft 8-ball for scale: a ball made without a foul on ~2/3 of breaks (82/124), the 8 on 1–2 % (2/124).",
    "made: object balls a break; foot/side/head: share of the balls made in the two foot corners, the sides,",
    "the two head corners; cushion: object balls to a cushion a break; made&clean: a ball made, no scratch.",
    "",
    `${"condition".padEnd(40)} made  foot  side  head cushion legal scratch  8-on  made&clean no-foul events`,
  ];
  const share = (k: number, total: number): string =>
    (total > 0 ? `${Math.round((100 * k) / total)}%` : "–").padStart(4);
  for (const r of rows) {
    const p = r.madeByPocket;
    const total = p.footCorners + p.sides + p.headCorners;
    out.push(
      `${r.name.padEnd(40)} ${r.madePerBreak.toFixed(2).padStart(4)}  ${share(p.footCorners, total)}  ${share(p.sides, total)}  ${share(p.headCorners, total)}  ${r.toCushionPerBreak.toFixed(2).padStart(6)}  ${r.legalRate.toFixed(2)}   ${r.scratchRate.toFixed(2)}   ${r.eightRate.toFixed(3)}  ${r.madeNoScratchRate.toFixed(2).padStart(5)}    ${r.cleanRate.toFixed(2)}  ${r.eventsPerBreak.toFixed(0).padStart(5)}`,
    );
  }
  for (const r of rows) {
    if (r.overEventLimit.length > 0)
      out.push(
        `${r.name}: ${r.overEventLimit.length} break(s) past the event limit, left out (seeds ${r.overEventLimit.join(", ")})`,
      );
  }
  process.stdout.write(`${out.join("\n")}\n`);
}

if (process.argv[1]?.endsWith("breaks.ts")) main();
