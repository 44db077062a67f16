import { describe, expect, it } from "vitest";
import { defenseTravel, judgeDefense } from "./defense.ts";
import { type BallPath, pathLength } from "./path.ts";

const line = (pts: [number, number, number][]): BallPath => pts.map(([t, x, y]) => ({ t, x, y }));

describe("PC-DEFENSE travel (PC-19) on constructed paths", () => {
  const cue15 = line([
    [0, 0, 0],
    [0.5, 0.15, 0],
  ]);
  const obj8 = line([
    [0.5, 0.3, 0],
    [1, 0.34, 0.06928],
  ]);
  it("cue ball alone short of the span: foul PC-DEFENSE", () => {
    expect(judgeDefense({ cuePath: cue15, objectPaths: [], spanM: 0.2 })).toBe("PC-DEFENSE");
  });
  it("cue ball plus one object ball reaching the span: legal", () => {
    expect(defenseTravel(cue15, [obj8])).toBeCloseTo(0.23, 4);
    expect(judgeDefense({ cuePath: cue15, objectPaths: [obj8], spanM: 0.2 })).toBe(null);
  });
  it("only one object ball counts, not the sum of several", () => {
    const small = line([
      [0, 0, 0],
      [1, 0.03, 0],
    ]);
    expect(judgeDefense({ cuePath: cue15, objectPaths: [small, small, small], spanM: 0.2 })).toBe(
      "PC-DEFENSE",
    );
  });
  it("the cue ball's path counts in full, around a cushion and back", () => {
    const bounce = line([
      [0, 0, 0],
      [0.3, 0.12, 0],
      [0.6, 0.02, 0],
    ]);
    expect(pathLength(bounce)).toBeCloseTo(0.22, 12);
    expect(judgeDefense({ cuePath: bounce, objectPaths: [], spanM: 0.2 })).toBe(null);
  });
});
