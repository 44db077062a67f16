/**
 * Online play's tables, as Kysely sees them (the same in SQLite and PostgreSQL: text ids, epoch
 * milliseconds in double-precision columns, JSON as text). A match's state is its step list:
 * any node rebuilds the match by replaying it, so no process holds state another cannot see.
 */

export interface OnlineGuestTable {
  id: string;
  name: string;
  /** sha256 of the guest's bearer token. */
  token_hash: string;
  created_at: number;
}

export interface OnlineMatchTable {
  id: string;
  game: string;
  /** JSON: the referee's named settings. */
  settings: string;
  /** JSON: ClockSettings. */
  clock_settings: string;
  seed: string;
  listed: number;
  /** "open" | "live" | "over" */
  status: string;
  /** sha256 of the invite code. */
  invite_hash: string;
  p0_id: string;
  p0_name: string;
  p1_id: string | null;
  p1_name: string | null;
  /** How many steps are stored: the sequence number every intent must carry. */
  seq: number;
  /** JSON {"0"?: stroke, "1"?: stroke}: lag strokes sent while waiting for the other. */
  lag_pending: string | null;
  /** JSON ClockState. */
  clock: string;
  /** JSON MatchResult once over. */
  result: string | null;
  /** G-TEAM: JSON StoredSides, each side's seats in shooting order (null seats open); null in singles. */
  sides: string | null;
  created_at: number;
  updated_at: number;
}

/** G-TEAM: one invite link per person seat of a match of sides. */
export interface OnlineSeatInviteTable {
  /** sha256 of the seat's invite code. */
  invite_hash: string;
  match_id: string;
  side: number;
  member: number;
}

export interface OnlineStepTable {
  match_id: string;
  seq: number;
  /** JSON GameAction. */
  action: string;
  created_at: number;
}

export interface OnlineRatingTable {
  player_id: string;
  game: string;
  rating: number;
  rd: number;
  volatility: number;
  games: number;
  updated_at: number;
}

export interface OnlineRatingHistoryTable {
  match_id: string;
  player_id: string;
  game: string;
  opponent_id: string;
  opponent_name: string;
  /** 1, 0 or 0.5. */
  score: number;
  rating_before: number;
  rating_after: number;
  rd_after: number;
  at: number;
}

/** A player's statistics of one finished match (src/game/stats' PlayerStats as JSON). */
export interface OnlineMatchStatsTable {
  match_id: string;
  player_id: string;
  game: string;
  stats: string;
  at: number;
}

export interface OnlineDatabase {
  online_match_stats: OnlineMatchStatsTable;
  online_guests: OnlineGuestTable;
  online_matches: OnlineMatchTable;
  online_seat_invites: OnlineSeatInviteTable;
  online_steps: OnlineStepTable;
  online_ratings: OnlineRatingTable;
  online_rating_history: OnlineRatingHistoryTable;
}
