/**
 * The online HTTP endpoints (docs/online-protocol.md), each a function returning a Result: the
 * error is the server's own message (`{error: {code, message}}`) or a network failure, one line.
 * Bodies the protocol defines are checked with its zod schemas.
 */
import { z } from "zod";
import { err, type GameId, ok, type Result } from "../../core/index.ts";
import {
  type MatchOptions,
  type MatchSummary,
  matchSummary,
  type PlayerInfo,
  playerInfo,
} from "../../protocol/index.ts";

export interface ApiError {
  readonly status: number;
  readonly code: string;
  readonly message: string;
  /** A form field's limit the request broke (too long, too many…), when the server says one. */
  readonly limit?: number;
}

async function call<T>(
  method: "GET" | "POST",
  path: string,
  opts: { token?: string | null; body?: unknown; schema: z.ZodType<T> },
): Promise<Result<T, ApiError>> {
  let res: Response;
  try {
    res = await fetch(path, {
      method,
      headers: {
        ...(opts.body !== undefined ? { "content-type": "application/json" } : {}),
        ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
      },
      ...(opts.body !== undefined ? { body: JSON.stringify(opts.body) } : {}),
    });
  } catch (e) {
    return err({ status: 0, code: "network", message: (e as Error).message });
  }
  let json: unknown = null;
  try {
    json = await res.json();
  } catch {
    // An empty or non-JSON body: the status says enough.
  }
  if (!res.ok) {
    const e = (json as { error?: { code?: string; message?: string; limit?: unknown } } | null)?.error;
    return err({
      status: res.status,
      code: e?.code ?? `http-${res.status}`,
      message: e?.message ?? res.statusText,
      ...(typeof e?.limit === "number" ? { limit: e.limit } : {}),
    });
  }
  const parsed = opts.schema.safeParse(json);
  if (!parsed.success) {
    const i = parsed.error.issues[0];
    return err({
      status: res.status,
      code: "bad-response",
      message: `${path}: ${i ? `${i.path.join(".")}: ${i.message}` : "unexpected answer"}`,
    });
  }
  return ok(parsed.data);
}

const guestAnswer = z.object({ token: z.string(), player: playerInfo });
const sessionAnswer = z.object({ token: z.string() });
const meAnswer = z.looseObject({ player: playerInfo.optional() }).or(playerInfo);
const created = z.object({
  match: matchSummary,
  seat: z.literal(0),
  invite: z.string(),
  inviteUrl: z.string().optional(),
  member: z.number().optional(),
  /** G-TEAM: one link per open seat. */
  seatInvites: z
    .array(
      z.object({
        side: z.union([z.literal(0), z.literal(1)]),
        member: z.number(),
        invite: z.string(),
        inviteUrl: z.string().optional(),
      }),
    )
    .optional(),
});
const joined = z.object({
  match: matchSummary,
  seat: z.union([z.literal(0), z.literal(1)]),
  member: z.number().optional(),
});
const invited = z
  .object({
    match: matchSummary,
    seat: z.union([z.literal(0), z.literal(1)]).optional(),
    member: z.number().optional(),
  })
  .or(matchSummary.transform((match) => ({ match, seat: undefined, member: undefined })));
const lobbyAnswer = z.object({ open: z.array(matchSummary), live: z.array(matchSummary) });

/** One leaderboard row; the server may send more fields than these. */
const ratingRow = z.looseObject({
  player: playerInfo.optional(),
  id: z.string().optional(),
  playerId: z.string().optional(),
  name: z.string().optional(),
  rating: z.number(),
  rd: z.number().optional(),
  games: z.number().optional(),
});
const leaderboardAnswer = z
  .object({ entries: z.array(ratingRow) })
  .or(z.object({ players: z.array(ratingRow) }).transform((o) => ({ entries: o.players })))
  .or(z.array(ratingRow).transform((entries) => ({ entries })));
export type RatingRow = z.infer<typeof ratingRow>;

const historyRow = z.looseObject({
  match: z.string().optional(),
  id: z.string().optional(),
  game: z.string().optional(),
  opponent: z
    .union([z.looseObject({ name: z.string() }), z.string()])
    .nullable()
    .optional(),
  result: z.union([z.string(), z.number()]).nullable().optional(),
  score: z.number().optional(),
  ratingBefore: z.number().optional(),
  ratingAfter: z.number().optional(),
  endedAt: z.number().nullable().optional(),
  at: z.number().optional(),
  createdAt: z.number().optional(),
});
/** A player's Glicko-2 rating in one game. */
const ratingEntry = z.looseObject({
  game: z.string(),
  rating: z.number(),
  rd: z.number(),
  games: z.number().optional(),
});
export type RatingEntry = z.infer<typeof ratingEntry>;
/** A tournament the player entered online (issue 28); `entry` is the player's id inside it. */
const tournamentRow = z.looseObject({
  id: z.string(),
  name: z.string(),
  game: z.string(),
  status: z.string(),
  entry: z.string().optional(),
  played: z.number().catch(0),
  won: z.number().catch(0),
  lost: z.number().catch(0),
  champion: z.boolean().catch(false),
});
export type TournamentRow = z.infer<typeof tournamentRow>;
const playerAnswer = z.looseObject({
  player: playerInfo.optional(),
  ratings: z.array(ratingEntry).catch([]),
  history: z.array(historyRow).default([]),
  /** A server before online tournaments sends none. */
  tournaments: z.array(tournamentRow).catch([]),
});
export type PlayerAnswer = z.infer<typeof playerAnswer>;
/** POST /api/online/claim: what moved from the guest into the account. */
const claimAnswer = z.object({
  moved: z.looseObject({
    matches: z.number(),
    ratings: z.array(z.string()),
    tournaments: z.number(),
  }),
});
export type ClaimAnswer = z.infer<typeof claimAnswer>;
export type HistoryRow = z.infer<typeof historyRow>;

export const api = {
  guest: (nickname: string) =>
    call("POST", "/api/online/guests", { body: { nickname }, schema: guestAnswer }),
  signIn: (name: string, password: string) =>
    call("POST", "/api/session", { body: { name, password }, schema: sessionAnswer }),
  me: (token: string) => call("GET", "/api/online/me", { token, schema: meAnswer }),
  createMatch: (token: string, options: MatchOptions) =>
    call("POST", "/api/online/matches", { token, body: options, schema: created }),
  invite: (code: string) =>
    call("GET", `/api/online/invites/${encodeURIComponent(code)}`, { schema: invited }),
  joinInvite: (token: string, code: string) =>
    call("POST", `/api/online/invites/${encodeURIComponent(code)}/join`, { token, body: {}, schema: joined }),
  joinListed: (token: string, id: string) =>
    call("POST", `/api/online/matches/${encodeURIComponent(id)}/join`, { token, body: {}, schema: joined }),
  lobby: (game?: GameId) =>
    call("GET", `/api/online/lobby${game ? `?game=${game}` : ""}`, { schema: lobbyAnswer }),
  match: (id: string) => call("GET", `/api/online/matches/${encodeURIComponent(id)}`, { schema: invited }),
  leaderboard: (game: GameId) =>
    call("GET", `/api/online/leaderboard?game=${game}&limit=50`, { schema: leaderboardAnswer }),
  player: (id: string) =>
    call("GET", `/api/online/players/${encodeURIComponent(id)}`, { schema: playerAnswer }),
  /** Keeps the guest's history (its token proves it) in the account signed in with `token`. */
  claim: (token: string, guestToken: string) =>
    call("POST", "/api/online/claim", { token, body: { guestToken }, schema: claimAnswer }),
};

export type { MatchSummary, PlayerInfo };
