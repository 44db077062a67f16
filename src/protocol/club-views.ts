/**
 * What club mode's read endpoints answer, as types: the server builds these (src/server) and
 * the club pages (src/client/club) read them, so a renamed field fails the type check on both.
 */
import type { z } from "zod";
import type { Line } from "../narration/index.ts";
import type { ActionKindHint, StepReport } from "../rules/index.ts";
import type * as schemas from "./public-views.ts";

export type EncounterStatus = "waiting" | "ready" | "playing" | "done";

/** The public shapes, declared once as schemas (public-views.ts); these are their types. */
type View<T extends z.ZodType> = z.output<T>;
export type EncounterView = View<typeof schemas.encounterView>;
export type StandingRowView = View<typeof schemas.standingRowView>;
export type GroupStandingView = View<typeof schemas.groupStandingView>;
export type PlacingView = View<typeof schemas.placingView>;
export type EntryView = View<typeof schemas.entryView>;
export type TournamentView = View<typeof schemas.tournamentView>;
export type TournamentSummary = View<typeof schemas.tournamentSummary>;
export type SeasonView = View<typeof schemas.seasonView>;
export type AdminView = View<typeof schemas.adminView>;
export type TableView = View<typeof schemas.tableView>;
export type CatalogueView = View<typeof schemas.catalogueView>;

/** The live socket's full view: on subscribing (and again after a gap); `seq` numbers the views sent. */
export interface LiveTournamentMessage {
  readonly v: 1;
  readonly kind: "tournament";
  readonly seq?: number;
  readonly tournament: TournamentView;
}

/**
 * Issue 38: how each table's scorekeeper stands, as this server last heard it. `online` is
 * false when its socket dropped, it has not been heard for a while, or it says its requests
 * fail; `pending` is the shots its queue holds (the last count it sent). Tables whose
 * scorekeeper was never heard are not listed.
 */
export interface KeeperPresence {
  readonly table: number;
  readonly online: boolean;
  readonly pending: number;
  readonly conflict: boolean;
}

/** The live socket's scorekeepers' presence, sent when it changes (and on subscribing). */
export interface LiveKeepersMessage {
  readonly v: 1;
  readonly kind: "keepers";
  readonly tournament: string;
  readonly tables: readonly KeeperPresence[];
}

/** POST /api/tournaments/:id/tables/:n/steps: the referee's answer to one entry. */
export interface RecordReply {
  readonly seq: number;
  readonly report: StepReport;
  readonly matchOver: boolean;
  readonly next: readonly ActionKindHint[];
  /** The step told by the narration, the same lines the game and `mingo referee --explain` say. */
  readonly lines: readonly Line[];
}
