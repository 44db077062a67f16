import { describe, expect, it } from "vitest";
import type { Vec2, Vec3 } from "../core/index.ts";
import {
  ballUnderFootprint,
  cameraFrom,
  cameraLookingAt,
  footprintOf,
  planeHomography,
  project,
} from "./camera.ts";
import { applyH, homographyFrom } from "./homography.ts";

const lookAt = (eye: Vec3, look: Vec3, f: number, w: number, h: number) =>
  cameraLookingAt(eye, look, [0, 0, 1], f, w, h);

const corners: Vec2[] = [
  [-1.3, -0.65],
  [1.3, -0.65],
  [1.3, 0.65],
  [-1.3, 0.65],
];

describe("the camera from one plane's homography", () => {
  it.each([
    ["from the head end at about 35°", [-3.2, 0.4, 1.9] as Vec3, 1100],
    ["from the side at about 60°", [0.3, -1.6, 2.6] as Vec3, 900],
  ])("recovers place and focal length %s", (_, eye, f) => {
    const truth = lookAt(eye, [0, 0, 0], f, 1600, 1200);
    const zTop = 0.044;
    const seen = corners.map((c) => project(truth, [c[0], c[1], zTop]));
    const h = homographyFrom(corners, seen);
    if (!h.ok) throw new Error(h.error);
    const cam = cameraFrom(h.value, 1600, 1200, zTop);
    if (!cam.ok) throw new Error(cam.error);
    expect(cam.value.f).toBeCloseTo(f, 0);
    for (let i = 0; i < 3; i++) expect(cam.value.centre[i]).toBeCloseTo(eye[i]!, 4);
    // The cloth's own plane, 4.4 cm lower, maps as the true camera maps it.
    const g = planeHomography(cam.value, 0);
    const p = applyH(g, [0.7, -0.3]);
    const q = project(truth, [0.7, -0.3, 0]);
    expect(Math.hypot(p[0] - q[0], p[1] - q[1])).toBeLessThan(1e-6);
  });

  it("puts a ball back under its outline on the cloth", () => {
    const cam = lookAt([-3, 0, 1.5], [0, 0, 0], 1000, 1600, 1200);
    const ball: Vec2 = [0.5, 0.2];
    const fp = footprintOf(cam, ball, 0.028575);
    // Seen at ~26° the outline lies well beyond the ball, longer than wide.
    expect(fp.centre[0] - ball[0]).toBeGreaterThan(0.04);
    expect(fp.halfLength).toBeGreaterThan(1.8 * fp.halfWidth);
    const back = ballUnderFootprint(cam, fp.centre, 0.028575);
    expect(Math.hypot(back[0] - ball[0], back[1] - ball[1])).toBeLessThan(1e-6);
  });
});
