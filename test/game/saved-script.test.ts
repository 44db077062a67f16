// Lives under test/ because it uses the CLI's script runner, which src/game may not import.
import { describe, expect, it } from "vitest";
import { runScriptText } from "../../src/cli/script/run.ts";
import { unwrap } from "../../src/core/index.ts";
import { playAction, startMatch } from "../../src/game/match.ts";
import type { Match, MatchSetup } from "../../src/game/match-types.ts";
import { toMatchScript, toSavedMatch } from "../../src/game/saved.ts";
import { playSimple } from "../../src/game/testing/simple-player.ts";

function reportsOf(m: Match) {
  return m.log.filter((s) => s.ruleAction !== undefined).map((s) => s.report);
}

const setups: MatchSetup[] = [
  { seed: "script-b8", game: "bola8", players: ["Ana", "Beto"], settings: { raceTo: 1 } },
  { seed: "script-b8-7ft", game: "bola8", players: ["Ana", "Beto"], settings: { raceTo: 2, tableSizeFt: 7 } },
  { seed: "script-pc", game: "pina", players: ["Ana", "Beto"], settings: { defenseSpanCm: 25 } },
  // (seed "script-pc-8ft" left the simple player repeating one PC-ORDER foul forever once the
  // rack took the break as one simultaneous impact, issue 11; any seed that ends will do)
  { seed: "script-pc-8ft-b", game: "pina", players: ["Ana", "Beto"], settings: { tableSizeFt: 8 } },
];

describe("a simulated match written as a match script", () => {
  for (const setup of setups) {
    it(`${setup.seed}: a whole match (B8-MATCH / PC-MATCH, G-TABLE sizes); the referee's script reader accepts it and rules every step identically`, () => {
      const m = playSimple(unwrap(startMatch(setup)), 400, playAction);
      expect(m.rules?.matchOver).toBe(true);
      const script = unwrap(toMatchScript(m));
      const run = runScriptText(JSON.stringify(script, null, 2));
      expect(run.error).toBe(null);
      expect(run.steps.map((s) => s.report)).toEqual(reportsOf(m));
      // A whole match, not a rack cut short (a race to 1 can end in a dozen steps).
      expect(run.steps.length).toBeGreaterThan(10);
      // The saved file carries the same script.
      const saved = unwrap(toSavedMatch(m));
      expect(runScriptText(JSON.stringify(saved.script)).error).toBe(null);
    });
  }
});
