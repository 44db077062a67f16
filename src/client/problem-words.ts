/**
 * A refused photo or position in the page's language (client/i18n/problems.ts), the ball it is
 * about named as the narration names it («la 3», «el mingo»): for the practice table (main.ts)
 * and the photo page.
 */
import type { GameId, PhotoProblem, PhotoProblemCode } from "../core/index.ts";
import type { PositionProblem } from "../game/index.ts";
import { ballName } from "../narration/index.ts";
import { esProblems, lang, t } from "./i18n/index.ts";

type ProblemKey = `problem-${PhotoProblemCode | PositionProblem["code"]}`;
/** Every problem has its words: a code added without them does not compile here. */
const EVERY_PROBLEM_SAID: Readonly<Record<ProblemKey, string>> = esProblems;
void EVERY_PROBLEM_SAID;

export function problemWords(p: PhotoProblem | PositionProblem, game: GameId): string {
  const key: ProblemKey = `problem-${p.code}`;
  return t(key, { ball: ballName("ball" in p ? p.ball : 0, game, lang.value) });
}
