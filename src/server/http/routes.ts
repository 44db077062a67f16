/**
 * Every HTTP and WebSocket route of club mode. Handlers stay thin: check who is asking,
 * call the tournament service or the recorder, shape the reply.
 */
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Kysely } from "kysely";
import { z } from "zod";
import type { PlayerIndex } from "../../core/index.ts";
import { GAME_IDS, type GameId } from "../../core/index.ts";
import {
  addPlayers as addPlayersBody,
  credentials,
  encounterParams,
  idParams,
  liveClientMessage,
  newTournament,
  noShow,
  recordEntry,
  startMatch,
  tableParams,
  undoEntry,
} from "../../protocol/club-api.ts";
import type { RefusalCode } from "../../protocol/refusals.ts";
import { parseStep, stepPlayer, stepSchema } from "../../protocol/step.ts";
import { isRuleId, RULE_IDS, ruleInfo, rulesInForce, ruleText } from "../../rules/catalogue.ts";
import { hashPassword, verifyPassword } from "../auth/password.ts";
import { digest, newId, newToken } from "../auth/tokens.ts";
import type { ClubDatabase, TournamentTable } from "../db/schema.ts";
import type { LiveHub } from "../live/hub.ts";
import { announce } from "../match/announce.ts";
import type { Recorder } from "../match/recorder.ts";
import type { Referee } from "../match/referee-port.ts";
import {
  addPlayers,
  createTournament,
  drawTournament,
  ownTournament,
  recordNoShow,
} from "../tournament/service.ts";
import { tournamentView } from "../tournament/view.ts";
import { Api, type Reply, replyError } from "./api.ts";

export interface RouteDeps<S> {
  readonly db: Kysely<ClubDatabase>;
  readonly recorder: Recorder<S>;
  readonly hub: LiveHub;
  readonly referee: Referee<S>;
  readonly clock: () => number;
}

const done = (body: unknown, status = 200): Reply => ({ status, body });

