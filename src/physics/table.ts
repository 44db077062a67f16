/**
 * Table geometry for the three WPA sizes, in the engine's frame (SIMULATE.md): origin at the
 * centre of the playing area, x toward the foot, y toward the left seen from the head.
 *
 * Each pocket is built from its two "nose points" (where a rail's nose line meets a jaw face;
 * the WPA mouth is measured between them). At each nose point the rail segment and the jaw
 * face meet at the WPA cut angle, and the sharp corner is replaced by a rounded nose
 * (a CircularCushion tangent to both). Jaw faces run back to the cushion's back line.
 */

import type { PocketId, Vec2 } from "../core/index.ts";
import { detSinCos } from "../core/index.ts";
import type { CircularCushion, LinearCushion, Pocket, Rail, Table, TableSize } from "./types.ts";

const INCH = 0.0254;

/** WPA playing areas between cushion noses (length × width, inches). */
const PLAYING_AREA_IN: Record<TableSize, readonly [number, number]> = {
  "7ft": [78, 39],
  "8ft": [92, 46],
  "9ft": [100, 50],
};

/**
 * Shared dimensions; each with its source or reason. The pockets (mouth, cut angle, shelf) are
 * the WPA's, from its Equipment Specifications (wpapool.com/equipment-specifications, "Pockets"):
 * mouth measured between the cushion noses where they turn into the pocket, corner 4.5–4.625 in,
 * side 5–5.125 in; horizontal cut angle 142° ±1 corner, 104° ±1 side; shelf from the middle of
 * the mouth line to where the slate starts down, corner 1–2.25 in, side 0–0.375 in. The WPA
 * gives one set of pocket figures for every table it specifies (8 and 9 ft), and the 7 ft table
 * here (a bar box's playing area) takes the same pockets. bench/pocket-size.ts measures how big
 * they play against Alciatore's TP 3.5 and 3.6 (docs/physics.md).
 */
export const TABLE_SPECS = {
  // WPA: cushion nose at 62.5–64.5 % of the ball height; 63.5 % of 57.15 mm.
  cushionHeight: 0.635 * 0.05715,
  // Top of the rail cap above the cloth: about 1.75 in on common tables (estimate).
  railTopHeight: 1.75 * INCH,
  // Rail width including the cushion, nose line to outer edge: WPA 4–7.5 in; 6 in here.
  railWidth: 6 * INCH,
  // Rubber and facing behind the nose line: jaw faces end here (2 in, as pooltool's cushion_width).
  cushionDepth: 2 * INCH,
  // WPA corner mouth 4.5–4.625 in, side mouth 5–5.125 in: the middle of each range.
  cornerMouth: 4.5625 * INCH,
  sideMouth: 5.0625 * INCH,
  // WPA cut angles between the rail's nose line and the jaw face: 142° ±1 corner, 104° ±1 side.
  cornerCutDeg: 142,
  sideCutDeg: 104,
  // Rounding of the jaw noses (not specified by WPA; about 3/8 in corner, 1/4 in side).
  cornerNoseRadius: 0.375 * INCH,
  sideNoseRadius: 0.25 * INCH,
  // WPA shelf (slate edge behind the mouth line): corner 1–2.25 in, side 0–0.375 in. The ball
  // falls once its centre is past the shelf, so the pocket circle starts there.
  cornerShelf: 1.5 * INCH,
  sideShelf: 0.25 * INCH,
  // Radius of the pocket circle (about a ball diameter plus clearance, as in pooltool's 7ft table).
  cornerPocketRadius: 0.062,
  sidePocketRadius: 0.0645,
  pocketDepth: 0.08,
} as const;

interface JawSpec {
  readonly pocket: PocketId;
  /** Nose point: where the rail's nose line ends at this pocket. */
  readonly nose: Vec2;
  /** Unit vector along the rail, pointing away from the pocket. */
  readonly along: Vec2;
  /** Unit normal of the rail, into the table. */
  readonly inward: Vec2;
  readonly cutDeg: number;
  readonly noseRadius: number;
}

/** Where a rail segment starts after the rounded nose, the jaw face and the nose circle. */
interface BuiltJaw {
  readonly railEnd: Vec2;
  readonly face: LinearCushion;
  readonly circle: CircularCushion;
}

