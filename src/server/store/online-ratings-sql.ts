/** Online ratings in SQL: read, ranked, their history, and the update inside a match's finishing write. */
import { sql } from "kysely";
import type { Dialect } from "./errors.ts";
import type { Glicko, OnlineDb, OnlineStore, OnlineTrx, RatingRequest } from "./online-store-port.ts";

/** A player's ratings per game, the leaderboard and the rating history. */
export function ratingReads(
  db: OnlineDb,
): Pick<OnlineStore, "rating" | "ratingsOf" | "leaderboard" | "history"> {
  return {
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

/**
 * The ratings of a finished match, read and written in the transaction that finishes it. Each
 * player's row is made first if missing (ON CONFLICT DO NOTHING waits for a racing insert),
 * then read FOR UPDATE on PostgreSQL, in player-id order so two such transactions cannot
 * deadlock. On SQLite the transaction already holds the database's one write lock (its first
 * statement wrote the match), so the read is the latest.
 */
export async function rateIn(
  trx: OnlineTrx,
  dialect: Dialect,
  matchId: string,
  r: RatingRequest,
  at: number,
) {
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
