/**
 * The `players` field of a match script (MATCH-SCRIPT.md): two names, or two sides (G-TEAM) of
 * one to four names each in shooting order. The one home of "is this a match of sides".
 */
import type { ByPlayer } from "../../core/index.ts";

export type Sides = ByPlayer<readonly string[]>;
export type PlayersField = ByPlayer<string> | Sides;

/** The sides of a match of sides; null for two single players. */
export function sidesOf(players: PlayersField): Sides | null {
  const [a, b] = players;
  return typeof a === "string" || typeof b === "string" ? null : [a, b];
}

/** How many players each side has, for `newMatch`; undefined for singles. */
export function sideSizesOf(players: PlayersField): [number, number] | undefined {
  const sides = sidesOf(players);
  return sides ? [sides[0].length, sides[1].length] : undefined;
}

/** Two names, or two lists of names (each list's size is checked by the schema and the referee). */
export function isPlayersField(p: unknown): p is PlayersField {
  if (!Array.isArray(p) || p.length !== 2) return false;
  const names = (x: unknown) => Array.isArray(x) && x.every((n) => typeof n === "string");
  return (typeof p[0] === "string" && typeof p[1] === "string") || (names(p[0]) && names(p[1]));
}
