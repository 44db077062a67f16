/**
 * A player's profile card: the link that puts a tournament (and the player's results at the
 * tables) on their online profile, as a QR to scan, on the top half of a page to cut out.
 */
import type { Lang } from "../../core/index.ts";
import { err, ok, type Result } from "../../core/index.ts";
import { cardHeader, cutLine, qrBlock } from "./card-parts.ts";
import { renderPdf } from "./pdf.ts";
import { sheetWord } from "./words.ts";

export interface ProfileCardInput {
  readonly tournament: string;
  readonly player: string;
  /** The profile link, absolute (it carries a one-use token). */
  readonly link: string;
}

export async function profileCardPdf(input: ProfileCardInput, lang: Lang): Promise<Result<Buffer, string>> {
  let failed: string | null = null;
  const bytes = await renderPdf(`${input.tournament} — ${input.player}`, (doc) => {
    const top = doc.page.margins.top;
    cardHeader(doc, top, input.tournament, input.player);
    const block = qrBlock(
      doc,
      { title: sheetWord(lang, "profileCard"), hint: sheetWord(lang, "profileCardHint"), link: input.link },
      doc.page.margins.left,
      top + 80,
    );
    if (!block.ok) failed = block.error;
    cutLine(doc, doc.page.height / 2, lang);
  });
  return failed ? err(failed) : ok(bytes);
}
