import { describe, expect, it } from "vitest";
import { atRate } from "./adapters.ts";

describe("the last shot at half speed", () => {
  it("lasts twice as long, with every pose and sound at the same place in the shot", () => {
    const pb = {
      duration: 2,
      at: (t: number) => [
        { id: 0 as const, r: [t, 0, 0.028] as const, w: [0, 0, 0] as const, visible: true },
      ],
      cues: [{ t: 0.5, kind: "ball" as const, speed: 1 }],
    };
    const half = atRate(pb, 0.5);
    expect(half.duration).toBe(4);
    expect(half.at(3)[0]!.r[0]).toBe(1.5);
    expect(half.cues[0]!.t).toBe(1);
    expect(atRate(pb, 1).at(1)).toEqual(pb.at(1));
  });
});
