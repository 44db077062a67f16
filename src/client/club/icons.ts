/**
 * The club pages' small signs as inline SVG, so they draw without a font that has the glyph
 * (ⓘ had none in headless Chromium and showed as an empty box; ↶, ○ and ▶ lack one on some
 * phones). Each icon is drawn in the text's colour at the text's size and hidden from screen
 * readers: the control that holds it carries the words.
 */
const SVG = "http://www.w3.org/2000/svg";

const PATHS = {
  /** The rule's information: a ringed "i". */
  info: '<circle cx="12" cy="12" r="9.5" fill="none" stroke="currentColor" stroke-width="2"/><rect x="10.8" y="10" width="2.4" height="8" rx="1" fill="currentColor"/><circle cx="12" cy="6.8" r="1.5" fill="currentColor"/>',
  /** Take back the last entry: an arrow turning back. */
  undo: '<path d="M9 5 4 10l5 5" fill="none" stroke="currentColor" stroke-width="2.2" stroke-linecap="round" stroke-linejoin="round"/><path d="M4.5 10H14a6 6 0 0 1 0 12h-3" fill="none" stroke="currentColor" stroke-width="2.2" stroke-linecap="round"/>',
  /** The cue ball. */
  cue: '<circle cx="12" cy="12" r="8.5" fill="#fff" stroke="currentColor" stroke-width="2"/>',
  /** Whose turn it is. */
  turn: '<path d="M7 4.5v15L19 12z" fill="currentColor"/>',
  /** Remove an item. */
  close: '<path d="m6 6 12 12M18 6 6 18" stroke="currentColor" stroke-width="2.4" stroke-linecap="round"/>',
  /** A ball into a pocket. */
  into: '<path d="M4 12h13m-5-6 6 6-6 6" fill="none" stroke="currentColor" stroke-width="2.2" stroke-linecap="round" stroke-linejoin="round"/>',
  /** No connection: a cloud struck through. */
  offline:
    '<path d="M7 18h10a4 4 0 0 0 .5-8A6 6 0 0 0 6 9.5 4.3 4.3 0 0 0 7 18z" fill="none" stroke="currentColor" stroke-width="2"/><path d="M4 4l16 16" stroke="currentColor" stroke-width="2.2" stroke-linecap="round"/>',
  /** A photo of the table: a camera. */
  camera:
    '<path d="M4 8h3.2l1.6-2.4h6.4L16.8 8H20a1 1 0 0 1 1 1v9a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V9a1 1 0 0 1 1-1z" fill="none" stroke="currentColor" stroke-width="2" stroke-linejoin="round"/><circle cx="12" cy="13.2" r="3.6" fill="none" stroke="currentColor" stroke-width="2"/>',
} as const;

export type IconName = keyof typeof PATHS;

export function icon(name: IconName): SVGSVGElement {
  const svg = document.createElementNS(SVG, "svg");
  svg.setAttribute("viewBox", "0 0 24 24");
  svg.setAttribute("class", `icon icon-${name}`);
  svg.setAttribute("aria-hidden", "true");
  svg.setAttribute("focusable", "false");
  // The markup is this file's own constants, never text from outside.
  svg.innerHTML = PATHS[name];
  return svg;
}
