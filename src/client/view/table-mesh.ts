/**
 * The static table as three.js meshes, in the physics frame (z up): cloth with the pockets cut
 * through it, each pocket a dark well with a leather rim on the rail, cushion rubber along the
 * nose lines, wooden rails with pearl diamonds, the head string and foot spot marked on the
 * cloth, the table's body on six legs, and a room around it (floor and walls, their light
 * painted into the textures so they cost no lighting per pixel under software GL).
 */
import * as THREE from "three";
import type { Vec2 } from "../../core/index.ts";
import type { DrawQuality } from "./quality.ts";
import { clothTextures, floorTexture, woodTexture } from "./surfaces.ts";
import type { CushionShape, TableShape } from "./types.ts";

const CLOTH = 0x166b3c;
const CUSHION = 0x125a32;
const WOOD = 0x6b3416;
const CUSHION_DEPTH = 0.05;

/**
 * The table at a drawing quality: low is the plain table (flat colours, painted light); high
 * adds the woven cloth, grained wood, a rubber line along the rails, pockets open through the
 * rail into a leather-lined drop, and boards on the floor (physically based materials, lit by
 * the lamps the view hangs over the table).
 */
export function buildTable(t: TableShape, quality: DrawQuality = "low"): THREE.Group {
  const high = quality === "high";
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
  const cloth = new THREE.Mesh(new THREE.ShapeGeometry(clothShape, 24), high ? clothMaterial() : clothLow);
  cloth.receiveShadow = true;
  cloth.name = "cloth";
  g.add(cloth);
  for (const p of t.pockets) g.add(pocketWell(p.centre, p.radius, high));

  const cushionMat = high
    ? new THREE.MeshStandardMaterial({ color: CUSHION, roughness: 0.95 })
    : new THREE.MeshLambertMaterial({ color: CUSHION });
  for (const c of t.cushions.filter((c) => !c.isJaw)) {
    const mesh = new THREE.Mesh(cushionGeometry(c, t), cushionMat);
    mesh.name = "cushion";
    mesh.castShadow = false;
    mesh.receiveShadow = true;
    g.add(mesh);
    if (high) g.add(rubberLine(c, t));
  }

  // Rails: four wooden boxes around the cushions, the corners filled by the long ones.
  const wood = high
    ? new THREE.MeshStandardMaterial({ map: woodTexture(), roughness: 0.38, metalness: 0.05 })
    : new THREE.MeshPhongMaterial({ color: WOOD, shininess: 40, specular: 0x222222 });
  const outer = t.railWidth - CUSHION_DEPTH;
  const z = t.railTopHeight;
  // Each box is built along its rail (turned for the end rails) so the grain runs along it.
  const box = (along: number, across: number, cx: number, cy: number, endRail: boolean) => {
    const m = new THREE.Mesh(new THREE.BoxGeometry(along, across, z + 0.04), wood);
    m.position.set(cx, cy, z / 2 - 0.02);
    if (endRail) m.rotation.z = Math.PI / 2;
    m.receiveShadow = true;
    g.add(m);
  };
  const ox = hx + CUSHION_DEPTH;
  const oy = hy + CUSHION_DEPTH;
  box(2 * (ox + outer), outer, 0, oy + outer / 2, false);
  box(2 * (ox + outer), outer, 0, -(oy + outer / 2), false);
  box(2 * oy, outer, ox + outer / 2, 0, true);
  box(2 * oy, outer, -(ox + outer / 2), 0, true);

  if (high) for (const p of t.pockets) g.add(openPocket(p.centre, p.radius, t));
  // Pockets on the rail (low): the hole, and a leather rim on its outer side.
  else addFlatPockets(g, t);

  const pearl = high
    ? new THREE.MeshStandardMaterial({ color: 0xf3ead2, roughness: 0.25, emissive: 0x2a2620 })
    : new THREE.MeshBasicMaterial({ color: 0xf3ead2 });
  for (const d of t.diamonds) {
    const m = new THREE.Mesh(new THREE.CircleGeometry(0.011, 4), pearl);
    m.position.set(d[0], d[1], z + 0.001);
    g.add(m);
  }

  g.add(tableBody(t, high), room(high));

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

const clothLow = new THREE.MeshLambertMaterial({ color: CLOTH });

function clothMaterial(): THREE.Material {
  const { map, bump } = clothTextures();
  // The cloth shape's texture coordinates are metres: a tile of the weave is 12.5 cm.
  for (const tex of [map, bump]) tex.repeat.set(8, 8);
  return new THREE.MeshStandardMaterial({
    map,
    bumpMap: bump,
    bumpScale: 0.6,
    roughness: 0.92,
    metalness: 0,
  });
}

/** The low quality's pockets: a dark disc over the rail and a leather rim on its outer side. */
function addFlatPockets(g: THREE.Group, t: TableShape): void {
  const z = t.railTopHeight;
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
}

/** A pocket's well below the cloth: a dark lined cylinder with a bottom, seen through the hole. */
function pocketWell(c: Vec2, r: number, high: boolean): THREE.Group {
  const well = new THREE.Group();
  const depth = 0.11;
  // High: the liner is leather the lamps light, so a ball sinking into it stays visible.
  const liner = high
    ? new THREE.MeshStandardMaterial({ color: 0x2a1a10, roughness: 0.7, side: THREE.BackSide })
    : new THREE.MeshBasicMaterial({ color: 0x1a1410, side: THREE.BackSide });
  const wall = new THREE.Mesh(new THREE.CylinderGeometry(r, r * 0.9, depth, 24, 1, true), liner);
  wall.rotation.x = Math.PI / 2;
  wall.position.set(c[0], c[1], -depth / 2);
  const bottom = new THREE.Mesh(
    new THREE.CircleGeometry(r * 0.9, 24),
    new THREE.MeshBasicMaterial({ color: high ? 0x0d0806 : 0x060504 }),
  );
  bottom.position.set(c[0], c[1], -depth);
  well.add(wall, bottom);
  return well;
}

/**
 * A pocket open through the rail (high): the mouth cut from the rail's top (only where the
 * rail is; over the bed the cloth's own hole is the mouth, so a ball at the jaws is never
 * hidden) and the leather cover curled round the back of the hole; below the cloth the well is
 * lined with leather the lamps light, so a ball going down is seen going down.
 */
function openPocket(c: Vec2, r: number, t: TableShape): THREE.Group {
  const g = new THREE.Group();
  const z = t.railTopHeight;
  const X = t.length / 2 + CUSHION_DEPTH;
  const Y = t.width / 2 + CUSHION_DEPTH;
  const mouth = railPartOfCircle(c, r, X, Y);
  if (mouth.length >= 3) {
    const shape = new THREE.Shape(mouth.map(([x, y]) => new THREE.Vector2(x, y)));
    const m = new THREE.Mesh(
      new THREE.ShapeGeometry(shape),
      new THREE.MeshBasicMaterial({ color: 0x050403 }),
    );
    m.position.z = z + 0.0015;
    g.add(m);
  }
  // The back of the drop faces away from the bed: outward from the table's centre.
  const out = Math.atan2(Math.sign(c[1]), Math.abs(c[0]) < 1e-6 ? 0 : Math.sign(c[0]));
  const leather = new THREE.MeshStandardMaterial({
    color: 0x1c120b,
    roughness: 0.55,
    side: THREE.DoubleSide,
  });
  const arc = Math.abs(c[0]) < 1e-6 ? Math.PI : Math.PI * 1.5;
  const cover = new THREE.Mesh(new THREE.TorusGeometry(r * 1.12, 0.011, 8, 28, arc), leather);
  cover.rotation.z = out - arc / 2;
  cover.position.set(c[0], c[1], z + 0.002);
  g.add(cover);
  return g;
}

/**
 * The part of a pocket's circle lying on the rail: outside the rectangle of the cushions'
 * backs (|x| ≤ X, |y| ≤ Y), as a polygon. Walking the circle, points inside the rectangle are
 * dropped, crossings are put on the rectangle's edge, and the rectangle's corner is kept when
 * the circle holds it (the corner pockets).
 */
export function railPartOfCircle(c: Vec2, r: number, X: number, Y: number, steps = 48): Vec2[] {
  const inside = (p: Vec2) => Math.abs(p[0]) < X && Math.abs(p[1]) < Y;
  const corner: Vec2 = [Math.sign(c[0]) * X, Math.sign(c[1]) * Y];
  const holdsCorner = Math.abs(c[0]) > 1e-6 && Math.hypot(corner[0] - c[0], corner[1] - c[1]) < r;
  const pts: Vec2[] = [];
  for (let i = 0; i < steps; i++) {
    const a = (i / steps) * Math.PI * 2;
    pts.push([c[0] + Math.cos(a) * r, c[1] + Math.sin(a) * r]);
  }
  const out: Vec2[] = [];
  for (let i = 0; i < steps; i++) {
    const p = pts[i]!;
    const q = pts[(i + 1) % steps]!;
    if (!inside(p)) out.push(p);
    if (inside(p) !== inside(q)) {
      out.push(edgeCrossing(p, q, inside));
      if (!inside(p) && holdsCorner) out.push(corner);
    }
  }
  return out;
}

/** Where the segment p→q crosses the rectangle's boundary (bisection: a few steps suffice). */
function edgeCrossing(p: Vec2, q: Vec2, inside: (v: Vec2) => boolean): Vec2 {
  let a = p;
  let b = q;
  for (let i = 0; i < 24; i++) {
    const m: Vec2 = [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];
    if (inside(m) === inside(a)) a = m;
    else b = m;
  }
  return b;
}

/** The rubber's dark line where the cushion's top meets the wooden rail. */
function rubberLine(c: CushionShape, t: TableShape): THREE.Mesh {
  const back = (p: Vec2): Vec2 => [p[0] - c.normal[0] * CUSHION_DEPTH, p[1] - c.normal[1] * CUSHION_DEPTH];
  const a = back(c.p1);
  const b = back(c.p2);
  const len = Math.hypot(b[0] - a[0], b[1] - a[1]);
  const m = new THREE.Mesh(
    new THREE.BoxGeometry(len, 0.005, 0.003),
    new THREE.MeshStandardMaterial({ color: 0x0b0b0b, roughness: 0.6 }),
  );
  m.position.set((a[0] + b[0]) / 2, (a[1] + b[1]) / 2, t.railTopHeight + 0.0005);
  m.rotation.z = Math.atan2(b[1] - a[1], b[0] - a[0]);
  return m;
}

/** Under the rails: the table's body (apron) and six legs down to the floor. */
function tableBody(t: TableShape, high: boolean): THREE.Group {
  const body = new THREE.Group();
  const wood = high
    ? new THREE.MeshStandardMaterial({ color: 0x5a2c12, map: woodTexture(), roughness: 0.5 })
    : new THREE.MeshLambertMaterial({ color: 0x3a1b0a });
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

function room(high: boolean): THREE.Group {
  const r = new THREE.Group();
  const floorTex = high ? floorTexture() : gradientTexture("#5a4030", "#1a120d");
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
