/** The organizer's routes: register, sign in and out, create and run tournaments. */
import type { FastifyRequest } from "fastify";
import {
  addPlayers as addPlayersBody,
  credentials,
  encounterParams,
  idParams,
  newOrganizer,
  newTournament,
  noShow,
  playerParams,
  setHandicap as setHandicapBody,
} from "../../protocol/index.ts";
import { hashPassword, verifyPassword } from "../auth/password.ts";
import { bearer } from "../auth/sessions.ts";
import { digest, newId, newToken } from "../auth/tokens.ts";
import { LIMITS, tooManyPlayers } from "../tournament/service.ts";
import { tournamentSummaryOf } from "../tournament/view.ts";
import { replyError } from "./api.ts";
import { newProfileLink, profileLinkPath, tableLinkPath } from "./club-links.ts";
import { done, type RouteContext } from "./context.ts";
import type { SignInLimits } from "./sign-in-limits.ts";

/** A stored hash to verify against when the name is unknown, so timing does not tell which names exist. */
const DUMMY_HASH = await hashPassword("no such organizer, no such password");

export function organizerRoutes<S>(c: RouteContext<S>, limits: SignInLimits): void {
  accountRoutes(c, limits);
  tournamentSetupRoutes(c);
  entryRoutes(c);
  tournamentRunRoutes(c);
}

/** Register, sign in and sign out. */
function accountRoutes<S>(c: RouteContext<S>, limits: SignInLimits): void {
  const { api, clock } = c;
  const club = c.stores.club;

  api.route(
    {
      method: "POST",
      url: "/api/organizers",
      summary:
        "Register an organizer (the answer is the same whether or not the name was free: sign in to find out)",
      tag: "organizer",
      auth: "public",
      body: newOrganizer,
      preHandler: limits.register,
    },
    async ({ body }) => {
      // Hash whatever happens: the answer and its timing are the same for a taken name.
      const hash = await hashPassword(body.password);
      const r = await club.createOrganizer({
        id: newId(),
        name: body.name,
        password_hash: hash,
        created_at: clock(),
      });
      if (!r.ok) return c.fail(r.error);
      return done(
        { registered: true, message: "if the name was free the organizer exists now: sign in with it" },
        202,
      );
    },
  );

  api.route(
    {
      method: "POST",
      url: "/api/session",
      summary: "Sign in; returns a bearer token",
      tag: "organizer",
      auth: "public",
      body: credentials,
      preHandler: limits.signIn,
    },
    async ({ body, req }) => {
      const o = await club.organizerByName(body.name);
      if (!o.ok) return c.fail(o.error);
      const good = await verifyPassword(body.password, o.value?.password_hash ?? DUMMY_HASH);
      if (!o.value || !good) {
        await limits.signInFailed(req);
        return replyError({ status: 401, code: "bad-credentials", message: "wrong name or password" });
      }
      const token = newToken();
      const s = await club.createSession(digest(token), o.value.id, clock());
      if (!s.ok) return c.fail(s.error);
      return done({
        token,
        organizer: { id: o.value.id, name: o.value.name },
        expires: { idleMinutes: c.sessions.idleMs / 60_000, maxHours: c.sessions.absoluteMs / 3_600_000 },
      });
    },
  );

  api.route(
    {
      method: "DELETE",
      url: "/api/session",
      summary: "Sign out (the token stops working)",
      tag: "organizer",
      auth: "organizer",
    },
    async ({ req }: { req: FastifyRequest }) => {
      const token = bearer(req);
      if (token) {
        const d = await club.deleteSession(digest(token));
        if (!d.ok) return c.fail(d.error);
      }
      return done({ signedOut: true });
    },
  );
}

/** A tournament made, its players entered (by name, with a profile link each) and drawn. */
function tournamentSetupRoutes<S>(c: RouteContext<S>): void {
  const { api, clock } = c;
  const club = c.stores.club;

  api.route(
    {
      method: "POST",
      url: "/api/tournaments",
      summary: "Create a tournament (players may be entered at once)",
      tag: "organizer",
      auth: "organizer",
      body: newTournament,
    },
    async ({ body, req }) => {
      const me = await c.organizer(req);
      if (!me.ok) return me.reply;
      // The referee judges the settings: unknown names and bad values are refused here, not mid-match.
      const probe = c.referee.newMatch(body.game, body.settings, 0);
      if (!probe.ok)
        return replyError({
          status: 400,
          code: probe.error.code,
          message: `settings: ${probe.error.message}`,
        });
      // Without a real table, every encounter must be played online.
      if (body.tables === 0 && !body.online)
        return replyError({
          status: 400,
          code: "tables-too-small",
          input: { field: "tables", constraint: "too-small", limit: 1 },
          message: "a tournament at real tables needs at least one table (0 only when it is played online)",
        });
      const bound = tooManyPlayers(body.format, body.players?.length ?? 0);
      if (bound) return replyError(bound);
      const load = await club.organizerLoad(me.value);
      if (!load.ok) return c.fail(load.error);
      if (load.value.openTournaments >= LIMITS.openTournamentsPerOrganizer)
        return replyError({
          status: 409,
          code: "too-many-tournaments",
          message: `an organizer may have at most ${LIMITS.openTournamentsPerOrganizer} unfinished tournaments`,
        });
      if (load.value.tables + body.tables > LIMITS.tablesPerOrganizer)
        return replyError({
          status: 409,
          code: "too-many-tables",
          message: `an organizer may have at most ${LIMITS.tablesPerOrganizer} tables across unfinished tournaments (${load.value.tables} in use)`,
        });
      const now = clock();
      const r = await club.createTournament(
        me.value,
        { ...body, startsAt: body.startsAt ?? now },
        body.players ?? [],
        now,
      );
      return r.ok ? done({ id: r.value }, 201) : c.fail(r.error);
    },
  );

  api.route(
    {
      method: "POST",
      url: "/api/tournaments/:id/players",
      summary: "Enter players, in seed order",
      tag: "organizer",
      auth: "organizer",
      params: idParams,
      body: addPlayersBody,
    },
    async ({ params, body, req }) => {
      const t = await c.organizersTournament(req, params.id);
      if (!t.ok) return t.reply;
      const r = await club.addPlayers(t.value, body.names);
      if (!r.ok) return c.fail(r.error);
      c.hub.changed(t.value.id);
      return done({ ids: r.value }, 201);
    },
  );

  api.route(
    {
      method: "POST",
      url: "/api/tournaments/:id/draw",
      summary: "Draw the encounters and call the first ones to the tables",
      tag: "organizer",
      auth: "organizer",
      params: idParams,
    },
    async ({ params, req }) => {
      const t = await c.organizersTournament(req, params.id);
      if (!t.ok) return t.reply;
      const r = await club.draw(t.value, clock());
      if (!r.ok) return c.fail(r.error);
      c.hub.changed(t.value.id);
      return done({ encounters: r.value });
    },
  );
}

