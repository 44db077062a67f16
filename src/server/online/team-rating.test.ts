import { describe, expect, it } from "vitest";
import { NEW_PLAYER, rateMatch } from "./glicko2.ts";
import { composite, pairId, rateSides } from "./team-rating.ts";

const r = (rating: number, rd: number) => ({ rating, rd, volatility: 0.06 });

describe("doubles ratings (G-TEAM online: Weng & Lin's team model on Glicko-2)", () => {
  it("four new players: each moves as a new player beating one new player would, the pair's change shared equally", () => {
    const [a, b] = rateSides(
      [
        [NEW_PLAYER, NEW_PLAYER],
        [NEW_PLAYER, NEW_PLAYER],
      ],
      1,
    );
    const [solo] = rateMatch(NEW_PLAYER, NEW_PLAYER, 1);
    for (const p of a) expect(p.rating).toBeCloseTo(solo.rating, 6);
    for (const p of b) expect(p.rating).toBeCloseTo(1500 - (solo.rating - 1500), 6);
    expect(a[0]!.rd).toBeLessThan(350);
  });

  it("the less known partner moves more: the side's change is shared by variance", () => {
    const [a] = rateSides(
      [
        [r(1600, 50), r(1600, 200)],
        [r(1600, 100), r(1600, 100)],
      ],
      1,
    );
    const settled = a[0]!.rating - 1600;
    const fresh = a[1]!.rating - 1600;
    expect(settled).toBeGreaterThan(0);
    expect(fresh / settled).toBeCloseTo((200 * 200) / (50 * 50), 6);
    // The side as a whole moves as its composite would against the other side's.
    const comp = composite([r(1600, 50), r(1600, 200)]);
    const moved = rateMatch(comp, composite([r(1600, 100), r(1600, 100)]), 1)[0].rating - comp.rating;
    expect((settled + fresh) / 2).toBeCloseTo(moved, 6);
  });

  it("beating a stronger side gains more than beating a weaker one; a draw between equals moves nobody", () => {
    const strong = rateSides(
      [
        [r(1500, 80), r(1500, 80)],
        [r(1800, 80), r(1700, 80)],
      ],
      1,
    )[0][0]!.rating;
    const weak = rateSides(
      [
        [r(1500, 80), r(1500, 80)],
        [r(1300, 80), r(1200, 80)],
      ],
      1,
    )[0][0]!.rating;
    expect(strong - 1500).toBeGreaterThan(weak - 1500);
    const [x, y] = rateSides(
      [
        [r(1550, 80), r(1450, 80)],
        [r(1500, 80), r(1500, 80)],
      ],
      0.5,
    );
    for (const p of [...x, ...y]) expect(Math.abs(p.rating - 1500)).toBeLessThan(51);
    expect(x[0]!.rating).toBeCloseTo(1550, 6);
  });

  it("a pair is the same entrant whichever partner created the match", () => {
    expect(pairId(["g:b", "g:a"])).toBe(pairId(["g:a", "g:b"]));
    expect(pairId(["g:a", "g:b"])).toBe("t:g:a+g:b");
  });
});
