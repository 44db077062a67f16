/**
 * A refused photo, position, saved match or real table's match script in the page's language
 * (client/i18n/problems.ts), the ball it is about named as the narration names it («la 3», «el
 * mingo»): for the practice table and the kept match (main.ts), the photo page and the replay
 * page.
 */
import type { GameId, PhotoProblem, PhotoProblemCode } from "../core/index.ts";
import type { PositionProblem, SavedProblem } from "../game/index.ts";
import { ballName } from "../narration/index.ts";
import { refusalMeaning } from "../protocol/index.ts";
import { esProblems, lang, t } from "./i18n/index.ts";
import type { ScriptProblem } from "./replay/script-view.ts";

type ProblemKey = `problem-${PhotoProblemCode | PositionProblem["code"]}`;
/** Every problem has its words: a code added without them does not compile here. */
const EVERY_PROBLEM_SAID: Readonly<Record<ProblemKey, string>> = esProblems;
void EVERY_PROBLEM_SAID;

export function problemWords(p: PhotoProblem | PositionProblem, game: GameId): string {
  const key: ProblemKey = `problem-${p.code}`;
  return t(key, { ball: ballName("ball" in p ? p.ball : 0, game, lang.value) });
}

/** A saved match that does not read back; another physics engine is named as the likely cause. */
export function savedProblemWords(p: SavedProblem): string {
  return p.engineChanged ? t("saved-engine") : t(`saved-${p.code}`);
}

/** A script's problem in the page's language (client/i18n/problems.ts), the step named. */
export function scriptProblemWords(p: ScriptProblem): string {
  // A damaged file is said as the saved match's is: one set of words for the same problem.
  if (p.code === "not-json") return t("saved-not-json");
  const why = p.rule === undefined ? "" : (refusalMeaning(p.rule, lang.value) ?? p.rule);
  return t(`script-${p.code}`, { n: p.step ?? 0, why });
}
