/** The call the shot needs, made with buttons: the group, the pocket, the defence; and what is called so far. */
import { type ComponentChild, h } from "preact";
import type { PocketId } from "../../core/index.ts";
import { pocketLabel, pocketName } from "../../narration/index.ts";
import { lang, t } from "../i18n/index.ts";
import type { Session } from "./session.ts";

export function CallBox(props: { s: Session }): ComponentChild {
  const s = props.s;
  const tr = s.turn.value;
  const hint = tr.kind === "shot" ? tr.hint : tr.kind === "choose" ? tr.shot : null;
  if (!hint || hint.call === "none") return null;
  const c = s.call.value;
  const l = lang.value;
  const missing = s.missingCall.value;
  const body: ComponentChild[] = [];
  if (hint.call === "group") {
    body.push(h("p", null, t("declareGroup")));
    body.push(
      h(
        "div",
        { class: "options" },
        (["solids", "stripes"] as const).map((g) =>
          h(
            "button",
            {
              class: c.group === g ? "on" : "",
              "data-testid": `call-group-${g}`,
              onClick: () => s.setCall({ group: g }),
            },
            t(g),
          ),
        ),
      ),
    );
  } else {
    body.push(h("p", null, hint.call === "pocket-8" ? t("call8") : t("callPina")));
    body.push(
      h(
        "div",
        { class: "pockets" },
        POCKET_GRID.map((p) =>
          h(
            "button",
            {
              class: c.pocket === p ? "on" : "",
              "data-testid": `call-pocket-${p}`,
              title: pocketName(p, l),
              onClick: () => s.pickPocket(p),
            },
            pocketShort(p),
          ),
        ),
      ),
    );
    if (hint.call === "ball-or-defense")
      body.push(
        h(
          "button",
          {
            class: c.defense ? "on" : "",
            "data-testid": "call-defense",
            onClick: () => s.setCall({ defense: true }),
          },
          t("defense"),
        ),
      );
  }
  if (c.defense) body.push(h("p", { class: "called" }, t("calledDefense")));
  else if (c.ball || c.pocket || c.group)
    body.push(
      h(
        "p",
        { class: "called", "data-testid": "called" },
        t("called", {
          what: [
            c.group ? t(c.group) : "",
            c.ball ? `${c.ball}` : "",
            c.pocket ? pocketName(c.pocket, l) : "",
          ]
            .filter(Boolean)
            .join(" → "),
        }),
      ),
    );
  // Once the press has been warned about, the warning says it all (no second line in red).
  if (missing && !s.noCallWarned.value)
    body.push(
      h("p", { class: "missing", "data-testid": "missing-call" }, t("callNeeded", { what: missing })),
    );
  return h("div", { class: "call", "data-testid": "call" }, body);
}

const pocketShort = (p: PocketId): string => pocketLabel(p, lang.value);

/** The pocket buttons laid out as the pockets lie, seen from the head: left row, then right row. */
const POCKET_GRID: readonly PocketId[] = [
  "head-left",
  "side-left",
  "foot-left",
  "head-right",
  "side-right",
  "foot-right",
];