const add = (a: Vec2, b: Vec2): Vec2 => [a[0] + b[0], a[1] + b[1]];
const scale = (a: Vec2, k: number): Vec2 => [a[0] * k, a[1] * k];

function buildJaw(j: JawSpec, side: string, height: number): BuiltJaw {
  const cut = (j.cutDeg * Math.PI) / 180;
  // detSinCos: the geometry must be the same bits in Node and in the browser.
  const [sinCut, cosCut] = detSinCos(cut);
  const [sinHalf, cosHalf] = detSinCos(cut / 2);
  // The jaw face leaves the nose point going back into the rail: at angle `cut` from `along`,
  // turned toward the rail (away from the table).
  const outward = scale(j.inward, -1);
  const faceDir: Vec2 = add(scale(j.along, cosCut), scale(outward, sinCut));
  // The rounded nose is tangent to both the rail line and the face: tangent points lie
  // ρ/tan(cut/2) from the nose point, its centre on the bisector inside the cushion.
  const tangentDist = (j.noseRadius * cosHalf) / sinHalf;
  const railEnd = add(j.nose, scale(j.along, tangentDist));
  const faceStart = add(j.nose, scale(faceDir, tangentDist));
  const centre = add(railEnd, scale(outward, j.noseRadius));
  // The face runs back until it reaches the cushion's back line.
  const backDepth = TABLE_SPECS.cushionDepth;
  const faceLen = (backDepth - tangentDist * sinCut) / sinCut;
  const faceEnd = add(faceStart, scale(faceDir, faceLen));
  // The face's playing side: perpendicular to faceDir, toward the pocket opening.
  let normal: Vec2 = [-faceDir[1], faceDir[0]];
  const towardOpening = add(j.nose, scale(j.along, -1));
  const probe: Vec2 = [towardOpening[0] - faceStart[0], towardOpening[1] - faceStart[1]];
  if (normal[0] * probe[0] + normal[1] * probe[1] < 0) normal = [-normal[0], -normal[1]];
  return {
    railEnd,
    face: {
      id: `${j.pocket}-jaw-${side}`,
      rail: "jaw",
      pocket: j.pocket,
      p1: faceStart,
      p2: faceEnd,
      normal,
      height,
    },
    circle: { id: `${j.pocket}-nose-${side}`, pocket: j.pocket, centre, radius: j.noseRadius, height },
  };
}

