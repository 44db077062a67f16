/**
 * The referee's output line, with its fields in the order MATCH-SCRIPT.md shows them, so the
 * output reads the same as the contract and is stable byte for byte.
 */
import type { GameId } from "../../core/index.ts";
import type { StepReport } from "../../rules/index.ts";

export function toReportLine(step: number, game: GameId, r: StepReport): Record<string, unknown> {
  const line: Record<string, unknown> = {
    step,
    rack: r.rack,
    turn: r.turn,
    fouls: r.fouls,
    loss: r.loss,
    winner: r.winner,
  };
  if (game === "bola8") {
    line.open = r.open ?? false;
    line.groups = r.groups ?? null;
    // The contract's example line carries "score": null for bola8 too.
    line.score = null;
  } else {
    line.score = r.score ?? null;
    line.ballOn = r.ballOn ?? null;
  }
  line.onTable = r.onTable;
  line.spotted = r.spotted;
  line.ballInHand = r.ballInHand;
  line.options = r.options;
  line.optionsFor = r.optionsFor;
  if (r.options.includes("equalize")) line.equalizeUpTo = r.equalizeUpTo ?? 0;
  line.consecutiveFouls = r.consecutiveFouls;
  line.turnsOwed = r.turnsOwed;
  line.matchScore = r.matchScore;
  line.matchOver = r.matchOver;
  // G-TEAM: only a script with sides has it (MATCH-SCRIPT.md, Output).
  if (r.shooter !== undefined) line.shooter = r.shooter;
  return line;
}
