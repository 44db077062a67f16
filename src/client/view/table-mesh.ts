/**
 * The static table as three.js meshes, in the physics frame (z up): cloth with the pockets cut
 * through it, each pocket a dark well with a leather rim on the rail, cushion rubber along the
 * nose lines, wooden rails with pearl diamonds, the head string and foot spot marked on the
 * cloth, the table's body on six legs, and a room around it (floor and walls, their light
 * painted into the textures so they cost no lighting per pixel under software GL).
 */
import * as THREE from "three";
import type { Vec2 } from "../../core/index.ts";
import type { CushionShape, TableShape } from "./types.ts";

const CLOTH = 0x166b3c;
const CUSHION = 0x125a32;
const WOOD = 0x6b3416;
const CUSHION_DEPTH = 0.05;

export function buildTable(t: TableShape): THREE.Group {
  const g = new THREE.Group();
  const hx = t.length / 2;
  const hy = t.width / 2;

  // The cloth runs under the rails so every pocket's hole lies inside it.
  const cx = hx + t.railWidth * 0.9;
  const cy = hy + t.railWidth * 0.9;
  const clothShape = new THREE.Shape();
  clothShape.moveTo(-cx, -cy);
  clothShape.lineTo(cx, -cy);
  clothShape.lineTo(cx, cy);
  clothShape.lineTo(-cx, cy);
  clothShape.closePath();
  for (const p of t.pockets) {
    const hole = new THREE.Path();
    hole.absarc(p.centre[0], p.centre[1], p.radius, 0, Math.PI * 2, false);
    clothShape.holes.push(hole);
  }
  const cloth = new THREE.Mesh(
    new THREE.ShapeGeometry(clothShape, 24),
    new THREE.MeshLambertMaterial({ color: CLOTH }),
  );
  cloth.receiveShadow = true;
  g.add(cloth);
  for (const p of t.pockets) g.add(pocketWell(p.centre, p.radius));

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

  // Pockets on the rail: the hole, and a leather rim on its outer side.
  const hole = new THREE.MeshBasicMaterial({ color: 0x040404 });
  const leather = new THREE.MeshPhongMaterial({ color: 0x140c07, shininess: 60, specular: 0x8a7060 });
  for (const p of t.pockets) {
    const r = p.radius * 1.08;
    const top = new THREE.Mesh(new THREE.CircleGeometry(r, 28), hole);
    top.position.set(p.centre[0], p.centre[1], z + 0.0015);
    g.add(top);
    // The rim faces away from the cloth: outward from the table's centre.
    const dir = Math.atan2(Math.sign(p.centre[1]), Math.abs(p.centre[0]) < 1e-6 ? 0 : Math.sign(p.centre[0]));
    const rim = new THREE.Mesh(new THREE.RingGeometry(r, r * 1.32, 28, 1, dir - 1.75, 3.5), leather);
    rim.position.set(p.centre[0], p.centre[1], z + 0.002);
    g.add(rim);
  }

  const pearl = new THREE.MeshBasicMaterial({ color: 0xf3ead2 });
  for (const d of t.diamonds) {
    const m = new THREE.Mesh(new THREE.CircleGeometry(0.011, 4), pearl);
    m.position.set(d[0], d[1], z + 0.001);
    g.add(m);
  }

  g.add(tableBody(t), room());

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

/** A pocket's well below the cloth: a dark lined cylinder with a bottom, seen through the hole. */
function pocketWell(c: Vec2, r: number): THREE.Group {
  const well = new THREE.Group();
  const depth = 0.11;
  const wall = new THREE.Mesh(
    new THREE.CylinderGeometry(r, r * 0.9, depth, 24, 1, true),
    new THREE.MeshBasicMaterial({ color: 0x1a1410, side: THREE.BackSide }),
  );
  wall.rotation.x = Math.PI / 2;
  wall.position.set(c[0], c[1], -depth / 2);
  const bottom = new THREE.Mesh(
    new THREE.CircleGeometry(r * 0.9, 24),
    new THREE.MeshBasicMaterial({ color: 0x060504 }),
  );
  bottom.position.set(c[0], c[1], -depth);
  well.add(wall, bottom);
  return well;
}

/** Under the rails: the table's body (apron) and six legs down to the floor. */
function tableBody(t: TableShape): THREE.Group {
  const body = new THREE.Group();
  const wood = new THREE.MeshLambertMaterial({ color: 0x3a1b0a });
  const ax = t.length / 2 + t.railWidth;
  const ay = t.width / 2 + t.railWidth;
  const apron = new THREE.Mesh(new THREE.BoxGeometry(2 * ax - 0.02, 2 * ay - 0.02, 0.2), wood);
  apron.position.set(0, 0, -0.14);
  body.add(apron);
  const legH = FLOOR_Z + 0.24;
  for (const x of [-ax + 0.12, 0, ax - 0.12])
    for (const y of [-ay + 0.1, ay - 0.1]) {
      const leg = new THREE.Mesh(new THREE.BoxGeometry(0.13, 0.13, -legH), wood);
      leg.position.set(x, y, (FLOOR_Z - 0.24) / 2);
      body.add(leg);
    }
  return body;
}

/** Floor of the room: the pool of light under the lamp painted into the texture; then walls. */
const FLOOR_Z = -0.78;

function room(): THREE.Group {
  const r = new THREE.Group();
  const floorTex = gradientTexture("#5a4030", "#1a120d");
  const floor = new THREE.Mesh(new THREE.PlaneGeometry(9, 7), new THREE.MeshBasicMaterial({ map: floorTex }));
  floor.position.z = FLOOR_Z;
  r.add(floor);
  const wallTex = gradientTexture("#31403a", "#121816");
  const wallMat = new THREE.MeshBasicMaterial({ map: wallTex, side: THREE.DoubleSide });
  const h = 3;
  for (const [w, x, y, rot] of [
    [9, 0, 3.5, 0],
    [9, 0, -3.5, 0],
    [7, 4.5, 0, Math.PI / 2],
    [7, -4.5, 0, Math.PI / 2],
  ] as const) {
    const wall = new THREE.Mesh(new THREE.PlaneGeometry(w, h), wallMat);
    wall.rotation.x = Math.PI / 2;
    wall.rotation.y = rot;
    wall.position.set(x, y, FLOOR_Z + h / 2);
    r.add(wall);
  }
  return r;
}

/** A small radial gradient, light at the centre: cheap painted lighting. */
function gradientTexture(inner: string, outer: string): THREE.Texture {
  const c = document.createElement("canvas");
  c.width = 64;
  c.height = 64;
  const ctx = c.getContext("2d")!;
  const grad = ctx.createRadialGradient(32, 32, 2, 32, 32, 44);
  grad.addColorStop(0, inner);
  grad.addColorStop(1, outer);
  ctx.fillStyle = grad;
  ctx.fillRect(0, 0, 64, 64);
  const tex = new THREE.CanvasTexture(c);
  tex.colorSpace = THREE.SRGBColorSpace;
  return tex;
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
