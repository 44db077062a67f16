/**
 * The table view's camera: where it wants to be (aiming behind the cue, the whole table from
 * above, watching a shot or a replay's broadcast angle), its easing there, the canvas's size,
 * and the table's points and outlines projected onto the page.
 */
import * as THREE from "three";
import type { Vec2 } from "../../core/index.ts";
import { clearOfTable } from "./camera-clearance.ts";
import type { CameraMode } from "./types.ts";
import { ballAt, type ViewState } from "./view-state.ts";

type ScreenRect = { left: number; top: number; right: number; bottom: number };

export function setCameraMode(s: ViewState, mode: CameraMode): void {
  s.cameraMode = mode;
  // For tests and styles: which view the table shows (the top view aims by an absolute drag).
  s.canvas.dataset.camera = mode;
  updateCameraGoal(s, true);
}

/** The camera is still easing toward its goal. */
export function cameraMoving(s: ViewState): boolean {
  return s.camera.position.distanceTo(s.camGoal.pos) + s.camLook.distanceTo(s.camGoal.look) >= 1e-4;
}

/** During playback the watching camera eases toward the moving balls (the cue ball first). */
export function watchBalls(s: ViewState): void {
  if (s.cameraMode !== "follow" || !s.shape) return;
  const cue = s.poses.get(0);
  let fx = 0;
  let fy = 0;
  let n = 0;
  for (const p of s.poses.values()) {
    if (!p.visible) continue;
    const moving = Math.hypot(p.w[0], p.w[1], p.w[2]) > 0.5;
    if (moving || p.id === 0) {
      const wgt = p.id === 0 ? 2 : 1;
      fx += p.r[0] * wgt;
      fy += p.r[1] * wgt;
      n += wgt;
    }
  }
  const look: Vec2 = n > 0 ? [fx / n, fy / n] : cue ? [cue.r[0], cue.r[1]] : [0, 0];
  if (s.broadcast) setBroadcastGoal(s, look);
  else setWatchGoal(s, look);
}

/**
 * The broadcast angle: high above one long rail, as a television camera over a club's table,
 * sliding along the rail with the action; on an upright screen, from above the head rail
 * looking down the table's length, so the table fills the tall frame.
 */
function setBroadcastGoal(s: ViewState, look: Vec2): void {
  const shape = s.shape!;
  const hx = shape.length / 2;
  const hy = shape.width / 2;
  if (s.camera.aspect < 1) {
    s.camGoal.pos.set(-(hx + 0.9), look[1] * 0.2, 2.3);
    s.camGoal.look.set(Math.max(-hx * 0.3, Math.min(hx * 0.3, look[0])) + 0.2, look[1] * 0.3, 0);
    return;
  }
  const lx = Math.max(-hx * 0.45, Math.min(hx * 0.45, look[0]));
  s.camGoal.pos.set(lx * 0.6, -(hy + 1.6), 1.95);
  s.camGoal.look.set(lx, look[1] * 0.35, 0);
}

/** A camera above and behind the shot's line, looking at `look`, the table kept in view. */
function setWatchGoal(s: ViewState, look: Vec2): void {
  const shape = s.shape!;
  const hx = shape.length / 2;
  const hy = shape.width / 2;
  const lx = Math.max(-hx * 0.6, Math.min(hx * 0.6, look[0]));
  const ly = Math.max(-hy * 0.6, Math.min(hy * 0.6, look[1]));
  const [dx, dy] = s.watchDir;
  const portrait = s.camera.aspect < 1;
  const back = portrait ? 1.9 : 1.35;
  const up = portrait ? 2.2 : 1.45;
  s.camGoal.pos.set(lx - dx * back, ly - dy * back, up);
  s.camGoal.look.set(lx + dx * 0.15, ly + dy * 0.15, 0);
}

/** Where the camera should be for the interaction, the mode and the aim; `snap`: go there now. */
export function updateCameraGoal(s: ViewState, snap: boolean): void {
  const shape = s.shape;
  if (!shape || s.staged) return;
  const aspect = s.camera.aspect;
  // Nobody aiming here (the computer's turn, a shot playing back): in 3D, from above the
  // shooter's end (playback then follows the balls); or the whole table from above.
  if (s.cameraMode === "follow" && s.interaction.aimFrom === null) {
    s.camera.up.set(0, 0, 1);
    const cue = ballAt(s, 0);
    if (s.broadcast) setBroadcastGoal(s, cue ?? [0, 0]);
    else setWatchGoal(s, s.playing ? (cue ?? [0, 0]) : [0, 0]);
  } else if (s.cameraMode === "top" || s.interaction.aimFrom === null) {
    const halfW = shape.length / 2 + shape.railWidth;
    const halfH = shape.width / 2 + shape.railWidth;
    const landscape = aspect >= 1;
    // The table's long side along the screen's long side; both sides fit (the fov is vertical).
    const span = landscape ? Math.max(halfH, halfW / aspect) : Math.max(halfW, halfH / aspect);
    // Upright on a phone every pixel counts: the rails touch the screen's edges.
    const dist = (span * (landscape ? 1.05 : 1.0)) / Math.tan(((s.camera.fov / 2) * Math.PI) / 180);
    s.camGoal.pos.set(0, 0, dist);
    s.camGoal.look.set(0, 0, 0);
    s.camera.up.set(landscape ? 0 : -1, landscape ? 1 : 0, 0);
  } else {
    s.camera.up.set(0, 0, 1);
    const from = s.interaction.aimFrom;
    const at = (from !== null && ballAt(s, from)) || [0, 0];
    const a = (s.aim.direction * Math.PI) / 180;
    const back = aspect >= 1 ? 1.25 : 1.7;
    s.camGoal.pos.set(at[0] - Math.cos(a) * back, at[1] - Math.sin(a) * back, 0.55 + (aspect >= 1 ? 0 : 0.3));
    s.camGoal.look.set(at[0] + Math.cos(a) * 0.5, at[1] + Math.sin(a) * 0.5, -0.12);
  }
  s.camGoal.pos.fromArray(clearOfTable(s.camGoal.pos.toArray(), shape, restingBalls(s)));
  if (snap) {
    s.camera.position.copy(s.camGoal.pos);
    s.camLook.copy(s.camGoal.look);
    s.camera.lookAt(s.camLook);
  }
  s.dirty = true;
}

