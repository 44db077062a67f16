/**
 * Single phrases for a banner or a status bar (no full stop): the same words as the
 * narration's lines, for screens that show one fact at a time (the foul count, the score).
 */
import type { ByPlayer, GameId, Lang } from "../core/index.ts";
import type { PhraseArgs, PhraseKey } from "./lines.ts";
import { PHRASES } from "./phrases.ts";

/** One phrase as a banner: capitalised, no final full stop. */
export function phrase<K extends PhraseKey>(game: GameId, key: K, args: PhraseArgs[K], lang: Lang): string {
  const say = PHRASES[lang][key] as (a: PhraseArgs[K], ctx: { game: GameId }) => string;
  return say(args, { game });
}

/** Piña (PC-3FOULS, PC-20): "Una cabeza", "Dos cabezas", "Tres cabezas: dos tiros para Beto". */
export const pinaFoulCount = (count: number, lang: Lang, opponent?: string): string =>
  phrase(
    "pina",
    "foulCount",
    { count, beneficiary: opponent ?? (lang === "es" ? "el rival" : "the opponent") },
    lang,
  );

/** Bola 8 (B8-L9): "Una infracción", "Dos infracciones seguidas". */
export const bola8FoulCount = (count: number, lang: Lang): string =>
  phrase("bola8", "foulCount", { count, beneficiary: "" }, lang);

export const openTable = (lang: Lang): string => phrase("bola8", "openTable", {}, lang);

export const turnOf = (name: string, lang: Lang, game: GameId = "bola8"): string =>
  phrase(game, "turn", { name, ballInHand: false }, lang);

/** G-BIH: whose turn, with ball in hand behind the head string. */
export const ballInHand = (lang: Lang, name?: string, game: GameId = "bola8"): string =>
  phrase(
    game,
    "turn",
    { name: name ?? (lang === "es" ? "el rival" : "the opponent"), ballInHand: true },
    lang,
  );

/** Piña: "Puntos: Ana 34, Beto 12". */
export const scoreLine = (names: ByPlayer<string>, scores: ByPlayer<number>, lang: Lang): string =>
  phrase("pina", "score", { names, scores }, lang);

/** Piña encounter points (PC-MATCH): "Encuentro: Ana 1½, Beto ½". */
export const encounterLine = (names: ByPlayer<string>, points: ByPlayer<number>, lang: Lang): string =>
  phrase("pina", "matchScore", { names, points }, lang);

export const tieAt60 = (lang: Lang): string => phrase("pina", "tie", {}, lang);

export const wins = (name: string, game: GameId, lang: Lang): string => phrase(game, "wins", { name }, lang);
