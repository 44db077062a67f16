/**
 * What the referee said about the last step, as the scorekeeper and the wall show it: the
 * narration's lines (src/narration, the same the game's log and `mingo referee --explain`
 * say) rendered in the page's language, one element per line, styled by the line's kind.
 */
import type { Lang } from "../../core/index.ts";
import { type Line, renderLine } from "../../narration/index.ts";
import { ruleHref, t } from "../i18n/index.ts";
import { h } from "./dom.ts";
import { icon } from "./icons.ts";

/** A line as a club page shows it: its kind and rule for styling, its sentence. */
export interface SaidLine {
  readonly kind: Line["kind"];
  readonly rule?: string;
  readonly text: string;
}

export const saidLines = (lines: readonly Line[], lang: Lang): SaidLine[] =>
  lines.map((l) => ({ kind: l.kind, ...(l.rule ? { rule: l.rule } : {}), text: renderLine(l, lang) }));

/**
 * The lines as an element, one per line (`compact`: run together as a paragraph, for a phone).
 * The rule's ID is a tooltip for referees who know them, never the text, and a small link to
 * the rule's section of the rules page (opened in a new tab: the scorekeeper's page stays).
 */
export function saidElement(
  lines: readonly Line[],
  lang: Lang,
  testid: string,
  compact = false,
): HTMLElement | null {
  const shown = saidLines(lines, lang);
  if (!shown.length) return null;
  return h(
    "div",
    { class: compact ? "announce compact" : "announce", "data-testid": testid, "aria-live": "polite" },
    shown.map((l) => {
      const said = h(
        "div",
        { class: `said ${l.kind}`, "data-kind": l.kind, "data-rule": l.rule, title: l.rule },
        l.text,
      );
      if (!l.rule) return said;
      const link = h(
        "a",
        {
          class: "rule-link",
          href: ruleHref(l.rule, lang, "../"),
          target: "_blank",
          rel: "noopener",
          title: `${t("rulesLink", {}, lang)} (${l.rule})`,
          "aria-label": `${t("rulesLink", {}, lang)} (${l.rule})`,
          "data-testid": "rule-link",
        },
        icon("info"),
      );
      return h("div", { class: "said-row" }, said, link);
    }),
  );
}
