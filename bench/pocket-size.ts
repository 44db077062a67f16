/**
 * `npm run bench:pockets [-- --json] [--table 9ft] [--step MM] [--no-spin] [--no-rattles]`: how big the engine's pockets
 * play, against Dr. Dave Alciatore's slow-shot models (TP 3.5 side, TP 3.6 corner; see
 * pocket-model.ts) and his fast-shot ones (TP 3.7, TP 3.8; pocket-model-fast.ts) at the
 * engine's own mouth width, facing angle, shelf and hole.
 *
 * For each approach angle θ and speed, parallel paths a STEP apart are rolled at the pocket
 * (a lone ball, rolling, started 15 cm before the path first meets a rail's contact line or
 * the pocket, so that it arrives at about the speed named); the effective target is the width
 * of the paths that drop in that pocket, measured across the direction of approach, as in the
 * TPs. θ: from the perpendicular to the mouth for the side, from the corner's bisector for the
 * corner, positive toward the long rail (the long rail's deflections count there). Figures only.
 */

import type { PocketId } from "../src/core/index.ts";
import { DEFAULT_PHYSICS_OPTIONS } from "../src/physics/options.ts";
import { simulateShot } from "../src/physics/simulate.ts";
import { makeTable, TABLE_SPECS } from "../src/physics/table.ts";
import type {
  BallState,
  PhysicsEvent,
  PhysicsOptions,
  Rail,
  Table,
  TableSize,
} from "../src/physics/types.ts";
import { cornerPocketModel, sidePocketModel } from "./pocket-model.ts";
import { fastPocketModel } from "./pocket-model-fast.ts";
import { argValue } from "./support/args.ts";

const INCH = 0.0254;
const DEG = Math.PI / 180;
/** How far before its first contact each path starts, m. */
const RUN_UP = 0.15;
/** Paths are tried across ±SPAN of the mouth's centre, m. */
const SPAN = 0.16;
export const SPEEDS = [0.5, 1.5, 3] as const;
export const CORNER_ANGLES = [0, 10, 20, 30, 40, 44, -10, -20, -30, -40, -44] as const;
export const SIDE_ANGLES = [0, 10, 20, 30, 40, 45, 50, 60] as const;

type V2 = readonly [number, number];

interface PocketFrame {
  readonly pocket: PocketId;
  /** Centre of the mouth line. */
  readonly mouth: V2;
  /** Unit normal of the mouth line, into the pocket. */
  readonly inward: V2;
  /** Turning `inward` by +θ (counter-clockwise) heads toward the long rail. */
  readonly ccwTowardLongRail: boolean;
  /** The rails beside the pocket: a path may meet them on its way in. */
  readonly besideRails: readonly Rail[];
}

/** The foot-right corner and the right side pocket of a table (x toward the foot, y to the left). */
export function pocketFrames(table: Table): { corner: PocketFrame; side: PocketFrame } {
  const hx = table.length / 2;
  const hy = table.width / 2;
  const k = TABLE_SPECS.cornerMouth / (2 * Math.SQRT2);
  return {
    // Inward (1, −1)/√2 turned counter-clockwise heads toward +x, along the right (long) rail.
    corner: {
      pocket: "foot-right",
      mouth: [hx - k, -hy + k],
      inward: [Math.SQRT1_2, -Math.SQRT1_2],
      ccwTowardLongRail: true,
      besideRails: ["foot", "right"],
    },
    side: {
      pocket: "side-right",
      mouth: [0, -hy],
      inward: [0, -1],
      ccwTowardLongRail: true,
      besideRails: ["right"],
    },
  };
}

const rotate = (v: V2, a: number): V2 => [
  v[0] * Math.cos(a) - v[1] * Math.sin(a),
  v[0] * Math.sin(a) + v[1] * Math.cos(a),
];

/** Where a path (through `through`, heading u) may start: RUN_UP before it leaves the open middle. */
function startOf(table: Table, R: number, through: V2, u: V2): V2 | undefined {
  const bx = table.length / 2 - R;
  const by = table.width / 2 - R;
  let lo = Number.NEGATIVE_INFINITY;
  let hi = Number.POSITIVE_INFINITY;
  for (const [p, d, b] of [
    [through[0], u[0], bx],
    [through[1], u[1], by],
  ] as const) {
    if (d === 0) {
      if (Math.abs(p) >= b) return undefined;
      continue;
    }
    const t1 = (-b - p) / d;
    const t2 = (b - p) / d;
    lo = Math.max(lo, Math.min(t1, t2));
    hi = Math.min(hi, Math.max(t1, t2));
  }
  if (!(hi - lo > 1e-4)) return undefined;
  const t = Math.max(lo + 1e-4, hi - RUN_UP);
  return [through[0] + t * u[0], through[1] + t * u[1]];
}

