/** A match of sides in the game (G-TEAM, G-TEAM-ORDER): only the partner due strikes; saved and replayed with its sides. */
import { describe, expect, it } from "vitest";
import { unwrap } from "../core/index.ts";
import {
  apply,
  memberDue,
  newMatch,
  type PlayersField,
  parseStep,
  type StepReport,
  sideSizesOf,
} from "../rules/index.ts";
import { playAction, startMatch } from "./match.ts";
import type { GameAction, Match, MatchSetup } from "./match-types.ts";
import { fromSavedMatch, toMatchScript, toSavedMatch } from "./saved.ts";
import { playSimple, simpleAction } from "./testing/simple-player.ts";

const setup = (game: "bola8" | "pina", teamRotation: "visit" | "shot"): MatchSetup => ({
  seed: `teams-${game}-${teamRotation}`,
  game,
  players: ["Las Águilas", "Los Tigres"],
  sides: [
    ["Ana", "Carla"],
    ["Beto", "Dani", "Eli"],
  ],
  settings: { teamRotation, ...(game === "bola8" ? { raceTo: 2 } : {}) },
});

/** The referee's reports for a script, as `mingo referee` rules it (MATCH-SCRIPT.md). */
function refereeScript(script: Record<string, unknown>): StepReport[] {
  const sizes = sideSizesOf(script.players as PlayersField);
  let s = unwrap(newMatch(script.game as "pina", script.settings as {}, script.breaker as 0, sizes));
  return (script.steps as unknown[]).map((raw) => {
    const r = apply(s, unwrap(parseStep(raw)));
    if (!r.ok) throw new Error(r.error.message);
    s = r.value.state;
    return r.value.report;
  });
}

describe("a match of sides in the game", () => {
  for (const game of ["bola8", "pina"] as const)
    for (const rotation of ["visit", "shot"] as const)
      it(`G-TEAM-ORDER: ${game} by ${rotation}, every stroke is the due partner's, never a foul of order`, () => {
        const m = playSimple(unwrap(startMatch(setup(game, rotation))), 60, playAction);
        const strikes = m.log.filter((l) => l.shot);
        expect(strikes.length).toBeGreaterThan(10);
        for (const l of m.log) {
          if (!l.shot || !l.ruling) continue;
          expect(l.shot.player).toBeTypeOf("number");
          expect(l.ruling.fouls.map((f) => f.rule)).not.toContain("G-TEAM-ORDER");
        }
        // More than one partner of a side struck.
        const partners = new Set(strikes.map((l) => `${l.shot?.by}:${l.shot?.player}`));
        expect(partners.size).toBeGreaterThan(2);
        // The script the game writes names the partners and the referee rules it the same.
        const script = unwrap(toMatchScript(m));
        expect(script.players).toEqual([
          ["Ana", "Carla"],
          ["Beto", "Dani", "Eli"],
        ]);
        expect(refereeScript(JSON.parse(JSON.stringify(script)))).toEqual(
          m.log.flatMap((l) => (l.report ? [l.report] : [])),
        );
      });

  it("G-TEAM-ORDER: a strike by the partner not due is refused, naming who is due", () => {
    let m: Match = unwrap(startMatch(setup("pina", "visit")));
    // Play until a strike is due in play.
    for (let i = 0; i < 10 && !(m.rules && !m.rules.pending && m.rules.phase.kind === "play"); i++)
      m = unwrap(playAction(m, simpleAction(m) as GameAction)).match;
    const next = simpleAction(m) as Extract<GameAction, { kind: "strike" }>;
    const due = memberDue(m.rules!, next.by)!;
    const wrong = (due[1] + 1) % (next.by === 0 ? 2 : 3);
    const r = playAction(m, { ...next, player: wrong });
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.code).toBe("not-your-turn");
      expect(r.error.message).toContain(setup("pina", "visit").sides![next.by]![due[1]]!);
    }
    expect(playAction(m, { ...next, player: due[1] }).ok).toBe(true);
  });

  it("G-TEAM: a saved match keeps its sides and replays; a singles file has none", () => {
    const m = playSimple(unwrap(startMatch(setup("bola8", "shot"))), 25, playAction);
    const saved = unwrap(toSavedMatch(m));
    expect(saved.sides).toEqual([
      ["Ana", "Carla"],
      ["Beto", "Dani", "Eli"],
    ]);
    const back = unwrap(fromSavedMatch(JSON.stringify(saved)));
    expect(back.setup.sides).toEqual(m.setup.sides);
    expect(back.rules?.teams).toEqual(m.rules?.teams);
    const bad = { ...saved, sides: [[], ["Beto"]] };
    expect(fromSavedMatch(JSON.stringify(bad)).ok).toBe(false);
  });
});
