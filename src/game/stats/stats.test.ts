/** Statistics from saved matches, checked against counts made by hand. */
import { describe, expect, it } from "vitest";
import { unwrap } from "../../core/index.ts";
import { playAction, startMatch } from "../match.ts";
import type { MatchSetup } from "../match-types.ts";
import { toMatchScript } from "../saved.ts";
import { playSimple } from "../testing/simple-player.ts";
import {
  CUT_BANDS,
  cutBand,
  DISTANCE_BANDS,
  distanceBand,
  mergeStats,
  type PlayerStats,
  statsOfMatch,
  statsOfScript,
} from "./index.ts";

// A Piña game's first seven steps, counted by hand below.
const pinaScript = {
  game: "pina" as const,
  players: ["Ana", "Beto"] as [string, string],
  breaker: 0 as const,
  steps: [
    // 1 Ana breaks: the 1 first, three balls to a cushion, the 5 down (spotted, PC-BREAK).
    {
      shot: {
        by: 0,
        events: [{ hit: [0, 1] }, { rail: 2 }, { rail: 3 }, { rail: 4 }, { pocket: [5, "foot-left"] }],
      },
    },
    // 2 Beto calls and makes the 1.
    {
      shot: {
        by: 1,
        call: { ball: 1, pocket: "foot-left" },
        events: [{ hit: [0, 1] }, { pocket: [1, "foot-left"] }],
      },
    },
    // 3 Beto calls the 2 and misses.
    { shot: { by: 1, call: { ball: 2, pocket: "side-left" }, events: [{ hit: [0, 2] }, { rail: 2 }] } },
    // 4 Ana plays a defence.
    { shot: { by: 0, call: { defense: true }, events: [{ hit: [0, 2] }, { rail: 0 }] } },
    // 5 Beto kicks (cue ball to a cushion first), reaches the 2, calls it and misses: a legal escape.
    {
      shot: {
        by: 1,
        call: { ball: 2, pocket: "foot-right" },
        events: [{ rail: 0 }, { hit: [0, 2] }, { rail: 2 }],
      },
    },
    // 6 Ana's defence declined the 2 and Beto took it on: one more turn for him (PC-REFUSED); a miss.
    { shot: { by: 1, call: { ball: 2, pocket: "head-right" }, events: [{ hit: [0, 2] }, { rail: 2 }] } },
    // 7 Ana calls the 3 (the 2 is on) and drops it: PC-ORDER, the 3 is spotted.
    {
      shot: {
        by: 0,
        call: { ball: 3, pocket: "head-left" },
        events: [{ hit: [0, 3] }, { pocket: [3, "head-left"] }],
      },
    },
  ],
};

const pick = (p: PlayerStats | undefined) =>
  p && {
    matches: p.matches,
    strokes: p.strokes,
    pots: p.pots,
    breaks: p.breaks,
    safeties: p.safeties,
    escapes: p.escapes,
    foulsByRule: p.foulsByRule,
    visits: p.visits,
    ballsInVisits: p.ballsInVisits,
    bestRun: p.bestRun,
  };

