/** Racks and games ending and starting: match score, who breaks next, the lag between games. */
import { other, type PlayerIndex } from "../core/index.ts";
import type { RuleId } from "./catalogue/ids.ts";
import { encounterScore } from "./encounter.ts";
import { type GameResult, type MatchState, rackState } from "./state.ts";
import { targetOf } from "./targets.ts";

/** Who breaks the next rack under the `nextBreak` setting; null when a lag decides. */
export function nextBreaker(s: MatchState, winner: PlayerIndex | "tie"): PlayerIndex | null {
  switch (s.settings.nextBreak) {
    case "lag":
      return null;
    case "alternate":
      return other(s.breaker);
    case "winner":
      return winner === "tie" ? other(s.breaker) : winner;
    case "loser":
      return winner === "tie" ? other(s.breaker) : other(winner);
  }
}

/**
 * Decides the rack/game. `loss` is the rule ID (G-RESIGN for a resignation) that lost it, null for a win by
 * play; `decidedBy` is the rule that decided it either way.
 */
export function endRack(
  s: MatchState,
  winner: PlayerIndex | "tie",
  loss: RuleId | null,
  decidedBy: RuleId,
): MatchState {
  let matchScore = s.matchScore;
  let matchOver = false;
  let gameResults = s.gameResults;
  if (s.game === "bola8") {
    const w = winner === "tie" ? null : winner;
    if (w !== null) {
      const next: [number, number] = [s.matchScore[0], s.matchScore[1]];
      next[w] += 1;
      matchScore = next;
      // B8-MATCH: the race ends at the winner's own count (a handicap's, else raceTo).
      matchOver = next[w] >= targetOf(s.settings, "bola8", w);
    }
  } else {
    const result: GameResult = winner === "tie" ? { kind: "tie" } : { kind: "win", winner };
    gameResults = [...s.gameResults, result];
    const enc = encounterScore(gameResults);
    // The engine never plays past the end of an encounter, so this is always ok.
    if (enc.ok) {
      matchScore = enc.value.points;
      matchOver = enc.value.over;
    }
  }
  const breaker = nextBreaker(s, winner);
  return {
    ...s,
    phase: { kind: "rack-over", winner, loss, decidedBy, lagDue: breaker === null && !matchOver },
    // Until a lag decides, the report names the player who did not break this rack.
    turn: breaker ?? other(s.breaker),
    ballInHand: false,
    pending: null,
    turnsOwed: 0,
    declared: null,
    declinedBallOn: null,
    matchScore,
    matchOver,
    gameResults,
  };
}

/** The first state of the next rack/game, broken by `breaker`. */
export function startNextRack(s: MatchState, breaker: PlayerIndex): MatchState {
  return rackState(s, s.rack + 1, breaker);
}
