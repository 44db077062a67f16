/**
 * Practice from a position (issue 27 item 3): put any ball anywhere by hand, shoot, and put them
 * all back where they were set to shoot again. The balls are dragged on the table itself; each
 * drop is checked (on the cloth, touching no other ball) by src/game's moveBall.
 */
import { type ComponentChild, h } from "preact";
import { t } from "../i18n/index.ts";

export function PracticeTools(props: {
  arranging: boolean;
  refusal: string | null;
  onArrange: () => void;
  onDone: () => void;
  onAgain: () => void;
}): ComponentChild {
  return h(
    "aside",
    { class: `practice-tools${props.arranging ? " arranging" : ""}`, "data-testid": "practice-tools" },
    props.arranging ? h("span", null, t("practiceArrangeHelp")) : null,
    props.refusal ? h("span", { class: "refused", "data-testid": "practice-refused" }, props.refusal) : null,
    h(
      "span",
      { class: "practice-buttons" },
      props.arranging
        ? h(
            "button",
            { type: "button", "data-testid": "practice-done", onClick: props.onDone },
            t("practiceArrangeDone"),
          )
        : h(
            "button",
            { type: "button", "data-testid": "practice-arrange", onClick: props.onArrange },
            t("practiceArrange"),
          ),
      props.arranging
        ? null
        : h(
            "button",
            { type: "button", "data-testid": "practice-again", onClick: props.onAgain },
            t("practiceAgain"),
          ),
    ),
  );
}
