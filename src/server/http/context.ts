/**
 * What every route module shares: the stores, the recorder, the live hub, the clock, and the
 * checks of who is asking (the signed-in organizer, a table's link).
 */
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { SessionPolicy } from "../auth/sessions.ts";
import { signedIn } from "../auth/sessions.ts";
import type { TournamentTable } from "../db/schema.ts";
import type { LiveHub } from "../live/hub.ts";
import type { Recorder } from "../match/recorder.ts";
import type { Referee } from "../match/referee-port.ts";
import type { ClubError } from "../store/club-store.ts";
import type { Stores } from "../store/index.ts";
import type { ViewCache } from "../tournament/view-cache.ts";
import { type Api, type Reply, replyError, replyFor } from "./api.ts";

export interface RouteDeps<S> {
  readonly stores: Stores;
  readonly recorder: Recorder<S>;
  readonly hub: LiveHub;
  readonly views: ViewCache;
  readonly referee: Referee<S>;
  readonly clock: () => number;
  readonly sessions: SessionPolicy;
}

export interface RouteContext<S> extends RouteDeps<S> {
  readonly app: FastifyInstance;
  readonly api: Api;
  /** The reply for a store / rule error (store failures are logged). */
  fail(e: ClubError): Reply;
  /** The signed-in organizer's id, or the 401 (or 503) that refuses the request. */
  organizer(req: FastifyRequest): Promise<{ ok: true; value: string } | { ok: false; reply: Reply }>;
  /** The signed-in organizer's own tournament, or the reply that refuses the request. */
  organizersTournament(
    req: FastifyRequest,
    id: string,
  ): Promise<{ ok: true; value: TournamentTable; organizer: string } | { ok: false; reply: Reply }>;
  /** The table link's token from the request, or the 401 reply. */
  tableToken(req: FastifyRequest): { ok: true; value: string } | { ok: false; reply: Reply };
}

export const done = (body: unknown, status = 200): Reply => ({ status, body });

export function routeContext<S>(app: FastifyInstance, api: Api, deps: RouteDeps<S>): RouteContext<S> {
  const club = deps.stores.club;
  const fail = (e: ClubError) => replyFor(e, (x) => app.log.error(x));
  const organizer: RouteContext<S>["organizer"] = async (req) => {
    const s = await signedIn(club, deps.sessions, req, deps.clock());
    if (!s.ok) return { ok: false, reply: fail(s.error) };
    if (s.value.ok) return s.value;
    return {
      ok: false,
      reply: replyError(
        s.value.error === "expired"
          ? { status: 401, code: "session-expired", message: "the session has ended: sign in again" }
          : { status: 401, code: "sign-in", message: "sign in as the organizer first" },
      ),
    };
  };
  return {
    ...deps,
    app,
    api,
    fail,
    organizer,
    async organizersTournament(req, id) {
      const me = await organizer(req);
      if (!me.ok) return me;
      const t = await club.tournament(id);
      if (!t.ok) return { ok: false, reply: fail(t.error) };
      if (!t.value)
        return {
          ok: false,
          reply: replyError({ status: 404, code: "no-tournament", message: `no tournament ${id}` }),
        };
      if (t.value.organizer_id !== me.value)
        return {
          ok: false,
          reply: replyError({
            status: 403,
            code: "not-yours",
            message: "this tournament belongs to another organizer",
          }),
        };
      return { ok: true, value: t.value, organizer: me.value };
    },
    tableToken(req) {
      const t = req.headers["x-table-token"];
      return typeof t === "string" && /^[A-Za-z0-9_-]{1,100}$/.test(t)
        ? { ok: true, value: t }
        : {
            ok: false,
            reply: replyError({
              status: 401,
              code: "no-table-token",
              message: "open this page from the table's link",
            }),
          };
    },
  };
}
