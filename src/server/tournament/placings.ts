/**
 * Final placings of a double elimination, named as clubs name them (1st, 2nd, 3rd, 4th, 5–6,
 * 7–8, 9–12…): the grand final gives the first two places, and each round of the losers'
 * bracket the places below those still in after it. How many players a round puts out is known
 * from the draw (byes put out nobody), so a place is named before the round is played.
 */
import { doubleElimination, isReset, takesLoser } from "./double-elimination.ts";
import type { DrawnEncounter, DrawRef } from "./draw.ts";

/** What placings read of an encounter: where it stands in the bracket and how it ended. */
export interface BracketResult {
  readonly stage: string;
  readonly round: number;
  readonly slot: number;
  readonly a: string | null;
  readonly b: string | null;
  readonly status: string;
  readonly winner: number | null;
  /** "played" | "noshow" | "bye" | "unneeded" once done. */
  readonly result: string | null;
}

export interface Placing {
  /** Places from…to, shared by everyone put out in the same round (5–6 is from 5 to 6). */
  readonly from: number;
  readonly to: number;
  /** Players who finished there so far, in bracket order. */
  readonly players: readonly string[];
}

const key = (r: DrawRef, stage = r.stage ?? "") => `${stage}:${r.round}:${r.slot}`;

/** Players each losers' round puts out, from the draw's shape (a side nobody can fill is a bye). */
export function eliminatedPerLosersRound(drawn: readonly DrawnEncounter[]): Map<number, number> {
  const sides = new Map<string, [boolean, boolean]>();
  const byKey = new Map(drawn.map((d) => [key(d), d]));
  const present = (d: DrawnEncounter): [boolean, boolean] => {
    const known = sides.get(key(d));
    if (known) return known;
    const side = (src: DrawRef | null, player: string | null, i: 0 | 1): boolean => {
      const from = src && byKey.get(key(src));
      if (!from) return player !== null;
      const [a, b] = present(from);
      return takesLoser(from.stage ?? "", d.stage ?? "", i) ? a && b : a || b;
    };
    const out: [boolean, boolean] = [side(d.srcA, d.a, 0), side(d.srcB, d.b, 1)];
    sides.set(key(d), out);
    return out;
  };
  const out = new Map<number, number>();
  for (const d of drawn)
    if (d.stage === "lb") {
      const [a, b] = present(d);
      out.set(d.round, (out.get(d.round) ?? 0) + (a && b ? 1 : 0));
    }
  return out;
}

const counted = (e: BracketResult) => e.status === "done" && (e.result === "played" || e.result === "noshow");

/** Who is out after this encounter: its loser, or both sides when both were absent. */
function outOf(e: BracketResult): string[] {
  if (!counted(e)) return [];
  if (e.winner === 0) return e.b ? [e.b] : [];
  if (e.winner === 1) return e.a ? [e.a] : [];
  return [e.a, e.b].filter((p): p is string => p !== null);
}

export function placings(playerCount: number, reset: boolean, results: readonly BracketResult[]): Placing[] {
  const shape = doubleElimination(
    Array.from({ length: playerCount }, (_, i) => String(i + 1)),
    { reset },
  );
  const perRound = eliminatedPerLosersRound(shape);
  const first = results.find((e) => e.stage === "gf" && e.round === 1);
  const again = results.find((e) => isReset(e.stage, e.round));
  const decider = again && counted(again) ? again : first;
  const top: Placing[] = [
    { from: 1, to: 1, players: [] },
    { from: 2, to: 2, players: [] },
  ];
  if (decider && counted(decider) && decider.winner !== null) {
    // The first final ends it when the winners' side wins it, or when there is no reset.
    const decided = decider === again || decider.winner === 0 || !again;
    if (decided) {
      const [w, l] = decider.winner === 0 ? [decider.a, decider.b] : [decider.b, decider.a];
      top[0] = { from: 1, to: 1, players: w ? [w] : [] };
      top[1] = { from: 2, to: 2, players: l ? [l] : [] };
    }
  }
  const rounds = [...perRound.keys()].sort((x, y) => y - x);
  const out = [...top];
  let placed = 2;
  for (const round of rounds) {
    const players = results
      .filter((e) => e.stage === "lb" && e.round === round)
      .sort((x, y) => x.slot - y.slot)
      .flatMap(outOf);
    const count = Math.max(perRound.get(round) ?? 0, players.length);
    if (count === 0) continue;
    out.push({ from: placed + 1, to: placed + count, players });
    placed += count;
  }
  return out;
}
