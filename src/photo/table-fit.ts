/**
 * The table in a photo: where its four corner pockets are (found from the cloth's outline, or
 * put there by the person's fingers), and from them the camera and the homography of the cloth's
 * plane. The corner pockets' holes open in the rails' tops, so the handles are the pockets'
 * centres at the rails' height; the cloth's plane lies that much lower, which the camera knows.
 */
import {
  CORNERS,
  type Corner,
  err,
  ok,
  type PhotoProblem,
  photoProblem,
  type Result,
  type Vec2,
  type Vec3,
} from "../core/index.ts";
import { makeTable, TABLE_SPECS, type Table, type TableSize } from "../physics/index.ts";
import { cameraFrom, type PhotoCamera, planeHomography, project } from "./camera.ts";
import { type ClothColour, clothColourIn, clothDistances, nearestSet } from "./cloth.ts";
import { applyH, homographyFrom, type Mat3 } from "./homography.ts";
import { type Rgba, shrink } from "./image.ts";
import { outlineOf } from "./outline.ts";

// The corners' names live in core: the club page, which reads no photo code, places them too.
export { CORNERS, type Corner } from "../core/index.ts";
export type Handles = Readonly<Record<Corner, Vec2>>;

/** Corners given as fractions of a photo's width and height (core's STARTING_CORNERS, a person's placing), in its pixels. */
export function scaledHandles(
  fractions: Readonly<Record<Corner, Vec2>>,
  width: number,
  height: number,
): Handles {
  const at = (c: Corner): Vec2 => [fractions[c][0] * width, fractions[c][1] * height];
  return {
    "head-left": at("head-left"),
    "head-right": at("head-right"),
    "foot-right": at("foot-right"),
    "foot-left": at("foot-left"),
  };
}

export interface TableInPhoto {
  readonly table: Table;
  readonly handles: Handles;
  readonly camera: PhotoCamera;
  /** The cloth's plane (table metres, z = 0) → photo pixels. */
  readonly ground: Mat3;
}

/** Where a corner pocket's centre is, at the rails' height. */
export function cornerPoint(table: Table, c: Corner): Vec3 {
  const p = table.pockets.find((q) => q.id === c)!;
  return [p.centre[0], p.centre[1], table.railTopHeight];
}

/** The table from the four handles on the corner pockets' centres. */
export function tableFromHandles(
  size: TableSize,
  handles: Handles,
  width: number,
  height: number,
): Result<TableInPhoto, PhotoProblem> {
  const table = makeTable(size);
  const world = CORNERS.map((c): Vec2 => {
    const p = cornerPoint(table, c);
    return [p[0], p[1]];
  });
  const h = homographyFrom(
    world,
    CORNERS.map((c) => handles[c]),
  );
  if (!h.ok) return err(photoProblem("corners-not-a-table", `the corners do not make a table: ${h.error}`));
  const camera = cameraFrom(h.value, width, height, table.railTopHeight);
  if (!camera.ok)
    return err(photoProblem("corners-not-a-table", `the corners do not make a table: ${camera.error}`));
  return ok({ table, handles, camera: camera.value, ground: planeHomography(camera.value, 0) });
}

export interface FoundTable {
  readonly handles: Handles;
  /** The cloth's colour, to tell the balls from it. */
  readonly cloth: ClothColour;
}

/** Pixels across the photo's long side when looking for the cloth (enough for its outline). */
const OUTLINE_SIDE = 480;

/**
 * The corner pockets found from the cloth: the cushions' outer edge is a rectangle at the rails'
 * height, the cushion's depth outside the playing area. The near side is taken for the head
 * rail unless the side pockets say that it is a long rail (then the head is on the left).
 */
