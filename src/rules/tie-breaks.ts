/**
 * How a tournament's standings break ties, per game, in order (PC-MATCH encounter points for
 * Piña; racks for Bola 8, B8-MATCH), with each tie-break's words: the one home the standings,
 * the club pages and the printed sheets read.
 */
import type { GameId, Lang } from "../core/index.ts";

export const TIE_BREAKS = {
  pina: ["points", "encounters-won", "head-to-head", "seed"],
  bola8: ["racks-won", "encounters-won", "racks-lost-fewest", "seed"],
} as const satisfies Record<GameId, readonly string[]>;

export type TieBreak = (typeof TIE_BREAKS)[GameId][number];

export const TIE_BREAK_WORDS: Readonly<Record<Lang, Readonly<Record<TieBreak, string>>>> = {
  es: {
    points: "puntos",
    "racks-won": "triángulos ganados",
    "encounters-won": "encuentros ganados",
    "head-to-head": "resultado entre ellos",
    "racks-lost-fewest": "menos triángulos perdidos",
    seed: "siembra",
  },
  en: {
    points: "points",
    "racks-won": "racks won",
    "encounters-won": "encounters won",
    "head-to-head": "head-to-head result",
    "racks-lost-fewest": "fewest racks lost",
    seed: "seed",
  },
};

/** The dictionary entries ("tb-points": "puntos"…) a page's words spread in. */
export const tieBreakEntries = (lang: Lang): Record<`tb-${TieBreak}`, string> =>
  Object.fromEntries(Object.entries(TIE_BREAK_WORDS[lang]).map(([k, v]) => [`tb-${k}`, v])) as Record<
    `tb-${TieBreak}`,
    string
  >;
