/**
 * The computer player's search, off the page's thread: a strong level simulates hundreds of
 * shots (over a second on a slow machine), which would freeze the table and the buttons.
 * Messages are plain data; the random stream's state travels with them so a match plays the
 * same whether the worker runs or not.
 */
import {
  type AiLevel,
  type AiMove,
  type AiSituation,
  decide,
  type ShotHintAdvice,
  shotHint,
} from "../../ai/index.ts";
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

/** A person asks for a hint: the computer's choice for their position (src/ai/hint.ts). */
export interface HintRequest {
  readonly id: number;
  readonly kind: "hint";
  readonly sit: AiSituation;
  readonly seed: string;
}

export interface HintReply {
  readonly id: number;
  readonly kind: "hint";
  readonly hint: ShotHintAdvice | null;
  readonly error: string | null;
}

export function answerHint(req: HintRequest): HintReply {
  try {
    return { id: req.id, kind: "hint", hint: shotHint(req.sit, req.seed), error: null };
  } catch (e) {
    return { id: req.id, kind: "hint", hint: null, error: String(e) };
  }
}

// In a worker: answer each request. (Imported on the page for `think`, this does nothing.)
const scope = globalThis as unknown as {
  WorkerGlobalScope?: unknown;
  onmessage: ((e: MessageEvent<ThinkRequest | HintRequest>) => void) | null;
  postMessage(m: ThinkReply | HintReply): void;
};
if (typeof scope.WorkerGlobalScope !== "undefined") {
  scope.onmessage = (e) =>
    scope.postMessage(
      "kind" in e.data && e.data.kind === "hint" ? answerHint(e.data) : think(e.data as ThinkRequest),
    );
}
