/**
 * The referee's words on the game screen: a line's link to its rule, and the record of the
 * match (opened from the menu into the panel, and in the upright phone's scoreboard sheet).
 */
import { type ComponentChild, h } from "preact";
import { renderLine } from "../../narration/index.ts";
import { lang, ruleHref, t } from "../i18n/index.ts";
import type { Session } from "./session.ts";

/** The rule behind a ruling, explained with the rulebook's words (a new tab: the match stays). */
export function RuleLink(props: { rule: string }): ComponentChild {
  const label = `${t("rulesLink")} (${props.rule})`;
  return h(
    "a",
    {
      class: "rule-link",
      href: ruleHref(props.rule, lang.value),
      target: "_blank",
      rel: "noopener",
      title: label,
      "aria-label": label,
      "data-testid": "rule-link",
    },
    "ⓘ",
  );
}

/** The referee's record, newest first. */
export function LogBox(props: { s: Session }): ComponentChild {
  const log = props.s.log.value;
  return h(
    "section",
    { class: "log", "data-testid": "log" },
    h("h3", null, t("log")),
    h(
      "ol",
      { reversed: true },
      [...log].reverse().map((e) =>
        h(
          "li",
          null,
          e.who ? h("b", null, `${e.who}: `) : null,
          e.lines.map((l) =>
            h(
              "span",
              { class: `line ${l.kind}` },
              renderLine(l, lang.value),
              l.rule ? h(RuleLink, { rule: l.rule }) : null,
              " ",
            ),
          ),
        ),
      ),
    ),
  );
}
