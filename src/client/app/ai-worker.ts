/**
 * The computer player's search, off the page's thread: a strong level simulates hundreds of
 * shots (over a second on a slow machine), which would freeze the table and the buttons.
 * Messages are plain data; the random stream's state travels with them so a match plays the
 * same whether the worker runs or not.
 */
import { type AiLevel, type AiMove, type AiSituation, decide } from "../../ai/index.ts";
import { rngFromState } from "../../core/index.ts";

export interface ThinkRequest {
  readonly id: number;
  readonly sit: AiSituation;
  readonly level: AiLevel;
  readonly rng: [number, number, number, number];
}

export interface ThinkReply {
  readonly id: number;
  readonly move: AiMove | null;
  readonly rng: [number, number, number, number];
  readonly error: string | null;
}

export function think(req: ThinkRequest): ThinkReply {
  const rng = rngFromState(req.rng);
  try {
    return { id: req.id, move: decide(req.sit, req.level, rng), rng: rng.state(), error: null };
  } catch (e) {
    return { id: req.id, move: null, rng: rng.state(), error: String(e) };
  }
}

// In a worker: answer each request. (Imported on the page for `think`, this does nothing.)
const scope = globalThis as unknown as {
  WorkerGlobalScope?: unknown;
  onmessage: ((e: MessageEvent<ThinkRequest>) => void) | null;
  postMessage(m: ThinkReply): void;
};
if (typeof scope.WorkerGlobalScope !== "undefined") {
  scope.onmessage = (e) => scope.postMessage(think(e.data));
}
