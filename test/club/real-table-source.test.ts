/**
 * The real match kept on the phone (issue 38 item 7): simulated matches (`mingo play --save`, the
 * scorekeeper's end-to-end scripts) entered step by step through the local source end where the
 * server's referee ends them, report and words alike; the record survives a new page (a reload),
 * undo takes back one step, a correction re-rules everything after it or changes nothing, and a
 * finished match lands in the browser's history as its match script.
 */
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SourceHooks } from "../../src/client/club/table-source.ts";
import {
  type KeptReal,
  LocalSource,
  parseRealSetup,
  type RecordStore,
} from "../../src/client/club/table-source-local.ts";
import { history } from "../../src/client/history/index.ts";
import { tellScript } from "../../src/client/replay/script-view.ts";
import { statsOfScript } from "../../src/game/index.ts";
import type { Line } from "../../src/narration/index.ts";
import type { TableView } from "../../src/protocol/index.ts";
import { type MatchState, parseStep, type ScriptStep } from "../../src/rules/index.ts";
import { rulesReferee } from "../../src/server/match/engine.ts";

interface Script {
  game: "bola8" | "pina";
  players: [string, string];
  settings?: Record<string, unknown>;
  breaker: 0 | 1;
  steps: ScriptStep[];
}

const SCRIPTS = [
  "test/e2e/scorekeeper/pina-encounter.json",
  "test/e2e/scorekeeper/bola8-rack.json",
  "test/e2e/scorekeeper/bola8-fouls.json",
];
const read = (f: string) => JSON.parse(readFileSync(f, "utf8")) as Script;

/** The phone's store as a map of records: what IndexedDB keeps across a reload. */
function memoryStore(): RecordStore {
  const kept = new Map<string, string>();
  return {
    read: async (key) => (kept.has(key) ? (JSON.parse(kept.get(key)!) as KeptReal) : null),
    write: async (rec) => {
      kept.set(rec.key, JSON.stringify(rec));
      return true;
    },
  };
}

const hooks: SourceHooks = { changed: () => {}, problem: () => {}, untouched: () => true };

async function opened(script: Script, store = memoryStore()): Promise<LocalSource> {
  const setup = parseRealSetup(
    JSON.stringify({ game: script.game, players: script.players, settings: script.settings ?? {} }),
  );
  if (!setup.ok) throw new Error(setup.error);
  const src = new LocalSource(hooks, setup.value, store);
  await src.open();
  expect(await src.start(script.breaker)).toBeNull();
  return src;
}

/** The server's referee (its engine behind the recorder's port) over the same steps. */
function serverRuling(script: Script, upTo = script.steps.length) {
  const started = rulesReferee.newMatch(script.game, script.settings ?? {}, script.breaker);
  if (!started.ok) throw new Error(started.error.message);
  let state: MatchState = started.value;
  let report = null;
  let lines: Line[] = [];
  for (const raw of script.steps.slice(0, upTo)) {
    const action = parseStep(raw);
    if (!action.ok) throw new Error(action.error);
    const r = rulesReferee.apply(state, action.value);
    if (!r.ok) throw new Error(r.error.message);
    lines = rulesReferee.narrate(script.players, state, action.value, r.value);
    report = r.value.report;
    state = r.value.state;
  }
  return { seq: upTo, report, lines, next: rulesReferee.next(state) };
}

const shown = (v: TableView | null) => {
  const e = v?.encounter;
  return { seq: e?.seq, report: e?.report, lines: e?.lines, next: e?.next };
};

const store = new Map<string, string>();
beforeAll(() => {
  (globalThis as unknown as { window: unknown }).window = {
    localStorage: {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
      removeItem: (k: string) => void store.delete(k),
    },
  };
});
afterAll(() => {
  delete (globalThis as unknown as { window?: unknown }).window;
});

