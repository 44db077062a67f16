/**
 * A table's score sheet: blank, to fill by hand (a Piña encounter of three games, a Bola 8 race),
 * or filled from what the scorekeeper recorded (the encounter's match script, replayed by the
 * referee: each game's points and fouls, each rack's breaker and how it was won).
 */
import type { GameId, Lang } from "../../core/index.ts";
import { formatPoints, ruleTitle } from "../../narration/index.ts";
import {
  apply,
  GAMES_PER_ENCOUNTER,
  newMatch,
  type PlayersField,
  parseStep,
  sideSizesOf,
  sidesOf,
} from "../../rules/index.ts";
import { FONT } from "./fonts.ts";
import { type Doc, heading, printable, renderPdf, row } from "./pdf.ts";
import { sheetWord } from "./words.ts";

export interface SheetHeader {
  readonly tournament: string;
  readonly game: GameId;
  readonly table: number | null;
  /** "Ronda 2", "Grupo 1 · Ronda 3"… */
  readonly stage: string;
  readonly names: readonly [string, string];
  readonly raceTo: number;
}

/** One decided game or rack as the sheet shows it. */
export interface SheetGame {
  readonly breaker: 0 | 1 | null;
  readonly points: readonly [number, number] | null;
  readonly fouls: readonly [number, number];
  readonly winner: 0 | 1 | "tie" | null;
  /** How it was decided, by rule title ("la 8 embocada", "Pierde por…"). */
  readonly how: string;
}

export interface RecordedScript {
  readonly game: GameId;
  readonly players: PlayersField;
  readonly settings?: Readonly<Record<string, unknown>>;
  readonly breaker: 0 | 1;
  readonly steps: readonly unknown[];
}

export interface SheetPlay {
  readonly games: readonly SheetGame[];
  /** Racks won (Bola 8) or encounter points (Piña) so far. */
  readonly matchScore: readonly [number, number];
}

/** Each game or rack of a recorded encounter, replayed by the referee; the last may be unfinished. */
export function gamesOf(script: RecordedScript, lang: Lang): SheetPlay {
  const started = newMatch(script.game, script.settings ?? {}, script.breaker, sideSizesOf(script.players));
  if (!started.ok) return { games: [], matchScore: [0, 0] };
  let s = started.value;
  const out: SheetGame[] = [];
  let fouls: [number, number] = [0, 0];
  let breaker: 0 | 1 | null = null;
  for (const raw of script.steps) {
    const a = parseStep(raw, { game: script.game });
    if (!a.ok) break;
    const r = apply(s, a.value);
    if (!r.ok) break;
    // The first stroke of a rack or game is its break (a re-break counts as the break).
    if (a.value.kind === "shot" && s.phase.kind !== "play") breaker = a.value.shot.by;
    for (const f of r.value.ruling.fouls) fouls[f.by]++;
    const result = r.value.ruling.result;
    if (result) {
      out.push({
        breaker,
        points: script.game === "pina" ? [r.value.state.score[0], r.value.state.score[1]] : null,
        fouls,
        winner: result.winner,
        how:
          result.rule === "B8-8CALL" || result.rule === "B8-BREAK-8-WIN"
            ? sheetWord(lang, "played8")
            : ruleTitle(result.rule, lang),
      });
      fouls = [0, 0];
      breaker = null;
    }
    s = r.value.state;
  }
  if (breaker !== null && !s.matchOver)
    out.push({
      breaker,
      points: script.game === "pina" ? [s.score[0], s.score[1]] : null,
      fouls,
      winner: null,
      how: sheetWord(lang, "running"),
    });
  return { games: out, matchScore: [s.matchScore[0], s.matchScore[1]] };
}

export function scoreSheetPdf(h: SheetHeader, lang: Lang, recorded: RecordedScript | null): Promise<Buffer> {
  const play = recorded ? gamesOf(recorded, lang) : null;
  const games = play?.games ?? [];
  const sides = recorded ? sidesOf(recorded.players) : null;
  return renderPdf(`${h.tournament} — ${sheetWord(lang, "scoreSheet")}`, (doc) => {
    const table = h.table === null ? sheetWord(lang, "tableBlank") : sheetWord(lang, "table", { n: h.table });
    heading(
      doc,
      `${h.tournament} — ${sheetWord(lang, "scoreSheet")}`,
      `${sheetWord(lang, h.game)} · ${table} · ${h.stage}`,
    );
    const who = (k: 0 | 1) => (sides ? `${h.names[k]} (${sides[k].join(", ")})` : h.names[k]);
    doc
      .font(FONT.bold)
      .fontSize(12)
      .text(printable(`A: ${who(0)}`));
    doc.text(printable(`B: ${who(1)}`));
    doc.moveDown(0.6);
    if (h.game === "pina") pinaSheet(doc, lang, games, play?.matchScore ?? null);
    else bola8Sheet(doc, h, lang, games, play?.matchScore ?? null);
    doc.moveDown(1.2);
    if (recorded)
      doc
        .font(FONT.oblique)
        .fontSize(9)
        .text(sheetWord(lang, "filledFrom", { n: recorded.steps.length }));
    doc.moveDown(1);
    doc
      .font(FONT.regular)
      .fontSize(10)
      .text(`${sheetWord(lang, "signatures")}:   A ____________________   B ____________________`);
    doc.moveDown(0.8);
    doc.text(`${sheetWord(lang, "referee")}: ____________________`);
  });
}

