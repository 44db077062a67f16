/**
 * The table seen from above as the scorekeeper's input (SVG): the six pockets and the balls
 * still on the table, each a finger-sized target. The page does not know where the balls lie
 * at a real table, so each ball keeps a fixed place by its number (the 1 top left), found
 * again at a glance; the cue ball waits in the kitchen, by the head cushion.
 *
 * Upright the head cushion is at the bottom, by the person holding the phone; on its side
 * the head is at the left. Left and right are as seen from the head, the pockets' own words.
 */
import type { BallId, ObjectBallId, PocketId } from "../../core/index.ts";
import { ballColour, isStripe } from "../../core/index.ts";

const SVG = "http://www.w3.org/2000/svg";

/** Table units (px at scale 1): a 1:2 cloth, a rail around it. */
const RAIL = 14;
const CLOTH_W = 190;
const CLOTH_L = 380;
export const TABLE_W = CLOTH_W + 2 * RAIL;
export const TABLE_L = CLOTH_L + 2 * RAIL;
const BALL_R = 25;
/** A pocket's target is wider than its mouth: a thumb aims for the corner. */
const POCKET_HIT_R = 24;

/** Upright coordinates: x across (left to right as seen from the head), y from the foot down. */
const POCKET_AT: Readonly<Record<PocketId, readonly [number, number]>> = {
  "foot-left": [0, 0],
  "foot-right": [CLOTH_W, 0],
  "side-left": [0, CLOTH_L / 2],
  "side-right": [CLOTH_W, CLOTH_L / 2],
  "head-left": [0, CLOTH_L],
  "head-right": [CLOTH_W, CLOTH_L],
};

/**
 * Each ball's place, in reading order (the 1 first), clear of the pockets' targets; the cue ball
 * in the kitchen. Upright: three columns, the head at the bottom; on its side: five columns,
 * the head at the left. Cloth coordinates of the drawing as shown.
 */
function ballAt(b: BallId, landscape: boolean): readonly [number, number] {
  if (landscape) {
    if (b === 0) return [40, CLOTH_W / 2];
    const i = b - 1;
    return [100 + (i % 5) * 60, 40 + Math.floor(i / 5) * 55];
  }
  if (b === 0) return [CLOTH_W / 2, CLOTH_L - 38];
  const i = b - 1;
  return [40 + (i % 3) * 55, 40 + Math.floor(i / 3) * 60];
}

export interface DrawingInput {
  readonly balls: readonly ObjectBallId[];
  /** Whether the cue ball is a target (it is when the person says what happened to it). */
  readonly cue: boolean;
  readonly landscape: boolean;
  /** Balls ringed as chosen, and how. */
  readonly marks: ReadonlyMap<BallId, "selected" | "first" | "rail" | "pending">;
  /** Balls already said to be down or off in this entry: drawn faint. */
  readonly gone: ReadonlySet<BallId>;
  readonly pocket: PocketId | null;
  /** Numbers said to have dropped in each pocket (drawn beside it). */
  readonly inPocket: ReadonlyMap<PocketId, readonly BallId[]>;
  readonly ballLabel: (b: BallId) => string;
  readonly pocketLabel: (p: PocketId) => string;
  readonly onBall: (b: BallId) => void;
  readonly onPocket: (p: PocketId) => void;
}

function el<K extends keyof SVGElementTagNameMap>(
  tag: K,
  attrs: Readonly<Record<string, string | number>>,
  ...children: (SVGElement | string)[]
): SVGElementTagNameMap[K] {
  const e = document.createElementNS(SVG, tag);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, String(v));
  e.append(...children);
  return e;
}

/** A target: a group that answers a tap, named for screen readers and tests. */
function target(testid: string, label: string, onTap: () => void, ...children: SVGElement[]): SVGGElement {
  const g = el("g", {
    "data-testid": testid,
    role: "button",
    tabindex: 0,
    "aria-label": label,
    class: "tap",
  });
  g.append(el("title", {}, label), ...children);
  g.addEventListener("click", onTap);
  g.addEventListener("keydown", (ev) => {
    if (ev.key === "Enter" || ev.key === " ") onTap();
  });
  return g;
}

