/**
 * What the table view draws over the table: the cue behind the ball, the aim line (and the
 * hint's, to compare), the placement area, and the rings on the balls and pockets to pick.
 */
import * as THREE from "three";
import type { BallId, Vec2 } from "../../core/index.ts";
import { aimGuide, aimTarget } from "./aim-line.ts";
import { updateCameraGoal } from "./camera.ts";
import { HINT_GREEN, PLAIN_CUE, ring, segment } from "./meshes.ts";
import type { AimState, PlacementArea, TableShape } from "./types.ts";
import { ballAt, type ViewState } from "./view-state.ts";

/** Draws the overlay again for the interaction and the aim, and moves the camera's goal with it. */
export function updateOverlay(s: ViewState): void {
  s.dirty = true;
  s.overlay.clear();
  s.cue.visible = false;
  const shape = s.shape;
  if (!shape) return;
  const R = shape.ballRadius;
  const z = R * 0.06;
  for (const id of s.interaction.highlightBalls) {
    const p = s.poses.get(id);
    if (p?.visible) s.overlay.add(ring([p.r[0], p.r[1]], R * 1.35, 0xffe14d, z));
  }
  for (const id of s.interaction.highlightPockets) {
    const p = shape.pockets.find((q) => q.id === id);
    if (p) s.overlay.add(ring(p.centre, p.radius * 1.2, 0xffe14d, shape.railTopHeight + 0.004));
  }
  const area = s.interaction.placement;
  if (area && !s.playing) s.overlay.add(placementArea(area, R));
  const from = s.interaction.aimFrom;
  const at = from === null ? null : ballAt(s, from);
  if (at && !s.playing) {
    placeCue(s, at);
    if (s.interaction.showAimLine) drawAimLine(s, at, from!, shape);
    const hint = s.interaction.compareDirection;
    if (hint !== undefined) drawAimLine(s, at, from!, shape, hint, true);
  }
  s.canvas.dataset.hintLine =
    s.interaction.compareDirection === undefined ? "" : s.interaction.compareDirection.toFixed(2);
  updateCameraGoal(s, false);
}

/** Where the cue ball may be put, lit faintly (as wide as the ball reaches past the area). */
function placementArea(area: PlacementArea, R: number): THREE.Mesh {
  const w = area.xMax - area.xMin;
  const h = area.yMax - area.yMin;
  const m = new THREE.Mesh(
    new THREE.PlaneGeometry(w + 2 * R, h + 2 * R),
    new THREE.MeshBasicMaterial({ color: 0xffffff, transparent: true, opacity: 0.07, depthWrite: false }),
  );
  m.position.set((area.xMin + area.xMax) / 2, (area.yMin + area.yMax) / 2, 0.0008);
  return m;
}

/**
 * The aim guide from `at` in a direction (the player's aim, or the hint's to compare with it:
 * drawn in green, the cue ball's path and the object ball's, whatever the guide's level).
 */
function drawAimLine(
  s: ViewState,
  at: Vec2,
  from: BallId,
  shape: TableShape,
  direction = s.aim.direction,
  hint = false,
): void {
  const R = shape.ballRadius;
  const others = [...s.poses.values()]
    .filter((p) => p.visible && p.id !== from)
    .map((p) => ({ id: p.id, at: [p.r[0], p.r[1]] as Vec2 }));
  const target = aimTarget(at, direction, others, shape.length / 2, shape.width / 2, R);
  const level = hint ? "full" : (s.interaction.guide ?? "full");
  const hit = target.kind === "ball" ? s.poses.get(target.ball) : undefined;
  const segments = aimGuide(
    target,
    at,
    direction,
    s.aim.tipY,
    shape.length / 2,
    shape.width / 2,
    R,
    hit ? [hit.r[0], hit.r[1]] : null,
    // The lag has no object ball: its line to the far cushion is enough.
    level,
  );
  const z = R;
  const colour = hint
    ? ({ cue: HINT_GREEN, object: HINT_GREEN, after: HINT_GREEN } as const)
    : ({ cue: 0xffffff, object: 0xffe14d, after: 0x9fd8ff } as const);
  for (const g of segments)
    s.overlay.add(segment(g.from, g.to, colour[g.kind], z, g.kind === "cue" ? 0.75 : 0.85));
  if (segments.length > 0) s.overlay.add(ring(target.ghost, R, hint ? HINT_GREEN : 0xffffff, z));
}

/** Lays the cue behind the ball at `at` for an aim, its tip `pull` metres back from the ball. */
export function placeCue(
  s: ViewState,
  at: Vec2,
  aim: AimState = s.aim,
  pull = 0.02 + aim.power * 0.18,
): void {
  const R = s.shape!.ballRadius;
  const a = (aim.direction * Math.PI) / 180;
  // Drawn at least a little raised, as a cue is held, so its butt clears the rail.
  const e = (Math.max(aim.elevation, 4) * Math.PI) / 180;
  const len = 1.45;
  // The cue lies behind the ball along the aim, raised by the elevation, its tip at the offset.
  const back = new THREE.Vector3(-Math.cos(a) * Math.cos(e), -Math.sin(a) * Math.cos(e), Math.sin(e));
  const side = new THREE.Vector3(Math.sin(a), -Math.cos(a), 0);
  const tip = new THREE.Vector3(at[0], at[1], R)
    .addScaledVector(side, aim.tipX * R * 0.9)
    .addScaledVector(new THREE.Vector3(0, 0, 1), aim.tipY * R * 0.9)
    .addScaledVector(back, R + pull);
  const mid = tip.clone().addScaledVector(back, len / 2);
  s.cue.position.copy(mid);
  s.cue.quaternion.setFromUnitVectors(new THREE.Vector3(0, 1, 0), back.clone().negate());
  s.cue.visible = true;
}

/** A partner's colour on the cue (sides), else its plain wood (high: the painted cue's own). */
export function colourCue(s: ViewState): void {
  const plain = s.drawQuality === "high" ? 0xffffff : PLAIN_CUE;
  (s.cue.material as THREE.MeshLambertMaterial).color.setHex(s.interaction.cueColour ?? plain);
}
