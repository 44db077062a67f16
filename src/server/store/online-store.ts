/**
 * Online play's storage port and its Kysely implementation (SQLite and PostgreSQL alike). All
 * of online play's SQL lives here. Writes that change a match are conditional on its sequence
 * number, so two nodes (or two sockets) racing for the same step cannot both win: the loser
 * sees `false` and refuses its intent as stale.
 */
import { type Kysely, sql, type Transaction } from "kysely";
import type { OnlineDatabase, OnlineMatchTable } from "../db/online-schema.ts";
import type { ClubDatabase } from "../db/schema.ts";
import type { Dialect } from "./errors.ts";

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

type Db = Kysely<ClubDatabase & OnlineDatabase>;
type Trx = Transaction<ClubDatabase & OnlineDatabase>;

const parse = (t: string | null): unknown => (t === null ? null : JSON.parse(t));

function toMatch(r: OnlineMatchTable): StoredMatch {
  return {
    id: r.id,
    game: r.game,
    settings: JSON.parse(r.settings),
    clockSettings: JSON.parse(r.clock_settings),
    seed: r.seed,
    listed: r.listed === 1,
    status: r.status as StoredMatch["status"],
    players: [
      { id: r.p0_id, name: r.p0_name, guest: r.p0_id.startsWith("g:") },
      r.p1_id === null ? null : { id: r.p1_id, name: r.p1_name ?? "", guest: r.p1_id.startsWith("g:") },
    ],
    sides: r.sides === null || r.sides === undefined ? null : (JSON.parse(r.sides) as StoredSides),
    seq: Number(r.seq),
    lagPending: r.lag_pending,
    clock: parse(r.clock),
    result: parse(r.result),
    createdAt: Number(r.created_at),
    updatedAt: Number(r.updated_at),
  };
}

