/**
 * What club mode's read endpoints answer, as types: the server builds these (src/server) and
 * the club pages (src/client/club) read them, so a renamed field fails the type check on both.
 */
import type { GameId, Lang, PlayerIndex } from "../core/index.ts";
import type { Line } from "../narration/index.ts";
import type { StepReport } from "../rules/actions.ts";
import type { ActionKindHint } from "../rules/legal.ts";

export type EncounterStatus = "waiting" | "ready" | "playing" | "done";

export interface EncounterView {
  readonly id: string;
  readonly stage: string;
  readonly group: number;
  readonly round: number;
  readonly slot: number;
  readonly a: string | null;
  readonly b: string | null;
  readonly table: number | null;
  readonly scheduledAt: number | null;
  readonly status: string;
  readonly result: string | null;
  readonly score: readonly [number, number];
  readonly winner: number | null;
  readonly absent: readonly number[];
  readonly breaker: number | null;
  readonly report: StepReport | null;
  /** The last step told by the narration: data, rendered by each page in its language. */
  readonly lines: readonly Line[];
  /** Played online (issue 28): the online match's id (played at /online.html#/match/ID, watched at #/watch/ID), else null. */
  readonly online: string | null;
}

export interface StandingRowView {
  readonly id: string;
  readonly name: string;
  readonly seed: number;
  readonly rank: number;
  readonly played: number;
  readonly won: number;
  readonly lost: number;
  /** Piña: encounter points; Bola 8: racks won. */
  readonly points: number;
  readonly against: number;
  readonly forfeits: number;
}

export interface GroupStandingView {
  readonly group: number;
  readonly rows: readonly StandingRowView[];
}

export interface TournamentView {
  readonly id: string;
  readonly name: string;
  readonly game: GameId;
  readonly format: string;
  readonly status: string;
  readonly settings: Readonly<Record<string, unknown>>;
  readonly tables: number;
  readonly startsAt: number;
  readonly tieBreaks: readonly string[];
  /** Entries: players, or teams with their players in shooting order (G-TEAM). */
  readonly players: readonly {
    readonly id: string;
    readonly name: string;
    readonly seed: number;
    readonly members?: readonly string[];
    /** Registered online (issue 28): the player's online id (/api/online/players/ID). */
    readonly account?: string;
    /** An online registration confirmed by the player before the draw. */
    readonly checkedIn?: boolean;
    /** Entered by name and linked since to the player's online profile (/api/online/players/ID). */
    readonly profile?: string;
  }[];
  /**
   * Played online: players register and check in themselves; an encounter between two online
   * players is played as an online match, the others at the real tables (a scorekeeper each).
   */
  readonly online: { readonly noShowMinutes: number; readonly shotSeconds: number } | null;
  readonly encounters: readonly EncounterView[];
  /** Encounters still to be called that were left out of `encounters` (large tournaments). */
  readonly upcomingOmitted: number;
  readonly standings: readonly GroupStandingView[];
}

/** GET /api/tournaments and /api/my/tournaments: one line per tournament. */
export interface TournamentSummary {
  readonly id: string;
  readonly name: string;
  readonly game: GameId;
  readonly format: string;
  readonly status: string;
}

/** GET /api/tournaments/:id/admin. */
export interface AdminView {
  readonly tournament: TournamentView;
  readonly tables: readonly { readonly number: number; readonly token: string; readonly link: string }[];
}

/** GET /api/tournaments/:id/tables/:n (the scorekeeper's table). */
export interface TableView {
  readonly tournament: { readonly id: string; readonly name: string; readonly game: GameId };
  readonly table: number;
  readonly encounter: {
    readonly id: string;
    readonly players: readonly [string, string];
    /** G-TEAM: each team's players in shooting order, null for singles. */
    readonly sides: readonly [readonly string[], readonly string[]] | null;
    readonly breaker: PlayerIndex | null;
    readonly seq: number;
    readonly report: StepReport | null;
    /** The last step told by the narration (empty before the first). */
    readonly lines: readonly Line[];
    readonly status: string;
    /** The referee's hints for the next entry (null before the breaker is known). */
    readonly next: readonly ActionKindHint[] | null;
  } | null;
}

interface RuleWords {
  readonly title: string;
  readonly text: string;
}

/** GET /api/catalogue. */
export interface CatalogueView {
  readonly rules: Readonly<Record<string, { readonly kind: string } & Readonly<Record<Lang, RuleWords>>>>;
  readonly humanFouls: Readonly<Record<GameId, readonly string[]>>;
}

/** The live socket's full view: on subscribing (and again after a gap); `seq` numbers the views sent. */
export interface LiveTournamentMessage {
  readonly v: 1;
  readonly kind: "tournament";
  readonly seq?: number;
  readonly tournament: TournamentView;
}

/** The live socket's update after the full view: what changed (protocol/live-patch.ts). */
export interface LivePatchMessage {
  readonly v: 1;
  readonly kind: "patch";
  readonly tournament: string;
  readonly patch: import("./live-patch.ts").ViewPatch;
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
