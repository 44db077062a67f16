/**
 * The ball set's colours, one home for every screen that draws a ball: the 3D table's skins, the
 * scorekeeper's and the photo page's flat drawings, and the photo reader's naming by colour. Kept
 * in core so a page that draws balls flat loads none of the 3D view.
 */
import type { BallId } from "./ids.ts";

/** The usual set's colours; 9–15 repeat 1–7 as stripes. */
export const BALL_COLOURS = [
  "#f4f1e8",
  "#f2c21b",
  "#1d4fb8",
  "#d3232a",
  "#5b2a86",
  "#ef7a1a",
  "#138a43",
  "#7a1f1f",
  "#111111",
];

export function ballColour(id: BallId): string {
  return BALL_COLOURS[id <= 8 ? id : id - 8]!;
}

export const isStripe = (id: BallId): boolean => id >= 9;