export function makeOnlineStore(club: Kysely<ClubDatabase>, dialect: Dialect): OnlineStore {
  const db = club as unknown as Db;
  return {
    async createGuest(g) {
      await db
        .insertInto("online_guests")
        .values({ id: g.id, name: g.name, token_hash: g.tokenHash, created_at: g.at })
        .execute();
    },
    async guestByToken(tokenHash) {
      const guest = await db
        .selectFrom("online_guests")
        .select(["id", "name"])
        .where("token_hash", "=", tokenHash)
        .executeTakeFirst();
      return guest ? { id: `g:${guest.id}`, name: guest.name, guest: true } : null;
    },
    async playerName(id) {
      const [kind, raw] = [id.slice(0, 2), id.slice(2)];
      if (kind === "g:") {
        const r = await db
          .selectFrom("online_guests")
          .select("name")
          .where("id", "=", raw)
          .executeTakeFirst();
        return r?.name ?? null;
      }
      if (kind === "a:") {
        const r = await db.selectFrom("organizers").select("name").where("id", "=", raw).executeTakeFirst();
        return r?.name ?? null;
      }
      return null;
    },
    async createMatch(m) {
      await db
        .insertInto("online_matches")
        .values({
          id: m.id,
          game: m.game,
          settings: JSON.stringify(m.settings),
          clock_settings: JSON.stringify(m.clockSettings),
          seed: m.seed,
          listed: m.listed ? 1 : 0,
          status: m.opponent ? "live" : "open",
          invite_hash: m.inviteHash,
          p0_id: m.creator.id,
          p0_name: m.creator.name,
          p1_id: m.opponent?.id ?? null,
          p1_name: m.opponent?.name ?? null,
          seq: 0,
          lag_pending: null,
          clock: JSON.stringify(m.clock),
          result: null,
          sides: m.sides ? JSON.stringify(m.sides) : null,
          created_at: m.at,
          updated_at: m.at,
        })
        .execute();
      if (m.seatInvites?.length)
        await db
          .insertInto("online_seat_invites")
          .values(
            m.seatInvites.map((i) => ({
              invite_hash: i.hash,
              match_id: m.id,
              side: i.side,
              member: i.member,
            })),
          )
          .execute();
    },
    async seatByInvite(inviteHash) {
      const i = await db
        .selectFrom("online_seat_invites")
        .selectAll()
        .where("invite_hash", "=", inviteHash)
        .executeTakeFirst();
      if (!i) return null;
      const r = await db
        .selectFrom("online_matches")
        .selectAll()
        .where("id", "=", i.match_id)
        .executeTakeFirst();
      return r ? { match: toMatch(r), side: Number(i.side), member: Number(i.member) } : null;
    },
    async takeSeat(t) {
      const r = await db
        .updateTable("online_matches")
        .set({
          sides: JSON.stringify(t.next),
          updated_at: t.at,
          ...(t.live
            ? {
                status: "live",
                clock: JSON.stringify(t.live.clock),
                p1_id: t.live.second.id,
                p1_name: t.live.second.name,
              }
            : {}),
        })
        .where("id", "=", t.id)
        .where("status", "=", "open")
        .where("sides", "=", JSON.stringify(t.expect))
        .executeTakeFirst();
      return Number(r.numUpdatedRows) === 1;
    },
    async match(id) {
      const r = await db.selectFrom("online_matches").selectAll().where("id", "=", id).executeTakeFirst();
      return r ? toMatch(r) : null;
    },
    async tournamentOf(matchId) {
      const r = await db
        .selectFrom("encounters")
        .innerJoin("tournaments", "tournaments.id", "encounters.tournament_id")
        .select(["tournaments.id as id", "tournaments.name as name"])
        .where("encounters.online_match", "=", matchId)
        .executeTakeFirst();
      return r ?? null;
    },
    async matchByInvite(inviteHash) {
      const r = await db
        .selectFrom("online_matches")
        .selectAll()
        .where("invite_hash", "=", inviteHash)
        .executeTakeFirst();
      return r ? toMatch(r) : null;
    },
    async join(id, player, clock, at) {
      const r = await db
        .updateTable("online_matches")
        .set({
          p1_id: player.id,
          p1_name: player.name,
          status: "live",
          clock: JSON.stringify(clock),
          updated_at: at,
        })
        .where("id", "=", id)
        .where("status", "=", "open")
        .where("p1_id", "is", null)
        .where("p0_id", "!=", player.id)
        .executeTakeFirst();
      return Number(r.numUpdatedRows) === 1;
    },
    async actions(id, from = 0) {
      const rows = await db
        .selectFrom("online_steps")
        .select(["seq", "action"])
        .where("match_id", "=", id)
        .where("seq", ">=", from)
        .orderBy("seq")
        .execute();
      return rows.map((r) => JSON.parse(r.action));
    },
    async commit(c) {
      // A step on PostgreSQL, or a change without a step anywhere, is one statement (one round
      // trip, atomic by itself); a finish that rates, or a step on SQLite, is a transaction.
      if (!c.rate && c.action === undefined) {
        const r = await matchUpdate(db, c).executeTakeFirst();
        return Number(r.numUpdatedRows) === 1;
      }
      if (!c.rate && dialect === "postgres") {
        const rows = await db
          .with("moved", () => matchUpdate(db, c).returning("id"))
          .insertInto("online_steps")
          .columns(["match_id", "seq", "action", "created_at"])
          .expression((eb) =>
            eb
              .selectFrom("moved")
              .select([
                "moved.id",
                sql.lit(c.expectSeq).as("seq"),
                sql<string>`${JSON.stringify(c.action)}`.as("action"),
                sql<number>`${c.at}::double precision`.as("created_at"),
              ]),
          )
          .returning("match_id")
          .execute();
        return rows.length === 1;
      }
      return db.transaction().execute(async (trx) => {
        const r = await matchUpdate(trx, c).executeTakeFirst();
        if (Number(r.numUpdatedRows) !== 1) return false;
        if (c.action !== undefined)
          await trx
            .insertInto("online_steps")
            .values({ match_id: c.id, seq: c.expectSeq, action: JSON.stringify(c.action), created_at: c.at })
            .execute();
        if (c.rate) await rateIn(trx, dialect, c.id, c.rate, c.at);
        return true;
      });
    },
    async liveMatchIds(limit) {
      const rows = await db
        .selectFrom("online_matches")
        .select("id")
        .where("status", "=", "live")
        .orderBy("updated_at")
        .limit(limit)
        .execute();
      return rows.map((r) => r.id);
    },
    async lobby(game, limit) {
      let q = db
        .selectFrom("online_matches")
        .selectAll()
        .where((eb) =>
          eb.or([eb.and([eb("status", "=", "open"), eb("listed", "=", 1)]), eb("status", "=", "live")]),
        );
      if (game) q = q.where("game", "=", game);
      const rows = await q.orderBy("updated_at", "desc").limit(limit).execute();
      return rows.map(toMatch);
    },
    async rating(playerId, game) {
      const r = await db
        .selectFrom("online_ratings")
        .select(["rating", "rd", "volatility", "games"])
        .where("player_id", "=", playerId)
        .where("game", "=", game)
        .executeTakeFirst();
      return r ? { rating: r.rating, rd: r.rd, volatility: r.volatility, games: Number(r.games) } : null;
    },
    async ratingsOf(playerId) {
      const rows = await db
        .selectFrom("online_ratings")
        .select(["game", "rating", "rd", "volatility", "games"])
        .where("player_id", "=", playerId)
        .execute();
      return rows.map((r) => ({ ...r, games: Number(r.games) }));
    },
    async leaderboard(game, limit) {
      const rows = await db
        .selectFrom("online_ratings")
        .innerJoin("organizers", (j) =>
          j.on(sql<string>`'a:' || organizers.id`, "=", sql.ref("online_ratings.player_id")),
        )
        .select([
          "online_ratings.player_id as playerId",
          "organizers.name as name",
          "online_ratings.rating as rating",
          "online_ratings.rd as rd",
          "online_ratings.volatility as volatility",
          "online_ratings.games as games",
        ])
        .where("online_ratings.game", "=", game)
        .orderBy("online_ratings.rating", "desc")
        .limit(limit)
        .execute();
      return rows.map((r) => ({ ...r, games: Number(r.games) }));
    },
    async history(playerId, limit) {
      const rows = await db
        .selectFrom("online_rating_history")
        .selectAll()
        .where("player_id", "=", playerId)
        .orderBy("at", "desc")
        .limit(limit)
        .execute();
      return rows.map((r) => ({
        match: r.match_id,
        game: r.game,
        opponent: { id: r.opponent_id, name: r.opponent_name },
        score: r.score,
        ratingBefore: r.rating_before,
        ratingAfter: r.rating_after,
        at: r.at,
      }));
    },
  };
}

