/**
 * The opponent's best reply from a leave, cheaply: their best pot from where the cue ball lies
 * (direct shots, banks, combinations and caroms, each at its geometric odds for a hand like
 * the AI's own), and how many tries the rules give them at it. In Piña a declared defence
 * hands the opponent another turn once they hit the ball on (PC-REFUSED, PC-14), and turns
 * owed after three fouls (PC-3FOULS) are further tries; a safety is worth what it leaves over
 * all of them.
 */
import type { PlayerIndex } from "../core/index.ts";
import type { BallState, Table } from "../physics/index.ts";
import type { MatchState } from "../rules/index.ts";
import { aimRuleFor } from "./aim-rule.ts";
import { generatePots } from "./candidates.ts";
import { aimTable } from "./leave.ts";
import { canPotFor, cueAt, firstLegalFrom, objectBalls, shotHintFor } from "./targets.ts";

/**
 * What PC-REFUSED's extra turn is worth to the opponent, whatever the leave: they take the
 * declined ball on (a kick when it is hidden) and play again from wherever that leaves. Counted
 * as a second try at the same pot, a defence that hid the ball looked nearly free: strong chose
 * defences it rated at an 8% reply, and the opponent scored on the next visit after 41% of them
 * (66 defences, 60 games). Priced at this, strong beat the earlier model 129–110 (240 games,
 * sides alternating), and ran as many balls a visit.
 */
export const REFUSED_TURN_ODDS = 0.35;

export interface Reply {
  /** The opponent's best single pot, geometric odds in [0, 1]. */
  readonly odds: number;
  /** Shots the opponent may take at it before the table comes back. */
  readonly tries: number;
  /**
   * Chance the opponent pots at least once over those tries: the best pot on each of their own
   * turns, PC-REFUSED's extra turn at REFUSED_TURN_ODDS.
   */
  readonly chance: number;
}

export function bestReply(
  table: Table,
  radius: number,
  balls: readonly BallState[],
  state: MatchState,
  opp: PlayerIndex,
  sigmaRad: number,
): Reply {
  const hint = shotHintFor(state, opp);
  const cue = cueAt(balls);
  if (!hint || !cue || hint.isBreak) return { odds: 0, tries: 1, chance: 0 };
  const obstacles = objectBalls(balls);
  const pots = generatePots({
    table: aimTable(table, radius),
    cue,
    balls: obstacles,
    firstLegal: firstLegalFrom(hint, obstacles, table.headStringX),
    canPot: canPotFor(state),
    sigmaRad,
    tricks: true,
    aimRule: aimRuleFor(state, hint.legalFirstContact[0]),
  });
  const odds = pots[0]?.odds ?? 0;
  const refused = state.game === "pina" && state.declinedBallOn !== null ? 1 : 0;
  const owed = Math.max(0, state.turnsOwed);
  const tries = 1 + refused + owed;
  const chance = 1 - (1 - odds) ** (1 + owed) * (1 - REFUSED_TURN_ODDS) ** refused;
  return { odds, tries, chance };
}
