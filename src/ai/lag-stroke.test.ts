import { describe, expect, it } from "vitest";
import { makeTable } from "../physics/index.ts";
import { idealLagSpeed, lagGap } from "./lag-stroke.ts";

describe("the AI's lag pace (B8-LAG, PC-LAG)", () => {
  it("brings the ball back from the foot cushion to rest a few cm from the head cushion", () => {
    const table = makeTable("9ft");
    const v = idealLagSpeed(table);
    const gap = lagGap(table, v);
    expect(gap).toBeGreaterThan(0);
    expect(gap).toBeLessThan(0.06);
    // 5% harder reaches the head cushion; 10% softer stops well short of it.
    expect(lagGap(table, v * 1.05)).toBe(-1);
    expect(lagGap(table, v * 0.9)).toBeGreaterThan(0.15);
  });
});
