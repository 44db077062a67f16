/**
 * The photo with what the page has found drawn on it: the four corner handles (dragged to the
 * corner pockets' centres), or each ball's ring and number (dragged to move, tapped to name),
 * and the hint's paths, each projected from the table into the photo through the camera.
 */
import { type ComponentChild, h } from "preact";
import { useEffect, useRef } from "preact/hooks";
import type { Vec2 } from "../../core/index.ts";
import { ballColour } from "../../core/index.ts";
import {
  applyH,
  BALL_RADIUS,
  CORNERS,
  type Corner,
  type Handles,
  invertH,
  type NamedBall,
  planeHomography,
  project,
  type TableInPhoto,
} from "../../photo/index.ts";

export interface PhotoCanvasProps {
  readonly bitmap: OffscreenCanvas;
  readonly mode: "corners" | "balls" | "use";
  readonly handles: Handles;
  readonly fit: TableInPhoto | null;
  readonly balls: readonly NamedBall[];
  readonly selected: number | null;
  readonly paths: readonly (readonly Vec2[])[];
  readonly cornerLabels: Readonly<Record<Corner, string>>;
  onHandle(c: Corner, at: Vec2): void;
  /** A ball dragged to a table point, or tapped (moved false); a tap on the cloth (index null). */
  onBall(index: number | null, at: Vec2, moved: boolean): void;
}

export function PhotoCanvas(p: PhotoCanvasProps): ComponentChild {
  const ref = useRef<HTMLCanvasElement>(null);
  const drag = useRef<{ corner?: Corner; ball?: number; moved: boolean; at: Vec2 } | null>(null);
  useEffect(() => {
    const c = ref.current;
    if (c) draw(c, p);
  });
  const photoPoint = (ev: PointerEvent): Vec2 => {
    const c = ref.current!;
    const r = c.getBoundingClientRect();
    return [((ev.clientX - r.left) / r.width) * c.width, ((ev.clientY - r.top) / r.height) * c.height];
  };
  const toTable = (q: Vec2): Vec2 | null =>
    p.fit ? applyH(invertH(planeHomography(p.fit.camera, BALL_RADIUS)), q) : null;
  const grabRadius = () => (ref.current ? ref.current.width / 25 : 40);
  const down = (ev: PointerEvent) => {
    const q = photoPoint(ev);
    (ev.target as HTMLElement).setPointerCapture?.(ev.pointerId);
    if (p.mode === "corners") {
      const near = CORNERS.map((c) => ({ c, d: dist(p.handles[c], q) })).sort((a, b) => a.d - b.d)[0]!;
      if (near.d < grabRadius() * 2) drag.current = { corner: near.c, moved: false, at: q };
      return;
    }
    if (p.mode !== "balls" || !p.fit) return;
    const fit = p.fit;
    const hit = p.balls
      .map((b, i) => ({ i, d: dist(project(fit.camera, [b.at[0], b.at[1], BALL_RADIUS]), q) }))
      .sort((a, b) => a.d - b.d)[0];
    drag.current = { ...(hit && hit.d < grabRadius() ? { ball: hit.i } : {}), moved: false, at: q };
  };
  const move = (ev: PointerEvent) => {
    const d = drag.current;
    if (!d) return;
    const q = photoPoint(ev);
    if (dist(q, d.at) > 4) d.moved = true;
    if (d.corner) p.onHandle(d.corner, q);
  };
  const up = (ev: PointerEvent) => {
    const d = drag.current;
    drag.current = null;
    if (!d || d.corner) return;
    const at = toTable(photoPoint(ev));
    if (at) p.onBall(d.ball ?? null, at, d.moved && d.ball !== undefined);
  };
  return h("canvas", {
    ref,
    class: "photo-canvas",
    "data-testid": "photo-canvas",
    "data-mode": p.mode,
    // For tests and assistive tools: what the page holds as the position, in table metres.
    "data-handles": JSON.stringify(p.handles),
    "data-balls": JSON.stringify(p.balls.map((b) => ({ id: b.id, at: b.at, unsure: b.unsure }))),
    width: p.bitmap.width,
    height: p.bitmap.height,
    onPointerDown: down,
    onPointerMove: move,
    onPointerUp: up,
  });
}