/** Three boxes to tick the fouls in a row (PC-3FOULS: the third gives the opponent two turns); the font has ☐. */
const FOUL_BOXES = "☐ ☐ ☐";

const side = (w: 0 | 1 | "tie" | null) => (w === null ? "" : w === "tie" ? "½–½" : w === 0 ? "A" : "B");

/** A filled score, or a blank to write it in. */
const scoreOrBlank = (score: readonly [number, number] | null, k: 0 | 1) =>
  score ? formatPoints(score[k], "es") : "______";

function pinaSheet(
  doc: Doc,
  lang: Lang,
  games: readonly SheetGame[],
  score: readonly [number, number] | null,
): void {
  const widths = [70, 62, 62, 72, 72, 52, 125];
  row(
    doc,
    [
      "",
      `${sheetWord(lang, "score")} A`,
      `${sheetWord(lang, "score")} B`,
      `${sheetWord(lang, "fouls")} A`,
      `${sheetWord(lang, "fouls")} B`,
      sheetWord(lang, "winner"),
      sheetWord(lang, "howWon"),
    ],
    widths,
    true,
  );
  for (let g = 0; g < GAMES_PER_ENCOUNTER; g++) {
    const x = games[g];
    row(
      doc,
      [
        sheetWord(lang, "game", { n: g + 1 }),
        x?.points ? String(x.points[0]) : "",
        x?.points ? String(x.points[1]) : "",
        x ? String(x.fouls[0]) : FOUL_BOXES,
        x ? String(x.fouls[1]) : FOUL_BOXES,
        side(x?.winner ?? null),
        x?.how ?? "",
      ],
      widths,
    );
    // Room to keep the running points by hand on a blank sheet (to 61).
    if (!x) {
      doc
        .font(FONT.regular)
        .fontSize(8)
        .fillColor("#777")
        .text(
          "A: ____ ____ ____ ____ ____ ____ ____ ____ ____ ____    B: ____ ____ ____ ____ ____ ____ ____ ____ ____ ____",
        );
      doc.fillColor("black").moveDown(0.5);
    }
  }
  doc.moveDown(0.6);
  doc
    .font(FONT.bold)
    .fontSize(11)
    .text(
      `${sheetWord(lang, "encounterPoints")}:   A ${scoreOrBlank(score, 0)}   B ${scoreOrBlank(score, 1)}`,
    );
}

function bola8Sheet(
  doc: Doc,
  h: SheetHeader,
  lang: Lang,
  games: readonly SheetGame[],
  score: readonly [number, number] | null,
): void {
  doc
    .font(FONT.regular)
    .fontSize(11)
    .text(sheetWord(lang, "raceTo", { n: h.raceTo }));
  doc.moveDown(0.4);
  const widths = [80, 60, 60, 70, 70, 175];
  row(
    doc,
    [
      "",
      sheetWord(lang, "breaker"),
      sheetWord(lang, "winner"),
      `${sheetWord(lang, "fouls")} A`,
      `${sheetWord(lang, "fouls")} B`,
      sheetWord(lang, "howWon"),
    ],
    widths,
    true,
  );
  const racks = Math.max(2 * h.raceTo - 1, games.length);
  for (let k = 0; k < racks; k++) {
    const x = games[k];
    row(
      doc,
      [
        sheetWord(lang, "rack", { n: k + 1 }),
        side(x?.breaker ?? null) || "A / B",
        side(x?.winner ?? null) || "A / B",
        x ? String(x.fouls[0]) : "",
        x ? String(x.fouls[1]) : "",
        x?.how ?? "",
      ],
      widths,
    );
  }
  doc.moveDown(0.6);
  doc
    .font(FONT.bold)
    .fontSize(11)
    .text(`${sheetWord(lang, "result")}:   A ${scoreOrBlank(score, 0)}   B ${scoreOrBlank(score, 1)}`);
}
