/**
 * A simulated match script (`mingo play --save`) as a scorekeeper says it, and the taps that
 * say each step on the page.
 *
 * The simulator writes every contact and cushion; a person at the table says only what the
 * referee reads (rules/shot-facts.ts): the cue ball's first contact, what dropped or left the
 * table in order, and in Bola 8 the cushions where they decide the ruling (the break's four
 * balls when nothing dropped, the first cushion after the contact when nothing dropped or
 * left). `saidScript` writes that form; the test checks the referee rules it exactly as the
 * original, then that the page stores it step for step.
 */
import { runScriptText } from "../../../src/cli/script/run.ts";
import {
  callOf,
  type Draft,
  firstDefault,
  openMore,
  pickBall,
  pickPocket,
  type ShotHint,
  type Situation,
  startDraft,
  toShotEvents,
} from "../../../src/client/club/shot-entry.ts";
import type { BallId, GameId, ObjectBallId, PocketId } from "../../../src/core/index.ts";
import { legalActions, type MatchState, readShot } from "../../../src/rules/index.ts";
import type { ScriptEvent, ScriptStep } from "../../../src/rules/script/step.ts";

export interface Script {
  readonly game: GameId;
  readonly players: readonly [string, string];
  readonly settings?: Record<string, unknown>;
  readonly breaker: 0 | 1;
  readonly steps: readonly ScriptStep[];
}

type ShotStep = Extract<ScriptStep, { shot: unknown }>;

/** One step as said at the table, with the state the referee was in before it. */
export interface SaidStep {
  readonly step: ScriptStep;
  readonly before: MatchState;
  readonly isBreak: boolean;
}

const ALL = Array.from({ length: 15 }, (_, i) => (i + 1) as ObjectBallId);

export function saidScript(script: Script): { script: Script; steps: SaidStep[] } {
  const run = runScriptText(JSON.stringify(script));
  if (run.error) throw new Error(`the simulated script does not run: ${run.error}`);
  const steps = run.steps.map((s, i): SaidStep => {
    const raw = script.steps[i]!;
    const isBreak = s.before.phase.kind !== "play";
    return {
      before: s.before,
      isBreak,
      step: "shot" in raw ? saidShot(script.game, isBreak, s.before, raw) : raw,
    };
  });
  return { script: { ...script, steps: steps.map((s) => s.step) }, steps };
}

function saidShot(game: GameId, isBreak: boolean, before: MatchState, raw: ShotStep): ShotStep {
  const onTable = isBreak ? ALL : before.onTable;
  const facts = readShot(onTable, toShotEvents(raw.shot.events));
  if (!facts.ok) throw new Error(facts.error.message);
  const f = facts.value;
  const endings = raw.shot.events.filter((e) => "pocket" in e || "off" in e);
  const objectDown = endings.some((e) => "pocket" in e && e.pocket[0] !== 0);
  const first = f.firstContact;
  const events: ScriptEvent[] = [];
  if (first !== null && !(game === "bola8" && isBreak)) events.push({ hit: [0, first] });
  if (game === "bola8" && isBreak && !objectDown)
    for (const b of f.objectBallsToRail.length ? railOrder(raw).slice(0, 4) : []) events.push({ rail: b });
  if (game === "bola8" && !isBreak && first !== null && endings.length === 0) {
    const after = firstRailAfterContact(raw);
    if (after !== null) events.push({ rail: after });
  }
  events.push(...endings);
  return { shot: { ...raw.shot, events } };
}

/** Object balls in the order they first reached a cushion. */
function railOrder(raw: ShotStep): BallId[] {
  const out: BallId[] = [];
  for (const e of raw.shot.events)
    if ("rail" in e && e.rail !== 0 && !out.includes(e.rail as BallId)) out.push(e.rail as BallId);
  return out;
}

function firstRailAfterContact(raw: ShotStep): BallId | null {
  let contact = false;
  for (const e of raw.shot.events) {
    if ("hit" in e && (e.hit[0] === 0 || e.hit[1] === 0)) contact = true;
    else if ("rail" in e && contact) return e.rail as BallId;
  }
  return null;
}

