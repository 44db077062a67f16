import { describe, expect, it } from "vitest";
import { parseGame, parsePlayers, parseSets } from "./options.ts";
import { quantile } from "./summary.ts";

describe("mingo play options", () => {
  it("reads two players in order, AI levels and humans", () => {
    const r = parsePlayers("ai:strong,human");
    expect(r).toEqual({ ok: true, value: [{ kind: "ai", level: "strong" }, { kind: "human" }] });
    expect(parsePlayers("ai:strong").ok).toBe(false);
    expect(parsePlayers("ai:godlike,ai:easy").ok).toBe(false);
  });

  it("G-TEAM: partners joined by + make two sides, each of 1 to 4", () => {
    expect(parsePlayers("ai:strong+ai:easy,human")).toEqual({
      ok: true,
      value: [
        [
          { kind: "ai", level: "strong" },
          { kind: "ai", level: "easy" },
        ],
        [{ kind: "human" }],
      ],
    });
    const five = parsePlayers("human+human+human+human+human,human");
    expect(five.ok ? "" : five.error).toMatch(/1 to 4 players/);
    expect(parsePlayers("ai:strong+,human").ok).toBe(false);
  });

  it("types --set values and refuses a missing name", () => {
    expect(parseSets(["raceTo=1", "kitchenCrossingCounts=false", "nextBreak=winner"])).toEqual({
      ok: true,
      value: { raceTo: 1, kitchenCrossingCounts: false, nextBreak: "winner" },
    });
    expect(parseSets(["=3"]).ok).toBe(false);
    expect(parseSets(["raceTo"]).ok).toBe(false);
  });

  it("knows the two games", () => {
    expect(parseGame("pina")).toEqual({ ok: true, value: "pina" });
    expect(parseGame("nineball").ok).toBe(false);
  });

  it("takes quantiles from the sorted values", () => {
    expect(quantile([5, 1, 3, 2, 4], 0.5)).toBe(3);
    expect(quantile([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 100], 0.95)).toBe(
      100,
    );
    expect(quantile([], 0.5)).toBe(0);
  });
});
