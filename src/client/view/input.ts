/**
 * The table view's pointer input, turned into intents: drag to aim (by the table point, or by
 * sideways pixels behind the cue), pull the cue back to shoot, drag the cue ball in hand or a
 * practice ball, tap a pocket or a ball to pick it.
 */
import * as THREE from "three";
import type { Vec2 } from "../../core/index.ts";
import { placeBall } from "./balls.ts";
import { screenPosition } from "./camera.ts";
import { updateOverlay } from "./overlay.ts";
import { holdInArea } from "./placement.ts";
import type { BallPose } from "./types.ts";
import { ballAt, type ViewState } from "./view-state.ts";

export function bindPointer(s: ViewState): void {
  const c = s.canvas;
  c.style.touchAction = "none";
  c.addEventListener("pointerdown", (ev) => pointerDown(s, ev));
  c.addEventListener("pointermove", (ev) => pointerMove(s, ev));
  c.addEventListener("pointerup", (ev) => pointerUp(s, ev));
  c.addEventListener("pointercancel", () => {
    s.drag = null;
  });
}

function pointerDown(s: ViewState, ev: PointerEvent): void {
  if (s.playing) return;
  const p = tablePoint(s, ev);
  if (s.interaction.arrange) {
    const ball = p ? ballNear(s, p, true) : null;
    if (!ball) return;
    const now = performance.now();
    s.drag = {
      kind: "arrange",
      ball: ball.id,
      x: ev.clientX,
      y: ev.clientY,
      lastX: ev.clientX,
      lastT: now,
      moved: false,
    };
    s.canvas.setPointerCapture(ev.pointerId);
    return;
  }
  const area = s.interaction.placement;
  const cueAt = ballAt(s, 0);
  const R = s.shape?.ballRadius ?? 0.028;
  const onCue = p && cueAt && Math.hypot(p[0] - cueAt[0], p[1] - cueAt[1]) < R * 2.2;
  const kind = area && onCue ? "place" : onCueStick(s, ev) ? "pull" : "aim";
  const now = performance.now();
  s.drag = { kind, x: ev.clientX, y: ev.clientY, lastX: ev.clientX, lastT: now, moved: false };
  s.canvas.setPointerCapture(ev.pointerId);
}

function pointerMove(s: ViewState, ev: PointerEvent): void {
  const d = s.drag;
  if (!d) return;
  if (Math.hypot(ev.clientX - d.x, ev.clientY - d.y) > 5) d.moved = true;
  if (!d.moved) return;
  if (d.kind === "pull") {
    // Pulled back toward the player: the further, the harder.
    const h = s.canvas.getBoundingClientRect().height;
    s.events.pull?.(Math.max(0, Math.min(1, (ev.clientY - d.y) / (0.45 * h))));
    return;
  }
  if (d.kind === "aim" && behindTheCue(s)) {
    // Behind the cue the camera turns with the aim, so the pointer's table point would run
    // away: the drag turns the aim by its sideways pixels, slowly for fine aim (or Shift),
    // faster for quick sweeps; at most ~15° for a fast 100 px drag.
    const now = performance.now();
    const dx = ev.clientX - d.lastX;
    const speed = Math.abs(dx) / Math.max(1, now - d.lastT);
    const gain = ev.shiftKey ? 0.02 : 0.03 + Math.min(0.12, speed * 0.08);
    d.lastX = ev.clientX;
    d.lastT = now;
    if (dx !== 0) s.events.aim(s.aim.direction - dx * gain);
    return;
  }
  const p = tablePoint(s, ev);
  if (!p) return;
  if (d.kind === "arrange") {
    const pose = d.ball === undefined ? undefined : s.poses.get(d.ball);
    if (pose) placeBall(s, { ...pose, r: [p[0], p[1], pose.r[2]], visible: true }, 0);
  } else if (d.kind === "place") moveCueBall(s, p);
  else aimAt(s, p);
}

function pointerUp(s: ViewState, ev: PointerEvent): void {
  const d = s.drag;
  s.drag = null;
  if (!d) return;
  const p = tablePoint(s, ev);
  if (d.kind === "arrange") {
    // Dropped: the app checks the place (on the cloth, touching nothing) and redraws.
    if (d.moved && p && d.ball !== undefined) s.events.moveBall?.(d.ball, p);
    return;
  }
  if (d.moved) {
    if (d.kind === "place") {
      const at = ballAt(s, 0);
      if (at) s.events.placeCueBall(at);
    }
    if (d.kind === "pull" && ev.clientY - d.y > 12) s.events.release?.();
    return;
  }
  if (p) tap(s, p);
}

