/**
 * A top-down drawing of a table and a shot, as SVG text a person can read: cloth, rails,
 * pockets, diamonds, head string and foot spot, every ball's path in its colour, where the
 * balls started (dashed) and stopped (numbered), and marks where things happened.
 * It knows geometry only: the caller samples the paths (./shot-drawing.ts).
 * Drawing units are millimetres; screen right is +x (toward the foot), screen up is +y (left).
 */
import { type BallId, ballColour, type PocketId, type Vec2 } from "../core/index.ts";
import type { Table } from "../physics/index.ts";

export interface BallPath {
  readonly id: BallId;
  /** Centre positions in time order, m; only while the ball is on (or over) the table. */
  readonly points: readonly Vec2[];
  /** A stretch flown through the air (drawn dotted); a ball's path may be several stretches. */
  readonly airborne?: boolean;
}

export const MARK_KINDS = [
  "ball-ball",
  "ball-cushion",
  "ball-pocket",
  "airborne",
  "landing",
  "off-table",
] as const;
export type MarkKind = (typeof MARK_KINDS)[number];

export interface EventMark {
  readonly kind: MarkKind;
  /** Where it happened, m: the contact point for ball–ball, the ball's centre otherwise. */
  readonly at: Vec2;
}

export interface PlacedBallDrawing {
  readonly id: BallId;
  readonly at: Vec2;
}

export interface ShotDrawing {
  readonly table: Table;
  readonly radius: number;
  readonly start: readonly PlacedBallDrawing[];
  /** Balls still on the table at the end. */
  readonly final: readonly PlacedBallDrawing[];
  readonly pocketed: readonly { readonly id: BallId; readonly pocket: PocketId }[];
  readonly paths: readonly BallPath[];
  readonly marks: readonly EventMark[];
  readonly title?: string;
  /**
   * Draw only the square around this point (a pocket's centre, say), FOCUS_HALF on each side of
   * it, for a close look at what happens there; the legend is left out (it would not fit).
   */
  readonly focus?: Vec2;
}

/** Half the side of a focused drawing's square, m: a pocket, its points and the paths into it. */
export const FOCUS_HALF = 0.2;

/**
 * Where to centre a drawing of a pocket: half a square's side from the pocket's centre toward
 * the cloth (diagonally at a corner, straight across at a side), so that the square shows the
 * points and the paths into the pocket rather than the rail behind it.
 */
export function pocketFocus(table: Table, pocketCentre: Vec2): Vec2 {
  const [x, y] = pocketCentre;
  const corner = Math.abs(x) > table.length / 4;
  const ix = corner ? -Math.sign(x) * Math.SQRT1_2 : 0;
  const iy = -Math.sign(y) * (corner ? Math.SQRT1_2 : 1);
  return [x + 0.5 * FOCUS_HALF * ix, y + 0.5 * FOCUS_HALF * iy];
}

const MARK_STYLE: Record<MarkKind, { colour: string; label: string }> = {
  "ball-ball": { colour: "#ff4040", label: "ball–ball contact" },
  "ball-cushion": { colour: "#ffe14d", label: "cushion hit" },
  "ball-pocket": { colour: "#00e5ff", label: "pocketed" },
  airborne: { colour: "#ff9de2", label: "leaves the cloth" },
  landing: { colour: "#b48cff", label: "lands" },
  "off-table": { colour: "#ff00ff", label: "off the table" },
};

const mm = (m: number): string => String(Math.round(m * 10000) / 10);
const X = (p: Vec2): string => mm(p[0]);
const Y = (p: Vec2): string => mm(-p[1]);

