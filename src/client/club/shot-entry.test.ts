/**
 * Leaving the scorekeeper's defaults untouched never produces a foul the person did not choose:
 * at every shot of recorded matches (the examples and simulated ones), every ball and pocket
 * the page lets a person tap, each quick outcome («Entró», «Falló») and «Otra cosa…» recorded
 * as it opens are ruled by the real referee, and none is a foul or a loss. The cue ball down
 * («Blanca dentro…») is a foul chosen by the person, and it is ruled one.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { POCKET_IDS } from "../../core/index.ts";
import { type Action, apply, legalActions, type MatchState, newMatch, parseStep } from "../../rules/index.ts";
import {
  type Draft,
  moreMissing,
  moreStep,
  openMore,
  pickBall,
  pickDefense,
  pickPocket,
  quickOutcomes,
  type ShotHint,
  type ShotStep,
  type Situation,
  scratchStep,
  startDraft,
} from "./shot-entry.ts";

const SCRIPTS = [
  "examples/pina-encounter.json",
  "examples/bola8-match.json",
  "test/e2e/scorekeeper/pina-encounter.json",
  "test/e2e/scorekeeper/bola8-rack.json",
  "test/e2e/scorekeeper/bola8-fouls.json",
];

/** Every state before a shot in the scripts (singles), with the page's situation there. */
function shotStates(): { state: MatchState; sit: Situation }[] {
  const out: { state: MatchState; sit: Situation }[] = [];
  const all = Array.from({ length: 15 }, (_, i) => (i + 1) as never);
  for (const file of SCRIPTS) {
    const script = JSON.parse(readFileSync(file, "utf8"));
    const started = newMatch(script.game, script.settings ?? {}, script.breaker);
    if (!started.ok) throw new Error(`${file}: ${started.error.message}`);
    let state = started.value;
    for (const [i, raw] of script.steps.entries()) {
      const hint = legalActions(state).find((x): x is ShotHint => x.kind === "shot");
      if (hint)
        out.push({ state, sit: { game: state.game, hint, onTable: hint.isBreak ? all : state.onTable } });
      const action = parseStep(raw, { game: state.game });
      if (!action.ok) throw new Error(`${file} step ${i + 1}: ${action.error}`);
      const next = apply(state, action.value);
      if (!next.ok) throw new Error(`${file} step ${i + 1}: ${next.error.message}`);
      state = next.value.state;
    }
  }
  return out;
}

/** Every draft a person can reach with the call's taps: a ball, a pocket, a defence. */
function drafts(sit: Situation): Draft[] {
  const start = startDraft(sit);
  const out: Draft[] = [start, pickDefense(start)];
  for (const p of POCKET_IDS) {
    out.push(pickPocket(start, p));
    for (const b of sit.onTable) out.push(pickPocket(pickBall(start, b), p));
  }
  for (const b of sit.onTable) out.push(pickBall(start, b));
  return out;
}

function ruled(state: MatchState, step: ShotStep) {
  const action = parseStep(step, { game: state.game });
  if (!action.ok) throw new Error(`${JSON.stringify(step)}: ${action.error}`);
  const r = apply(state, action.value as Action);
  if (!r.ok) throw new Error(`${JSON.stringify(step)}: ${r.error.message}`);
  return r.value.ruling;
}

describe("the scorekeeper's defaults", () => {
  const states = shotStates();

  it("never rule a foul or a loss the person did not choose", () => {
    let quick = 0;
    let more = 0;
    for (const { state, sit } of states)
      for (const d of drafts(sit)) {
        for (const q of quickOutcomes(sit, d)) {
          if (!q.step) continue;
          const r = ruled(state, q.step);
          expect({ step: q.step, fouls: r.fouls, loss: r.loss }).toEqual({
            step: q.step,
            fouls: [],
            loss: null,
          });
          quick++;
        }
        // «Otra cosa…» recorded as it opens, where it can be: the defaults only.
        const opened = openMore(sit, d);
        if (opened.more && moreMissing(sit, opened, opened.more) === null) {
          const step = moreStep(sit, opened, opened.more);
          const r = ruled(state, step);
          expect({ step, fouls: r.fouls, loss: r.loss }).toEqual({ step, fouls: [], loss: null });
          more++;
        }
      }
    // The scripts reach both games, breaks and play: thousands of entries, not a handful.
    expect(states.some((s) => s.sit.game === "pina" && s.sit.hint.isBreak)).toBe(true);
    expect(states.some((s) => s.sit.game === "bola8" && s.sit.hint.call === "pocket-8")).toBe(true);
    expect(quick).toBeGreaterThan(2000);
    expect(more).toBeGreaterThan(100);
  });

  it("in Piña, the ball on is called already: one tap on a pocket and «Entró» scores it", () => {
    const { state, sit } = states.find((s) => s.sit.game === "pina" && !s.sit.hint.isBreak)!;
    const d = pickPocket(startDraft(sit), "foot-left");
    const made = quickOutcomes(sit, d).find((q) => q.id === "made");
    const on = sit.hint.legalFirstContact[0]!;
    expect(made?.step?.shot.call).toEqual({ ball: on, pocket: "foot-left" });
    expect(ruled(state, made!.step!).points).toBe(on);
  });

  it("the cue ball down is the person's choice, and the referee rules it a foul", () => {
    for (const { state, sit } of states.slice(0, 40)) {
      const d =
        sit.game === "pina"
          ? pickPocket(startDraft(sit), "side-left")
          : pickBall(startDraft(sit), sit.hint.legalFirstContact[0]!);
      if (!quickOutcomes(sit, d).some((q) => q.id === "scratch")) continue;
      const r = ruled(state, scratchStep(sit, d, "head-right"));
      expect(r.fouls.map((f) => f.rule)).toContain(sit.game === "pina" ? "PC-SCRATCH" : "B8-F4");
    }
  });

  it("a Bola 8 miss is never offered without the ball that reached a cushion", () => {
    for (const { sit } of states.filter((s) => s.sit.game === "bola8" && !s.sit.hint.isBreak))
      for (const d of drafts(sit))
        for (const q of quickOutcomes(sit, d))
          if (q.id.startsWith("missed")) expect(q.step?.shot.events.some((e) => "rail" in e)).toBe(true);
  });
});
