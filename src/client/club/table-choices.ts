/** A pending decision at the scorekeeper's table: the options offered and who decides (G-TEAM). */
import type { ObjectBallId, PlayerIndex } from "../../core/index.ts";
import type { TableView } from "../../protocol/index.ts";
import type { ActionKindHint, ScriptStep } from "../../rules/index.ts";
import { h } from "./dom.ts";
import { optionName, t } from "./i18n.ts";

type ChooseHint = Extract<ActionKindHint, { kind: "choose" }>;
type Encounter = NonNullable<TableView["encounter"]>;

/** Who decides for side `i`: with teams the partner due ("Carla (Los Tigres)"), else the player. */
function deciderName(e: Encounter, i: PlayerIndex, partner: number | undefined): string {
  const name = partner === undefined ? undefined : e.sides?.[i]?.[partner];
  return name ? `${name} (${e.players[i]})` : e.players[i];
}

export function choices(
  e: Encounter,
  choose: ChooseHint,
  equalizePick: readonly ObjectBallId[],
  send: (step: ScriptStep) => void,
  setPick: (picked: ObjectBallId[]) => void,
): HTMLElement[] {
  const out = [
    h(
      "div",
      { class: "card tight" },
      // G-TEAM: the partner due decides for the team.
      h("b", {}, t("options", { name: deciderName(e, choose.by, choose.player) })),
      h(
        "div",
        { class: "row" },
        choose.options.map((o) =>
          h(
            "button",
            {
              type: "button",
              "data-testid": `option-${o}`,
              onclick: () =>
                send({
                  choose: {
                    by: choose.by,
                    option:
                      o === "equalize"
                        ? {
                            equalize: equalizePick.length
                              ? [...equalizePick]
                              : choose.equalizeBalls.slice(0, 1),
                          }
                        : o,
                  },
                }),
            },
            optionName(o),
          ),
        ),
      ),
      choose.options.includes("equalize")
        ? h(
            "div",
            { class: "row" },
            h("span", { class: "muted" }, t("equalizeUpTo", { n: choose.equalizeUpTo ?? 1 })),
            choose.equalizeBalls.map((b) =>
              h(
                "button",
                {
                  type: "button",
                  "data-testid": `equalize-${b}`,
                  class: equalizePick.includes(b) ? "chip-button on" : "chip-button",
                  onclick: () => {
                    const next = equalizePick.includes(b)
                      ? equalizePick.filter((x) => x !== b)
                      : [...equalizePick, b];
                    if (next.length <= (choose.equalizeUpTo ?? 1)) setPick(next);
                  },
                },
                String(b),
              ),
            ),
          )
        : null,
    ),
  ];
  return out;
}
