/**
 * Statistics from a match script (MATCH-SCRIPT.md): what a scorekeeper recorded at a real
 * table. Scripts carry no positions, so pot attempts count without distance and cut.
 */
import { err, ok, type PlayerIndex, type Result } from "../../core/index.ts";
import { apply, newMatch, type PlayersField, parseStep, sideSizesOf, sidesOf } from "../../rules/index.ts";
import { type PlayerStats, StatsTally } from "./tally.ts";

export interface ScriptLike {
  readonly game: "bola8" | "pina";
  readonly players: PlayersField;
  readonly settings?: Readonly<Record<string, unknown>>;
  readonly breaker: PlayerIndex;
  readonly steps: readonly unknown[];
}

/** Each player's statistics (partners by name with sides); the error names the step refused. */
export function statsOfScript(script: ScriptLike): Result<Map<string, PlayerStats>, string> {
  const started = newMatch(script.game, script.settings ?? {}, script.breaker, sideSizesOf(script.players));
  if (!started.ok) return err(`settings: ${started.error.message}`);
  const sides = sidesOf(script.players);
  const nameOf = (side: PlayerIndex, k: number): string =>
    sides ? (sides[side][k] ?? String(script.players[side])) : String(script.players[side]);
  const tally = new StatsTally();
  tally.startMatch(sides ? [...sides[0], ...sides[1]] : [nameOf(0, 0), nameOf(1, 0)]);
  let s = started.value;
  for (const [i, raw] of script.steps.entries()) {
    const action = parseStep(raw, { game: script.game });
    if (!action.ok) return err(`step ${i + 1}: ${action.error}`);
    const r = apply(s, action.value);
    if (!r.ok) return err(`step ${i + 1}: ${r.error.message}`);
    if (action.value.kind === "shot") {
      const shot = action.value.shot;
      const k = r.value.ruling.striker?.[1] ?? 0;
      tally.stroke({
        side: shot.by,
        name: nameOf(shot.by, k),
        before: s,
        shot,
        ruling: r.value.ruling,
        geometry: null,
      });
    }
    s = r.value.state;
  }
  return ok(tally.result());
}
