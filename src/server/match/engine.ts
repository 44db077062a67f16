/** The real referee (src/rules) behind the server's port. */
import { apply, legalActions, type MatchState, newMatch } from "../../rules/index.ts";
import type { Referee } from "./referee-port.ts";

export const rulesReferee: Referee<MatchState> = { newMatch, apply, next: legalActions };
