import { describe, expect, it } from "vitest";
import { aimTarget, rayBox, rayCircle } from "./aim-line.ts";

const R = 0.028575;

describe("aim line to the first contact", () => {
  it("stops at the ghost ball of a straight-on object ball", () => {
    const t = aimTarget([0, 0], 0, [{ id: 5, at: [1, 0] }], 1.27, 0.635, R);
    expect(t.kind).toBe("ball");
    if (t.kind !== "ball") return;
    expect(t.ball).toBe(5);
    expect(t.ghost[0]).toBeCloseTo(1 - 2 * R, 9);
    expect(t.ghost[1]).toBeCloseTo(0, 9);
    expect(t.objectDirection[0]).toBeCloseTo(1, 9);
  });
  it("takes the nearer of two balls on the line and ignores balls behind", () => {
    const t = aimTarget(
      [0, 0],
      0,
      [
        { id: 3, at: [0.8, 0.01] },
        { id: 9, at: [0.4, -0.02] },
        { id: 1, at: [-0.3, 0] },
      ],
      1.27,
      0.635,
      R,
    );
    expect(t.kind === "ball" && t.ball).toBe(9);
  });
  it("cuts: the object ball leaves along the line of centres", () => {
    const t = aimTarget([0, 0], 0, [{ id: 2, at: [0.5, R] }], 1.27, 0.635, R);
    if (t.kind !== "ball") throw new Error("expected a ball");
    expect(t.objectDirection[1]).toBeCloseTo(0.5, 6);
  });
  it("reaches the cushion nose rectangle when nothing is in the way", () => {
    const t = aimTarget([0, 0], 90, [{ id: 2, at: [0.5, 0] }], 1.27, 0.635, R);
    expect(t.kind).toBe("cushion");
    expect(t.ghost[1]).toBeCloseTo(0.635 - R, 9);
  });
  it("ray helpers: miss, frozen contact, box from inside", () => {
    expect(rayCircle([0, 0], [1, 0], [1, 1], 0.5)).toBeNull();
    expect(rayCircle([0, 0], [1, 0], [2 * R, 0], 2 * R)).toBe(0);
    expect(rayBox([0, 0], [Math.SQRT1_2, Math.SQRT1_2], 1, 0.5)).toBeCloseTo(0.5 / Math.SQRT1_2, 9);
  });
});