export function renderShotSvg(d: ShotDrawing): string {
  const { table, radius: R } = d;
  const halfL = table.length / 2;
  const halfW = table.width / 2;
  const rail = table.railWidth;
  // The cushion rubber's depth is not part of Table; a third of the rail reads right.
  const cushionDepth = rail / 3;
  const margin = 0.03;
  const f = d.focus;
  // The focused square keeps the title, in a band a third as tall, and no legend.
  const header = d.title ? (f ? 0.025 : 0.07) : 0;
  const legend = f ? 0 : 0.16;
  const minX = f ? f[0] - FOCUS_HALF : -halfL - rail - margin;
  const minY = (f ? -f[1] - FOCUS_HALF : -halfW - rail - margin) - header;
  const widthM = f ? 2 * FOCUS_HALF : 2 * (halfL + rail + margin);
  const heightM = (f ? 2 * FOCUS_HALF : 2 * (halfW + rail + margin)) + header + legend;
  const out: string[] = [];
  const pxWidth = f ? 700 : 1400;
  out.push(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${pxWidth}" height="${Math.round((pxWidth * heightM) / widthM)}" ` +
      `viewBox="${mm(minX)} ${mm(minY)} ${mm(widthM)} ${mm(heightM)}" font-family="DejaVu Sans, Arial, sans-serif">`,
    // What a screen reader says of the drawing.
    `<title>${escapeXml(d.title ?? "A shot simulated by mingo")}</title>`,
  );
  out.push(
    `<rect x="${mm(minX)}" y="${mm(minY)}" width="${mm(widthM)}" height="${mm(heightM)}" fill="#20232a"/>`,
  );
  const title = d.title
    ? `<text x="${mm(f ? minX + 0.008 : -halfL - rail)}" y="${mm(minY + (2 * header) / 3)}" font-size="${mm(f ? 0.013 : 0.035)}" fill="#eeeeee">${escapeXml(d.title)}</text>`
    : "";
  if (!f) out.push(title);

  // Rails (wood), cushion rubber, cloth.
  out.push(rect(-halfL - rail, -halfW - rail, halfL + rail, halfW + rail, "#6b3d1e", ` rx="${mm(0.03)}"`));
  out.push(
    rect(
      -halfL - cushionDepth,
      -halfW - cushionDepth,
      halfL + cushionDepth,
      halfW + cushionDepth,
      "#0d5a3a",
      "",
    ),
  );
  out.push(rect(-halfL, -halfW, halfL, halfW, "#1b7f52", ""));

  for (const p of table.pockets) {
    out.push(`<circle cx="${X(p.centre)}" cy="${Y(p.centre)}" r="${mm(p.radius)}" fill="#050505"/>`);
  }
  // The cushion noses exactly as the engine sees them.
  for (const c of table.cushions) {
    out.push(
      `<line x1="${X(c.p1)}" y1="${Y(c.p1)}" x2="${X(c.p2)}" y2="${Y(c.p2)}" stroke="#0a3d27" stroke-width="${mm(0.004)}" stroke-linecap="round"/>`,
    );
  }
  for (const j of table.jaws) {
    out.push(
      `<circle cx="${X(j.centre)}" cy="${Y(j.centre)}" r="${mm(j.radius)}" fill="#0d5a3a" stroke="#0a3d27" stroke-width="${mm(0.002)}"/>`,
    );
  }
  for (const dmd of table.diamonds) {
    const s = 0.009;
    const [x, y] = dmd;
    out.push(
      `<polygon points="${mm(x - s)},${mm(-y)} ${mm(x)},${mm(-y - s)} ${mm(x + s)},${mm(-y)} ${mm(x)},${mm(-y + s)}" fill="#f3ead2"/>`,
    );
  }
  // Head string and foot spot.
  out.push(
    `<line x1="${mm(table.headStringX)}" y1="${mm(-halfW)}" x2="${mm(table.headStringX)}" y2="${mm(halfW)}" stroke="#d8f0e0" stroke-opacity="0.6" stroke-width="${mm(0.003)}" stroke-dasharray="${mm(0.02)} ${mm(0.015)}"/>`,
  );
  out.push(
    `<circle cx="${X(table.footSpot)}" cy="${Y(table.footSpot)}" r="${mm(0.006)}" fill="#d8f0e0" fill-opacity="0.8"/>`,
  );

  // Where each ball started: a dashed ghost, so the path reads from it.
  for (const b of d.start) {
    out.push(
      `<circle cx="${X(b.at)}" cy="${Y(b.at)}" r="${mm(R)}" fill="none" stroke="${ballColour(b.id)}" stroke-width="${mm(0.003)}" stroke-dasharray="${mm(0.008)} ${mm(0.006)}"/>`,
    );
  }
  // Paths: a dark halo under the coloured line keeps green and light balls visible on the cloth (a pale one for the 8).
  for (const path of d.paths) {
    if (path.points.length < 2) continue;
    const pts = path.points.map((p) => `${X(p)},${Y(p)}`).join(" ");
    out.push(
      `<polyline points="${pts}" fill="none" stroke="${path.id === 8 ? "#ffffff" : "#000000"}" stroke-opacity="0.45" stroke-width="${mm(0.009)}" stroke-linejoin="round" stroke-linecap="round"/>`,
    );
    const dash = path.airborne
      ? ` stroke-dasharray="${mm(0.004)} ${mm(0.01)}"`
      : path.id > 8
        ? ` stroke-dasharray="${mm(0.03)} ${mm(0.012)}"`
        : "";
    out.push(
      `<polyline points="${pts}" fill="none" stroke="${ballColour(path.id)}" stroke-width="${mm(path.airborne ? 0.007 : 0.005)}" stroke-linejoin="round" stroke-linecap="round"${dash}/>`,
    );
  }
  for (const m of d.marks) out.push(markSvg(m));
  for (const b of d.final) out.push(ballSvg(b.id, b.at, R));

  if (!f) out.push(legendSvg(d, -halfL - rail, halfW + rail + margin + 0.045));
  // Focused, the table reaches the title's band: the band and the title go on top.
  else if (title) {
    out.push(
      `<rect x="${mm(minX)}" y="${mm(minY)}" width="${mm(widthM)}" height="${mm(header)}" fill="#20232a"/>`,
      title,
    );
  }
  out.push("</svg>");
  return `${out.join("\n")}\n`;
}

