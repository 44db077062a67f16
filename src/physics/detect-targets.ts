/**
 * What a moving ball can run into on a given table, prepared once per (table, ball radius)
 * and cached: each cushion, jaw nose and pocket with the rectangle a ball centre must reach
 * to touch it, the rails' straight spans (for balls passing over them), and the short list
 * of targets that reach into the open middle of the table.
 */
import { FROZEN_GAP } from "./detect-ball-ball.ts";
import type { Table } from "./types.ts";

/** The straight stretch of one rail along a side of the playing area. */
export interface RailSpan {
  readonly axis: 0 | 1;
  /** Which side: the rail guards sign·coord ≥ bound. */
  readonly sign: 1 | -1;
  readonly lo: number;
  readonly hi: number;
}

export interface Targets {
  /** Targets numbered: straight cushions, then jaw noses, then pockets. */
  readonly nLinear: number;
  readonly nCircular: number;
  /** 4 numbers per target: x0, x1, y0, y1. */
  readonly rect: Float64Array;
  readonly all: Int32Array;
  /** Rectangle (x0, x1, y0, y1) of the open middle, and the targets that reach into it. */
  readonly inner: readonly [number, number, number, number];
  readonly near: Int32Array;
  readonly spans: readonly RailSpan[];
}

const cache = new WeakMap<Table, Map<number, Targets>>();

export function targetsOf(table: Table, R: number): Targets {
  let byRadius = cache.get(table);
  if (byRadius === undefined) {
    byRadius = new Map();
    cache.set(table, byRadius);
  }
  let t = byRadius.get(R);
  if (t === undefined) {
    t = prepare(table, R);
    byRadius.set(R, t);
  }
  return t;
}

function prepare(table: Table, R: number): Targets {
  const rects = [
    ...table.cushions.map((c) => rectOf([c.p1, c.p2], R + FROZEN_GAP)),
    ...table.jaws.map((c) => rectOf([c.centre], c.radius + R + FROZEN_GAP)),
    ...table.pockets.map((pk) => rectOf([pk.centre], pk.radius)),
  ];
  const hx = table.length / 2;
  const hy = table.width / 2;
  const inner = [-hx + 2 * R, hx - 2 * R, -hy + 2 * R, hy - 2 * R] as const;
  const all = Int32Array.from(rects.keys());
  return {
    nLinear: table.cushions.length,
    nCircular: table.jaws.length,
    rect: Float64Array.from(rects.flat()),
    all,
    inner,
    near: all.filter((k) => {
      const r = rects[k]!;
      return r[0] < inner[1] && r[1] > inner[0] && r[2] < inner[3] && r[3] > inner[2];
    }),
    spans: railSpans(table),
  };
}

function railSpans(table: Table): RailSpan[] {
  const spans: RailSpan[] = [];
  for (const c of table.cushions) {
    if (c.rail === "jaw") continue;
    // The rail's normal points into the table, so the side it guards is −normal.
    const axis: 0 | 1 = Math.abs(c.normal[0]) > Math.abs(c.normal[1]) ? 0 : 1;
    const sign: 1 | -1 = c.normal[axis]! < 0 ? 1 : -1;
    const other = axis === 0 ? 1 : 0;
    spans.push({
      axis,
      sign,
      lo: Math.min(c.p1[other], c.p2[other]),
      hi: Math.max(c.p1[other], c.p2[other]),
    });
  }
  return spans;
}

function rectOf(
  points: readonly (readonly [number, number])[],
  margin: number,
): [number, number, number, number] {
  let x0 = Number.POSITIVE_INFINITY;
  let x1 = Number.NEGATIVE_INFINITY;
  let y0 = Number.POSITIVE_INFINITY;
  let y1 = Number.NEGATIVE_INFINITY;
  for (const [x, y] of points) {
    x0 = Math.min(x0, x - margin);
    x1 = Math.max(x1, x + margin);
    y0 = Math.min(y0, y - margin);
    y1 = Math.max(y1, y + margin);
  }
  return [x0, x1, y0, y1];
}
