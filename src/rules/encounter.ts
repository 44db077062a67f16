/**
 * Piña tournament scoring (PC-MATCH) and the no-show rule (PC-NOSHOW, seed rule 24).
 * An encounter is up to 3 games: 1 point per game won, ½ per 60–60 tie; winning the first
 * two ends it 3–0; no encounter gives more than 3 points.
 */
import { type ByPlayer, err, ok, type PlayerIndex, type Result } from "../core/index.ts";
import type { RuleError } from "./actions.ts";
import type { GameResult } from "./state.ts";

export const GAMES_PER_ENCOUNTER = 3;
/** PC-NOSHOW (seed rule 24): the wait after the set time before an absent player forfeits. */
export const NOSHOW_WAIT_MINUTES = 30;
export const MAX_ENCOUNTER_POINTS = 3;

export interface EncounterScore {
  readonly points: ByPlayer<number>;
  readonly over: boolean;
  /** The encounter's winner once over (null while open or when level). */
  readonly winner: PlayerIndex | null;
}

export function encounterScore(results: readonly GameResult[]): Result<EncounterScore, RuleError> {
  const first = results[0];
  const second = results[1];
  const sweep =
    first?.kind === "win" && second?.kind === "win" && first.winner === second.winner ? first.winner : null;
  if (sweep !== null) {
    if (results.length > 2)
      return err({ code: "match-over", message: "the encounter ended 3-0 after the first two games" });
    const points: [number, number] = [0, 0];
    points[sweep] = MAX_ENCOUNTER_POINTS;
    return ok({ points, over: true, winner: sweep });
  }
  if (results.length > GAMES_PER_ENCOUNTER)
    return err({ code: "match-over", message: `an encounter has at most ${GAMES_PER_ENCOUNTER} games` });
  const points: [number, number] = [0, 0];
  for (const r of results) {
    if (r.kind === "tie") {
      points[0] += 0.5;
      points[1] += 0.5;
    } else points[r.winner] += 1;
  }
  const over = results.length === GAMES_PER_ENCOUNTER;
  const winner = !over || points[0] === points[1] ? null : points[0] > points[1] ? 0 : 1;
  return ok({ points, over, winner });
}

export type NoShowOutcome =
  | { readonly kind: "play" }
  /** The present player gets the points of all the games to be played. */
  | { readonly kind: "forfeit"; readonly winner: PlayerIndex; readonly points: ByPlayer<number> }
  | { readonly kind: "both-disqualified" };

/** PC-NOSHOW: who is present 30 minutes after the set time (without an excuse for the absent). */
export function noShowOutcome(present: ByPlayer<boolean>): NoShowOutcome {
  if (present[0] && present[1]) return { kind: "play" };
  if (!present[0] && !present[1]) return { kind: "both-disqualified" };
  const winner: PlayerIndex = present[0] ? 0 : 1;
  const points: [number, number] = [0, 0];
  points[winner] = MAX_ENCOUNTER_POINTS;
  return { kind: "forfeit", winner, points };
}
