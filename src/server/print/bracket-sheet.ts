/** The knockout bracket: a column a round, a box an encounter, lines to the next round. */
import type { Lang } from "../../core/index.ts";
import type { EncounterView, TournamentView } from "../../protocol/index.ts";
import { FONT } from "./fonts.ts";
import { type Doc, heading, printable, renderPdf } from "./pdf.ts";
import { fmt, nameOf, subtitle } from "./sheet-parts.ts";
import { sheetWord } from "./words.ts";

export function bracketPdf(v: TournamentView, lang: Lang): Promise<Buffer> {
  return renderPdf(`${v.name} — ${sheetWord(lang, "bracket")}`, (doc) => {
    heading(doc, `${v.name} — ${sheetWord(lang, "bracket")}`, subtitle(v, lang));
    const ko = v.encounters.filter((e) => e.stage === "ko");
    if (ko.length === 0) {
      doc.font(FONT.regular).fontSize(11).text(sheetWord(lang, "empty"));
      return;
    }
    drawBracket(doc, v, ko, lang);
  });
}

function drawBracket(doc: Doc, v: TournamentView, ko: readonly EncounterView[], lang: Lang): void {
  const rounds = [...new Set(ko.map((e) => e.round))].sort((a, b) => a - b);
  const top = doc.y + 10;
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const colW = width / rounds.length;
  const boxW = Math.min(150, colW - 16);
  const first = ko.filter((e) => e.round === rounds[0]).length;
  const height = doc.page.height - top - doc.page.margins.bottom - 20;
  const slotH = height / Math.max(1, first);
  rounds.forEach((r, ri) => {
    const inRound = ko.filter((e) => e.round === r).sort((a, b) => a.slot - b.slot);
    const span = slotH * 2 ** ri;
    inRound.forEach((e, i) => {
      const cy = top + span * (i + 0.5);
      const x = left + ri * colW;
      doc
        .rect(x, cy - 17, boxW, 34)
        .lineWidth(0.8)
        .stroke();
      const name = (id: string | null, k: 0 | 1) =>
        `${printable(nameOf(v, id))}${e.status === "done" ? `  ${fmt(e.score[k])}` : ""}`;
      doc
        .font(e.winner === 0 ? FONT.bold : FONT.regular)
        .fontSize(9)
        .text(name(e.a, 0), x + 4, cy - 14, { width: boxW - 8, lineBreak: false });
      doc
        .font(e.winner === 1 ? FONT.bold : FONT.regular)
        .fontSize(9)
        .text(name(e.b, 1), x + 4, cy + 2, { width: boxW - 8, lineBreak: false });
      if (ri + 1 < rounds.length) {
        const nextY = top + span * 2 * (Math.floor(i / 2) + 0.5);
        doc
          .moveTo(x + boxW, cy)
          .lineTo(x + colW - 6, cy)
          .lineTo(x + colW - 6, nextY)
          .lineTo(x + colW, nextY)
          .lineWidth(0.6)
          .stroke();
      }
    });
    doc
      .font(FONT.bold)
      .fontSize(10)
      .text(sheetWord(lang, "round", { n: r }), left + ri * colW, top - 14, { lineBreak: false });
  });
}
