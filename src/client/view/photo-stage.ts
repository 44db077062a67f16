/**
 * The table posed for a still photo (the photo page's synthetic photos with known truth,
 * scripts/photo-synth.ts): a phone held at a place, looking at a point, with its lens's field
 * of view; the cloth dyed (clubs' cloths are green, blue, red or grey) and the room's light
 * turned up or down.
 */
import * as THREE from "three";
import type { BallId, Vec3 } from "../../core/index.ts";

export interface PhotoStage {
  readonly eye: Vec3;
  readonly look: Vec3;
  /** Vertical field of view, degrees. */
  readonly fovDeg: number;
  /** The photo's up, toward the table's far end (a horizontal direction). */
  readonly up: Vec3;
  /** The cloth's colour (0xRRGGBB); the cushions take it a shade darker. */
  readonly cloth: number;
  /** Exposure (1 as the game draws). */
  readonly exposure: number;
  /** Each ball turned (a unit quaternion x, y, z, w), so its number faces anywhere. */
  readonly turns: readonly { readonly id: BallId; readonly q: readonly [number, number, number, number] }[];
}

export function poseCamera(camera: THREE.PerspectiveCamera, p: PhotoStage): void {
  camera.fov = p.fovDeg;
  camera.updateProjectionMatrix();
  camera.up.set(...p.up);
  camera.position.set(...p.eye);
  camera.lookAt(new THREE.Vector3(...p.look));
}

/** Dyes the table's cloth and cushions (meshes the table builder names "cloth" and "cushion"). */
export function dyeCloth(table: THREE.Object3D, colour: number): void {
  const cushion = new THREE.Color(colour).multiplyScalar(0.85);
  table.traverse((o) => {
    const mesh = o as THREE.Mesh;
    if (o.name !== "cloth" && o.name !== "cushion") return;
    const old = mesh.material as THREE.MeshStandardMaterial;
    const dyed = old.clone();
    // The woven texture is painted green: keep its bump (the weave), drop its colour.
    if (o.name === "cloth") dyed.map = null;
    dyed.color = o.name === "cloth" ? new THREE.Color(colour) : cushion;
    dyed.needsUpdate = true;
    mesh.material = dyed;
  });
}
