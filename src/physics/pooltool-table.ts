/**
 * pooltool's table file (shared/bench/table-7ft.json) converted into our Table, so the bench
 * compares engines on identical geometry.
 *
 * pooltool's frame: origin at the head-left corner, x across (0 at the left rail, w at the
 * right), y along (0 at the head rail, l at the foot). Ours: origin at the centre, x toward the
 * foot, y toward the left. So X = y_p − l/2 and Y = w/2 − x_p (a rotation, so spins keep their
 * sense: ω_z is unchanged).
 */
import { err, isPocketId, ok, type PocketId, type Result, type Vec2 } from "../core/index.ts";
import { diamondPositions, TABLE_SPECS } from "./table.ts";
import type { CircularCushion, LinearCushion, Pocket, Rail, Table } from "./types.ts";

const isRecord = (x: unknown): x is Record<string, unknown> =>
  typeof x === "object" && x !== null && !Array.isArray(x);
const isNum = (x: unknown): x is number => typeof x === "number" && Number.isFinite(x);
const isPair = (x: unknown): x is [number, number] => Array.isArray(x) && x.length === 2 && x.every(isNum);

/** Converts a point of pooltool's frame (table width w, length l) to ours. */
export const pointFromPooltool = (p: Vec2, w: number, l: number): Vec2 => [p[1] - l / 2, w / 2 - p[0]];
/** Converts a vector (velocity, or the x/y of a spin) of pooltool's frame to ours. */
export const vectorFromPooltool = (v: Vec2): Vec2 => [v[1], -v[0]];

/** Validating conversion of the table JSON. */
export function fromPooltoolTable(json: unknown): Result<Table, string> {
  if (!isRecord(json)) return err("pooltool table: expected an object");
  const { l, w } = json;
  if (!isNum(l) || !isNum(w)) return err("pooltool table: l and w must be numbers");
  const cushionHeight = isNum(json.cushion_height) ? json.cushion_height : TABLE_SPECS.cushionHeight;
  const pt = (p: Vec2) => pointFromPooltool(p, w, l);

  if (!Array.isArray(json.pockets)) return err("pooltool table: pockets must be a list");
  const pockets: Pocket[] = [];
  for (const [i, p] of json.pockets.entries()) {
    if (!isRecord(p) || !isPocketId(p.name) || !isPair(p.center) || !isNum(p.radius)) {
      return err(`pooltool table: pockets[${i}] needs name, center and radius`);
    }
    pockets.push({
      id: p.name,
      centre: pt(p.center),
      radius: p.radius,
      depth: isNum(p.depth) ? p.depth : 0.08,
    });
  }
  const nearestPocket = (q: Vec2): PocketId => {
    let best = pockets[0]!;
    for (const p of pockets) {
      if (
        Math.hypot(q[0] - p.centre[0], q[1] - p.centre[1]) <
        Math.hypot(q[0] - best.centre[0], q[1] - best.centre[1])
      ) {
        best = p;
      }
    }
    return best.id;
  };
  if (pockets.length === 0) return err("pooltool table: no pockets");

  if (!Array.isArray(json.linear_cushions)) return err("pooltool table: linear_cushions must be a list");
  const cushions: LinearCushion[] = [];
  const eps = 1e-9;
  for (const [i, c] of json.linear_cushions.entries()) {
    if (!isRecord(c) || !isPair(c.p1) || !isPair(c.p2) || !isPair(c.playing_side_normal)) {
      return err(`pooltool table: linear_cushions[${i}] needs p1, p2 and playing_side_normal`);
    }
    const [a, b] = [c.p1, c.p2];
    const both = (f: (p: Vec2) => boolean) => f(a) && f(b);
    const rail: Rail | "jaw" = both((p) => Math.abs(p[0]) < eps)
      ? "left"
      : both((p) => Math.abs(p[0] - w) < eps)
        ? "right"
        : both((p) => Math.abs(p[1]) < eps)
          ? "head"
          : both((p) => Math.abs(p[1] - l) < eps)
            ? "foot"
            : "jaw";
    const p1 = pt(a);
    const p2 = pt(b);
    const id = `pt-${String(c.id ?? i)}`;
    const height = isNum(c.height) ? c.height : cushionHeight;
    const normal = vectorFromPooltool(c.playing_side_normal);
    if (rail === "jaw") {
      const mid: Vec2 = [(p1[0] + p2[0]) / 2, (p1[1] + p2[1]) / 2];
      cushions.push({ id, rail, pocket: nearestPocket(mid), p1, p2, normal, height });
    } else {
      cushions.push({ id, rail, p1, p2, normal, height });
    }
  }

  if (!Array.isArray(json.circular_cushions)) return err("pooltool table: circular_cushions must be a list");
  const jaws: CircularCushion[] = [];
  for (const [i, c] of json.circular_cushions.entries()) {
    if (!isRecord(c) || !isPair(c.center) || !isNum(c.radius)) {
      return err(`pooltool table: circular_cushions[${i}] needs center and radius`);
    }
    const centre = pt(c.center);
    jaws.push({
      id: `pt-${String(c.id ?? i)}`,
      pocket: nearestPocket(centre),
      centre,
      radius: c.radius,
      height: isNum(c.height) ? c.height : cushionHeight,
    });
  }

  return ok({
    size: "7ft",
    length: l,
    width: w,
    cushionHeight,
    railTopHeight: TABLE_SPECS.railTopHeight,
    railWidth: TABLE_SPECS.railWidth,
    cushions,
    jaws,
    pockets,
    headStringX: -l / 4,
    footSpot: [l / 4, 0],
    diamonds: diamondPositions(l, w, (TABLE_SPECS.cushionDepth + TABLE_SPECS.railWidth) / 2),
  });
}

/**
 * pooltool's table file as our Table; throws on a malformed file, for
 * scripts and tests that load the bundled reference. Use fromPooltoolTable for a Result.
 */
export function tableFromPooltool(json: unknown): Table {
  const r = fromPooltoolTable(json);
  if (!r.ok) throw new Error(r.error);
  return r.value;
}
