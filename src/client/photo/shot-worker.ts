/**
 * The scorekeeper's photos read off the page's thread (a photo takes about 0.4 s on a desktop
 * core, a phone's is slower): the "before" photo's reading is kept here until the "after" photo
 * comes, then the two are compared (src/photo's readShotPhoto and shotChange). Its own bundle,
 * loaded by the scorekeeper's page (client/club/photo-reader.ts) only when a photo is taken;
 * the page sends the photo's file, decoded here as the photo page decodes its own
 * (photo-pixels.ts); nothing leaves the phone.
 */

import { photoProblem } from "../../core/index.ts";
import { readShotPhoto, type ShotPhoto, scaledHandles, shotChange } from "../../photo/index.ts";
import type { ShotPhotoReply, ShotPhotoRequest } from "../../protocol/index.ts";
import { photoPixels } from "./photo-pixels.ts";

let before: ShotPhoto | null = null;

export async function answerShotPhoto(req: ShotPhotoRequest): Promise<ShotPhotoReply> {
  const t0 = performance.now();
  let pixels: ImageData;
  try {
    pixels = (await photoPixels(req.photo)).pixels;
  } catch {
    return { id: req.id, ok: false, problem: photoProblem("unreadable", "not a photo that can be read") };
  }
  try {
    const other = req.kind === "after" ? before : null;
    if (req.kind === "after" && !other)
      return { id: req.id, ok: false, problem: photoProblem("no-before", "no before photo") };
    const placed = req.placed ? scaledHandles(req.placed, pixels.width, pixels.height) : null;
    const read = readShotPhoto(pixels, `${req.sizeFt}ft`, req.ids, other, placed);
    if (!read.ok) return { id: req.id, ok: false, problem: read.error };
    if (req.kind === "before") before = read.value;
    return {
      id: req.id,
      ok: true,
      corners: read.value.corners,
      balls: read.value.balls.length,
      change: other ? shotChange(req.ids, other, read.value) : null,
      ms: Math.round(performance.now() - t0),
    };
  } catch (e) {
    return { id: req.id, ok: false, problem: photoProblem("unreadable", String(e)) };
  }
}

const scope = globalThis as unknown as {
  WorkerGlobalScope?: unknown;
  onmessage: ((e: MessageEvent<ShotPhotoRequest>) => void) | null;
  postMessage(m: ShotPhotoReply): void;
};
if (typeof scope.WorkerGlobalScope !== "undefined")
  scope.onmessage = (e) => void answerShotPhoto(e.data).then((reply) => scope.postMessage(reply));
