/** The standings, a table per group, with the tie-breaks named in the order they apply. */
import type { Lang } from "../../core/index.ts";
import type { TournamentView } from "../../protocol/index.ts";
import { TIE_BREAK_WORDS, type TieBreak } from "../../rules/index.ts";
import { FONT } from "./fonts.ts";
import { heading, printable, renderPdf, row } from "./pdf.ts";
import { fmt, nameWithHandicap, subtitle } from "./sheet-parts.ts";
import { sheetWord } from "./words.ts";

/** What the standings sheet reads: a tournament's view, or a league's season. */
export type StandingsSource = Pick<TournamentView, "name" | "game" | "format" | "tieBreaks" | "standings"> &
  Partial<Pick<TournamentView, "players">>;

/** "Desempate: puntos → encuentros ganados → …", the words the wall uses too (rules' TIE_BREAK_WORDS). */
export function tieBreakLine(tieBreaks: readonly string[], lang: Lang): string {
  const list = tieBreaks.map((k) => TIE_BREAK_WORDS[lang][k as TieBreak] ?? k).join(" → ");
  return sheetWord(lang, "tieBreaks", { list });
}

export function standingsPdf(v: StandingsSource, lang: Lang): Promise<Buffer> {
  return renderPdf(`${v.name} — ${sheetWord(lang, "standings")}`, (doc) => {
    heading(doc, `${v.name} — ${sheetWord(lang, "standings")}`, subtitle(v, lang));
    const pointsLabel = v.game === "pina" ? sheetWord(lang, "points") : sheetWord(lang, "racksWon");
    const widths = [40, 200, 40, 40, 40, 50, 55, 50];
    for (const g of v.standings) {
      if (v.standings.length > 1)
        doc
          .font(FONT.bold)
          .fontSize(12)
          .text(sheetWord(lang, "group", { n: g.group }));
      row(
        doc,
        [
          sheetWord(lang, "rank"),
          sheetWord(lang, "name"),
          sheetWord(lang, "played"),
          sheetWord(lang, "won"),
          sheetWord(lang, "lost"),
          pointsLabel,
          sheetWord(lang, "against"),
          sheetWord(lang, "forfeits"),
        ],
        widths,
        true,
      );
      for (const r of g.rows)
        row(
          doc,
          [
            String(r.rank),
            // A tournament's player with a handicap is printed with it (a league's season has none).
            v.players ? nameWithHandicap({ players: v.players, game: v.game }, r.id, lang) : r.name,
            `${r.played}`,
            `${r.won}`,
            `${r.lost}`,
            fmt(r.points),
            fmt(r.against),
            `${r.forfeits}`,
          ],
          widths,
        );
      doc.moveDown(0.6);
    }
    doc
      .font(FONT.regular)
      .fontSize(10)
      .text(printable(tieBreakLine(v.tieBreaks, lang)));
  });
}