describe("statistics per player", () => {
  it("distance and cut bands of an attempt", () => {
    const straight = { cue: [0, 0], object: [1, 0], pocket: [2, 0] } as const;
    expect([distanceBand(straight), cutBand(straight)]).toEqual(["2-3m", "0-15"]);
    const half = { cue: [0, 0], object: [0.4, 0], pocket: [0.4 + 0.25, 0.25 * Math.sqrt(3)] } as const;
    expect([distanceBand(half), cutBand(half)]).toEqual(["under-1m", "45-60"]);
    expect(cutBand({ cue: [0, 0], object: [1, 0], pocket: [1, 1] })).toBe("over-60");
  });

  it("from a scorekeeper's script: pots, the break, a safety, an escape, fouls by rule, visits and runs", () => {
    const stats = unwrap(statsOfScript(pinaScript));
    expect(pick(stats.get("Ana"))).toEqual({
      matches: 1,
      strokes: 3,
      pots: { attempts: 1, made: 0 },
      breaks: { count: 1, ballsMade: 1, toCushion: 3, fouled: 0 },
      safeties: { count: 1, fouled: 0 },
      escapes: { count: 0, legal: 0 },
      foulsByRule: { "PC-ORDER": 1 },
      visits: 3,
      ballsInVisits: 0,
      bestRun: 0,
    });
    expect(pick(stats.get("Beto"))).toEqual({
      matches: 1,
      strokes: 4,
      pots: { attempts: 4, made: 1 },
      breaks: { count: 0, ballsMade: 0, toCushion: 0, fouled: 0 },
      safeties: { count: 0, fouled: 0 },
      escapes: { count: 1, legal: 1 },
      foulsByRule: {},
      // 2–3 (one ball), 5, and the owed turn 6.
      visits: 3,
      ballsInVisits: 1,
      bestRun: 1,
    });
    // A script knows no positions: no bands, no misses on the map.
    expect(Object.values(stats.get("Beto")!.potsByCut).every((r) => r.attempts === 0)).toBe(true);
  });

  it("a refused step is named, not counted", () => {
    const bad = {
      ...pinaScript,
      steps: [...pinaScript.steps, { shot: { by: 1, events: [{ hit: [0, 16] }] } }],
    };
    const r = statsOfScript(bad);
    expect(r.ok ? "" : r.error).toMatch(/^step 8: /);
  });

  it("with sides, each partner has their own figures (G-TEAM)", () => {
    const stats = unwrap(
      statsOfScript({
        game: "bola8",
        players: [
          ["Ana", "Carla"],
          ["Beto", "Dani"],
        ],
        breaker: 0,
        steps: [
          { shot: { by: 0, events: [{ hit: [0, 1] }, { rail: 2 }, { rail: 3 }, { rail: 4 }, { rail: 5 }] } },
          {
            shot: {
              by: 1,
              call: { group: "solids" },
              events: [{ hit: [0, 2] }, { pocket: [2, "side-left"] }],
            },
          },
          { shot: { by: 1, events: [{ hit: [0, 3] }, { rail: 3 }] } },
          { shot: { by: 0, events: [{ hit: [0, 9] }, { rail: 9 }] } },
        ],
      }),
    );
    expect(pick(stats.get("Ana"))?.breaks).toEqual({ count: 1, ballsMade: 0, toCushion: 4, fouled: 0 });
    expect(pick(stats.get("Beto"))).toMatchObject({ strokes: 2, pots: { attempts: 2, made: 1 }, bestRun: 1 });
    expect(pick(stats.get("Carla"))).toMatchObject({ strokes: 1, pots: { attempts: 1, made: 0 } });
    expect(pick(stats.get("Dani"))).toMatchObject({ matches: 1, strokes: 0 });
  });

  it("from a simulated match: the same counts as its script, plus distance and cut for every attempt", () => {
    const setup: MatchSetup = {
      seed: "stats",
      game: "bola8",
      players: ["Ana", "Beto"],
      settings: { raceTo: 2 },
    };
    const m = playSimple(unwrap(startMatch(setup)), 80, playAction);
    const sim = unwrap(statsOfMatch(setup, m.actions));
    const script = unwrap(toMatchScript(m));
    const fromScript = unwrap(statsOfScript(JSON.parse(JSON.stringify(script))));
    for (const name of ["Ana", "Beto"]) {
      const a = sim.get(name)!;
      expect(pick(a)).toEqual(pick(fromScript.get(name)));
      const sum = (r: Record<string, { attempts: number }>) =>
        Object.values(r).reduce((t, x) => t + x.attempts, 0);
      expect(sum(a.potsByDistance)).toBe(a.pots.attempts);
      expect(sum(a.potsByCut)).toBe(a.pots.attempts);
      expect(a.missesAt).toHaveLength(a.pots.attempts - a.pots.made);
    }
    const both = mergeStats(sim.get("Ana")!, sim.get("Beto")!);
    expect(both.strokes).toBe(sim.get("Ana")!.strokes + sim.get("Beto")!.strokes);
    expect(Object.keys(both.potsByCut)).toEqual([...CUT_BANDS]);
    expect(Object.keys(both.potsByDistance)).toEqual([...DISTANCE_BANDS]);
  });
});
