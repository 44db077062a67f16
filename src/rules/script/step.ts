/**
 * The one match-script step codec (MATCH-SCRIPT.md): `parseStep` turns unchecked JSON into the
 * referee's `Action` with a one-line error naming the field, `makeStep` writes an `Action` back
 * as script JSON. `mingo referee`, the club server (entries and stored steps) and saved
 * matches all use it. It lives in rules because every reader may import rules (game may not
 * import protocol, protocol may not import game), and a step is the referee's own vocabulary.
 */
import type { z } from "zod";
import { err, type GameId, ok, type PlayerIndex, type PocketId, type Result } from "../../core/index.ts";
import type {
  Action,
  Bola8Call,
  Choice,
  Group,
  OptionName,
  PinaCall,
  ShotEvent,
  ShotRecord,
} from "../actions.ts";
import {
  anyCallSchema,
  bola8CallSchema,
  chooseSchema,
  declareSchema,
  EVENT_KEYS,
  eventSchemas,
  lagSchema,
  pinaCallSchema,
  resignSchema,
  STEP_KEYS,
  shotSchema,
} from "./schema.ts";

/** Keeps the input on each issue, so "missing" can be told apart from "wrong". */
const PARSE = { reportInput: true } as const;

export interface StepLimits {
  /** Most events a shot may list (a server bounds what a page may send). */
  readonly maxEvents?: number;
  /** Most fouls a shot may list. */
  readonly maxFouls?: number;
}

export interface ParseStepOptions extends StepLimits {
  /** The game, when known: the call's shape is checked for it. Otherwise the referee checks it. */
  readonly game?: GameId;
}

/** A step as script JSON: exactly one key (MATCH-SCRIPT.md, Steps). */
export type ScriptStep =
  | {
      readonly shot: {
        readonly by: PlayerIndex;
        readonly events: readonly ScriptEvent[];
        readonly call?: Bola8Call | PinaCall;
        readonly fouls?: readonly string[];
        readonly miscue?: true;
        readonly player?: number;
      };
    }
  | { readonly declare: { readonly by: PlayerIndex; readonly group: Group } }
  | {
      readonly choose: {
        readonly by: PlayerIndex;
        readonly option: Exclude<OptionName, "equalize"> | { readonly equalize: readonly number[] };
      };
    }
  | { readonly lag: { readonly winner: PlayerIndex } }
  | { readonly resign: { readonly by: PlayerIndex } };

export type ScriptEvent =
  | { readonly hit: readonly [number, number] }
  | { readonly rail: number }
  | { readonly pocket: readonly [number, PocketId] }
  | { readonly off: number };

/** Decodes one step; the error is one line naming the field ("shot.events[0].hit[1]: …"). */
export function parseStep(raw: unknown, opts: ParseStepOptions = {}): Result<Action, string> {
  const key = singleKey(raw, STEP_KEYS, "the step");
  if (!key.ok) return key;
  const body = (raw as Record<string, unknown>)[key.value];
  switch (key.value) {
    case "shot":
      return parseShot(body, opts);
    case "declare": {
      const p = declareSchema.safeParse(body, PARSE);
      if (!p.success) return err(describeIssues(p.error, "declare"));
      return ok({ kind: "declare", by: p.data.by, group: p.data.group });
    }
    case "choose": {
      const p = chooseSchema.safeParse(body, PARSE);
      if (!p.success) return err(describeIssues(p.error, "choose"));
      const o = p.data.option;
      const choice: Choice = typeof o === "string" ? { kind: o } : { kind: "equalize", balls: o.equalize };
      return ok({ kind: "choose", by: p.data.by, choice });
    }
    case "lag": {
      const p = lagSchema.safeParse(body, PARSE);
      if (!p.success) return err(describeIssues(p.error, "lag"));
      return ok({ kind: "lag", winner: p.data.winner });
    }
    case "resign": {
      const p = resignSchema.safeParse(body, PARSE);
      if (!p.success) return err(describeIssues(p.error, "resign"));
      return ok({ kind: "resign", by: p.data.by });
    }
  }
}

