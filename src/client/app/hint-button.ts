/**
 * The hint button: on request, what the computer would play from the person's position — it
 * sets the aim (direction, power, spin), the call and the cue-ball spot on the table, so the
 * game's own aim line shows the line, and says the shot and its estimated chance in words.
 * Computed in the computer player's Web Worker (src/ai/hint.ts via ai-worker.ts). Shown only
 * where the match allows hints (MatchConfig.hints: off in rated online matches).
 */
import { useSignal } from "@preact/signals";
import { type ComponentChild, h } from "preact";
import { useEffect, useRef } from "preact/hooks";
import type { ShotHintAdvice } from "../../ai/index.ts";
import { pocketName } from "../../narration/index.ts";
import { lang, t } from "../i18n/i18n.ts";
import { powerForSpeed, type Session } from "./session.ts";
import { Thinker } from "./thinker.ts";

export function HintButton(props: { s: Session }): ComponentChild {
  const s = props.s;
  const thinker = useRef<Thinker | null>(null);
  const said = useSignal<string | null>(null);
  const working = useSignal(false);
  useEffect(() => () => thinker.current?.dispose(), []);
  const tr = s.turn.value;
  // Hide the last hint once the turn moves on.
  const turnKey = `${s.log.value.length}:${tr.kind}`;
  const shownFor = useRef(turnKey);
  if (shownFor.current !== turnKey) {
    shownFor.current = turnKey;
    said.value = null;
  }
  if (s.config.hints === false) return null;
  const m = s.match.value;
  const canAsk = tr.kind === "shot" && s.humanToAct.value && s.busy.value === null && m.rules !== null;

  const ask = async () => {
    if (tr.kind !== "shot" || !m.rules) return;
    working.value = true;
    thinker.current ??= new Thinker(`${s.config.seed}:hint`);
    const { hint, error } = await thinker.current.hint(
      { table: m.table, balls: m.balls, me: tr.who, state: m.rules },
      `${s.config.seed}:hint:${s.log.value.length}`,
    );
    working.value = false;
    if (!hint) {
      said.value = t("hintNone", { msg: error ?? "" });
      return;
    }
    apply(s, hint);
    said.value = describeHint(hint);
  };

  return h(
    "div",
    { class: "hint" },
    h(
      "button",
      { "data-testid": "hint", disabled: !canAsk || working.value, onClick: () => void ask() },
      working.value ? t("hintThinking") : t("hint"),
    ),
    said.value
      ? h("p", { class: "hint-text", role: "status", "data-testid": "hint-text" }, said.value)
      : null,
  );
}

/** Puts the hint on the table: cue-ball spot (ball in hand), aim, power, spin and the call. */
function apply(s: Session, hint: ShotHintAdvice): void {
  if (hint.place) s.placeCueBall(hint.place);
  const k = hint.strike;
  s.setAim({
    direction: k.direction,
    power: powerForSpeed(k.speed),
    tipX: k.tipX,
    tipY: k.tipY,
    elevation: k.elevation,
  });
  if (hint.call) s.setCall(hint.call);
}

/** The hint in words, in the player's language, one vocabulary with the rest of the game. */
export function describeHint(hint: ShotHintAdvice): string {
  const chance = Math.round(hint.chance * 100);
  const ball = hint.first !== null && hint.first !== 0 ? String(hint.first) : "";
  switch (hint.kind) {
    case "break":
      return t("hintBreak", { chance });
    case "pot":
      return hint.pot
        ? t("hintPot", { ball: hint.pot.target, pocket: pocketName(hint.pot.pocket, lang.value), chance })
        : t("hintSafety", { ball, chance });
    case "escape":
      return t("hintEscape", { ball, chance });
    case "safety":
      return t("hintSafety", { ball, chance });
  }
}
