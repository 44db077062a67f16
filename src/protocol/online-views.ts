/**
 * The JSON online play's HTTP GETs answer, declared once as strict schemas (issue 39 item 6, as
 * public-views.ts for club mode): the lobby, a match, an invite, the caller, the leaderboard, a
 * player's page and statistics, and a finished match's saved file. A storage column spread into
 * a reply by mistake (player_id, token_hash…) fails the endpoint test (test/online/views.test.ts).
 * The saved file's own format and a match's figures belong to src/game, which checks them; here
 * they are objects.
 */
import { z } from "zod";
import { GAME_IDS } from "../core/index.ts";
import { matchSummary, seat } from "./online.ts";

const game = z.enum(GAME_IDS);

/** A player as any page may show them: no token, no account detail. */
export const publicPlayer = z.strictObject({ id: z.string(), name: z.string(), guest: z.boolean() });

/** A Glicko-2 rating in one game (rating, deviation, volatility) and the games it counts. */
const rating = z.strictObject({
  game,
  rating: z.number(),
  rd: z.number(),
  volatility: z.number(),
  games: z.number(),
});

export const meView = z.strictObject({ player: publicPlayer, ratings: z.array(rating) });

export const lobbyView = z.strictObject({ open: z.array(matchSummary), live: z.array(matchSummary) });

export const matchView = z.strictObject({ match: matchSummary });

/** The match an invite is for; with sides, the seat and place in it the link holds. */
export const inviteView = z.strictObject({
  match: matchSummary,
  seat: seat.optional(),
  member: z.number().optional(),
});

export const leaderboardView = z.strictObject({
  game,
  players: z.array(
    z.strictObject({
      playerId: z.string(),
      name: z.string(),
      rating: z.number(),
      rd: z.number(),
      volatility: z.number(),
      games: z.number(),
    }),
  ),
});

export const playerView = z.strictObject({
  player: publicPlayer,
  ratings: z.array(rating),
  history: z.array(
    z.strictObject({
      match: z.string(),
      game,
      opponent: z.strictObject({ id: z.string(), name: z.string() }),
      score: z.number(),
      ratingBefore: z.number(),
      ratingAfter: z.number(),
      at: z.number(),
    }),
  ),
  /** The tournaments entered online, each with the player's record there. */
  tournaments: z.array(
    z.strictObject({
      id: z.string(),
      name: z.string(),
      game,
      status: z.string(),
      entry: z.string(),
      played: z.number(),
      won: z.number(),
      lost: z.number(),
      champion: z.boolean(),
    }),
  ),
});

const object = z.custom<Record<string, unknown>>(
  (v) => typeof v === "object" && v !== null && !Array.isArray(v),
);

export const playerStatsView = z.strictObject({
  player: publicPlayer,
  matches: z.array(z.strictObject({ match: z.string(), game, at: z.number(), stats: object })),
});

/** The saved match file (src/game's toSavedMatch; `mingo referee` re-checks its script). */
export const savedMatchView = object;
