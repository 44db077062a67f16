/**
 * The desk's forms: inputs bound to drafts (so what was typed survives a redraw and a refusal),
 * and the new tournament's form with its online and double-elimination settings.
 */
import { GAME_IDS, type GameId } from "../../core/index.ts";
import { FORMATS, type Format } from "../../protocol/index.ts";
import { api, type Problem } from "./api.ts";
import { h } from "./dom.ts";
import { parseEntries } from "./entries.ts";
import { isClubKey, t } from "./i18n.ts";
import type { Desk } from "./organizer-desk.ts";

export function field(label: string, input: HTMLElement, hint?: string): HTMLElement {
  return h("label", {}, label, input, hint ? h("small", { class: "muted" }, hint) : null);
}

/** An input bound to a draft's field: its value comes from the draft and goes back on each key. */
export function bound<D extends Record<string, unknown>>(
  draft: D,
  key: keyof D & string,
  attrs: Readonly<Record<string, string | number | boolean>> = {},
): HTMLInputElement {
  const el = h("input", { ...attrs, name: key });
  el.value = String(draft[key]);
  el.addEventListener("input", () => {
    (draft as Record<string, unknown>)[key] = el.value;
  });
  return el;
}

const createDraft = {
  open: false,
  name: "",
  game: "pina" as GameId,
  format: "round-robin" as Format,
  tables: "2",
  raceTo: "3",
  groupSize: "4",
  advance: "2",
  startsAt: "",
  players: "",
  /** Double elimination: a reset final when the losers' bracket wins the grand final. */
  grandFinalReset: true,
  /** Played online (issue 28): players register themselves; tables may then be 0. */
  online: false,
  noShowMinutes: "30",
  shotSeconds: "0",
};

async function create(desk: Desk): Promise<Problem | null> {
  const d = createDraft;
  const body = {
    name: d.name,
    game: d.game,
    format: d.format,
    tables: Number(d.tables),
    groupSize: Number(d.groupSize),
    advance: Number(d.advance),
    settings: d.game === "bola8" ? { raceTo: Number(d.raceTo) } : {},
    players: parseEntries(d.players),
    ...(d.format === "double-elimination" ? { grandFinalReset: d.grandFinalReset } : {}),
    ...(d.online
      ? { online: { noShowMinutes: Number(d.noShowMinutes), shotSeconds: Number(d.shotSeconds) } }
      : {}),
    ...(d.startsAt ? { startsAt: new Date(d.startsAt).getTime() } : {}),
  };
  const r = await api<{ id: string }>("POST", "/api/tournaments", body, desk.auth());
  if (!r.ok) return r.error;
  desk.openAdmin(r.value.id);
  Object.assign(createDraft, { open: false, name: "", players: "", startsAt: "", online: false });
  return null;
}

function select<V extends string>(values: readonly V[], current: V, testid: string, onPick: (v: V) => void) {
  const el = h(
    "select",
    { "data-testid": testid },
    values.map((v) => h("option", { value: v, selected: v === current }, isClubKey(v) ? t(v) : v)),
  );
  el.addEventListener("change", () => onPick(el.value as V));
  return el;
}

/**
 * "Played online": a checkbox, what it means, and (when checked) the no-show wait and the
 * online shot clock. Checking it redraws the form, so the tables' minimum follows it.
 */
function onlineFields(d: typeof createDraft, desk: Desk): HTMLElement {
  const box = h("input", {
    type: "checkbox",
    class: "inline",
    name: "online",
    checked: d.online,
    "data-testid": "t-online",
  });
  box.addEventListener("change", () => {
    d.online = box.checked;
    desk.render();
    document.querySelector<HTMLInputElement>('[data-testid="t-online"]')?.focus();
  });
  return h(
    "div",
    { class: "online-box", "data-testid": "t-online-box" },
    h("label", { class: "check" }, box, " ", t("online")),
    h("small", { class: "muted", "data-testid": "t-online-help" }, t("onlineFormHelp")),
    d.online
      ? h(
          "div",
          { class: "row pair" },
          field(
            t("noShowMinutes"),
            bound(d, "noShowMinutes", { type: "number", min: 1, max: 240, "data-testid": "t-noshow" }),
          ),
          field(
            t("onlineShotSeconds"),
            bound(d, "shotSeconds", { type: "number", min: 0, max: 600, "data-testid": "t-shot-seconds" }),
          ),
        )
      : null,
  );
}

/** The grand final's reset (double elimination), on by default. */
function resetField(d: typeof createDraft): HTMLElement {
  const box = h("input", {
    type: "checkbox",
    class: "inline",
    checked: d.grandFinalReset,
    "data-testid": "t-reset",
  });
  box.addEventListener("change", () => {
    d.grandFinalReset = box.checked;
  });
  return h("label", { class: "check" }, box, " ", t("grandFinalReset"));
}

export function createForm(desk: Desk): HTMLElement {
  const d = createDraft;
  const players = h("textarea", { rows: 6, "data-testid": "t-players", name: "players" });
  players.value = d.players;
  players.addEventListener("input", () => {
    d.players = players.value;
  });
  const details = h(
    "details",
    { class: "card", open: d.open },
    h("summary", { "data-testid": "new-tournament" }, t("newTournament")),
    field(t("name"), bound(d, "name", { "data-testid": "t-name" })),
    field(
      t("game"),
      select(GAME_IDS, d.game, "t-game", (v) => {
        d.game = v;
      }),
    ),
    field(
      t("format"),
      select(FORMATS, d.format, "t-format", (v) => {
        d.format = v;
        // Double elimination has a setting of its own (the reset final): the form shows it.
        desk.render();
        document.querySelector<HTMLSelectElement>('[data-testid="t-format"]')?.focus();
      }),
    ),
    d.format === "double-elimination" ? resetField(d) : null,
    onlineFields(d, desk),
    field(
      t("tables"),
      bound(d, "tables", { type: "number", min: d.online ? 0 : 1, "data-testid": "t-tables" }),
    ),
    field(t("raceTo"), bound(d, "raceTo", { type: "number", min: 1, "data-testid": "t-race" })),
    field(t("groupSize"), bound(d, "groupSize", { type: "number", min: 2 })),
    field(t("advance"), bound(d, "advance", { type: "number", min: 1 })),
    field(t("startsAt"), bound(d, "startsAt", { type: "datetime-local", "data-testid": "t-starts" })),
    field(t("players"), players),
    h("small", { class: "muted", "data-testid": "t-players-help" }, t("entriesHint")),
    h(
      "button",
      {
        type: "button",
        class: "primary",
        "data-testid": "t-create",
        onclick: () => desk.act(() => create(desk)),
      },
      t("create"),
    ),
  );
  details.addEventListener("toggle", () => {
    d.open = details.open;
  });
  return details;
}