/** The point of the table (on the balls' centre plane) under the pointer. */
function tablePoint(s: ViewState, ev: PointerEvent): Vec2 | null {
  const rect = s.canvas.getBoundingClientRect();
  const ndc = new THREE.Vector2(
    ((ev.clientX - rect.left) / rect.width) * 2 - 1,
    -((ev.clientY - rect.top) / rect.height) * 2 + 1,
  );
  const ray = new THREE.Raycaster();
  ray.setFromCamera(ndc, s.camera);
  const plane = new THREE.Plane(new THREE.Vector3(0, 0, 1), -(s.shape?.ballRadius ?? 0.028));
  const hit = new THREE.Vector3();
  return ray.ray.intersectPlane(plane, hit) ? [hit.x, hit.y] : null;
}

function aimAt(s: ViewState, p: Vec2): void {
  const from = s.interaction.aimFrom;
  const at = from === null ? null : ballAt(s, from);
  if (!at) return;
  const d = Math.hypot(p[0] - at[0], p[1] - at[1]);
  if (d < 1e-3) return;
  s.events.aim((Math.atan2(p[1] - at[1], p[0] - at[0]) * 180) / Math.PI);
}

/** The camera is the one behind the cue (aiming in the follow view). */
function behindTheCue(s: ViewState): boolean {
  return s.cameraMode === "follow" && s.interaction.aimFrom !== null;
}

/** The pointer is on the cue's butt end, drawn behind the ball: a pull-back starts there. */
function onCueStick(s: ViewState, ev: PointerEvent): boolean {
  if (!behindTheCue(s) || !s.cue.visible || !s.events.pull) return false;
  const from = s.interaction.aimFrom;
  const at = from === null ? null : ballAt(s, from);
  if (!at) return false;
  const a = (s.aim.direction * Math.PI) / 180;
  const near = screenPosition(s, [at[0] - Math.cos(a) * 0.12, at[1] - Math.sin(a) * 0.12]);
  const far = screenPosition(s, [at[0] - Math.cos(a) * 0.9, at[1] - Math.sin(a) * 0.9]);
  // Distance from the pointer to the cue's segment on the screen.
  const vx = far.x - near.x;
  const vy = far.y - near.y;
  const len2 = vx * vx + vy * vy || 1;
  const k = Math.max(0, Math.min(1, ((ev.clientX - near.x) * vx + (ev.clientY - near.y) * vy) / len2));
  const dist = Math.hypot(ev.clientX - (near.x + vx * k), ev.clientY - (near.y + vy * k));
  return dist < 28;
}

/** A tap: a pocket or a ball is picked; elsewhere with ball in hand the cue ball goes there, else aim there. */
function tap(s: ViewState, p: Vec2): void {
  const shape = s.shape;
  if (!shape) return;
  const R = shape.ballRadius;
  const pocket = shape.pockets.find(
    (q) => Math.hypot(p[0] - q.centre[0], p[1] - q.centre[1]) < q.radius * 1.5,
  );
  if (pocket) {
    s.events.pickPocket(pocket.id);
    return;
  }
  const best = ballNear(s, p, false);
  if (best) {
    s.events.pickBall(best.id);
    return;
  }
  const area = s.interaction.placement;
  // The cue ball itself, when it is not in hand: picked too (Piña calls a defence with it).
  const cue = ballAt(s, 0);
  if (!area && cue && Math.hypot(p[0] - cue[0], p[1] - cue[1]) < R * 1.4) {
    s.events.pickBall(0);
    return;
  }
  if (area && p[0] <= area.xMax + R) {
    moveCueBall(s, p);
    const at = ballAt(s, 0);
    if (at) s.events.placeCueBall(at);
    return;
  }
  aimAt(s, p);
}

/** The ball drawn nearest `p`, within 1.4 radii (the cue ball only when asked). */
function ballNear(s: ViewState, p: Vec2, withCue: boolean): BallPose | null {
  const R = s.shape?.ballRadius ?? 0.028;
  let best: BallPose | null = null;
  let bestD = R * 1.4;
  for (const b of s.poses.values()) {
    const d = Math.hypot(p[0] - b.r[0], p[1] - b.r[1]);
    if (b.visible && (withCue || b.id !== 0) && d < bestD) {
      best = b;
      bestD = d;
    }
  }
  return best;
}

function moveCueBall(s: ViewState, want: Vec2): void {
  const area = s.interaction.placement;
  const cue = s.poses.get(0);
  if (!area || !cue) return;
  const at = holdInArea(want, area);
  if (!at) return;
  placeBall(s, { ...cue, r: [at[0], at[1], cue.r[2]], visible: true }, 0);
  updateOverlay(s);
}

/** Moves the cue ball programmatically (keyboard placement), held in the area. */
export function nudgeCueBall(s: ViewState, dx: number, dy: number): void {
  const at = ballAt(s, 0);
  if (!at) return;
  moveCueBall(s, [at[0] + dx, at[1] + dy]);
  const now = ballAt(s, 0);
  if (now) s.events.placeCueBall(now);
}
