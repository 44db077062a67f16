/**
 * The scorekeeper's photos handed to their worker (client/photo/shot-worker.ts, its own bundle:
 * the page itself carries none of the photo reading, as the import rule for client/club asks).
 * The worker is started on the first photo.
 */
import type { BallId } from "../../core/index.ts";
import type { ShotPhotoReply, ShotPhotoRequest } from "../../protocol/index.ts";

/** Photos are read at most this many pixels on their long side, as the photo page reads them. */
const WORK_SIDE = 1600;

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
  ): Promise<ShotPhotoReply> {
    const id = this.next++;
    try {
      const photo = await pixelsOf(file);
      const worker = this.start();
      return await new Promise((resolve) => {
        this.waiting.set(id, resolve);
        worker.postMessage({ id, kind, photo, sizeFt, ids } satisfies ShotPhotoRequest, [photo.data.buffer]);
      });
    } catch (e) {
      return { id, ok: false, error: String(e) };
    }
  }
}

async function pixelsOf(file: File): Promise<ImageData> {
  const image = await createImageBitmap(file);
  const k = Math.min(1, WORK_SIDE / Math.max(image.width, image.height));
  const c = document.createElement("canvas");
  c.width = Math.round(image.width * k);
  c.height = Math.round(image.height * k);
  const ctx = c.getContext("2d", { willReadFrequently: true });
  if (!ctx) throw new Error("no 2D canvas");
  ctx.drawImage(image, 0, 0, c.width, c.height);
  image.close();
  return ctx.getImageData(0, 0, c.width, c.height);
}
