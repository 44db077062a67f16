/**
 * What the referee said about the last step, as the scorekeeper and the wall show it: the
 * narration's lines (src/narration, the same the game's log and `mingo referee --explain`
 * say) rendered in the page's language, one element per line, styled by the line's kind.
 */
import type { Lang } from "../../core/index.ts";
import { type Line, renderLine } from "../../narration/index.ts";
import { h } from "./dom.ts";

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
 * The rule's ID is a tooltip for referees who know them, never the text.
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
    shown.map((l) =>
      h("div", { class: `said ${l.kind}`, "data-kind": l.kind, "data-rule": l.rule, title: l.rule }, l.text),
    ),
  );
}
