/**
 * Club mode's wire shapes: HTTP bodies and WebSocket messages, one zod schema each, so the
 * runtime check, the TypeScript type and the OpenAPI document come from one place.
 */
import { z } from "zod";
import { GAME_IDS } from "../core/index.ts";
import { FORMATS, PASSWORD_MIN } from "./club-constants.ts";

export const PROTOCOL_VERSION = 1;

export { FORMATS, type Format, PASSWORD_MIN } from "./club-constants.ts";

/**
 * Text a person typed (names): well-formed Unicode with no control characters (NUL, escape
 * sequences, lone surrogates), which databases refuse or terminals interpret.
 */
export const personText = (max: number) =>
  z
    .string()
    .trim()
    .min(1)
    .max(max)
    .refine((s) => !/\p{Cs}/u.test(s), "must be well-formed text (a lone surrogate is not)")
    .refine((s) => !/\p{Cc}/u.test(s), "must not contain control characters (NUL, escape, newline…)");

/**
 * Ids and tokens the server made: base64url, so anything else (NUL, "%", spaces…) is
 * refused at the edge with a 400 naming the field, before any database sees it.
 */
export const serverId = z
  .string()
  .regex(/^[A-Za-z0-9_-]{1,40}$/, "must be an id made by the server (letters, digits, - and _; at most 40)");

const name = personText(60);
const player = z.union([z.literal(0), z.literal(1)]);

/** Sign-in: any password up to the bound (a wrong one is answered 401, not 400). */
export const credentials = z.strictObject({ name, password: z.string().min(1).max(200) });

/**
 * Password rules for a new organizer: long enough, not blank, not the name. `params` give the
 * refusal's constraint (protocol/refusals.ts), so a page can say which rule was broken.
 */
export const newOrganizer = z
  .strictObject({ name, password: z.string().min(PASSWORD_MIN).max(200) })
  .refine((c) => c.password.trim().length >= PASSWORD_MIN, {
    path: ["password"],
    message: `must have at least ${PASSWORD_MIN} characters besides spaces`,
    params: { constraint: "too-short", limit: PASSWORD_MIN },
  })
  .refine((c) => c.password.trim().toLowerCase() !== c.name.toLowerCase(), {
    path: ["password"],
    message: "must not be the name",
    params: { constraint: "same-as-name" },
  });

/**
 * An entry: a player's name, or a team (G-TEAM): its name and two to four players in shooting
 * order, each named once.
 */
export const entry = z.union([
  name,
  z
    .strictObject({
      name,
      members: z.array(name).min(2).max(4).optional(),
      /**
       * A handicap (issue 39), a club setting apart from the seed: this entry's own race
       * (Bola 8) or target (Piña); the referee checks its range for the game.
       */
      handicap: z.number().int().min(1).max(120).optional(),
    })
    .refine((e) => !e.members || new Set(e.members.map((m) => m.toLowerCase())).size === e.members.length, {
      path: ["members"],
      message: "each player of a team is named once",
    }),
]);
export type Entry = z.infer<typeof entry>;

/**
 * An online tournament's rules of play that are not the referee's: the PC-NOSHOW wait (the
 * rulebook's 30 minutes; a setting, as a club may agree another) and the shot clock of its
 * online matches (0: none, as at a real table; the lag is never timed, the no-show wait is).
 */
export const onlinePlay = z.strictObject({
  noShowMinutes: z.number().int().min(1).max(240).default(30),
  shotSeconds: z.number().int().min(0).max(600).default(0),
});
export type OnlinePlay = z.infer<typeof onlinePlay>;

export const newTournament = z.strictObject({
  name: personText(100),
  game: z.enum(GAME_IDS),
  format: z.enum(FORMATS),
  /** The engine's named settings (raceTo for Bola 8, …); checked by the referee. */
  settings: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])).default({}),
  /** Real tables with a scorekeeper; 0 only for a tournament played wholly online. */
  tables: z.number().int().min(0).max(100),
  /**
   * Played online (issue 28), when present: players register and check in themselves with
   * their online identity; an encounter between two of them is played as an online match, the
   * others at the real tables. `{}` takes the defaults.
   */
  online: onlinePlay.optional(),
  groupSize: z.number().int().min(2).max(16).default(4),
  advance: z.number().int().min(1).max(8).default(2),
  /** Double elimination: the grand final is played again when the losers' side wins it. */
  grandFinalReset: z.boolean().default(true),
  /** Scheduled start, epoch milliseconds; the PC-NOSHOW wait counts from here at the earliest. */
  startsAt: z.number().int().min(0).optional(),
  /** Players' names, or teams (G-TEAM): one kind or the other in a tournament. */
  players: z.array(entry).max(256).optional(),
});

export const addPlayers = z.strictObject({ names: z.array(entry).min(1).max(256) });

/**
 * An entry's handicap set by the organizer before the draw, whoever entered it (a player who
 * registered online brings none): its own race or target, or null for the tournament's.
 */
export const setHandicap = z.strictObject({ handicap: z.number().int().min(1).max(120).nullable() });

export const noShow = z.strictObject({
  absent: z
    .array(player)
    .min(1)
    .max(2)
    .refine((a) => new Set(a).size === a.length, "each side at most once"),
});

export const startMatch = z.strictObject({ breaker: player });

/** `step` is checked by protocol/step.ts (parseStep) for a message naming the wrong field. */
export const recordEntry = z.strictObject({ seq: z.number().int().min(0).max(100_000), step: z.unknown() });

export const undoEntry = z.strictObject({ seq: z.number().int().min(0).max(100_000) });
/**
 * Correct a past entry in place (issue 38): step `index` (0-based, as `seq` counts) becomes
 * `step`, and the referee rules it and every later step again; `seq` is the page's step count.
 */
export const correctEntry = z.strictObject({
  seq: z.number().int().min(0).max(100_000),
  index: z.number().int().min(0).max(100_000),
  step: z.unknown(),
});

export const idParams = z.strictObject({ id: serverId });
export const tableParams = z.strictObject({
  id: serverId,
  n: z.coerce.number().int().min(1).max(100),
});
export const encounterParams = z.strictObject({ id: serverId, eid: serverId });
export const playerParams = z.strictObject({ id: serverId, player: serverId });
/** A player opens the organizer's link to their entry: its token. */
export const profileLinkBody = z.strictObject({ token: serverId });

/** Live socket: follow one tournament (the wall, the overlay, the scorekeeper's page). */
export const liveSubscribe = z.strictObject({
  v: z.literal(PROTOCOL_VERSION),
  kind: z.literal("subscribe"),
  tournament: serverId,
});

/**
 * Live socket (issue 38): a table's scorekeeper says how it stands, proven by the table's link.
 * Sent on a change and every few seconds, so the wall can say when it has not been heard.
 * `offline`: the phone's own requests fail (its shots wait in its queue) though this got through.
 */
export const liveKeeper = z.strictObject({
  v: z.literal(PROTOCOL_VERSION),
  kind: z.literal("keeper"),
  tournament: serverId,
  table: z.number().int().min(1).max(1000),
  token: serverId,
  pending: z.number().int().min(0).max(100_000),
  conflict: z.boolean(),
  offline: z.boolean(),
});

/** Live socket: the messages a client may send. */
export const liveClientMessage = z.discriminatedUnion("kind", [liveSubscribe, liveKeeper]);
export type LiveClientMessage = z.infer<typeof liveClientMessage>;