const dist = (a: Vec2, b: Vec2) => Math.hypot(a[0] - b[0], a[1] - b[1]);

function draw(c: HTMLCanvasElement, p: PhotoCanvasProps): void {
  const ctx = c.getContext("2d");
  if (!ctx) return;
  ctx.drawImage(p.bitmap, 0, 0);
  const unit = c.width / 400;
  ctx.lineWidth = 1.5 * unit;
  if (p.mode === "corners") {
    ctx.strokeStyle = "#ffd400";
    ctx.beginPath();
    for (const [i, k] of CORNERS.entries()) {
      if (i) ctx.lineTo(...p.handles[k]);
      else ctx.moveTo(...p.handles[k]);
    }
    ctx.closePath();
    ctx.stroke();
    for (const k of CORNERS) {
      const [x, y] = p.handles[k];
      ctx.beginPath();
      ctx.arc(x, y, 9 * unit, 0, Math.PI * 2);
      ctx.fillStyle = "rgba(255,212,0,0.35)";
      ctx.fill();
      ctx.stroke();
      label(ctx, p.cornerLabels[k], x, y - 13 * unit, unit);
    }
    return;
  }
  const fit = p.fit;
  if (!fit) return;
  p.paths.forEach((path, i) => {
    ctx.strokeStyle = i === 0 ? "#ffffff" : "#ffd400";
    ctx.setLineDash(i === 0 ? [] : [5 * unit, 4 * unit]);
    ctx.lineWidth = 2 * unit;
    ctx.beginPath();
    path.forEach((pt, j) => {
      const q = project(fit.camera, [pt[0], pt[1], BALL_RADIUS]);
      if (j) ctx.lineTo(...q);
      else ctx.moveTo(...q);
    });
    ctx.stroke();
  });
  ctx.setLineDash([]);
  p.balls.forEach((b, i) => {
    const C = fit.camera.centre;
    const q = project(fit.camera, [b.at[0], b.at[1], BALL_RADIUS]);
    const r = (fit.camera.f * BALL_RADIUS) / Math.hypot(C[0] - b.at[0], C[1] - b.at[1], C[2] - BALL_RADIUS);
    ctx.beginPath();
    ctx.arc(q[0], q[1], r * 1.25, 0, Math.PI * 2);
    ctx.lineWidth = (i === p.selected ? 3 : 1.6) * unit;
    ctx.strokeStyle = i === p.selected ? "#ffffff" : b.unsure ? "#ff8c1a" : "#7CFC00";
    if (b.unsure) ctx.setLineDash([3 * unit, 2 * unit]);
    ctx.stroke();
    ctx.setLineDash([]);
    label(ctx, String(b.id), q[0], q[1] - r * 1.25 - 6 * unit, unit, ballColour(b.id));
  });
}

function label(
  ctx: CanvasRenderingContext2D,
  text: string,
  x: number,
  y: number,
  unit: number,
  bg = "#111",
): void {
  ctx.font = `bold ${Math.round(9 * unit)}px sans-serif`;
  ctx.textAlign = "center";
  ctx.textBaseline = "middle";
  const w = ctx.measureText(text).width + 6 * unit;
  ctx.fillStyle = bg;
  ctx.fillRect(x - w / 2, y - 6 * unit, w, 12 * unit);
  ctx.fillStyle =
    bg === "#111111" || bg === "#111" || bg === "#7a1f1f" || bg === "#1d4fb8" || bg === "#5b2a86"
      ? "#fff"
      : "#111";
  ctx.fillText(text, x, y);
}
