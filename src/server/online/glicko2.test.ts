import { describe, expect, it } from "vitest";
import { NEW_PLAYER, rate, rateMatch } from "./glicko2.ts";

describe("Glicko-2 (Glickman's worked example)", () => {
  it("1500/200/0.06 beating 1400/30, losing to 1550/100 and 1700/300 gives 1464.06/151.52/0.05999", () => {
    const r = rate({ rating: 1500, rd: 200, volatility: 0.06 }, [
      { opponent: { rating: 1400, rd: 30, volatility: 0.06 }, score: 1 },
      { opponent: { rating: 1550, rd: 100, volatility: 0.06 }, score: 0 },
      { opponent: { rating: 1700, rd: 300, volatility: 0.06 }, score: 0 },
    ]);
    // The paper rounds its intermediate values (μ' = −0.2069); unrounded this is 1464.0507.
    expect(Math.abs(r.rating - 1464.06)).toBeLessThan(0.015);
    expect(Math.abs(r.rd - 151.52)).toBeLessThan(0.01);
    expect(Math.abs(r.volatility - 0.05999)).toBeLessThan(0.00001);
  });
  it("a period without games only widens the deviation", () => {
    const r = rate({ rating: 1600, rd: 50, volatility: 0.06 }, []);
    expect(r.rating).toBe(1600);
    expect(r.rd).toBeGreaterThan(50);
  });
  it("a draw (Piña 60–60, half a point) moves both players toward each other", () => {
    const strong = { rating: 1700, rd: 80, volatility: 0.06 };
    const weak = { rating: 1500, rd: 80, volatility: 0.06 };
    const [s, w] = rateMatch(strong, weak, 0.5);
    expect(s.rating).toBeLessThan(1700);
    expect(w.rating).toBeGreaterThan(1500);
    expect(s.rd).toBeLessThan(80);
    expect(w.rd).toBeLessThan(80);
  });
  it("a draw between equals leaves the ratings but narrows the deviations", () => {
    const [a, b] = rateMatch(NEW_PLAYER, NEW_PLAYER, 0.5);
    expect(a.rating).toBeCloseTo(1500, 6);
    expect(b.rating).toBeCloseTo(1500, 6);
    expect(a.rd).toBeLessThan(350);
  });
  it("a win raises the winner and lowers the loser by the same amount between equals", () => {
    const [a, b] = rateMatch(NEW_PLAYER, NEW_PLAYER, 1);
    expect(a.rating).toBeGreaterThan(1500);
    expect(a.rating - 1500).toBeCloseTo(1500 - b.rating, 6);
  });
});