export interface Measured {
  /** Width of the paths that drop, m. */
  readonly size: number;
  /** Offsets of the first and last dropping path from the mouth's centre, m (across u). */
  readonly from: number;
  readonly to: number;
}

/**
 * The ball drops in the pocket on its way in: before it meets any cushion but this pocket's jaws
 * and the rails beside it (a ball that misses and comes back from across the table, as one sent
 * over --no-spin's frictionless cloth may, is not the TP's path).
 */
function dropsOnItsWayIn(events: readonly PhysicsEvent[], f: PocketFrame): boolean {
  for (const e of events) {
    if (e.kind === "ball-pocket") return e.pocket === f.pocket;
    if (e.kind !== "ball-cushion") continue;
    if (e.cushion === "jaw" ? e.pocket !== f.pocket : !f.besideRails.includes(e.cushion)) return false;
  }
  return false;
}

/**
 * `--no-spin`: the TP's own assumption, a ball with no spin that keeps none (sent without spin
 * over a cloth of almost no friction), to tell the pocket's geometry from a rolling ball's topspin.
 */
const NO_SPIN_OPTIONS: PhysicsOptions = {
  ...DEFAULT_PHYSICS_OPTIONS,
  ball: { ...DEFAULT_PHYSICS_OPTIONS.ball, muSlide: 0.001, muRoll: 0.001 },
};

/** How a path is sent: `noSpin` as above; `noRattles`: options.rattleSpeed null (pooltool's rule). */
export interface Sending {
  readonly noSpin?: boolean;
  readonly noRattles?: boolean;
}

/** The engine's effective target at angle θ (rad) and arrival speed v (m/s). */
export function measureTarget(
  table: Table,
  f: PocketFrame,
  theta: number,
  v: number,
  step: number,
  sending: Sending = {},
): Measured {
  const noSpin = sending.noSpin === true;
  const base = noSpin ? NO_SPIN_OPTIONS : DEFAULT_PHYSICS_OPTIONS;
  const opts: PhysicsOptions = sending.noRattles ? { ...base, rattleSpeed: null } : base;
  const R = opts.ball.radius;
  const u = rotate(f.inward, f.ccwTowardLongRail ? theta : -theta);
  const across: V2 = [-u[1], u[0]];
  const decel = opts.ball.muRoll * opts.ball.g;
  let dropped = 0;
  let from = Number.POSITIVE_INFINITY;
  let to = Number.NEGATIVE_INFINITY;
  for (let s = -SPAN; s <= SPAN + 1e-12; s += step) {
    const through: V2 = [f.mouth[0] + s * across[0], f.mouth[1] + s * across[1]];
    const start = startOf(table, R, through, u);
    if (start === undefined) continue;
    const run = Math.hypot(through[0] - start[0], through[1] - start[1]);
    const v0 = Math.sqrt(v * v + 2 * decel * Math.min(run, RUN_UP));
    const ball: BallState = {
      id: 0,
      r: [start[0], start[1], R],
      v: [0, 0, 0],
      w: [0, 0, 0],
      motion: "stationary",
    };
    const r = simulateShot(
      table,
      [ball],
      {
        kind: "velocities",
        v: [v0 * u[0], v0 * u[1], 0],
        w: noSpin ? [0, 0, 0] : [(-v0 * u[1]) / R, (v0 * u[0]) / R, 0],
      },
      opts,
    );
    if (!r.ok) continue;
    if (dropsOnItsWayIn(r.value.events, f)) {
      dropped++;
      from = Math.min(from, s);
      to = Math.max(to, s);
    }
  }
  return { size: dropped * step, from, to };
}

/** The TP models at the engine's pocket specs (and a table's rails for the corner's deflections). */
export function modelsFor(table: Table) {
  const s = TABLE_SPECS;
  const R = DEFAULT_PHYSICS_OPTIONS.ball.radius;
  const sideSpec = {
    R,
    mouth: s.sideMouth,
    alpha: (s.sideCutDeg - 90) * DEG,
    rHole: s.sidePocketRadius,
    shelf: s.sideShelf,
  };
  const cornerSpec = {
    R,
    mouth: s.cornerMouth,
    alpha: (s.cornerCutDeg - 135) * DEG,
    rHole: s.cornerPocketRadius,
    shelf: s.cornerShelf,
  };
  const side = sidePocketModel(sideSpec);
  const corner = cornerPocketModel({ ...cornerSpec, railPositive: table.length, railNegative: table.width });
  return { side, corner, sideFast: fastPocketModel(sideSpec), cornerFast: fastPocketModel(cornerSpec) };
}

