/** The real referee (src/rules) behind the server's port, and its voice (src/narration). */
import { narrateStep } from "../../narration/index.ts";
import { apply, legalActions, type MatchState, newMatch } from "../../rules/index.ts";
import type { Referee } from "./referee-port.ts";

export const rulesReferee: Referee<MatchState> = {
  newMatch,
  apply,
  next: legalActions,
  narrate: (names, before, action, { ruling, report }, sides) =>
    narrateStep({ names, ...(sides ? { sides } : {}), before, action, ruling, report }),
};
