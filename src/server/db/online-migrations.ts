/** Online play's migrations (0050 upward), spread into the MIGRATIONS record of migrations.ts. */
import type { Kysely, Migration } from "kysely";

const initial: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("online_guests")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("name", "text", (c) => c.notNull())
      .addColumn("token_hash", "text", (c) => c.notNull().unique())
      .addColumn("created_at", "double precision", (c) => c.notNull())
      .execute();
    await db.schema
      .createTable("online_matches")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("game", "text", (c) => c.notNull())
      .addColumn("settings", "text", (c) => c.notNull())
      .addColumn("clock_settings", "text", (c) => c.notNull())
      .addColumn("seed", "text", (c) => c.notNull())
      .addColumn("listed", "integer", (c) => c.notNull())
      .addColumn("status", "text", (c) => c.notNull())
      .addColumn("invite_hash", "text", (c) => c.notNull().unique())
      .addColumn("p0_id", "text", (c) => c.notNull())
      .addColumn("p0_name", "text", (c) => c.notNull())
      .addColumn("p1_id", "text")
      .addColumn("p1_name", "text")
      .addColumn("seq", "integer", (c) => c.notNull())
      .addColumn("lag_pending", "text")
      .addColumn("clock", "text", (c) => c.notNull())
      .addColumn("result", "text")
      .addColumn("created_at", "double precision", (c) => c.notNull())
      .addColumn("updated_at", "double precision", (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex("online_matches_status")
      .on("online_matches")
      .columns(["status", "game"])
      .execute();
    await db.schema
      .createTable("online_steps")
      .addColumn("match_id", "text", (c) => c.notNull().references("online_matches.id"))
      .addColumn("seq", "integer", (c) => c.notNull())
      .addColumn("action", "text", (c) => c.notNull())
      .addColumn("created_at", "double precision", (c) => c.notNull())
      // The key is the guard against a step stored twice, or two steps taking one place.
      .addPrimaryKeyConstraint("online_steps_pk", ["match_id", "seq"])
      .execute();
    await db.schema
      .createTable("online_ratings")
      .addColumn("player_id", "text", (c) => c.notNull())
      .addColumn("game", "text", (c) => c.notNull())
      .addColumn("rating", "double precision", (c) => c.notNull())
      .addColumn("rd", "double precision", (c) => c.notNull())
      .addColumn("volatility", "double precision", (c) => c.notNull())
      .addColumn("games", "integer", (c) => c.notNull())
      .addColumn("updated_at", "double precision", (c) => c.notNull())
      .addPrimaryKeyConstraint("online_ratings_pk", ["player_id", "game"])
      .execute();
    await db.schema
      .createIndex("online_ratings_board")
      .on("online_ratings")
      .columns(["game", "rating"])
      .execute();
    await db.schema
      .createTable("online_rating_history")
      .addColumn("match_id", "text", (c) => c.notNull())
      .addColumn("player_id", "text", (c) => c.notNull())
      .addColumn("game", "text", (c) => c.notNull())
      .addColumn("opponent_id", "text", (c) => c.notNull())
      .addColumn("opponent_name", "text", (c) => c.notNull())
      .addColumn("score", "double precision", (c) => c.notNull())
      .addColumn("rating_before", "double precision", (c) => c.notNull())
      .addColumn("rating_after", "double precision", (c) => c.notNull())
      .addColumn("rd_after", "double precision", (c) => c.notNull())
      .addColumn("at", "double precision", (c) => c.notNull())
      // One rating change per player per match, even if two nodes try to finish it.
      .addPrimaryKeyConstraint("online_rating_history_pk", ["match_id", "player_id"])
      .execute();
  },
};

/** G-TEAM: matches of sides (their seats as JSON on the match) and an invite link per seat. */
const sides: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable("online_matches").addColumn("sides", "text").execute();
    await db.schema
      .createTable("online_seat_invites")
      .addColumn("invite_hash", "text", (c) => c.primaryKey())
      .addColumn("match_id", "text", (c) => c.notNull().references("online_matches.id"))
      .addColumn("side", "integer", (c) => c.notNull())
      .addColumn("member", "integer", (c) => c.notNull())
      .execute();
  },
};

/**
 * Statistics per player per finished match (issue 27 item 4): computed once when the match ends
 * (src/game/stats, off the main thread when there are workers), summed on the player's page.
 */
const matchStats: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("online_match_stats")
      .addColumn("match_id", "text", (c) => c.notNull())
      .addColumn("player_id", "text", (c) => c.notNull())
      .addColumn("game", "text", (c) => c.notNull())
      .addColumn("stats", "text", (c) => c.notNull())
      .addColumn("at", "double precision", (c) => c.notNull())
      .addPrimaryKeyConstraint("online_match_stats_pk", ["match_id", "player_id"])
      .execute();
    await db.schema
      .createIndex("online_match_stats_player")
      .on("online_match_stats")
      .columns(["player_id", "at"])
      .execute();
  },
};

/**
 * A player entered by name at the real tables linked to their online profile: the organizer
 * hands them a link (its token's digest kept here until used), and once they open it signed in
 * the tournament is on their profile. Not `account`, which means "plays online" (called online,
 * withdrawn at the draw without check-in).
 */
const entryProfiles: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable("players").addColumn("profile", "text").execute();
    await db.schema.alterTable("players").addColumn("profile_link_hash", "text").execute();
    await db.schema
      .createIndex("players_profile")
      .on("players")
      .columns(["profile", "tournament_id"])
      .execute();
  },
};

export const ONLINE_MIGRATIONS: Record<string, Migration> = {
  "0050_online_initial": initial,
  "0051_online_sides": sides,
  "0052_online_match_stats": matchStats,
  "0053_entry_profiles": entryProfiles,
};
