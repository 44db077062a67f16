/**
 * Whose turn it is, in a match of sides (G-TEAM): each partner's colour (their name's dot, the
 * status bar, and the cue on the table, which changes hands with the turn) and how the screen
 * names the partner due. Singles keep the plain cue and the player's name.
 */
import type { PlayerIndex } from "../../core/index.ts";
import { type Match, partnerDue } from "../../game/index.ts";

/** Warm colours for side 1's partners, cool ones for side 2's: told apart at a glance. */
const PARTNER_COLOURS: readonly (readonly number[])[] = [
  [0xf2c230, 0xf2742c, 0xe8467c, 0xc9a227],
  [0x3fa7f2, 0x7b61ff, 0x2ec4a6, 0x5b8def],
];

export function partnerColour(side: PlayerIndex, partner: number): number {
  const row = PARTNER_COLOURS[side]!;
  return row[partner % row.length]!;
}

export const cssColour = (c: number): string => `#${c.toString(16).padStart(6, "0")}`;

/** The partner of `side` who acts next, by name and colour; null in singles. */
export function partnerOf(
  m: Match,
  side: PlayerIndex,
): { name: string; index: number; colour: number } | null {
  const partners = m.setup.sides?.[side];
  if (!partners) return null;
  const index = partnerDue(m, side);
  return { name: partners[index] ?? "", index, colour: partnerColour(side, index) };
}

/** How the screen names whoever acts for a side: "Carla (Ana y Carla)", or the player's name. */
export function actorName(m: Match, side: PlayerIndex): string {
  const p = partnerOf(m, side);
  return p ? `${p.name} (${m.setup.players[side]})` : m.setup.players[side];
}
