/**
 * A move that was not played, said in the screen's language from its stable code (the game's,
 * the online protocol's, or the match source's own); the English detail only for a code this
 * page does not know (a newer server).
 */
import { hasKey, t } from "../i18n/i18n.ts";
import type { Refusal } from "./match-source.ts";

export function sayRefusal(r: Refusal): string {
  const key = `refused_${r.code}`;
  return hasKey(key) ? t(key) : t("refusedUnknown", { code: r.code, detail: r.detail });
}
