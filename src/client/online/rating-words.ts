/**
 * A Glicko-2 rating as a player reads it: the number, the 95% range (±2 RD), and the deviation in
 * words. Provisional while the deviation is 110 or more (lichess's line: about a dozen games for
 * a new player), settled below it.
 */
import { t } from "../i18n/index.ts";

export const PROVISIONAL_RD = 110;

export const isProvisional = (rd: number): boolean => rd >= PROVISIONAL_RD;

export function ratingWords(r: { rating: number; rd: number }): string {
  return t("ratingInWords", {
    rating: Math.round(r.rating),
    range: Math.round(2 * r.rd),
    state: isProvisional(r.rd) ? t("ratingProvisional") : t("ratingSettled"),
  });
}
