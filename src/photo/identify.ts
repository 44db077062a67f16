/**
 * Which ball is which. Each ball's look (ball-look.ts: white, black and coloured shares of its
 * disc, the colour's chromaticity and brightness against the photo's own white) is priced against
 * every number: the cue ball nearly all white, the 8 mostly black, a solid (1–7) coloured with
 * little white, a stripe (9–15) with a good share of white, the colour near the game's colour for
 * that number (core's ball colours, as a photo shows them: a little greyer and lifted). The
 * numbers are then given all at once, the cheapest assignment in which each number is on one ball
 * (assignment.ts): the two reds settle it between them, the brighter the 3. A ball is marked
 * unsure when the whole naming would cost little more with it on another number, or it fits its
 * number badly.
 */
import type { BallId, Vec2 } from "../core/index.ts";
import { ballColour } from "../core/index.ts";
import { cheapestAssignment } from "./assignment.ts";
import { type DiscSamples, type Look, lookOf, photoWhite, sampleDisc } from "./ball-look.ts";
import type { FoundBall } from "./balls.ts";
import type { PhotoCamera } from "./camera.ts";
import type { ClothColour } from "./cloth.ts";
import type { Rgba } from "./image.ts";

export interface NamedBall {
  readonly id: BallId;
  readonly at: Vec2;
  /** The page is not sure of this ball's number (or that it is a ball): the person checks it. */
  readonly unsure: boolean;
}

/**
 * The game's colours for 1–7 as a photo shows them: the chromaticity drawn 30 % towards grey (the
 * gloss's white and the lamp's spread) and the brightness lifted (value^0.7: a camera's tone curve),
 * measured on the synthetic photos (docs/photo.md).
 */
const PALETTE = [1, 2, 3, 4, 5, 6, 7].map((id) => {
  const hex = Number.parseInt(ballColour(id as BallId).slice(1), 16);
  const rgb = [(hex >> 16) & 255, (hex >> 8) & 255, hex & 255];
  const sum = rgb[0]! + rgb[1]! + rgb[2]!;
  const toward = (share: number) => 1 / 3 + 0.7 * (share - 1 / 3);
  return {
    id,
    chroma: [toward(rgb[0]! / sum), toward(rgb[1]! / sum)] as Vec2,
    value: (Math.max(...rgb) / 255) ** 0.7,
  };
});

const sq = (x: number) => x * x;
/** How far past a limit a share is, in steps of `unit` (0 inside the limit). */
const over = (x: number, limit: number, unit: number) => sq(Math.max(0, x - limit) / unit);
const under = (x: number, limit: number, unit: number) => sq(Math.max(0, limit - x) / unit);

/** A chromaticity as hue (radians) and saturation (distance from grey). */
const polar = (c: Vec2) => ({
  hue: Math.atan2(c[1] - 1 / 3, c[0] - 1 / 3),
  sat: Math.hypot(c[0] - 1 / 3, c[1] - 1 / 3),
});

/**
 * How unlike the colour of `p` a look's colour is. Hue first: a pixel half on the colour and half
 * on white (a stripe's edge, the gloss) keeps its hue and loses saturation, so less saturation
 * than the number's costs little and more costs much. Few coloured pixels make a looser fit.
 */
function colourCost(l: Look, p: (typeof PALETTE)[number]): number {
  const loose = 1 + under(l.coloured, 0.3, 0.3);
  const seen = polar(l.chroma);
  const want = polar(p.chroma);
  const dHue = Math.abs(((seen.hue - want.hue + 3 * Math.PI) % (2 * Math.PI)) - Math.PI);
  const hue = sq(dHue / HUE_SPREAD) * Math.min(1, seen.sat / 0.1);
  const sat = over(seen.sat, want.sat, 0.04) + under(seen.sat, want.sat, 0.1);
  const value = sq((l.value - p.value) / 0.09);
  return Math.min(30, (hue + sat + value) / loose);
}
const HUE_SPREAD = (10 * Math.PI) / 180;