/** One entry's settings: its handicap (before the draw), its online profile link. */
function entryRoutes<S>(c: RouteContext<S>): void {
  const { api } = c;
  const club = c.stores.club;

  api.route(
    {
      method: "POST",
      url: "/api/tournaments/:id/players/:player/handicap",
      summary:
        "Set an entry's handicap before the draw: its own race (Bola 8) or target (Piña), or null for the tournament's",
      tag: "organizer",
      auth: "organizer",
      params: playerParams,
      body: setHandicapBody,
    },
    async ({ params, body, req }) => {
      const t = await c.organizersTournament(req, params.id);
      if (!t.ok) return t.reply;
      const r = await club.setHandicap(t.value, params.player, body.handicap);
      if (!r.ok) return c.fail(r.error);
      c.hub.changed(t.value.id);
      return done({ player: params.player, handicap: body.handicap });
    },
  );

  api.route(
    {
      method: "POST",
      url: "/api/tournaments/:id/players/:player/profile-link",
      summary:
        "A link for a player entered by name: opened by them signed in online, the tournament is on their profile (a new link replaces the last)",
      tag: "organizer",
      auth: "organizer",
      params: playerParams,
    },
    async ({ params, req }) => {
      const t = await c.organizersTournament(req, params.id);
      if (!t.ok) return t.reply;
      const r = await newProfileLink(c.stores, t.value.id, params.player);
      if (!r.ok) return c.fail(r.error);
      return done({ ...r.value, path: profileLinkPath(t.value.id, r.value.token) }, 201);
    },
  );
}

/** A drawn tournament run: the organizer's view with the tables' links, their list, a no-show. */
function tournamentRunRoutes<S>(c: RouteContext<S>): void {
  const { api, clock } = c;
  const club = c.stores.club;

  api.route(
    {
      method: "GET",
      url: "/api/tournaments/:id/admin",
      summary: "The organizer's view: the tournament plus each table's scorekeeper link",
      tag: "organizer",
      auth: "organizer",
      params: idParams,
    },
    async ({ params, req }) => {
      const t = await c.organizersTournament(req, params.id);
      if (!t.ok) return t.reply;
      const tables = await club.tableLinks(params.id);
      if (!tables.ok) return c.fail(tables.error);
      const v = await c.views.get(params.id);
      if (!v.ok) return c.fail(v.error);
      return done({
        tournament: v.value?.view ?? null,
        tables: tables.value.map((x) => ({
          number: x.number,
          token: x.token,
          link: tableLinkPath(params.id, x.number, x.token),
        })),
      });
    },
  );

  api.route(
    {
      method: "GET",
      url: "/api/my/tournaments",
      summary: "The signed-in organizer's tournaments",
      tag: "organizer",
      auth: "organizer",
    },
    async ({ req }) => {
      const me = await c.organizer(req);
      if (!me.ok) return me.reply;
      const rows = await club.organizerTournaments(me.value);
      return rows.ok ? done({ tournaments: rows.value.map(tournamentSummaryOf) }) : c.fail(rows.error);
    },
  );

  api.route(
    {
      method: "POST",
      url: "/api/tournaments/:id/encounters/:eid/noshow",
      summary: "PC-NOSHOW: confirm a no-show, 30 minutes after the scheduled time",
      tag: "organizer",
      auth: "organizer",
      params: encounterParams,
      body: noShow,
    },
    async ({ params, body, req }) => {
      const t = await c.organizersTournament(req, params.id);
      if (!t.ok) return t.reply;
      const r = await club.noShow(t.value, params.eid, body.absent as (0 | 1)[], clock());
      if (!r.ok) return c.fail(r.error);
      c.hub.changed(t.value.id);
      return done({
        encounter: { id: r.value.id, score: [r.value.score_a, r.value.score_b], winner: r.value.winner },
      });
    },
  );
}
