/**
 * Standings from finished encounters. Piña ranks by encounter points (PC-MATCH, with the
 * PC-NOSHOW forfeit already in the encounter's score); Bola 8 by racks won. The tie-breaks
 * are listed in TIE_BREAKS so the pages state exactly what is applied.
 */
import type { GameId } from "../../core/index.ts";
import type { StandingRowView } from "../../protocol/index.ts";

export interface StandingPlayer {
  readonly id: string;
  readonly name: string;
  readonly seed: number;
}

export interface FinishedEncounter {
  readonly a: string;
  readonly b: string;
  readonly scoreA: number;
  readonly scoreB: number;
  /** 0 = a won, 1 = b won, null = level or both disqualified. */
  readonly winner: 0 | 1 | null;
  readonly kind: "played" | "noshow";
  /** Sides that did not appear (PC-NOSHOW), empty when played. */
  readonly absent: readonly (0 | 1)[];
}

/** A row of the standings: the wire shape the pages read (protocol/club-views.ts). */
export type StandingRow = StandingRowView;

export { TIE_BREAKS } from "../../rules/index.ts";

export function standings(
  game: GameId,
  players: readonly StandingPlayer[],
  done: readonly FinishedEncounter[],
): StandingRow[] {
  const rows = new Map(
    // Only the row's own fields: a player's storage row (account, profile…) never leaks into it.
    players.map((p) => [
      p.id,
      {
        id: p.id,
        name: p.name,
        seed: p.seed,
        rank: 0,
        played: 0,
        won: 0,
        lost: 0,
        points: 0,
        against: 0,
        forfeits: 0,
      },
    ]),
  );
  for (const e of done) {
    const a = rows.get(e.a);
    const b = rows.get(e.b);
    if (!a || !b) continue;
    a.played++;
    b.played++;
    a.points += e.scoreA;
    a.against += e.scoreB;
    b.points += e.scoreB;
    b.against += e.scoreA;
    if (e.winner === 0) {
      a.won++;
      b.lost++;
    } else if (e.winner === 1) {
      b.won++;
      a.lost++;
    }
    if (e.absent.includes(0)) a.forfeits++;
    if (e.absent.includes(1)) b.forfeits++;
  }
  // Score difference between each pair, from the first player's side; built once, read per comparison.
  const pairs = new Map<string, number>();
  for (const e of done) {
    pairs.set(`${e.a}\u0000${e.b}`, (pairs.get(`${e.a}\u0000${e.b}`) ?? 0) + e.scoreA - e.scoreB);
    pairs.set(`${e.b}\u0000${e.a}`, (pairs.get(`${e.b}\u0000${e.a}`) ?? 0) + e.scoreB - e.scoreA);
  }
  const headToHead = (x: string, y: string): number => pairs.get(`${x}\u0000${y}`) ?? 0;
  const sorted = [...rows.values()].sort((x, y) => {
    if (y.points !== x.points) return y.points - x.points;
    if (y.won !== x.won) return y.won - x.won;
    if (game === "pina") {
      const h = headToHead(y.id, x.id);
      if (h !== 0) return h;
    } else if (x.against !== y.against) return x.against - y.against;
    return x.seed - y.seed;
  });
  return sorted.map((r, i) => ({ ...r, rank: i + 1 }));
}
