/**
 * Online play's wire protocol, version 1: the HTTP bodies and every WebSocket message, one zod
 * schema each, so the runtime check, the TypeScript type and the page at /api/online/protocol
 * come from one place. Docs: docs/online-protocol.md.
 *
 * A client sends intents only (a lag stroke, a strike with its cue-ball placement and call, a
 * group, a choice, a resignation), each with the match's sequence number `seq` (the number of
 * steps stored so far). There is no message that states an outcome: the server simulates the
 * strike, the referee rules it, and everyone receives the resulting `step`.
 *
 * Stability: fields are only ever added as optional; a change that breaks a client bumps
 * ONLINE_PROTOCOL_VERSION and is named in the commit message.
 */
import { z } from "zod";
import { AI_LEVELS, err, GAME_IDS, ok, POCKET_IDS, type Result } from "../core/index.ts";
import { GROUPS, OPTION_NAMES } from "../rules/index.ts";
import { PHRASE_IDS } from "./online-phrases.ts";
import { ONLINE_REFUSALS } from "./refusals.ts";

export { PHRASE_IDS, PHRASES, type PhraseId } from "./online-phrases.ts";

export const ONLINE_PROTOCOL_VERSION = 1;

/**
 * Why an intent or request was refused. Stable: clients switch on these. One vocabulary with
 * club mode's: the codes and what each means (Spanish and English) live in refusal-codes.ts.
 */
export const REFUSAL_CODES = ONLINE_REFUSALS;
export type OnlineRefusalCode = (typeof REFUSAL_CODES)[number];

// ---- shared pieces -----------------------------------------------------------------------------

const num = z.number().refine(Number.isFinite, { error: "must be a finite number" });
export const seat = z.union([z.literal(0), z.literal(1)]);
const objectBall = z.number().int().min(1).max(15);
const pocket = z.enum(POCKET_IDS);
const id = z.string().min(1).max(64);
/** The match's sequence number: how many steps it has. */
const seq = z.number().int().min(0).max(1_000_000);
/** Optional client reference echoed in the answer (refusal or the step it caused). */
const ref = z.string().max(40).optional();

/** Cue strike: speed m/s, aim degrees counter-clockwise from +x, tip offset (fraction of R), elevation °. */
export const strikeParams = z.strictObject({
  speed: num,
  direction: num,
  tipX: num,
  tipY: num,
  elevation: num,
});
/** A lag stroke: speed m/s, aim degrees off straight up the table, follow/draw. */
export const lagStrokeParams = z.strictObject({
  speed: num,
  angleDeg: num.optional(),
  tipY: num.optional(),
});
/** Bola 8: a group on an open table and/or the 8's pocket. Piña: a ball and its pocket, or a defence. */
export const callParams = z.union([
  z.strictObject({ ball: objectBall, pocket }),
  z.strictObject({ defense: z.literal(true) }),
  z.strictObject({ group: z.enum(GROUPS).optional(), pocket: pocket.optional() }),
]);
export const choiceParams = z.union([
  z.strictObject({ kind: z.literal("equalize"), balls: z.array(objectBall).min(1).max(7) }),
  z.strictObject({
    kind: z.enum(OPTION_NAMES.filter((o) => o !== "equalize") as [string, ...string[]]),
    ball: objectBall.optional(),
  }),
]);

/** Nickname of a guest (and shown name of an account): letters of any script, digits, space, . _ - '. */
export const NICKNAME_MIN = 2;
export const NICKNAME_MAX = 24;
export const nickname = z
  .string()
  .transform((s) => s.normalize("NFC").trim())
  .pipe(
    z
      .string()
      .min(NICKNAME_MIN, { error: `a nickname has at least ${NICKNAME_MIN} characters` })
      .max(NICKNAME_MAX, { error: `a nickname has at most ${NICKNAME_MAX} characters` })
      .regex(/^[\p{L}\p{M}\p{N}][\p{L}\p{M}\p{N} ._'-]*$/u, {
        error: "a nickname uses letters, digits, spaces and . _ - ' only, and starts with a letter or digit",
      })
      .refine((s) => !/ {2}/.test(s), { error: "a nickname has no double spaces" }),
  );

