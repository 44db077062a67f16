/**
 * The lag's demonstrations (the rules page): two lag strokes played together by the engine, from
 * where every lag starts (lag.ts), and judged as every lag is (rules/lag.ts). A lag is the first
 * thing a match does, so it needs no position: a new match and its lag. The test
 * (positions.test.ts) checks that each lag's judgement cites its rule.
 */
import { type ByPlayer, type GameId, ok, type Result } from "../core/index.ts";
import type { LagResult, RuleId } from "../rules/index.ts";
import type { LagStroke } from "./lag.ts";
import { playAction, startMatch } from "./match.ts";
import type { GameError, Match, MatchAfter } from "./match-types.ts";

export interface LagDemonstration {
  readonly game: GameId;
  /** Player 0's stroke (the left lane) and player 1's (the right one). */
  readonly strokes: ByPlayer<LagStroke>;
}

/** Straight up the table and back: 1.9 m/s ends nearer the head cushion than 2.3 m/s. */
const BY_DISTANCE: ByPlayer<LagStroke> = [{ speed: 1.9 }, { speed: 2.3 }];

export const RULE_LAGS: Readonly<Record<string, LagDemonstration>> = {
  // Both reach the foot cushion and come back; the ball nearer the head cushion wins.
  "B8-LAG": { game: "bola8", strokes: BY_DISTANCE },
  // Player 0's ball drifts 8° into the other lane: nearer, but over the long centre line, so it loses.
  "B8-LAG-1": { game: "bola8", strokes: [{ speed: 2.2, angleDeg: -8 }, { speed: 2.2 }] },
  // Too soft: player 0's ball stops before the foot cushion.
  "B8-LAG-2": { game: "bola8", strokes: [{ speed: 0.8 }, { speed: 2.2 }] },
  // Aimed 9.8° to the left, player 0's ball runs into the foot-left pocket.
  "B8-LAG-3": { game: "bola8", strokes: [{ speed: 1.45, angleDeg: 9.8 }, { speed: 2.2 }] },
  // Struck hard with the cue raised 20°, player 0's ball hops the foot rail and leaves the table.
  "B8-LAG-4": { game: "bola8", strokes: [{ speed: 7, elevation: 20 }, { speed: 2.2 }] },
  // The same stroke from both lanes: both balls stop the same distance from the head cushion.
  "B8-LAG-TIE": { game: "bola8", strokes: [{ speed: 2.2 }, { speed: 2.2 }] },
  // Piña: player 0's ball ends nearer the head cushion but crossed the centre line (PC-2b).
  "PC-LAG": { game: "pina", strokes: [{ speed: 2.2, angleDeg: -6 }, { speed: 2.3 }] },
};

/** A lag demonstration played by the engine: a new match and its lag, judged as in any match. */
export function playLagDemonstration(
  d: LagDemonstration,
  players: readonly [string, string] = ["A", "B"],
): Result<{ readonly before: Match; readonly after: MatchAfter }, GameError> {
  const m = startMatch({ seed: "position", game: d.game, players: [players[0], players[1]], settings: {} });
  if (!m.ok) return m;
  const after = playAction(m.value, { kind: "lag", strokes: d.strokes });
  return after.ok ? ok({ before: m.value, after: after.value }) : after;
}

/** The rules a lag's judgement cites: the deciding rule and each ball's faults. */
export function lagCites(result: LagResult): RuleId[] {
  return [...new Set([result.rule, ...result.faults[0], ...result.faults[1]])];
}
