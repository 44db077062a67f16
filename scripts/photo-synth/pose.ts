/**
 * Where the synthetic photo's phone is held: behind the head of the table (within ±35° of its
 * long axis, so the head rail is the photo's near side, as the page assumes), at an angle of
 * 30–90° above the cloth, with a phone's lens (a vertical field of view of 45–65° in landscape)
 * and as far back as the whole table needs to fit, with a margin.
 */

import type { Rng, Vec2, Vec3 } from "../../src/core/index.ts";
import { cameraLookingAt, project } from "../../src/photo/index.ts";
import type { Table } from "../../src/physics/index.ts";

export interface Pose {
  readonly eye: Vec3;
  readonly look: Vec3;
  readonly up: Vec3;
  readonly fovDeg: number;
  /** Degrees above the cloth of the line from the camera to the table's centre. */
  readonly elevationDeg: number;
  readonly azimuthDeg: number;
  readonly width: number;
  readonly height: number;
}

const RAIL = 6 * 0.0254;

export function randomPose(table: Table, rng: Rng, elevationDeg: number): Pose {
  const upright = rng.next() < 0.5;
  const width = upright ? 960 : 1280;
  const height = upright ? 1280 : 960;
  // The phone's long side sees about 62–76°.
  const longFovDeg = 62 + 14 * rng.next();
  const f = Math.max(width, height) / 2 / Math.tan((longFovDeg * Math.PI) / 360);
  const fovDeg = (2 * Math.atan(height / 2 / f) * 180) / Math.PI;
  const azimuthDeg = elevationDeg > 85 ? (rng.next() - 0.5) * 20 : (rng.next() - 0.5) * 70;
  const az = (azimuthDeg * Math.PI) / 180;
  const el = (elevationDeg * Math.PI) / 180;
  // Aimed near the centre, a little off as a hand aims.
  const look: Vec3 = [(rng.next() - 0.5) * 0.2, (rng.next() - 0.5) * 0.1, 0];
  const back: Vec3 = [-Math.cos(el) * Math.cos(az), -Math.cos(el) * Math.sin(az), Math.sin(el)];
  const up: Vec3 = [Math.cos(az), Math.sin(az), 0];
  const margin = 0.04 + 0.1 * rng.next();
  const hx = table.length / 2 + RAIL;
  const hy = table.width / 2 + RAIL;
  const outer: Vec2[] = [
    [-hx, -hy],
    [hx, -hy],
    [hx, hy],
    [-hx, hy],
  ];
  const fits = (d: number) => {
    const eye: Vec3 = [look[0] + back[0] * d, look[1] + back[1] * d, back[2] * d];
    const cam = cameraLookingAt(eye, look, up, f, width, height);
    return outer.every((c) => {
      const [u, v] = project(cam, [c[0], c[1], 0.04]);
      return (
        u > margin * width && u < (1 - margin) * width && v > margin * height && v < (1 - margin) * height
      );
    });
  };
  let d = 1.5;
  while (!fits(d) && d < 12) d += 0.05;
  const eye: Vec3 = [look[0] + back[0] * d, look[1] + back[1] * d, back[2] * d];
  return { eye, look, up, fovDeg, elevationDeg, azimuthDeg, width, height };
}
