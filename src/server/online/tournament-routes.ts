/**
 * Online tournaments' player endpoints (issue 28), tag `online`: an online identity (a guest's
 * or an account's token) registers itself in a tournament played online and checks in before
 * the draw. The organizer's side (creating, drawing, no-shows) is club mode's API.
 */
import type { FastifyInstance, FastifyRequest } from "fastify";
import { idParams, profileLinkBody } from "../../protocol/index.ts";
import { digest } from "../auth/tokens.ts";
import { type Api, type Reply, replyError, replyFor } from "../http/api.ts";
import type { ClubResult, OnlineEntryStore } from "../store/index.ts";
import type { StoredPlayer } from "../store/online-store.ts";

const signIn = replyError({
  status: 401,
  code: "unauthorized",
  message: "send Authorization: Bearer TOKEN (a guest's, or a signed-in account's)",
});

export function registerTournamentEntryRoutes(
  app: FastifyInstance,
  api: Api,
  deps: {
    entries: OnlineEntryStore;
    caller: (req: FastifyRequest) => Promise<StoredPlayer | null>;
    changed: (tournamentId: string) => void;
    now: () => number;
  },
): void {
  const answer = <T>(r: ClubResult<T>, body: (v: T) => unknown, status: number): Reply =>
    r.ok
      ? { status, body: body(r.value) }
      : replyFor(r.error, (cause) => app.log.error({ err: cause }, "tournament entry failed"));

  api.route(
    {
      method: "POST",
      url: "/api/tournaments/:id/register",
      summary: "Register yourself (your online identity) in a tournament played online, before its draw",
      tag: "online",
      auth: "public",
      params: idParams,
    },
    async ({ req, params }) => {
      const me = await deps.caller(req);
      if (!me) return signIn;
      const r = await deps.entries.register(params.id, me);
      if (r.ok) deps.changed(params.id);
      return answer(r, (p) => ({ player: { id: p.id, name: p.name } }), 201);
    },
  );

  api.route(
    {
      method: "POST",
      url: "/api/tournaments/:id/profile",
      summary:
        "Open the organizer's link to your entry (entered by name at the real tables): the tournament is on your profile",
      tag: "online",
      auth: "public",
      params: idParams,
      body: profileLinkBody,
    },
    async ({ req, params, body }) => {
      const me = await deps.caller(req);
      if (!me) return signIn;
      const r = await deps.entries.linkProfile(params.id, digest(body.token), me.id);
      if (r.ok) deps.changed(params.id);
      return answer(r, (p) => ({ player: { id: p.id, name: p.name } }), 200);
    },
  );

  api.route(
    {
      method: "POST",
      url: "/api/tournaments/:id/check-in",
      summary: "Confirm you will play (registered players not checked in by the draw are withdrawn)",
      tag: "online",
      auth: "public",
      params: idParams,
    },
    async ({ req, params }) => {
      const me = await deps.caller(req);
      if (!me) return signIn;
      const r = await deps.entries.checkIn(params.id, me.id, deps.now());
      if (r.ok) deps.changed(params.id);
      return answer(r, () => ({ checkedIn: true }), 200);
    },
  );
}
