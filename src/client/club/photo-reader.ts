/**
 * The scorekeeper's photos handed to their worker (client/photo/shot-worker.ts, its own bundle:
 * the page itself carries none of the photo reading, decoding included, as the import rule for
 * client/club asks). The worker is started on the first photo.
 */
import { type BallId, photoProblem } from "../../core/index.ts";
import type { ShotPhotoReply, ShotPhotoRequest } from "../../protocol/index.ts";

export class PhotoReader {
  private worker: Worker | null = null;
  private next = 1;
  private readonly waiting = new Map<number, (r: ShotPhotoReply) => void>();

  private start(): Worker {
    if (this.worker) return this.worker;
    const w = new Worker(new URL("../photo/shot-worker.ts", import.meta.url), { type: "module" });
    w.onmessage = (e: MessageEvent<ShotPhotoReply>) => {
      this.waiting.get(e.data.id)?.(e.data);
      this.waiting.delete(e.data.id);
    };
    this.worker = w;
    return w;
  }

  async read(
    kind: ShotPhotoRequest["kind"],
    file: File,
    sizeFt: ShotPhotoRequest["sizeFt"],
    ids: readonly BallId[],
    placed?: ShotPhotoRequest["placed"],
  ): Promise<ShotPhotoReply> {
    const id = this.next++;
    try {
      const worker = this.start();
      return await new Promise((resolve) => {
        this.waiting.set(id, resolve);
        worker.postMessage({
          id,
          kind,
          photo: file,
          sizeFt,
          ids,
          ...(placed ? { placed } : {}),
        } satisfies ShotPhotoRequest);
      });
    } catch (e) {
      // No worker could start, or the file could not be handed to it.
      return { id, ok: false, problem: photoProblem("unreadable", String(e)) };
    }
  }
}