function main(): void {
  const size = (argValue("--table") ?? "9ft") as TableSize;
  const step = (Number(argValue("--step")) || 0.5) / 1000;
  const sending: Sending = {
    noSpin: process.argv.includes("--no-spin"),
    noRattles: process.argv.includes("--no-rattles"),
  };
  const table = makeTable(size);
  const frames = pocketFrames(table);
  const models = modelsFor(table);
  const rows: {
    kind: string;
    angle: number;
    model: number;
    fastModel: number;
    engine: number[];
    ranges: string[];
  }[] = [];
  for (const [kind, angles] of [
    ["corner", CORNER_ANGLES],
    ["side", SIDE_ANGLES],
  ] as const) {
    for (const a of angles) {
      const model = (kind === "corner" ? models.corner : models.side).at(a * DEG).size;
      const fastModel = (kind === "corner" ? models.cornerFast : models.sideFast).at(a * DEG).size;
      const measured = SPEEDS.map((v) => measureTarget(table, frames[kind], a * DEG, v, step, sending));
      rows.push({
        kind,
        angle: a,
        model,
        fastModel,
        engine: measured.map((m) => m.size),
        ranges: measured.map((m) =>
          m.size > 0 ? `${(m.from / INCH).toFixed(2)}…${(m.to / INCH).toFixed(2)}` : "–",
        ),
      });
    }
  }
  if (process.argv.includes("--json")) {
    process.stdout.write(`${JSON.stringify({ table: size, stepM: step, speeds: SPEEDS, rows })}\n`);
    return;
  }
  const s = TABLE_SPECS;
  const out = [
    `Effective pocket target (inches across the approach), ${size}, paths ${step * 1000} mm apart, engine defaults${sending.noSpin ? ", NO SPIN: sent without spin over a cloth of friction 0.001" : ""}${sending.noRattles ? ", NO RATTLES" : ""}`,
    `corner: mouth ${(s.cornerMouth / INCH).toFixed(4)}", facing ${s.cornerCutDeg}° (α ${s.cornerCutDeg - 135}°), shelf ${(s.cornerShelf / INCH).toFixed(3)}", hole radius ${(s.cornerPocketRadius / INCH).toFixed(2)}"`,
    `side:   mouth ${(s.sideMouth / INCH).toFixed(4)}", facing ${s.sideCutDeg}° (α ${s.sideCutDeg - 90}°), shelf ${(s.sideShelf / INCH).toFixed(3)}", hole radius ${(s.sidePocketRadius / INCH).toFixed(2)}"`,
    "TP: Alciatore's slow-shot model at the same specs; slow/medium/fast: the engine at 0.5, 1.5, 3 m/s;",
    "Δslow: the engine at 0.5 m/s against the model; TPfast: his fast-shot model (a ball touching the",
    "near point rattles out), Δfast: the engine at 3 m/s against it. θ > 0 heads toward the long rail.",
    "",
    `${"pocket".padEnd(7)} ${"θ°".padStart(4)}  ${"TP".padStart(5)}  ${"slow".padStart(5)}  ${"medium".padStart(6)}  ${"fast".padStart(5)}  ${"Δslow".padStart(6)}  ${"TPfast".padStart(6)}  ${"Δfast".padStart(6)}`,
  ];
  const pct = (x: number, m: number): string =>
    m > 0 ? `${x >= m ? "+" : ""}${Math.round((100 * (x - m)) / m)}%` : "–";
  for (const r of rows) {
    const [slow, medium, fast] = r.engine.map((x) => x / INCH) as [number, number, number];
    const m = r.model / INCH;
    const mf = r.fastModel / INCH;
    out.push(
      `${r.kind.padEnd(7)} ${String(r.angle).padStart(4)}  ${m.toFixed(2).padStart(5)}  ${slow.toFixed(2).padStart(5)}  ${medium.toFixed(2).padStart(6)}  ${fast.toFixed(2).padStart(5)}  ${pct(slow, m).padStart(6)}  ${mf.toFixed(2).padStart(6)}  ${pct(fast, mf).padStart(6)}`,
    );
  }
  process.stdout.write(`${out.join("\n")}\n`);
}

if (process.argv[1]?.endsWith("pocket-size.ts")) main();
