/**
 * Which ball is which: the pixels of each ball's disc in the photo sorted into white, black and
 * coloured, and the coloured ones' hue compared with the game's own ball colours
 * (view/ball-texture.ts). Much white and no colour is the cue ball; mostly black the 8; colour
 * with a good share of white a stripe (9–15), colour with little white a solid (1–7). Each number
 * is given once, the surest first; a ball whose colour fits two numbers about as well, or whose
 * number is taken, is marked unsure for the person to fix.
 */
import type { BallId, Vec2 } from "../core/index.ts";
import { ballColour } from "../core/index.ts";
import { BALL_RADIUS, type FoundBall } from "./balls.ts";
import { type PhotoCamera, project } from "./camera.ts";
import { type Rgba, sampleAt } from "./image.ts";

export interface NamedBall {
  readonly id: BallId;
  readonly at: Vec2;
  /** The page is not sure of this ball's number (or that it is a ball): the person checks it. */
  readonly unsure: boolean;
}

interface Look {
  readonly white: number;
  readonly black: number;
  /** The coloured pixels' mean hue (degrees) and value, if any. */
  readonly hue: number | null;
  readonly value: number;
}

/** Hue (degrees), saturation and value of an RGB colour. */
function hsv(r: number, g: number, b: number): [number, number, number] {
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const d = max - min;
  let h = 0;
  if (d > 0) h = max === r ? ((g - b) / d) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return [(h * 60 + 360) % 360, max > 0 ? d / max : 0, max / 255];
}

function lookOf(photo: Rgba, cam: PhotoCamera, at: Vec2): Look {
  const centre = project(cam, [at[0], at[1], BALL_RADIUS]);
  const C = cam.centre;
  // A sphere looks a disc of radius f·R/distance from wherever it is seen.
  const rPx = Math.max(2, (cam.f * BALL_RADIUS) / Math.hypot(C[0] - at[0], C[1] - at[1], C[2] - BALL_RADIUS));
  const c = [0, 0, 0];
  const px: [number, number, number][] = [];
  for (let dy = -rPx; dy <= rPx; dy += Math.max(0.5, rPx / 8))
    for (let dx = -rPx; dx <= rPx; dx += Math.max(0.5, rPx / 8)) {
      if (dx * dx + dy * dy > 0.72 * rPx * rPx) continue;
      if (sampleAt(photo, centre[0] + dx, centre[1] + dy, c)) px.push(hsv(c[0]!, c[1]!, c[2]!));
    }
  // Brightness relative to the ball's own brightest pixels: the lamp differs photo to photo.
  const top = [...px].map((p) => p[2]).sort((a, b) => b - a)[Math.floor(px.length * 0.1)] ?? 1;
  let white = 0;
  let black = 0;
  let sx = 0;
  let sy = 0;
  let sv = 0;
  let coloured = 0;
  for (const [h, s, v] of px) {
    const rel = v / Math.max(0.05, top);
    if (s < 0.3 && rel > 0.55) white++;
    else if (v < 0.18 || (s < 0.35 && rel < 0.4)) black++;
    else {
      coloured++;
      sx += Math.cos((h * Math.PI) / 180) * s;
      sy += Math.sin((h * Math.PI) / 180) * s;
      sv += v;
    }
  }
  const n = Math.max(1, px.length);
  return {
    white: white / n,
    black: black / n,
    hue: coloured > 0.08 * n ? ((Math.atan2(sy, sx) * 180) / Math.PI + 360) % 360 : null,
    value: coloured ? sv / coloured : 0,
  };
}

/** The game's colours for 1–7 as hue and value. */
const PALETTE = [1, 2, 3, 4, 5, 6, 7].map((id) => {
  const hex = Number.parseInt(ballColour(id as BallId).slice(1), 16);
  const [h, , v] = hsv((hex >> 16) & 255, (hex >> 8) & 255, hex & 255);
  return { id, h, v };
});

/** How unlike each number a look is (lower fits better), per candidate id 0–15. */
function costs(l: Look): number[] {
  const out = new Array<number>(16).fill(10);
  out[0] = (1 - l.white) * 3 + (l.hue === null ? 0 : 0.8) + l.black * 3;
  out[8] = (1 - l.black) * 3 + l.white * 2 + (l.hue === null ? 0 : 0.5);
  if (l.hue !== null)
    for (const p of PALETTE) {
      const dh = Math.abs(((l.hue - p.h + 540) % 360) - 180) / 30;
      // Maroon (7) is a darker red than the 3: the value tells them apart.
      const dv = Math.abs(l.value - p.v * 0.85) * (p.id === 3 || p.id === 7 ? 4 : 1);
      const colour = dh + dv;
      out[p.id] = colour + Math.max(0, l.white - 0.3) * 4 + l.black;
      out[p.id + 8] = colour + Math.max(0, 0.35 - l.white) * 4 + l.black;
    }
  return out;
}

/**
 * Names the balls found: each number once, the surest first. `ids`: the numbers that may be on
 * the table (the scorekeeper knows which balls are left); a found ball left without one is not kept.
 */
export function nameBalls(
  photo: Rgba,
  cam: PhotoCamera,
  found: readonly FoundBall[],
  ids?: readonly BallId[],
): NamedBall[] {
  const allowed = (id: number) => !ids || ids.includes(id as BallId);
  const table = found.map((b) => costs(lookOf(photo, cam, b.at)).map((c, id) => (allowed(id) ? c : 99)));
  const pairs: { ball: number; id: number; cost: number; margin: number }[] = [];
  table.forEach((row, ball) => {
    const sorted = [...row].sort((a, b) => a - b);
    for (const [id, cost] of row.entries())
      if (allowed(id)) pairs.push({ ball, id, cost, margin: (sorted[1] ?? 99) - sorted[0]! });
  });
  pairs.sort((a, b) => a.cost - b.cost);
  const named = new Map<number, { id: number; unsure: boolean }>();
  const taken = new Set<number>();
  for (const p of pairs) {
    if (named.has(p.ball) || taken.has(p.id)) continue;
    const best = Math.min(...table[p.ball]!);
    named.set(p.ball, {
      id: p.id,
      unsure: p.cost > best + 1e-9 || p.margin < 0.3 || p.cost > 2 || found[p.ball]!.score < 0.55,
    });
    taken.add(p.id);
  }
  return found.flatMap((b, i) => {
    const n = named.get(i);
    return n ? [{ id: n.id as BallId, at: b.at, unsure: n.unsure }] : [];
  });
}
