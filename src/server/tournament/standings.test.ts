import { describe, expect, it } from "vitest";
import { type FinishedEncounter, standings } from "./standings.ts";

const players = ["ana", "beto", "carla", "dani"].map((id, i) => ({ id, name: id, seed: i + 1 }));
const played = (a: string, b: string, sa: number, sb: number): FinishedEncounter => ({
  a,
  b,
  scoreA: sa,
  scoreB: sb,
  winner: sa > sb ? 0 : sb > sa ? 1 : null,
  kind: "played",
  absent: [],
});

describe("standings", () => {
  it("PC-MATCH: Piña ranks by encounter points, half points included", () => {
    const rows = standings("pina", players, [played("ana", "beto", 3, 0), played("carla", "dani", 1.5, 1.5)]);
    expect(rows.map((r) => [r.id, r.points])).toEqual([
      ["ana", 3],
      ["carla", 1.5],
      ["dani", 1.5],
      ["beto", 0],
    ]);
  });
  it("PC-NOSHOW: a forfeit counts its points and marks the absent player", () => {
    const noshow: FinishedEncounter = {
      a: "dani",
      b: "ana",
      scoreA: 3,
      scoreB: 0,
      winner: 0,
      kind: "noshow",
      absent: [1],
    };
    const rows = standings("pina", players, [noshow]);
    expect(rows[0]).toMatchObject({ id: "dani", points: 3, won: 1 });
    expect(rows.find((r) => r.id === "ana")).toMatchObject({ forfeits: 1, lost: 1, points: 0 });
  });
  it("Piña tie on points and wins: head-to-head decides before the seed", () => {
    const rows = standings("pina", players, [
      played("ana", "dani", 1, 2),
      played("dani", "beto", 0, 3),
      played("ana", "carla", 2, 0),
    ]);
    // ana 3 pts, dani 2, beto 3, carla 0 ; ana and beto tie on points (3) and wins (1): no
    // head-to-head between them, so the seed decides.
    expect(rows.map((r) => r.id)).toEqual(["ana", "beto", "dani", "carla"]);
  });
  it("Bola 8 ranks by racks won, then encounters won, then fewest racks lost", () => {
    const rows = standings("bola8", players, [played("ana", "beto", 3, 2), played("carla", "dani", 1, 3)]);
    expect(rows.map((r) => r.id)).toEqual(["dani", "ana", "beto", "carla"]);
  });
});
