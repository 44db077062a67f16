/**
 * Rate limits on what online play lets anyone start (@fastify/rate-limit, as club mode's
 * sign-in limits): making guests (per address), creating matches (per player and per
 * address) and joining the quick-match queue (per player, over the socket). The bounds are
 * named settings (MINGO_ONLINE_LIMITS, JSON, overrides any of them); the HTTP refusal is a 429
 * `too-many-requests` with Retry-After, the socket's a `refused` `rate-limited` naming the wait.
 * The counts are per node (the plugin's in-memory store): with several nodes a client gets at
 * most the bound on each.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerHookHandler } from "fastify";
import { z } from "zod";
import { digest } from "../auth/tokens.ts";
import { rateLimiter, refuseTooMany } from "../http/sign-in-limits.ts";

export const onlineLimitSettings = z.strictObject({
  /** Guests made from one address per hour (a club behind one router has many players). */
  guestsPerAddressPerHour: z.number().int().min(1).default(120),
  /** Matches (private invites) one player creates per minute. */
  matchesPerPlayerPerMinute: z.number().int().min(1).default(10),
  /** Matches created from one address per minute, whoever the players. */
  matchesPerAddressPerMinute: z.number().int().min(1).default(60),
  /** Times one player joins the quick-match queue per minute (queue, cancel, queue…). */
  queuePerPlayerPerMinute: z.number().int().min(1).default(20),
});
export type OnlineLimitSettings = z.output<typeof onlineLimitSettings>;
export const ONLINE_LIMITS: OnlineLimitSettings = onlineLimitSettings.parse({});

/** The settings from MINGO_ONLINE_LIMITS (JSON), or the error naming what is wrong in it. */
export function onlineLimitsFromEnv(text: string | undefined): OnlineLimitSettings | string {
  if (!text) return ONLINE_LIMITS;
  try {
    const r = onlineLimitSettings.partial().safeParse(JSON.parse(text));
    const issue = r.success ? null : r.error.issues[0];
    if (issue)
      return `MINGO_ONLINE_LIMITS: ${issue.path.length ? `${issue.path.join(".")}: ` : ""}${issue.message}`;
    if (!r.success) return "MINGO_ONLINE_LIMITS is not valid";
    return { ...ONLINE_LIMITS, ...r.data };
  } catch {
    return "MINGO_ONLINE_LIMITS is not JSON";
  }
}

export interface OnlineLimits {
  readonly guests: readonly preHandlerHookHandler[];
  readonly matches: readonly preHandlerHookHandler[];
  /** Counts one queue entry of `player`; the wait in seconds when over the bound. */
  queue(player: string): Promise<{ ok: true } | { ok: false; waitS: number }>;
}

/** The key of a request's bearer token (a digest: no secret kept in the counters). */
const bearerKey = (r: FastifyRequest): string => {
  const h = r.headers.authorization;
  return typeof h === "string" ? `tok:${digest(h)}` : `ip:${r.ip}`;
};

export async function onlineLimits(
  app: FastifyInstance,
  settings: OnlineLimitSettings = ONLINE_LIMITS,
): Promise<OnlineLimits> {
  const create = await rateLimiter(app);
  const limit = (max: number, timeWindow: number, key: (r: FastifyRequest) => string, what: string) => ({
    check: create({ max, timeWindow, keyGenerator: key }),
    what,
  });
  const refuse = (reply: FastifyReply, what: string, ttlS: number) =>
    refuseTooMany(
      reply,
      "too-many-requests",
      (wait) => `too many ${what}: wait ${wait} s and try again`,
      ttlS,
    );
  // The plugin's own preHandler runs only the first limit of a request: one preHandler checks all.
  const preHandler =
    (limits: ReturnType<typeof limit>[]): preHandlerHookHandler =>
    async (req, reply) => {
      for (const l of limits) {
        const r = await l.check(req);
        if (!r.isAllowed && r.isExceeded) return refuse(reply, l.what, r.ttlInSeconds);
      }
    };
  const guests = limit(
    settings.guestsPerAddressPerHour,
    3_600_000,
    (r) => `og:${r.ip}`,
    "guests from this address",
  );
  const byPlayer = limit(
    settings.matchesPerPlayerPerMinute,
    60_000,
    (r) => `om:${bearerKey(r)}`,
    "new matches",
  );
  const byAddress = limit(
    settings.matchesPerAddressPerMinute,
    60_000,
    (r) => `oa:${r.ip}`,
    "new matches from this address",
  );
  const queue = create({
    max: settings.queuePerPlayerPerMinute,
    timeWindow: 60_000,
    keyGenerator: (r) => `oq:${(r as unknown as QueueAsk).player}`,
  });
  return {
    guests: [preHandler([guests])],
    matches: [preHandler([byPlayer, byAddress])],
    async queue(player) {
      // The limiter reads a request; the socket's frame is not one, so it gets the fields it reads.
      const ask: QueueAsk = { player, headers: {}, routeOptions: { config: {} } };
      const r = await queue(ask as unknown as FastifyRequest);
      return !r.isAllowed && r.isExceeded ? { ok: false, waitS: Math.max(1, r.ttlInSeconds) } : { ok: true };
    },
  };
}

interface QueueAsk {
  readonly player: string;
  readonly headers: Record<string, string>;
  readonly routeOptions: { readonly config: Record<string, never> };
}
