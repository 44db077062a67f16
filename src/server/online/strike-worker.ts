/**
 * One strike (or any match action) played in a worker thread: the match and the action in, the
 * match after out. The same src/game code as the main thread and the browser, so the step is the
 * same to the last bit (the physics' outcome path uses only engine-exact arithmetic).
 */
import { type GameAction, type GameError, type Match, playAction } from "../../game/index.ts";

export interface StrikeJob {
  readonly match: Match;
  readonly action: GameAction;
}

export type StrikeOutcome =
  | { readonly ok: true; readonly match: Match }
  | { readonly ok: false; readonly error: GameError };

export default function playInWorker(job: StrikeJob): StrikeOutcome {
  const r = playAction(job.match, job.action);
  return r.ok ? { ok: true, match: r.value.match } : { ok: false, error: r.error };
}
