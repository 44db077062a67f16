/**
 * A move that was not played, said in the screen's language from its stable code: the server's
 * (online play's and club mode's, one dictionary: protocol/refusal-codes.ts), else the game's
 * or the match source's own (the screen's words); the English detail only for a code this
 * page does not know (a newer server).
 */
import { refusalMeaning } from "../../protocol/index.ts";
import { hasKey, lang, t } from "../i18n/index.ts";
import type { Refusal } from "./match-source.ts";

export function sayRefusal(r: Refusal): string {
  const server = refusalMeaning(r.code, lang.value);
  if (server) return server;
  const key = `refused_${r.code}`;
  return hasKey(key) ? t(key) : t("refusedUnknown", { code: r.code, detail: r.detail });
}
