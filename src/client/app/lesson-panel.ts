/**
 * A lesson of the first match on the game table (issue 27 item 2): what to do, in a line; once
 * the referee's ruling shows it done, why (with the rule's section of the rulebook), and the next
 * lesson. A try that misses is said and can be taken again from the same table.
 */
import { effect, useSignal } from "@preact/signals";
import { type ComponentChild, h } from "preact";
import { useEffect } from "preact/hooks";
import { FIRST_MATCH, judgeLesson, type LessonOutcome } from "../../game/index.ts";
import { lang, ruleHref, t } from "../i18n/index.ts";
import { type LearnGame, readProgress, writeProgress } from "./lesson-progress.ts";
import type { Session } from "./session.ts";

export function LessonPanel(props: {
  session: Session;
  game: LearnGame;
  index: number;
  onAgain: () => void;
  onNext: () => void;
  onRestart: () => void;
  onPlay: () => void;
}): ComponentChild {
  const lessons = FIRST_MATCH[props.game];
  const lesson = lessons[props.index];
  const outcome = useSignal<LessonOutcome>("going");
  useEffect(() => {
    if (!lesson) return;
    let seen = props.session.match.value.log.length;
    return effect(() => {
      const m = props.session.match.value;
      if (m.log.length <= seen || outcome.peek() === "learned") return;
      seen = m.log.length;
      const o = judgeLesson(lesson, m, m.log[m.log.length - 1]!);
      if (o === "going") return;
      outcome.value = o;
      if (o !== "learned") return;
      const p = readProgress(props.game);
      writeProgress(props.game, {
        next: Math.max(p.next, props.index + 1),
        learned: [...new Set([...p.learned, lesson.id])],
      });
    });
  }, [props.session, lesson]);
  const gameName = t(props.game);
  if (!lesson)
    return h(
      "aside",
      { class: "lesson-panel learned", "data-testid": "lesson", "data-lesson": "done" },
      h("b", null, t("learnDone", { game: gameName })),
      h(
        "span",
        { class: "lesson-buttons" },
        h(
          "button",
          { type: "button", "data-testid": "lesson-play", onClick: props.onPlay },
          t("learnPlayComputer"),
        ),
        h(
          "button",
          { type: "button", "data-testid": "lesson-restart", onClick: props.onRestart },
          t("learnRestart"),
        ),
      ),
    );
  const o = outcome.value;
  return h(
    "aside",
    { class: `lesson-panel ${o}`, "data-testid": "lesson", "data-lesson": lesson.id, "data-outcome": o },
    h(
      "span",
      { class: "lesson-progress" },
      t("learnProgress", { game: gameName, n: props.index + 1, total: lessons.length }),
    ),
    // Once learned, the why replaces the what (a small screen keeps its table).
    o === "learned" ? null : h("b", { "data-testid": "lesson-do" }, t(`learn_${lesson.id}_do` as never)),
    o === "learned"
      ? h(
          "p",
          { "data-testid": "lesson-why" },
          h("strong", null, t("learnLearned")),
          " ",
          t(`learn_${lesson.id}_why` as never),
          " ",
          h(
            "a",
            { href: ruleHref(lesson.rule, lang.value), target: "_blank", rel: "noopener" },
            t("rulesLink"),
          ),
        )
      : o === "again"
        ? h("p", { "data-testid": "lesson-not-yet" }, t("learnNotYet"))
        : null,
    h(
      "span",
      { class: "lesson-buttons" },
      o === "learned"
        ? h("button", { type: "button", "data-testid": "lesson-next", onClick: props.onNext }, t("learnNext"))
        : null,
      o === "again"
        ? h(
            "button",
            { type: "button", "data-testid": "lesson-again", onClick: props.onAgain },
            t("learnAgain"),
          )
        : null,
    ),
  );
}
