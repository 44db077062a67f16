/**
 * pooltool's reference scenarios and results (../shared/bench/README.md), loaded and turned
 * into our coordinates and vocabulary.
 *
 * pooltool: origin at the head-left corner, X across to the right, Y along toward the foot.
 * Ours: origin at the centre, x toward the foot, y toward the left (seen from the head).
 * So x = Y − l/2, y = w/2 − X. That map is a rotation (determinant +1, z unchanged), so
 * velocities and angular velocities turn the same way: (vx, vy) = (vY, −vX), ω likewise.
 */
import { readFileSync } from "node:fs";
import { z } from "zod";
import type { BallId, Vec2, Vec3 } from "../src/core/index.ts";
import type { BallState, MotionState, Rail } from "../src/physics/types.ts";

const num = z.number();
const ptBallSchema = z.object({
  id: z.number().int().min(0).max(15),
  r: z.array(num).min(2),
  v: z.array(num).min(2),
  w: z.array(num).length(3),
  s: z.number().int(),
});
const ptEventSchema = z.object({
  t: num,
  type: z.string(),
  balls: z.array(z.number().int()),
  cushion: z.string().optional(),
  pocket: z.string().optional(),
  ke: num,
});
const ptResultSchema = z.object({
  n_events: z.number().int(),
  event_counts: z.record(z.string(), z.number()),
  sim_time_s: num,
  pocketed: z.record(z.string(), z.string()),
  final: z.record(z.string(), z.union([z.tuple([num, num]), z.string()])),
  ke_initial_J: num,
  ke_check: z.object({ max_increase_J: num, never_increases: z.boolean() }),
  events: z.array(ptEventSchema),
});
const ptResultsSchema = z.object({ simple: ptResultSchema, default: ptResultSchema });
const ptPostStrikeSchema = z.object({
  v: z.array(num).min(2),
  w: z.array(num).length(3),
  s: z.number().int(),
});

const breakSchema = z.object({
  balls_pre_strike: z.array(ptBallSchema),
  cue_ball_post_strike: ptPostStrikeSchema,
  results: ptResultsSchema,
});
const randomShotsSchema = z.object({
  layout: z.array(ptBallSchema),
  shots: z.array(
    z.object({ shot: z.number().int(), cue_ball_post_strike: ptPostStrikeSchema, results: ptResultsSchema }),
  ),
  totals: z.record(z.string(), z.object({ events: num, pocketed_balls: num, runs_with_ke_increase: num })),
});
const ptTableSchema = z.object({
  l: num,
  w: num,
  linear_cushions: z.array(z.object({ id: z.string(), role: z.string() })),
  circular_cushions: z.array(z.object({ id: z.string(), role: z.string() })),
  pockets: z.array(z.object({ name: z.string(), pooltool_id: z.string() })),
  ball_params: z.object({ R: num, m: num }),
});
const statsSchema = z.object({ median_ms: num, p95_ms: num, mean_ms: num });
const timingsSchema = z.object({
  break_9mps: z.record(z.string(), statsSchema.extend({ events: num, events_per_s: num, breaks_per_s: num })),
  random_shots_100: z.record(
    z.string(),
    z.object({ per_shot: statsSchema, shots_per_s: num, events_per_s: num, mean_events_per_shot: num }),
  ),
});

export type PtBall = z.infer<typeof ptBallSchema>;
export type PtEvent = z.infer<typeof ptEventSchema>;
export type PtResult = z.infer<typeof ptResultSchema>;
export type PtPostStrike = z.infer<typeof ptPostStrikeSchema>;
export type PtBreak = z.infer<typeof breakSchema>;
export type PtRandomShots = z.infer<typeof randomShotsSchema>;
export type PtTable = z.infer<typeof ptTableSchema>;
export type PtTimings = z.infer<typeof timingsSchema>;
export const MODEL_SETS = ["simple", "default"] as const;
export type ModelSet = (typeof MODEL_SETS)[number];

function load<T>(path: string, schema: z.ZodType<T>): T {
  const parsed = schema.safeParse(JSON.parse(readFileSync(path, "utf8")));
  if (!parsed.success) {
    const i = parsed.error.issues[0];
    throw new Error(`${path}: unexpected shape at ${i?.path.join(".")}: ${i?.message}`);
  }
  return parsed.data;
}

