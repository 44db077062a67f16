/**
 * Turns a simulated shot into what ./svg.ts draws: each ball's path sampled from the
 * engine's own positionsAt (at every event and on a fine time grid between), the places
 * where events happened, and where the balls started and stopped.
 */
import type { Vec2 } from "../core/index.ts";
import type { BallState, ShotResult, Table } from "../physics/index.ts";
import type { BallPath, EventMark, MarkKind, ShotDrawing } from "./svg.ts";
import { MARK_KINDS } from "./svg.ts";

export type PositionsAt = (result: ShotResult, t: number) => readonly BallState[];

/** Time between samples, s: short enough that a curving (massé, sliding) path looks smooth. */
export const SAMPLE_STEP_S = 0.004;
/** Points closer than this to the line through their neighbours are dropped, m. */
const SIMPLIFY_TOLERANCE_M = 0.0002;

const isMarkKind = (k: string): k is MarkKind => (MARK_KINDS as readonly string[]).includes(k);
const inPlay = (b: BallState): boolean => b.motion !== "pocketed" && b.motion !== "off";

export function toShotDrawing(
  table: Table,
  radius: number,
  start: readonly BallState[],
  result: ShotResult,
  positionsAt: PositionsAt,
  title?: string,
): ShotDrawing {
  const times = sampleTimes(result);
  // Each ball's path as runs on the cloth and in the air; consecutive runs share their end point.
  const runs = new Map<number, { airborne: boolean; points: Vec2[] }[]>(start.map((b) => [b.id, []]));
  let lastBalls: readonly BallState[] = start;
  for (const t of times) {
    const balls = positionsAt(result, t);
    for (const b of balls) {
      const list = runs.get(b.id);
      // A pocketed ball's path ends at the pocket: its last drawn point is where it dropped.
      if (!list || (!inPlay(b) && !inPlay(lastBalls.find((x) => x.id === b.id) ?? b))) continue;
      const p: Vec2 = [b.r[0], b.r[1]];
      const airborne = b.motion === "airborne";
      const run = list[list.length - 1];
      if (run && run.airborne === airborne) run.points.push(p);
      else list.push({ airborne, points: run ? [run.points[run.points.length - 1]!, p] : [p] });
    }
    lastBalls = balls;
  }
  const paths: BallPath[] = [...runs].flatMap(([id, list]) =>
    list.map((run) => ({
      id: id as BallPath["id"],
      points: simplify(run.points),
      ...(run.airborne ? { airborne: true } : {}),
    })),
  );

  const marks: EventMark[] = [];
  for (const e of result.events) {
    if (!isMarkKind(e.kind)) continue;
    const balls = positionsAt(result, e.t);
    const at = (id: number): Vec2 | undefined => {
      const b = balls.find((x) => x.id === id);
      return b ? [b.r[0], b.r[1]] : undefined;
    };
    if (e.kind === "ball-ball") {
      const a = at(e.a);
      const b = at(e.b);
      if (a && b) marks.push({ kind: e.kind, at: [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2] });
    } else {
      const p = at(e.ball);
      if (p) marks.push({ kind: e.kind, at: p });
    }
  }

  return {
    table,
    radius,
    start: start.map((b) => ({ id: b.id, at: [b.r[0], b.r[1]] })),
    final: result.final.filter(inPlay).map((b) => ({ id: b.id, at: [b.r[0], b.r[1]] })),
    pocketed: result.final.flatMap((b) =>
      b.motion === "pocketed" && b.pocket ? [{ id: b.id, pocket: b.pocket }] : [],
    ),
    paths,
    marks,
    ...(title ? { title } : {}),
  };
}

/** Every event time plus a regular grid, sorted, without repeats. */
function sampleTimes(result: ShotResult): number[] {
  const set = new Set<number>([0, result.duration]);
  for (const e of result.events) set.add(e.t);
  for (let t = 0; t < result.duration; t += SAMPLE_STEP_S) set.add(t);
  return [...set].sort((a, b) => a - b);
}

/** Drops repeated points and points on the straight line between their neighbours. */
export function simplify(points: readonly Vec2[]): Vec2[] {
  const out: Vec2[] = [];
  for (let i = 0; i < points.length; i++) {
    const p = points[i]!;
    const prev = out[out.length - 1];
    if (prev && p[0] === prev[0] && p[1] === prev[1]) continue;
    const next = points[i + 1];
    if (prev && next && distanceToLine(p, prev, next) < SIMPLIFY_TOLERANCE_M && isBetween(p, prev, next))
      continue;
    out.push(p);
  }
  return out;
}

function distanceToLine(p: Vec2, a: Vec2, b: Vec2): number {
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const len = Math.hypot(dx, dy);
  if (len === 0) return Math.hypot(p[0] - a[0], p[1] - a[1]);
  return Math.abs((p[0] - a[0]) * dy - (p[1] - a[1]) * dx) / len;
}

/** p lies within the a–b span (so a ball reversing along its own line keeps its turning point). */
function isBetween(p: Vec2, a: Vec2, b: Vec2): boolean {
  return (
    (p[0] - a[0]) * (b[0] - a[0]) + (p[1] - a[1]) * (b[1] - a[1]) >= 0 &&
    (p[0] - b[0]) * (a[0] - b[0]) + (p[1] - b[1]) * (a[1] - b[1]) >= 0
  );
}
