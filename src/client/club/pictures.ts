/** Standings and brackets drawn as SVG pictures (the wall screen is read from across a room). */
import type { EncounterView, StandingRowView } from "../../protocol/index.ts";
import { fmtPoints, t } from "./i18n.ts";

const NS = "http://www.w3.org/2000/svg";
function s(tag: string, attrs: Readonly<Record<string, string | number>> = {}, text?: string): SVGElement {
  const el = document.createElementNS(NS, tag);
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, String(v));
  if (text !== undefined) el.textContent = text;
  return el;
}

/** One bar per player, length by points (Piña) or racks won (Bola 8), rank first. */
export function standingsPicture(rows: readonly StandingRowView[], testid: string): SVGElement {
  const rowH = 30;
  const width = 520;
  const labelW = 170;
  const max = Math.max(1, ...rows.map((r) => r.points));
  const svg = s("svg", {
    viewBox: `0 0 ${width} ${rows.length * rowH + 10}`,
    width: "100%",
    role: "img",
    "data-testid": testid,
  });
  svg.append(s("title", {}, t("standings")));
  rows.forEach((r, i) => {
    const y = 5 + i * rowH;
    const w = Math.max(2, ((width - labelW - 60) * r.points) / max);
    svg.append(
      s("text", { x: 4, y: y + 19, "font-size": 15 }, `${r.rank}. ${r.name}`),
      s("rect", {
        x: labelW,
        y: y + 4,
        width: w,
        height: rowH - 10,
        rx: 4,
        fill: i === 0 ? "#c8102e" : "#0b6b3a",
      }),
      s(
        "text",
        { x: labelW + w + 6, y: y + 19, "font-size": 15, "data-points": r.points },
        fmtPoints(r.points),
      ),
    );
  });
  return svg;
}

/** Knockout rounds as columns of boxes joined by lines; winners in bold. */
export function bracketPicture(
  encounters: readonly EncounterView[],
  name: (playerId: string) => string,
): SVGElement | null {
  return roundsPicture(
    encounters.filter((e) => e.stage === "ko"),
    name,
    "bracket",
    t("bracket"),
  );
}

/**
 * A bracket's rounds as columns of boxes, each joined to the box it feeds in the next round
 * (the one at the same height share: half as many boxes, the pairs meet; as many, straight on).
 * A knockout, and each of double elimination's brackets (winners', losers', grand final).
 */
export function roundsPicture(
  encounters: readonly EncounterView[],
  name: (playerId: string) => string,
  testid: string,
  title: string,
): SVGElement | null {
  if (!encounters.length) return null;
  const rounds = [...new Set(encounters.map((e) => e.round))].sort((a, b) => a - b);
  const count = (r: number) => encounters.filter((e) => e.round === r).length;
  const widest = Math.max(...rounds.map(count));
  const boxW = 170;
  const boxH = 44;
  const gapX = 40;
  const slotH = 60;
  const height = widest * slotH + 10;
  const width = rounds.length * (boxW + gapX);
  const svg = s("svg", {
    viewBox: `0 0 ${width} ${height}`,
    width: "100%",
    // Never larger than its own size (a grand final of two boxes stays box-sized on a wall), and
    // on a phone wide enough to read: its card scrolls sideways (club.css .bracket-card).
    style: `max-width: ${width}px; min-width: ${Math.min(width, 520)}px`,
    role: "img",
    "data-testid": testid,
  });
  svg.append(s("title", {}, title));
  const centre = (round: number, slot: number) => ((slot + 0.5) * height) / count(round);
  for (const e of encounters) {
    const col = rounds.indexOf(e.round);
    const x = col * (boxW + gapX);
    const y = centre(e.round, e.slot) - boxH / 2;
    svg.append(
      s("rect", {
        x,
        y,
        width: boxW,
        height: boxH,
        rx: 5,
        fill: "#fff",
        stroke: e.status === "playing" ? "#c8102e" : "#888",
      }),
    );
    [e.a, e.b].forEach((p, i) => {
      const label = p
        ? name(p)
        : e.result === "unneeded"
          ? i === 0
            ? t("unneeded")
            : ""
          : e.status === "done"
            ? "—"
            : "…";
      const score =
        e.status === "done" && e.result !== "bye" && e.result !== "unneeded"
          ? fmtPoints(e.score[i] ?? 0)
          : "";
      svg.append(
        s(
          "text",
          { x: x + 6, y: y + 18 + i * 20, "font-size": 13, "font-weight": e.winner === i ? 700 : 400 },
          label,
        ),
        s("text", { x: x + boxW - 6, y: y + 18 + i * 20, "font-size": 13, "text-anchor": "end" }, score),
      );
    });
    const next = rounds[col + 1];
    if (next !== undefined) {
      const nx = x + boxW;
      const ny = centre(e.round, e.slot);
      const ty = centre(next, Math.floor((e.slot * count(next)) / count(e.round)));
      svg.append(
        s("path", { d: `M${nx} ${ny} H${nx + gapX / 2} V${ty} H${nx + gapX}`, fill: "none", stroke: "#888" }),
      );
    }
  }
  return svg;
}