function parseShot(body: unknown, opts: ParseStepOptions): Result<Action, string> {
  const p = shotSchema.safeParse(body, PARSE);
  if (!p.success) return err(describeIssues(p.error, "shot"));
  if (opts.maxEvents !== undefined && p.data.events.length > opts.maxEvents)
    return err(`shot.events: at most ${opts.maxEvents} events, not ${p.data.events.length}`);
  if (opts.maxFouls !== undefined && (p.data.fouls?.length ?? 0) > opts.maxFouls)
    return err(`shot.fouls: at most ${opts.maxFouls} rule IDs`);
  const events: ShotEvent[] = [];
  for (const [i, rawEvent] of p.data.events.entries()) {
    const e = parseEvent(rawEvent, `shot.events[${i}]`);
    if (!e.ok) return e;
    events.push(e.value);
  }
  let call: Bola8Call | PinaCall | undefined;
  if (p.data.call !== undefined) {
    const schema =
      opts.game === "bola8" ? bola8CallSchema : opts.game === "pina" ? pinaCallSchema : anyCallSchema;
    const c = schema.safeParse(p.data.call, PARSE);
    if (!c.success) return err(describeIssues(c.error, "shot.call"));
    call = c.data;
  }
  const shot: ShotRecord = {
    by: p.data.by,
    events,
    ...(call ? { call } : {}),
    ...(p.data.fouls ? { fouls: p.data.fouls } : {}),
    ...(p.data.miscue !== undefined ? { miscue: p.data.miscue } : {}),
    ...(p.data.player !== undefined ? { player: p.data.player } : {}),
  };
  return ok({ kind: "shot", shot });
}

function parseEvent(raw: unknown, where: string): Result<ShotEvent, string> {
  const key = singleKey(raw, EVENT_KEYS, where);
  if (!key.ok) return key;
  const value = (raw as Record<string, unknown>)[key.value];
  switch (key.value) {
    case "hit": {
      const p = eventSchemas.hit.safeParse(value, PARSE);
      if (!p.success) return err(describeIssues(p.error, `${where}.hit`));
      if (p.data[0] === p.data[1]) return err(`${where}.hit: a ball cannot hit itself (${p.data[0]})`);
      return ok({ kind: "hit", a: p.data[0], b: p.data[1] });
    }
    case "rail": {
      const p = eventSchemas.rail.safeParse(value, PARSE);
      if (!p.success) return err(describeIssues(p.error, `${where}.rail`));
      return ok({ kind: "rail", ball: p.data });
    }
    case "pocket": {
      const p = eventSchemas.pocket.safeParse(value, PARSE);
      if (!p.success) return err(describeIssues(p.error, `${where}.pocket`));
      return ok({ kind: "pocket", ball: p.data[0], pocket: p.data[1] });
    }
    case "off": {
      const p = eventSchemas.off.safeParse(value, PARSE);
      if (!p.success) return err(describeIssues(p.error, `${where}.off`));
      return ok({ kind: "off", ball: p.data });
    }
  }
}

/** The script JSON of an action: `parseStep(makeStep(a))` gives `a` back. */
export function makeStep(a: Action): ScriptStep {
  switch (a.kind) {
    case "shot": {
      const s = a.shot;
      return {
        shot: {
          by: s.by,
          events: s.events.map(makeEvent),
          ...(s.call ? { call: s.call } : {}),
          ...(s.fouls && s.fouls.length > 0 ? { fouls: [...s.fouls] } : {}),
          ...(s.miscue ? { miscue: true as const } : {}),
          ...(s.player !== undefined ? { player: s.player } : {}),
        },
      };
    }
    case "declare":
      return { declare: { by: a.by, group: a.group } };
    case "choose":
      return {
        choose: {
          by: a.by,
          option: a.choice.kind === "equalize" ? { equalize: [...a.choice.balls] } : a.choice.kind,
        },
      };
    case "lag":
      return { lag: { winner: a.winner } };
    case "resign":
      return { resign: { by: a.by } };
  }
}

function makeEvent(e: ShotEvent): ScriptEvent {
  switch (e.kind) {
    case "hit":
      return { hit: [e.a, e.b] };
    case "rail":
      return { rail: e.ball };
    case "pocket":
      return { pocket: [e.ball, e.pocket] };
    case "off":
      return { off: e.ball };
  }
}

/** Who a step is by; a lag is by nobody in particular. */
export function stepPlayer(a: Action): PlayerIndex | null {
  switch (a.kind) {
    case "shot":
      return a.shot.by;
    case "lag":
      return null;
    default:
      return a.by;
  }
}

/** The object must have exactly one of `keys` (own keys only); says which were found otherwise. */
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