/** How unlike each number 0–15 a look is (lower fits better; about 1 is a good fit). */
export function costsOf(l: Look): number[] {
  const out = new Array<number>(16).fill(0);
  out[0] =
    under(l.white, 0.85, 0.08) +
    over(l.coloured, 0.04, 0.04) +
    over(l.black, 0.05, 0.05) +
    over(l.rimColour, RIM_LIMIT, 0.04);
  out[8] = under(l.black, 0.3, 0.08) + over(l.coloured, 0.3, 0.08) + over(l.white, 0.45, 0.08);
  // A stripe shows more white than a solid, and spread wider: two caps, or one cap as large as
  // most of the disc, against a solid's one number disc.
  const stripe = l.white + (l.white > 0.05 ? SPREAD_WEIGHT * (l.whiteSpread - 0.45) : 0);
  for (const p of PALETTE) {
    const colour = colourCost(l, p);
    const inked = over(l.black, 0.15, 0.08);
    out[p.id] = colour + inked + over(stripe, STRIPE_LIMIT, 0.08) + under(l.coloured, 0.35, 0.1);
    out[p.id + 8] =
      colour +
      inked +
      under(stripe, STRIPE_LIMIT, 0.08) +
      under(l.coloured, 0.05, 0.03) +
      under(l.rimColour, RIM_LIMIT, 0.04);
  }
  return out;
}

/** How much the white's spread counts beside its share, and the stripeness that parts stripes from solids. */
const SPREAD_WEIGHT = 0.3;
const STRIPE_LIMIT = 0.32;

/** A rim more coloured than this is a stripe's band, not the cue ball's white. */
const RIM_LIMIT = 0.06;

/** What a found ball left without a number costs: more than any fit, less than a forbidden one. */
const NO_NUMBER = 200;
const FORBIDDEN = 1e6;

/**
 * Names the balls found, each number on one ball. `ids`: the numbers that may be on the table
 * (the scorekeeper knows which balls are left); a found ball left without one is not kept.
 */
export function nameBalls(
  photo: Rgba,
  cam: PhotoCamera,
  found: readonly FoundBall[],
  ids?: readonly BallId[],
  cloth?: ClothColour,
): NamedBall[] {
  return assignNames(
    found,
    found.map((b) => sampleDisc(photo, cam, b.at)),
    ids,
    cloth,
  );
}

/** nameBalls on the balls' discs as sampled (one a found ball). */
export function assignNames(
  found: readonly FoundBall[],
  discs: readonly DiscSamples[],
  ids?: readonly BallId[],
  cloth?: ClothColour,
): NamedBall[] {
  const white = photoWhite(discs);
  const allowed = (id: number) => !ids || ids.includes(id as BallId);
  const table = discs.map((d) => costsOf(lookOf(d, white, cloth)));
  // One column a number, then one "no number" column a ball, so every ball can be left out.
  const matrix = table.map((row) => [
    ...row.map((c, id) => (allowed(id) ? c : FORBIDDEN)),
    ...found.map(() => NO_NUMBER),
  ]);
  const chosen = cheapestAssignment(matrix);
  const total = totalCost(matrix, chosen);
  return found.flatMap((b, i) => {
    const id = chosen[i]!;
    if (id >= 16) return [];
    // Unsure: the naming would cost little more with this ball on another number (its regret).
    const without = matrix.map((row, k) => (k === i ? row.map((c, j) => (j === id ? FORBIDDEN : c)) : row));
    const regret = totalCost(without, cheapestAssignment(without)) - total;
    const unsure = regret < 3 || table[i]![id]! > 12 || b.score < 0.55;
    return [{ id: id as BallId, at: b.at, unsure }];
  });
}

const totalCost = (matrix: readonly (readonly number[])[], chosen: readonly number[]) =>
  chosen.reduce((sum, j, i) => sum + matrix[i]![j]!, 0);
