/**
 * One account, one profile (issue 28): a guest's history claimed into an account. Everything
 * that names the guest is made to name the account, in one transaction: the matches' seats
 * (singles and sides), the rating history (as player and as opponent), the ratings, and the
 * tournament entries. The guest identity is then removed, so its token no longer plays.
 *
 * Ratings [interp]: Glicko-2 has no rule for merging two players' ratings. For a game the
 * account has not played, the guest's rating moves over; for a game both have played, the
 * account's rating stays and the guest's is dropped (its rated matches stay in the history).
 */
import type { Kysely, Transaction } from "kysely";
import type { OnlineDatabase } from "../db/online-schema.ts";
import type { ClubDatabase } from "../db/schema.ts";
import { type Dialect, guard, type StoreResult } from "./errors.ts";
import { entriesOf } from "./online-entries.ts";
import type { SeatHolder, StoredSides } from "./online-store.ts";

type Db = Kysely<ClubDatabase & OnlineDatabase>;
type Trx = Transaction<ClubDatabase & OnlineDatabase>;

export interface ClaimMoved {
  readonly matches: number;
  /** Games whose rating moved to the account. */
  readonly ratings: string[];
  readonly tournaments: number;
}

export type ClaimOutcome =
  | { readonly ok: true; readonly moved: ClaimMoved }
  | { readonly ok: false; readonly why: "guest-in-play" };

export class GuestClaims {
  private readonly db: Db;

  constructor(
    club: Kysely<ClubDatabase>,
    private readonly dialect: Dialect,
  ) {
    this.db = club as unknown as Db;
  }

  claim(
    guestId: string,
    account: { readonly id: string; readonly name: string },
  ): Promise<StoreResult<ClaimOutcome>> {
    return guard(this.dialect, () =>
      this.db.transaction().execute(async (trx) => {
        const mine = await this.matchesOf(trx, guestId);
        // A match being played keeps its players as they joined: claim after it ends.
        if (mine.some((m) => m.status !== "over"))
          return { ok: false as const, why: "guest-in-play" as const };
        for (const m of mine) {
          const sides =
            m.sides === null ? null : renameSides(JSON.parse(m.sides) as StoredSides, guestId, account.id);
          await trx
            .updateTable("online_matches")
            .set({
              ...(m.p0_id === guestId ? { p0_id: account.id } : {}),
              ...(m.p1_id === guestId ? { p1_id: account.id } : {}),
              ...(sides ? { sides: JSON.stringify(sides) } : {}),
            })
            .where("id", "=", m.id)
            .execute();
        }
        // The rating history: a match the account and the guest played against each other keeps
        // the account's row only (one row per player per match).
        const both = await trx
          .selectFrom("online_rating_history")
          .select("match_id")
          .where("player_id", "=", account.id)
          .execute();
        const shared = both.map((r) => r.match_id);
        if (shared.length)
          await trx
            .deleteFrom("online_rating_history")
            .where("player_id", "=", guestId)
            .where("match_id", "in", shared)
            .execute();
        await trx
          .updateTable("online_rating_history")
          .set({ player_id: account.id })
          .where("player_id", "=", guestId)
          .execute();
        await trx
          .updateTable("online_rating_history")
          .set({ opponent_id: account.id })
          .where("opponent_id", "=", guestId)
          .execute();
        const ratings = await this.moveRatings(trx, guestId, account.id);
        // Statistics per match: one row per player per match, so a match both played keeps the account's.
        await trx
          .deleteFrom("online_match_stats")
          .where("player_id", "=", guestId)
          .where("match_id", "in", (eb) =>
            eb
              .selectFrom("online_match_stats as own")
              .select("own.match_id")
              .where("own.player_id", "=", account.id),
          )
          .execute();
        await trx
          .updateTable("online_match_stats")
          .set({ player_id: account.id })
          .where("player_id", "=", guestId)
          .execute();
        // Tournament entries, registered online or linked to the profile: a tournament the
        // account is also in keeps the account's entry.
        const entered = await trx
          .selectFrom("players")
          .select("tournament_id")
          .where(entriesOf(account.id))
          .execute();
        let tournaments = 0;
        for (const column of ["account", "profile"] as const) {
          let q = trx
            .updateTable("players")
            .set({ [column]: account.id })
            .where(column, "=", guestId);
          if (entered.length)
            q = q.where(
              "tournament_id",
              "not in",
              entered.map((e) => e.tournament_id),
            );
          tournaments += Number((await q.executeTakeFirst()).numUpdatedRows);
        }
        await trx.deleteFrom("online_guests").where("id", "=", guestId.slice(2)).execute();
        return { ok: true as const, moved: { matches: mine.length, ratings, tournaments } };
      }),
    );
  }

  /** Every match the guest sat in, as a singles player or in a side. */
  private matchesOf(trx: Trx, guestId: string) {
    return trx
      .selectFrom("online_matches")
      .select(["id", "status", "p0_id", "p1_id", "sides"])
      .where((eb) =>
        eb.or([
          eb("p0_id", "=", guestId),
          eb("p1_id", "=", guestId),
          // Sides are JSON text: a LIKE narrows, the parse in renameSides decides.
          eb("sides", "like", `%"${guestId}"%`),
        ]),
      )
      .execute();
  }

  private async moveRatings(trx: Trx, guestId: string, accountId: string): Promise<string[]> {
    const theirs = await trx
      .selectFrom("online_ratings")
      .select("game")
      .where("player_id", "=", guestId)
      .execute();
    const own = new Set(
      (
        await trx.selectFrom("online_ratings").select("game").where("player_id", "=", accountId).execute()
      ).map((r) => r.game),
    );
    const moved: string[] = [];
    for (const { game } of theirs) {
      if (own.has(game)) continue;
      await trx
        .updateTable("online_ratings")
        .set({ player_id: accountId })
        .where("player_id", "=", guestId)
        .where("game", "=", game)
        .execute();
      moved.push(game);
    }
    await trx.deleteFrom("online_ratings").where("player_id", "=", guestId).execute();
    return moved;
  }
}

function renameSides(sides: StoredSides, from: string, to: string): StoredSides {
  const seat = (s: SeatHolder | null): SeatHolder | null =>
    s?.id === from ? { ...s, id: to, guest: false } : s;
  return [sides[0].map(seat), sides[1].map(seat)];
}
