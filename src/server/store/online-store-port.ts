/**
 * Online play's storage port: what the online service reads and writes, and the shapes of its
 * rows. The Kysely implementation is online-store.ts (with online-matches-sql.ts and
 * online-ratings-sql.ts), the same for SQLite and PostgreSQL.
 */
import type { Kysely, Transaction } from "kysely";
import type { OnlineDatabase } from "../db/online-schema.ts";
import type { ClubDatabase } from "../db/schema.ts";

export interface StoredPlayer {
  /** "g:…" a guest, "a:…" an account (a club-mode account). */
  readonly id: string;
  readonly name: string;
  readonly guest: boolean;
}

/** G-TEAM: who holds a seat of a match of sides: a person, or the computer at a level. */
export interface SeatHolder extends StoredPlayer {
  readonly computer?: string;
}
/** Each side's seats in shooting order; null: a person seat nobody has taken yet. */
export type StoredSides = readonly [readonly (SeatHolder | null)[], readonly (SeatHolder | null)[]];

export interface StoredMatch {
  readonly id: string;
  readonly game: string;
  readonly settings: Record<string, unknown>;
  readonly clockSettings: unknown;
  readonly seed: string;
  readonly listed: boolean;
  readonly status: "open" | "live" | "over";
  readonly players: readonly [StoredPlayer, StoredPlayer | null];
  /** G-TEAM: the seats of a match of sides (players holds each side's first seat); null in singles. */
  readonly sides: StoredSides | null;
  readonly seq: number;
  /** The raw JSON text, kept to make the conditional write exact. */
  readonly lagPending: string | null;
  readonly clock: unknown;
  readonly result: unknown;
  readonly createdAt: number;
  readonly updatedAt: number;
}

export interface NewMatch {
  readonly id: string;
  readonly game: string;
  readonly settings: Record<string, unknown>;
  readonly clockSettings: unknown;
  readonly seed: string;
  readonly listed: boolean;
  readonly inviteHash: string;
  readonly creator: StoredPlayer;
  /** Quick match creates matches with both players. */
  readonly opponent?: StoredPlayer;
  /** G-TEAM: the seats (creator first, computers filled, person seats open) and each open seat's invite. */
  readonly sides?: StoredSides;
  readonly seatInvites?: readonly { readonly hash: string; readonly side: number; readonly member: number }[];
  readonly clock: unknown;
  readonly at: number;
}

/** G-TEAM: a seat taken in an open match of sides; the match goes live with the last one. */
export interface SeatTake {
  readonly id: string;
  /** The seats as read: the write happens only if nobody changed them since. */
  readonly expect: StoredSides;
  readonly next: StoredSides;
  /** When every seat is now held: the match goes live with this clock and side 1's first seat. */
  readonly live?: { readonly clock: unknown; readonly second: StoredPlayer };
  readonly at: number;
}

export interface StoredRating {
  readonly rating: number;
  readonly rd: number;
  readonly volatility: number;
  readonly games: number;
}

export interface Glicko {
  readonly rating: number;
  readonly rd: number;
  readonly volatility: number;
}

/**
 * Rate the finished match, inside the write that finishes it: both players' ratings are read
 * there (locked on PostgreSQL), so two matches of one player finishing at once on two nodes
 * each see the other's result, and no update is lost.
 */
export interface RatingRequest {
  readonly game: string;
  /**
   * Everyone the match rates (two players; in doubles four players and two pairs), each with the
   * opponent its history line names and its own score (1, 0 or ½).
   */
  readonly entrants: readonly RatedEntrant[];
  /** An entrant with no rating yet in this game starts here. */
  readonly fresh: Glicko;
  /** Every entrant's rating after the match, from all of them before it, in `entrants` order (pure). */
  readonly update: (before: readonly Glicko[]) => readonly Glicko[];
}

export interface RatedEntrant {
  readonly id: string;
  readonly opponent: { readonly id: string; readonly name: string };
  readonly score: number;
}

/** One write to a match, applied only if the match is still at `expectSeq` (and not over). */
export interface MatchCommit {
  readonly id: string;
  readonly expectSeq: number;
  /** Also require the pending lag strokes to be exactly these (two strokes racing). */
  readonly expectLagPending?: string | null;
  /** A step stored at index expectSeq; the match's seq becomes expectSeq + 1. */
  readonly action?: unknown;
  readonly lagPending?: string | null;
  readonly clock?: unknown;
  readonly status?: "live" | "over";
  readonly result?: unknown;
  readonly rate?: RatingRequest;
  readonly at: number;
}

export interface HistoryEntry {
  readonly match: string;
  readonly game: string;
  readonly opponent: { id: string; name: string };
  readonly score: number;
  readonly ratingBefore: number;
  readonly ratingAfter: number;
  readonly at: number;
}

export interface OnlineStore {
  createGuest(g: { id: string; name: string; tokenHash: string; at: number }): Promise<void>;
  /** The guest this bearer token's digest belongs to (accounts sign in through club mode's sessions). */
  guestByToken(tokenHash: string): Promise<StoredPlayer | null>;
  playerName(id: string): Promise<string | null>;
  createMatch(m: NewMatch): Promise<void>;
  match(id: string): Promise<StoredMatch | null>;
  /** The tournament whose encounter this online match plays (issue 28), or null. */
  tournamentOf(matchId: string): Promise<{ id: string; name: string } | null>;
  matchByInvite(inviteHash: string): Promise<StoredMatch | null>;
  /** Takes the second seat of an open match; false when it is taken (or the player is seat 0). */
  join(id: string, player: StoredPlayer, clock: unknown, at: number): Promise<boolean>;
  /** G-TEAM: the match and seat a seat's invite is for. */
  seatByInvite(inviteHash: string): Promise<{ match: StoredMatch; side: number; member: number } | null>;
  /** G-TEAM: takes a seat of an open match of sides; false when the seats changed meanwhile. */
  takeSeat(t: SeatTake): Promise<boolean>;
  /** The stored actions from index `from` on, in order. */
  actions(id: string, from?: number): Promise<unknown[]>;
  commit(c: MatchCommit): Promise<boolean>;
  /** Live matches, the longest untouched first: what a node looks at for matches nobody holds. */
  liveMatchIds(limit: number): Promise<string[]>;
  /** Open listed matches and live matches, newest first. */
  lobby(game: string | undefined, limit: number): Promise<StoredMatch[]>;
  rating(playerId: string, game: string): Promise<StoredRating | null>;
  ratingsOf(playerId: string): Promise<(StoredRating & { game: string })[]>;
  leaderboard(game: string, limit: number): Promise<(StoredRating & { playerId: string; name: string })[]>;
  history(playerId: string, limit: number): Promise<HistoryEntry[]>;
}

export type OnlineDb = Kysely<ClubDatabase & OnlineDatabase>;
export type OnlineTrx = Transaction<ClubDatabase & OnlineDatabase>;
