/** Bola 8 groups (B8-GROUPS): solids 1–7, stripes 9–15, the 8 alone; who is on what. */
import { type ObjectBallId, other, type PlayerIndex } from "../../core/index.ts";
import type { Group } from "../actions.ts";
import type { MatchState } from "../state.ts";

export const EIGHT = 8 as const;

export function groupOf(ball: ObjectBallId): Group | null {
  if (ball < 8) return "solids";
  if (ball > 8) return "stripes";
  return null;
}

export const otherGroup = (g: Group): Group => (g === "solids" ? "stripes" : "solids");

export const groupOnTable = (s: MatchState, g: Group): ObjectBallId[] =>
  s.onTable.filter((b) => groupOf(b) === g);

/** The player's group once assigned; on an open table, the group they declared if they are on turn. */
export function playingGroup(
  s: MatchState,
  p: PlayerIndex,
  declared: Group | null = s.declared,
): Group | null {
  if (s.groups) return s.groups[p];
  return p === s.turn ? declared : null;
}

/** B8-8CALL: the player's group is assigned and cleared, so the 8 is their legal object ball. */
export function isOnEight(s: MatchState, p: PlayerIndex): boolean {
  return s.groups !== null && groupOnTable(s, s.groups[p]).length === 0;
}

/**
 * The balls the player may legally hit first (B8-F11): their group's balls on the table, or
 * the 8 once the group is cleared. On an open table without a declaration, any ball but the 8.
 */
export function legalObjectBalls(
  s: MatchState,
  p: PlayerIndex,
  declared: Group | null = s.declared,
): ObjectBallId[] {
  const g = playingGroup(s, p, declared);
  if (g === null) return s.onTable.filter((b) => b !== EIGHT);
  const mine = groupOnTable(s, g);
  return mine.length > 0 ? mine : s.onTable.includes(EIGHT) ? [EIGHT] : [];
}

export function isLegalObjectBall(
  s: MatchState,
  p: PlayerIndex,
  ball: ObjectBallId,
  declared?: Group | null,
): boolean {
  return legalObjectBalls(s, p, declared === undefined ? s.declared : declared).includes(ball);
}

export const opponentGroup = (s: MatchState, p: PlayerIndex): Group | null =>
  s.groups ? s.groups[other(p)] : null;
