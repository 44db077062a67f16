/**
 * A tournament on paper: the draw (entries and every pairing with its table and time), the
 * knockout bracket, and the standings with their tie-breaks named. From the same view the wall
 * draws (protocol/club-views.ts).
 */
import type { Lang } from "../../core/index.ts";
import type { EncounterView, TournamentView } from "../../protocol/club-views.ts";
import { TIE_BREAK_WORDS, type TieBreak } from "../../rules/index.ts";
import { type Doc, heading, printable, renderPdf, row } from "./pdf.ts";
import { sheetWord } from "./words.ts";

const nameOf = (v: TournamentView, id: string | null) =>
  id === null ? "—" : (v.players.find((p) => p.id === id)?.name ?? "?");

const subtitle = (v: Pick<TournamentView, "game" | "format">, lang: Lang) =>
  `${sheetWord(lang, v.game)} · ${sheetWord(lang, v.format as "round-robin")}`;

/** What the standings sheet reads: a tournament's view, or a league's season. */
export type StandingsSource = Pick<TournamentView, "name" | "game" | "format" | "tieBreaks" | "standings">;

/** "Ronda 2", "Grupo 1 · Ronda 2", "Eliminación · Ronda 1". */
export function stageLabel(e: EncounterView, lang: Lang): string {
  const round = sheetWord(lang, "round", { n: e.round });
  if (e.stage === "group") return `${sheetWord(lang, "group", { n: e.group })} · ${round}`;
  if (e.stage === "ko") return `${sheetWord(lang, "knockout")} · ${round}`;
  return round;
}

function timeOf(at: number | null, lang: Lang): string {
  if (at === null) return "";
  const d = new Date(at);
  const hh = String(d.getUTCHours()).padStart(2, "0");
  const mm = String(d.getUTCMinutes()).padStart(2, "0");
  return sheetWord(lang, "at", { time: `${hh}:${mm} UTC` });
}

export function drawPdf(v: TournamentView, lang: Lang): Promise<Buffer> {
  return renderPdf(`${v.name} — ${sheetWord(lang, "draw")}`, (doc) => {
    heading(doc, `${v.name} — ${sheetWord(lang, "draw")}`, subtitle(v, lang));
    doc.font("Helvetica-Bold").fontSize(12).text(sheetWord(lang, "entries"));
    doc.moveDown(0.3);
    row(doc, [sheetWord(lang, "seed"), sheetWord(lang, "name")], [60, 400], true);
    for (const p of [...v.players].sort((a, b) => a.seed - b.seed))
      row(doc, [String(p.seed), p.name], [60, 400]);
    doc.moveDown(0.8);
    if (v.encounters.length === 0) {
      doc.font("Helvetica").fontSize(11).text(sheetWord(lang, "empty"));
      return;
    }
    let last = "";
    for (const e of v.encounters) {
      const label = stageLabel(e, lang);
      if (label !== last) {
        doc.moveDown(0.4);
        doc.font("Helvetica-Bold").fontSize(12).text(printable(label));
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

export function standingsPdf(v: StandingsSource, lang: Lang): Promise<Buffer> {
  return renderPdf(`${v.name} — ${sheetWord(lang, "standings")}`, (doc) => {
    heading(doc, `${v.name} — ${sheetWord(lang, "standings")}`, subtitle(v, lang));
    const pointsLabel = v.game === "pina" ? sheetWord(lang, "points") : sheetWord(lang, "racksWon");
    const widths = [40, 200, 40, 40, 40, 50, 55, 50];
    for (const g of v.standings) {
      if (v.standings.length > 1)
        doc
          .font("Helvetica-Bold")
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
            r.name,
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
    const list = v.tieBreaks.map((k) => TIE_BREAK_WORDS[lang][k as TieBreak] ?? k).join(" → ");
    doc
      .font("Helvetica")
      .fontSize(10)
      .text(printable(sheetWord(lang, "tieBreaks", { list })));
  });
}

/** Piña's half points as "1½", as the score is said. */
const fmt = (n: number): string => (Number.isInteger(n) ? String(n) : `${Math.floor(n) || ""}½`);

/** The knockout bracket: a column a round, a box an encounter, lines to the next round. */
export function bracketPdf(v: TournamentView, lang: Lang): Promise<Buffer> {
  return renderPdf(`${v.name} — ${sheetWord(lang, "bracket")}`, (doc) => {
    heading(doc, `${v.name} — ${sheetWord(lang, "bracket")}`, subtitle(v, lang));
    const ko = v.encounters.filter((e) => e.stage === "ko");
    if (ko.length === 0) {
      doc.font("Helvetica").fontSize(11).text(sheetWord(lang, "empty"));
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
  const centre = new Map<string, number>();
  rounds.forEach((r, ri) => {
    const inRound = ko.filter((e) => e.round === r).sort((a, b) => a.slot - b.slot);
    const span = slotH * 2 ** ri;
    inRound.forEach((e, i) => {
      const cy = top + span * (i + 0.5);
      const x = left + ri * colW;
      centre.set(e.id, cy);
      doc
        .rect(x, cy - 17, boxW, 34)
        .lineWidth(0.8)
        .stroke();
      const name = (id: string | null, k: 0 | 1) =>
        `${printable(nameOf(v, id))}${e.status === "done" ? `  ${fmt(e.score[k])}` : ""}`;
      doc
        .font(e.winner === 0 ? "Helvetica-Bold" : "Helvetica")
        .fontSize(9)
        .text(name(e.a, 0), x + 4, cy - 14, { width: boxW - 8, lineBreak: false });
      doc
        .font(e.winner === 1 ? "Helvetica-Bold" : "Helvetica")
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
      .font("Helvetica-Bold")
      .fontSize(10)
      .text(sheetWord(lang, "round", { n: r }), left + ri * colW, top - 14, { lineBreak: false });
  });
}
