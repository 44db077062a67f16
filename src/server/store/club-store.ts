/**
 * Club mode's storage port: every read and write club mode makes, as one interface over the
 * one Kysely database (SQLite or PostgreSQL, the same code; see sql-club-store.ts). Each
 * method answers a Result: a StoreError (busy, conflict…, errors.ts) or, for the operations
 * that apply tournament rules, the rule's refusal (ServiceError).
 */
import type { Result } from "../../core/index.ts";
import type { EncounterTable, OrganizerTable, TournamentTable } from "../db/schema.ts";
import type { NewTournament, ServiceError } from "../tournament/service.ts";
import type { StoreError, StoreResult } from "./errors.ts";

export type ClubError = ServiceError | StoreError;
export type ClubResult<T> = Result<T, ClubError>;

export interface SessionRow {
  readonly organizerId: string;
  readonly createdAt: number;
  readonly lastSeenAt: number;
}

export interface PlayerRow {
  readonly id: string;
  readonly name: string;
  readonly seed: number;
  /** G-TEAM: a team's players as stored (a JSON list), null for a single player; read with membersOf. */
  readonly members: string | null;
  /** Registered online (issue 28): the player's online id, null for an entry made by the organizer. */
  readonly account: string | null;
  readonly checked_in_at: number | null;
  /** Entered by name and linked to this online identity's profile; plays at the real tables. */
  readonly profile: string | null;
  /** A handicap (issue 39): this player's own race (Bola 8) or target (Piña); null: the tournament's. */
  readonly handicap: number | null;
}

/** An entry as the organizer gives it: a player's name, or a team with its players (G-TEAM). */
/** A player's name, or an entry with a team's players (G-TEAM) and/or a handicap (issue 39). */
export type EntryInput =
  | string
  | { readonly name: string; readonly members?: readonly string[]; readonly handicap?: number };

/** A team's players in shooting order, or null for a single player. */
export function membersOf(row: { readonly members: string | null }): string[] | null {
  if (row.members === null) return null;
  try {
    const m = JSON.parse(row.members) as unknown;
    return Array.isArray(m) && m.every((x) => typeof x === "string") ? m : null;
  } catch {
    return null;
  }
}

export interface TournamentRows {
  readonly t: TournamentTable;
  readonly players: readonly PlayerRow[];
  /** In display order: stage (rr/group before ko), group, round, slot. */
  readonly encounters: readonly EncounterTable[];
  readonly version: number;
}

export interface EncounterScriptRows {
  readonly t: TournamentTable;
  readonly e: EncounterTable;
  readonly players: readonly PlayerRow[];
  readonly steps: readonly string[];
}

/** The summary kept on the encounter after each entry (the live page reads it without replaying). */
export interface EncounterSummary {
  readonly lastReport: string | null;
  /** The narration lines of the last step (JSON of narration's Line[]), for the wall. */
  readonly lastLines: string | null;
  readonly scoreA: number;
  readonly scoreB: number;
}

export interface StepEntry {
  readonly tournamentId: string;
  readonly encounterId: string;
  readonly seq: number;
  /** The step as MATCH-SCRIPT.md JSON text. */
  readonly step: string;
  readonly summary: EncounterSummary;
  /** Set when this entry ends the match: who goes on (null: nobody / level). */
  readonly finished?: { readonly winner: 0 | 1 | null };
  readonly now: number;
}

export interface StepsReplacement {
  readonly tournamentId: string;
  readonly encounterId: string;
  /** The first entry replaced (0-based, as seq). */
  readonly from: number;
  /** The entries the encounter has now, all of which the caller has seen. */
  readonly count: number;
  /** The new entries from `from` on, as MATCH-SCRIPT.md JSON text. */
  readonly steps: readonly string[];
  readonly summary: EncounterSummary;
  /** Set when the last new entry ends the match. */
  readonly finished?: { readonly winner: 0 | 1 | null };
  readonly now: number;
}

export interface OrganizerLoad {
  readonly openTournaments: number;
  readonly tables: number;
}

