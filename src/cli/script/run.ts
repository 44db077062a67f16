/**
 * Runs a decoded match script through the referee, step by step. Pure: it returns the lines
 * and the first error instead of printing, so the CLI, the server and tests share it.
 */
import type { GameId, Result } from "../../core/index.ts";
import type { Action, StepReport } from "../../rules/index.ts";
import { apply, type MatchState, newMatch, parseStep, type Ruling, sideSizesOf } from "../../rules/index.ts";
import { decodeScriptText, type ScriptHeader } from "./decode.ts";

export interface StepOutcome {
  readonly step: number;
  readonly action: Action;
  readonly before: MatchState;
  readonly state: MatchState;
  readonly ruling: Ruling;
  readonly report: StepReport;
}

export interface ScriptRun {
  readonly header: ScriptHeader | null;
  readonly steps: readonly StepOutcome[];
  /** The first problem, as one line naming the step; null when every step was valid. */
  readonly error: string | null;
}

export function runScriptText(text: string): ScriptRun {
  const header = decodeScriptText(text);
  if (!header.ok) return { header: null, steps: [], error: header.error };
  return runScript(header.value);
}

export function runScript(header: ScriptHeader): ScriptRun {
  const started = newMatch(header.game, header.settings, header.breaker, sideSizesOf(header.players));
  if (!started.ok) return { header, steps: [], error: `settings: ${started.error.message}` };
  let state = started.value;
  const steps: StepOutcome[] = [];
  for (const [i, raw] of header.steps.entries()) {
    const step = i + 1;
    const outcome = runStep(header.game, state, raw);
    if (!outcome.ok) return { header, steps, error: `step ${step}: ${outcome.error}` };
    steps.push({ step, action: outcome.value.action, before: state, ...outcome.value.result });
    state = outcome.value.result.state;
  }
  return { header, steps, error: null };
}

function runStep(
  game: GameId,
  state: MatchState,
  raw: unknown,
): Result<{ action: Action; result: { state: MatchState; ruling: Ruling; report: StepReport } }, string> {
  const action = parseStep(raw, { game });
  if (!action.ok) return action;
  let result: ReturnType<typeof apply>;
  try {
    result = apply(state, action.value);
  } catch (e) {
    // A throw here is a bug in the referee, not in the script: still one line, no stack trace.
    return { ok: false, error: `internal referee error, please report it: ${(e as Error).message}` };
  }
  if (!result.ok) return { ok: false, error: result.error.message };
  return { ok: true, value: { action: action.value, result: result.value } };
}
