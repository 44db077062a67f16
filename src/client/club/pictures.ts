/** Standings and brackets drawn as SVG pictures (the wall screen is read from across a room). */
import type { EncounterView, StandingRowView } from "../../protocol/club-views.ts";
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
  const ko = encounters.filter((e) => e.stage === "ko");
  if (!ko.length) return null;
  const rounds = Math.max(...ko.map((e) => e.round));
  const first = ko.filter((e) => e.round === 1).length;
  const boxW = 170;
  const boxH = 44;
  const gapX = 40;
  const slotH = 60;
  const height = first * slotH + 10;
  const svg = s("svg", {
    viewBox: `0 0 ${rounds * (boxW + gapX)} ${height}`,
    width: "100%",
    role: "img",
    "data-testid": "bracket",
  });
  svg.append(s("title", {}, t("bracket")));
  const centre = (round: number, slot: number) => ((slot + 0.5) * height) / (first / 2 ** (round - 1));
  for (const e of ko) {
    const x = (e.round - 1) * (boxW + gapX);
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
      const label = p ? name(p) : e.status === "done" ? "—" : "…";
      const score = e.status === "done" && e.result !== "bye" ? fmtPoints(e.score[i] ?? 0) : "";
      svg.append(
        s(
          "text",
          { x: x + 6, y: y + 18 + i * 20, "font-size": 13, "font-weight": e.winner === i ? 700 : 400 },
          label,
        ),
        s("text", { x: x + boxW - 6, y: y + 18 + i * 20, "font-size": 13, "text-anchor": "end" }, score),
      );
    });
    if (e.round < rounds) {
      const nx = x + boxW;
      const ny = centre(e.round, e.slot);
      const ty = centre(e.round + 1, Math.floor(e.slot / 2));
      svg.append(
        s("path", { d: `M${nx} ${ny} H${nx + gapX / 2} V${ty} H${nx + gapX}`, fill: "none", stroke: "#888" }),
      );
    }
  }
  return svg;
}
