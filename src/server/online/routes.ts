/**
 * Online play's HTTP endpoints (tag `online` of the server's one OpenAPI document, at
 * /api/docs/json), its protocol's page (/api/docs/protocol, the same at /api/online/protocol)
 * and its socket. Thin: check who asks, call the service, shape the reply.
 */
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { PlayerIndex } from "../../core/index.ts";
import {
  gameQuery,
  guestBody,
  inviteParams,
  leaderboardQuery,
  matchOptions,
  matchParams,
  onlinePlayerParams,
  onlineProtocolDocument,
} from "../../protocol/index.ts";
import { digest } from "../auth/tokens.ts";
import { type Api, type Reply, replyError, replyFor } from "../http/api.ts";
import { classify, type Dialect } from "../store/errors.ts";
import type { ClubStore, MatchStatsStore, OnlineEntryStore } from "../store/index.ts";
import type { StoredMatch, StoredPlayer } from "../store/online-store.ts";
import { entryRecord } from "../tournament/entry-record.ts";
import type { OnlineLimits } from "./limits.ts";
import type { Matchmaker } from "./matchmaking.ts";
import type { Rooms } from "./rooms.ts";
import type { Place } from "./seats.ts";
import { type OnlineService, placeIn } from "./service.ts";
import { handleSocket, type SocketWatch } from "./socket.ts";

const done = (body: unknown, status = 200): Reply => ({ status, body });
const signIn = replyError({
  status: 401,
  code: "unauthorized",
  message: "send Authorization: Bearer TOKEN (a guest's, or a signed-in account's)",
});
/** The online identity a request's bearer token names (a guest's or a signed-in account's), or null. */
export async function callerOf(service: OnlineService, req: FastifyRequest): Promise<StoredPlayer | null> {
  const h = req.headers.authorization;
  if (typeof h !== "string" || !h.startsWith("Bearer ")) return null;
  return service.identify(h.slice(7).trim());
}

const inviteUrl = (code: string) => `/#/online/invite/${code}`;

