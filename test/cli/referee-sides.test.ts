/** `mingo referee` with sides (G-TEAM, MATCH-SCRIPT.md): `shooter` on every line, partners named, bad sides refused. */
import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";

const mingo = (args: string[], input?: string) =>
  spawnSync("node", ["bin/mingo.js", ...args], { encoding: "utf8", input, timeout: 60_000 });

const sidesScript = (over: Record<string, unknown>) =>
  JSON.stringify({ game: "pina", players: [["Ana", "Carla"], ["Beto"]], breaker: 0, steps: [], ...over });
const pinaBreak = { shot: { by: 0, events: [{ hit: [0, 1] }, { rail: 2 }, { rail: 3 }] } };

describe("mingo referee with sides", () => {
  it("G-TEAM: the doubles example rules every step, each line ending with shooter", () => {
    const r = mingo(["referee", "examples/bola8-doubles.json"]);
    expect(r.status, r.stderr).toBe(0);
    const lines = r.stdout
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(lines.every((l) => Object.keys(l).at(-1) === "shooter")).toBe(true);
    expect(lines.map((l) => l.shooter)).toEqual([
      [0, 0],
      [0, 0],
      [1, 0],
      [0, 1],
      [0, 1],
      [0, 1],
      [0, 1],
      [1, 0],
      [1, 0],
      [1, 1],
      [0, 1],
    ]);
    expect(lines[3]).toMatchObject({ fouls: ["G-TEAM-ORDER"], optionsFor: 0 });
  });

  it("G-TEAM-ORDER: --explain names the partner who struck and the partner due, in both languages", () => {
    const es = mingo(["referee", "--explain", "examples/bola8-doubles.json"]).stdout;
    expect(es).toContain("Dani (Beto y Dani) tira.");
    expect(es).toContain("Opciones para Carla.");
    expect(es).toContain("Ana y Carla ganan el triángulo");
    const en = mingo(["referee", "--explain", "--lang", "en", "examples/bola8-doubles.json"]).stdout;
    expect(en).toContain("Dani (Beto and Dani) shoots.");
    expect(en).toContain("Foul by Beto and Dani: partners' order (G-TEAM-ORDER).");
  });

  it.each([
    [
      "a side of no players",
      { players: [[], ["Beto"]] },
      /^script\.players\[0\]: a side needs at least one player$/,
    ],
    ["a side of five", { players: [["a", "b", "c", "d", "e"], ["B"]] }, /^script\.players\[0\]/],
    ["a name and a side", { players: ["Ana", ["Beto"]] }, /not one of each/],
    [
      "a partner outside the side",
      { steps: [{ shot: { ...pinaBreak.shot, player: 2 } }] },
      /^step 1: player 2 is not in side 0/,
    ],
    [
      "a partner index that is no index",
      { steps: [{ shot: { ...pinaBreak.shot, player: -1 } }] },
      /^step 1: shot\.player/,
    ],
    ["an unknown rotation", { settings: { teamRotation: "stroke" } }, /teamRotation/],
  ])("%s is refused with exit 2 and one line naming it", (_what, over, message) => {
    const r = mingo(["referee", "-"], sidesScript(over));
    expect(r.status).toBe(2);
    expect(r.stderr.trimEnd().split("\n")).toHaveLength(1);
    expect(r.stderr.trim()).toMatch(message);
  });

  it("G-TEAM: a singles script's lines have no shooter, and a partner other than 0 is refused there", () => {
    const single = JSON.stringify({ game: "pina", players: ["Ana", "Beto"], breaker: 0, steps: [pinaBreak] });
    const r = mingo(["referee", "-"], single);
    expect(r.status).toBe(0);
    expect(JSON.parse(r.stdout)).not.toHaveProperty("shooter");
    const bad = JSON.stringify({
      game: "pina",
      players: ["Ana", "Beto"],
      breaker: 0,
      steps: [{ shot: { ...pinaBreak.shot, player: 1 } }],
    });
    expect(mingo(["referee", "-"], bad).status).toBe(2);
  });
});
