/**
 * The status strip above the table, read from the match alone (status.ts). Sideways and on a
 * desktop it is the rich strip: the score, the rack, each side's group ball by ball, the fouls
 * in words, the pocketed balls. Held upright (issue 44) it is one row, so the table keeps its
 * height all match long: the score, the rack or game, the player due, each side's group as a
 * chip (a ball of the group and how many are left) with its fouls in a row as marks, and in Piña
 * the ball on. The row is a button: the rich list and the referee's record are one tap away in
 * a sheet.
 */
import { useSignal } from "@preact/signals";
import { type ComponentChild, h } from "preact";
import { useRef } from "preact/hooks";
import type { Lang } from "../../core/index.ts";
import {
  bola8FoulCount,
  encounterLine,
  formatPoints,
  openTable,
  pinaFoulCount,
} from "../../narration/index.ts";
import { lang, t } from "../i18n/index.ts";
import { ballChip } from "./ball-chip.ts";
import { cssColour, partnerColour } from "./partners.ts";
import { LogBox } from "./referee-record.ts";
import type { Session } from "./session.ts";
import { Sheet } from "./sheet.ts";
import { type StatusModel, statusOf, trayOf } from "./status.ts";

/** The strip: one row on an upright phone (`compact`), else the rich strip. */
export function StatusBar(props: { s: Session; compact: boolean }): ComponentChild {
  if (props.compact) return h(StatusRow, { s: props.s });
  return h("header", { class: "status", "data-testid": "status" }, richParts(props.s));
}

/** The fouls in a row in the referee's words ("Una infracción", "Una cabeza"). */
function foulWords(st: StatusModel, c: number, l: Lang): string {
  return st.game === "pina" ? pinaFoulCount(c, l) : bola8FoulCount(c, l);
}

/** Everything the rich strip says, in its order; the upright sheet lists the same. */
function richParts(s: Session): ComponentChild[] {
  const st = statusOf(s.match.value);
  const names = s.names;
  const l = lang.value;
  const parts: ComponentChild[] = [];
  if (st.stage === "lag" || st.stage === "lag-choice") {
    parts.push(h("span", { "data-testid": "status-stage" }, t("lagTitle")));
  } else {
    if (st.game === "bola8") {
      parts.push(
        h(
          "span",
          { class: "score", "data-testid": "match-score" },
          `${t("racks")}: ${names[0]} ${st.matchScore?.[0] ?? 0} – ${st.matchScore?.[1] ?? 0} ${names[1]}`,
        ),
      );
      parts.push(h("span", { "data-testid": "status-rack" }, t("rackOf", { n: st.rack ?? 1 })));
      if (st.openTable) parts.push(h("span", { class: "tag", "data-testid": "open-table" }, openTable(l)));
      else if (st.groups)
        for (const p of [0, 1] as const) {
          const g = st.groups[p];
          parts.push(
            h(
              "span",
              { class: "group", "data-testid": `group-${p}` },
              `${names[p]} — ${t(g.group)}: `,
              ...g.left.map((b) => ballChip(b)),
              g.left.length === 0 ? ballChip(8) : null,
            ),
          );
        }
    } else {
      parts.push(h("span", { "data-testid": "status-rack" }, t("gameOf", { n: st.rack ?? 1 })));
      if (st.score)
        parts.push(
          h(
            "span",
            { class: "score", "data-testid": "game-score" },
            `${names[0]} ${st.score[0]} – ${st.score[1]} ${names[1]} (${t("target61")})`,
          ),
        );
      if (st.stage === "between")
        parts.push(h("span", { class: "tag", "data-testid": "status-stage" }, t("lagNext")));
      if (st.ballOn !== null)
        parts.push(
          h(
            "span",
            { class: "ball-on", "data-testid": "ball-on" },
            t("ballOn", { ball: "" }),
            ballChip(st.ballOn, true),
          ),
        );
      if (st.matchScore) parts.push(h("span", null, encounterLine(names, st.matchScore, l)));
      if (st.turnsOwed > 0) parts.push(h("span", { class: "tag" }, t("turnsOwed", { n: st.turnsOwed })));
    }
    for (const p of [0, 1] as const) {
      const c = st.fouls[p];
      if (c > 0)
        parts.push(
          h(
            "span",
            { class: `tag${c >= 2 ? " warn" : ""}`, "data-testid": `fouls-${p}` },
            `${names[p]}: ${foulWords(st, c, l)}`,
          ),
        );
    }
  }
  if (st.stage !== "lag") {
    const tray = trayOf(s.match.value);
    // A tray appears once its player has sunk a ball (empty ones would only take a row on a phone).
    for (const p of [0, 1] as const)
      if (tray[p].length > 0)
        parts.push(
          h(
            "span",
            { class: "tray", "data-testid": `tray-${p}`, title: t("tray", { name: names[p] }) },
            h("span", { class: "tray-name" }, names[p]),
            tray[p].map((b) => ballChip(b)),
          ),
        );
  }
  if (s.match.value.setup.sides) parts.unshift(h(SidesStrip, { s }));
  return parts;
}

/**
 * The upright row: a button over its whole width that opens the sheet. Nothing in it wraps: the
 * names give way (an ellipsis) before the score, the chips or the marks do.
 */
