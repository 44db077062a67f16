/**
 * The synthetic photographer (scripts/photo-synth.ts drives it in headless Chromium): the game's
 * own three.js table at high quality, with the balls where a simulated match left them, posed
 * for a phone's photo (photo-stage.ts), then blurred, grained and saved as a JPEG as a phone
 * would. Loaded only with photo.html?synth, so the photo page itself never loads three.js.
 */
import type { BallId, Vec2 } from "../../core/index.ts";
import { makeTable, type TableSize } from "../../physics/index.ts";
import { toTableShape } from "../app/adapters.ts";
import type { PhotoStage } from "../view/index.ts";
import { TableView } from "../view/index.ts";

export interface SynthShot {
  readonly size: TableSize;
  readonly balls: readonly { readonly id: BallId; readonly at: Vec2 }[];
  readonly stage: PhotoStage;
  readonly width: number;
  readonly height: number;
  /** Gaussian blur radius, pixels (focus and shake). */
  readonly blurPx: number;
  /** Sensor grain: the standard deviation of the noise added to each channel, 0–255. */
  readonly noise: number;
  /** JPEG quality, 0–1. */
  readonly jpegQuality: number;
  readonly seed: number;
}

const RADIUS = 0.028575;

export function openSynthScene(root: HTMLElement): void {
  document.body.style.margin = "0";
  const host = document.createElement("div");
  root.appendChild(host);
  let view: TableView | null = null;
  const api = {
    async render(shot: SynthShot): Promise<string> {
      const box = `position:fixed;left:0;top:0;width:${shot.width}px;height:${shot.height}px`;
      if (host.style.cssText !== box) host.style.cssText = box;
      // One view for every photo: its lights and room environment are made once.
      if (!view) {
        view = new TableView(host, { aim() {}, placeCueBall() {}, pickBall() {}, pickPocket() {} });
        view.applyQuality("high");
      }
      view.setTable(toTableShape(makeTable(shot.size)));
      view.setBalls(
        shot.balls.map((b) => ({ id: b.id, r: [b.at[0], b.at[1], RADIUS], w: [0, 0, 0], visible: true })),
      );
      // The resize observer sets the canvas to the photo's size before the photo is taken.
      await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
      view.stagePhoto(shot.stage);
      return finish(view.canvas, shot);
    },
  };
  (window as unknown as { __photoSynth: typeof api }).__photoSynth = api;
  document.body.dataset.synth = "ready";
}

/** The render as a phone saves it: out of focus a little, grainy, JPEG. */
function finish(gl: HTMLCanvasElement, shot: SynthShot): string {
  const c = document.createElement("canvas");
  c.width = shot.width;
  c.height = shot.height;
  const ctx = c.getContext("2d");
  if (!ctx) throw new Error("no 2D canvas");
  ctx.filter = shot.blurPx > 0 ? `blur(${shot.blurPx}px)` : "none";
  ctx.drawImage(gl, 0, 0, shot.width, shot.height);
  ctx.filter = "none";
  const img = ctx.getImageData(0, 0, shot.width, shot.height);
  let s = shot.seed >>> 0 || 1;
  const uniform = () => {
    // xorshift32: the grain is the same for the same seed.
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    return ((s >>> 0) + 0.5) / 4294967296;
  };
  for (let i = 0; i < img.data.length; i += 4) {
    // A sum of three uniforms is near enough to Gaussian for grain.
    const n = (uniform() + uniform() + uniform() - 1.5) * 2 * shot.noise;
    img.data[i] = img.data[i]! + n;
    img.data[i + 1] = img.data[i + 1]! + n;
    img.data[i + 2] = img.data[i + 2]! + n;
  }
  ctx.putImageData(img, 0, 0);
  return c.toDataURL("image/jpeg", shot.jpegQuality);
}
