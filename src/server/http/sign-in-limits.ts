/**
 * Rate limits on signing in and registering (@fastify/rate-limit), per address and per
 * name, with exponential backoff: a client that keeps trying while limited waits twice as
 * long each time. The bounds are named settings; the refusal is a 429 with Retry-After in
 * the usual {error:{code,message}} shape.
 */
import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerHookHandler } from "fastify";
import type { Redis } from "ioredis";

export interface SignInLimitSettings {
  /** Sign-in attempts per name per minute (the 21st wrong password in a minute is refused). */
  readonly perNamePerMinute: number;
  /** Sign-in attempts per address per minute (a club behind one router has several organizers). */
  readonly perAddressPerMinute: number;
  /** Registrations per address per hour. */
  readonly registrationsPerAddressPerHour: number;
}

export const SIGN_IN_LIMITS: SignInLimitSettings = {
  perNamePerMinute: 20,
  perAddressPerMinute: 60,
  registrationsPerAddressPerHour: 30,
};

export interface SignInLimits {
  /** Refuses (429) a sign-in while its name or address has used up its wrong attempts. */
  readonly signIn: readonly preHandlerHookHandler[];
  /** Counts a wrong password against the name and the address. */
  signInFailed(req: FastifyRequest): Promise<void>;
  readonly register: readonly preHandlerHookHandler[];
}

const nameOf = (req: FastifyRequest): string => {
  const n = (req.body as { name?: unknown } | null)?.name;
  return typeof n === "string" ? n.trim().toLowerCase().slice(0, 60) : "";
};

/**
 * The plugin, registered once per server (no limit on any route unless asked), and its maker of
 * limits: club mode and online play both make theirs with it. A client that keeps trying while
 * limited waits twice as long each time (exponential backoff).
 */
export async function rateLimiter(
  app: FastifyInstance,
  /** Counters in Redis, shared by every node (REDIS_URL); per process without it. */
  redis?: Redis,
): Promise<FastifyInstance["createRateLimit"]> {
  if (!app.hasDecorator("createRateLimit"))
    await app.register(rateLimit, {
      global: false,
      exponentialBackoff: true,
      ...(redis ? { redis, nameSpace: "mingo-limit-", skipOnError: true } : {}),
    });
  return (options) => app.createRateLimit(options);
}

/** The one shape of a limit's refusal: 429, Retry-After (≥ 1 s) and {error:{code,message}}. */
export function refuseTooMany(
  reply: FastifyReply,
  code: string,
  message: (waitS: number) => string,
  ttlS: number,
) {
  const wait = Math.max(1, ttlS);
  return reply
    .code(429)
    .header("retry-after", String(wait))
    .send({ error: { code, message: message(wait) } });
}

/**
 * Several limits on one route (the plugin's own preHandler runs only the first limit of a
 * request). Sign-in counts wrong passwords only: the preHandler reads the counters, a
 * failure increments them; an attempt made while limited increments too, which is what
 * doubles the wait (the plugin's exponential backoff).
 */
export async function signInLimits(
  app: FastifyInstance,
  settings: SignInLimitSettings = SIGN_IN_LIMITS,
): Promise<SignInLimits> {
  const create = await rateLimiter(app);
  const limiter = (max: number, timeWindow: number, key: (r: FastifyRequest) => string, what: string) => ({
    check: create({ max, timeWindow, keyGenerator: key }),
    max,
    what,
  });
  const refuse = (reply: FastifyReply, what: string, ttlS: number) =>
    refuseTooMany(
      reply,
      "too-many-attempts",
      (wait) => `too many ${what}: wait ${wait} s and try again (each further attempt doubles the wait)`,
      ttlS,
    );
  const signIn = [
    limiter(settings.perNamePerMinute, 60_000, (r) => `name:${nameOf(r)}`, "wrong passwords for this name"),
    limiter(settings.perAddressPerMinute, 60_000, (r) => `ip:${r.ip}`, "wrong passwords from this address"),
  ];
  const register = limiter(
    settings.registrationsPerAddressPerHour,
    3_600_000,
    (r) => `reg:${r.ip}`,
    "registrations from this address",
  );
  return {
    signIn: [
      async (req, reply) => {
        for (const l of signIn) {
          const seen = await l.check(req, { increment: false });
          if (seen.isAllowed || seen.remaining > 0) continue;
          const now = await l.check(req);
          return refuse(reply, l.what, now.isAllowed ? 60 : now.ttlInSeconds);
        }
      },
    ],
    async signInFailed(req) {
      for (const l of signIn) await l.check(req);
    },
    register: [
      async (req, reply) => {
        const r = await register.check(req);
        if (!r.isAllowed && r.isExceeded) return refuse(reply, register.what, r.ttlInSeconds);
      },
    ],
  };
}
