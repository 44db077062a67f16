/**
 * The referee's panel, what is asked now: who acts and what they must do (the lag, the options
 * asked as a question, the call), under the shot's buttons on the game screen.
 */
import { type ComponentChild, h } from "preact";
import { optionLabel, optionMeaning } from "../../narration/index.ts";
import { lang, t } from "../i18n/index.ts";
import { LAG_COLOURS } from "../view/index.ts";
import { ballChip } from "./ball-chip.ts";
import { CallBox } from "./call-box.ts";
import { cssColour, partnerOf } from "./partners.ts";
import { type Session, sayMessage } from "./session.ts";

/** The due partner's colour, beside their name in the turn box (their cue's colour). */
function dueDot(s: Session, side: 0 | 1): ComponentChild {
  const p = partnerOf(s.match.value, side);
  return p ? h("span", { class: "due-dot", style: { background: cssColour(p.colour) } }) : null;
}

/** Who acts and what they must do: the lag, the call, the options. */
export function TurnBox(props: { s: Session }): ComponentChild {
  const s = props.s;
  const tr = s.turn.value;
  const human = s.humanToAct.value;
  const busy = s.busy.value;
  const rows: ComponentChild[] = [];
  if (busy === "playing") rows.push(h("p", { class: "who muted" }, "…"));
  else if (busy === "thinking" && tr.kind !== "over")
    rows.push(h("p", { class: "who" }, t("thinking", { name: s.actorName(tr.who) })));
  else if (tr.kind === "lag") {
    rows.push(
      h("p", { class: "who", "data-testid": "turn" }, t("lagYourStroke", { name: s.actorName(tr.who) })),
    );
    rows.push(h("p", { class: "help" }, t("lagHelp")));
  } else if (tr.kind === "lag-choice") {
    rows.push(h("p", { class: "who", "data-testid": "turn" }, t("lagChoice", { name: s.actorName(tr.who) })));
    rows.push(h(LagLine, { s }));
    if (human)
      rows.push(
        h(
          "div",
          { class: "options" },
          h(
            "button",
            { class: "primary", "data-testid": "option-break", onClick: () => void s.choose("break") },
            optionLabel("break", lang.value),
          ),
          h(
            "button",
            { "data-testid": "option-hand-over-break", onClick: () => void s.choose("hand-over-break") },
            optionLabel("hand-over-break", lang.value),
          ),
        ),
      );
  } else if (tr.kind === "choose" || tr.kind === "shot") {
    rows.push(
      h(
        "p",
        { class: "who", "data-testid": "turn" },
        dueDot(s, tr.who),
        t("toPlay", { name: s.actorName(tr.who) }),
      ),
    );
    if (tr.kind === "shot" && tr.hint.isBreak) rows.push(h(LagLine, { s }));
    if (tr.kind === "choose" && human) rows.push(h(OptionsBox, { s }));
    const shot = tr.kind === "shot" ? tr.hint : tr.shot;
    if (shot && human) {
      if (s.inHandNow())
        rows.push(h("p", { class: "help", "data-testid": "ball-in-hand" }, t("ballInHandHelp")));
      rows.push(h(CallBox, { s }));
    }
  }
  if (s.error.value) rows.push(h("p", { class: "error", "data-testid": "error" }, sayMessage(s.error.value)));
  return h("section", { class: "turn" }, rows);
}

/** A referee option asked as a question: one offer is a yes/no; several are "what do you choose?". */
function OptionsBox(props: { s: Session }): ComponentChild {
  const s = props.s;
  const tr = s.turn.value;
  if (tr.kind !== "choose") return null;
  const picks = s.equalizePick.value;
  const name = s.actorName(tr.who);
  const offers = s.match.value.rules?.pending?.offers ?? [];
  const ruleOf = (o: string) => offers.find((x) => x.option === o)?.rule ?? "";
  const shown = s.shownOptions(tr.hint);
  const real = shown.filter((o) => o !== "decline");
  const button = (o: (typeof shown)[number], label: string, primary = false) =>
    h(
      "button",
      {
        class: primary ? "primary" : "",
        "data-testid": `option-${o}`,
        title: optionMeaning(o, lang.value),
        onClick: () => void s.choose(o),
      },
      label,
      ruleOf(o) ? h("small", { class: "rule-ref" }, ruleOf(o)) : null,
    );
  const body: ComponentChild[] = [];
  if (real.length === 0) {
    // Every offer but "decline" was impossible here (spot-own with no ball of one's own to spot).
    body.push(h("p", { class: "question" }, t("spotOwnImpossible")));
    if (shown.includes("decline")) body.push(button("decline", t("decline_alone"), true));
  } else if (real.length === 1 && shown.includes("decline") && real[0] !== "equalize") {
    const o = real[0]!;
    body.push(
      h("p", { class: "question" }, t("optionQuestion", { name, option: optionLabel(o, lang.value) })),
    );
    body.push(
      h(
        "div",
        { class: "options" },
        button(o, t("optionYes"), true),
        button("decline", optionLabel("decline", lang.value)),
      ),
    );
  } else {
    body.push(h("p", { class: "question" }, t("chooseQuestion", { name })));
    const buttons = shown.map((o) => {
      if (o === "equalize") {
        return h(
          "div",
          { class: "equalize" },
          h("p", null, t("equalizeHelp", { n: tr.hint.equalizeUpTo ?? 0 })),
          tr.hint.equalizeBalls.map((b) =>
            h(
              "button",
              { class: picks.includes(b) ? "chip on" : "chip", onClick: () => s.toggleEqualize(b) },
              ballChip(b),
            ),
          ),
          h(
            "button",
            {
              "data-testid": "option-equalize",
              disabled: picks.length === 0,
              onClick: () => void s.choose("equalize"),
            },
            t("equalizeDone"),
          ),
        );
      }
      return button(o, optionLabel(o, lang.value));
    });
    body.push(h("div", { class: "options" }, buttons));
  }
  return h("div", { class: "decision", "data-testid": "options" }, body);
}

/** The lag explained: each ball's distance to the head cushion (the rule's measure). */
function LagLine(props: { s: Session }): ComponentChild {
  const s = props.s;
  const r = s.lagReport.value;
  if (!r) return null;
  const cm = (d: number | null) => (d === null ? t("lagFault") : `${(d * 100).toFixed(1)} cm`);
  return h(
    "p",
    { class: "lag-line", "data-testid": "lag-line" },
    h("span", { class: "dot", style: { background: hex(LAG_COLOURS[0]) } }),
    h("span", { class: "dot", style: { background: hex(LAG_COLOURS[1]) } }),
    t("lagDistances", { a: s.names[0], da: cm(r.distances[0]), b: s.names[1], db: cm(r.distances[1]) }),
  );
}

const hex = (c: number): string => `#${c.toString(16).padStart(6, "0")}`;
