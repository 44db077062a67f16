/**
 * Where a player is in each game's first match (issue 27 item 2), kept in this browser: the
 * lesson to open next and the lessons learned. Leaving and coming back opens the lesson where
 * the player left it; a damaged record starts again from the first.
 */
import { FIRST_MATCH } from "../../game/index.ts";

export type LearnGame = keyof typeof FIRST_MATCH;

export interface LessonProgress {
  /** The lesson to open (its index); equal to the lessons' count once finished. */
  readonly next: number;
  readonly learned: readonly string[];
}

const key = (game: LearnGame) => `mingo.learn.${game}`;

export function readProgress(game: LearnGame): LessonProgress {
  try {
    const p = JSON.parse(localStorage.getItem(key(game)) ?? "null") as LessonProgress | null;
    const total = FIRST_MATCH[game].length;
    if (p && Number.isInteger(p.next) && p.next >= 0 && p.next <= total && Array.isArray(p.learned))
      return { next: p.next, learned: p.learned.filter((x) => typeof x === "string") };
  } catch {}
  return { next: 0, learned: [] };
}

export function writeProgress(game: LearnGame, p: LessonProgress): void {
  try {
    localStorage.setItem(key(game), JSON.stringify(p));
  } catch {}
}

export const isLearnGame = (g: string | null): g is LearnGame => g === "bola8" || g === "pina";
