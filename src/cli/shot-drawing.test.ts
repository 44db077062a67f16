import { describe, expect, it } from "vitest";
import type { BallState } from "../physics/index.ts";
import { DEFAULT_PHYSICS_OPTIONS, makeTable, positionsAt, simulateShot } from "../physics/index.ts";
import { toShotDrawing } from "./shot-drawing.ts";

const R = DEFAULT_PHYSICS_OPTIONS.ball.radius;
const table = makeTable("9ft");
const at = (id: BallState["id"], x: number, y: number): BallState => ({
  id,
  r: [x, y, R],
  v: [0, 0, 0],
  w: [0, 0, 0],
  motion: "stationary",
});

describe("toShotDrawing on a simulated shot", () => {
  // A short straight stun shot into the foot-left corner: the 5 drops, the cue ball stops.
  const start = [at(0, 0.6, 0.3), at(5, 0.9, 0.45), at(12, -0.5, -0.4)];
  const aim = (Math.atan2(0.15, 0.3) * 180) / Math.PI;
  const run = simulateShot(table, start, { speed: 2.5, direction: aim, tipX: 0, tipY: 0, elevation: 0 });
  if (!run.ok) throw new Error("shot does not simulate");
  const d = toShotDrawing(table, R, start, run.value, positionsAt);

  it("starts every path where its ball started and leaves untouched balls as a single point", () => {
    for (const p of d.paths) {
      const s = start.find((b) => b.id === p.id)!;
      expect(p.points[0]).toEqual([s.r[0], s.r[1]]);
    }
    expect(d.paths.find((p) => p.id === 12)!.points).toHaveLength(1);
  });
  it("ends the pocketed ball's path at its pocket and lists it", () => {
    const pocketed = run.value.final.filter((b) => b.motion === "pocketed");
    expect(d.pocketed).toEqual([{ id: 5, pocket: "foot-left" }]);
    expect(d.pocketed.map((p) => p.id)).toEqual(pocketed.map((b) => b.id));
    expect(d.final.map((b) => b.id).sort()).toEqual(
      run.value.final
        .filter((b) => b.motion !== "pocketed")
        .map((b) => b.id)
        .sort(),
    );
    for (const p of d.pocketed) {
      const pocket = table.pockets.find((q) => q.id === p.pocket)!;
      const last = d.paths.find((x) => x.id === p.id)!.points.at(-1)!;
      expect(Math.hypot(last[0] - pocket.centre[0], last[1] - pocket.centre[1])).toBeLessThan(
        pocket.radius + 2 * R,
      );
    }
  });
  it("marks every collision and pocketing, a ball–ball contact halfway between the centres", () => {
    const kinds = ["ball-ball", "ball-cushion", "ball-pocket", "airborne", "landing", "off-table"];
    expect(d.marks).toHaveLength(run.value.events.filter((e) => kinds.includes(e.kind)).length);
    const hit = d.marks.find((m) => m.kind === "ball-ball")!;
    // The first contact is on the line y = x / 2 through both balls.
    expect(Math.abs(hit.at[1] / hit.at[0] - 0.5)).toBeLessThan(0.01);
  });
});
