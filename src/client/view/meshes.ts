/**
 * The table view's small meshes, made fresh for each quality: a ball with its painted skin, the
 * cue, and the overlay's rings and line segments.
 */
import * as THREE from "three";
import type { BallId, Vec2 } from "../../core/index.ts";
import { drawBallSkin } from "./ball-texture.ts";
import type { DrawQuality } from "./quality.ts";

export const BLOB_MATERIAL = new THREE.MeshBasicMaterial({
  color: 0x000000,
  transparent: true,
  opacity: 0.35,
  depthWrite: false,
});

/** The hint's line, to compare with the player's own. */
export const HINT_GREEN = 0x5dff9d;

/** Player 1's and player 2's colours for marks on the table (the lag balls). */
export const LAG_COLOURS = [0x4fc3f7, 0xffb74d] as const;

const skinCache = new Map<BallId, THREE.Texture>();

export function makeBall(id: BallId, R: number, q: DrawQuality): THREE.Mesh {
  let tex = skinCache.get(id);
  if (!tex) {
    const canvas = document.createElement("canvas");
    canvas.width = 256;
    canvas.height = 128;
    drawBallSkin(canvas.getContext("2d")!, id, 256, 128);
    tex = new THREE.CanvasTexture(canvas);
    tex.colorSpace = THREE.SRGBColorSpace;
    tex.anisotropy = 4;
    skinCache.set(id, tex);
  }
  // High: phenolic resin under a lacquer that mirrors the room and the lamp.
  const material =
    q === "high"
      ? new THREE.MeshPhysicalMaterial({ map: tex, roughness: 0.28, clearcoat: 1, clearcoatRoughness: 0.04 })
      : new THREE.MeshPhongMaterial({ map: tex, shininess: 90, specular: 0x555555 });
  const m = new THREE.Mesh(
    new THREE.SphereGeometry(R, q === "high" ? 40 : 32, q === "high" ? 28 : 20),
    material,
  );
  m.castShadow = true;
  return m;
}

/** The cue's maple, when no partner's colour is on it. */
export const PLAIN_CUE = 0xd9b27c;

export function makeCue(q: DrawQuality): THREE.Mesh {
  const g = new THREE.CylinderGeometry(0.0065, 0.014, 1.45, q === "high" ? 24 : 16);
  const material =
    q === "high"
      ? new THREE.MeshStandardMaterial({ map: cueSkin(), roughness: 0.35 })
      : new THREE.MeshLambertMaterial({ color: PLAIN_CUE });
  const m = new THREE.Mesh(g, material);
  m.castShadow = true;
  return m;
}

let cueSkinCache: THREE.Texture | null = null;

/**
 * A cue painted along its length (the cylinder's v runs from the butt, 0, to the tip, 1):
 * rubber bumper, dark butt with its linen wrap, the joint's ring, the maple shaft, the white
 * ferrule and a chalked blue tip.
 */
function cueSkin(): THREE.Texture {
  if (cueSkinCache) return cueSkinCache;
  const c = document.createElement("canvas");
  c.width = 8;
  c.height = 512;
  const ctx = c.getContext("2d")!;
  // Canvas y runs from the top (v = 1, the tip) down to the butt (v = 0).
  const band = (from: number, to: number, colour: string) => {
    ctx.fillStyle = colour;
    ctx.fillRect(0, (1 - to) * 512, 8, (to - from) * 512);
  };
  band(0, 1, "#e2c089");
  band(0, 0.015, "#111");
  band(0.015, 0.2, "#3b1d0e");
  band(0.2, 0.38, "#1d1d22");
  for (let v = 0.2; v < 0.38; v += 0.008) band(v, v + 0.002, "#34343c");
  band(0.38, 0.47, "#3b1d0e");
  band(0.47, 0.49, "#d9d2c0");
  band(0.975, 0.992, "#f3f1ea");
  band(0.992, 1, "#2b5ea8");
  cueSkinCache = new THREE.CanvasTexture(c);
  cueSkinCache.colorSpace = THREE.SRGBColorSpace;
  return cueSkinCache;
}

export function ring(c: Vec2, r: number, colour: number, z: number): THREE.LineLoop {
  const pts: THREE.Vector3[] = [];
  for (let i = 0; i < 40; i++) {
    const a = (i / 40) * Math.PI * 2;
    pts.push(new THREE.Vector3(c[0] + Math.cos(a) * r, c[1] + Math.sin(a) * r, z));
  }
  return new THREE.LineLoop(
    new THREE.BufferGeometry().setFromPoints(pts),
    new THREE.LineBasicMaterial({ color: colour }),
  );
}

export function segment(a: Vec2, b: Vec2, colour: number, z: number, opacity: number): THREE.Line {
  return new THREE.Line(
    new THREE.BufferGeometry().setFromPoints([
      new THREE.Vector3(a[0], a[1], z),
      new THREE.Vector3(b[0], b[1], z),
    ]),
    new THREE.LineBasicMaterial({ color: colour, transparent: true, opacity }),
  );
}
