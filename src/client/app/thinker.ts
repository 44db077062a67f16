/** Asks the computer player for its move: in a Web Worker when the browser has one, else inline. */
import type { AiLevel, AiMove, AiSituation } from "../../ai/index.ts";
import { makeRng } from "../../core/index.ts";
import { type ThinkReply, think } from "./ai-worker.ts";

export class Thinker {
  private worker: Worker | null = null;
  private rng: [number, number, number, number];
  private next = 1;
  private readonly waiting = new Map<number, (r: ThinkReply) => void>();

  constructor(seed: string) {
    this.rng = makeRng(seed).state();
    try {
      this.worker = new Worker(new URL("./ai-worker.ts", import.meta.url), { type: "module" });
      this.worker.onmessage = (e: MessageEvent<ThinkReply>) => {
        this.waiting.get(e.data.id)?.(e.data);
        this.waiting.delete(e.data.id);
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

  /** A worker that fails to load: answer pending and later requests inline. */
  private fallBack(): void {
    this.worker?.terminate();
    this.worker = null;
    for (const [, resolve] of this.waiting)
      resolve({ id: 0, move: null, rng: this.rng, error: "worker failed" });
    this.waiting.clear();
  }

  dispose(): void {
    this.worker?.terminate();
    this.worker = null;
  }
}
