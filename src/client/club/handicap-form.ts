/**
 * The desk's handicaps before the draw (issue 39): each entry's own race (Bola 8) or target
 * (Piña). A name typed at the desk can carry one ("Ana (5)"), but a player who registered
 * online brings none, so the organizer sets it here for every entry alike. Empty: the
 * tournament's. The server checks the range for the game and says what is wrong.
 */
import type { AdminView } from "../../protocol/index.ts";
import { handicapRange } from "../../rules/index.ts";
import { api } from "./api.ts";
import { evenTarget } from "./brackets.ts";
import { h } from "./dom.ts";
import { t } from "./i18n.ts";
import type { Desk } from "./organizer-desk.ts";

export function handicapForm(v: AdminView["tournament"], desk: Desk): HTMLElement {
  const even = evenTarget(v);
  const range = handicapRange(v.game);
  const save = (player: string, value: string) =>
    desk.act(async () => {
      const handicap = value.trim() === "" ? null : Number(value);
      const r = await api(
        "POST",
        `/api/tournaments/${encodeURIComponent(v.id)}/players/${encodeURIComponent(player)}/handicap`,
        { handicap },
        desk.auth(),
      );
      return r.ok ? null : r.error;
    });
  const open = v.players.some((p) => p.handicap !== undefined);
  return h(
    "details",
    { class: "handicaps", "data-testid": "handicaps", open },
    h("summary", {}, t("handicap")),
    h("p", { class: "muted" }, t("handicapsHint", { n: even })),
    h(
      "ul",
      { class: "handicap-list" },
      v.players.map((p) =>
        h(
          "li",
          { class: "row" },
          h("label", { for: `hcp-${p.id}` }, p.name),
          h("input", {
            id: `hcp-${p.id}`,
            type: "number",
            inputmode: "numeric",
            min: range.min,
            max: range.max,
            placeholder: String(even),
            value: p.handicap === undefined ? "" : String(p.handicap),
            "aria-label": t("handicapOf", { name: p.name }),
            "data-testid": `handicap-${p.id}`,
            onchange: (ev: Event) => void save(p.id, (ev.target as HTMLInputElement).value),
          }),
        ),
      ),
    ),
  );
}
