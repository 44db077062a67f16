/**
 * A photo file as the photo readers take it: decoded and scaled down to at most WORK_SIDE pixels
 * on its long side (a phone's 12 MP is more than the reading needs, and takes longer). One home
 * for the photo page (page.ts) and the scorekeeper's worker (shot-worker.ts): an OffscreenCanvas
 * works on a page and in a worker alike.
 */

/** Photos are worked on at most this many pixels on their long side. */
export const WORK_SIDE = 1600;

export interface PhotoPixels {
  /** The scaled photo, to draw under the handles. */
  readonly canvas: OffscreenCanvas;
  /** Its pixels (RGBA, row by row). */
  readonly pixels: ImageData;
}

export async function photoPixels(file: Blob): Promise<PhotoPixels> {
  const image = await createImageBitmap(file);
  const k = Math.min(1, WORK_SIDE / Math.max(image.width, image.height));
  const canvas = new OffscreenCanvas(Math.round(image.width * k), Math.round(image.height * k));
  const ctx = canvas.getContext("2d", { willReadFrequently: true });
  if (!ctx) {
    image.close();
    throw new Error("no 2D canvas to read the photo on");
  }
  ctx.drawImage(image, 0, 0, canvas.width, canvas.height);
  image.close();
  return { canvas, pixels: ctx.getImageData(0, 0, canvas.width, canvas.height) };
}
