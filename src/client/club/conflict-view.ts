/**
 * The scorekeeper's outbox on screen (issue 38, "never lost"): the line that says entries are
 * waiting on the phone, and the conflict, where the server's version and the phone's are shown
 * side by side, each step in the narration's words, and the person chooses one.
 */
import type { GameId } from "../../core/index.ts";
import { entryLines, renderLine } from "../../narration/index.ts";
import type { TableView } from "../../protocol/index.ts";
import { parseStep } from "../../protocol/index.ts";
import type { ScriptStep } from "../../rules/index.ts";
import { h } from "./dom.ts";
import { lang, optionName, sayProblem, t } from "./i18n.ts";
import { keeperWords } from "./keeper-words.ts";
import type { Conflict } from "./table-outbox.ts";
import type { QueuedEntry } from "./table-store.ts";

type Encounter = NonNullable<TableView["encounter"]>;

/** One step as a sentence: who, and what the entry says (the call, the first ball, the balls down). */
export function stepWords(game: GameId, e: Encounter, raw: ScriptStep): string {
  const a = parseStep(raw);
  if (!a.ok) return JSON.stringify(raw);
  const step = a.value;
  if (step.kind === "shot") {
    const said = entryLines(game, step.shot, { isBreak: false, callNeeded: false, cushions: true });
    return `${e.players[step.shot.by]}: ${said.map((l) => renderLine(l, lang.value)).join(" ")}`;
  }
  if (step.kind === "choose") {
    const o = step.choice;
    return `${e.players[step.by]}: ${optionName(typeof o === "string" ? o : "equalize")}`;
  }
  if (step.kind === "declare") return `${e.players[step.by]}: ${t(step.group)}`;
  if (step.kind === "lag") return t("lagWonBy", { name: e.players[step.winner] });
  return t("resign", { name: e.players[step.by] });
}

/** Entries waiting on the phone: "sin conexión · 3 tiros pendientes", or sending. */
export function pendingLine(pending: number, offline: boolean, conflict: boolean): HTMLElement | null {
  const words = keeperWords({ online: !offline, pending, conflict });
  if (!words) return null;
  return h(
    "span",
    { class: offline ? "chip warn pending" : "chip pending", "data-testid": "pending", role: "status" },
    words,
  );
}

function version(
  testid: string,
  title: string,
  items: readonly string[],
  start: number,
  empty: string,
): HTMLElement {
  return h(
    "section",
    { class: "version", "data-testid": testid },
    h("h3", {}, title),
    items.length
      ? h(
          "ol",
          { start: String(start) },
          items.map((x, k) => h("li", { "data-testid": `${testid}-${k}` }, x)),
        )
      : h("p", { class: "muted" }, empty),
  );
}

/** Both versions and the choice between them; nothing is dropped without a tap here. */
export function conflictPanel(
  game: GameId,
  e: Encounter,
  c: Conflict,
  mine: readonly QueuedEntry[],
  busy: boolean,
  choose: (which: "theirs" | "mine") => void,
): HTMLElement {
  const stale = c.problem.code === "stale-entry";
  return h(
    "div",
    { class: "card conflict", "data-testid": "conflict", role: "alert" },
    h("b", {}, stale ? t("conflictStale") : sayProblem(c.problem)),
    h(
      "div",
      { class: "versions" },
      version(
        "theirs",
        t("versionServer"),
        c.theirs.map((s) => stepWords(game, e, s)),
        c.base + 1,
        t("versionNothing"),
      ),
      version(
        "mine",
        t("versionPhone", { n: mine.length }),
        mine.map((q) => stepWords(game, e, q.step)),
        c.base + 1,
        t("versionNothing"),
      ),
    ),
    h(
      "div",
      { class: "bar-row" },
      h(
        "button",
        {
          type: "button",
          class: "big",
          "data-testid": "keep-theirs",
          disabled: busy,
          onclick: () => choose("theirs"),
        },
        t("keepServer", { n: mine.length }),
      ),
      h(
        "button",
        {
          type: "button",
          class: "big",
          "data-testid": "keep-mine",
          // Nothing of the server's to take back: sending the phone's again would be refused again.
          disabled: busy || c.theirs.length === 0,
          onclick: () => choose("mine"),
        },
        t("keepPhone", { n: c.theirs.length }),
      ),
    ),
  );
}
