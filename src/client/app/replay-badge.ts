/**
 * While a shot is shown again, a line says so: "Repetición ½", and for a replay that came by
 * itself, why (the ball rattled in the jaws, died into the pocket, or was a long pot). It sits
 * with the shot's buttons, never over the table.
 */
import { type ComponentChild, h } from "preact";
import { t } from "../i18n/index.ts";
import type { ClosePotReason } from "./close-pot.ts";
import type { Session } from "./session.ts";

const WHY = {
  jaws: "replayWhyJaws",
  slow: "replayWhySlow",
  long: "replayWhyLong",
} as const satisfies Record<ClosePotReason, string>;

export function ReplayBadge(props: { s: Session }): ComponentChild {
  const r = props.s.replaying.value;
  if (!r) return null;
  const pace = r.rate === 1 ? "" : " ½";
  return h(
    "p",
    { class: "replay-badge", role: "status", "data-testid": "replay-badge" },
    `${t("replayBadge")}${pace}`,
    r.close ? h("span", { class: "why" }, ` · ${t(WHY[r.close])}`) : null,
  );
}
