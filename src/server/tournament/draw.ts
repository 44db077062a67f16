/**
 * The draw: which encounters a tournament has, before any is played. Pure functions on
 * player ids in seed order (seed 1 first); the service stores what they return.
 */

/** An encounter of the draw: its stage when the draw has several (double elimination), else the caller's. */
export interface DrawRef {
  readonly stage?: string;
  readonly round: number;
  readonly slot: number;
}

export interface DrawnEncounter extends DrawRef {
  readonly a: string | null;
  readonly b: string | null;
  /** Knockout rounds after the first: the encounters whose results fill each side. */
  readonly srcA: DrawRef | null;
  readonly srcB: DrawRef | null;
}

/**
 * Circle method: every pair meets once; with an odd count one player rests each round.
 * Seed 1 stays fixed so the schedule is stable for the same entry list.
 */
export function roundRobin(players: readonly string[]): DrawnEncounter[] {
  const ring: (string | null)[] = [...players];
  if (ring.length % 2 === 1) ring.push(null);
  const n = ring.length;
  const out: DrawnEncounter[] = [];
  for (let round = 1; round < n; round++) {
    let slot = 0;
    for (let i = 0; i < n / 2; i++) {
      const a = ring[i] ?? null;
      const b = ring[n - 1 - i] ?? null;
      if (a !== null && b !== null) out.push({ round, slot: slot++, a, b, srcA: null, srcB: null });
    }
    // Rotate everyone but the first.
    const last = ring.pop() ?? null;
    ring.splice(1, 0, last);
  }
  return out;
}

/** Bracket positions of seeds 1..size so that seeds 1 and 2 can only meet in the final. */
export function bracketOrder(size: number): number[] {
  let order = [1];
  while (order.length < size) {
    const m = order.length * 2 + 1;
    order = order.flatMap((s) => [s, m - s]);
  }
  return order;
}

/**
 * Single elimination for any count ≥ 2: the bracket is padded to a power of two, and the
 * top seeds get the byes (a first-round encounter with one side empty).
 */
export function knockout(players: readonly string[]): DrawnEncounter[] {
  let size = 1;
  while (size < players.length) size *= 2;
  const order = bracketOrder(size);
  const out: DrawnEncounter[] = [];
  for (let slot = 0; slot < size / 2; slot++) {
    const sa = order[2 * slot] ?? 0;
    const sb = order[2 * slot + 1] ?? 0;
    out.push({
      round: 1,
      slot,
      a: players[sa - 1] ?? null,
      b: players[sb - 1] ?? null,
      srcA: null,
      srcB: null,
    });
  }
  let round = 2;
  for (let count = size / 4; count >= 1; count /= 2, round++) {
    for (let slot = 0; slot < count; slot++) {
      out.push({
        round,
        slot,
        a: null,
        b: null,
        srcA: { round: round - 1, slot: 2 * slot },
        srcB: { round: round - 1, slot: 2 * slot + 1 },
      });
    }
  }
  return out;
}

/** Snake seeding into groups (1..g, g..1, …) so each group gets a fair share of top seeds. */
export function groupsOf(players: readonly string[], groupSize: number): string[][] {
  const count = Math.max(1, Math.ceil(players.length / Math.max(2, groupSize)));
  const groups: string[][] = Array.from({ length: count }, () => []);
  players.forEach((p, i) => {
    const lap = Math.floor(i / count);
    const k = i % count;
    groups[lap % 2 === 0 ? k : count - 1 - k]?.push(p);
  });
  return groups;
}

/**
 * Order of the qualifiers from groups into the knockout: every group winner before any
 * runner-up, so that with the bracket order players from one group meet as late as possible.
 */
export function qualifierSeeds(rankedGroups: readonly (readonly string[])[], advance: number): string[] {
  const out: string[] = [];
  for (let place = 0; place < advance; place++) {
    const row = rankedGroups.map((g) => g[place]).filter((p): p is string => p !== undefined);
    out.push(...row);
  }
  return out;
}