export function findTable(photo: Rgba, size: TableSize): Result<FoundTable, PhotoProblem> {
  const small = shrink(photo, OUTLINE_SIDE);
  const k = photo.width / small.width;
  const { width, height } = small;
  const cloth = clothColourIn(small, {
    x0: Math.floor(width * 0.35),
    y0: Math.floor(height * 0.35),
    x1: Math.ceil(width * 0.65),
    y1: Math.ceil(height * 0.65),
  });
  const distance = clothDistances(small, cloth);
  const mask = Uint8Array.from(distance, (d) => (d < 3 ? 1 : 0));
  const seed = nearestSet(mask, width, height, [width / 2, height / 2]);
  if (!seed) return err(photoProblem("no-cloth", "no cloth in the middle of the photo"));
  const quad = outlineOf(distance, width, height, seed);
  if (!quad) return err(photoProblem("not-a-table", "the cloth's outline is not a table's"));
  const table = makeTable(size);
  const X = table.length / 2 + TABLE_SPECS.cushionDepth;
  const Y = table.width / 2 + TABLE_SPECS.cushionDepth;
  const outer: Record<Corner, Vec2> = {
    "head-left": [-X, Y],
    "head-right": [-X, -Y],
    "foot-right": [X, -Y],
    "foot-left": [X, Y],
  };
  let best: { handles: Handles; sideCloth: number } | null = null;
  for (const nearIsHead of [true, false]) {
    const named = nameCorners(quad, nearIsHead);
    const h = homographyFrom(
      CORNERS.map((c) => outer[c]),
      CORNERS.map((c) => named[c]),
    );
    if (!h.ok) continue;
    const cam = cameraFrom(h.value, width, height, table.railTopHeight);
    if (!cam.ok) continue;
    // The side pockets' holes are no cloth; the middle of the short cushions is.
    const sideCloth = ["side-left", "side-right"].reduce((s, id) => {
      const p = table.pockets.find((q) => q.id === id)!;
      return s + clothShare(mask, width, height, applyH(planeHomography(cam.value, 0), p.centre));
    }, 0);
    const handles = Object.fromEntries(
      CORNERS.map((c) => {
        const [u, v] = project(cam.value, cornerPoint(table, c));
        return [c, [u * k, v * k] as Vec2];
      }),
    ) as Handles;
    // Ties go to the head at the near side (a photo from behind the head, the usual place).
    if (!best || sideCloth < best.sideCloth - 0.5) best = { handles, sideCloth };
  }
  if (!best) return err(photoProblem("not-a-table", "the cloth's outline is not a table's"));
  return ok({ handles: best.handles, cloth });
}

/** The share of cloth in the 5×5 pixels around p. */
function clothShare(mask: Uint8Array, width: number, height: number, p: Vec2): number {
  let n = 0;
  let cloth = 0;
  for (let dy = -2; dy <= 2; dy++)
    for (let dx = -2; dx <= 2; dx++) {
      const x = Math.round(p[0]) + dx;
      const y = Math.round(p[1]) + dy;
      if (x < 0 || y < 0 || x >= width || y >= height) continue;
      n++;
      cloth += mask[y * width + x]!;
    }
  return n ? cloth / n : 0;
}

/**
 * The quad's corners named. The near side (lowest in the photo) is the head rail, its left end
 * head-left; or (nearIsHead false) the right long rail, the head at the photo's left.
 */
function nameCorners(quad: readonly Vec2[], nearIsHead: boolean): Record<Corner, Vec2> {
  const cx = quad.reduce((s, p) => s + p[0], 0) / 4;
  const cy = quad.reduce((s, p) => s + p[1], 0) / 4;
  // Clockwise on screen (pixel y grows downward): angle from the centre increasing.
  const ring = [...quad].sort((a, b) => Math.atan2(a[1] - cy, a[0] - cx) - Math.atan2(b[1] - cy, b[0] - cx));
  let near = 0;
  for (let i = 1; i < 4; i++) {
    const mid = (j: number) => ring[j]![1] + ring[(j + 1) % 4]![1];
    if (mid(i) > mid(near)) near = i;
  }
  // ring[near] → ring[near+1] runs clockwise along the bottom: right to left.
  const right = ring[near]!;
  const left = ring[(near + 1) % 4]!;
  const farLeft = ring[(near + 2) % 4]!;
  const farRight = ring[(near + 3) % 4]!;
  if (nearIsHead)
    return { "head-left": left, "head-right": right, "foot-right": farRight, "foot-left": farLeft };
  return { "head-right": left, "foot-right": right, "foot-left": farRight, "head-left": farLeft };
}
