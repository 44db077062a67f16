/**
 * What the position is for: the computer's hint (drawn on the photo by the page), the referee's
 * geometry for Piña (PC-FROZEN: is the cue ball frozen to the ball on; PC-45: is the suggested
 * stroke within 45° of the line of centres — src/game's judgement, never a copy), and a link that
 * opens the position in the game to practise it.
 */
import { type ComponentChild, h } from "preact";
import type { ShotHintAdvice } from "../../ai/index.ts";
import type { BallId, Vec2 } from "../../core/index.ts";
import {
  aimOffLineDeg,
  encodePosition,
  isFrozenToBallOn,
  judgeAim,
  type PositionSpec,
  positionMatch,
} from "../../game/index.ts";
import { ballName } from "../../narration/index.ts";
import { BALL_RADIUS } from "../../photo/index.ts";
import { describeHint } from "../app/hint-button.ts";
import { lang, t } from "../i18n/index.ts";

export interface Judgement {
  readonly ballOn: BallId;
  readonly frozen: boolean;
  readonly gapMm: number;
  /** The hint's stroke against PC-45, when there is a hint. */
  readonly cut: { readonly offDeg: number; readonly foul: boolean } | null;
}

/** PC-FROZEN and PC-45 for a Piña position (the ball on: the lowest number on the cloth). */
export function judgePosition(spec: PositionSpec, hint: ShotHintAdvice | null): Judgement | null {
  if (spec.game !== "pina" || spec.balls === "rack") return null;
  const cue = spec.balls.find((b) => b.id === 0);
  const on = spec.balls.filter((b) => b.id !== 0).sort((a, b) => a.id - b.id)[0];
  const m = positionMatch(spec);
  const settings = m.ok ? m.value.rules?.settings : undefined;
  if (!cue || !on || !settings || !("frozenGapBallFraction" in settings)) return null;
  // The match's own readings of "frozen" and of a massé (RULES.md [interp]), as the referee's.
  const { frozenGapBallFraction, masseMinElevationDeg } = settings;
  const gapMm = (Math.hypot(on.at[0] - cue.at[0], on.at[1] - cue.at[1]) - 2 * BALL_RADIUS) * 1000;
  const frozen = isFrozenToBallOn(cue.at, on.at, BALL_RADIUS, frozenGapBallFraction);
  const cut = hint
    ? {
        offDeg: aimOffLineDeg(cue.at, on.at, hint.strike.direction),
        foul:
          judgeAim({
            cue: cue.at,
            ballOn: on.at,
            directionDeg: hint.strike.direction,
            elevationDeg: hint.strike.elevation,
            radius: BALL_RADIUS,
            frozenGapBallFraction,
            masseMinElevationDeg,
          }) !== null,
      }
    : null;
  return { ballOn: on.id, frozen, gapMm, cut };
}

export interface UsePanelProps {
  readonly spec: PositionSpec;
  readonly hint: ShotHintAdvice | null;
  readonly thinking: boolean;
  onAsk(): void;
  onEdit(): void;
  onAgain(): void;
}

export function UsePanel(p: UsePanelProps): ComponentChild {
  const j = judgePosition(p.spec, p.hint);
  const ball = j ? ballName(j.ballOn, p.spec.game, lang.value) : "";
  return h(
    "div",
    { class: "photo-use" },
    h(
      "div",
      { class: "photo-actions" },
      h(
        "button",
        { "data-testid": "photo-hint", disabled: p.thinking, onClick: p.onAsk },
        p.thinking ? t("photoThinking") : t("photoWhat"),
      ),
      h(
        "a",
        {
          class: "button",
          "data-testid": "photo-practice",
          href: `./?lang=${lang.value}&at=${encodePosition(p.spec)}`,
        },
        t("photoPractice"),
      ),
      h("button", { class: "secondary", onClick: p.onEdit }, t("photoEdit")),
      h("button", { class: "secondary", onClick: p.onAgain }, t("photoAgain")),
    ),
    p.hint
      ? h("p", { role: "status", "data-testid": "photo-hint-text" }, describeHint(p.hint, p.spec.game))
      : null,
    j
      ? h(
          "ul",
          { class: "photo-rules", "data-testid": "photo-rules" },
          h(
            "li",
            { "data-rule": "PC-FROZEN", "data-frozen": String(j.frozen) },
            j.frozen
              ? t("photoFrozen", { ball })
              : t("photoNotFrozen", { ball, gap: Math.max(0, Math.round(j.gapMm)) }),
          ),
          j.cut
            ? h(
                "li",
                { "data-rule": "PC-45", "data-foul": String(j.cut.foul) },
                t("photoCut", {
                  ball,
                  deg: Math.round(j.cut.offDeg),
                  verdict: j.cut.foul ? t("photoCutFoul") : t("photoCutOk"),
                }),
              )
            : null,
        )
      : null,
  );
}

/** The hint's two paths (cue ball, then the ball it meets), for the photo. */
export function hintPaths(hint: ShotHintAdvice | null): Vec2[][] {
  return hint ? [[...hint.cueLine], [...hint.objectLine]] : [];
}
