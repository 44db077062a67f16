/**
 * The table and its balls in the scene: the table's meshes for a shape, each ball's mesh and
 * blob shadow placed from its pose (turned by its spin), and the lag's marks.
 */
import * as THREE from "three";
import { BLOB_MATERIAL, LAG_COLOURS, makeBall, ring } from "./meshes.ts";
import { updateOverlay } from "./overlay.ts";
import { lastOnCloth, nearestPocket } from "./pocket-drops.ts";
import { buildTable } from "./table-mesh.ts";
import type { BallPose, LagMark, TableShape } from "./types.ts";
import type { ViewState } from "./view-state.ts";

export function setTable(s: ViewState, shape: TableShape, keepBalls = false): void {
  if (s.tableGroup) s.scene.remove(s.tableGroup);
  s.shape = shape;
  s.tableGroup = buildTable(shape, s.drawQuality);
  s.scene.add(s.tableGroup);
  const turned = new Map([...s.balls].map(([id, m]) => [id, m.quaternion.clone()]));
  for (const m of [...s.balls.values(), ...s.blobs.values()]) s.scene.remove(m);
  s.balls.clear();
  s.blobs.clear();
  if (keepBalls) {
    for (const p of s.poses.values()) placeBall(s, p, 0);
    for (const [id, q] of turned) s.balls.get(id)?.quaternion.copy(q);
  }
  s.dirty = true;
}

/** Shows the balls at rest where given (stops any playback). */
export function setBalls(s: ViewState, poses: readonly BallPose[]): void {
  // A ball still falling into its pocket finishes its fall unless it is put back on the cloth.
  for (const p of poses) if (p.visible) s.drops.delete(p.id);
  s.poses.clear();
  for (const p of poses) s.poses.set(p.id, p);
  for (const [id, mesh] of s.balls) if (!s.poses.has(id)) mesh.visible = false;
  for (const [id, blob] of s.blobs) if (!s.poses.has(id)) blob.visible = false;
  for (const p of poses) placeBall(s, p, 0);
  updateOverlay(s);
}

/** The lag's balls where they stopped (drawn apart from the rack until the break). */
export function setLagMarks(s: ViewState, marks: readonly LagMark[]): void {
  s.lagGroup.clear();
  const R = s.shape?.ballRadius ?? 0.028575;
  for (const m of marks) {
    const ball = makeBall(0, R, s.drawQuality);
    ball.position.set(m.at[0], m.at[1], R);
    s.lagGroup.add(ball, ring(m.at, R * 1.45, LAG_COLOURS[m.player], R * 0.06));
  }
  s.dirty = true;
}

/**
 * Puts a ball where its pose says, turned by its spin over `dt` seconds; during playback a ball
 * leaving the cloth near a pocket starts its fall into it (`since`: the shot's time before).
 */
export function placeBall(s: ViewState, p: BallPose, dt: number, since?: number): void {
  let mesh = s.balls.get(p.id);
  if (!mesh) {
    mesh = makeBall(p.id, s.shape?.ballRadius ?? 0.028575, s.drawQuality);
    s.balls.set(p.id, mesh);
    s.scene.add(mesh);
  }
  const was = s.poses.get(p.id);
  if (s.playing && dt > 0 && was?.visible && !p.visible && s.shape) {
    // Where it was last on the cloth, found in the shot itself: a slow frame may have seen it
    // last far up the table.
    const at = lastOnCloth(s.playing.pb, p.id, since ?? 0, since === undefined ? 0 : since + dt);
    const pocket = nearestPocket(s.shape, at);
    if (pocket && Math.hypot(at[0] - pocket[0], at[1] - pocket[1]) < 0.2)
      s.drops.set(p.id, { from: at, pocket, t0: performance.now() });
  }
  if (s.drops.has(p.id) && !p.visible) {
    // Falling into its pocket: stepDrops moves it.
    s.poses.set(p.id, p);
    return;
  }
  mesh.visible = p.visible;
  mesh.position.set(p.r[0], p.r[1], p.r[2]);
  if (s.blobShadows) placeBlob(s, p);
  const w = Math.hypot(p.w[0], p.w[1], p.w[2]);
  if (dt > 0 && w > 1e-6) {
    const q = new THREE.Quaternion().setFromAxisAngle(
      new THREE.Vector3(p.w[0] / w, p.w[1] / w, p.w[2] / w),
      w * dt,
    );
    mesh.quaternion.premultiply(q);
  }
  s.poses.set(p.id, p);
  s.dirty = true;
}

/** The low quality's shadow under a ball: a dark disc on the cloth. */
function placeBlob(s: ViewState, p: BallPose): void {
  let blob = s.blobs.get(p.id);
  if (!blob) {
    blob = new THREE.Mesh(new THREE.CircleGeometry((s.shape?.ballRadius ?? 0.028) * 1.1, 20), BLOB_MATERIAL);
    s.blobs.set(p.id, blob);
    s.scene.add(blob);
  }
  // The lamp hangs over the table's centre: shadows fall a little outward.
  blob.position.set(p.r[0] * 1.02, p.r[1] * 1.02, 0.0007);
  blob.visible = p.visible && p.r[2] < 0.2;
}
