/**
 * Rate limits on signing in and registering (@fastify/rate-limit), per address and per
 * name, with exponential backoff: a client that keeps trying while limited waits twice as
 * long each time. The bounds are named settings; the refusal is a 429 with Retry-After in
 * the usual {error:{code,message}} shape.
 */
import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance, FastifyRequest, preHandlerHookHandler } from "fastify";

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
  readonly signIn: readonly preHandlerHookHandler[];
  readonly register: readonly preHandlerHookHandler[];
}

const nameOf = (req: FastifyRequest): string => {
  const n = (req.body as { name?: unknown } | null)?.name;
  return typeof n === "string" ? n.trim().toLowerCase().slice(0, 60) : "";
};

export async function signInLimits(
  app: FastifyInstance,
  settings: SignInLimitSettings = SIGN_IN_LIMITS,
): Promise<SignInLimits> {
  await app.register(rateLimit, { global: false });
  const refusal = (what: string) => (_req: FastifyRequest, ctx: { after: string; statusCode: number }) => ({
    statusCode: ctx.statusCode,
    code: "too-many-attempts",
    message: `too many ${what}: wait ${ctx.after} and try again`,
  });
  const limit = (
    groupId: string,
    max: number,
    timeWindow: number,
    key: (r: FastifyRequest) => string,
    what: string,
  ) =>
    app.rateLimit({
      max,
      timeWindow,
      groupId,
      keyGenerator: key,
      exponentialBackoff: true,
      errorResponseBuilder: refusal(what),
    });
  return {
    signIn: [
      limit(
        "sign-in-address",
        settings.perAddressPerMinute,
        60_000,
        (r) => r.ip,
        "sign-in attempts from this address",
      ),
      limit(
        "sign-in-name",
        settings.perNamePerMinute,
        60_000,
        (r) => `name:${nameOf(r)}`,
        "sign-in attempts for this name",
      ),
    ],
    register: [
      limit(
        "register-address",
        settings.registrationsPerAddressPerHour,
        3_600_000,
        (r) => r.ip,
        "registrations from this address",
      ),
    ],
  };
}
