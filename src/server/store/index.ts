/**
 * The storage port (boardgame.io's StorageAPI, in spirit): all SQL lives under src/server/store,
 * one interface per audience over the one Kysely database, SQLite and PostgreSQL through the
 * same code. The server opens the stores once and hands each part of the app its own.
 */
import type { Kysely } from "kysely";
import type { ClubDatabase } from "../db/schema.ts";
import type { ClubStore } from "./club-store.ts";
import type { Dialect } from "./errors.ts";
import { GuestClaims } from "./guest-claims.ts";
import { LeagueStore } from "./league-store.ts";
import { MatchStatsStore } from "./match-stats.ts";
import { OnlineEntryStore } from "./online-entries.ts";
import { makeOnlineStore, type OnlineStore } from "./online-store.ts";
import { SqlClubStore } from "./sql-club-store.ts";

export type { ClubError, ClubResult, ClubStore } from "./club-store.ts";
export * from "./errors.ts";
export { type ClaimMoved, GuestClaims } from "./guest-claims.ts";
export { LeagueStore } from "./league-store.ts";
export { type MatchStatsRow, MatchStatsStore } from "./match-stats.ts";
export type { EncounterOutcome, EnteredTournament, OnlineCall } from "./online-entries.ts";
export { OnlineEntryStore } from "./online-entries.ts";
export interface Stores {
  readonly club: ClubStore;
  readonly online: OnlineStore;
  readonly leagues: LeagueStore;
  /** Online tournaments: registrations, check-ins, encounters played online (issue 28). */
  readonly entries: OnlineEntryStore;
  /** One profile: a guest's history claimed into an account (issue 28). */
  readonly claims: GuestClaims;
  /** Statistics per player per finished online match (issue 27). */
  readonly matchStats: MatchStatsStore;
}

export function openStores(db: Kysely<ClubDatabase>, dialect: Dialect): Stores {
  return {
    club: new SqlClubStore(db, dialect),
    online: makeOnlineStore(db, dialect),
    leagues: new LeagueStore(db, dialect),
    entries: new OnlineEntryStore(db, dialect),
    claims: new GuestClaims(db, dialect),
    matchStats: new MatchStatsStore(db, dialect),
  };
}
