/**
 * What the game screen says about the last press: a message looked up when shown, and the words
 * for a call still missing (G-NOCALL).
 */
import { type MessageKey, t } from "../i18n/index.ts";
import type { Refusal, ShotHint, Turn } from "./match-source.ts";
import { sayRefusal } from "./refusal-words.ts";
import type { CallDraft } from "./session-config.ts";

/** A message for the screen: looked up in the language in use when shown. */
export interface ScreenMessage {
  readonly key: MessageKey;
  readonly vars?: Readonly<Record<string, string | number>>;
  /** A move not played: said as the message's `{msg}`. */
  readonly refusal?: Refusal;
}

/** A screen message in the language in use; `{strike}` names the strike button as it reads now. */
export function sayMessage(m: ScreenMessage): string {
  return t(m.key, { strike: t("strike"), ...m.vars, ...(m.refusal ? { msg: sayRefusal(m.refusal) } : {}) });
}

/** What the first press with a call missing says will happen (G-NOCALL), by the call the shot needs. */
export const NO_CALL_WARNING: Readonly<Record<ShotHint["call"], MessageKey>> = {
  "ball-or-defense": "noCallWarning",
  group: "noGroupWarning",
  "pocket-8": "no8PocketWarning",
  none: "noCallWarning",
};

/** Words for the call still missing, or null when the shot may be struck. */
export function missingCall(tr: Turn, c: CallDraft): string | null {
  const hint = tr.kind === "shot" ? tr.hint : tr.kind === "choose" ? tr.shot : null;
  if (!hint) return null;
  switch (hint.call) {
    case "none":
      return null;
    case "group":
      return c.group ? null : t("needGroup");
    case "pocket-8":
      return c.pocket ? null : t("needPocket8");
    case "ball-or-defense":
      if (c.defense) return null;
      if (c.ball && !c.pocket) return t("needPocketFor", { ball: c.ball });
      return c.ball && c.pocket ? null : t("needBall");
  }
}
