import { describe, expect, it } from "vitest";
import { judgeKitchen, type KitchenFacts } from "./kitchen.ts";
import type { BallPath } from "./path.ts";

const HS = -0.635;
const line = (pts: [number, number, number][]): BallPath => pts.map(([t, x, y]) => ({ t, x, y }));

describe("G-KITCHEN on constructed positions", () => {
  const base = { headStringX: HS, crossingCounts: true };
  it("no foul when the first ball contacted started beyond the head string", () => {
    const cuePath = line([
      [0, -0.9, 0],
      [0.5, 0.4, 0],
    ]);
    expect(
      judgeKitchen({ ...base, cuePath, firstContact: { ball: 3, t: 0.5 }, firstContactStart: [0.45, 0] }),
    ).toBe(null);
  });
  it("G-KITCHEN when the first ball contacted was behind the head string and the cue ball never crossed", () => {
    const cuePath = line([
      [0, -0.9, 0],
      [0.2, -0.75, 0.2],
    ]);
    expect(
      judgeKitchen({ ...base, cuePath, firstContact: { ball: 3, t: 0.2 }, firstContactStart: [-0.7, 0.25] }),
    ).toBe("G-KITCHEN");
  });
  it("a ball with its centre exactly on the head string is behind it: G-KITCHEN", () => {
    const cuePath = line([
      [0, -0.9, 0],
      [0.2, -0.69, 0],
    ]);
    expect(
      judgeKitchen({ ...base, cuePath, firstContact: { ball: 3, t: 0.2 }, firstContactStart: [HS, 0] }),
    ).toBe("G-KITCHEN");
  });
  it("no foul when the cue ball crossed the head string before the contact [interp], foul when that setting is off", () => {
    // Out past the string to the foot cushion and back into the kitchen onto a ball there.
    const cuePath = line([
      [0, -0.9, 0],
      [1.0, 1.24, 0],
      [2.0, -0.6, 0],
    ]);
    const facts: KitchenFacts = {
      ...base,
      cuePath,
      firstContact: { ball: 5, t: 2.0 },
      firstContactStart: [-0.7, 0] as const,
    };
    expect(judgeKitchen(facts)).toBe(null);
    expect(judgeKitchen({ ...facts, crossingCounts: false })).toBe("G-KITCHEN");
  });
  it("a crossing after the contact does not count", () => {
    const cuePath = line([
      [0, -0.9, 0],
      [0.1, -0.7, 0],
      [0.6, 0.2, 0],
    ]);
    expect(
      judgeKitchen({ ...base, cuePath, firstContact: { ball: 5, t: 0.1 }, firstContactStart: [-0.65, 0] }),
    ).toBe("G-KITCHEN");
  });
  it("no first contact is not this rule's foul", () => {
    expect(
      judgeKitchen({ ...base, cuePath: line([[0, -0.9, 0]]), firstContact: null, firstContactStart: null }),
    ).toBe(null);
  });
});
