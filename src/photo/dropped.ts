/**
 * Which balls left the table during a shot, from a photo before it and one after (the
 * scorekeeper's photos, issue 42). Places first: a ball found again where it was has stayed,
 * whatever the two readings named it; a place a ball left (the after photo finds none there and
 * the spot looks different) is a departure, a place a ball came to an arrival. Then names: an
 * arrival under a departure's name is that ball, moved; the departures left over are the balls
 * that dropped, checked against the balls the after photo no longer names. The photos never say
 * more than they can: a ball neither photo saw, or a shot the two readings disagree on, gives
 * unknown balls for the person to say, not a proposal.
 */
import type { BallId, Vec2 } from "../core/index.ts";
import type { NamedBall } from "./identify.ts";
import { CORNERS, type Handles } from "./table-fit.ts";

/** One photo's reading: its named balls, and every spot it found a ball at (named or not). */
export interface PhotoReading {
  readonly balls: readonly NamedBall[];
  readonly spots: readonly Vec2[];
}

export interface ShotChange {
  /** Seen before the shot, not after: proposed as dropped, ascending. */
  readonly dropped: BallId[];
  /** Neither photo can vouch for them either way, ascending. */
  readonly unknown: BallId[];
}

/** A ball found again within this distance of its place before the shot has not moved (m). */
const STAYED_M = 0.03;

/**
 * `onTable`: the balls the scorekeeper has on the table before the shot (the cue ball included
 * if it may be proposed). `changed(at)`: whether the two photos differ at a table point (a
 * reading that missed a ball in one photo is not a ball that moved); by default every point.
 */
export function droppedBalls(
  onTable: readonly BallId[],
  before: PhotoReading,
  after: PhotoReading,
  changed: (at: Vec2) => boolean = () => true,
): ShotChange {
  const named = before.balls.filter((b) => onTable.includes(b.id));
  const nameAt = (p: Vec2) => after.balls.find((b) => b.at[0] === p[0] && b.at[1] === p[1])?.id;
  const close = (p: Vec2, q: Vec2) => Math.hypot(p[0] - q[0], p[1] - q[1]) < STAYED_M;
  // Stayed: found again at its place under its name, or the spot looks as it did (a misnaming).
  const stayedAt = new Map<number, number>();
  for (const [i, b] of named.entries()) {
    const j = after.spots.findIndex(
      (q, k) =>
        ![...stayedAt.values()].includes(k) && close(b.at, q) && (nameAt(q) === b.id || !changed(b.at)),
    );
    if (j >= 0) stayedAt.set(i, j);
  }
  const used = new Set(stayedAt.values());
  const departures = new Set(named.filter((_, i) => !stayedAt.has(i)).map((b) => b.id));
  const arrivals = after.spots.filter(
    (q, k) => !used.has(k) && (!before.spots.some((p) => close(p, q)) || changed(q)),
  );
  // An arrival under a departure's name is that ball, moved; any other arrival could be any of them.
  const strangers = arrivals.filter((p) => {
    const id = nameAt(p);
    return id === undefined || !departures.delete(id);
  });
  // What the after photo holds: the balls that stayed under their first name, the others under theirs.
  const held = new Set([
    ...named.filter((_, i) => stayedAt.has(i)).map((b) => b.id),
    ...after.balls.filter((_, k) => !used.has(after.spots.indexOf(after.balls[k]!.at))).map((b) => b.id),
  ]);
  const sorted = (s: Iterable<BallId>) => [...new Set(s)].sort((a, b) => a - b);
  const missing = onTable.filter((id) => !held.has(id));
  const left = [...departures];
  const unseen = missing.filter((id) => !before.balls.some((b) => b.id === id) && !departures.has(id));
  if (strangers.length === 0 && left.every((id) => missing.includes(id)))
    return { dropped: sorted(left), unknown: sorted(unseen) };
  return { dropped: [], unknown: sorted([...missing, ...left]) };
}

/**
 * Whether two photos' corners say the phone stood still between them: no corner moved more
 * than `share` of the photo's long side (a pixel: a phone on a stand; a hand-held one moves more). Then the "before" photo's corners serve for both, so a
 * ball that stayed is read at the same place twice.
 */
export function sameView(a: Handles, b: Handles, width: number, height: number, share = 0.0008): boolean {
  const limit = share * Math.max(width, height);
  return CORNERS.every((c) => Math.hypot(a[c][0] - b[c][0], a[c][1] - b[c][1]) <= limit);
}
