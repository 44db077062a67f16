/**
 * How a table's scorekeeper stands, in words (issue 38): "sin conexión · 3 tiros pendientes".
 * One home for the phone's own line and the wall's line about that phone.
 */
import { t } from "./i18n.ts";

/** "3 tiros pendientes" / "1 tiro pendiente" ("" for none). */
export const pendingWords = (n: number): string =>
  n === 0 ? "" : n === 1 ? t("shotPending") : t("shotsPending", { n });

/** The line, or "" when there is nothing to say (online, nothing waiting). */
export function keeperWords(k: { online: boolean; pending: number; conflict: boolean }): string {
  const state = !k.online
    ? t("keeperOffline")
    : k.conflict
      ? t("keeperConflict")
      : k.pending
        ? t("sending")
        : "";
  return [state, pendingWords(k.pending)].filter(Boolean).join(" · ");
}
