import { describe, expect, it } from "vitest";
import type { ObjectBallId } from "../core/index.ts";
import { restingBall } from "../game/index.ts";
import { makeTable } from "../physics/index.ts";
import { newMatch } from "../rules/index.ts";
import { groupChoiceEdge, groupEase } from "./group-choice.ts";

const table = makeTable("9ft");
const R = 0.028575;
const ball = (id: number, x: number, y: number) => restingBall(id as ObjectBallId, x, y);

describe("B8-OPEN: the group that can be run out", () => {
  // Stripes spread in the open; solids frozen in a clump by the foot rail, the 3 and 4 behind it.
  const balls = [
    ball(0, -0.6, 0),
    ball(9, -0.3, 0.3),
    ball(10, 0.2, -0.35),
    ball(11, 0.6, 0.1),
    ball(1, 1.0, 0.0),
    ball(2, 1.0, 2 * R + 0.001),
    ball(3, 1.0 + 2 * R * 0.87, R + 0.0005),
    ball(4, 1.0 + 2 * R * 0.87, -R - 0.0005),
    ball(8, 0, 0),
  ];

  it("a spread group is easier than a clustered one", () => {
    expect(groupEase(table, R, balls, "stripes")).toBe(1);
    expect(groupEase(table, R, balls, "solids")).toBeLessThan(0.6);
  });

  it("the pot that gives me stripes here is worth more than the one that gives me solids", () => {
    const m = newMatch("bola8", {}, 0);
    if (!m.ok) throw new Error(m.error.message);
    const open = { ...m.value, phase: { kind: "play" as const }, groups: null };
    const stripes = groupChoiceEdge(open, { ...open, groups: ["stripes", "solids"] }, 0, table, R, balls);
    const solids = groupChoiceEdge(open, { ...open, groups: ["solids", "stripes"] }, 0, table, R, balls);
    expect(stripes).toBeGreaterThan(0);
    expect(solids).toBe(-stripes);
    // Groups already set before the shot: no edge.
    expect(groupChoiceEdge({ ...open, groups: ["solids", "stripes"] }, open, 0, table, R, balls)).toBe(0);
  });
});
