/**
 * The referee on the phone (issue 38, "never lost"): while the server cannot be reached, the
 * scorekeeper keeps recording, so the page needs what the server's referee would say next
 * (whose turn, the ball on, the options) after entries it has not yet sent. It runs the same
 * rules (src/rules) and words (src/narration) on the match's script as far as the server has
 * it, then on the queued entries. The server still rules every entry when it arrives: this is
 * its provisional answer, never the record.
 */
import type { ByPlayer, Result } from "../../core/index.ts";
import { err, ok } from "../../core/index.ts";
import { type Line, narrateStep } from "../../narration/index.ts";
import type { RecordReply } from "../../protocol/index.ts";
import { parseStep } from "../../protocol/index.ts";
import type { ScriptStep } from "../../rules/index.ts";
import { type ActionKindHint, apply, legalActions, type MatchState, newMatch } from "../../rules/index.ts";
import type { KeptScript } from "./table-store.ts";

/** The match after some steps, as the scorekeeper's page reads it. */
export interface Mirrored {
  readonly state: MatchState;
  readonly seq: number;
  /** The last step's report and words (null / empty before the first step). */
  readonly last: RecordReply | null;
}

/** An entry the rules refuse: its place among the steps and the referee's words. */
export interface MirrorRefusal {
  readonly seq: number;
  readonly code: string;
  readonly message: string;
}

interface People {
  readonly names: ByPlayer<string>;
  readonly sides: ByPlayer<readonly string[]> | null;
}

/** The match at the start of the script (the break). */
export function startOf(script: KeptScript): Result<Mirrored, MirrorRefusal> {
  const sides = Array.isArray(script.players[0]) ? (script.players as ByPlayer<readonly string[]>) : null;
  const sizes = sides ? [sides[0].length, sides[1].length] : undefined;
  const s = newMatch(script.game, script.settings ?? {}, script.breaker, sizes);
  if (!s.ok) return err({ seq: 0, code: s.error.code, message: s.error.message });
  return ok({ state: s.value, seq: 0, last: null });
}

/** `from` followed by `steps`, each ruled; the first one refused stops it. */
export function follow(
  from: Mirrored,
  steps: readonly ScriptStep[],
  people: People,
): Result<Mirrored, MirrorRefusal> {
  let m = from;
  for (const raw of steps) {
    const action = parseStep(raw);
    if (!action.ok) return err({ seq: m.seq, code: "invalid-step", message: action.error });
    const r = apply(m.state, action.value);
    if (!r.ok) return err({ seq: m.seq, code: r.error.code, message: r.error.message });
    const lines: Line[] = narrateStep({
      names: people.names,
      ...(people.sides ? { sides: people.sides } : {}),
      before: m.state,
      action: action.value,
      ruling: r.value.ruling,
      report: r.value.report,
    });
    m = {
      state: r.value.state,
      seq: m.seq + 1,
      last: {
        seq: m.seq + 1,
        report: r.value.report,
        matchOver: r.value.report.matchOver,
        next: legalActions(r.value.state),
        lines,
      },
    };
  }
  return ok(m);
}

/** What the referee offers next in `m`. */
export const nextOf = (m: Mirrored): readonly ActionKindHint[] => legalActions(m.state);
