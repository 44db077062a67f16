/** The draw: the entries by seed and every pairing with its stage, table, time and result. */
import type { Lang } from "../../core/index.ts";
import type { EncounterView, TournamentView } from "../../protocol/index.ts";
import { FONT } from "./fonts.ts";
import { heading, printable, renderPdf, row } from "./pdf.ts";
import { nameOf, nameWithHandicap, stageLabel, subtitle, timeOf } from "./sheet-parts.ts";
import { sheetWord } from "./words.ts";

export function drawPdf(v: TournamentView, lang: Lang): Promise<Buffer> {
  return renderPdf(`${v.name} — ${sheetWord(lang, "draw")}`, (doc) => {
    heading(doc, `${v.name} — ${sheetWord(lang, "draw")}`, subtitle(v, lang));
    doc.font(FONT.bold).fontSize(12).text(sheetWord(lang, "entries"));
    doc.moveDown(0.3);
    row(doc, [sheetWord(lang, "seed"), sheetWord(lang, "name")], [60, 400], true);
    for (const p of [...v.players].sort((a, b) => a.seed - b.seed))
      row(doc, [String(p.seed), nameWithHandicap(v, p.id, lang)], [60, 400]);
    doc.moveDown(0.8);
    if (v.encounters.length === 0) {
      doc.font(FONT.regular).fontSize(11).text(sheetWord(lang, "empty"));
      return;
    }
    let last = "";
    for (const e of v.encounters) {
      const label = stageLabel(e, lang);
      if (label !== last) {
        doc.moveDown(0.4);
        doc.font(FONT.bold).fontSize(12).text(printable(label));
        last = label;
      }
      const table = e.table === null ? sheetWord(lang, "noTable") : sheetWord(lang, "table", { n: e.table });
      const pair = `${nameOf(v, e.a)} ${sheetWord(lang, "vs")} ${e.b === null && e.a !== null ? sheetWord(lang, "bye") : nameOf(v, e.b)}`;
      row(doc, [table, pair, timeOf(e.scheduledAt, lang), resultOf(e, lang)], [70, 260, 90, 95]);
    }
  });
}

function resultOf(e: EncounterView, lang: Lang): string {
  if (e.status === "done") {
    if (e.result === "noshow") return `${e.score[0]}–${e.score[1]} (${sheetWord(lang, "noShow")})`;
    return `${e.score[0]}–${e.score[1]}`;
  }
  return e.status === "playing" ? sheetWord(lang, "running") : "";
}
