/**
 * Online play's settings from the environment: REDIS_URL shares the work between several
 * server processes (with DATABASE_URL on one PostgreSQL); without it, everything stays in this
 * process. MINGO_ONLINE_GRACE_MS: how long a dropped player may take to come back (60 s).
 * MINGO_ONLINE_LIMITS: JSON overriding any of the rate limits (limits.ts). MINGO_STRIKE_WORKERS:
 * worker threads that play strikes and lags (default the cores but one; 0: this thread).
 */
import { err, ok, type Result } from "../../core/index.ts";
import { newId } from "../auth/tokens.ts";
import { redisPorts } from "./bus-redis.ts";
import type { OnlineOptions } from "./index.ts";
import { onlineLimitsFromEnv } from "./limits.ts";
import { strikeWorkersFromEnv } from "./strike-pool.ts";

export async function onlineOptionsFromEnv(env: NodeJS.ProcessEnv): Promise<Result<OnlineOptions, string>> {
  const grace = Number(env.MINGO_ONLINE_GRACE_MS);
  const limits = onlineLimitsFromEnv(env.MINGO_ONLINE_LIMITS);
  if (typeof limits === "string") return err(limits);
  const url = env.REDIS_URL;
  return ok({
    limits,
    strikeWorkers: strikeWorkersFromEnv(env),
    ...(Number.isFinite(grace) && grace > 0 ? { graceMs: grace } : {}),
    ...(url ? { ports: await redisPorts(url, newId()) } : {}),
  });
}
