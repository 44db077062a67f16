/**
 * Correcting a past step (issue 38 item 4): the corrected step is ruled from the state before it,
 * then every later step as it was recorded, each from the state the one before left. A step that
 * no longer stands, or a match that would end before the last recorded step, refuses the whole
 * correction: the record changes all at once or not at all. The club's server (/correct) and the
 * phone's own record of a real match (client/club) both correct through this one function.
 *
 * Generic over the state and the apply function, because the server reaches the rules through its
 * referee port; `apply` of this module is the one both pass in the end.
 */
import { err, ok, type Result } from "../core/index.ts";
import type { Action, RuleError, StepReport } from "./actions.ts";

/** Why a correction was refused, and the 1-based step that refused it. */
export interface RerulingRefusal {
  readonly code: RuleError["code"] | "correction-refused";
  readonly message: string;
  readonly step: number;
}

/**
 * `steps[0]` is the corrected step at 0-based place `index`, the rest the steps recorded after it;
 * `before` is the state just before `index`. Returns what each step's apply returned, in order.
 */
export function rerule<S, A extends { readonly state: S; readonly report: StepReport }>(
  apply: (state: S, action: Action) => Result<A, RuleError>,
  before: S,
  steps: readonly Action[],
  index: number,
): Result<A[], RerulingRefusal> {
  const out: A[] = [];
  let state = before;
  for (const [k, action] of steps.entries()) {
    const n = index + k + 1;
    const r = apply(state, action);
    if (!r.ok)
      return err(
        k === 0
          ? { code: r.error.code, message: `step ${n} as corrected: ${r.error.message}`, step: n }
          : {
              code: "correction-refused",
              message: `step ${n} no longer stands once step ${index + 1} is corrected: ${r.error.message}`,
              step: n,
            },
      );
    if (r.value.report.matchOver && k < steps.length - 1)
      return err({
        code: "correction-refused",
        message: `with step ${index + 1} corrected the match ends at step ${n}, but ${steps.length - 1 - k} more were recorded after it`,
        step: n,
      });
    out.push(r.value);
    state = r.value.state;
  }
  return ok(out);
}
