import { describe, expect, it } from "vitest";
import { newMatch } from "./match.ts";
import { defaultSettings, fromSettings, SETTINGS, settingsFor } from "./settings.ts";

describe("settings", () => {
  it("every setting has a default its own check accepts, a rule ID and both languages", () => {
    for (const spec of SETTINGS) {
      const games = spec.game === "both" ? (["bola8", "pina"] as const) : [spec.game];
      for (const g of games) expect(fromSettings(g, { [spec.name]: spec.default }).ok).toBe(true);
      expect(spec.rule).toMatch(/^(B8|PC|G)-[A-Z0-9-]+$/);
      expect(spec.explanation.es.length).toBeGreaterThan(10);
      expect(spec.explanation.en.length).toBeGreaterThan(10);
    }
  });

  it("B8-MATCH / G-TABLE / G-KITCHEN / B8-EQUALIZE / B8-RACK: Bola 8 defaults", () => {
    expect(defaultSettings("bola8")).toMatchObject({
      raceTo: 3,
      nextBreak: "alternate",
      tableSizeFt: 9,
      kitchenCrossingCounts: true,
      equalizeMayTakeLastBall: false,
      rackPattern: "alternating-canonical",
    });
  });

  it("PC-LAG / PC-BREAK / PC-FOUL / PC-TWO-TURNS / PC-DEFENSE / PC-FROZEN / PC-RACK: Piña defaults", () => {
    expect(defaultSettings("pina")).toMatchObject({
      nextBreak: "lag",
      breakPocketContinues: false,
      pointsDeductedPerFoul: 0,
      owedTurnAfterOwnFoul: true,
      defenseSpanCm: 20,
      frozenGapBallFraction: 0.25,
      masseMinElevationDeg: 60,
      pinaRack: "one-at-apex-seeded",
    });
    expect(settingsFor("pina").map((s) => s.name)).not.toContain("raceTo");
  });

  it("unknown names and bad values are refused with the name in the message", () => {
    const unknown = newMatch("bola8", { raceto: 3 }, 0);
    expect(unknown.ok ? null : unknown.error.code).toBe("unknown-setting");
    expect(unknown.ok ? "" : unknown.error.message).toContain("raceto");
    const wrongGame = newMatch("bola8", { pointsDeductedPerFoul: 3 }, 0);
    expect(wrongGame.ok ? null : wrongGame.error.code).toBe("unknown-setting");
    for (const [name, value] of [
      ["raceTo", 0],
      ["raceTo", 2.5],
      ["raceTo", "3"],
      ["nextBreak", "coin"],
      ["tableSizeFt", 10],
      ["equalizeMayTakeLastBall", "yes"],
    ] as const) {
      const r = newMatch("bola8", { [name]: value }, 0);
      expect(r.ok ? null : r.error.code).toBe("invalid-setting");
      expect(r.ok ? "" : r.error.message).toContain(name);
    }
  });

  it("valid values are kept", () => {
    const r = newMatch("pina", { pointsDeductedPerFoul: 3, nextBreak: "winner" }, 1);
    expect(r.ok && r.value.settings.pointsDeductedPerFoul).toBe(3);
    expect(r.ok && r.value.settings.nextBreak).toBe("winner");
    expect(r.ok && r.value.turn).toBe(1);
  });
});
