/**
 * Double elimination, as pure functions on player ids in seed order (seed 1 first): the
 * winners' bracket (a single-elimination bracket, byes to the top seeds), the losers' bracket
 * that takes every winners' loss once, and the grand final, with its reset when the losers'
 * side wins it (a setting, on by default). The service stores what `doubleElimination`
 * returns; `placings` names who finished where from the stored results.
 *
 * The losers' bracket of a bracket of 2^k has 2(k−1) rounds: odd rounds pair the survivors,
 * even rounds take the losers dropping from the winners' round after. Where a dropping player
 * lands is chosen so they meet, first, players they have not already beaten (rematchRisk).
 */
import { bracketOrder, type DrawnEncounter } from "./draw.ts";

export const DE_STAGES = ["wb", "lb", "gf"] as const;
export type DeStage = (typeof DE_STAGES)[number];

/**
 * A winners' encounter feeding a losers' one sends its loser, and so does the winners' final
 * feeding the losers' side (b) of the grand final between two players; every other source
 * sends its winner.
 */
export const takesLoser = (from: string, to: string, side: 0 | 1): boolean =>
  from === "wb" && (to === "lb" || (to === "gf" && side === 1));

/** The grand final's reset (round 2 of "gf"): both players of the first final again. */
export const isReset = (stage: string, round: number): boolean => stage === "gf" && round === 2;

interface Ref {
  readonly stage: DeStage;
  readonly round: number;
  readonly slot: number;
}

export interface DoubleEliminationOptions {
  /** A second final when the losers' side wins the first (so both have lost twice). */
  readonly reset: boolean;
}

/** Rounds of the winners' bracket: the smallest k with 2^k ≥ players. */
export const winnersRounds = (players: number): number => Math.max(1, Math.ceil(Math.log2(players)));

/** How each drop round orders the winners' losers into the losers' bracket, per round r = 1…k−1. */
export function dropOrders(size: number): number[][] {
  const k = Math.log2(size);
  const order = bracketOrder(size);
  // Seeds that can reach each winners' encounter, for the rematch count below.
  const reach = (round: number, slot: number): number[] =>
    order.slice(slot * 2 ** round, (slot + 1) * 2 ** round);
  // The players whom a loser in winners' round `round` may have beaten, by the round they met.
  const beaten = (round: number, seed: number): { seed: number; round: number }[] => {
    const out: { seed: number; round: number }[] = [];
    const pos = order.indexOf(seed);
    for (let r = 1; r < round; r++) {
      const mine = Math.floor(pos / 2 ** (r - 1));
      for (const s of reach(r - 1, mine ^ 1)) out.push({ seed: s, round: r });
    }
    return out;
  };
  const orders: number[][] = [];
  // Who can stand on each losers' encounter's survivor side, round by round, and how they got there.
  // Each as "seed@round": the player, and the winners' round they lost in.
  const at = (round: number) => (seed: number) => `${seed}@${round}`;
  let survivors: Set<string>[] = Array.from(
    { length: size / 4 },
    (_, j) => new Set([...reach(1, 2 * j), ...reach(1, 2 * j + 1)].map(at(1))),
  );
  for (let r = 1; r < k; r++) {
    const m = size / 2 ** (r + 1);
    const risk = (perm: number[]): number =>
      perm.reduce(
        (sum, from, i) =>
          sum +
          reach(r + 1, from).reduce(
            (s2, x) =>
              s2 +
              beaten(r + 1, x)
                .filter((b) => survivors[i]?.has(at(b.round)(b.seed)))
                // The most recent meeting weighs most: it is the rematch a bracket must avoid first.
                .reduce((s3, b) => s3 + 16 ** b.round, 0),
            0,
          ),
        0,
      );
    const best = candidateOrders(m).reduce((a, b) => (risk(b) < risk(a) ? b : a));
    orders.push(best);
    const dropped = survivors.map((s, i) => new Set([...s, ...reach(r + 1, best[i] ?? 0).map(at(r + 1))]));
    survivors =
      r + 1 < k
        ? Array.from(
            { length: m / 2 },
            (_, i) => new Set([...(dropped[2 * i] ?? []), ...(dropped[2 * i + 1] ?? [])]),
          )
        : dropped;
  }
  return orders;
}

/** The usual placements of m droppers: reversed, as they come, halves swapped, halves swapped and reversed. */
function candidateOrders(m: number): number[][] {
  const id = Array.from({ length: m }, (_, i) => i);
  const half = m / 2;
  const swapped = m > 1 ? [...id.slice(half), ...id.slice(0, half)] : id;
  const swappedReversed = m > 1 ? [...id.slice(0, half).reverse(), ...id.slice(half).reverse()] : id;
  return [[...id].reverse(), id, swapped, swappedReversed];
}

/** Every encounter of a double elimination for two or more players. */
export function doubleElimination(
  players: readonly string[],
  options: DoubleEliminationOptions,
): DrawnEncounter[] {
  const k = winnersRounds(players.length);
  const size = 2 ** k;
  const order = bracketOrder(size);
  const out: DrawnEncounter[] = [];
  const push = (
    at: Ref,
    srcA: Ref | null,
    srcB: Ref | null,
    a: string | null = null,
    b: string | null = null,
  ) => out.push({ stage: at.stage, round: at.round, slot: at.slot, a, b, srcA, srcB });
  const wb = (round: number, slot: number): Ref => ({ stage: "wb", round, slot });
  const lb = (round: number, slot: number): Ref => ({ stage: "lb", round, slot });

  for (let slot = 0; slot < size / 2; slot++)
    push(
      wb(1, slot),
      null,
      null,
      players[(order[2 * slot] ?? 0) - 1] ?? null,
      players[(order[2 * slot + 1] ?? 0) - 1] ?? null,
    );
  for (let round = 2; round <= k; round++)
    for (let slot = 0; slot < size / 2 ** round; slot++)
      push(wb(round, slot), wb(round - 1, 2 * slot), wb(round - 1, 2 * slot + 1));

  const drops = dropOrders(size);
  if (k >= 2)
    for (let slot = 0; slot < size / 4; slot++) push(lb(1, slot), wb(1, 2 * slot), wb(1, 2 * slot + 1));
  for (let r = 1; r < k; r++) {
    const m = size / 2 ** (r + 1);
    for (let slot = 0; slot < m; slot++)
      push(lb(2 * r, slot), lb(2 * r - 1, slot), wb(r + 1, drops[r - 1]?.[slot] ?? slot));
    if (r + 1 < k)
      for (let slot = 0; slot < m / 2; slot++)
        push(lb(2 * r + 1, slot), lb(2 * r, 2 * slot), lb(2 * r, 2 * slot + 1));
  }
  // Two players: the loser of their first meeting is the losers' side of the final.
  const fromLosers = k === 1 ? wb(1, 0) : lb(2 * k - 2, 0);
  push({ stage: "gf", round: 1, slot: 0 }, wb(k, 0), fromLosers);
  if (options.reset)
    push(
      { stage: "gf", round: 2, slot: 0 },
      { stage: "gf", round: 1, slot: 0 },
      { stage: "gf", round: 1, slot: 0 },
    );
  return out;
}
