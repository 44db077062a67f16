/**
 * What crosses to a strike worker and back (issue 41 item 1). A worker needs the table's state
 * and the rules' state to play one action, never the match's history: the actions, the step log
 * and the referee's steps grow by about 1 kB a step (a 600-step match is 0.5 MB), and copying
 * them into the worker and back on every strike cost more than the strike. The history stays on
 * the main thread, which alone reads it (welcome, saved file, statistics), and is extended there
 * with the worker's one new step. The table's geometry (5 kB, the same for every match on a
 * table size) is built once per worker and kept there.
 */
import { err, ok, type Result } from "../../core/index.ts";
import { type GameAction, type GameError, type Match, playAction, startMatch } from "../../game/index.ts";

/** A match less its table and history: all a worker reads to play one action. */
export type StrikeState = Pick<Match, "setup" | "phase" | "rules" | "firstBreaker" | "balls" | "racks">;

/** One action played from a StrikeState: the state after, the step, and the referee's new steps. */
export interface PlayedStep {
  readonly state: Omit<StrikeState, "setup">;
  readonly step: Match["log"][number];
  readonly ruleSteps: Match["ruleSteps"];
}

export const toStrikeState = (m: Match): StrikeState => ({
  setup: m.setup,
  phase: m.phase,
  rules: m.rules,
  firstBreaker: m.firstBreaker,
  balls: m.balls,
  racks: m.racks,
});

/** Tables built in this thread, by game and settings (the table size is one of the settings). */
const tables = new Map<string, Match["table"]>();
const TABLES_KEPT = 32;

function tableFor(setup: Match["setup"]): Result<Match["table"], GameError> {
  const key = `${setup.game}:${JSON.stringify(setup.settings)}`;
  const known = tables.get(key);
  if (known) return ok(known);
  const started = startMatch(setup);
  if (!started.ok) return started;
  if (tables.size >= TABLES_KEPT) tables.delete(tables.keys().next().value as string);
  tables.set(key, started.value.table);
  return ok(started.value.table);
}

/** Plays one action on a match rebuilt without history: src/game's playAction, nothing else. */
export function playFromState(state: StrikeState, action: GameAction): Result<PlayedStep, GameError> {
  const table = tableFor(state.setup);
  if (!table.ok) return table;
  const r = playAction({ ...state, table: table.value, actions: [], log: [], ruleSteps: [] }, action);
  if (!r.ok) return err(r.error);
  const { phase, rules, firstBreaker, balls, racks, ruleSteps } = r.value.match;
  return ok({ state: { phase, rules, firstBreaker, balls, racks }, step: r.value.step, ruleSteps });
}

/** Several actions played in turn (a node catching up on steps another node stored): the state at the end and each step. */
export interface PlayedSteps {
  readonly state: PlayedStep["state"];
  readonly steps: readonly Pick<PlayedStep, "step" | "ruleSteps">[];
}

export function playManyFromState(
  state: StrikeState,
  actions: readonly GameAction[],
): Result<PlayedSteps, GameError & { index: number }> {
  const steps: Pick<PlayedStep, "step" | "ruleSteps">[] = [];
  let now = state;
  for (const [index, a] of actions.entries()) {
    const r = playFromState(now, a);
    if (!r.ok) return err({ ...r.error, index });
    steps.push({ step: r.value.step, ruleSteps: r.value.ruleSteps });
    now = { setup: state.setup, ...r.value.state };
  }
  const { setup: _, ...rest } = now;
  return ok({ state: rest, steps });
}

/** The match after `actions`, from the match before and the worker's steps: what playAll gives. */
export function withPlayedSteps(m: Match, actions: readonly GameAction[], played: PlayedSteps): Match {
  return {
    ...m,
    ...played.state,
    actions: [...m.actions, ...actions],
    log: [...m.log, ...played.steps.map((p) => p.step)],
    ruleSteps: [...m.ruleSteps, ...played.steps.flatMap((p) => p.ruleSteps)],
  };
}

/** What `withPlayedStep` takes: the one step between two matches (what a node tells the others). */
export function playedStepOf(before: Match, after: Match): PlayedStep {
  const { phase, rules, firstBreaker, balls, racks } = after;
  return {
    state: { phase, rules, firstBreaker, balls, racks },
    step: after.log[after.log.length - 1]!,
    ruleSteps: after.ruleSteps.slice(before.ruleSteps.length),
  };
}

/** The match after `action`, from the match before and the worker's step: what playAction gives. */
export function withPlayedStep(m: Match, action: GameAction, played: PlayedStep): Match {
  return {
    ...m,
    ...played.state,
    actions: [...m.actions, action],
    log: [...m.log, played.step],
    ruleSteps: played.ruleSteps.length ? [...m.ruleSteps, ...played.ruleSteps] : m.ruleSteps,
  };
}
