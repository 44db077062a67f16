import { describe, expect, it } from "vitest";
import { aiMover } from "../../src/cli/play/movers.ts";
import { runMatch } from "../../src/cli/play/runner.ts";
import { type MatchConfig, partnersOf } from "../../src/cli/play/types.ts";
import { replaysIdentically } from "../../src/cli/play.ts";

// Short whole matches through the real physics, referee and AI: every call, placement and
// choice must be accepted, and the saved moves must replay to the same referee steps.
async function play(config: MatchConfig) {
  const side = (p: 0 | 1) =>
    partnersOf(config.players[p]).map((spec, k) => {
      if (spec.kind !== "ai") throw new Error("AI players only");
      return aiMover(spec.level, config.seed, p, {}, k);
    });
  return runMatch(config, [side(0), side(1)]);
}

describe("AI-vs-AI matches run to the end and replay identically", () => {
  it("G-TEAM: Bola 8 doubles by visit, race to 2: each computer partner plays its turns, never out of turn", async () => {
    const out = await play({
      game: "bola8",
      players: [
        [
          { kind: "ai", level: "strong" },
          { kind: "ai", level: "easy" },
        ],
        [
          { kind: "ai", level: "medium" },
          { kind: "ai", level: "medium" },
        ],
      ],
      settings: { raceTo: 2 },
      seed: "suite-b8-doubles",
      table: "9ft",
      maxSteps: 900,
    });
    expect(out.problem).toBeNull();
    expect(out.completed).toBe(true);
    expect(out.fouls["G-TEAM-ORDER"]).toBeUndefined();
    expect(out.reports.every((r) => r.shooter !== undefined)).toBe(true);
    const struck = out.actions.flatMap((a) => (a.kind === "strike" ? [`${a.by}.${a.player}`] : []));
    expect(new Set(struck).size).toBeGreaterThanOrEqual(3);
    expect(replaysIdentically(out)).toBe(true);
  });

  it("G-TEAM-ORDER: Piña scotch doubles, one game: partners alternate stroke by stroke", async () => {
    const out = await play({
      game: "pina",
      players: [
        [
          { kind: "ai", level: "easy" },
          { kind: "ai", level: "beginner" },
        ],
        [{ kind: "ai", level: "easy" }],
      ],
      settings: { teamRotation: "shot" },
      seed: "suite-pina-scotch",
      table: "9ft",
      maxSteps: 800,
      stopAfterRacks: 1,
    });
    expect(out.problem).toBeNull();
    expect(out.racks).toBe(1);
    // Side 0's strokes alternate partners (a stroke by the partner not due would be refused).
    const side0 = out.actions.flatMap((a) => (a.kind === "strike" && a.by === 0 ? [a.player] : []));
    expect(side0.slice(0, 6)).toEqual([0, 1, 0, 1, 0, 1].slice(0, Math.min(6, side0.length)));
    expect(replaysIdentically(out)).toBe(true);
  });

  it("Bola 8, race to 1 (B8-MATCH), easy vs medium", async () => {
    const out = await play({
      game: "bola8",
      players: [
        { kind: "ai", level: "easy" },
        { kind: "ai", level: "medium" },
      ],
      settings: { raceTo: 1 },
      seed: "suite-b8",
      table: "9ft",
      maxSteps: 600,
    });
    expect(out.problem).toBeNull();
    expect(out.completed).toBe(true);
    expect(out.refused).toBe(0);
    expect(out.illegalPlacements).toBe(0);
    expect(out.racks).toBe(1);
    expect(out.winner === 0 || out.winner === 1).toBe(true);
    expect(out.reports.at(-1)?.matchOver).toBe(true);
    expect(replaysIdentically(out)).toBe(true);
  });

  it("Piña, one game to 61 (PC-SCORE), beginner vs easy", async () => {
    const out = await play({
      game: "pina",
      players: [
        { kind: "ai", level: "beginner" },
        { kind: "ai", level: "easy" },
      ],
      settings: {},
      seed: "suite-pina",
      table: "9ft",
      maxSteps: 800,
      stopAfterRacks: 1,
    });
    expect(out.problem).toBeNull();
    expect(out.refused).toBe(0);
    expect(out.illegalPlacements).toBe(0);
    expect(out.racks).toBe(1);
    const last = out.reports.at(-1)!;
    expect(last.winner).not.toBeNull();
    // A game is won at 61 or more, or tied 60–60 with the table cleared (PC-SCORE).
    const score = last.score ?? [0, 0];
    if (last.winner === "tie") expect(score).toEqual([60, 60]);
    else expect(score[last.winner as 0 | 1]).toBeGreaterThanOrEqual(61);
    // The game's visits in order: the break's first, worth no ball (PC-BREAK spots them), and
    // together the same visits as each player's own list.
    expect(out.visitsByRack).toHaveLength(1);
    const visits = out.visitsByRack[0]!;
    expect(visits[0]).toBe(0);
    expect(visits.length).toBe(out.ballsPerVisit[0].length + out.ballsPerVisit[1].length);
    const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);
    expect(sum(visits)).toBe(sum(out.ballsPerVisit[0]) + sum(out.ballsPerVisit[1]));
    expect(replaysIdentically(out)).toBe(true);
  });
});