/** The shot clock of a match. 0 seconds: no clock. */
export const clockSettings = z.strictObject({
  shotSeconds: z.number().int().min(0).max(600).default(60),
  /** Extensions each player may take in the match. */
  extensions: z.number().int().min(0).max(10).default(2),
  extensionSeconds: z.number().int().min(5).max(300).default(30),
});
export type ClockSettings = z.infer<typeof clockSettings>;

/** A seat of a side: a person, or the computer at a level (its searches run off the server's main thread). */
export const seatSpec = z.union([z.literal("person"), z.strictObject({ computer: z.enum(AI_LEVELS) })]);
export type SeatSpec = z.infer<typeof seatSpec>;
const sideSeats = z
  .array(seatSpec)
  .min(1, { error: "a side has one to four players" })
  .max(4, { error: "a side has one to four players" });

/** What a new match is: the game, the referee's named settings (raceTo, tableSizeFt…), the clock. */
export const matchOptions = z.strictObject({
  game: z.enum(GAME_IDS),
  // A value is a word, a number, a switch, or a pair (a handicap: each player's own race or
  // target); the referee checks each against its setting.
  settings: z
    .record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.tuple([z.number(), z.number()])]))
    .default({}),
  clock: clockSettings.default({ shotSeconds: 60, extensions: 2, extensionSeconds: 30 }),
  /** Listed in the lobby for anyone to join; otherwise only the invite link joins. */
  listed: z.boolean().default(false),
  /**
   * G-TEAM: a match of two sides, each one to four seats in shooting order: a person (who joins
   * by the seat's own invite link) or the computer at a level. The creator takes the first seat
   * of side 0, which must be a person. Absent: singles.
   */
  sides: z
    .tuple([sideSeats, sideSeats])
    .refine((s) => s[0][0] === "person", { error: "the first seat of side 0 is the creator's: a person" })
    .optional(),
});
export type MatchOptions = z.infer<typeof matchOptions>;

// ---- HTTP bodies -------------------------------------------------------------------------------

