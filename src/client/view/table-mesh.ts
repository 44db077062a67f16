/**
 * The static table as three.js meshes, in the physics frame (z up): cloth, cushion rubber
 * along the nose lines, wooden rails, pockets, diamonds, and the head string and foot spot
 * marked on the cloth.
 */
import * as THREE from "three";
import type { Vec2 } from "../../core/index.ts";
import type { CushionShape, TableShape } from "./types.ts";

const CLOTH = 0x166b3c;
const CUSHION = 0x125a32;
const WOOD = 0x4a230e;
const CUSHION_DEPTH = 0.05;

export function buildTable(t: TableShape): THREE.Group {
  const g = new THREE.Group();
  const hx = t.length / 2;
  const hy = t.width / 2;

  const cloth = new THREE.Mesh(
    new THREE.PlaneGeometry(t.length + 2 * CUSHION_DEPTH, t.width + 2 * CUSHION_DEPTH),
    new THREE.MeshLambertMaterial({ color: CLOTH }),
  );
  cloth.receiveShadow = true;
  g.add(cloth);

  const cushionMat = new THREE.MeshLambertMaterial({ color: CUSHION });
  for (const c of t.cushions.filter((c) => !c.isJaw)) {
    const mesh = new THREE.Mesh(cushionGeometry(c, t), cushionMat);
    mesh.castShadow = false;
    mesh.receiveShadow = true;
    g.add(mesh);
  }

  // Rails: four wooden boxes around the cushions, the corners filled by the long ones.
  const wood = new THREE.MeshPhongMaterial({ color: WOOD, shininess: 40, specular: 0x222222 });
  const outer = t.railWidth - CUSHION_DEPTH;
  const z = t.railTopHeight;
  const box = (sx: number, sy: number, cx: number, cy: number) => {
    const m = new THREE.Mesh(new THREE.BoxGeometry(sx, sy, z + 0.04), wood);
    m.position.set(cx, cy, z / 2 - 0.02);
    m.receiveShadow = true;
    g.add(m);
  };
  const ox = hx + CUSHION_DEPTH;
  const oy = hy + CUSHION_DEPTH;
  box(2 * (ox + outer), outer, 0, oy + outer / 2);
  box(2 * (ox + outer), outer, 0, -(oy + outer / 2));
  box(outer, 2 * oy, ox + outer / 2, 0);
  box(outer, 2 * oy, -(ox + outer / 2), 0);

  // Pockets: dark holes through cloth and rail.
  const hole = new THREE.MeshBasicMaterial({ color: 0x050505 });
  for (const p of t.pockets) {
    const r = p.radius * 1.15;
    for (const height of [0.0006, z + 0.0015]) {
      const m = new THREE.Mesh(new THREE.CircleGeometry(r, 32), hole);
      m.position.set(p.centre[0], p.centre[1], height);
      g.add(m);
    }
  }

  const pearl = new THREE.MeshBasicMaterial({ color: 0xf3ead2 });
  for (const d of t.diamonds) {
    const m = new THREE.Mesh(new THREE.CircleGeometry(0.008, 4), pearl);
    m.position.set(d[0], d[1], z + 0.001);
    g.add(m);
  }

  // Head string and foot spot, faintly, as on a marked cloth.
  const mark = new THREE.MeshBasicMaterial({ color: 0xffffff, transparent: true, opacity: 0.25 });
  const line = new THREE.Mesh(new THREE.PlaneGeometry(0.003, t.width), mark);
  line.position.set(t.headStringX, 0, 0.0005);
  g.add(line);
  const spot = new THREE.Mesh(new THREE.CircleGeometry(0.008, 20), mark);
  spot.position.set(t.footSpot[0], t.footSpot[1], 0.0005);
  g.add(spot);
  return g;
}

/** A cushion as a prism: its nose line, widened back from the nose and sloped to the rail. */
function cushionGeometry(c: CushionShape, t: TableShape): THREE.BufferGeometry {
  const back = (p: Vec2): Vec2 => [p[0] - c.normal[0] * CUSHION_DEPTH, p[1] - c.normal[1] * CUSHION_DEPTH];
  // Each end angles back toward its pocket so the jaws open up.
  const along: Vec2 = norm([c.p2[0] - c.p1[0], c.p2[1] - c.p1[1]]);
  const flare = CUSHION_DEPTH * 0.8;
  const b1 = back(c.p1);
  const b2 = back(c.p2);
  const q1: Vec2 = [b1[0] - along[0] * flare, b1[1] - along[1] * flare];
  const q2: Vec2 = [b2[0] + along[0] * flare, b2[1] + along[1] * flare];
  const zn = t.cushionHeight;
  const zt = t.railTopHeight;
  const v = [
    [c.p1[0], c.p1[1], 0],
    [c.p2[0], c.p2[1], 0],
    [c.p2[0], c.p2[1], zn],
    [c.p1[0], c.p1[1], zn],
    [q1[0], q1[1], zt],
    [q2[0], q2[1], zt],
  ];
  // Faces: nose (0,1,2,3), top slope (3,2,5,4), end caps.
  const idx = [0, 1, 2, 0, 2, 3, 3, 2, 5, 3, 5, 4, 0, 3, 4, 1, 5, 2];
  const geo = new THREE.BufferGeometry();
  geo.setAttribute("position", new THREE.Float32BufferAttribute(v.flat(), 3));
  geo.setIndex(orientTowards(idx, v, c.normal));
  geo.computeVertexNormals();
  return geo;
}

/** Flips triangles so the nose faces the cloth (the cushion's normal), whatever the rail. */
function orientTowards(idx: number[], v: number[][], n: Vec2): number[] {
  const [a, b, c] = [v[idx[0]!]!, v[idx[1]!]!, v[idx[2]!]!];
  const e1 = [b[0]! - a[0]!, b[1]! - a[1]!, b[2]! - a[2]!];
  const e2 = [c[0]! - a[0]!, c[1]! - a[1]!, c[2]! - a[2]!];
  const fx = e1[1]! * e2[2]! - e1[2]! * e2[1]!;
  const fy = e1[2]! * e2[0]! - e1[0]! * e2[2]!;
  if (fx * n[0] + fy * n[1] >= 0) return idx;
  const out: number[] = [];
  for (let i = 0; i < idx.length; i += 3) out.push(idx[i]!, idx[i + 2]!, idx[i + 1]!);
  return out;
}

function norm(v: Vec2): Vec2 {
  const n = Math.hypot(v[0], v[1]) || 1;
  return [v[0] / n, v[1] / n];
}
