/**
 * "Which partner is due" read from a match's state: the one home teams.ts keeps for the order,
 * applied to a state (kept apart from teams.ts, which the state itself imports).
 */
import type { PlayerIndex } from "../core/index.ts";
import type { MatchState } from "./state.ts";
import type { Member } from "./teams.ts";

/**
 * The partner of `side` who acts next in state `s`: within a rack, the side's due partner;
 * between racks, the partner who opens the next one. Null in singles or once the match is over.
 */
export function memberDue(s: MatchState, side: PlayerIndex): Member | null {
  if (!s.teams || s.matchOver) return null;
  if (s.phase.kind === "rack-over") return [side, s.rack % s.teams.sizes[side]];
  return [side, s.teams.due[side]];
}

/** The report's `shooter`: the partner of the side on turn who strikes its next stroke. */
export const shooterOf = (s: MatchState): Member | null => memberDue(s, s.turn);