/** The raw table JSON (for tableFromPooltool) and its checked essentials. */
export function loadPooltoolTable(path: string): { json: unknown; table: PtTable } {
  const json: unknown = JSON.parse(readFileSync(path, "utf8"));
  return { json, table: load(path, ptTableSchema) };
}
export const loadBreak = (path: string): PtBreak => load(path, breakSchema);
export const loadRandomShots = (path: string): PtRandomShots => load(path, randomShotsSchema);
export const loadTimings = (path: string): PtTimings => load(path, timingsSchema);

/** Playing-area size in pooltool's frame: w across, l along. */
export interface PtDims {
  readonly w: number;
  readonly l: number;
}

export const toOurPoint = (p: readonly number[], d: PtDims): Vec2 => [p[1]! - d.l / 2, d.w / 2 - p[0]!];
export const toOurVector = (v: readonly number[]): Vec3 => [v[1]!, -v[0]!, v[2] ?? 0];

const MOTION_CODES: Record<number, MotionState> = {
  0: "stationary",
  1: "spinning",
  2: "sliding",
  3: "rolling",
  4: "pocketed",
};

export function motionFromCode(s: number): MotionState {
  const m = MOTION_CODES[s];
  if (!m) throw new Error(`unknown pooltool motion state ${s}`);
  return m;
}

export function toOurBall(b: PtBall, d: PtDims, radius: number): BallState {
  const [x, y] = toOurPoint(b.r, d);
  return {
    id: b.id as BallId,
    r: [x, y, radius],
    v: toOurVector(b.v),
    w: toOurVector(b.w),
    motion: motionFromCode(b.s),
  };
}

/** The balls at the start of a shot: the layout at rest, with ball 0 given its post-strike state. */
export function startingBalls(
  layout: readonly PtBall[],
  cue: PtPostStrike,
  d: PtDims,
  radius: number,
): BallState[] {
  return layout.map((b) => {
    const ours = toOurBall(b, d, radius);
    if (b.id !== 0) return ours;
    return { ...ours, v: toOurVector(cue.v), w: toOurVector(cue.w), motion: motionFromCode(cue.s) };
  });
}

/**
 * Where a cushion event happened, in words both engines share: a rail name, or `jaw:<pocket>`
 * for a pocket's jaw face or rounded nose. Read from the table file's role texts.
 */
export function cushionPlaces(table: PtTable): Map<string, string> {
  const places = new Map<string, string>();
  const rails: readonly Rail[] = ["head", "foot", "left", "right"];
  for (const c of [...table.linear_cushions, ...table.circular_cushions]) {
    const pocket = c.role.match(
      /^(head-left|head-right|side-left|side-right|foot-left|foot-right) pocket/,
    )?.[1];
    if (pocket) {
      places.set(c.id, `jaw:${pocket}`);
      continue;
    }
    const rail = rails.find((r) => c.role.startsWith(`${r} rail`));
    if (!rail) throw new Error(`cannot tell which rail cushion ${c.id} is: "${c.role}"`);
    places.set(c.id, rail);
  }
  return places;
}

/** An event in the vocabulary both engines share, for comparing lists. */
export interface CommonEvent {
  readonly t: number;
  readonly kind: string;
  /** Ball ids, sorted (pooltool's agent order has no meaning). */
  readonly balls: readonly number[];
  /** Rail, `jaw:<pocket>` or pocket name, where the event has one. */
  readonly place?: string;
}

const PT_KINDS: Record<string, string> = {
  stick_ball: "strike",
  ball_ball: "ball-ball",
  ball_linear_cushion: "ball-cushion",
  ball_circular_cushion: "ball-cushion",
  ball_pocket: "ball-pocket",
  sliding_rolling: "sliding-rolling",
  rolling_spinning: "rolling-spinning",
  rolling_stationary: "rolling-stationary",
  spinning_stationary: "spinning-stationary",
  sliding_spinning: "sliding-spinning",
  sliding_stationary: "sliding-stationary",
};

export function commonFromPooltool(e: PtEvent, places: ReadonlyMap<string, string>): CommonEvent {
  const kind = PT_KINDS[e.type] ?? e.type;
  const balls = [...e.balls].sort((a, b) => a - b);
  const place = e.cushion !== undefined ? (places.get(e.cushion) ?? `cushion ${e.cushion}`) : e.pocket;
  return place === undefined ? { t: e.t, kind, balls } : { t: e.t, kind, balls, place };
}