/** The balls on the cloth, where the camera must not go. */
function restingBalls(s: ViewState): Vec2[] {
  const out: Vec2[] = [];
  for (const p of s.poses.values()) if (p.visible) out.push([p.r[0], p.r[1]]);
  return out;
}

/** Eases the camera toward its goal by elapsed time (slow frames catch up); true while it moves. */
export function stepCamera(s: ViewState, dtMs: number): boolean {
  const d = s.camera.position.distanceTo(s.camGoal.pos) + s.camLook.distanceTo(s.camGoal.look);
  if (d < 1e-4) return false;
  const k = d < 2e-3 ? 1 : 1 - Math.exp(-Math.max(0, Math.min(dtMs, 1000)) / 110);
  s.camera.position.lerp(s.camGoal.pos, k);
  // Easing between two clear places may still cut through a rail or a ball: rise over them.
  if (s.shape)
    s.camera.position.fromArray(clearOfTable(s.camera.position.toArray(), s.shape, restingBalls(s)));
  s.camLook.lerp(s.camGoal.look, k);
  s.camera.lookAt(s.camLook);
  return true;
}

export function resize(s: ViewState): void {
  const w = Math.max(1, s.host.clientWidth);
  const h = Math.max(1, s.host.clientHeight);
  s.renderer.setSize(w, h, false);
  s.camera.aspect = w / h;
  s.camera.updateProjectionMatrix();
  updateCameraGoal(s, true);
}

/** Where a point of the table (on the balls' centre plane) is on the page, in CSS pixels. */
export function screenPosition(s: ViewState, p: Vec2): { x: number; y: number } {
  const v = new THREE.Vector3(p[0], p[1], s.shape?.ballRadius ?? 0.028).project(s.camera);
  const rect = s.canvas.getBoundingClientRect();
  return { x: rect.left + ((v.x + 1) / 2) * rect.width, y: rect.top + ((1 - v.y) / 2) * rect.height };
}

/** The table's outline on the page (rails' outer corners, projected), clipped to the canvas. */
export function tableScreenRect(s: ViewState): ScreenRect | null {
  const t = s.shape;
  if (!t) return null;
  return screenRectOf(s, t.length / 2 + t.railWidth, t.width / 2 + t.railWidth, t.railTopHeight);
}

/** The cloth (the bed inside the cushions) on screen, clipped to the canvas, CSS pixels. */
export function bedScreenRect(s: ViewState): ScreenRect | null {
  const t = s.shape;
  if (!t) return null;
  return screenRectOf(s, t.length / 2, t.width / 2, 0);
}

/** The screen rectangle around a centred rectangle of the table's plane at height z. */
function screenRectOf(s: ViewState, hx: number, hy: number, z: number): ScreenRect {
  const rect = s.canvas.getBoundingClientRect();
  const pts = [
    [hx, hy],
    [hx, -hy],
    [-hx, hy],
    [-hx, -hy],
  ].map(([x, y]) => {
    const v = new THREE.Vector3(x, y, z).project(s.camera);
    return { x: rect.left + ((v.x + 1) / 2) * rect.width, y: rect.top + ((1 - v.y) / 2) * rect.height };
  });
  const clip = (v: number, a: number, b: number) => Math.max(a, Math.min(b, v));
  return {
    left: clip(Math.min(...pts.map((p) => p.x)), rect.left, rect.right),
    right: clip(Math.max(...pts.map((p) => p.x)), rect.left, rect.right),
    top: clip(Math.min(...pts.map((p) => p.y)), rect.top, rect.bottom),
    bottom: clip(Math.max(...pts.map((p) => p.y)), rect.top, rect.bottom),
  };
}

/** The cloth's rectangle as `data-bed-rect="x,y,w,h"` (CSS pixels) on the canvas, for tests. */
export function publishBedRect(s: ViewState): void {
  const r = bedScreenRect(s);
  if (!r) return;
  const text = [r.left, r.top, r.right - r.left, r.bottom - r.top].map((v) => Math.round(v)).join(",");
  if (s.canvas.dataset.bedRect !== text) s.canvas.dataset.bedRect = text;
}
