/**
 * Table cards: a page a table, cut in two. The top half is the scorekeeper's (the table's link
 * as a QR: the table's key), the bottom half stands on the table for spectators (the wall's
 * address as a QR). Links come absolute: a phone scanning the card knows no server.
 */
import type { Lang } from "../../core/index.ts";
import { err, ok, type Result } from "../../core/index.ts";
import type { TournamentView } from "../../protocol/index.ts";
import { cardHeader, cutLine, qrBlock } from "./card-parts.ts";
import { FONT } from "./fonts.ts";
import { renderPdf } from "./pdf.ts";
import { subtitle } from "./sheet-parts.ts";
import { sheetWord } from "./words.ts";

export interface TableCardsInput {
  readonly tournament: Pick<TournamentView, "name" | "game" | "format">;
  /** The wall's absolute address, for spectators. */
  readonly wall: string;
  /** Each real table's scorekeeper link, absolute. */
  readonly tables: readonly { readonly number: number; readonly link: string }[];
}

export async function tableCardsPdf(input: TableCardsInput, lang: Lang): Promise<Result<Buffer, string>> {
  const t = input.tournament;
  let failed: string | null = null;
  const bytes = await renderPdf(`${t.name} — ${sheetWord(lang, "tableCards")}`, (doc) => {
    const small = `${t.name} · ${subtitle(t, lang)}`;
    if (input.tables.length === 0) {
      doc.font(FONT.bold).fontSize(18).text(small);
      doc.moveDown(0.6);
      doc.font(FONT.regular).fontSize(12).text(sheetWord(lang, "noTables"));
      return;
    }
    const half = doc.page.height / 2;
    input.tables.forEach((table, i) => {
      if (i > 0) doc.addPage();
      const big = sheetWord(lang, "table", { n: table.number });
      const top = doc.page.margins.top;
      cardHeader(doc, top, small, big);
      const keeper = qrBlock(
        doc,
        {
          title: sheetWord(lang, "cardScorekeeper"),
          hint: sheetWord(lang, "cardScorekeeperHint"),
          link: table.link,
        },
        doc.page.margins.left,
        top + 80,
      );
      cutLine(doc, half, lang);
      cardHeader(doc, half + 30, small, big);
      const wall = qrBlock(
        doc,
        { title: sheetWord(lang, "cardWall"), hint: sheetWord(lang, "cardWallHint"), link: input.wall },
        doc.page.margins.left,
        half + 110,
      );
      failed ??= !keeper.ok ? keeper.error : !wall.ok ? wall.error : null;
    });
  });
  return failed ? err(failed) : ok(bytes);
}
