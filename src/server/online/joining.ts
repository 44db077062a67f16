/** Creating a match and joining it: the second seat of a singles match, or a seat of a match of sides. */
import type { Result } from "../../core/index.ts";
import { err, ok } from "../../core/index.ts";
import { startMatch } from "../../game/index.ts";
import type { ClockSettings, MatchOptions, OnlineRefusal } from "../../protocol/index.ts";
import { digest, newId, newToken } from "../auth/tokens.ts";
import type { StoredMatch, StoredPlayer, StoredSides } from "../store/online-store.ts";
import { startClock } from "./clocks.ts";
import { firstClock } from "./match-logic.ts";
import {
  initialSides,
  openSeats,
  type Place,
  placeOf,
  type SeatInvite,
  seatPlayer,
  setupNames,
} from "./seats.ts";
import { type OnlineState, publish, refuse } from "./service-state.ts";

/** How a match is made besides its options (a tournament's call, issue 28). */
export interface CreateOptions {
  /** The match's id, fixed by the caller: a second try to create it fails on the key (idempotent). */
  readonly id?: string;
  /** The lag is not timed (a tournament's no-show wait decides who never came); later shots are. */
  readonly untimedLag?: boolean;
}

export async function createMatch(
  s: OnlineState,
  creator: StoredPlayer,
  options: MatchOptions,
  opponent?: StoredPlayer,
  /** G-TEAM: every seat already taken (the quick-match queue's 2 v 2). */
  seated?: StoredSides,
  how: CreateOptions = {},
): Promise<Result<{ match: StoredMatch; invite: string; seatInvites: SeatInvite[] }, string>> {
  const seed = newId();
  const sides = seated ?? (options.sides ? initialSides(options.sides, creator) : undefined);
  const full = opponent !== undefined || (sides !== undefined && openSeats(sides).length === 0);
  const names = setupNames({ players: [creator, opponent ?? null], sides: sides ?? null });
  const check = startMatch({ seed, game: options.game, settings: options.settings, ...names });
  if (!check.ok) return err(check.error.message);
  const id = how.id ?? newId();
  const invite = newToken();
  // G-TEAM: every open person seat gets its own link, so each friend is sent to their seat.
  const seatInvites = sides ? openSeats(sides).map((p) => ({ ...p, invite: newToken() })) : [];
  const clock = full && !how.untimedLag ? startClock(s, options.clock) : firstClock(options.clock);
  await s.store.createMatch({
    id,
    game: options.game,
    settings: options.settings,
    clockSettings: options.clock,
    seed,
    listed: options.listed,
    inviteHash: digest(invite),
    creator,
    ...(opponent ? { opponent } : {}),
    ...(sides
      ? {
          sides,
          seatInvites: seatInvites.map((i) => ({ hash: digest(i.invite), side: i.side, member: i.member })),
          ...(full ? { opponent: sides[1][0]! } : {}),
        }
      : {}),
    clock,
    at: s.config.now(),
  });
  const match = await s.store.match(id);
  if (!match) return err("the match was not stored");
  if (full) void s.computerTurn(id);
  return ok({ match, invite, seatInvites });
}

export async function join(
  s: OnlineState,
  row: StoredMatch,
  player: StoredPlayer,
  want: Place | null = null,
): Promise<Result<StoredMatch, OnlineRefusal>> {
  if (row.sides) return takeSeat(s, row, player, want);
  if (row.players[0].id === player.id)
    return refuse("illegal-action", "you created this match: share its link");
  if (row.status !== "open" || row.players[1]) {
    if (row.players[1]?.id === player.id) return ok(row);
    return refuse("match-over", "this match already has two players");
  }
  const joined = await s.store.join(
    row.id,
    player,
    startClock(s, row.clockSettings as ClockSettings),
    s.config.now(),
  );
  if (!joined) return refuse("match-over", "someone else took the seat first");
  const fresh = (await s.store.match(row.id))!;
  await publish(s, row.id, { t: "resync" });
  return ok(fresh);
}

/** G-TEAM: a seat of a match of sides (`want`: the seat's own link); live once every seat is held. */
async function takeSeat(
  s: OnlineState,
  row: StoredMatch,
  player: StoredPlayer,
  want: Place | null,
): Promise<Result<StoredMatch, OnlineRefusal>> {
  // A few tries: four friends opening their links at once each write against the seats as read.
  for (let attempt = 0; attempt < 5; attempt++) {
    const sides = row.sides!;
    const mine = placeOf(sides, player.id);
    if (mine && (!want || (want.side === mine.side && want.member === mine.member))) return ok(row);
    if (row.status !== "open") return refuse("match-over", "every seat of this match is taken");
    const seated = seatPlayer(sides, player, want);
    if (!seated.ok) return refuse(want ? "match-over" : "illegal-action", seated.error);
    const full = openSeats(seated.value.next).length === 0;
    const took = await s.store.takeSeat({
      id: row.id,
      expect: sides,
      next: seated.value.next,
      ...(full
        ? {
            live: {
              clock: startClock(s, row.clockSettings as ClockSettings),
              second: seated.value.next[1][0]!,
            },
          }
        : {}),
      at: s.config.now(),
    });
    const fresh = await s.store.match(row.id);
    if (!fresh) return refuse("not-found", `no match ${row.id}`);
    if (took) {
      await publish(s, row.id, { t: "resync" });
      if (full) void s.computerTurn(row.id);
      return ok(fresh);
    }
    row = fresh;
  }
  return refuse("busy", "the seats kept changing: try again");
}
