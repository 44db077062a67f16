import { describe, expect, it } from "vitest";
import { makeTable } from "../physics/index.ts";
import { mouthWindow, pocketTargets } from "./aim-geometry.ts";
import { pocketAim } from "./candidates.ts";
import { aimTable } from "./leave.ts";

const table = makeTable("9ft");
const R = 0.028575;
const targets = pocketTargets(aimTable(table, R));
const footLeft = targets.find((p) => p.pocket === "foot-left")!;
const sideLeft = targets.find((p) => p.pocket === "side-left")!;

describe("pocket mouth windows from the table's jaws", () => {
  it("accepts about ±3 cm head-on into a corner, less from a shallow angle", () => {
    const headOn = mouthWindow(footLeft.mouth!, footLeft.into, R);
    expect(headOn.tolerance).toBeGreaterThan(0.02);
    expect(headOn.tolerance).toBeLessThan(0.045);
    // Nearly along the long rail (10° off it).
    const shallow = mouthWindow(footLeft.mouth!, [Math.cos(0.175), Math.sin(0.175)], R);
    expect(shallow.tolerance).toBeLessThan(headOn.tolerance);
  });

  it("refuses a side pocket from behind its line and from too flat an angle", () => {
    expect(pocketAim(sideLeft, [0.9, 0.55], R).tolerance).toBe(0);
    expect(pocketAim(sideLeft, [0, -0.3], R).tolerance).toBeGreaterThan(0.02);
  });

  it("moves the aim point off the mouth's middle when the approach is shallow", () => {
    const mid = footLeft.aim;
    const w = pocketAim(footLeft, [0.2, 0.4], R);
    expect(w.tolerance).toBeGreaterThan(0);
    expect(Math.hypot(w.aim[0] - mid[0], w.aim[1] - mid[1])).toBeGreaterThan(0.001);
  });
});
