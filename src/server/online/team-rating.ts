/**
 * G-TEAM online: how a doubles result moves ratings. Two kinds of rating change, both Glicko-2
 * (glicko2.ts) in one rating period per match:
 *
 * - The pair's own rating: each pair (the same partners, in any order) is a rated entrant of
 *   its own, "t:<id>+<id>", rated against the other pair as in singles.
 * - Each player's own rating, from the team model of Weng & Lin ("A Bayesian Approximation
 *   Method for Online Ranking", JMLR 12, 2011, §3.3 and the Bradley–Terry team model): a side
 *   plays as one composite player, its strength the mean of its members' ratings and its
 *   variance the mean of their variances; the composite's rating change is shared among the
 *   members in proportion to each one's variance (the less known player moves more, a settled
 *   one less), so a win beside a strong partner moves a player by what the side achieved, not by
 *   beating the other side alone. Each member's deviation and volatility are those of a game
 *   of its own against the other side's composite: one more game's worth of information.
 *
 * Pure: the store reads every rating inside the write that finishes the match and calls this.
 */
import type { RatingRequest } from "../store/online-store.ts";
import { NEW_PLAYER, type Rating, rateMatch } from "./glicko2.ts";

/** The composite player of a side: mean rating, root-mean-square deviation, mean volatility. */
export function composite(side: readonly Rating[]): Rating {
  const n = side.length;
  return {
    rating: side.reduce((s, r) => s + r.rating, 0) / n,
    rd: Math.sqrt(side.reduce((s, r) => s + r.rd * r.rd, 0) / n),
    volatility: side.reduce((s, r) => s + r.volatility, 0) / n,
  };
}

/** Each member's rating after the side scored `score` (1, 0, ½) against `them`. */
function sideAfter(us: readonly Rating[], them: readonly Rating[], score: number): Rating[] {
  const a = composite(us);
  const b = composite(them);
  const moved = rateMatch(a, b, score)[0].rating - a.rating;
  const meanVar = us.reduce((s, r) => s + r.rd * r.rd, 0) / us.length;
  return us.map((m) => {
    const alone = rateMatch(m, b, score)[0];
    return {
      rating: m.rating + (moved * (m.rd * m.rd)) / meanVar,
      rd: alone.rd,
      volatility: alone.volatility,
    };
  });
}

/** Both sides' members after the match; side 0 scored `score`. */
export function rateSides(
  sides: readonly [readonly Rating[], readonly Rating[]],
  score: number,
): [Rating[], Rating[]] {
  return [sideAfter(sides[0], sides[1], score), sideAfter(sides[1], sides[0], 1 - score)];
}

/** The rated entrant of a pair (or any side of people): its members' ids, sorted, joined. */
export const pairId = (ids: readonly string[]): string => `t:${[...ids].sort().join("+")}`;

/** A rated seat: a person's id and name (computer seats are never rated). */
export interface RatedSeat {
  readonly id: string;
  readonly name: string;
  readonly computer?: string;
}

/**
 * What a finished match rates, side 0 having scored `score`: in singles both players, as
 * Glicko-2 always did; with sides every person and each pair (above). A match with a computer
 * seat is not rated: the computer's strength is measured by its own bench, not by its games.
 */
export function ratingRequest(
  game: string,
  sides: readonly [readonly RatedSeat[], readonly RatedSeat[]],
  score: number,
): RatingRequest | undefined {
  const [s0, s1] = sides;
  if ([...s0, ...s1].some((p) => p.computer !== undefined)) return undefined;
  if (s0.length === 1 && s1.length === 1) {
    const [a, b] = [s0[0]!, s1[0]!];
    return {
      game,
      entrants: [
        { id: a.id, opponent: b, score },
        { id: b.id, opponent: a, score: 1 - score },
      ],
      fresh: NEW_PLAYER,
      update: (x) => rateMatch(x[0]!, x[1]!, score),
    };
  }
  const team = (side: readonly RatedSeat[]) => ({
    id: pairId(side.map((p) => p.id)),
    name: side.map((p) => p.name).join(" + "),
  });
  const [t0, t1] = [team(s0), team(s1)];
  return {
    game,
    entrants: [
      ...s0.map((p) => ({ id: p.id, opponent: t1, score })),
      ...s1.map((p) => ({ id: p.id, opponent: t0, score: 1 - score })),
      { id: t0.id, opponent: t1, score },
      { id: t1.id, opponent: t0, score: 1 - score },
    ],
    fresh: NEW_PLAYER,
    update: (x) => {
      const n0 = s0.length;
      const n1 = s1.length;
      const [a, b] = rateSides([x.slice(0, n0), x.slice(n0, n0 + n1)], score);
      return [...a, ...b, ...rateMatch(x[n0 + n1]!, x[n0 + n1 + 1]!, score)];
    },
  };
}
