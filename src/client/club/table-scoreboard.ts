/** The scorekeeper's one-line scoreboard: both sides, whose turn, the game's score, the match, the fouls. */
import type { GameId, PlayerIndex } from "../../core/index.ts";
import type { TableView } from "../../protocol/index.ts";
import { h } from "./dom.ts";
import { fmtPoints, t } from "./i18n.ts";
import { icon } from "./icons.ts";

type Encounter = NonNullable<TableView["encounter"]>;

/** With teams: the partner due of side `i` (from the last report), else null. */
function partnerDueOf(e: Encounter, i: PlayerIndex): string | null {
  const s = e.report?.shooter;
  if (!e.sides || !s || s[0] !== i) return null;
  return e.sides[i]?.[s[1]] ?? null;
}

/** Both sides on one line: whose turn, the game's score, the match, the foul count. */
export function scoreboard(e: Encounter, game: GameId): HTMLElement {
  const r = e.report;
  const turn = r ? r.turn : e.breaker;
  const side = (i: PlayerIndex) =>
    h(
      "div",
      { class: turn === i && !r?.matchOver ? "side on" : "side", "data-testid": `player-${i}` },
      h(
        "b",
        { class: "who" },
        turn === i && !r?.matchOver ? icon("turn") : null,
        // Its own box, so a long name ends in an ellipsis (a flex box's bare text is cut short).
        h("span", { class: "name" }, e.players[i]),
      ),
      partnerDueOf(e, i)
        ? h(
            "span",
            { class: "chip on", "data-testid": `due-${i}` },
            t("partnerToShoot", { name: partnerDueOf(e, i)! }),
          )
        : null,
      game === "pina" && r?.score
        ? h("span", { class: "score", "data-testid": `score-${i}` }, String(r.score[i]))
        : null,
      h(
        "span",
        {
          class: "chip",
          "data-testid": `match-${i}`,
          title: t(game === "pina" ? "encounterPoints" : "racksWon"),
        },
        `${t(game === "pina" ? "encounterShort" : "racksShort")} ${fmtPoints(r?.matchScore[i] ?? 0)}`,
      ),
      r?.consecutiveFouls[i]
        ? h("span", { class: "chip warn" }, t("foulCount", { n: r.consecutiveFouls[i] }))
        : null,
    );
  return h("div", { class: "scoreboard" }, side(0), side(1));
}