function rect(x0: number, y0: number, x1: number, y1: number, fill: string, extra: string): string {
  return `<rect x="${mm(x0)}" y="${mm(-y1)}" width="${mm(x1 - x0)}" height="${mm(y1 - y0)}" fill="${fill}"${extra}/>`;
}

function markSvg(m: EventMark): string {
  const { colour } = MARK_STYLE[m.kind];
  const s = 0.012;
  const [x, y] = m.at;
  switch (m.kind) {
    case "ball-ball":
      return `<circle cx="${X(m.at)}" cy="${Y(m.at)}" r="${mm(s)}" fill="none" stroke="${colour}" stroke-width="${mm(0.004)}"/>`;
    case "ball-cushion":
      return `<path d="M${mm(x - s)},${mm(-y - s)}L${mm(x + s)},${mm(-y + s)}M${mm(x - s)},${mm(-y + s)}L${mm(x + s)},${mm(-y - s)}" stroke="${colour}" stroke-width="${mm(0.004)}"/>`;
    case "ball-pocket":
      return `<circle cx="${X(m.at)}" cy="${Y(m.at)}" r="${mm(1.6 * s)}" fill="none" stroke="${colour}" stroke-width="${mm(0.005)}"/>`;
    case "landing":
      // Pointing down, the opposite of "leaves the cloth".
      return `<polygon points="${mm(x)},${mm(-y + s)} ${mm(x + s)},${mm(-y - s)} ${mm(x - s)},${mm(-y - s)}" fill="none" stroke="${colour}" stroke-width="${mm(0.004)}"/>`;
    default:
      return `<polygon points="${mm(x)},${mm(-y - s)} ${mm(x + s)},${mm(-y + s)} ${mm(x - s)},${mm(-y + s)}" fill="none" stroke="${colour}" stroke-width="${mm(0.004)}"/>`;
  }
}

/** A ball as seen from above: solid colour, or white with a band for stripes; its number on a disc. */
function ballSvg(id: BallId, at: Vec2, R: number): string {
  const parts: string[] = [];
  const cx = X(at);
  const cy = Y(at);
  const colour = ballColour(id);
  if (id > 8) {
    parts.push(`<circle cx="${cx}" cy="${cy}" r="${mm(R)}" fill="#f4f1e8"/>`);
    parts.push(`<clipPath id="ball-${id}"><circle cx="${cx}" cy="${cy}" r="${mm(R)}"/></clipPath>`);
    parts.push(
      `<rect x="${mm(at[0] - R)}" y="${mm(-at[1] - R * 0.55)}" width="${mm(2 * R)}" height="${mm(R * 1.1)}" fill="${colour}" clip-path="url(#ball-${id})"/>`,
    );
  } else {
    parts.push(`<circle cx="${cx}" cy="${cy}" r="${mm(R)}" fill="${colour}"/>`);
  }
  parts.push(
    `<circle cx="${cx}" cy="${cy}" r="${mm(R)}" fill="none" stroke="#000000" stroke-width="${mm(0.0015)}"/>`,
  );
  if (id !== 0) {
    parts.push(`<circle cx="${cx}" cy="${cy}" r="${mm(R * 0.52)}" fill="#ffffff"/>`);
    parts.push(
      `<text x="${cx}" y="${cy}" dy="0.35em" text-anchor="middle" font-size="${mm(R * (id > 9 ? 0.62 : 0.75))}" font-weight="bold" fill="#000000">${id}</text>`,
    );
  }
  return parts.join("");
}

function legendSvg(d: ShotDrawing, x0: number, yTopM: number): string {
  const parts: string[] = [];
  const fs = 0.028;
  let x = x0;
  const y = yTopM;
  for (const kind of MARK_KINDS) {
    if (!d.marks.some((m) => m.kind === kind)) continue;
    parts.push(markSvg({ kind, at: [x + 0.012, -y + 0.004] }));
    const label = MARK_STYLE[kind].label;
    parts.push(
      `<text x="${mm(x + 0.035)}" y="${mm(y + 0.012)}" font-size="${mm(fs)}" fill="#dddddd">${escapeXml(label)}</text>`,
    );
    x += 0.05 + label.length * fs * 0.55;
  }
  const dashed = `dashed circle: start · numbered ball: where it stopped${
    d.paths.some((p) => p.airborne) ? " · dotted path: in the air" : ""
  }`;
  parts.push(
    `<text x="${mm(x0)}" y="${mm(y + 0.06)}" font-size="${mm(fs)}" fill="#bbbbbb">${escapeXml(dashed)}${
      d.pocketed.length > 0
        ? escapeXml(` · pocketed: ${d.pocketed.map((p) => `${p.id} (${p.pocket})`).join(", ")}`)
        : ""
    }</text>`,
  );
  return parts.join("\n");
}

function escapeXml(s: string): string {
  return s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}
