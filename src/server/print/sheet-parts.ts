/**
 * What the tournament sheets (draw, bracket, standings) share: a player's name by id, the
 * subtitle, a stage's label, a time and a score as printed. From the same view the wall draws
 * (protocol/club-views.ts).
 */
import type { Lang } from "../../core/index.ts";
import type { EncounterView, TournamentView } from "../../protocol/index.ts";
import { sheetWord } from "./words.ts";

export const nameOf = (v: Pick<TournamentView, "players">, id: string | null): string =>
  id === null ? "—" : (v.players.find((p) => p.id === id)?.name ?? "?");

/** A name with the player's handicap when they have one (issue 39): "Ana (a 5)", "Ana (meta 50)". */
export function nameWithHandicap(
  v: Pick<TournamentView, "players" | "game">,
  id: string,
  lang: Lang,
): string {
  const p = v.players.find((x) => x.id === id);
  if (!p) return "?";
  if (p.handicap === undefined) return p.name;
  return `${p.name} (${sheetWord(lang, v.game === "bola8" ? "raceOf" : "targetOf", { n: p.handicap })})`;
}

export const subtitle = (v: Pick<TournamentView, "game" | "format">, lang: Lang): string =>
  `${sheetWord(lang, v.game)} · ${sheetWord(lang, v.format as "round-robin")}`;

/** "Ronda 2", "Grupo 1 · Ronda 2", "Eliminación · Ronda 1". */
export function stageLabel(e: EncounterView, lang: Lang): string {
  const round = sheetWord(lang, "round", { n: e.round });
  if (e.stage === "group") return `${sheetWord(lang, "group", { n: e.group })} · ${round}`;
  if (e.stage === "ko") return `${sheetWord(lang, "knockout")} · ${round}`;
  if (e.stage === "wb") return `${sheetWord(lang, "winnersBracket")} · ${round}`;
  if (e.stage === "lb") return `${sheetWord(lang, "losersBracket")} · ${round}`;
  if (e.stage === "gf") return sheetWord(lang, e.round === 1 ? "grandFinal" : "resetFinal");
  return round;
}

/** "a las 19:30 UTC": the server has no club time zone, so the sheet says which clock. */
export function timeOf(at: number | null, lang: Lang): string {
  if (at === null) return "";
  const d = new Date(at);
  const hh = String(d.getUTCHours()).padStart(2, "0");
  const mm = String(d.getUTCMinutes()).padStart(2, "0");
  return sheetWord(lang, "at", { time: `${hh}:${mm} UTC` });
}

/** Piña's half points as "1½", as the score is said. */
export const fmt = (n: number): string => (Number.isInteger(n) ? String(n) : `${Math.floor(n) || ""}½`);
