/**
 * Statistics per player per finished online match (issue 27 item 4): written once when the match
 * ends, read back for the player's page (the last matches, newest first). The figures themselves
 * are src/game/stats' PlayerStats, stored as JSON, so the page sums them with the same code as a
 * browser's local statistics.
 */
import type { Kysely } from "kysely";
import type { PlayerStats } from "../../game/index.ts";
import type { OnlineDatabase } from "../db/online-schema.ts";
import type { ClubDatabase } from "../db/schema.ts";
import { type Dialect, guard, type StoreResult } from "./errors.ts";

type Db = Kysely<ClubDatabase & OnlineDatabase>;

export interface MatchStatsRow {
  readonly match: string;
  readonly game: string;
  readonly at: number;
  readonly stats: PlayerStats;
}

export class MatchStatsStore {
  private readonly db: Db;

  constructor(
    club: Kysely<ClubDatabase>,
    private readonly dialect: Dialect,
  ) {
    this.db = club as unknown as Db;
  }

  /** One row per player; a second write for the same match (another node) changes nothing. */
  save(
    matchId: string,
    game: string,
    rows: readonly { readonly playerId: string; readonly stats: PlayerStats }[],
    at: number,
  ): Promise<StoreResult<void>> {
    return guard(this.dialect, async () => {
      if (rows.length === 0) return;
      await this.db
        .insertInto("online_match_stats")
        .values(
          rows.map((r) => ({
            match_id: matchId,
            player_id: r.playerId,
            game,
            stats: JSON.stringify(r.stats),
            at,
          })),
        )
        .onConflict((oc) => oc.columns(["match_id", "player_id"]).doNothing())
        .execute();
    });
  }

  /** The player's last `limit` matches' statistics, newest first. */
  ofPlayer(playerId: string, limit: number): Promise<StoreResult<MatchStatsRow[]>> {
    return guard(this.dialect, async () => {
      const rows = await this.db
        .selectFrom("online_match_stats")
        .selectAll()
        .where("player_id", "=", playerId)
        .orderBy("at", "desc")
        .limit(limit)
        .execute();
      return rows.map((r) => ({
        match: r.match_id,
        game: r.game,
        at: Number(r.at),
        stats: JSON.parse(r.stats) as PlayerStats,
      }));
    });
  }
}
