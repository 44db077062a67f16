/**
 * What can go wrong in the store, as a Result error both club mode and online play use. The
 * engines' own errors (SQLITE_BUSY, PostgreSQL SQLSTATEs) are classified here, in one place,
 * so no route ever sees a driver error and each kind has one HTTP answer.
 */
import { err, ok, type Result } from "../../core/index.ts";
import type { RefusalCode } from "../../protocol/index.ts";

export type Dialect = "sqlite" | "postgres";

export type StoreErrorKind =
  /** Another process holds the write lock (SQLite) or a serialization/lock failure (PostgreSQL): retry. */
  | "busy"
  | "not-found"
  /** A unique key says someone else got there first (two writers on one place). */
  | "conflict"
  /** The engine refused a value (e.g. PostgreSQL and a NUL byte) that the edge should have caught. */
  | "invalid"
  /** Anything else: logged and answered 500, never thrown to the caller. */
  | "failed";

export interface StoreError {
  readonly kind: StoreErrorKind;
  readonly message: string;
  /** For `busy`: seconds after which a retry is sensible (the Retry-After header). */
  readonly retryAfterS?: number;
  /** The driver's error, kept for the log (never sent to a client). */
  readonly cause?: unknown;
}

export type StoreResult<T> = Result<T, StoreError>;

export const storeError = (kind: StoreErrorKind, message: string, cause?: unknown): StoreError => ({
  kind,
  message,
  ...(kind === "busy" ? { retryAfterS: 1 } : {}),
  ...(cause === undefined ? {} : { cause }),
});

export function isStoreError(x: unknown): x is StoreError {
  return (
    typeof x === "object" &&
    x !== null &&
    typeof (x as StoreError).kind === "string" &&
    ["busy", "not-found", "conflict", "invalid", "failed"].includes((x as StoreError).kind) &&
    typeof (x as StoreError).message === "string"
  );
}

/** Thrown inside a store transaction to roll it back with a given kind (caught by `guard`). */
export class StoreFailure extends Error {
  constructor(readonly error: StoreError) {
    super(error.message);
  }
}

export function classify(e: unknown, dialect: Dialect): StoreError {
  if (e instanceof StoreFailure) return e.error;
  const code = (e as { code?: unknown } | null)?.code;
  const message = e instanceof Error ? e.message : String(e);
  if (dialect === "sqlite") {
    if (code === "SQLITE_BUSY" || code === "SQLITE_LOCKED" || code === "SQLITE_BUSY_SNAPSHOT")
      return storeError("busy", "the database is busy (another process is writing): retry", e);
    if (code === "SQLITE_CONSTRAINT_PRIMARYKEY" || code === "SQLITE_CONSTRAINT_UNIQUE")
      return storeError("conflict", "someone else wrote this first", e);
  } else {
    // 40001 serialization failure, 40P01 deadlock, 55P03 lock not available, 57014 statement timeout.
    if (code === "40001" || code === "40P01" || code === "55P03" || code === "57014")
      return storeError("busy", "the database is busy: retry", e);
    if (code === "23505") return storeError("conflict", "someone else wrote this first", e);
    // 22021 invalid byte sequence (NUL), 22P02 invalid text representation, 22001 too long.
    if (code === "22021" || code === "22P02" || code === "22001")
      return storeError("invalid", "a value the database cannot store", e);
  }
  return storeError("failed", message, e);
}

/**
 * SQLite's busy handler would block the event loop (better-sqlite3 is synchronous), so the
 * connection waits only briefly and the retries happen here, asynchronously: other requests
 * are served meanwhile and the caller hears `busy` in well under a second.
 */
export const BUSY_RETRY_DELAYS_MS = [10, 30, 60, 120, 200] as const;

export async function guard<T>(dialect: Dialect, op: () => Promise<T>): Promise<StoreResult<T>> {
  for (let attempt = 0; ; attempt++) {
    try {
      return ok(await op());
    } catch (e) {
      const error = classify(e, dialect);
      const delay = BUSY_RETRY_DELAYS_MS[attempt];
      if (error.kind !== "busy" || delay === undefined) return err(error);
      await new Promise((r) => setTimeout(r, delay));
    }
  }
}

/** The one HTTP answer for each kind (stable codes, see protocol refusals). */
export function storeErrorHttp(e: StoreError): {
  readonly status: number;
  readonly code: RefusalCode;
  readonly message: string;
  readonly headers: Readonly<Record<string, string>>;
} {
  switch (e.kind) {
    case "busy":
      return {
        status: 503,
        code: "busy",
        message: "busy, retry: the database is busy, try again in a moment",
        headers: { "retry-after": String(e.retryAfterS ?? 1) },
      };
    case "not-found":
      return { status: 404, code: "not-found", message: e.message, headers: {} };
    case "conflict":
      return { status: 409, code: "conflict", message: `${e.message}: reload and try again`, headers: {} };
    case "invalid":
      return { status: 400, code: "input-invalid", message: e.message, headers: {} };
    case "failed":
      return { status: 500, code: "server-error", message: "internal error", headers: {} };
  }
}