/** The write to a match's row, applied only while it is at `expectSeq` (and its lag strokes as expected). */
function matchUpdate(db: Db | Trx, c: MatchCommit) {
  let q = db
    .updateTable("online_matches")
    .set({
      updated_at: c.at,
      ...(c.action !== undefined ? { seq: c.expectSeq + 1 } : {}),
      ...(c.lagPending !== undefined ? { lag_pending: c.lagPending } : {}),
      ...(c.clock !== undefined ? { clock: JSON.stringify(c.clock) } : {}),
      ...(c.status !== undefined ? { status: c.status } : {}),
      ...(c.result !== undefined ? { result: JSON.stringify(c.result) } : {}),
    })
    .where("id", "=", c.id)
    .where("seq", "=", c.expectSeq)
    .where("status", "!=", "over");
  if (c.expectLagPending !== undefined)
    q =
      c.expectLagPending === null
        ? q.where("lag_pending", "is", null)
        : q.where("lag_pending", "=", c.expectLagPending);
  return q;
}

/**
 * The ratings of a finished match, read and written in the transaction that finishes it. Each
 * player's row is made first if missing (ON CONFLICT DO NOTHING waits for a racing insert),
 * then read FOR UPDATE on PostgreSQL, in player-id order so two such transactions cannot
 * deadlock. On SQLite the transaction already holds the database's one write lock (its first
 * statement wrote the match), so the read is the latest.
 */
async function rateIn(trx: Trx, dialect: Dialect, matchId: string, r: RatingRequest, at: number) {
  const n = r.entrants.length;
  const order = [...Array(n).keys()].sort((x, y) => (r.entrants[x]!.id < r.entrants[y]!.id ? -1 : 1));
  const before: (Glicko & { games: number })[] = [];
  for (const i of order) {
    const playerId = r.entrants[i]!.id;
    await trx
      .insertInto("online_ratings")
      .values({ player_id: playerId, game: r.game, ...r.fresh, games: 0, updated_at: at })
      .onConflict((oc) => oc.columns(["player_id", "game"]).doNothing())
      .execute();
    let q = trx
      .selectFrom("online_ratings")
      .select(["rating", "rd", "volatility", "games"])
      .where("player_id", "=", playerId)
      .where("game", "=", r.game);
    if (dialect === "postgres") q = q.forUpdate();
    const row = await q.executeTakeFirstOrThrow();
    before[i] = { rating: row.rating, rd: row.rd, volatility: row.volatility, games: Number(row.games) };
  }
  const after = r.update(before);
  for (const i of order) {
    const me = r.entrants[i]!;
    const [b, a] = [before[i]!, after[i]!];
    await trx
      .updateTable("online_ratings")
      .set({ rating: a.rating, rd: a.rd, volatility: a.volatility, games: b.games + 1, updated_at: at })
      .where("player_id", "=", me.id)
      .where("game", "=", r.game)
      .execute();
    await trx
      .insertInto("online_rating_history")
      .values({
        match_id: matchId,
        player_id: me.id,
        game: r.game,
        opponent_id: me.opponent.id,
        opponent_name: me.opponent.name,
        score: me.score,
        rating_before: b.rating,
        rating_after: a.rating,
        rd_after: a.rd,
        at,
      })
      .execute();
  }
}