/** A situation the issue sets a goal for, or the kind of entry it is. */
export type Situation38 =
  | "pina-made-on"
  | "pina-made-other"
  | "pina-miss"
  | "pina-miss-other"
  | "pina-scratch"
  | "pina-defense"
  | "pina-break"
  | "bola8-break-made"
  | "bola8-miss"
  | "bola8-made"
  | "bola8-scratch"
  | "something-else"
  | "choice"
  | "lag"
  | "resign";

export interface Route {
  readonly situation: Situation38;
  /** Test ids to tap in order (a "resign-N" tap confirms a dialog). */
  readonly taps: readonly string[];
  /** The shot's visit: a made ball or a miss, for the visit of three made balls and a miss. */
  readonly made?: boolean;
}

export function situationAt(game: GameId, before: MatchState): Situation | null {
  const hint = legalActions(before).find((x): x is ShotHint => x.kind === "shot");
  if (!hint) return null;
  return { game, hint, onTable: hint.isBreak ? ALL : before.onTable };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The taps that say `said` on the page. */
export function routeOf(game: GameId, s: SaidStep): Route {
  const step = s.step;
  if ("lag" in step) return { situation: "lag", taps: [`lag-${step.lag.winner}`] };
  if ("resign" in step) return { situation: "resign", taps: ["other", "fouls", `resign-${step.resign.by}`] };
  if ("choose" in step) {
    const o = step.choose.option;
    if (typeof o === "object")
      return { situation: "choice", taps: [...o.equalize.map((b) => `equalize-${b}`), "option-equalize"] };
    return { situation: "choice", taps: [`option-${o}`] };
  }
  if (!("shot" in step)) throw new Error(`no route for ${JSON.stringify(step)}`);
  const sit = situationAt(game, s.before);
  if (!sit) throw new Error("a shot where the referee expects none");
  return quickRoute(sit, step) ?? moreRoute(sit, step);
}

/** Taps of the call, and the draft they leave. */
function callTaps(sit: Situation, shot: ShotStep["shot"]): { taps: string[]; draft: Draft } {
  let d = startDraft(sit);
  const taps: string[] = [];
  const tapBall = (b: ObjectBallId) => {
    if (d.ball !== b) {
      taps.push(`ball-${b}`);
      d = pickBall(d, b);
    }
  };
  const tapPocket = (p: PocketId) => {
    taps.push(`pocket-${p}`);
    d = pickPocket(d, p);
  };
  const c = shot.call as { ball?: ObjectBallId; pocket?: PocketId; defense?: true } | undefined;
  if (sit.game === "pina") {
    if (c?.defense) {
      taps.push("defense");
      d = { ...d, defense: true };
    } else if (c?.ball && c.pocket) {
      tapBall(c.ball);
      tapPocket(c.pocket);
    }
  } else {
    const hit = shot.events.find((e): e is { hit: [number, number] } => "hit" in e);
    if (hit) tapBall(hit.hit[1] as ObjectBallId);
    if (c?.pocket && d.ball === 8) tapPocket(c.pocket);
  }
  return { taps, draft: d };
}

function quickRoute(sit: Situation, step: ShotStep): Route | null {
  const shot = step.shot;
  if (shot.fouls?.length || shot.miscue || shot.player !== undefined) return null;
  const ev = shot.events;
  if (sit.game === "bola8" && sit.hint.isBreak) {
    const e = ev[0];
    if (ev.length === 1 && e && "pocket" in e && e.pocket[0] !== 0)
      return {
        situation: "bola8-break-made",
        taps: [`ball-${e.pocket[0]}`, `pocket-${e.pocket[1]}`, "made"],
      };
    return null;
  }
  const { taps, draft } = callTaps(sit, shot);
  if (!same(callOf(sit, draft), shot.call)) return null;
  const first = firstDefault(sit, draft);
  const hit = ev[0];
  if (!hit || !("hit" in hit) || hit.hit[1] !== first) return null;
  const rest = ev.slice(1);
  const one = rest[0];
  if (sit.game === "pina") {
    const c = shot.call as { ball?: number; pocket?: string; defense?: true } | undefined;
    const on = sit.hint.legalFirstContact[0];
    if (sit.hint.isBreak) {
      if (rest.length === 0) return { situation: "pina-break", taps: ["missed"] };
      if (rest.length === 1 && one && "pocket" in one && one.pocket[0] !== 0)
        return {
          situation: "pina-break",
          taps: [`ball-${one.pocket[0]}`, `pocket-${one.pocket[1]}`, "made"],
        };
      return null;
    }
    if (rest.length === 0)
      return c?.defense
        ? { situation: "pina-defense", taps: [...taps, "missed"], made: false }
        : {
            situation: c?.ball === on ? "pina-miss" : "pina-miss-other",
            taps: [...taps, "missed"],
            made: false,
          };
    if (rest.length === 1 && one && "pocket" in one) {
      if (one.pocket[0] === 0 && !c?.defense)
        return {
          situation: "pina-scratch",
          taps: [...taps, "scratch", `pocket-${one.pocket[1]}`],
          made: false,
        };
      if (c?.ball === one.pocket[0] && c.pocket === one.pocket[1])
        return {
          situation: c.ball === on ? "pina-made-on" : "pina-made-other",
          taps: [...taps, "made"],
          made: true,
        };
    }
    return null;
  }
  if (rest.length === 1 && one && "rail" in one && (one.rail === 0 || one.rail === first))
    return {
      situation: "bola8-miss",
      taps: [...taps, one.rail === 0 ? "missed-cushion-cue" : "missed-cushion-ball"],
      made: false,
    };
  if (rest.length === 1 && one && "pocket" in one) {
    if (one.pocket[0] === 0)
      return { situation: "bola8-scratch", taps: [...taps, "scratch", `pocket-${one.pocket[1]}`] };
    if (one.pocket[0] === first && (draft.pocket === null || draft.pocket === one.pocket[1]))
      return {
        situation: "bola8-made",
        taps: [...taps, ...(draft.pocket === one.pocket[1] ? [] : [`pocket-${one.pocket[1]}`]), "made"],
        made: true,
      };
  }
  return null;
}

/** «Otra cosa…»: the call's taps, then each part that differs from what the panel opens with. */
function moreRoute(sit: Situation, step: ShotStep): Route {
  const shot = step.shot;
  const { taps, draft } = callTaps(sit, shot);
  const opened = openMore(sit, draft);
  const m = opened.more!;
  taps.push("other");
  let tool = m.tool;
  const use = (x: typeof tool) => {
    if (tool !== x) taps.push(`tool-${x}`);
    tool = x;
  };
  const tapped = callOf(sit, draft);
  if (shot.call === undefined && tapped !== undefined) taps.push("no-call");
  else if (shot.call !== undefined && !same(tapped, shot.call)) {
    const g = (shot.call as { group?: string }).group;
    if (!g) throw new Error(`no taps say the call ${JSON.stringify(shot.call)}`);
    taps.push(`group-${g}`);
  }
  if (shot.call === undefined && tapped === undefined && sit.hint.call !== "none") taps.push("no-call");
  const hit = shot.events.find((e): e is { hit: [number, number] } => "hit" in e);
  const first = hit ? hit.hit[1] : null;
  const bola8Break = sit.game === "bola8" && sit.hint.isBreak;
  if (!bola8Break && first !== m.first) {
    use("first");
    taps.push(first === null ? "first-none" : `ball-${first}`);
  }
  const rails = shot.events.filter((e): e is { rail: number } => "rail" in e).map((e) => e.rail);
  const endings = shot.events.filter((e) => "pocket" in e || "off" in e);
  const objectDown = endings.some((e) => "pocket" in e && e.pocket[0] !== 0);
  const asked =
    sit.game === "bola8" && (sit.hint.isBreak ? !objectDown : first !== null && endings.length === 0);
  if (asked) {
    if (rails.length === 0) taps.push("rail-none");
    else {
      use("rail");
      for (const b of rails) taps.push(`ball-${b}`);
    }
  }
  for (const e of endings) {
    if ("pocket" in e) {
      use("drop");
      taps.push(`ball-${e.pocket[0]}`, `pocket-${e.pocket[1]}`);
    } else {
      use("off");
      taps.push(`ball-${e.off}`);
    }
  }
  if (shot.fouls?.length) taps.push("fouls", ...shot.fouls.map((f) => `foul-${f}`));
  if (shot.miscue) taps.push("miscue");
  if (shot.player !== undefined) throw new Error("the fixtures are singles: no partner taps");
  taps.push("record");
  return { situation: "something-else", taps };
}