export function registerRoutes<S>(app: FastifyInstance, deps: RouteDeps<S>): void {
  const { db, recorder, hub, clock } = deps;
  const api = new Api(app);

  async function organizer(req: FastifyRequest): Promise<string | null> {
    const h = req.headers.authorization;
    if (typeof h !== "string" || !h.startsWith("Bearer ")) return null;
    const row = await db
      .selectFrom("sessions")
      .select("organizer_id")
      .where("token_hash", "=", digest(h.slice(7).trim()))
      .executeTakeFirst();
    return row?.organizer_id ?? null;
  }
  const signInFirst = replyError({ status: 401, code: "sign-in", message: "sign in as the organizer first" });
  /** The signed-in organizer's own tournament, or the reply that refuses the request. */
  async function organizersTournament(
    req: FastifyRequest,
    id: string,
  ): Promise<{ ok: true; value: TournamentTable } | { ok: false; reply: Reply }> {
    const me = await organizer(req);
    if (!me) return { ok: false, reply: signInFirst };
    const t = await ownTournament(db, id, me);
    return t.ok ? t : { ok: false, reply: replyError(t.error) };
  }
  const tableToken = (req: FastifyRequest): string | null => {
    const t = req.headers["x-table-token"];
    return typeof t === "string" && t.length > 0 && t.length < 100 ? t : null;
  };
  const noToken = replyError({
    status: 401,
    code: "no-table-token",
    message: "open this page from the table's link",
  });

  app.get("/api/docs/json", async () => api.openApi());

  // ---- organizer -------------------------------------------------------------------------
  api.route(
    {
      method: "POST",
      url: "/api/organizers",
      summary: "Register an organizer",
      tag: "organizer",
      auth: "public",
      body: credentials,
    },
    async ({ body }) => {
      const exists = await db
        .selectFrom("organizers")
        .select("id")
        .where("name", "=", body.name)
        .executeTakeFirst();
      if (exists)
        return replyError({ status: 409, code: "name-taken", message: `the name "${body.name}" is taken` });
      const id = newId();
      await db
        .insertInto("organizers")
        .values({
          id,
          name: body.name,
          password_hash: await hashPassword(body.password),
          created_at: clock(),
        })
        .execute();
      return done({ id }, 201);
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
    },
    async ({ body }) => {
      const o = await db
        .selectFrom("organizers")
        .selectAll()
        .where("name", "=", body.name)
        .executeTakeFirst();
      // Hash even for an unknown name so timing does not tell which names exist.
      const good = await verifyPassword(body.password, o?.password_hash ?? "scrypt$16384$8$1$AAAA$AAAA");
      if (!o || !good)
        return replyError({ status: 401, code: "bad-credentials", message: "wrong name or password" });
      const token = newToken();
      await db
        .insertInto("sessions")
        .values({ token_hash: digest(token), organizer_id: o.id, created_at: clock() })
        .execute();
      return done({ token, organizer: { id: o.id, name: o.name } });
    },
  );

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
      const me = await organizer(req);
      if (!me) return signInFirst;
      // The referee judges the settings: unknown names and bad values are refused here, not mid-match.
      const probe = deps.referee.newMatch(body.game, body.settings, 0);
      if (!probe.ok)
        return replyError({
          status: 400,
          code: probe.error.code,
          message: `settings: ${probe.error.message}`,
        });
      const now = clock();
      const id = await db
        .transaction()
        .execute(async (trx) => {
          const tid = await createTournament(trx, me, { ...body, startsAt: body.startsAt ?? now }, now);
          if (body.players?.length) {
            const t = await trx
              .selectFrom("tournaments")
              .selectAll()
              .where("id", "=", tid)
              .executeTakeFirstOrThrow();
            const added = await addPlayers(trx, t, body.players);
            if (!added.ok) throw new HttpError(added.error.status, added.error.code, added.error.message);
          }
          return tid;
        })
        .catch((e: unknown) => (e instanceof HttpError ? e : Promise.reject(e)));
      if (id instanceof HttpError) return replyError(id);
      return done({ id }, 201);
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
      const t = await organizersTournament(req, params.id);
      if (!t.ok) return t.reply;
      const r = await addPlayers(db, t.value, body.names);
      if (!r.ok) return replyError(r.error);
      hub.changed(t.value.id);
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
      const t = await organizersTournament(req, params.id);
      if (!t.ok) return t.reply;
      const r = await db.transaction().execute((trx) => drawTournament(trx, t.value, clock()));
      if (!r.ok) return replyError(r.error);
      hub.changed(t.value.id);
      return done({ encounters: r.value });
    },
  );

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
      const t = await organizersTournament(req, params.id);
      if (!t.ok) return t.reply;
      const tables = await db
        .selectFrom("club_tables")
        .select(["number", "token"])
        .where("tournament_id", "=", params.id)
        .orderBy("number")
        .execute();
      return done({
        tournament: await tournamentView(db, params.id),
        tables: tables.map((x) => ({
          number: x.number,
          token: x.token,
          link: `/club/table.html?t=${encodeURIComponent(params.id)}&n=${x.number}#${x.token}`,
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
      const me = await organizer(req);
      if (!me) return signInFirst;
      const rows = await db
        .selectFrom("tournaments")
        .select(["id", "name", "game", "format", "status"])
        .where("organizer_id", "=", me)
        .orderBy("created_at", "desc")
        .execute();
      return done({ tournaments: rows });
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
      const t = await organizersTournament(req, params.id);
      if (!t.ok) return t.reply;
      const r = await db.transaction().execute(async (trx) => {
        const out = await recordNoShow(trx, t.value, params.eid, body.absent as (0 | 1)[], clock());
        return out;
      });
      if (!r.ok) return replyError(r.error);
      hub.changed(t.value.id);
      return done({
        encounter: { id: r.value.id, score: [r.value.score_a, r.value.score_b], winner: r.value.winner },
      });
    },
  );

  // ---- public, read-only -----------------------------------------------------------------
  api.route(
    { method: "GET", url: "/api/tournaments", summary: "All tournaments", tag: "public", auth: "public" },
    async () => {
      const rows = await db
        .selectFrom("tournaments")
        .select(["id", "name", "game", "format", "status", "starts_at"])
        .orderBy("created_at", "desc")
        .limit(200)
        .execute();
      return done({ tournaments: rows.map((r) => ({ ...r, startsAt: r.starts_at, starts_at: undefined })) });
    },
  );

  api.route(
    {
      method: "GET",
      url: "/api/tournaments/:id",
      summary: "A tournament: tables, encounters, standings (what the live page draws)",
      tag: "public",
      auth: "public",
      params: idParams,
    },
    async ({ params }) => {
      const v = await tournamentView(db, params.id);
      return v
        ? done(v)
        : replyError({ status: 404, code: "no-tournament", message: `no tournament ${params.id}` });
    },
  );

  api.route(
    {
      method: "GET",
      url: "/api/tournaments/:id/encounters/:eid/script",
      summary: "The encounter as a match script (MATCH-SCRIPT.md), for `mingo referee`",
      tag: "public",
      auth: "public",
      params: encounterParams,
    },
    async ({ params }) => {
      const e = await db.selectFrom("encounters").selectAll().where("id", "=", params.eid).executeTakeFirst();
      if (!e || e.tournament_id !== params.id)
        return replyError({ status: 404, code: "no-encounter", message: `no encounter ${params.eid}` });
      if (e.breaker === null)
        return replyError({ status: 409, code: "not-started", message: "this encounter has not started" });
      const t = await db
        .selectFrom("tournaments")
        .selectAll()
        .where("id", "=", params.id)
        .executeTakeFirstOrThrow();
      const players = await db
        .selectFrom("players")
        .select(["id", "name"])
        .where("tournament_id", "=", params.id)
        .execute();
      const name = (id: string | null) => players.find((p) => p.id === id)?.name ?? "?";
      const steps = await db
        .selectFrom("steps")
        .select("step")
        .where("encounter_id", "=", e.id)
        .orderBy("seq")
        .execute();
      const settings = JSON.parse(t.settings) as Record<string, unknown>;
      return done({
        game: t.game,
        players: [name(e.player_a), name(e.player_b)],
        ...(Object.keys(settings).length ? { settings } : {}),
        breaker: e.breaker,
        steps: steps.map((s) => JSON.parse(s.step)),
      });
    },
  );

  api.route(
    {
      method: "GET",
      url: "/api/catalogue",
      summary: "Rule texts (es, en) and each game's fouls only a person can see",
      tag: "public",
      auth: "public",
    },
    async () => {
      const rules: Record<string, unknown> = {};
      for (const id of RULE_IDS)
        rules[id] = { ...ruleInfo(id), es: ruleText(id, "es"), en: ruleText(id, "en") };
      const humanFouls = Object.fromEntries(
        GAME_IDS.map((g: GameId) => [
          g,
          rulesInForce(g).filter(
            (id) => isRuleId(id) && ruleInfo(id).kind === "human-foul" && id !== "G-HUMAN",
          ),
        ]),
      );
      return done({ rules, humanFouls });
    },
  );

  // ---- scorekeeper (table token) ----------------------------------------------------------
  api.route(
    {
      method: "GET",
      url: "/api/tournaments/:id/tables/:n",
      summary: "The table's current match, for its scorekeeper",
      tag: "scorekeeper",
      auth: "table",
      params: tableParams,
    },
    async ({ params, req }) => {
      const token = tableToken(req);
      if (!token) return noToken;
      const r = await recorder.view(params.id, params.n, token);
      return r.ok ? done(r.value) : replyError(r.error);
    },
  );

  api.route(
    {
      method: "POST",
      url: "/api/tournaments/:id/tables/:n/start",
      summary: "Start the match: who breaks first (the lag's winner)",
      tag: "scorekeeper",
      auth: "table",
      params: tableParams,
      body: startMatch,
    },
    async ({ params, body, req }) => {
      const token = tableToken(req);
      if (!token) return noToken;
      const r = await recorder.start(params.id, params.n, token, body.breaker as PlayerIndex);
      return r.ok ? done(r.value) : replyError(r.error);
    },
  );

  api.route(
    {
      method: "POST",
      url: "/api/tournaments/:id/tables/:n/steps",
      summary:
        "Record one entry (a shot, a declaration, a choice, a lag, a resignation); `seq` is the number of entries the page has seen",
      tag: "scorekeeper",
      auth: "table",
      params: tableParams,
      body: recordEntry,
      docBody: z.object({ seq: z.number().int().min(0), step: stepSchema }),
    },
    async ({ params, body, req }) => {
      const token = tableToken(req);
      if (!token) return noToken;
      const step = parseStep(body.step);
      if (!step.ok) return replyError({ status: 400, code: "invalid-step", message: `step: ${step.error}` });
      const r = await recorder.record(params.id, params.n, token, body.seq, step.value);
      if (!r.ok) return replyError(r.error);
      const { game, names, report, seq, matchOver, next } = r.value;
      return done({
        seq,
        report,
        matchOver,
        next,
        announce: announce(game, names, stepPlayer(step.value), report),
      });
    },
  );

  api.route(
    {
      method: "POST",
      url: "/api/tournaments/:id/tables/:n/undo",
      summary: "Take back the last entry (not once the match is over)",
      tag: "scorekeeper",
      auth: "table",
      params: tableParams,
      body: undoEntry,
    },
    async ({ params, body, req }) => {
      const token = tableToken(req);
      if (!token) return noToken;
      const r = await recorder.undo(params.id, params.n, token, body.seq);
      return r.ok ? done(r.value) : replyError(r.error);
    },
  );

  // ---- live --------------------------------------------------------------------------------
  app.get("/api/live", { websocket: true }, (socket) => {
    let subscribed = false;
    socket.on("message", (data) => {
      let parsed: unknown;
      try {
        parsed = JSON.parse(String(data));
      } catch {
        parsed = undefined;
      }
      const m = liveClientMessage.safeParse(parsed);
      if (!m.success || subscribed) {
        socket.send(
          JSON.stringify({
            v: 1,
            kind: "error",
            message: subscribed ? "already subscribed" : 'send {"v":1,"kind":"subscribe","tournament":ID}',
          }),
        );
        return;
      }
      subscribed = true;
      hub.subscribe(m.data.tournament, socket);
    });
  });
}

class HttpError extends Error {
  constructor(
    readonly status: 400 | 403 | 404 | 409 | 422,
    readonly code: RefusalCode,
    message: string,
  ) {
    super(message);
  }
}
