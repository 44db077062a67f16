/**
 * A ball's path as a time-stamped polyline, sampled from a physics result. The geometry
 * judgements (head-string crossing, lag centre line, defence travel) read paths, not the
 * physics, so tests can hand them constructed paths.
 *
 * Between events a ball moves with constant acceleration (sliding, rolling, airborne), so each
 * segment's x(t) and y(t) are parabolas: besides the regular samples we add the vertex of each,
 * which makes the extremes (the furthest point toward a line) exact, not merely sampled.
 */
import type { BallSegment, BallState } from "../../physics/index.ts";

export interface PathPoint {
  readonly t: number;
  readonly x: number;
  readonly y: number;
}
export type BallPath = readonly PathPoint[];

/** Regular sampling step, s: about 1 cm at 5 m/s, far finer than any rule's tolerance. */
export const PATH_STEP = 0.002;

/**
 * Samples one ball from t = 0 to tEnd. `at(t)` gives the ball's state at time t (the physics'
 * positionsAt for this ball); `segments` are its path segments. Sampling stops where the ball
 * is pocketed or off the table: past that its position means nothing to the rules.
 *
 * `only: "extremes"` keeps, of each segment's samples, its first, its last regular one and the
 * vertices: on a parabola the furthest point toward any line is one of those, so a question
 * "did the path ever pass this line?" gets the answer every sample would give, from a few
 * points instead of one every 2 ms (a lag ball rolls for seconds).
 */
export function samplePath(
  segments: readonly BallSegment[],
  at: (t: number) => BallState,
  tEnd: number,
  step = PATH_STEP,
  only: "every-sample" | "extremes" = "every-sample",
): BallPath {
  const out: PathPoint[] = [];
  const push = (t: number): boolean => {
    const s = at(t);
    if (s.motion === "pocketed" || s.motion === "off") return false;
    out.push({ t, x: s.r[0], y: s.r[1] });
    return true;
  };
  const starts = segments.map((s) => s.t0).filter((t) => t <= tEnd);
  if (starts.length === 0 || starts[0]! > 0) starts.unshift(0);
  for (let i = 0; i < starts.length; i++) {
    const a = starts[i]!;
    const b = Math.min(starts[i + 1] ?? tEnd, tEnd);
    const times: number[] = [];
    // The regular times by the same additions either way, so "extremes" keeps the very same last one.
    let last = a;
    for (let t = a; t < b; t += step) {
      if (only === "every-sample") times.push(t);
      last = t;
    }
    if (only === "extremes" && a < b) times.push(a, ...(last > a ? [last] : []));
    if (b > a) {
      // Vertices of the parabolas x(t), y(t) on this segment, from three samples.
      const m = (a + b) / 2;
      const end = b - Math.min(1e-9, (b - a) / 4);
      const pa = at(a);
      const pm = at(m);
      const pb = at(end);
      for (const k of [0, 1] as const) {
        const v = parabolaVertex(a, pa.r[k], m, pm.r[k], end, pb.r[k]);
        if (v !== null && v > a && v < b) times.push(v);
      }
    }
    times.sort((p, q) => p - q);
    for (const t of times) if (!push(t)) return out;
  }
  push(tEnd);
  return out;
}

/** Time of the extremum of the parabola through three points, or null if it is a line. */
function parabolaVertex(
  t0: number,
  f0: number,
  t1: number,
  f1: number,
  t2: number,
  f2: number,
): number | null {
  const d1 = (f1 - f0) / (t1 - t0);
  const d2 = (f2 - f1) / (t2 - t1);
  const a = (d2 - d1) / (t2 - t0);
  if (!Number.isFinite(a) || Math.abs(a) < 1e-12) return null;
  const b = d1 - a * (t0 + t1);
  return -b / (2 * a);
}

/** Length of the path in the plane, m. */
export function pathLength(path: BallPath): number {
  let sum = 0;
  for (let i = 1; i < path.length; i++) {
    const p = path[i - 1]!;
    const q = path[i]!;
    sum += Math.hypot(q.x - p.x, q.y - p.y);
  }
  return sum;
}

/** The points up to and including time t. */
export function pathUntil(path: BallPath, t: number): BallPath {
  return path.filter((p) => p.t <= t);
}