export const guestBody = z.strictObject({ nickname });
export const inviteParams = z.strictObject({ code: z.string().min(8).max(64) });
export const matchParams = z.strictObject({ id });
/** An online player's page: a guest's or an account's id (`g:…`, `a:…`), not a club entry's. */
export const onlinePlayerParams = z.strictObject({ id: z.string().min(1).max(80) });
export const gameQuery = z.strictObject({ game: z.enum(GAME_IDS).optional() });
export const leaderboardQuery = z.strictObject({
  game: z.enum(GAME_IDS),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

// ---- client -> server (WebSocket /api/online/socket) ----------------------------------------------

const base = { v: z.literal(ONLINE_PROTOCOL_VERSION), ref };
const intentBase = { ...base, match: id, seq };

export const clientMessageVariants = {
  /** Attach to a match: as a player when `token` is one of its players', else as a spectator. */
  hello: z.strictObject({
    ...base,
    kind: z.literal("hello"),
    match: id,
    token: z.string().max(100).optional(),
  }),
  lag: z.strictObject({ ...intentBase, kind: z.literal("lag"), stroke: lagStrokeParams }),
  strike: z.strictObject({
    ...intentBase,
    kind: z.literal("strike"),
    strike: strikeParams,
    /** With ball in hand: where the cue ball is put (metres, table coordinates). */
    cueBall: z.tuple([num, num]).optional(),
    call: callParams.optional(),
  }),
  declare: z.strictObject({ ...intentBase, kind: z.literal("declare"), group: z.enum(GROUPS) }),
  choose: z.strictObject({ ...intentBase, kind: z.literal("choose"), choice: choiceParams }),
  /** Concede the rack (Bola 8) or the game (Piña): G-RESIGN. */
  resign: z.strictObject({ ...intentBase, kind: z.literal("resign") }),
  /** Leave the match for good: the opponent wins it (a forfeit, not a rule of the game). */
  abandon: z.strictObject({ ...intentBase, kind: z.literal("abandon") }),
  /** Take one shot-clock extension now. */
  extend: z.strictObject({ ...intentBase, kind: z.literal("extend") }),
  phrase: z.strictObject({ ...base, kind: z.literal("phrase"), match: id, phrase: z.enum(PHRASE_IDS) }),
  /** Stop (or resume) receiving the opponent's quick phrases. */
  mute: z.strictObject({ ...base, kind: z.literal("mute"), match: id, muted: z.boolean() }),
  /** Quick match: wait for an opponent of similar rating in this game, table size and race. */
  queue: z.strictObject({
    ...base,
    kind: z.literal("queue"),
    token: z.string().min(1).max(100),
    game: z.enum(GAME_IDS),
    tableSizeFt: z.union([z.literal(7), z.literal(8), z.literal(9)]).default(9),
    raceTo: z.number().int().min(1).max(15).default(3),
    /**
     * G-TEAM: queue as a pair. Both partners send the same code (one makes it up and tells the
     * other); once both are in, the pair waits for another pair near its mean rating and a
     * 2 v 2 match of all four is made.
     */
    pair: z
      .string()
      .regex(/^[A-Za-z0-9_-]{4,32}$/, { error: "a pair code is 4 to 32 letters, digits, - or _" })
      .optional(),
    /**
     * When no person has been paired after this many seconds, play the computer instead: the level
     * whose measured rating is nearest the player's, clearly named as the computer (singles only).
     */
    computerAfterS: z.number().int().min(1).max(3600).optional(),
  }),
  unqueue: z.strictObject({ ...base, kind: z.literal("unqueue") }),
  ping: z.strictObject({ ...base, kind: z.literal("ping") }),
} as const;
export const CLIENT_KINDS = Object.keys(clientMessageVariants) as (keyof typeof clientMessageVariants)[];
export const clientMessage = z.discriminatedUnion(
  "kind",
  Object.values(clientMessageVariants) as unknown as [
    (typeof clientMessageVariants)["hello"],
    ...(typeof clientMessageVariants)[keyof typeof clientMessageVariants][],
  ],
);
export type ClientMessage = z.infer<typeof clientMessage>;
export type IntentMessage = Extract<
  ClientMessage,
  { kind: "lag" | "strike" | "declare" | "choose" | "resign" | "abandon" | "extend" }
>;
export const INTENT_KINDS = ["lag", "strike", "declare", "choose", "resign", "abandon", "extend"] as const;

// ---- server -> client ------------------------------------------------------------------------------

export const playerInfo = z.strictObject({
  /** "g:…" a guest, "a:…" an account. */
  id: z.string(),
  name: z.string(),
  guest: z.boolean(),
  rating: z.number().optional(),
});
export type PlayerInfo = z.infer<typeof playerInfo>;

/** A seat of a match of sides: who holds it (a person, or the computer at `computer`), or null while open. */
export const seatInfo = z
  .strictObject({
    id: z.string(),
    name: z.string(),
    guest: z.boolean(),
    computer: z.enum(AI_LEVELS).optional(),
  })
  .nullable();
export type SeatInfo = z.infer<typeof seatInfo>;

export const MATCH_STATUSES = ["open", "live", "over"] as const;
export const END_REASONS = ["rules", "forfeit-grace", "abandon", "shot-clock", "no-show"] as const;
export type EndReason = (typeof END_REASONS)[number];

export const matchResult = z.strictObject({
  /** The seat that won, or "tie" (a Piña 60–60 game decided the match as a draw). */
  winner: z.union([seat, z.literal("tie")]),
  reason: z.enum(END_REASONS),
  matchScore: z.tuple([z.number(), z.number()]),
});
export type MatchResult = z.infer<typeof matchResult>;

export const clockState = z.strictObject({
  /** The seats the clock runs for (both during a lag), empty when no clock runs. */
  on: z.array(seat),
  /** Epoch ms when it runs out, or null. */
  deadline: z.number().nullable(),
  extensionsLeft: z.tuple([z.number(), z.number()]),
});
export type ClockState = z.infer<typeof clockState>;

/** The match as the lobby and a newcomer see it. */
export const matchSummary = z.strictObject({
  id: z.string(),
  game: z.enum(GAME_IDS),
  settings: z.record(z.string(), z.unknown()),
  clock: clockSettings,
  listed: z.boolean(),
  status: z.enum(MATCH_STATUSES),
  players: z.tuple([playerInfo, playerInfo.nullable()]),
  /** G-TEAM: each side's seats in shooting order (absent in singles); `players` holds each side's first. */
  sides: z.tuple([z.array(seatInfo), z.array(seatInfo)]).optional(),
  seq: z.number(),
  spectators: z.number(),
  result: matchResult.nullable(),
  createdAt: z.number(),
  /** A tournament's encounter played online: the tournament it belongs to. */
  tournament: z.strictObject({ id: z.string(), name: z.string() }).optional(),
});
export type MatchSummary = z.infer<typeof matchSummary>;

/** Who acts next: the match is waiting for a lag (from the seats listed), a seat's action, or nothing. */
export const awaiting = z.strictObject({
  kind: z.enum(["lag", "lag-choice", "play", "over"]),
  seats: z.array(seat),
  /** The referee's hints (rules/legal.ts ActionKindHint) while playing. */
  hints: z.array(z.record(z.string(), z.unknown())),
  /** G-TEAM-ORDER: in a match of sides, the partner due in each side (its place in the side). */
  due: z.tuple([z.number(), z.number()]).optional(),
});
export type Awaiting = z.infer<typeof awaiting>;

/** A ball where a step left it (the client's replay must agree to the last bit). */
const ballAt = z.strictObject({ id: z.number(), x: z.number(), y: z.number(), motion: z.string() });

export const stepMessage = z.strictObject({
  v: z.literal(ONLINE_PROTOCOL_VERSION),
  kind: z.literal("step"),
  match: z.string(),
  /** The sequence number AFTER this step: the step is the match's action number seq-1. */
  seq: z.number(),
  /** The action as the game module played it (GameAction: with `by`, lag strokes of both). */
  action: z.record(z.string(), z.unknown()),
  /** The referee's report (MATCH-SCRIPT.md output line) or null for a lag that is replayed. */
  report: z.record(z.string(), z.unknown()).nullable(),
  /** A lag's judgement, when the step was a lag. */
  lag: z.record(z.string(), z.unknown()).optional(),
  final: z.array(ballAt),
  awaiting,
  clock: clockState,
  status: z.enum(MATCH_STATUSES),
  result: matchResult.nullable(),
  ref: z.string().optional(),
});
export type StepMessage = z.infer<typeof stepMessage>;

export const serverMessageVariants = {
  /** The answer to hello: the whole match so far. Replay `actions` from `setup` with src/game. */
  welcome: z.strictObject({
    v: z.literal(ONLINE_PROTOCOL_VERSION),
    kind: z.literal("welcome"),
    match: matchSummary,
    /** 0 or 1 for a player (the side, in a match of sides), null for a spectator. */
    seat: seat.nullable(),
    /** G-TEAM: the player's place in its side (a match of sides only). */
    member: z.number().int().min(0).max(3).optional(),
    /** MatchSetup: seed, game, players (names), settings. */
    setup: z.record(z.string(), z.unknown()),
    actions: z.array(z.record(z.string(), z.unknown())),
    /** The last step's report, or null before the first ruling. */
    report: z.record(z.string(), z.unknown()).nullable(),
    final: z.array(ballAt),
    awaiting,
    clock: clockState,
    /** The physics engine's fingerprint: a client with another engine cannot replay the match. */
    engine: z.string(),
    /** Seats whose lag stroke is in (hidden until both are). */
    lagIn: z.array(seat),
    ref: z.string().optional(),
  }),
  step: stepMessage,
  refused: z.strictObject({
    v: z.literal(ONLINE_PROTOCOL_VERSION),
    kind: z.literal("refused"),
    code: z.enum(REFUSAL_CODES),
    message: z.string(),
    /** The match's sequence number now (when known): a client with stale-seq catches up to it. */
    seq: z.number().nullable(),
    ref: z.string().optional(),
  }),
  /** A lag stroke is in; the strokes are shown in the lag's step once both are. */
  "lag-in": z.strictObject({
    v: z.literal(ONLINE_PROTOCOL_VERSION),
    kind: z.literal("lag-in"),
    match: z.string(),
    seat,
    seq: z.number(),
    ref: z.string().optional(),
  }),
  clock: z.strictObject({
    v: z.literal(ONLINE_PROTOCOL_VERSION),
    kind: z.literal("clock"),
    match: z.string(),
    clock: clockState,
    ref: z.string().optional(),
  }),
  /** Who is connected, how many watch, and until when a missing player may come back. */
  presence: z.strictObject({
    v: z.literal(ONLINE_PROTOCOL_VERSION),
    kind: z.literal("presence"),
    match: z.string(),
    connected: z.tuple([z.boolean(), z.boolean()]),
    /** Epoch ms by which a disconnected seat must be back, else it forfeits; null when both are here. */
    graceUntil: z.tuple([z.number().nullable(), z.number().nullable()]),
    spectators: z.number(),
  }),
  phrase: z.strictObject({
    v: z.literal(ONLINE_PROTOCOL_VERSION),
    kind: z.literal("phrase"),
    match: z.string(),
    seat,
    phrase: z.enum(PHRASE_IDS),
  }),
  /** The match ended outside a step (forfeit after the grace time, abandon). Steps carry `result` too. */
  over: z.strictObject({
    v: z.literal(ONLINE_PROTOCOL_VERSION),
    kind: z.literal("over"),
    match: z.string(),
    seq: z.number(),
    result: matchResult,
    /** The abandon intent's ref, when the match ended by one. */
    ref: z.string().optional(),
  }),
  queued: z.strictObject({
    v: z.literal(ONLINE_PROTOCOL_VERSION),
    kind: z.literal("queued"),
    game: z.enum(GAME_IDS),
    rating: z.number(),
    /** G-TEAM: queued as a pair, waiting for the partner to send the same code, or for rivals. */
    pair: z.enum(["waiting-partner", "waiting-rivals"]).optional(),
    ref: z.string().optional(),
  }),
  /** Quick match found an opponent: send hello for this match. */
  paired: z.strictObject({
    v: z.literal(ONLINE_PROTOCOL_VERSION),
    kind: z.literal("paired"),
    match: z.string(),
    seat,
    /** G-TEAM: the player's place in its side, in a 2 v 2 made by the queue. */
    member: z.number().int().min(0).max(3).optional(),
    /** The other side's first player. */
    opponent: playerInfo,
    /** The opponent is the computer at this level (offered after the wait the player set). */
    computer: z.enum(AI_LEVELS).optional(),
  }),
  pong: z.strictObject({
    v: z.literal(ONLINE_PROTOCOL_VERSION),
    kind: z.literal("pong"),
    ref: z.string().optional(),
  }),
} as const;
export const SERVER_KINDS = Object.keys(serverMessageVariants) as (keyof typeof serverMessageVariants)[];
export const serverMessage = z.discriminatedUnion(
  "kind",
  Object.values(serverMessageVariants) as unknown as [
    (typeof serverMessageVariants)["welcome"],
    ...(typeof serverMessageVariants)[keyof typeof serverMessageVariants][],
  ],
);
export type ServerMessage = z.infer<typeof serverMessage>;

// ---- decoding ------------------------------------------------------------------------------------

export interface OnlineRefusal {
  readonly code: OnlineRefusalCode;
  readonly message: string;
}

const MAX_MESSAGE_BYTES = 4096;

/** Decodes one client frame. Never throws: bad input is a refusal naming the problem. */
export function decodeClientMessage(text: string): Result<ClientMessage, OnlineRefusal> {
  if (text.length > MAX_MESSAGE_BYTES)
    return err({ code: "malformed", message: `a message is at most ${MAX_MESSAGE_BYTES} bytes` });
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return err({ code: "malformed", message: "not JSON" });
  }
  if (json === null || typeof json !== "object" || Array.isArray(json))
    return err({ code: "malformed", message: "a message is a JSON object" });
  const o = json as Record<string, unknown>;
  if (o.v !== ONLINE_PROTOCOL_VERSION)
    return err({
      code: "unsupported-version",
      message: `this server speaks protocol version ${ONLINE_PROTOCOL_VERSION} ("v": ${ONLINE_PROTOCOL_VERSION})`,
    });
  const kind = typeof o.kind === "string" ? o.kind : "";
  const schema = Object.hasOwn(clientMessageVariants, kind)
    ? clientMessageVariants[kind as keyof typeof clientMessageVariants]
    : undefined;
  if (!schema) return err({ code: "malformed", message: `"kind" is one of ${CLIENT_KINDS.join(", ")}` });
  const r = (schema as z.ZodType<ClientMessage>).safeParse(json);
  if (!r.success) {
    const i = r.error.issues[0];
    const path = i?.path.join(".");
    return err({
      code: "malformed",
      message: `${kind}: ${path ? `${path}: ` : ""}${i?.message ?? "invalid"}`,
    });
  }
  return ok(r.data);
}

/** Decodes one server frame (for clients and tests). */
export function decodeServerMessage(text: string): Result<ServerMessage, string> {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return err("not JSON");
  }
  const r = serverMessage.safeParse(json);
  return r.success ? ok(r.data) : err(r.error.issues[0]?.message ?? "invalid");
}
