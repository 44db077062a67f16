import { describe, expect, it } from "vitest";
import type { Vec2 } from "../core/index.ts";
import { makeTable, simulateShot } from "../physics/index.ts";
import { mouthWindow, pocketTargets } from "./aim-geometry.ts";
import { aimTable } from "./leave.ts";
import { dropWindow, mouthShapes, traceDrops } from "./pocket-window.ts";

const table = makeTable("9ft");
const R = 0.028575;
const shape = (id: string) => mouthShapes(table, R).find((s) => s.pocket === id)!;

function rolls(from: Vec2, to: Vec2): string | undefined {
  const direction = (Math.atan2(to[1] - from[1], to[0] - from[0]) * 180) / Math.PI;
  const s = simulateShot(
    table,
    [{ id: 0, r: [from[0], from[1], R], v: [0, 0, 0], w: [0, 0, 0], motion: "stationary" }],
    { speed: 1.6, direction: (direction + 360) % 360, tipX: 0, tipY: 0, elevation: 0 },
  );
  if (!s.ok) return undefined;
  const e = s.value.events.find((x) => x.kind === "ball-pocket");
  return e && e.kind === "ball-pocket" ? e.pocket : undefined;
}

describe("pocket windows traced through the jaws and rails", () => {
  it("finds the corner for a ball frozen on the long rail, which the straight window refused", () => {
    const frozen: Vec2 = [0.9, -(table.width / 2 - R)];
    const corner = pocketTargets(aimTable(table, R)).find((p) => p.pocket === "foot-right")!;
    expect(
      mouthWindow(corner.mouth!, [corner.aim[0] - frozen[0], corner.aim[1] - frozen[1]], R).tolerance,
    ).toBe(0);
    const w = dropWindow(shape("foot-right"), frozen);
    expect(w.tolerance).toBeGreaterThan(0.005);
    // The engine agrees: rolled along the aim it drops in that corner.
    expect(rolls(frozen, w.aim)).toBe("foot-right");
  });

  it("is wider than the straight window for a long shot into a corner, and the physics drops both edges", () => {
    const from: Vec2 = [-0.4, -0.3];
    const corner = pocketTargets(aimTable(table, R)).find((p) => p.pocket === "foot-right")!;
    const straight = mouthWindow(corner.mouth!, [corner.aim[0] - from[0], corner.aim[1] - from[1]], R);
    const w = dropWindow(shape("foot-right"), from);
    expect(w.tolerance).toBeGreaterThan(straight.tolerance);
    const u: Vec2 = [w.aim[0] - from[0], w.aim[1] - from[1]];
    const n: Vec2 = [-u[1] / Math.hypot(...u), u[0] / Math.hypot(...u)];
    for (const side of [-0.8, 0.8])
      expect(rolls(from, [w.aim[0] + side * w.tolerance * n[0], w.aim[1] + side * w.tolerance * n[1]])).toBe(
        "foot-right",
      );
  });

  it("refuses a side pocket from along the rail and from behind its line", () => {
    expect(dropWindow(shape("side-left"), [0.9, table.width / 2 - R]).tolerance).toBe(0);
    expect(dropWindow(shape("side-left"), [0.3, -0.6]).tolerance).toBeGreaterThan(0);
    expect(traceDrops(shape("side-left"), [0, 0.3], -Math.PI / 2)).toBe(false);
  });
});
