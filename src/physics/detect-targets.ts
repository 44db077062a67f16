/**
 * What a moving ball can run into on a given table, prepared once per (table, ball radius)
 * and cached: each cushion, jaw nose and pocket with the rectangle a ball centre must reach
 * to touch it, the rails' straight spans (for balls passing over them), and for each set of
 * sides a path's box reaches past the open middle of the table, the targets it can meet.
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
  /**
   * By sidesReached(box): the targets reaching into the open middle or past any of those
   * sides, in target order (so ties between equal times go the same way as over `all`).
   */
  readonly bySides: readonly Int32Array[];
  readonly spans: readonly RailSpan[];
  /** Slab masks for candidatesOf: a cheaper first cut than walking a bySides list. */
  readonly slabs: Slabs;
  /** Room for candidatesOf's answer (the engine is single-threaded and does not nest calls). */
  readonly scratch: Int32Array;
}

/**
 * The table cut into SLABS strips along x and as many along y; for each run of strips a ball's
 * box can cover (first to last), the targets whose rectangles reach into it, as bits (target k
 * is bit k % 32 of word k >> 5). A box meets a target's rectangle only if both its x and its y
 * strips do, so the AND of the two masks holds every target it meets, usually a handful.
 */
interface Slabs {
  readonly words: number;
  readonly x0: number;
  readonly dx: number;
  readonly y0: number;
  readonly dy: number;
  /** [(first · SLABS + last) · words + word] over x strips, then the same over y. */
  readonly xMask: Int32Array;
  readonly yMask: Int32Array;
  /** bySides as masks: [sides · words + word]. */
  readonly sideMask: Int32Array;
}

const SLABS = 16;

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
  const reachesInner = (r: readonly number[]) =>
    r[0]! < inner[1] && r[1]! > inner[0] && r[2]! < inner[3] && r[3]! > inner[2];
  // Past side b: 0 → x ≤ inner x0, 1 → x ≥ inner x1, 2 → y ≤ inner y0, 3 → y ≥ inner y1.
  const reachesSide = (r: readonly number[], b: number) =>
    b === 0
      ? r[0]! <= inner[0]
      : b === 1
        ? r[1]! >= inner[1]
        : b === 2
          ? r[2]! <= inner[2]
          : r[3]! >= inner[3];
  const bySides = Array.from({ length: 16 }, (_, mask) =>
    all.filter((k) => {
      const r = rects[k]!;
      return reachesInner(r) || [0, 1, 2, 3].some((b) => (mask & (1 << b)) !== 0 && reachesSide(r, b));
    }),
  );
  return {
    nLinear: table.cushions.length,
    nCircular: table.jaws.length,
    rect: Float64Array.from(rects.flat()),
    all,
    inner,
    near: all.filter((k) => reachesInner(rects[k]!)),
    bySides,
    spans: railSpans(table),
    slabs: slabsOf(rects, bySides),
    scratch: new Int32Array(rects.length),
  };
}

function slabsOf(rects: readonly (readonly number[])[], bySides: readonly Int32Array[]): Slabs {
  const words = (rects.length + 31) >> 5;
  let x0 = Number.POSITIVE_INFINITY;
  let x1 = Number.NEGATIVE_INFINITY;
  let y0 = Number.POSITIVE_INFINITY;
  let y1 = Number.NEGATIVE_INFINITY;
  for (const r of rects) {
    x0 = Math.min(x0, r[0]!);
    x1 = Math.max(x1, r[1]!);
    y0 = Math.min(y0, r[2]!);
    y1 = Math.max(y1, r[3]!);
  }
  const dx = (x1 - x0) / SLABS;
  const dy = (y1 - y0) / SLABS;
  // Strip s spans [start + s·d, start + (s + 1)·d], the end strips reaching on to infinity,
  // each widened by a millionth of a strip: slabOf's rounding may put a coordinate a few ulps
  // across a boundary, and a wider strip only adds candidates.
  const runMasks = (lo: number, hi: number, start: number, d: number): Int32Array => {
    const out = new Int32Array(SLABS * SLABS * words);
    const slack = 1e-6 * d;
    for (let first = 0; first < SLABS; first++) {
      for (let last = first; last < SLABS; last++) {
        const from = first === 0 ? Number.NEGATIVE_INFINITY : start + first * d - slack;
        const to = last === SLABS - 1 ? Number.POSITIVE_INFINITY : start + (last + 1) * d + slack;
        rects.forEach((r, k) => {
          if (r[lo]! <= to && r[hi]! >= from)
            out[(first * SLABS + last) * words + (k >> 5)]! |= 1 << (k & 31);
        });
      }
    }
    return out;
  };
  const sideMask = new Int32Array(16 * words);
  bySides.forEach((list, sides) => {
    for (const k of list) sideMask[sides * words + (k >> 5)]! |= 1 << (k & 31);
  });
  return { words, x0, dx, y0, dy, xMask: runMasks(0, 1, x0, dx), yMask: runMasks(2, 3, y0, dy), sideMask };
}

/** The strip holding coordinate c (NaN: `nan`, so that a box with NaN covers every strip). */
function slabOf(c: number, start: number, d: number, nan: number): number {
  const s = (c - start) / d;
  if (s >= 0) return s < SLABS ? Math.floor(s) : SLABS - 1;
  return s < 0 ? 0 : nan;
}

/**
 * The targets a path's box (x0, x1, y0, y1 at box[o..]) may meet, ascending, into out;
 * returns how many. The same targets, in the same order, that pass the rectangle test when
 * walking bySides[sidesReached(box)] plus some that do not: the caller's test sorts them out.
 */
export function candidatesOf(t: Targets, box: Float64Array, o: number, out: Int32Array): number {
  const sl = t.slabs;
  const words = sl.words;
  const ax = slabOf(box[o]!, sl.x0, sl.dx, 0) * SLABS + slabOf(box[o + 1]!, sl.x0, sl.dx, SLABS - 1);
  const ay = slabOf(box[o + 2]!, sl.y0, sl.dy, 0) * SLABS + slabOf(box[o + 3]!, sl.y0, sl.dy, SLABS - 1);
  const sides = sidesReached(box, o, t.inner);
  let n = 0;
  for (let wd = 0; wd < words; wd++) {
    let m = sl.xMask[ax * words + wd]! & sl.yMask[ay * words + wd]! & sl.sideMask[sides * words + wd]!;
    while (m !== 0) {
      const low = m & -m;
      out[n++] = (wd << 5) + 31 - Math.clz32(low);
      m ^= low;
    }
  }
  return n;
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

/**
 * Which sides of the open middle the box (x0, x1, y0, y1 at box[o..]) reaches to or past, as
 * bits for Targets.bySides: a target the box meets reaches into the middle or past one of them.
 */
export function sidesReached(
  box: Float64Array,
  o: number,
  inner: readonly [number, number, number, number],
): number {
  return (
    (box[o]! > inner[0] ? 0 : 1) |
    (box[o + 1]! < inner[1] ? 0 : 2) |
    (box[o + 2]! > inner[2] ? 0 : 4) |
    (box[o + 3]! < inner[3] ? 0 : 8)
  );
}
