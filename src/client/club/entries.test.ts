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

describe("the organizer's entries with a handicap (issue 39)", () => {
  it("a number in brackets at the end is the entry's handicap; other brackets stay in the name", () => {
    expect(parseEntries("Ana (5)\nBeto\nLos Tigres: Carla, Dani (4)\nJuan (el Rápido)")).toEqual([
      { name: "Ana", handicap: 5 },
      "Beto",
      { name: "Los Tigres", members: ["Carla", "Dani"], handicap: 4 },
      "Juan (el Rápido)",
    ]);
  });
});
