import { describe, expect, it } from "vitest";
import { aimGuide, aimTarget, rayBox, rayCircle, SHORT_OBJECT_LINE } from "./aim-line.ts";

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

describe("the aim guide", () => {
  const cut = (objY: number) => aimTarget([0, 0], 0, [{ id: 5, at: [0.6, objY] }], 1.27, 0.635, R);
  it("full: the object ball's line runs to the cushion and the cue ball leaves along the tangent line", () => {
    const t = cut(0.03);
    const g = aimGuide(t, [0, 0], 0, 0, 1.27, 0.635, R, [0.6, 0.03], "full");
    expect(g.map((s) => s.kind)).toEqual(["cue", "object", "after"]);
    const obj = g[1]!;
    // The object ball's line ends on the cushion rectangle (|x| or |y| at its limit).
    const atEdge =
      Math.abs(Math.abs(obj.to[0]) - (1.27 - R)) < 1e-9 || Math.abs(Math.abs(obj.to[1]) - (0.635 - R)) < 1e-9;
    expect(atEdge).toBe(true);
    // Stun: the cue ball's path is perpendicular to the object ball's.
    const after = g[2]!;
    const od = [obj.to[0] - obj.from[0], obj.to[1] - obj.from[1]];
    const ad = [after.to[0] - after.from[0], after.to[1] - after.from[1]];
    const cos =
      (od[0]! * ad[0]! + od[1]! * ad[1]!) / (Math.hypot(od[0]!, od[1]!) * Math.hypot(ad[0]!, ad[1]!));
    expect(Math.abs(cos)).toBeLessThan(1e-6);
  });
  it("follow bends the cue ball's path toward the object ball's line; draw away from it", () => {
    const t = cut(0.03);
    const angle = (tipY: number) => {
      const a = aimGuide(t, [0, 0], 0, tipY, 1.27, 0.635, R, [0.6, 0.03], "full")[2]!;
      return Math.atan2(a.to[1] - a.from[1], a.to[0] - a.from[0]);
    };
    expect(Math.abs(angle(0.5))).toBeLessThan(Math.abs(angle(0)));
    expect(Math.abs(angle(-0.5))).toBeGreaterThan(Math.abs(angle(0)));
  });
  it("short shows a stub of the object ball's line and no cue-ball path; off shows nothing", () => {
    const t = cut(0.03);
    const g = aimGuide(t, [0, 0], 0, 0, 1.27, 0.635, R, [0.6, 0.03], "short");
    expect(g.map((s) => s.kind)).toEqual(["cue", "object"]);
    expect(Math.hypot(g[1]!.to[0] - g[1]!.from[0], g[1]!.to[1] - g[1]!.from[1])).toBeCloseTo(
      SHORT_OBJECT_LINE,
      9,
    );
    expect(aimGuide(t, [0, 0], 0, 0, 1.27, 0.635, R, [0.6, 0.03], "off")).toEqual([]);
  });
});