export function registerOnlineRoutes(
  app: FastifyInstance,
  api: Api,
  deps: {
    service: OnlineService;
    rooms: Rooms;
    matchmaker: Matchmaker;
    dialect: Dialect;
    limits: OnlineLimits;
    entries: OnlineEntryStore;
    club: ClubStore;
    matchStats: MatchStatsStore;
    watch?: SocketWatch;
  },
): void {
  const { service } = deps;
  // A database that is busy (or down) is a 503 the client may retry, never a crash or a bare 500.
  const route: Api["route"] = (spec, handler) =>
    api.route(spec, async (input) => {
      try {
        return await handler(input);
      } catch (e) {
        // The one HTTP answer per store error kind (busy → 503 with Retry-After), as club mode.
        const se = classify(e, deps.dialect);
        return replyFor(se, (cause) => app.log.error({ err: cause }, "online route failed"));
      }
    });
  const caller = (req: FastifyRequest) => callerOf(service, req);

  app.get("/api/docs/protocol", async () => onlineProtocolDocument());
  app.get("/api/online/protocol", async () => onlineProtocolDocument());
  // Online play had a document of its own before the server had one for both.
  app.get("/api/online/openapi.json", (_req, reply) => reply.redirect("/api/docs/json", 301));

  route(
    {
      method: "POST",
      url: "/api/online/guests",
      summary: "A guest identity with a nickname",
      tag: "online",
      auth: "public",
      body: guestBody,
      preHandler: deps.limits.guests,
    },
    async ({ body }) => {
      const g = await service.createGuest(body.nickname);
      return done({ token: g.token, player: g.player }, 201);
    },
  );

  route(
    {
      method: "GET",
      url: "/api/online/me",
      summary: "The caller: player and ratings",
      tag: "online",
      auth: "public",
    },
    async ({ req }) => {
      const me = await caller(req);
      if (!me) return signIn;
      return done({ player: me, ratings: await service.store.ratingsOf(me.id) });
    },
  );

  route(
    {
      method: "POST",
      url: "/api/online/matches",
      summary: "Create a match; returns its private invite link",
      tag: "online",
      auth: "public",
      body: matchOptions,
      preHandler: deps.limits.matches,
    },
    async ({ body, req }) => {
      const me = await caller(req);
      if (!me) return signIn;
      const made = await service.createMatch(me, body);
      if (!made.ok) return replyError({ status: 400, code: "malformed", message: made.error });
      const { match, invite, seatInvites } = made.value;
      return done(
        {
          match: await service.summary(match),
          seat: 0,
          invite,
          inviteUrl: inviteUrl(invite),
          // G-TEAM: a link per open seat, to send each friend to their own seat.
          ...(match.sides
            ? {
                member: 0,
                seatInvites: seatInvites.map((i) => ({ ...i, inviteUrl: inviteUrl(i.invite) })),
              }
            : {}),
        },
        201,
      );
    },
  );

  route(
    {
      method: "GET",
      url: "/api/online/invites/:code",
      summary: "The match an invite link is for",
      tag: "online",
      auth: "public",
      params: inviteParams,
    },
    async ({ params }) => {
      const found = await byInvite(params.code);
      if (!found) return replyError({ status: 404, code: "not-found", message: "no match for this invite" });
      return done({
        match: await service.summary(found.row),
        ...(found.place ? { seat: found.place.side, member: found.place.member } : {}),
      });
    },
  );

  /** The match an invite is for: the match's own link, or (G-TEAM) one seat's. */
  const byInvite = async (code: string): Promise<{ row: StoredMatch; place: Place | null } | null> => {
    const row = await service.store.matchByInvite(digest(code));
    if (row) return { row, place: null };
    const seat = await service.store.seatByInvite(digest(code));
    return seat ? { row: seat.match, place: { side: seat.side as PlayerIndex, member: seat.member } } : null;
  };

  const joinReply = async (row: StoredMatch | null, req: FastifyRequest, want: Place | null = null) => {
    const me = await caller(req);
    if (!me) return signIn;
    if (!row) return replyError({ status: 404, code: "not-found", message: "no such match" });
    const r = await service.join(row, me, want);
    if (!r.ok) return replyError({ status: 409, code: r.error.code, message: r.error.message });
    const place = placeIn(r.value, me);
    return done({
      match: await service.summary(r.value),
      seat: place?.side ?? 1,
      ...(r.value.sides ? { member: place?.member ?? 0 } : {}),
    });
  };

  route(
    {
      method: "POST",
      url: "/api/online/invites/:code/join",
      summary: "Join through a private invite",
      tag: "online",
      auth: "public",
      params: inviteParams,
    },
    async ({ params, req }) => {
      const found = await byInvite(params.code);
      return joinReply(found?.row ?? null, req, found?.place ?? null);
    },
  );

  route(
    {
      method: "POST",
      url: "/api/online/matches/:id/join",
      summary: "Join an open match listed in the lobby",
      tag: "online",
      auth: "public",
      params: matchParams,
    },
    async ({ params, req }) => {
      const row = await service.store.match(params.id);
      if (row && !row.listed)
        return replyError({
          status: 403,
          code: "invite-only",
          message: "this match is joined by its invite link",
        });
      return joinReply(row, req);
    },
  );

  route(
    {
      method: "GET",
      url: "/api/online/lobby",
      summary: "Open (listed) and live matches",
      tag: "online",
      auth: "public",
      query: gameQuery,
    },
    async ({ query }) => {
      const rows = await service.store.lobby(query.game, 100);
      const all = await Promise.all(rows.map((r) => service.summary(r)));
      return done({
        open: all.filter((m) => m.status === "open"),
        live: all.filter((m) => m.status === "live"),
      });
    },
  );

  route(
    {
      method: "GET",
      url: "/api/online/matches/:id",
      summary: "One match",
      tag: "online",
      auth: "public",
      params: matchParams,
    },
    async ({ params }) => {
      const row = await service.store.match(params.id);
      if (!row) return replyError({ status: 404, code: "not-found", message: `no match ${params.id}` });
      return done({ match: await service.summary(row) });
    },
  );

  route(
    {
      method: "GET",
      url: "/api/online/matches/:id/saved",
      summary: "The saved match file (replay; `mingo referee` re-checks its script member)",
      tag: "online",
      auth: "public",
      params: matchParams,
    },
    async ({ params }) => {
      const s = await service.saved(params.id);
      if (!s.ok)
        return replyError({
          status: s.error.code === "not-found" ? 404 : 409,
          code: s.error.code,
          message: s.error.message,
        });
      return done(s.value);
    },
  );

  route(
    {
      method: "GET",
      url: "/api/online/leaderboard",
      summary: "Ratings of accounts, best first",
      tag: "online",
      auth: "public",
      query: leaderboardQuery,
    },
    async ({ query }) =>
      done({ game: query.game, players: await service.store.leaderboard(query.game, query.limit) }),
  );

  route(
    {
      method: "GET",
      url: "/api/online/players/:id",
      summary: "A player's ratings and match history",
      tag: "online",
      auth: "public",
      params: onlinePlayerParams,
    },
    async ({ params }) => {
      const player = await playerInfo(params.id);
      if (!player) return noPlayer(params.id);
      return done({
        player,
        ratings: await service.store.ratingsOf(params.id),
        history: await service.store.history(params.id, 100),
        tournaments: await tournamentsOf(params.id),
      });
    },
  );

  route(
    {
      method: "GET",
      url: "/api/online/players/:id/stats",
      summary: "A player's statistics per finished online match, newest first (the last 100)",
      tag: "online",
      auth: "public",
      params: onlinePlayerParams,
    },
    async ({ params }) => {
      const player = await playerInfo(params.id);
      if (!player) return noPlayer(params.id);
      const rows = await deps.matchStats.ofPlayer(params.id, 100);
      if (!rows.ok) return replyFor(rows.error, (cause) => app.log.error({ err: cause }, "stats failed"));
      return done({
        player,
        matches: rows.value,
      });
    },
  );

  /** A player's public line (id, name, guest or not), or null when there is no such player. */
  async function playerInfo(id: string) {
    const name = await service.store.playerName(id);
    return name ? { id, name, guest: id.startsWith("g:") } : null;
  }
  const noPlayer = (id: string) => replyError({ status: 404, code: "not-found", message: `no player ${id}` });

  /** Issue 28: the tournaments the player entered online, each with its record (one profile). */
  async function tournamentsOf(playerId: string) {
    const entered = await deps.entries.entered(playerId, 20);
    if (!entered.ok) return [];
    const out = [];
    for (const t of entered.value) {
      const rows = await deps.club.tournamentRows(t.id);
      if (!rows.ok || !rows.value) continue;
      out.push({ ...t, ...entryRecord(rows.value, t.entry) });
    }
    return out;
  }

  app.get("/api/online/socket", { websocket: true }, (socket) => handleSocket(socket, deps));
}
