import { describe, expect, it } from "vitest";
import { parseEntries } from "./entries.ts";

describe("the organizer's entries (G-TEAM)", () => {
  it("a line is a player, or a team with its players after a colon, in shooting order", () => {
    expect(parseEntries("Ana\n  Beto  \n\nLos Tigres: Carla, Dani ,Eli\n")).toEqual([
      "Ana",
      "Beto",
      { name: "Los Tigres", members: ["Carla", "Dani", "Eli"] },
    ]);
    // A team with no players is passed on as typed: the server says what is wrong with it.
    expect(parseEntries("Solos:")).toEqual([{ name: "Solos", members: [] }]);
  });
});
