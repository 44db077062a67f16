/**
 * One account, one profile (issue 28): a signed-in account keeps a guest's history — the
 * guest's token proves it is theirs (the browser that played as the guest holds it).
 */
import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import { digest } from "../auth/tokens.ts";
import { type Api, replyError, replyFor } from "../http/api.ts";
import type { GuestClaims } from "../store/index.ts";
import type { OnlineStore, StoredPlayer } from "../store/online-store.ts";

const claimBody = z.strictObject({ guestToken: z.string().min(1).max(100) });

export function registerClaimRoute(
  app: FastifyInstance,
  api: Api,
  deps: {
    claims: GuestClaims;
    store: OnlineStore;
    caller: (req: FastifyRequest) => Promise<StoredPlayer | null>;
  },
): void {
  api.route(
    {
      method: "POST",
      url: "/api/online/claim",
      summary: "Keep a guest's history (matches, ratings, tournaments) in the signed-in account",
      tag: "online",
      auth: "public",
      body: claimBody,
    },
    async ({ req, body }) => {
      const me = await deps.caller(req);
      if (!me)
        return replyError({
          status: 401,
          code: "unauthorized",
          message: "send Authorization: Bearer ACCOUNT-TOKEN",
        });
      if (me.guest)
        return replyError({
          status: 409,
          code: "not-an-account",
          message: "a guest cannot claim another guest: sign in",
        });
      const guest = await deps.store.guestByToken(digest(body.guestToken));
      if (!guest)
        return replyError({ status: 404, code: "guest-not-found", message: "no guest has that token" });
      const r = await deps.claims.claim(guest.id, me);
      if (!r.ok) return replyFor(r.error, (cause) => app.log.error({ err: cause }, "claim failed"));
      if (!r.value.ok)
        return replyError({
          status: 409,
          code: "guest-in-play",
          message: "the guest is in a match: claim when it ends",
        });
      return { status: 200, body: { moved: r.value.moved } };
    },
  );
}
