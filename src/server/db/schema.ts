/**
 * The club database, as Kysely sees it. The same tables in SQLite and PostgreSQL: text ids
 * made by the server, times as epoch milliseconds in double-precision columns, JSON as text,
 * so one query layer serves both engines.
 */
import type { Generated } from "kysely";

export interface OrganizerTable {
  id: string;
  name: string;
  password_hash: string;
  created_at: number;
}

export interface SessionTable {
  /** sha256 of the bearer token: a stolen database does not hand out sessions. */
  token_hash: string;
  organizer_id: string;
  created_at: number;
  /** Last request made with it (idle expiry); written at most once a minute. */
  last_seen_at: number;
}

export interface TournamentTable {
  id: string;
  organizer_id: string;
  name: string;
  game: string;
  format: string;
  /** JSON: the engine's named settings, plus raceTo for Bola 8. */
  settings: string;
  tables: number;
  group_size: number;
  advance: number;
  starts_at: number;
  /** "entry" (players being added), "running" (drawn), "done". */
  status: string;
  created_at: number;
  /** Bumped by every change to the tournament or its encounters (the view cache's check). */
  version: number;
  /** Played online (0007): its rules of play as JSON (protocol's OnlinePlay), null at real tables only. */
  online: string | null;
  /** Double elimination (0054): 1 when the losers' side winning the grand final forces a reset. */
  grand_final_reset: number;
}

export interface PlayerTable {
  id: string;
  tournament_id: string;
  /** The entry's name: a player's, or a team's (G-TEAM). */
  name: string;
  seed: number;
  /** G-TEAM: a team's players in shooting order, as a JSON list; null for a single player. */
  members: string | null;
  /** Registered online (0007): the player's online id ("a:…" an account, "g:…" a guest), else null. */
  account: string | null;
  /** When a registered online player checked in; null: not (yet). */
  checked_in_at: number | null;
  /** Entered by name and linked to this online identity's profile (0053); plays at the tables. */
  profile: string | null;
  /** The digest of the link that links it (0053), until it is used. */
  profile_link_hash: string | null;
  /** A handicap (0054): this player's own race (Bola 8) or target (Piña); null: the tournament's. */
  handicap: number | null;
}

export interface ClubTableTable {
  tournament_id: string;
  number: number;
  /** The scorekeeper link's capability: it allows recording this table's match only. */
  token: string;
}

export interface EncounterTable {
  id: string;
  tournament_id: string;
  /** "rr" round robin, "group", "ko" knockout; double elimination's "wb", "lb", "gf" (protocol's STAGES). */
  stage: string;
  group_no: number;
  round: number;
  slot: number;
  player_a: string | null;
  player_b: string | null;
  /** Knockout: the encounters whose winners fill each side. */
  src_a: string | null;
  src_b: string | null;
  table_no: number | null;
  scheduled_at: number | null;
  /** "waiting" | "ready" | "playing" | "done" */
  status: string;
  /** "played" | "noshow" | "bye" once done; "unneeded" for a grand-final reset the first final made moot. */
  result_kind: string | null;
  score_a: number;
  score_b: number;
  /** 0 (player_a), 1 (player_b), or null (none, or both disqualified). */
  winner: number | null;
  /** JSON array of absent sides for a no-show, else null. */
  absent: string | null;
  breaker: number | null;
  /** Last step report as JSON (for the live page without replaying). */
  last_report: string | null;
  /** The last step told by the narration (JSON Line[]), null before the first (0004). */
  last_lines: string | null;
  /** Played online (0007): the online match's id once created, else null. */
  online_match: string | null;
  updated_at: number;
}

export interface StepTable {
  encounter_id: string;
  seq: number;
  /** One step of the match script, in MATCH-SCRIPT.md's JSON. */
  step: string;
  created_at: number;
}

/** A league: a season of nights, each night a tournament of the organizer's (issue 28). */
export interface LeagueTable {
  id: string;
  organizer_id: string;
  name: string;
  game: string;
  created_at: number;
}

export interface LeagueNightTable {
  league_id: string;
  /** 1-based night of the season. */
  night: number;
  tournament_id: string;
}

export interface ClubDatabase {
  leagues: LeagueTable;
  league_nights: LeagueNightTable;
  organizers: OrganizerTable;
  sessions: SessionTable;
  tournaments: TournamentTable;
  players: PlayerTable;
  club_tables: ClubTableTable;
  encounters: EncounterTable;
  steps: StepTable;
}

export type Gen<T> = Generated<T>;
