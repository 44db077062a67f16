/**
 * The public JSON of club mode, declared once (issue 39 item 6): what anyone may read without a
 * credential, plus the scorekeeper's table and the organizer's view that embed it. Each shape is a
 * strict zod schema, so its keys are exactly these — a storage column (account, checked_in_at,
 * profile, tournament_id…) spread into a reply by mistake fails the endpoint test — and the
 * TypeScript types the server builds and the pages read are inferred from it (club-views.ts).
 * The club pages import only the types, so no page loads zod for them.
 */
import { z } from "zod";
import { GAME_IDS } from "../core/index.ts";
import type { Line } from "../narration/index.ts";
import type { ActionKindHint, StepReport } from "../rules/index.ts";

/** The referee's report and the narration's lines are declared by their own modules (rules, narration). */
const report = z.custom<StepReport>((v) => typeof v === "object" && v !== null);
const lines = z.array(z.custom<Line>((v) => typeof v === "object" && v !== null)).readonly();
const settingValue = z.union([z.string(), z.number(), z.boolean()]);
const game = z.enum(GAME_IDS);

export const encounterView = z.strictObject({
  id: z.string(),
  stage: z.string(),
  group: z.number(),
  round: z.number(),
  slot: z.number(),
  a: z.string().nullable(),
  b: z.string().nullable(),
  table: z.number().nullable(),
  scheduledAt: z.number().nullable(),
  status: z.string(),
  result: z.string().nullable(),
  score: z.tuple([z.number(), z.number()]).readonly(),
  winner: z.number().nullable(),
  absent: z.array(z.number()).readonly(),
  breaker: z.number().nullable(),
  report: report.nullable(),
  /** The last step told by the narration: data, rendered by each page in its language. */
  lines,
  /** Played online (issue 28): the online match's id (played at /online.html#/match/ID, watched at #/watch/ID), else null. */
  online: z.string().nullable(),
});

export const standingRowView = z.strictObject({
  id: z.string(),
  name: z.string(),
  seed: z.number(),
  rank: z.number(),
  played: z.number(),
  won: z.number(),
  lost: z.number(),
  /** Piña: encounter points; Bola 8: racks won. */
  points: z.number(),
  against: z.number(),
  forfeits: z.number(),
});

export const groupStandingView = z.strictObject({
  group: z.number(),
  rows: z.array(standingRowView).readonly(),
});

/** Double elimination's final placings: places from…to (5–6) and who finished there. */
export const placingView = z.strictObject({
  from: z.number(),
  to: z.number(),
  players: z.array(z.string()).readonly(),
});

export const entryView = z.strictObject({
  id: z.string(),
  name: z.string(),
  seed: z.number(),
  /** G-TEAM: a team's players in shooting order. */
  members: z.array(z.string()).readonly().optional(),
  /** Registered online (issue 28): the player's online id (/api/online/players/ID). */
  account: z.string().optional(),
  /** An online registration confirmed by the player before the draw. */
  checkedIn: z.boolean().optional(),
  /** Entered by name and linked since to the player's online profile (/api/online/players/ID). */
  profile: z.string().optional(),
  /** A handicap (issue 39): this player's own race (Bola 8) or target (Piña). */
  handicap: z.number().optional(),
});

export const tournamentView = z.strictObject({
  id: z.string(),
  name: z.string(),
  game,
  format: z.string(),
  status: z.string(),
  settings: z.record(z.string(), settingValue),
  tables: z.number(),
  startsAt: z.number(),
  tieBreaks: z.array(z.string()).readonly(),
  /** Double elimination: the grand final is played again when the losers' side wins it. */
  grandFinalReset: z.boolean(),
  /** Entries: players, or teams with their players in shooting order (G-TEAM). */
  players: z.array(entryView).readonly(),
  /**
   * Played online: players register and check in themselves; an encounter between two online
   * players is played as an online match, the others at the real tables (a scorekeeper each).
   */
  online: z.strictObject({ noShowMinutes: z.number(), shotSeconds: z.number() }).nullable(),
  encounters: z.array(encounterView).readonly(),
  /** Encounters still to be called that were left out of `encounters` (large tournaments). */
  upcomingOmitted: z.number(),
  standings: z.array(groupStandingView).readonly(),
  /** Double elimination: the places named so far (empty for the other formats). */
  placings: z.array(placingView).readonly(),
});

/** GET /api/tournaments and /api/my/tournaments: one line per tournament. */
export const tournamentSummary = z.strictObject({
  id: z.string(),
  name: z.string(),
  game,
  format: z.string(),
  status: z.string(),
  startsAt: z.number(),
});
export const tournamentList = z.strictObject({ tournaments: z.array(tournamentSummary).readonly() });

/** GET /api/leagues/:id: a league's nights and its season standings. */
export const seasonView = z.strictObject({
  id: z.string(),
  name: z.string(),
  game,
  tieBreaks: z.array(z.string()).readonly(),
  nights: z
    .array(
      z.strictObject({
        night: z.number(),
        tournamentId: z.string(),
        name: z.string(),
        status: z.string(),
        /** Encounters finished of all this night's encounters. */
        done: z.number(),
        encounters: z.number(),
      }),
    )
    .readonly(),
  /** Rows keyed by the player's name as first entered; `id` is the name's key. */
  standings: z.array(standingRowView).readonly(),
});

/** GET /api/tournaments/:id/admin. */
export const adminView = z.strictObject({
  tournament: tournamentView,
  tables: z.array(z.strictObject({ number: z.number(), token: z.string(), link: z.string() })).readonly(),
});

const playerIndex = z.union([z.literal(0), z.literal(1)]);

/** GET /api/tournaments/:id/tables/:n (the scorekeeper's table). */
export const tableView = z.strictObject({
  tournament: z.strictObject({ id: z.string(), name: z.string(), game }),
  table: z.number(),
  encounter: z
    .strictObject({
      id: z.string(),
      players: z.tuple([z.string(), z.string()]).readonly(),
      /** G-TEAM: each team's players in shooting order, null for singles. */
      sides: z
        .tuple([z.array(z.string()).readonly(), z.array(z.string()).readonly()])
        .readonly()
        .nullable(),
      /** Handicap (issue 39): each side's own race (Bola 8) or target (Piña), null when even. */
      targets: z.tuple([z.number(), z.number()]).readonly().nullable(),
      breaker: playerIndex.nullable(),
      seq: z.number(),
      report: report.nullable(),
      /** The last step told by the narration (empty before the first). */
      lines,
      status: z.string(),
      /** The referee's hints for the next entry (null before the breaker is known). */
      next: z
        .array(z.custom<ActionKindHint>((v) => typeof v === "object" && v !== null))
        .readonly()
        .nullable(),
    })
    .nullable(),
});

const ruleWords = z.strictObject({ title: z.string(), text: z.string() });

/** GET /api/catalogue. */
export const catalogueView = z.strictObject({
  rules: z.record(
    z.string(),
    z.strictObject({
      /** Whose rule: "shared", "bola8" or "pina". */
      game: z.string(),
      kind: z.string(),
      /** Marked [interp] in RULES.md: our reading of an ambiguous or silent seed passage. */
      interp: z.boolean(),
      /** Only a person can observe it (referee mode). */
      refereeOnly: z.boolean(),
      es: ruleWords,
      en: ruleWords,
    }),
  ),
  humanFouls: z.record(game, z.array(z.string()).readonly()),
});
