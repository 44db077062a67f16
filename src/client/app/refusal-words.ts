/**
 * A move or a request that was refused, said in the screen's language from its stable code: the
 * server's named ones (online play's and club mode's, one dictionary: protocol/refusal-codes.ts),
 * a form's field and the constraint it broke (client/i18n/input-words.ts, as the club pages say
 * them), else the game's or the match source's own (the screen's words); the English detail
 * only for a code this page does not know (a newer server).
 */
import { refusalMeaning, splitInputRefusal } from "../../protocol/index.ts";
import { hasKey, inputWords, lang, t } from "../i18n/index.ts";
import type { Refusal } from "./match-source.ts";

export function sayRefusal(r: Refusal, limit?: number): string {
  const server = refusalMeaning(r.code, lang.value);
  if (server) return server;
  const input = splitInputRefusal(r.code);
  if (input) return inputWords(t, input.field, input.constraint, limit ?? "");
  const key = `refused_${r.code}`;
  return hasKey(key) ? t(key) : t("refusedUnknown", { code: r.code, detail: r.detail });
}