/** A ball as the game colours it: solids full, stripes a band on white, the number on a disc. */
function ballShape(b: BallId, cx: number, cy: number): SVGElement[] {
  const colour = ballColour(b);
  const out: SVGElement[] = [];
  if (b !== 0 && isStripe(b)) {
    const k = BALL_R * 0.5;
    const x0 = Math.sqrt(BALL_R * BALL_R - k * k);
    out.push(
      el("circle", { cx, cy, r: BALL_R, fill: "#f4f1e8", stroke: "#0003" }),
      el("path", {
        d: `M ${cx - x0} ${cy - k} L ${cx + x0} ${cy - k} A ${BALL_R} ${BALL_R} 0 0 1 ${cx + x0} ${cy + k} L ${cx - x0} ${cy + k} A ${BALL_R} ${BALL_R} 0 0 1 ${cx - x0} ${cy - k} Z`,
        fill: colour,
      }),
    );
  } else out.push(el("circle", { cx, cy, r: BALL_R, fill: colour, stroke: "#0003" }));
  if (b !== 0)
    out.push(
      el("circle", { cx, cy, r: BALL_R * 0.52, fill: "#fff" }),
      el(
        "text",
        { x: cx, y: cy + 6, "text-anchor": "middle", class: "ball-number", "font-size": 17 },
        String(b),
      ),
    );
  return out;
}

export function tableDrawing(d: DrawingInput): SVGSVGElement {
  // On its side the drawing turns: the head to the left, "left" pockets at the top.
  const at = (x: number, y: number): [number, number] =>
    d.landscape ? [RAIL + CLOTH_L - y, RAIL + x] : [RAIL + x, RAIL + y];
  const [w, h] = d.landscape ? [TABLE_L, TABLE_W] : [TABLE_W, TABLE_L];
  const svg = el("svg", {
    viewBox: `0 0 ${w} ${h}`,
    class: "table-drawing",
    "data-testid": "table-drawing",
    "data-orientation": d.landscape ? "landscape" : "portrait",
  });
  svg.append(
    el("rect", { x: 0, y: 0, width: w, height: h, rx: 16, class: "rail" }),
    el("rect", {
      x: RAIL,
      y: RAIL,
      width: d.landscape ? CLOTH_L : CLOTH_W,
      height: d.landscape ? CLOTH_W : CLOTH_L,
      class: "cloth",
    }),
  );
  const [hx1, hy1] = at(0, (CLOTH_L * 3) / 4);
  const [hx2, hy2] = at(CLOTH_W, (CLOTH_L * 3) / 4);
  svg.append(el("line", { x1: hx1, y1: hy1, x2: hx2, y2: hy2, class: "head-string" }));
  for (const [p, [px, py]] of Object.entries(POCKET_AT) as [PocketId, readonly [number, number]][]) {
    const [cx, cy] = at(px, py);
    const dropped = d.inPocket.get(p) ?? [];
    const label = d.pocketLabel(p);
    const parts: SVGElement[] = [
      el("circle", { cx, cy, r: POCKET_HIT_R, class: "pocket-target" }),
      el("circle", { cx, cy, r: 15, class: d.pocket === p ? "pocket on" : "pocket" }),
    ];
    const numbers = dropped.filter((b) => b !== 0);
    if (numbers.length)
      parts.push(
        el(
          "text",
          { x: cx, y: cy + 5, "text-anchor": "middle", class: "pocket-count", "font-size": 13 },
          numbers.join(" "),
        ),
      );
    // The cue ball down: a small white ball in the pocket (no glyph, so no font is needed).
    if (dropped.includes(0)) parts.push(el("circle", { cx: cx + 9, cy: cy - 9, r: 6, class: "pocket-cue" }));
    svg.append(target(`pocket-${p}`, label, () => d.onPocket(p), ...parts));
  }
  const shown: BallId[] = [...d.balls, ...(d.cue ? [0 as BallId] : [])];
  for (const b of shown) {
    const [bx, by] = ballAt(b, d.landscape);
    const [cx, cy] = [RAIL + bx, RAIL + by];
    const mark = d.marks.get(b);
    const shape = ballShape(b, cx, cy);
    if (mark) shape.push(el("circle", { cx, cy, r: BALL_R + 3, class: `ring ${mark}` }));
    const g = target(`ball-${b}`, d.ballLabel(b), () => d.onBall(b), ...shape);
    if (d.gone.has(b)) g.setAttribute("opacity", "0.3");
    if (mark) g.setAttribute("aria-pressed", "true");
    svg.append(g);
  }
  return svg;
}
