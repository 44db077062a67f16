/**
 * The phone's camera, recovered from the homography of one plane (Zhang's single-view
 * calibration with square pixels and the principal point at the photo's centre): its focal
 * length, turn and place over the table. It is what lets the page undo the parallax of a
 * ball's centre, which stands a radius above the cloth, and place the cloth's plane from the
 * cushions' tops, which stand above it.
 */
import { err, ok, type Result, type Vec2, type Vec3 } from "../core/index.ts";
import type { Mat3 } from "./homography.ts";

export interface PhotoCamera {
  /** Focal length in pixels, and the principal point (the photo's centre). */
  readonly f: number;
  readonly cx: number;
  readonly cy: number;
  /** World → camera: Xc = R·X + t, R's columns r1 r2 r3. */
  readonly r1: Vec3;
  readonly r2: Vec3;
  readonly r3: Vec3;
  readonly t: Vec3;
  /** Where the camera is, in the table's frame (metres, z up from the cloth). */
  readonly centre: Vec3;
  /** The focal length came from the photo (true) or from a phone's usual lens (false: too little perspective to tell). */
  readonly focalMeasured: boolean;
}

const dot = (a: Vec3, b: Vec3) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
const cross = (a: Vec3, b: Vec3): Vec3 => [
  a[1] * b[2] - a[2] * b[1],
  a[2] * b[0] - a[0] * b[2],
  a[0] * b[1] - a[1] * b[0],
];
const scale3 = (a: Vec3, k: number): Vec3 => [a[0] * k, a[1] * k, a[2] * k];
const sub3 = (a: Vec3, b: Vec3): Vec3 => [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
const norm3 = (a: Vec3) => Math.hypot(a[0], a[1], a[2]);

/**
 * A phone's main camera sees about 70° across its long side: f ≈ 0.72 of the long side. Used
 * when the table is seen almost straight from above, where the homography cannot tell the focal
 * length (a small error then moves a ball's corrected centre very little).
 */
const USUAL_FOCAL_SHARE = 0.72;

/**
 * The camera from the homography `h` of the horizontal plane at height `planeZ` (table
 * coordinates in metres → photo pixels) in a photo of `width`×`height`.
 */
export function cameraFrom(h: Mat3, width: number, height: number, planeZ = 0): Result<PhotoCamera, string> {
  const cx = width / 2;
  const cy = height / 2;
  // Centre the pixel coordinates: H' = T·H with T moving the principal point to the origin.
  const col = (j: number): Vec3 => [h[j]! - cx * h[6 + j]!, h[3 + j]! - cy * h[6 + j]!, h[6 + j]!];
  const h1 = col(0);
  const h2 = col(1);
  const h3 = col(2);
  // r1·r2 = 0 and |r1| = |r2|, each linear in w = 1/f²: solved together by least squares.
  const a1 = h1[0] * h2[0] + h1[1] * h2[1];
  const b1 = h1[2] * h2[2];
  const a2 = h1[0] ** 2 + h1[1] ** 2 - h2[0] ** 2 - h2[1] ** 2;
  const b2 = h1[2] ** 2 - h2[2] ** 2;
  const w = -(a1 * b1 + a2 * b2) / (a1 * a1 + a2 * a2);
  const longSide = Math.max(width, height);
  const measured = w > 0 ? 1 / Math.sqrt(w) : Number.NaN;
  // Trust the measurement only within a phone's lenses (ultra-wide to 3× tele).
  const focalMeasured = measured > 0.35 * longSide && measured < 3 * longSide;
  const f = focalMeasured ? measured : USUAL_FOCAL_SHARE * longSide;
  const unK = (v: Vec3): Vec3 => [v[0] / f, v[1] / f, v[2]];
  let k1 = unK(h1);
  let k2 = unK(h2);
  let k3 = unK(h3);
  let lambda = 2 / (norm3(k1) + norm3(k2));
  // The table is in front of the camera.
  if (k3[2] * lambda < 0) lambda = -lambda;
  k1 = scale3(k1, lambda);
  k2 = scale3(k2, lambda);
  k3 = scale3(k3, lambda);
  const r1 = scale3(k1, 1 / norm3(k1));
  const r3 = (() => {
    const c = cross(k1, k2);
    return scale3(c, 1 / norm3(c));
  })();
  const r2 = cross(r3, r1);
  // The plane at planeZ: its origin is (0, 0, planeZ), so the world origin sits planeZ·r3 lower.
  const t = sub3(k3, scale3(r3, planeZ));
  // C = −Rᵀ t.
  const centre: Vec3 = [-dot(r1, t), -dot(r2, t), -dot(r3, t)];
  if (centre[2] <= 0) return err("the camera comes out under the table: the corners are in mirror order");
  return ok({ f, cx, cy, r1, r2, r3, t, centre, focalMeasured });
}

/**
 * The camera at `eye` looking at `look`, the photo's up toward `up` (as three.js's lookAt), with
 * focal length `f` pixels in a `width`×`height` photo: the synthetic photos' truth.
 */
export function cameraLookingAt(
  eye: Vec3,
  look: Vec3,
  up: Vec3,
  f: number,
  width: number,
  height: number,
): PhotoCamera {
  const unit = (a: Vec3) => scale3(a, 1 / norm3(a));
  const fwd = unit(sub3(look, eye));
  const right = unit(cross(fwd, up));
  const down = cross(fwd, right);
  // R's rows are the camera's axes in the table's frame; its columns r1 r2 r3 follow.
  return {
    f,
    cx: width / 2,
    cy: height / 2,
    r1: [right[0], down[0], fwd[0]],
    r2: [right[1], down[1], fwd[1]],
    r3: [right[2], down[2], fwd[2]],
    t: [-dot(right, eye), -dot(down, eye), -dot(fwd, eye)],
    centre: eye,
    focalMeasured: true,
  };
}

/** A point of the table's frame in the photo (pixels). */
export function project(cam: PhotoCamera, p: Vec3): Vec2 {
  const x = cam.r1[0] * p[0] + cam.r2[0] * p[1] + cam.r3[0] * p[2] + cam.t[0];
  const y = cam.r1[1] * p[0] + cam.r2[1] * p[1] + cam.r3[1] * p[2] + cam.t[1];
  const z = cam.r1[2] * p[0] + cam.r2[2] * p[1] + cam.r3[2] * p[2] + cam.t[2];
  return [cam.cx + (cam.f * x) / z, cam.cy + (cam.f * y) / z];
}

/** The homography of the horizontal plane at height z (table metres → photo pixels). */
export function planeHomography(cam: PhotoCamera, z = 0): Mat3 {
  const { f, cx, cy, r1, r2, r3, t } = cam;
  const o: Vec3 = [r3[0] * z + t[0], r3[1] * z + t[1], r3[2] * z + t[2]];
  const row = (i: 0 | 1) => {
    const c = i === 0 ? cx : cy;
    return [f * r1[i] + c * r1[2], f * r2[i] + c * r2[2], f * o[i] + c * o[2]];
  };
  const m = [...row(0), ...row(1), r1[2], r2[2], o[2]];
  const k = 1 / m[8]!;
  return m.map((v) => v * k) as unknown as Mat3;
}

/**
 * Where a ball's outline, seen from the camera, falls on the cloth's plane: an ellipse along
 * the line from the camera's foot through the ball (a sphere's shadow from a point light). Its
 * centre, half-length along that line and half-width across it, and the unit direction of that
 * line, in table metres.
 */
export interface Footprint {
  readonly centre: Vec2;
  readonly along: Vec2;
  readonly halfLength: number;
  readonly halfWidth: number;
}

export function footprintOf(cam: PhotoCamera, ball: Vec2, radius: number): Footprint {
  const C = cam.centre;
  const dx = ball[0] - C[0];
  const dy = ball[1] - C[1];
  const horiz = Math.hypot(dx, dy);
  const along: Vec2 = horiz > 1e-9 ? [dx / horiz, dy / horiz] : [1, 0];
  // In the vertical plane through camera and ball: s along the ground, z up.
  const height = C[2] - radius;
  const dist = Math.hypot(horiz, height);
  const axisAngle = Math.atan2(height, horiz);
  const half = Math.asin(Math.min(1, radius / dist));
  // The cone's two edge rays in that plane meet the cloth at s = C_z / tan(angle below level).
  const hit = (angle: number) => C[2] / Math.tan(angle);
  const near = hit(axisAngle + half);
  const far = axisAngle - half > 1e-3 ? hit(axisAngle - half) : near + 20 * radius;
  const mid = (near + far) / 2;
  // Across: the cone's width where its axis meets the cloth, scaled as that point's distance.
  const axisHit = hit(axisAngle);
  const halfWidth = (radius * Math.hypot(axisHit, C[2])) / dist;
  return {
    centre: [C[0] + along[0] * mid, C[1] + along[1] * mid],
    along,
    halfLength: (far - near) / 2,
    halfWidth,
  };
}

/**
 * The ball whose outline on the cloth is centred at `seen`: the footprint's centre lies beyond
 * the ball (away from the camera), so the ball is found by a few fixed-point steps.
 */
export function ballUnderFootprint(cam: PhotoCamera, seen: Vec2, radius: number): Vec2 {
  let ball: Vec2 = seen;
  for (let i = 0; i < 6; i++) {
    const fp = footprintOf(cam, ball, radius).centre;
    ball = [ball[0] + seen[0] - fp[0], ball[1] + seen[1] - fp[1]];
  }
  return ball;
}
