/**
 * Organizer sessions: a bearer token whose digest is stored, valid while used within the idle
 * time and never beyond the absolute lifetime (named settings, from the environment at
 * start). Expired sessions are deleted when seen; sign-out deletes the session.
 */
import type { FastifyRequest } from "fastify";
import { err, ok, type Result } from "../../core/index.ts";
import type { ClubStore } from "../store/club-store.ts";
import type { StoreError } from "../store/errors.ts";
import { digest } from "./tokens.ts";

export interface SessionPolicy {
  /** Unused this long, a session ends (MINGO_SESSION_IDLE_MINUTES, default 12 h). */
  readonly idleMs: number;
  /** However used, a session ends this long after sign-in (MINGO_SESSION_MAX_HOURS, default 7 days). */
  readonly absoluteMs: number;
}

/** Last-seen is written at most this often: a session's idle clock, not a write per request. */
const TOUCH_EVERY_MS = 60_000;

export function sessionPolicyFromEnv(env: NodeJS.ProcessEnv): SessionPolicy {
  const num = (v: string | undefined, fallback: number) => {
    const n = Number(v);
    return v !== undefined && Number.isFinite(n) && n > 0 ? n : fallback;
  };
  return {
    idleMs: num(env.MINGO_SESSION_IDLE_MINUTES, 12 * 60) * 60_000,
    absoluteMs: num(env.MINGO_SESSION_MAX_HOURS, 7 * 24) * 3_600_000,
  };
}

export type SessionRefusal = "none" | "expired";

export function bearer(req: FastifyRequest): string | null {
  const h = req.headers.authorization;
  if (typeof h !== "string" || !h.startsWith("Bearer ")) return null;
  const token = h.slice(7).trim();
  return /^[A-Za-z0-9_-]{1,100}$/.test(token) ? token : null;
}

/** The organizer signed in with this request's bearer token, or why there is none. */
export async function signedIn(
  store: ClubStore,
  policy: SessionPolicy,
  req: FastifyRequest,
  now: number,
): Promise<Result<Result<string, SessionRefusal>, StoreError>> {
  const token = bearer(req);
  if (!token) return ok(err("none"));
  const hash = digest(token);
  const s = await store.session(hash);
  if (!s.ok) return s;
  if (!s.value) return ok(err("none"));
  if (now - s.value.lastSeenAt >= policy.idleMs || now - s.value.createdAt >= policy.absoluteMs) {
    const d = await store.deleteSession(hash);
    if (!d.ok) return d;
    return ok(err("expired"));
  }
  if (now - s.value.lastSeenAt > TOUCH_EVERY_MS) {
    const t = await store.touchSession(hash, now);
    if (!t.ok) return t;
  }
  return ok(ok(s.value.organizerId));
}
