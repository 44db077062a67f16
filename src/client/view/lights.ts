/**
 * The lights over the table at each drawing quality. Low: one lamp and the sky's fill (today's
 * table, no shadow map: the view draws blob shadows). High: a club's long lamp of three shaded
 * bulbs hung over the bed (the middle one casting soft shadows, the ends filling the corners),
 * its shade drawn, and a room's reflections on the balls' lacquer (three.js's room
 * environment, prefiltered once).
 */
import * as THREE from "three";
import { RoomEnvironment } from "three/examples/jsm/environments/RoomEnvironment.js";
import type { DrawQuality } from "./quality.ts";

/** The lamp's shade hangs this high over the cloth (m); the view hides it from higher cameras. */
export const SHADE_Z = 1.05;

export interface Lighting {
  readonly group: THREE.Group;
  /** The shade's meshes: hidden when the camera looks down from above them. */
  readonly shade: THREE.Object3D | null;
  /** The environment for reflections (high), to set on the scene. */
  readonly environment: THREE.Texture | null;
  dispose(): void;
}

export function buildLighting(renderer: THREE.WebGLRenderer, quality: DrawQuality): Lighting {
  const group = new THREE.Group();
  if (quality === "low") {
    group.add(new THREE.HemisphereLight(0xfff7e8, 0x202020, 0.55));
    const lamp = new THREE.SpotLight(0xffffff, 9, 6, Math.PI / 3.2, 0.6, 1.2);
    lamp.position.set(0, 0, 1.6);
    lamp.target.position.set(0, 0, 0);
    group.add(lamp, lamp.target);
    return { group, shade: null, environment: null, dispose() {} };
  }
  group.add(new THREE.HemisphereLight(0xfff4e0, 0x1a1410, 0.2));
  for (const x of [-0.85, 0, 0.85]) {
    const bulb = new THREE.SpotLight(0xfff1dc, 2.4, 4, Math.PI / 3.2, 0.8, 1.4);
    bulb.position.set(x, 0, SHADE_Z - 0.04);
    bulb.target.position.set(x, 0, 0);
    if (x === 0) {
      bulb.castShadow = true;
      bulb.shadow.mapSize.set(2048, 2048);
      bulb.shadow.bias = -0.0004;
      bulb.shadow.radius = 4;
      bulb.shadow.camera.near = 0.4;
      bulb.shadow.camera.far = 2;
    }
    group.add(bulb, bulb.target);
  }
  const shade = lampShade();
  group.add(shade);
  const pmrem = new THREE.PMREMGenerator(renderer);
  const env = pmrem.fromScene(new RoomEnvironment(), 0.04).texture;
  pmrem.dispose();
  return {
    group,
    shade,
    environment: env,
    dispose() {
      env.dispose();
    },
  };
}

/** A long dark-green metal shade with three glowing bulbs under it, along the table. */
function lampShade(): THREE.Group {
  const g = new THREE.Group();
  const metal = new THREE.MeshStandardMaterial({ color: 0x173a28, roughness: 0.35, metalness: 0.6 });
  const body = new THREE.Mesh(new THREE.BoxGeometry(2.3, 0.28, 0.08), metal);
  body.position.z = SHADE_Z + 0.04;
  g.add(body);
  const glow = new THREE.MeshBasicMaterial({ color: 0xfff3da });
  for (const x of [-0.85, 0, 0.85]) {
    const bulb = new THREE.Mesh(new THREE.CircleGeometry(0.09, 24), glow);
    bulb.position.set(x, 0, SHADE_Z - 0.001);
    bulb.rotation.x = Math.PI;
    g.add(bulb);
  }
  // The rods it hangs from, up out of sight.
  for (const x of [-0.9, 0.9]) {
    const rod = new THREE.Mesh(new THREE.CylinderGeometry(0.006, 0.006, 1.6, 6), metal);
    rod.rotation.x = Math.PI / 2;
    rod.position.set(x, 0, SHADE_Z + 0.85);
    g.add(rod);
  }
  return g;
}
