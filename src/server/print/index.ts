/**
 * Club mode on paper: a sheet per file, each a function from a view to PDF bytes in the
 * embedded Unicode font (fonts.ts), in Spanish or English (words.ts); CSV exports beside them.
 */
export { bracketPdf } from "./bracket-sheet.ts";
export { resultsCsv, standingsCsv } from "./csv.ts";
export { doubleBracketPdf } from "./double-bracket-sheet.ts";
export { drawPdf } from "./draw-sheet.ts";
export { FONT } from "./fonts.ts";
export { type ProfileCardInput, profileCardPdf } from "./profile-card.ts";
export { gamesOf, type RecordedScript, scoreSheetPdf } from "./score-sheet.ts";
export { stageLabel } from "./sheet-parts.ts";
export { type StandingsSource, standingsPdf, tieBreakLine } from "./standings-sheet.ts";
export { type TableCardsInput, tableCardsPdf } from "./table-cards.ts";
