/**
 * Every refusal the club server (and online play) answers with: `{error:{code,message,…}}`.
 * `code` is stable and comes from this file only, so a page can say it in its own language;
 * `message` is English detail for people reading the API by hand and may change.
 *
 * Two families: named refusals (REFUSALS, including the referee's own RuleError codes and
 * online play's; their words in both languages are refusal-codes.ts), and
 * input problems `${field}-${constraint}` ("password-too-short") that also carry the field,
 * the constraint and the limit, so a page can write "at least 8 characters" itself.
 */
import type { z } from "zod";
import type { RuleError } from "../rules/index.ts";
import { type NamedRefusal, REFUSAL_MEANINGS } from "./refusal-codes.ts";

/** The referee's refusals (src/rules), passed through as they are (HTTP 422). */
export const REFEREE_REFUSALS = [
  "not-your-turn",
  "option-not-offered",
  "decision-pending",
  "ball-not-on-table",
  "invalid-call",
  "invalid-shot",
  "unknown-setting",
  "invalid-setting",
  "unknown-rule",
  "match-over",
  "lag-not-expected",
  "lag-expected",
] as const satisfies readonly RuleError["code"][] & readonly NamedRefusal[];

// If the referee gains a code, this line fails to compile until it is listed above.
type MissingRefereeCode = Exclude<RuleError["code"], (typeof REFEREE_REFUSALS)[number]>;
const _everyRefereeCodeListed: MissingRefereeCode extends never ? true : never = true;
void _everyRefereeCodeListed;

/** Every named refusal; what each means, in both languages, is refusal-codes.ts (their one home). */
export const REFUSALS = Object.keys(REFUSAL_MEANINGS) as readonly NamedRefusal[];
export { type NamedRefusal, REFUSAL_MEANINGS, refusalMeaning } from "./refusal-codes.ts";

/** The codes online play's socket answers `refused` with (the protocol's, ONLINE_PROTOCOL_VERSION 1). */
export const ONLINE_REFUSALS = [
  "malformed",
  "unsupported-version",
  "stale-seq",
  "not-your-turn",
  "illegal-action",
  "not-found",
  "match-over",
  "not-started",
  "not-a-player",
  "already-sent",
  "no-extension",
  "rate-limited",
  "unauthorized",
  "busy",
] as const satisfies readonly NamedRefusal[];

/** The fields a request may carry (bodies, path and query); "input" for the request as a whole. */
export const INPUT_FIELDS = [
  "name",
  "password",
  "game",
  "format",
  "settings",
  "tables",
  "groupSize",
  "advance",
  "startsAt",
  "players",
  "online",
  "names",
  "absent",
  "breaker",
  "seq",
  "step",
  "id",
  "n",
  "eid",
  "input",
] as const;
export type InputField = (typeof INPUT_FIELDS)[number];

export const CONSTRAINTS = [
  "missing",
  "empty",
  "too-short",
  "too-long",
  "too-small",
  "too-large",
  "too-few",
  "too-many",
  "not-whole",
  "wrong-type",
  "not-allowed",
  "same-as-name",
  "unknown-field",
  "invalid",
] as const;
export type Constraint = (typeof CONSTRAINTS)[number];

export type InputRefusal = `${InputField}-${Constraint}`;
export type RefusalCode = NamedRefusal | InputRefusal;

/** The body of every error reply. */
export interface Refusal {
  readonly code: RefusalCode;
  readonly message: string;
  /** Input problems only: which field, which constraint, and its limit when it has one. */
  readonly field?: InputField;
  readonly constraint?: Constraint;
  readonly limit?: number;
}

const named = new Set<string>(REFUSALS);
const fields = new Set<string>(INPUT_FIELDS);
const constraints = new Set<string>(CONSTRAINTS);

export function isNamedRefusal(code: string): code is NamedRefusal {
  return named.has(code);
}

/** Splits an input refusal into its field and constraint; null for any other code. */
export function splitInputRefusal(code: string): { field: InputField; constraint: Constraint } | null {
  for (const c of CONSTRAINTS) {
    if (!code.endsWith(`-${c}`)) continue;
    const f = code.slice(0, -c.length - 1);
    if (fields.has(f) && constraints.has(c)) return { field: f as InputField, constraint: c };
  }
  return null;
}

export function isRefusalCode(code: string): code is RefusalCode {
  return isNamedRefusal(code) || splitInputRefusal(code) !== null;
}

/**
 * The first problem zod found, as a refusal: the field is the first key of the issue's path
 * that is a known field (a tournament's "players.3" is "players"), else "input".
 */
export function inputRefusal(e: z.ZodError, where: string, raw: unknown): Refusal {
  const issue = e.issues[0];
  if (!issue)
    return {
      code: "input-invalid",
      message: `${where}: invalid input`,
      field: "input",
      constraint: "invalid",
    };
  const key = issue.path.find((p): p is string => typeof p === "string" && fields.has(p));
  const unknownKey = issue.code === "unrecognized_keys";
  const field: InputField = key && !unknownKey ? (key as InputField) : "input";
  const { constraint, limit } = constraintOf(issue, valueAt(raw, issue.path) === undefined);
  const path = issue.path.join(".");
  return {
    code: `${field}-${constraint}`,
    message: `${where}: ${path ? `${path}: ` : ""}${issue.message}`,
    field,
    constraint,
    ...(limit === undefined ? {} : { limit }),
  };
}

/** The value a path points to in what was sent (zod's issues do not carry it by default). */
function valueAt(raw: unknown, path: readonly PropertyKey[]): unknown {
  let v = raw;
  for (const k of path) {
    if (v === null || typeof v !== "object") return undefined;
    v = (v as Record<PropertyKey, unknown>)[k];
  }
  return v;
}

function constraintOf(issue: z.core.$ZodIssue, absent: boolean): { constraint: Constraint; limit?: number } {
  const limitOf = (x: unknown) => (typeof x === "number" ? x : typeof x === "bigint" ? Number(x) : undefined);
  switch (issue.code) {
    case "too_small": {
      const limit = limitOf(issue.minimum);
      if (issue.origin === "string")
        return limit === 1 ? { constraint: "empty" } : withLimit("too-short", limit);
      if (issue.origin === "array" || issue.origin === "set") return withLimit("too-few", limit);
      return withLimit("too-small", limit);
    }
    case "too_big": {
      const limit = limitOf(issue.maximum);
      if (issue.origin === "string") return withLimit("too-long", limit);
      if (issue.origin === "array" || issue.origin === "set") return withLimit("too-many", limit);
      return withLimit("too-large", limit);
    }
    case "invalid_type":
      if (absent) return { constraint: "missing" };
      return { constraint: issue.expected === "int" ? "not-whole" : "wrong-type" };
    case "invalid_value":
      return { constraint: "not-allowed" };
    case "unrecognized_keys":
      return { constraint: "unknown-field" };
    case "custom": {
      // A refinement names its constraint in params (club-api.ts's password rules).
      const p = issue.params as { constraint?: unknown; limit?: unknown } | undefined;
      const c =
        typeof p?.constraint === "string" && constraints.has(p.constraint)
          ? (p.constraint as Constraint)
          : "invalid";
      return withLimit(c, limitOf(p?.limit));
    }
    default:
      return { constraint: "invalid" };
  }
}

function withLimit(
  constraint: Constraint,
  limit: number | undefined,
): { constraint: Constraint; limit?: number } {
  return limit === undefined ? { constraint } : { constraint, limit };
}
