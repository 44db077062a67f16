/**
 * Work for a worker thread: one strike (or any match action) played, the match's state without
 * its history and the action in, the state after and the step out (strike-job.ts) — the same
 * src/game code as the main thread and the browser, so the
 * step is the same to the last bit (the physics' outcome path uses only engine-exact
 * arithmetic); or the computer's move for a seat (src/ai's search: hundreds of simulated shots
 * at the strong levels, which must never hold the thread that serves the sockets).
 */
import { seatAction } from "../../ai/index.ts";
import type { AiLevel, PlayerIndex } from "../../core/index.ts";
import {
  type GameAction,
  type GameError,
  type Match,
  type MatchSetup,
  type PlayerStats,
  statsOfMatch,
} from "../../game/index.ts";
import {
  type PlayedStep,
  type PlayedSteps,
  playFromState,
  playManyFromState,
  type StrikeState,
} from "./strike-job.ts";

export type StrikeJob =
  | { readonly kind: "play"; readonly state: StrikeState; readonly action: GameAction }
  /** Steps another node stored, played in turn to catch up (or from the start, to rebuild a match). */
  | { readonly kind: "play-many"; readonly state: StrikeState; readonly actions: readonly GameAction[] }
  | { readonly kind: "think"; readonly match: Match; readonly side: PlayerIndex; readonly level: AiLevel }
  /** A finished match's statistics per player (its whole replay: too long for the sockets' thread). */
  | { readonly kind: "stats"; readonly setup: MatchSetup; readonly actions: readonly GameAction[] };

export type StrikeOutcome =
  | { readonly ok: true; readonly played: PlayedStep }
  | { readonly ok: true; readonly many: PlayedSteps }
  | { readonly ok: false; readonly error: GameError; readonly index: number }
  | { readonly ok: false; readonly error: GameError }
  | { readonly ok: true; readonly action: GameAction | null }
  | { readonly ok: true; readonly stats: [string, PlayerStats][] }
  | { readonly ok: false; readonly message: string };

export default function playInWorker(job: StrikeJob): StrikeOutcome {
  if (job.kind === "think") return { ok: true, action: seatAction(job.match, job.side, job.level) };
  if (job.kind === "stats") {
    const s = statsOfMatch(job.setup, job.actions);
    return s.ok ? { ok: true, stats: [...s.value.entries()] } : { ok: false, message: s.error };
  }
  if (job.kind === "play-many") {
    const r = playManyFromState(job.state, job.actions);
    return r.ok ? { ok: true, many: r.value } : { ok: false, error: r.error, index: r.error.index };
  }
  const r = playFromState(job.state, job.action);
  return r.ok ? { ok: true, played: r.value } : { ok: false, error: r.error };
}
