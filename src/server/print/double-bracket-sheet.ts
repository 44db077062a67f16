/**
 * Double elimination on paper (issue 39): the winners' bracket, the losers' bracket and the
 * grand final, a page each in landscape, each a column a round with a box an encounter and a
 * line to the box it feeds; then the final placings (1.º, 2.º, 3.º, 4.º, 5.º–6.º…). From the
 * same view the wall draws. The knockout's sheet is bracket-sheet.ts.
 */
import type { Lang } from "../../core/index.ts";
import type { EncounterView, TournamentView } from "../../protocol/index.ts";
import { FONT } from "./fonts.ts";
import { type Doc, heading, printable, renderPdf, row } from "./pdf.ts";
import { fmt, nameOf, nameWithHandicap, subtitle } from "./sheet-parts.ts";
import { type SheetWord, sheetWord } from "./words.ts";

const LANDSCAPE = [841.89, 595.28] as const;
const SECTIONS: readonly [string, SheetWord][] = [
  ["wb", "winnersBracket"],
  ["lb", "losersBracket"],
  ["gf", "grandFinal"],
];

export function doubleBracketPdf(v: TournamentView, lang: Lang): Promise<Buffer> {
  const title = `${v.name} — ${sheetWord(lang, "bracket")}`;
  return renderPdf(
    title,
    (doc) => {
      let first = true;
      for (const [stage, word] of SECTIONS) {
        const mine = v.encounters.filter((e) => e.stage === stage);
        if (mine.length === 0) continue;
        if (!first) doc.addPage();
        first = false;
        heading(doc, `${v.name} — ${sheetWord(lang, word)}`, subtitle(v, lang));
        drawRounds(doc, v, mine, lang);
      }
      if (first) {
        heading(doc, title, subtitle(v, lang));
        doc.font(FONT.regular).fontSize(11).text(sheetWord(lang, "empty"));
        return;
      }
      doc.addPage();
      heading(doc, `${v.name} — ${sheetWord(lang, "placings")}`, subtitle(v, lang));
      placingsTable(doc, v, lang);
    },
    { size: LANDSCAPE },
  );
}

function placingsTable(doc: Doc, v: TournamentView, lang: Lang): void {
  const widths = [90, 500];
  row(doc, [sheetWord(lang, "rank"), sheetWord(lang, "name")], widths, true);
  for (const p of v.placings)
    row(
      doc,
      [
        p.from === p.to
          ? sheetWord(lang, "place", { n: p.from })
          : sheetWord(lang, "placeRange", { from: p.from, to: p.to }),
        p.players.map((id) => nameWithHandicap(v, id, lang)).join(" · ") || "…",
      ],
      widths,
    );
}

/** A bracket's rounds as columns; a box feeds the one at the same share of the next column's height. */
function drawRounds(doc: Doc, v: TournamentView, encounters: readonly EncounterView[], lang: Lang): void {
  const rounds = [...new Set(encounters.map((e) => e.round))].sort((a, b) => a - b);
  const count = (r: number) => encounters.filter((e) => e.round === r).length;
  const top = doc.y + 16;
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const colW = width / rounds.length;
  const boxW = Math.min(150, colW - 16);
  const height = doc.page.height - top - doc.page.margins.bottom - 10;
  const centre = (r: number, slot: number) => top + ((slot + 0.5) * height) / count(r);
  rounds.forEach((r, ri) => {
    const x = left + ri * colW;
    const label =
      encounters[0]?.stage === "gf"
        ? sheetWord(lang, r === 1 ? "grandFinal" : "resetFinal")
        : sheetWord(lang, "round", { n: r });
    doc
      .font(FONT.bold)
      .fontSize(10)
      .text(label, x, top - 14, { lineBreak: false });
    for (const e of encounters.filter((x2) => x2.round === r)) {
      const cy = centre(r, e.slot);
      doc
        .rect(x, cy - 17, boxW, 34)
        .lineWidth(0.8)
        .stroke();
      const scored = e.status === "done" && e.result !== "bye" && e.result !== "unneeded";
      const side = (id: string | null, k: 0 | 1) =>
        e.result === "unneeded"
          ? k === 0
            ? sheetWord(lang, "unneeded")
            : ""
          : `${printable(nameOf(v, id))}${scored ? `  ${fmt(e.score[k])}` : ""}`;
      doc
        .font(e.winner === 0 ? FONT.bold : FONT.regular)
        .fontSize(9)
        .text(side(e.a, 0), x + 4, cy - 14, { width: boxW - 8, lineBreak: false });
      doc
        .font(e.winner === 1 ? FONT.bold : FONT.regular)
        .fontSize(9)
        .text(side(e.b, 1), x + 4, cy + 2, { width: boxW - 8, lineBreak: false });
      const next = rounds[ri + 1];
      if (next !== undefined) {
        const ty = centre(next, Math.floor((e.slot * count(next)) / count(r)));
        doc
          .moveTo(x + boxW, cy)
          .lineTo(x + colW - 6, cy)
          .lineTo(x + colW - 6, ty)
          .lineTo(x + colW, ty)
          .lineWidth(0.6)
          .stroke();
      }
    }
  });
}
