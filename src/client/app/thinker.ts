/** Asks the computer player for its move: in a Web Worker when the browser has one, else inline. */
import type { AiLevel, AiMove, AiSituation, ShotHintAdvice } from "../../ai/index.ts";
import { makeRng } from "../../core/index.ts";
import { answerHint, type HintReply, type ThinkReply, think } from "./ai-worker.ts";

export class Thinker {
  private worker: Worker | null = null;
  private rng: [number, number, number, number];
  private next = 1;
  private readonly waiting = new Map<number, (r: ThinkReply) => void>();
  private readonly hints = new Map<number, (r: HintReply) => void>();

  constructor(seed: string) {
    this.rng = makeRng(seed).state();
    try {
      this.worker = new Worker(new URL("./ai-worker.ts", import.meta.url), { type: "module" });
      this.worker.onmessage = (e: MessageEvent<ThinkReply | HintReply>) => {
        const r = e.data;
        if ("kind" in r && r.kind === "hint") {
          this.hints.get(r.id)?.(r);
          this.hints.delete(r.id);
          return;
        }
        this.waiting.get(r.id)?.(r as ThinkReply);
        this.waiting.delete(r.id);
      };
      this.worker.onerror = () => this.fallBack();
    } catch {
      this.worker = null;
    }
  }

  async decide(sit: AiSituation, level: AiLevel): Promise<{ move: AiMove | null; error: string | null }> {
    const req = { id: this.next++, sit, level, rng: this.rng };
    const reply = this.worker
      ? await new Promise<ThinkReply>((resolve) => {
          this.waiting.set(req.id, resolve);
          this.worker!.postMessage(req);
        })
      : think(req);
    this.rng = reply.rng;
    return { move: reply.move, error: reply.error };
  }

  /** The computer's choice for a person's position (the hint), off the page's thread. */
  async hint(sit: AiSituation, seed: string): Promise<{ hint: ShotHintAdvice | null; error: string | null }> {
    const req = { id: this.next++, kind: "hint" as const, sit, seed };
    const reply = this.worker
      ? await new Promise<HintReply>((resolve) => {
          this.hints.set(req.id, resolve);
          this.worker!.postMessage(req);
        })
      : answerHint(req);
    return { hint: reply.hint, error: reply.error };
  }

  /** A worker that fails to load: answer pending and later requests inline. */
  private fallBack(): void {
    this.worker?.terminate();
    this.worker = null;
    for (const [, resolve] of this.waiting)
      resolve({ id: 0, move: null, rng: this.rng, error: "worker failed" });
    this.waiting.clear();
    for (const [, resolve] of this.hints)
      resolve({ id: 0, kind: "hint", hint: null, error: "worker failed" });
    this.hints.clear();
  }

  dispose(): void {
    this.worker?.terminate();
    this.worker = null;
  }
}
