/** The referee's functions the AI tests use, and a state unwrapper for fixtures. */
import type { Result } from "../../src/core/index.ts";
import type { MatchState, RuleError } from "../../src/rules/index.ts";

export { apply, ballOn, type MatchState, newMatch } from "../../src/rules/index.ts";

export function unwrapState(r: Result<MatchState, RuleError>): MatchState {
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}
