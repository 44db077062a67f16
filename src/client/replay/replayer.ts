/**
 * A saved match as a list of steps to walk through. The file is first read back with the game's
 * own check (`fromSavedMatch`: it replays every action from the seed and compares the script and
 * the final table, so an edited file or one from another physics engine is refused); then the
 * same actions are replayed once more, keeping the match before and after each, so any step can
 * be shown at rest or played back. Simulations are re-run on demand (the physics is
 * deterministic) instead of held in memory for a whole match.
 */
import { err, ok, type Result } from "../../core/index.ts";
import type { GameAction, Match, MatchAfter, SavedProblem, StepLog } from "../../game/index.ts";
import { fromSavedMatch, playAction, startMatch } from "../../game/index.ts";

export interface ReplayStep {
  readonly index: number;
  readonly action: GameAction;
  readonly before: Match;
  readonly after: Match;
  readonly log: StepLog;
}

export interface Replay {
  /** The match at rest after `i` actions is `states[i]`; `states[0]` is the start. */
  readonly states: readonly Match[];
  readonly steps: readonly ReplayStep[];
  /** The physics engine's fingerprint the file names, when it names one. */
  readonly engine: string | null;
}

/** Reads and checks a saved-match file; the error is one line naming what is wrong. */
export function loadReplay(text: string): Result<Replay, SavedProblem> {
  const checked = fromSavedMatch(text);
  if (!checked.ok) return checked;
  const final = checked.value;
  // The file has just been replayed in full by fromSavedMatch: these cannot fail but are said.
  const noReplay = (message: string) =>
    err<SavedProblem>({ code: "no-replay", engineChanged: false, message });
  const started = startMatch(final.setup);
  if (!started.ok) return noReplay(started.error.message);
  const states: Match[] = [started.value];
  const steps: ReplayStep[] = [];
  for (const [index, action] of final.actions.entries()) {
    const before = states[index]!;
    const r = playAction(before, action);
    if (!r.ok) return noReplay(`action ${index + 1} does not replay: ${r.error.message}`);
    states.push(r.value.match);
    steps.push({ index, action, before, after: r.value.match, log: r.value.step });
  }
  const engine = (JSON.parse(text) as { engine?: unknown }).engine;
  return ok({ states, steps, engine: typeof engine === "string" ? engine : null });
}

/** The simulation of a step, to play it back (none for a choice, a declaration or a resignation). */
export function simulationOf(step: ReplayStep): MatchAfter["simulation"] {
  const r = playAction(step.before, step.action);
  return r.ok ? r.value.simulation : undefined;
}
