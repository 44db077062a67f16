/**
 * Online play's storage port and its Kysely implementation (SQLite and PostgreSQL alike). All
 * of online play's SQL lives here and in online-matches-sql.ts and online-ratings-sql.ts. Writes
 * that change a match are conditional on its sequence number, so two nodes (or two sockets)
 * racing for the same step cannot both win: the loser sees `false` and refuses its intent as
 * stale.
 */
import type { Kysely } from "kysely";
import type { ClubDatabase } from "../db/schema.ts";
import type { Dialect } from "./errors.ts";
import { matchReads, matchWrites } from "./online-matches-sql.ts";
import { ratingReads } from "./online-ratings-sql.ts";
import type { OnlineDb, OnlineStore } from "./online-store-port.ts";

export type {
  Glicko,
  HistoryEntry,
  MatchCommit,
  NewMatch,
  OnlineStore,
  RatedEntrant,
  RatingRequest,
  SeatHolder,
  SeatTake,
  StoredMatch,
  StoredPlayer,
  StoredRating,
  StoredSides,
} from "./online-store-port.ts";

export function makeOnlineStore(club: Kysely<ClubDatabase>, dialect: Dialect): OnlineStore {
  const db = club as unknown as OnlineDb;
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
    ...matchReads(db),
    ...matchWrites(db, dialect),
    ...ratingReads(db),
  };
}