describe("a real match kept on the phone", () => {
  it.each(SCRIPTS)("rules %s step by step as the server's referee does", async (file) => {
    const script = read(file);
    const src = await opened(script);
    for (const [i, step] of script.steps.entries())
      expect(await src.record(step), `step ${i + 1}`).toBeNull();
    const server = serverRuling(script);
    expect(server.report?.matchOver).toBe(true);
    expect(shown(src.view())).toEqual(server);
    expect(src.view()?.encounter?.status).toBe("done");
    // Kept once in the history, as its match script, which the statistics read.
    const kept = history().filter(
      (k) => k.where === "table" && JSON.parse(k.saved).steps.length === script.steps.length,
    );
    expect(kept).toHaveLength(1);
    const saved = JSON.parse(kept[0]!.saved);
    expect(saved).toEqual({ ...script, settings: script.settings ?? {} });
    expect(statsOfScript(saved).ok).toBe(true);
    // The replay page tells it step by step, ruled again, to the same score.
    const told = tellScript(kept[0]!.saved, "es");
    if (!told.ok) throw new Error(told.error.detail);
    expect(told.value.rows).toHaveLength(script.steps.length);
    expect(told.value.last).toEqual(server.report);
    // Over is over: no undo, no correction offered.
    expect(await src.undo()).toMatchObject({ code: "match-over" });
    expect(src.canCorrect()).toBe(false);
  });

  it("survives a reload, takes back one step with undo and refuses what the referee refuses", async () => {
    const script = read(SCRIPTS[0]!);
    const phone = memoryStore();
    const src = await opened(script, phone);
    for (const step of script.steps.slice(0, 6)) await src.record(step);
    const again = new LocalSource(hooks, null, phone);
    await again.open();
    expect(shown(again.view())).toEqual(serverRuling(script, 6));
    expect(await again.undo()).toBeNull();
    expect(shown(again.view())).toEqual(serverRuling(script, 5));
    expect(again.steps()).toEqual(script.steps.slice(0, 5));
    // Step 7 (index 6) is player 0's: entered now, at step 6, it is out of turn.
    expect(await again.record(script.steps[6]!)).toMatchObject({ code: "not-your-turn" });
    expect(again.steps()).toHaveLength(5);
    // Undo down to the breaker, then the breaker itself: the lag is asked again.
    for (let k = 0; k < 5; k++) await again.undo();
    expect(await again.undo()).toBeNull();
    expect(again.view()?.encounter?.breaker).toBeNull();
    expect(await again.undo()).toMatchObject({ code: "nothing-to-undo" });
  });

  it("corrects a past step: everything after is ruled again, or nothing changes", async () => {
    const script = read(SCRIPTS[0]!);
    const src = await opened(script);
    for (const step of script.steps.slice(0, 12)) await src.record(step);
    const before = src.steps();
    // Step 2 (index 1): the 1 called and made in the foot-left pocket. Said as a miss, the player's
    // next shots (steps 3 to 5) are no longer theirs to play: refused, the record unchanged.
    const made = script.steps[1] as Extract<ScriptStep, { shot: unknown }>;
    const missed = { shot: { ...made.shot, events: made.shot.events.filter((e) => !("pocket" in e)) } };
    expect(await src.correct(1, missed)).toMatchObject({ code: "correction-refused" });
    expect(src.steps()).toEqual(before);
    // The same ball called and made in the foot-right pocket: every later step still stands.
    const right = {
      shot: {
        ...made.shot,
        call: { ball: 1, pocket: "foot-right" },
        events: made.shot.events.map((e) => ("pocket" in e ? { pocket: [1, "foot-right"] } : e)),
      },
    } as ScriptStep;
    expect(await src.correct(1, right)).toBeNull();
    const fixed = { ...script, steps: [script.steps[0]!, right, ...script.steps.slice(2, 12)] };
    expect(src.steps()).toEqual(fixed.steps);
    expect(shown(src.view())).toEqual(serverRuling(fixed));
    expect(src.canCorrect()).toBe(true);
  });

  it("refuses a bad set-up from the menu's link, naming what is wrong", () => {
    expect(parseRealSetup("{")).toEqual({ ok: false, error: "the match's set-up is not JSON" });
    const bad = parseRealSetup(JSON.stringify({ game: "snooker", players: ["Ana", "Beto"] }));
    expect(bad.ok ? "" : bad.error).toMatch(/^set-up\.game: /);
    const race = parseRealSetup(
      JSON.stringify({ game: "bola8", players: ["Ana", "Beto"], settings: { raceTo: 0 } }),
    );
    expect(race.ok ? "" : race.error).toMatch(/^set-up\.settings: .*raceTo/);
  });
});
