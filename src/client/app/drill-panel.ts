/**
 * A drill on the game table (issue 27 item 3): the drill's target, the score kept in this
 * browser, and "again" to put the balls back. Each step is judged by src/game's judgeTry, from
 * the referee's own ruling.
 */
import { effect, useSignal } from "@preact/signals";
import { type ComponentChild, h } from "preact";
import { useEffect } from "preact/hooks";
import { type Drill, judgeTry, type TryOutcome } from "../../game/index.ts";
import { t } from "../i18n/index.ts";
import type { Session } from "./session.ts";

interface Score {
  readonly tries: number;
  readonly scored: number;
}

const key = (id: string) => `mingo.drill.${id}`;

function readScore(id: string): Score {
  try {
    const s = JSON.parse(localStorage.getItem(key(id)) ?? "null") as Score | null;
    return s && Number.isInteger(s.tries) && Number.isInteger(s.scored) ? s : { tries: 0, scored: 0 };
  } catch {
    return { tries: 0, scored: 0 };
  }
}

function writeScore(id: string, s: Score): void {
  try {
    localStorage.setItem(key(id), JSON.stringify(s));
  } catch {}
}

export function DrillPanel(props: { session: Session; drill: Drill; onAgain: () => void }): ComponentChild {
  const score = useSignal(readScore(props.drill.id));
  const outcome = useSignal<TryOutcome>("going");
  useEffect(() => {
    let seen = props.session.match.value.log.length;
    return effect(() => {
      const m = props.session.match.value;
      if (m.log.length <= seen || outcome.peek() !== "going") return;
      seen = m.log.length;
      const o = judgeTry(props.drill, m, m.log[m.log.length - 1]!);
      if (o === "going") return;
      outcome.value = o;
      const s = { tries: score.peek().tries + 1, scored: score.peek().scored + (o === "scored" ? 1 : 0) };
      score.value = s;
      writeScore(props.drill.id, s);
    });
  }, [props.session]);
  return h(
    "aside",
    { class: `drill-panel ${outcome.value}`, "data-testid": "drill" },
    h("b", null, t(`drill_${props.drill.id}` as never)),
    h(
      "span",
      { "data-testid": "drill-score" },
      t("drillScore", { tries: score.value.tries, scored: score.value.scored }),
    ),
    outcome.value !== "going"
      ? h(
          "span",
          { "data-testid": "drill-outcome" },
          outcome.value === "scored" ? t("drillScored") : t("drillFailed"),
        )
      : null,
    h("button", { type: "button", "data-testid": "drill-again", onClick: props.onAgain }, t("drillAgain")),
  );
}
