/**
 * G-TEAM online: the seats of a match of sides, pure. A side is one to four seats in shooting
 * order; each seat is a person (open until someone takes it with the seat's invite link) or the
 * computer at a level. The match goes live when every person seat is held. Who is due within
 * a side is the referee's (game's partnerDue); this file only says who sits where.
 */
import { type AiLevel, err, isAiLevel, ok, type PlayerIndex, type Result } from "../../core/index.ts";
import { sideName } from "../../narration/index.ts";
import type { SeatSpec } from "../../protocol/index.ts";
import type { SeatHolder, StoredMatch, StoredPlayer, StoredSides } from "../store/online-store.ts";

export interface Place {
  readonly side: PlayerIndex;
  readonly member: number;
}

/** An open person seat's own invite code (given once, to the match's creator). */
export interface SeatInvite extends Place {
  readonly invite: string;
}

/** The computer's seat: its id names the level and the place, so a side may hold two computers. */
export const computerSeat = (level: AiLevel, side: number, member: number): SeatHolder => ({
  id: `c:${level}:${side}.${member}`,
  name: `CPU ${level}`,
  guest: false,
  computer: level,
});

/** The seats as the creator asked for them: the creator in side 0's first seat, computers seated. */
export function initialSides(
  spec: readonly [readonly SeatSpec[], readonly SeatSpec[]],
  creator: StoredPlayer,
): StoredSides {
  const side = (s: number) =>
    spec[s]!.map((seat, member) =>
      s === 0 && member === 0
        ? { id: creator.id, name: creator.name, guest: creator.guest }
        : seat === "person"
          ? null
          : computerSeat(seat.computer, s, member),
    );
  return [side(0), side(1)];
}

/** Where a player sits, or null (a spectator). */
export function placeOf(sides: StoredSides, playerId: string): Place | null {
  for (const side of [0, 1] as const) {
    const member = sides[side].findIndex((h) => h?.id === playerId);
    if (member >= 0) return { side, member };
  }
  return null;
}

/** The open person seats, side 0 first. */
export const openSeats = (sides: StoredSides): Place[] =>
  ([0, 1] as const).flatMap((side) =>
    sides[side].flatMap((h, member) => (h === null ? [{ side, member }] : [])),
  );

/**
 * The seats once `player` sits at `want` (or the first open seat, side 1 first: a newcomer
 * by the lobby or the match's own link most likely came to play against the creator).
 */
export function seatPlayer(
  sides: StoredSides,
  player: StoredPlayer,
  want: Place | null,
): Result<{ next: StoredSides; place: Place }, string> {
  if (placeOf(sides, player.id)) return err("you already hold a seat in this match");
  const open = openSeats(sides);
  const place = want ?? open.find((p) => p.side === 1) ?? open[0];
  if (!place) return err("every seat of this match is taken");
  if (sides[place.side][place.member] !== null)
    return err(`seat ${place.member + 1} of side ${place.side + 1} is taken`);
  const holder: SeatHolder = { id: player.id, name: player.name, guest: player.guest };
  const next = [0, 1].map((s) =>
    sides[s]!.map((h, m) => (s === place.side && m === place.member ? holder : h)),
  ) as unknown as StoredSides;
  return ok({ next, place });
}

/** A match of sides whose every side has one seat is singles (against the computer, say). */
export const isTeamMatch = (sides: StoredSides | null): sides is StoredSides =>
  sides !== null && (sides[0].length > 1 || sides[1].length > 1);

/** The game's names: each side's (a team's, G-TEAM, "Ana y Carla") and, for teams, the partners'. */
export function setupNames(row: Pick<StoredMatch, "players" | "sides">): {
  players: [string, string];
  sides?: [string[], string[]];
} {
  const [a, b] = row.players;
  if (!row.sides) return { players: [a.name, b?.name ?? "?"] };
  const partners = row.sides.map((side) => side.map((h) => h?.name ?? "?")) as [string[], string[]];
  if (!isTeamMatch(row.sides)) return { players: [partners[0][0]!, partners[1][0]!] };
  return { players: [sideName(partners[0], "es"), sideName(partners[1], "es")], sides: partners };
}

/** The computer's level in a seat, or null for a person. */
export function computerAt(sides: StoredSides | null, side: PlayerIndex, member: number): AiLevel | null {
  const level = sides?.[side]?.[member]?.computer;
  return isAiLevel(level) ? level : null;
}

/** A side with no person in it: nobody to wait for when its sockets are gone. */
export const allComputer = (sides: StoredSides | null, side: PlayerIndex): boolean =>
  sides?.[side].every((h) => h?.computer !== undefined) ?? false;