export interface ClubStore {
  // ---- organizers and sessions
  organizerByName(name: string): Promise<StoreResult<OrganizerTable | null>>;
  /** "taken" when the name exists already (the unique key decides, not a prior read). */
  createOrganizer(row: OrganizerTable): Promise<StoreResult<"created" | "taken">>;
  createSession(tokenHash: string, organizerId: string, now: number): Promise<StoreResult<void>>;
  session(tokenHash: string): Promise<StoreResult<SessionRow | null>>;
  touchSession(tokenHash: string, now: number): Promise<StoreResult<void>>;
  deleteSession(tokenHash: string): Promise<StoreResult<void>>;

  // ---- tournaments (organizer)
  organizerLoad(organizerId: string): Promise<StoreResult<OrganizerLoad>>;
  /** Creates the tournament, its tables and (optionally) its first players, all or nothing. */
  createTournament(
    organizerId: string,
    t: NewTournament,
    players: readonly EntryInput[],
    now: number,
  ): Promise<ClubResult<string>>;
  tournament(id: string): Promise<StoreResult<TournamentTable | null>>;
  addPlayers(t: TournamentTable, entries: readonly EntryInput[]): Promise<ClubResult<string[]>>;
  /** One entry's own race or target (null: the tournament's), before the draw. */
  setHandicap(t: TournamentTable, playerId: string, handicap: number | null): Promise<ClubResult<void>>;
  /** Draws the encounters and calls the first ones to the tables; answers how many were drawn. */
  draw(t: TournamentTable, now: number): Promise<ClubResult<number>>;
  noShow(
    t: TournamentTable,
    encounterId: string,
    absent: readonly (0 | 1)[],
    now: number,
  ): Promise<ClubResult<EncounterTable>>;
  /** Moves the tournament forward after a result (idempotent; touches only what changes). */
  settle(tournamentId: string, now: number): Promise<StoreResult<void>>;
  organizerTournaments(
    organizerId: string,
  ): Promise<
    StoreResult<Pick<TournamentTable, "id" | "name" | "game" | "format" | "status" | "starts_at">[]>
  >;
  tableLinks(tournamentId: string): Promise<StoreResult<{ number: number; token: string }[]>>;

  // ---- public reads
  recentTournaments(
    limit: number,
  ): Promise<
    StoreResult<Pick<TournamentTable, "id" | "name" | "game" | "format" | "status" | "starts_at">[]>
  >;
  tournamentRows(id: string): Promise<StoreResult<TournamentRows | null>>;
  /** Bumped by every change to the tournament, in any process: the view cache's check. */
  tournamentVersion(id: string): Promise<StoreResult<number | null>>;
  encounterScript(
    tournamentId: string,
    encounterId: string,
  ): Promise<StoreResult<EncounterScriptRows | null>>;

  // ---- scorekeeper
  tableToken(tournamentId: string, number: number): Promise<StoreResult<string | null>>;
  playingEncounter(tournamentId: string, number: number): Promise<StoreResult<EncounterTable | null>>;
  steps(encounterId: string): Promise<StoreResult<{ seq: number; step: string }[]>>;
  /** How many entries the encounter has in the database now (another process may have added some). */
  stepCount(encounterId: string): Promise<StoreResult<number>>;
  players(ids: readonly string[]): Promise<StoreResult<PlayerRow[]>>;
  /** Who breaks first (null: undo it); only while no entry is recorded. */
  setBreaker(
    tournamentId: string,
    encounterId: string,
    breaker: 0 | 1 | null,
    now: number,
  ): Promise<StoreResult<void>>;
  /** Written before acknowledged, in a group commit with other tables' entries. */
  appendStep(entry: StepEntry): Promise<StoreResult<void>>;
  /**
   * A correction (issue 38): the entries from `from` on become `steps`, in one transaction, and
   * the summary is the new last entry's. Refused as a conflict (nothing changed) unless the
   * encounter still has `count` entries: another process recorded meanwhile.
   */
  replaceSteps(entry: StepsReplacement): Promise<StoreResult<void>>;
  /** Takes back entry `seq` (the last) and restores the summary before it. */
  removeStep(
    tournamentId: string,
    encounterId: string,
    seq: number,
    summary: EncounterSummary,
    now: number,
  ): Promise<StoreResult<void>>;
}
