/**
 * Piña's race to 61 (PC-SCORE) as stakes for the value of a shot. A ball's points are worth
 * more as they close the gap to 61; handing the table over costs more when the opponent can
 * win with one ball still on the table; when I can no longer reach 61 (only the 60–60 tie,
 * PC-4c, or nothing), my points count for little and keeping the opponent off the table is
 * what is left. Bola 8's race in racks: on the hill (one rack from the match) the opponent's
 * chances weigh more, since a lost rack there loses the match. Under a handicap (B8-MATCH,
 * PC-SCORE: 5 racks against 3, 61 points against 50) each player's own target is the one that
 * counts, as the referee ends the race or the game at it.
 */
import { other, type PlayerIndex } from "../core/index.ts";
import { type MatchState, TARGET_POINTS, TIE_POINTS, targetsOf } from "../rules/index.ts";

export interface Stakes {
  /** Multiplies my points' value (Piña). */
  readonly pointWeight: number;
  /** Multiplies the cost of the opponent's chances when I hand the table over. */
  readonly threatWeight: number;
}

export function stakesFor(state: MatchState, me: PlayerIndex): Stakes {
  const opp = other(me);
  const targets = targetsOf(state.settings, state.game);
  if (state.game === "bola8") {
    const oppRace = targets[opp];
    const oppOnHill = oppRace > 0 && (state.matchScore?.[opp] ?? 0) === oppRace - 1;
    return { pointWeight: 1, threatWeight: oppOnHill ? 1.3 : 1 };
  }
  const score = state.score ?? [0, 0];
  const left = state.onTable.reduce((s, b) => s + b, 0);
  const biggest = Math.max(0, ...state.onTable);
  const myNeed = targets[me] - score[me];
  const oppNeed = targets[opp] - score[opp];
  // The opponent wins with a single ball still on the table: every chance handed over may end it.
  const oppOneBall = oppNeed <= biggest;
  // Priced in racks: a chance handed to an opponent who wins with one ball is a share of the
  // game itself (RACK_VALUE), not a point; more so when even the lowest ball left wins it.
  const lowest = Math.min(...state.onTable);
  const threatWeight = oppOneBall ? (oppNeed <= lowest ? 5 : 3) : oppNeed <= left / 3 ? 1.4 : 1;
  // I cannot reach 61 any more: points only matter toward the 60–60 tie, if even that is open.
  if (score[me] + left < targets[me]) {
    // The tie (PC-4c) is one short of one's own target, as 60 is of 61.
    const tieOpen = score[me] + left >= targets[me] - (TARGET_POINTS - TIE_POINTS);
    return { pointWeight: tieOpen ? 0.5 : 0.1, threatWeight: threatWeight * 1.3 };
  }
  // Near 61 (within two of the biggest balls) points weigh more: each is a large part of what is left.
  return { pointWeight: myNeed <= 2 * biggest ? 1.5 : 1, threatWeight };
}
