/**
 * Pool-ball skins drawn in code on a canvas (no downloaded assets): solids in their colour,
 * stripes as a white ball with a coloured band, each with its number in a white disc on two
 * opposite sides; the cue ball plain white with a small red dot so its spin shows.
 * The canvas is an equirectangular map for a three.js SphereGeometry (u around, v pole to pole).
 */
import { BALL_COLOURS, type BallId, ballColour, isStripe } from "../../core/index.ts";

export function drawBallSkin(ctx: CanvasRenderingContext2D, id: BallId, w: number, h: number): void {
  const ivory = BALL_COLOURS[0]!;
  ctx.fillStyle = isStripe(id) || id === 0 ? ivory : ballColour(id);
  ctx.fillRect(0, 0, w, h);
  if (isStripe(id)) {
    // The band covers about ±35° of latitude.
    ctx.fillStyle = ballColour(id);
    ctx.fillRect(0, h * 0.3, w, h * 0.4);
  }
  if (id === 0) {
    ctx.fillStyle = "#c21d1d";
    for (const u of [0.25, 0.75]) disc(ctx, u * w, h / 2, h * 0.05);
    disc(ctx, w / 2, h * 0.06, h * 0.05);
    return;
  }
  for (const u of [0.25, 0.75]) {
    ctx.fillStyle = ivory;
    disc(ctx, u * w, h / 2, h * 0.16);
    ctx.fillStyle = "#111";
    ctx.font = `bold ${Math.round(h * (id >= 10 ? 0.17 : 0.2))}px sans-serif`;
    ctx.textAlign = "center";
    ctx.textBaseline = "middle";
    ctx.fillText(String(id), u * w, h / 2 + h * 0.01);
    if (id === 6 || id === 9) ctx.fillRect(u * w - h * 0.06, h * 0.62, h * 0.12, h * 0.015);
  }
}

function disc(ctx: CanvasRenderingContext2D, x: number, y: number, r: number): void {
  ctx.beginPath();
  ctx.arc(x, y, r, 0, Math.PI * 2);
  ctx.fill();
}
