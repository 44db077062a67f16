/**
 * The opponent's best reply from a leave, cheaply: their best pot from where the cue ball lies
 * (direct shots, banks, combinations and caroms, each at its geometric odds for a hand like
 * the AI's own), and how many tries the rules give them at it. In Piña a declared defence
 * hands the opponent another turn once they hit the ball on (PC-REFUSED, PC-14), and turns
 * owed after three fouls (PC-3FOULS) are further tries; a safety is worth what it leaves over
 * all of them.
 */
import type { PlayerIndex } from "../core/index.ts";
import type { BallState, Table } from "../physics/types.ts";
import type { MatchState } from "../rules/index.ts";
import { aimRuleFor } from "./aim-rule.ts";
import { generatePots } from "./candidates.ts";
import { aimTable } from "./leave.ts";
import { canPotFor, cueAt, firstLegalFrom, objectBalls, shotHintFor } from "./targets.ts";

export interface Reply {
  /** The opponent's best single pot, geometric odds in [0, 1]. */
  readonly odds: number;
  /** Shots the opponent may take at it before the table comes back. */
  readonly tries: number;
  /** Chance the opponent pots at least once over those tries. */
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
  const tries = 1 + refused + Math.max(0, state.turnsOwed);
  return { odds, tries, chance: 1 - (1 - odds) ** tries };
}
