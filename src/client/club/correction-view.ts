/**
 * Correcting a past shot (issue 38 item 4): the match's steps, newest first, each in the
 * narration's words with a button that opens it in the same entry surface as a new shot.
 */
import type { GameId } from "../../core/index.ts";
import type { TableView } from "../../protocol/index.ts";
import type { ScriptStep } from "../../rules/index.ts";
import { stepWords } from "./conflict-view.ts";
import { h } from "./dom.ts";
import { t } from "./i18n.ts";

type Encounter = NonNullable<TableView["encounter"]>;

export function historyPanel(
  game: GameId,
  e: Encounter,
  steps: readonly ScriptStep[],
  pick: (index: number) => void,
  close: () => void,
): HTMLElement {
  const rows = steps.map((s, k) => ({ k, words: stepWords(game, e, s) })).reverse();
  return h(
    "div",
    { class: "card conflict history", "data-testid": "history" },
    h("b", {}, t("correctWhich")),
    h(
      "ol",
      { class: "version", reversed: true },
      rows.map(({ k, words }) =>
        h(
          "li",
          { value: String(k + 1) },
          h(
            "button",
            { type: "button", class: "chip-button", "data-testid": `correct-${k}`, onclick: () => pick(k) },
            words,
          ),
        ),
      ),
    ),
    h(
      "div",
      { class: "bar-row" },
      h(
        "button",
        { type: "button", class: "big", "data-testid": "close-history", onclick: close },
        t("cancel"),
      ),
    ),
  );
}

/** Over the entry surface while a past step is being corrected: which, and the way back. */
export function correctingLine(index: number, cancel: () => void): HTMLElement {
  return h(
    "div",
    { class: "chip pending correcting", "data-testid": "correcting" },
    t("correctingStep", { n: index + 1 }),
    " ",
    h(
      "button",
      { type: "button", class: "chip-button", "data-testid": "cancel-correction", onclick: cancel },
      t("cancel"),
    ),
  );
}
