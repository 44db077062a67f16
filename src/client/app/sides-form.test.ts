import { describe, expect, it } from "vitest";
import { DEFAULT_SIDES, type SidesDraft, sidesConfig, sidesProblem } from "./sides-form.ts";

const draft = (names: [string, string, string, string], over: Partial<SidesDraft> = {}): SidesDraft => ({
  ...DEFAULT_SIDES,
  mode: "doubles",
  seats: [
    [
      { name: names[0], who: "human" },
      { name: names[1], who: "strong" },
    ],
    [
      { name: names[2], who: "human" },
      { name: names[3], who: "beginner" },
    ],
  ],
  ...over,
});

describe("who plays (G-TEAM)", () => {
  it("G-TEAM: four seats make two sides, each partner a person or the computer at its own level", () => {
    const c = sidesConfig(draft(["Ana", "Carla", "Beto", "Dani"], { rotation: "shot" }), "es");
    expect(c.names).toEqual(["Ana y Carla", "Beto y Dani"]);
    expect(c.partners).toEqual([
      ["Ana", "Carla"],
      ["Beto", "Dani"],
    ]);
    expect(c.seats).toEqual([
      [{ kind: "human" }, { kind: "computer", level: "strong" }],
      [{ kind: "human" }, { kind: "computer", level: "beginner" }],
    ]);
    expect(c.rotation).toBe("shot");
  });

  it("G-TEAM: empty names take distinct defaults in the language shown", () => {
    const en = sidesConfig(draft(["", "", "", ""]), "en");
    expect(en.partners).toEqual([
      ["Player 1", "Computer 2 (Strong)"],
      ["Player 3", "Computer 4 (Beginner)"],
    ]);
    expect(en.names[0]).toBe("Player 1 and Computer 2 (Strong)");
    expect(sidesConfig(draft(["", "", "", ""]), "es").partners[0]).toEqual([
      "Jugador 1",
      "Computadora 2 (Fuerte)",
    ]);
  });

  it("G-TEAM: two seats with one name are a problem the form names", () => {
    expect(sidesProblem(draft(["Ana", "ana ", "Beto", "Dani"]))).toMatch(/mismo nombre|same name/);
    expect(sidesProblem(draft(["Ana", "", "", ""]))).toBeNull();
  });
});