function StatusRow(props: { s: Session }): ComponentChild {
  const s = props.s;
  const open = useSignal(false);
  const button = useRef<HTMLButtonElement>(null);
  const st = statusOf(s.match.value);
  const close = (refocus: boolean) => {
    open.value = false;
    if (refocus) button.current?.focus();
  };
  return h(
    "header",
    { class: "status compact", "data-testid": "status" },
    h(
      "button",
      {
        ref: button,
        class: "status-row",
        "data-testid": "status-open",
        "aria-haspopup": "dialog",
        "aria-expanded": open.value,
        "aria-controls": open.value ? "status-sheet" : undefined,
        title: t("statusOpen"),
        onClick: () => (open.value = !open.value),
      },
      rowParts(s, st),
      h("span", { class: "more", "aria-hidden": "true" }, "▾"),
    ),
    open.value
      ? h(
          Sheet,
          { name: "status", title: t("statusSheetTitle"), onClose: close },
          h("div", { class: "status-list" }, richParts(s)),
          h(LogBox, { s }),
        )
      : null,
  );
}

function rowParts(s: Session, st: StatusModel): ComponentChild[] {
  if (st.stage === "lag" || st.stage === "lag-choice")
    return [h("span", { class: "stage", "data-testid": "status-stage" }, t("lagTitle"))];
  const l = lang.value;
  const pina = st.game === "pina";
  // Bola 8: the racks won. Piña: the game's points; between games, the games won (the encounter).
  const score = pina ? (st.score ?? st.matchScore) : (st.matchScore ?? [0, 0]);
  const scoreId = !pina ? "match-score" : st.score ? "game-score" : "encounter-score";
  const centre = h(
    "span",
    { class: "centre" },
    score
      ? h(
          "span",
          { class: "score", "data-testid": scoreId },
          `${formatPoints(score[0], l)} – ${formatPoints(score[1], l)}`,
        )
      : null,
    h(
      "span",
      { class: "rack", "data-testid": "status-rack" },
      t(pina ? "gameOf" : "rackOf", { n: st.rack ?? 1 }),
    ),
  );
  const parts: ComponentChild[] = [sideChip(s, st, 0), centre, sideChip(s, st, 1)];
  if (st.openTable) parts.push(h("span", { class: "tag", "data-testid": "open-table" }, openTable(l)));
  if (st.stage === "between")
    parts.push(h("span", { class: "tag", "data-testid": "status-stage" }, t("lagNext")));
  if (st.ballOn !== null)
    parts.push(
      h(
        "span",
        { class: "ball-on", "data-testid": "ball-on", title: t("ballOn", { ball: st.ballOn }) },
        // The ball first: the row lays them out reversed, so a word with no room is the one cut.
        ballChip(st.ballOn, true),
        h("span", { class: "label" }, t("ballOn", { ball: "" }).trim()),
      ),
    );
  if (st.turnsOwed > 0) parts.push(h("span", { class: "tag" }, t("turnsOwed", { n: st.turnsOwed })));
  return parts;
}

/**
 * One side in the upright row: its name (the side due marked, in a match of sides with the
 * partner's colour), its group as a chip, its fouls in a row as marks.
 */
function sideChip(s: Session, st: StatusModel, p: 0 | 1): ComponentChild {
  const l = lang.value;
  const due = s.due.value;
  const isDue = st.stage !== "over" && due?.side === p;
  const fouls = st.fouls[p];
  const g = st.groups?.[p];
  const dot =
    isDue && due.partner !== null
      ? h("span", { class: "due-dot", style: { background: cssColour(partnerColour(p, due.partner)) } })
      : null;
  return h(
    "span",
    {
      class: `side-chip${isDue ? " due" : ""}`,
      "data-testid": `side-chip-${p}`,
      "aria-current": isDue ? "true" : undefined,
      title: isDue ? t("toPlay", { name: due.name }) : s.names[p],
    },
    dot,
    h("span", { class: "name" }, s.names[p]),
    g
      ? h(
          "span",
          {
            class: "group-chip",
            "data-testid": `group-${p}`,
            title: t("groupLeft", { group: t(g.group), n: g.left.length }),
          },
          // The group's look (a solid or a striped ball) and the count; once they are all down, the 8.
          g.left.length === 0
            ? ballChip(8)
            : [
                h("span", { class: `ball mini b3${g.group === "stripes" ? " stripe" : ""}` }),
                h("span", { class: "count" }, String(g.left.length)),
              ],
        )
      : null,
    fouls > 0
      ? h(
          "span",
          {
            class: `fouls${fouls >= 2 ? " warn" : ""}`,
            "data-testid": `fouls-${p}`,
            title: foulWords(st, fouls, l),
            "aria-label": foulWords(st, fouls, l),
          },
          "✕".repeat(fouls),
        )
      : null,
  );
}

/**
 * G-TEAM: both sides with every partner, the one due marked with their colour, so whose turn it
 * is can never be mistaken (the cue on the table wears the same colour).
 */
function SidesStrip(props: { s: Session }): ComponentChild {
  const s = props.s;
  const m = s.match.value;
  const sides = m.setup.sides;
  if (!sides) return null;
  const due = s.due.value;
  return h(
    "span",
    { class: "sides-strip", "data-testid": "sides" },
    ([0, 1] as const).map((side) =>
      h(
        "span",
        { class: `side${due?.side === side ? " due" : ""}`, "data-testid": `side-${side}` },
        sides[side].map((name, k) =>
          h(
            "span",
            {
              class: `partner${due?.side === side && due.partner === k ? " due" : ""}`,
              "data-testid": `partner-${side}-${k}`,
              style: { "--partner": cssColour(partnerColour(side, k)) },
            },
            name,
          ),
        ),
      ),
    ),
  );
}
