/**
 * The scorekeeper places a photo's four corners by hand when the table was not found in it: the
 * photo as taken, a handle on each corner pocket to drag (or move with the arrow keys), and the
 * photo read again with those corners. The handles move on their own elements while dragged, so
 * a re-render of the page (a live update) neither loses the drag nor the corners placed so far.
 */
import { CORNERS, type Corner, STARTING_CORNERS, type Vec2 } from "../../core/index.ts";
import { h } from "./dom.ts";
import { t } from "./i18n.ts";

export type PlacedCorners = Readonly<Record<Corner, Vec2>>;

export interface CornersPlacer {
  /** The view, its words in the page's language now (the language may change while placing). */
  view(): HTMLElement;
  /** The corners as placed now, as fractions of the photo's width and height. */
  corners(): PlacedCorners;
  /** The photo's object URL given back. */
  close(): void;
}

/** A keyboard's arrow moves a handle by this much of the photo (Shift: four times as far). */
const KEY_STEP = 0.005;

const clamp01 = (x: number): number => Math.min(1, Math.max(0, x));

export function cornersPlacer(file: Blob, onOk: () => void, onCancel: () => void): CornersPlacer {
  const url = URL.createObjectURL(file);
  const at: Record<Corner, Vec2> = { ...STARTING_CORNERS };
  const img = h("img", { src: url, alt: "", draggable: "false" });
  const frame = h("div", { class: "photo-place-frame" }, img);
  const handles: [Corner, HTMLButtonElement][] = [];
  const place = (handle: HTMLElement, c: Corner, p: Vec2) => {
    at[c] = [clamp01(p[0]), clamp01(p[1])];
    handle.style.left = `${at[c][0] * 100}%`;
    handle.style.top = `${at[c][1] * 100}%`;
    handle.dataset.at = `${at[c][0].toFixed(4)},${at[c][1].toFixed(4)}`;
  };
  for (const c of CORNERS) {
    const handle = h("button", {
      type: "button",
      class: "corner-handle",
      "data-corner": c,
      "data-testid": `shot-photo-corner-${c}`,
    });
    handles.push([c, handle]);
    place(handle, c, at[c]);
    const fromPointer = (e: PointerEvent): Vec2 => {
      const r = frame.getBoundingClientRect();
      return [(e.clientX - r.left) / r.width, (e.clientY - r.top) / r.height];
    };
    // Where the finger took the handle, from its centre: the handle keeps it while dragged
    // instead of jumping its centre under the fingertip.
    let grab: Vec2 = [0, 0];
    handle.addEventListener("pointerdown", (e) => {
      handle.setPointerCapture(e.pointerId);
      const p = fromPointer(e);
      grab = [at[c][0] - p[0], at[c][1] - p[1]];
      e.preventDefault();
    });
    handle.addEventListener("pointermove", (e) => {
      if (!handle.hasPointerCapture(e.pointerId)) return;
      const p = fromPointer(e);
      place(handle, c, [p[0] + grab[0], p[1] + grab[1]]);
    });
    handle.addEventListener("keydown", (e) => {
      const step = e.shiftKey ? 4 * KEY_STEP : KEY_STEP;
      const d: Record<string, Vec2> = {
        ArrowLeft: [-step, 0],
        ArrowRight: [step, 0],
        ArrowUp: [0, -step],
        ArrowDown: [0, step],
      };
      const move = d[e.key];
      if (!move) return;
      e.preventDefault();
      place(handle, c, [at[c][0] + move[0], at[c][1] + move[1]]);
    });
    frame.append(handle);
  }
  const help = h("p", { class: "muted tool-help" });
  const cancel = h("button", {
    type: "button",
    class: "big",
    "data-testid": "shot-photo-place-cancel",
    onclick: onCancel,
  });
  const ok = h("button", {
    type: "button",
    class: "big primary",
    "data-testid": "shot-photo-place-ok",
    onclick: onOk,
  });
  const el = h(
    "div",
    { class: "photo-place", "data-testid": "shot-photo-place-view" },
    help,
    frame,
    h("div", { class: "bar-row" }, cancel, ok),
  );
  const view = (): HTMLElement => {
    help.textContent = t("cornersHelp");
    img.alt = t("shotPhotoPlaceAlt");
    for (const [c, handle] of handles) {
      handle.textContent = t(`corner-${c}`);
      handle.setAttribute("aria-label", `${t(`corner-${c}`)}: ${t("cornersHelp")}`);
    }
    cancel.textContent = t("shotPhotoDiscard");
    ok.textContent = t("shotPhotoPlaceOk");
    return el;
  };
  return { view, corners: () => ({ ...at }), close: () => URL.revokeObjectURL(url) };
}
