/** The `mingo referee` output line (MATCH-SCRIPT.md, Output), derived from state and ruling. */
import type { StepReport } from "./actions.ts";
import { shooterOf } from "./member-due.ts";
import { ballOn } from "./pina/shot.ts";
import type { Ruling } from "./ruling.ts";
import type { MatchState } from "./state.ts";

export function toReport(state: MatchState, ruling: Ruling | null): StepReport {
  const over = state.phase.kind === "rack-over" ? state.phase : null;
  const options = state.pending?.offers.map((o) => o.option) ?? [];
  const gameFields =
    state.game === "bola8"
      ? { open: state.groups === null, groups: state.groups }
      : { score: state.score, ballOn: ballOn(state) };
  return {
    rack: state.rack,
    turn: state.turn,
    fouls: ruling?.fouls.map((f) => f.rule) ?? [],
    loss: over?.loss ?? null,
    winner: over?.winner ?? null,
    ...gameFields,
    onTable: state.onTable,
    spotted: ruling?.spotted ?? [],
    ballInHand: state.ballInHand,
    options,
    optionsFor: state.pending?.for ?? null,
    ...(options.includes("equalize") ? { equalizeUpTo: state.pending?.equalizeUpTo ?? 0 } : {}),
    consecutiveFouls: state.consecutiveFouls,
    turnsOwed: state.turnsOwed,
    matchScore: state.matchScore,
    matchOver: state.matchOver,
    ...(state.teams ? { shooter: shooterOf(state) } : {}),
  };
}
