/**
 * The frame-time benchmark's page (`?bench=break`): a Bola 8 rack broken at full speed, played
 * back on the table view (the whole scene: room, table, pockets, the cue's stroke, balls
 * dropping) while every frame's draw time is recorded. The numbers are left on
 * `window.__frameBench` for bench/frame-time.ts to print.
 */
import { defaultCueBallSpot, startMatch } from "../game/index.ts";
import { simulateShot } from "../physics/index.ts";
import { BALL_RADIUS, toPlayback, toPoses, toTableShape } from "./app/adapters.ts";
import { TableView } from "./view/index.ts";

export async function runFrameBench(root: HTMLElement): Promise<void> {
  root.style.cssText = "position:fixed;inset:0";
  const m = startMatch({ seed: "frame-bench", game: "bola8", players: ["A", "B"], settings: {} });
  if (!m.ok) throw new Error(m.error.message);
  const { table, balls } = m.value;
  const view = new TableView(root, { aim() {}, placeCueBall() {}, pickBall() {}, pickPocket() {} });
  view.setTable(toTableShape(table));
  const [x, y] = defaultCueBallSpot(table, BALL_RADIUS);
  const start = balls.map((b) => (b.id === 0 ? { ...b, r: [x, y, b.r[2]] as const } : b));
  const sim = simulateShot(table, start, { speed: 9, direction: 0, tipX: 0, tipY: 0, elevation: 0 });
  if (!sim.ok) throw new Error("break simulation failed");
  view.setBalls(toPoses(start));
  // The 3D watching camera by default (what players see), or the top view (?camera=top).
  const camera = new URLSearchParams(location.search).get("camera") === "top" ? "top" : "follow";
  view.setCameraMode(camera);
  // High quality less one feature (?without=shadows|reflections|lacquer|weave): what it costs.
  const without = new URLSearchParams(location.search).get("without");
  if (without === "shadows" || without === "reflections" || without === "lacquer" || without === "weave")
    view.benchWithout(without);
  await new Promise((r) => setTimeout(r, 300));
  view.recordFrames = true;
  // gl.finish() inside the timing: the draw time then includes SwiftShader's rasterizing.
  view.finishFrames = true;
  const t0 = performance.now();
  await view.play({
    ...toPlayback(sim.value),
    stroke: { ball: 0, aim: { direction: 0, power: 1, tipX: 0, tipY: 0, elevation: 0 } },
  });
  const wall = performance.now() - t0;
  view.recordFrames = false;
  const ms = [...view.frameMs].sort((a, b) => a - b);
  const gaps = [...view.frameGapMs].sort((a, b) => a - b);
  const q = (p: number, xs = ms) => xs[Math.min(xs.length - 1, Math.floor(p * xs.length))] ?? Number.NaN;
  (window as unknown as { __frameBench: unknown }).__frameBench = {
    frames: ms.length,
    medianMs: q(0.5),
    p95Ms: q(0.95),
    maxMs: ms.at(-1) ?? Number.NaN,
    gapMedianMs: q(0.5, gaps),
    gapP95Ms: q(0.95, gaps),
    shotSeconds: sim.value.duration,
    wallMs: wall,
    renderer: rendererName(view.canvas),
    drawn: view.canvas.dataset.quality ?? "?",
  };
}

function rendererName(c: HTMLCanvasElement): string {
  const gl = c.getContext("webgl2") ?? c.getContext("webgl");
  if (!gl) return "none";
  const ext = gl.getExtension("WEBGL_debug_renderer_info");
  return String(ext ? gl.getParameter(ext.UNMASKED_RENDERER_WEBGL) : gl.getParameter(gl.RENDERER));
}
