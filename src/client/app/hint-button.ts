/**
 * The hint button: on request, what the computer would play from the person's position — it
 * sets the aim (direction, power, spin), the call and the cue-ball spot on the table, so the
 * game's own aim line shows the line, and says the shot and its estimated chance in words. The
 * hint's line stays drawn apart, so a player who then aims their own way can compare the two.
 * Computed in the computer player's Web Worker (src/ai/hint.ts via ai-worker.ts). Shown only
 * where the match allows hints (MatchConfig.hints: off in rated online matches).
 */
import { useSignal } from "@preact/signals";
import { type ComponentChild, h } from "preact";
import { useEffect, useRef } from "preact/hooks";
import type { ShotHintAdvice } from "../../ai/index.ts";
import type { GameId, Lang } from "../../core/index.ts";
import { ballName, pocketName } from "../../narration/index.ts";
import { lang, t } from "../i18n/index.ts";
import { powerForSpeed, type Session } from "./session.ts";
import { Thinker } from "./thinker.ts";

export function HintButton(props: { s: Session }): ComponentChild {
  const s = props.s;
  const thinker = useRef<Thinker | null>(null);
  // What the hint said, kept as data and put in words when shown (a language switch re-says it).
  const said = useSignal<{ hint: ShotHintAdvice } | { none: string } | null>(null);
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
      said.value = { none: error ?? "" };
      return;
    }
    apply(s, hint);
    said.value = { hint };
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
      ? h(
          "p",
          { class: "hint-text", role: "status", "data-testid": "hint-text" },
          "hint" in said.value
            ? describeHint(said.value.hint, s.config.game)
            : t("hintNone", { msg: said.value.none }),
        )
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
  s.showHintLine(k.direction);
}

/**
 * The hint in words, in the player's language, with the narration's own names for balls and
 * pockets (src/narration), so the hint says them as the referee does.
 */
export function describeHint(hint: ShotHintAdvice, game: GameId, l: Lang = lang.value): string {
  const chance = Math.round(hint.chance * 100);
  const first = hint.first !== null && hint.first !== 0 ? ballName(hint.first, game, l) : "";
  const cap = (x: string) => x.charAt(0).toUpperCase() + x.slice(1);
  switch (hint.kind) {
    case "break":
      return t("hintBreak", { chance }, l);
    case "pot":
      return hint.pot
        ? cap(
            t(
              "hintPot",
              { ball: ballName(hint.pot.target, game, l), pocket: pocketName(hint.pot.pocket, l), chance },
              l,
            ),
          )
        : t("hintSafety", { ball: first, chance }, l);
    case "escape":
      return t("hintEscape", { ball: first, chance }, l);
    case "safety":
      return t("hintSafety", { ball: first, chance }, l);
    case "foul":
      return t("hintFoul", {}, l);
  }
}
