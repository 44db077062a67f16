/**
 * Decodes a match script (MATCH-SCRIPT.md) into the referee's typed actions. The header is
 * decoded first and each step on its own, so the caller can run every good step before the
 * first bad one and name that step in the error.
 */
import type { z } from "zod";
import { err, type GameId, ok, type PlayerIndex, type Result } from "../../core/index.ts";
import type { Action, Bola8Call, PinaCall, ShotEvent, ShotRecord } from "../../rules/actions.ts";
import {
  bola8CallSchema,
  chooseSchema,
  declareSchema,
  EVENT_KEYS,
  eventSchemas,
  headerSchema,
  lagSchema,
  pinaCallSchema,
  resignSchema,
  STEP_KEYS,
  shotSchema,
} from "./schema.ts";

/** Keeps the input on each issue, so "missing" can be told apart from "wrong". */
const PARSE = { reportInput: true } as const;

export interface ScriptHeader {
  readonly game: GameId;
  readonly players: readonly [string, string];
  readonly settings: Readonly<Record<string, unknown>>;
  readonly breaker: PlayerIndex;
  /** Steps still undecoded: decodeStep each in turn. */
  readonly steps: readonly unknown[];
}

/** Parses the text and decodes the header. The error is one line naming the problem. */
export function decodeScriptText(text: string): Result<ScriptHeader, string> {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (e) {
    return err(`the script is not valid JSON: ${(e as Error).message}`);
  }
  if (typeof json !== "object" || json === null || Array.isArray(json)) {
    return err("the script must be a JSON object with game, players, breaker and steps");
  }
  const parsed = headerSchema.safeParse(json, PARSE);
  if (!parsed.success) return err(describeIssues(parsed.error, "script"));
  const h = parsed.data;
  return ok({
    game: h.game,
    players: h.players,
    settings: h.settings ?? {},
    breaker: h.breaker as PlayerIndex,
    steps: h.steps,
  });
}

/** Decodes one step into an Action; the game decides the shape of a shot's call. */
export function decodeStep(game: GameId, raw: unknown): Result<Action, string> {
  const key = singleKey(raw, STEP_KEYS, "the step");
  if (!key.ok) return key;
  const body = (raw as Record<string, unknown>)[key.value];
  switch (key.value) {
    case "shot":
      return decodeShot(game, body);
    case "declare": {
      const p = declareSchema.safeParse(body, PARSE);
      if (!p.success) return err(describeIssues(p.error, "declare"));
      return ok({ kind: "declare", by: p.data.by as PlayerIndex, group: p.data.group });
    }
    case "choose": {
      const p = chooseSchema.safeParse(body, PARSE);
      if (!p.success) return err(describeIssues(p.error, "choose"));
      const option = p.data.option;
      const choice =
        typeof option === "string"
          ? ({ kind: option } as Extract<Action, { kind: "choose" }>["choice"])
          : { kind: "equalize" as const, balls: option.equalize as never[] };
      return ok({ kind: "choose", by: p.data.by as PlayerIndex, choice });
    }
    case "lag": {
      const p = lagSchema.safeParse(body, PARSE);
      if (!p.success) return err(describeIssues(p.error, "lag"));
      return ok({ kind: "lag", winner: p.data.winner as PlayerIndex });
    }
    case "resign": {
      const p = resignSchema.safeParse(body, PARSE);
      if (!p.success) return err(describeIssues(p.error, "resign"));
      return ok({ kind: "resign", by: p.data.by as PlayerIndex });
    }
  }
}

function decodeShot(game: GameId, body: unknown): Result<Action, string> {
  const p = shotSchema.safeParse(body, PARSE);
  if (!p.success) return err(describeIssues(p.error, "shot"));
  const events: ShotEvent[] = [];
  for (const [i, rawEvent] of p.data.events.entries()) {
    const e = decodeEvent(rawEvent, `shot.events[${i}]`);
    if (!e.ok) return e;
    events.push(e.value);
  }
  let call: Bola8Call | PinaCall | undefined;
  if (p.data.call !== undefined) {
    const schema = game === "bola8" ? bola8CallSchema : pinaCallSchema;
    const c = schema.safeParse(p.data.call, PARSE);
    if (!c.success) return err(describeIssues(c.error, "shot.call"));
    call = c.data as Bola8Call | PinaCall;
  }
  const shot: ShotRecord = {
    by: p.data.by as PlayerIndex,
    events,
    ...(call ? { call } : {}),
    ...(p.data.fouls ? { fouls: p.data.fouls } : {}),
    ...(p.data.miscue !== undefined ? { miscue: p.data.miscue } : {}),
  };
  return ok({ kind: "shot", shot });
}

function decodeEvent(raw: unknown, where: string): Result<ShotEvent, string> {
  const key = singleKey(raw, EVENT_KEYS, where);
  if (!key.ok) return key;
  const value = (raw as Record<string, unknown>)[key.value];
  switch (key.value) {
    case "hit": {
      const p = eventSchemas.hit.safeParse(value, PARSE);
      if (!p.success) return err(describeIssues(p.error, `${where}.hit`));
      if (p.data[0] === p.data[1]) return err(`${where}.hit: a ball cannot hit itself (${p.data[0]})`);
      return ok({ kind: "hit", a: p.data[0] as never, b: p.data[1] as never });
    }
    case "rail": {
      const p = eventSchemas.rail.safeParse(value, PARSE);
      if (!p.success) return err(describeIssues(p.error, `${where}.rail`));
      return ok({ kind: "rail", ball: p.data as never });
    }
    case "pocket": {
      const p = eventSchemas.pocket.safeParse(value, PARSE);
      if (!p.success) return err(describeIssues(p.error, `${where}.pocket`));
      return ok({ kind: "pocket", ball: p.data[0] as never, pocket: p.data[1] });
    }
    case "off": {
      const p = eventSchemas.off.safeParse(value, PARSE);
      if (!p.success) return err(describeIssues(p.error, `${where}.off`));
      return ok({ kind: "off", ball: p.data as never });
    }
  }
}

/** The object must have exactly one of `keys`; says which were found otherwise. */
function singleKey<K extends string>(raw: unknown, keys: readonly K[], what: string): Result<K, string> {
  if (typeof raw !== "object" || raw === null || Array.isArray(raw)) {
    return err(`${what} must be an object with one of: ${keys.join(", ")}`);
  }
  const found = Object.keys(raw);
  const unknown = found.filter((k) => !(keys as readonly string[]).includes(k));
  if (unknown.length > 0)
    return err(`${what}: unknown field "${unknown[0]}" (expected one of: ${keys.join(", ")})`);
  if (found.length !== 1) {
    return err(
      found.length === 0
        ? `${what} is empty (expected one of: ${keys.join(", ")})`
        : `${what} has ${found.join(" and ")}; give exactly one`,
    );
  }
  return ok(found[0] as K);
}

/** One line from zod's issues: the first issue, with its path, which is what a person fixes first. */
export function describeIssues(error: z.ZodError, where: string): string {
  const issue = error.issues[0];
  if (!issue) return `${where}: invalid`;
  const path = issue.path.reduce<string>(
    (acc, part) => (typeof part === "number" ? `${acc}[${part}]` : `${acc}.${String(part)}`),
    where,
  );
  if (issue.code === "unrecognized_keys") return `${path}: unknown field "${issue.keys[0]}"`;
  if (issue.code === "invalid_type" && "input" in issue && issue.input === undefined)
    return `${path}: missing`;
  return `${path}: ${issue.message}`;
}