/** Builds the table of a WPA size. */
export function makeTable(size: TableSize): Table {
  const [lengthIn, widthIn] = PLAYING_AREA_IN[size];
  const L = lengthIn * INCH;
  const W = widthIn * INCH;
  const hx = L / 2;
  const hy = W / 2;
  const s = TABLE_SPECS;
  const h = s.cushionHeight;
  const cornerD = s.cornerMouth / Math.SQRT2;
  const sideHalf = s.sideMouth / 2;

  const corner = (pocket: PocketId, cx: number, cy: number): [JawSpec, JawSpec] => {
    // Along the short (head/foot) rail and along the long (left/right) rail, away from the corner.
    const sx = -Math.sign(cx);
    const sy = -Math.sign(cy);
    const common = { pocket, cutDeg: s.cornerCutDeg, noseRadius: s.cornerNoseRadius };
    return [
      { ...common, nose: [cx, cy + sy * cornerD], along: [0, sy], inward: [sx, 0] },
      { ...common, nose: [cx + sx * cornerD, cy], along: [sx, 0], inward: [0, sy] },
    ];
  };
  const sidePocket = (pocket: PocketId, cy: number): [JawSpec, JawSpec] => {
    const inward: Vec2 = [0, -Math.sign(cy)];
    const common = { pocket, cutDeg: s.sideCutDeg, noseRadius: s.sideNoseRadius, inward };
    return [
      { ...common, nose: [-sideHalf, cy], along: [-1, 0] },
      { ...common, nose: [sideHalf, cy], along: [1, 0] },
    ];
  };

  const [hlShort, hlLong] = corner("head-left", -hx, hy);
  const [hrShort, hrLong] = corner("head-right", -hx, -hy);
  const [flShort, flLong] = corner("foot-left", hx, hy);
  const [frShort, frLong] = corner("foot-right", hx, -hy);
  const [slHead, slFoot] = sidePocket("side-left", hy);
  const [srHead, srFoot] = sidePocket("side-right", -hy);

  const jaws = {
    hlShort: buildJaw(hlShort, "head", h),
    hlLong: buildJaw(hlLong, "left", h),
    hrShort: buildJaw(hrShort, "head", h),
    hrLong: buildJaw(hrLong, "right", h),
    flShort: buildJaw(flShort, "foot", h),
    flLong: buildJaw(flLong, "left", h),
    frShort: buildJaw(frShort, "foot", h),
    frLong: buildJaw(frLong, "right", h),
    slHead: buildJaw(slHead, "head", h),
    slFoot: buildJaw(slFoot, "foot", h),
    srHead: buildJaw(srHead, "head", h),
    srFoot: buildJaw(srFoot, "foot", h),
  };

  const rail = (id: string, r: Rail, p1: Vec2, p2: Vec2, normal: Vec2): LinearCushion => ({
    id,
    rail: r,
    p1,
    p2,
    normal,
    height: h,
  });
  const rails: LinearCushion[] = [
    rail("head", "head", jaws.hrShort.railEnd, jaws.hlShort.railEnd, [1, 0]),
    rail("foot", "foot", jaws.frShort.railEnd, jaws.flShort.railEnd, [-1, 0]),
    rail("left-head", "left", jaws.hlLong.railEnd, jaws.slHead.railEnd, [0, -1]),
    rail("left-foot", "left", jaws.slFoot.railEnd, jaws.flLong.railEnd, [0, -1]),
    rail("right-head", "right", jaws.hrLong.railEnd, jaws.srHead.railEnd, [0, 1]),
    rail("right-foot", "right", jaws.srFoot.railEnd, jaws.frLong.railEnd, [0, 1]),
  ];
  const built = Object.values(jaws);

  // Corner pocket circles sit on the diagonal behind the mouth line (which passes m/2 from the
  // corner along the diagonal), their near edge `shelf` behind it.
  const cornerPocket = (id: PocketId, cx: number, cy: number): Pocket => {
    const back = s.cornerShelf + s.cornerPocketRadius - s.cornerMouth / 2;
    const u = back / Math.SQRT2;
    return {
      id,
      centre: [cx + Math.sign(cx) * u, cy + Math.sign(cy) * u],
      radius: s.cornerPocketRadius,
      depth: s.pocketDepth,
    };
  };
  const sidePocketCircle = (id: PocketId, cy: number): Pocket => ({
    id,
    centre: [0, cy + Math.sign(cy) * (s.sideShelf + s.sidePocketRadius)],
    radius: s.sidePocketRadius,
    depth: s.pocketDepth,
  });
  const pockets: Pocket[] = [
    cornerPocket("foot-left", hx, hy),
    cornerPocket("foot-right", hx, -hy),
    sidePocketCircle("side-left", hy),
    sidePocketCircle("side-right", -hy),
    cornerPocket("head-left", -hx, hy),
    cornerPocket("head-right", -hx, -hy),
  ];

  return {
    size,
    length: L,
    width: W,
    cushionHeight: h,
    railTopHeight: s.railTopHeight,
    railWidth: s.railWidth,
    cushions: [...rails, ...built.map((b) => b.face)],
    jaws: built.map((b) => b.circle),
    pockets,
    headStringX: -L / 4,
    footSpot: [L / 4, 0],
    diamonds: diamondPositions(L, W, (s.cushionDepth + s.railWidth) / 2),
  };
}

/**
 * The 18 diamonds, on the middle of the rail caps: 3 per half long rail at eighths of the
 * length, 3 per short rail at quarters of the width.
 */
export function diamondPositions(L: number, W: number, behindNose: number): Vec2[] {
  const out: Vec2[] = [];
  for (const side of [1, -1]) {
    for (const k of [1, 2, 3, 5, 6, 7]) out.push([-L / 2 + (k * L) / 8, side * (W / 2 + behindNose)]);
  }
  for (const end of [-1, 1]) {
    for (const k of [1, 2, 3]) out.push([end * (L / 2 + behindNose), -W / 2 + (k * W) / 4]);
  }
  return out;
}
