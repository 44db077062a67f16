/**
 * Club home: the public list of tournaments, and the organizer's desk (sign in, create, enter
 * players, draw, table links, confirm no-shows). Forms keep their drafts across redraws, so
 * what was typed survives a refusal.
 */

import { GAME_IDS, type GameId } from "../../core/index.ts";
import type { AdminView, EncounterView, TournamentSummary } from "../../protocol/index.ts";
import { FORMATS, type Format, PASSWORD_MIN } from "../../protocol/index.ts";
import type { ClubKey } from "../i18n/index.ts";
import { api, type Problem } from "./api.ts";
import { doubleBracket, placingsTable, stageWords, targetWords } from "./brackets.ts";
import { profileCardButton, tableCardsControl } from "./cards.ts";
import { byId, h } from "./dom.ts";
import { parseEntries } from "./entries.ts";
import { fmtPoints, isClubKey, lang, sayProblem, startLang, t, toggleLang } from "./i18n.ts";

const TOKEN = "mingo-organizer";
let token = localStorage.getItem(TOKEN) ?? "";
let problem: Problem | null = null;
let publicList: readonly TournamentSummary[] = [];
let mine: readonly TournamentSummary[] = [];
// The tournament open at the desk survives a reload through the address (?admin=ID).
let adminId = new URLSearchParams(location.search).get("admin");
let admin: AdminView | null = null;

const signInDraft = { name: "", password: "" };
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

function openAdmin(id: string): void {
  adminId = id;
  history.replaceState(null, "", `?admin=${encodeURIComponent(id)}`);
}
const auth = () => ({ authorization: `Bearer ${token}` });

async function refresh(): Promise<void> {
  const all = await api<{ tournaments: TournamentSummary[] }>("GET", "/api/tournaments");
  if (all.ok) publicList = all.value.tournaments;
  else problem = all.error;
  if (token) {
    const my = await api<{ tournaments: TournamentSummary[] }>(
      "GET",
      "/api/my/tournaments",
      undefined,
      auth(),
    );
    if (my.ok) mine = my.value.tournaments;
    else {
      // A session that ended (expired, or signed in elsewhere) shows the sign-in form again.
      if (signedOut(my.error)) signOut();
      problem = my.error;
    }
  }
  if (token && adminId) {
    const a = await api<AdminView>(
      "GET",
      `/api/tournaments/${encodeURIComponent(adminId)}/admin`,
      undefined,
      auth(),
    );
    if (a.ok) admin = a.value;
    else {
      if (signedOut(a.error)) signOut();
      problem = a.error;
    }
  }
  render();
}

const signedOut = (p: Problem) => p.code === "sign-in" || p.code === "session-expired";

function signOut(): void {
  token = "";
  localStorage.removeItem(TOKEN);
  admin = null;
  adminId = null;
  mine = [];
}

/** Runs one request of the desk; a refusal stays on screen until the next action. */
async function act(fn: () => Promise<Problem | null>): Promise<void> {
  problem = await fn();
  await refresh();
}

function field(label: string, input: HTMLElement, hint?: string): HTMLElement {
  return h("label", {}, label, input, hint ? h("small", { class: "muted" }, hint) : null);
}

/** An input bound to a draft's field: its value comes from the draft and goes back on each key. */
function bound<D extends Record<string, unknown>>(
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

async function signIn(): Promise<Problem | null> {
  const r = await api<{ token: string }>("POST", "/api/session", signInDraft);
  if (!r.ok) return r.error;
  token = r.value.token;
  localStorage.setItem(TOKEN, token);
  signInDraft.password = "";
  return null;
}

async function register(): Promise<Problem | null> {
  const r = await api<{ id: string }>("POST", "/api/organizers", signInDraft);
  return r.ok ? signIn() : r.error;
}

function signInForm(): HTMLElement {
  const name = bound(signInDraft, "name", { "data-testid": "org-name", autocomplete: "username" });
  const pass = bound(signInDraft, "password", {
    type: "password",
    "data-testid": "org-password",
    autocomplete: "current-password",
  });
  return h(
    "form",
    { class: "card", onsubmit: (ev: Event) => ev.preventDefault() },
    h("h2", {}, t("organizer")),
    field(t("name"), name),
    field(t("password"), pass, t("passwordHint", { n: PASSWORD_MIN })),
    h(
      "div",
      { class: "row" },
      h(
        "button",
        { type: "button", class: "primary", "data-testid": "sign-in", onclick: () => act(signIn) },
        t("signIn"),
      ),
      h("button", { type: "button", "data-testid": "register", onclick: () => act(register) }, t("register")),
    ),
  );
}

async function create(): Promise<Problem | null> {
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
  const r = await api<{ id: string }>("POST", "/api/tournaments", body, auth());
  if (!r.ok) return r.error;
  openAdmin(r.value.id);
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
function onlineFields(d: typeof createDraft): HTMLElement {
  const box = h("input", {
    type: "checkbox",
    class: "inline",
    name: "online",
    checked: d.online,
    "data-testid": "t-online",
  });
  box.addEventListener("change", () => {
    d.online = box.checked;
    render();
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

function createForm(): HTMLElement {
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
        render();
        document.querySelector<HTMLSelectElement>('[data-testid="t-format"]')?.focus();
      }),
    ),
    d.format === "double-elimination" ? resetField(d) : null,
    onlineFields(d),
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
      { type: "button", class: "primary", "data-testid": "t-create", onclick: () => act(create) },
      t("create"),
    ),
  );
  details.addEventListener("toggle", () => {
    d.open = details.open;
  });
  return details;
}

function statusWord(s: string): string {
  return isClubKey(s) ? t(s) : s;
}

/** Everything a club pins on its board, in the page's language: PDFs to print, CSV for a spreadsheet. */
function printLinks(v: AdminView["tournament"]): HTMLElement {
  const base = `/api/tournaments/${encodeURIComponent(v.id)}`;
  const q = `?lang=${lang.value}`;
  const link = (href: string, key: ClubKey, testid: string) =>
    h("a", { href, target: "_blank", rel: "noopener", class: "chip", "data-testid": testid }, t(key));
  return h(
    "p",
    { class: "row", "data-testid": "print-links" },
    link(`${base}/print/draw.pdf${q}`, "printDraw", "print-draw"),
    link(`${base}/print/bracket.pdf${q}`, "printBracket", "print-bracket"),
    link(`${base}/print/standings.pdf${q}`, "printStandings", "print-standings"),
    link(
      `/api/print/blank-sheet.pdf${q}&game=${v.game}&raceTo=${Number(v.settings.raceTo ?? 3)}`,
      "printBlankSheet",
      "print-blank",
    ),
    link(`${base}/export/standings.csv${q}`, "exportStandings", "export-standings"),
    link(`${base}/export/results.csv${q}`, "exportResults", "export-results"),
    v.tables > 0 ? tableCardsControl(v.id, auth, (fn) => void act(fn)) : null,
  );
}

function encounterItem(v: AdminView["tournament"], e: EncounterView): HTMLElement {
  const name = (pid: string | null) => v.players.find((p) => p.id === pid)?.name ?? "…";
  const base = `/api/tournaments/${encodeURIComponent(v.id)}`;
  const noShow = (absent: number[]) => () =>
    act(async () => {
      const r = await api(
        "POST",
        `${base}/encounters/${encodeURIComponent(e.id)}/noshow`,
        { absent },
        auth(),
      );
      return r.ok ? null : r.error;
    });
  return h(
    "li",
    { "data-testid": `admin-enc-${e.id}` },
    `${stageWords(e)}: ${name(e.a)} – ${name(e.b)} · ${statusWord(e.result === "unneeded" ? "unneeded" : e.status)}${e.table ? ` (${t("tableN", { n: e.table })})` : e.online ? ` (${t("onlineTag")})` : ""}`,
    e.status === "done" ? ` ${fmtPoints(e.score[0])}–${fmtPoints(e.score[1])}` : "",
    " ",
    e.online
      ? h(
          "a",
          {
            href: `/online.html?lang=${lang.value}#/watch/${encodeURIComponent(e.online)}`,
            target: "_blank",
            rel: "noopener",
            class: "chip",
            "data-testid": `admin-watch-${e.id}`,
          },
          t("watch"),
        )
      : null,
    " ",
    h(
      "a",
      {
        href: `${base}/encounters/${encodeURIComponent(e.id)}/sheet.pdf?lang=${lang.value}`,
        target: "_blank",
        rel: "noopener",
        "data-testid": `sheet-${e.id}`,
      },
      t("printSheet"),
    ),
    e.status === "playing" && e.breaker === null
      ? h(
          "span",
          { class: "row" },
          [0, 1].map((i) =>
            h(
              "button",
              { type: "button", "data-testid": `noshow-${e.id}-${i}`, onclick: noShow([i]) },
              t("noShow", { name: name(i === 0 ? e.a : e.b) }),
            ),
          ),
          h("button", { type: "button", onclick: noShow([0, 1]) }, t("bothAbsent")),
        )
      : null,
  );
}

function adminPanel(a: AdminView): HTMLElement {
  const v = a.tournament;
  const out: HTMLElement[] = [
    h("h2", {}, `${v.name} · ${t(v.game)} · ${statusWord(v.format)}`),
    h(
      "p",
      {},
      h(
        "a",
        { href: `/club/live.html?t=${encodeURIComponent(v.id)}`, "data-testid": "live-link" },
        t("live"),
      ),
    ),
    printLinks(v),
  ];
  if (v.status === "entry") {
    out.push(
      h(
        "p",
        {},
        v.players.map((p) =>
          h(
            "span",
            { class: "chip", "data-testid": `admin-player-${p.id}` },
            `${p.seed}. ${p.name}${p.handicap !== undefined ? ` (${targetWords(v, p.handicap)})` : ""}`,
            p.account ? ` · ${t("onlineTag")}${p.checkedIn ? " ✓" : ` · ${t("absentYet")}`}` : "",
          ),
        ),
      ),
    );
    if (v.online) out.push(h("p", { class: "muted", "data-testid": "admin-online" }, t("checkInHint")));
    out.push(
      h(
        "button",
        {
          type: "button",
          class: "primary",
          "data-testid": "draw",
          onclick: () =>
            act(async () => {
              const r = await api(
                "POST",
                `/api/tournaments/${encodeURIComponent(v.id)}/draw`,
                undefined,
                auth(),
              );
              return r.ok ? null : r.error;
            }),
        },
        t("draw"),
      ),
    );
  } else {
    // An online tournament may have no real table (tables 0): then no scorekeeper links.
    if (a.tables.length > 0)
      out.push(
        h("h2", {}, t("tableLinks")),
        h(
          "ul",
          {},
          a.tables.map((x) =>
            h(
              "li",
              {},
              h("a", { href: x.link, "data-testid": `table-link-${x.number}` }, t("tableN", { n: x.number })),
              " · ",
              h(
                "a",
                {
                  href: `/club/overlay.html?t=${encodeURIComponent(v.id)}&n=${x.number}&lang=${lang.value}`,
                  target: "_blank",
                  rel: "noopener",
                  "data-testid": `overlay-link-${x.number}`,
                },
                t("overlayLink"),
              ),
            ),
          ),
        ),
      );
    out.push(
      h("h2", {}, t("encounters")),
      h(
        "ul",
        {},
        v.encounters.map((e) => encounterItem(v, e)),
      ),
    );
    // Double elimination: the final placings and the three brackets, as on the wall.
    const placings = placingsTable(v, (id) => v.players.find((p) => p.id === id)?.name ?? "…");
    if (placings) out.push(h("h2", {}, t("placings")), placings);
    out.push(...doubleBracket(v, (id) => v.players.find((p) => p.id === id)?.name ?? "…"));
  }
  out.push(profileLinks(v));
  return h("div", { class: "card", "data-testid": "admin" }, out);
}

/** The links made at the desk this session, by entry: shown until the page is left. */
const madeLinks = new Map<string, string>();
/** Whether the profile links are unfolded: the desk redraws after every action. */
let profileLinksOpen = false;

/**
 * Players entered by name, each with a link to add the tournament to their online profile (one
 * profile for clubs and online play); those registered online have it already.
 */
function profileLinks(v: AdminView["tournament"]): HTMLElement {
  const byName = v.players.filter((p) => !p.account && !p.members);
  const make = (p: { id: string }) => () =>
    act(async () => {
      const r = await api<{ path: string }>(
        "POST",
        `/api/tournaments/${encodeURIComponent(v.id)}/players/${encodeURIComponent(p.id)}/profile-link`,
        undefined,
        auth(),
      );
      if (r.ok) madeLinks.set(p.id, `${location.origin}${r.value.path}&lang=${lang.value}`);
      return r.ok ? null : r.error;
    });
  return h(
    "details",
    {
      class: "profile-links",
      "data-testid": "profile-links",
      open: profileLinksOpen,
      ontoggle: (e: Event) => (profileLinksOpen = (e.target as HTMLDetailsElement).open),
    },
    h("summary", {}, t("profileLinks")),
    h("p", { class: "muted" }, t("profileLinksHint")),
    h(
      "ul",
      {},
      byName.map((p) => {
        const link = madeLinks.get(p.id);
        return h(
          "li",
          { "data-testid": `profile-link-${p.id}` },
          p.profile
            ? [p.name, " ", h("span", { class: "chip ok" }, `✓ ${t("profileLinked")}`)]
            : [
                h(
                  "button",
                  { type: "button", "data-testid": `make-profile-link-${p.id}`, onclick: make(p) },
                  t("makeProfileLink", { name: p.name }),
                ),
                " ",
                // A printed card's link replaces the one shown here, which then stops working.
                profileCardButton(
                  v.id,
                  p,
                  auth,
                  (fn) => void act(fn),
                  () => madeLinks.delete(p.id),
                ),
                link
                  ? [
                      " ",
                      h("code", { class: "link", "data-testid": `profile-url-${p.id}` }, link),
                      " ",
                      copyButton(link),
                    ]
                  : null,
              ],
        );
      }),
    ),
  );
}

function copyButton(text: string): HTMLElement {
  const b = h("button", { type: "button" }, t("copyLink"));
  b.onclick = () =>
    void navigator.clipboard.writeText(text).then(
      () => (b.textContent = t("copied")),
      () => undefined,
    );
  return b;
}

function render(): void {
  byId("lang").textContent = t("language");
  byId("title").textContent = `mingo · ${t("club")}`;
  const app = byId("app");
  app.replaceChildren();
  if (problem)
    app.append(h("div", { class: "error", role: "alert", "data-testid": "error" }, sayProblem(problem)));
  app.append(
    h("h2", {}, t("tournaments")),
    publicList.length
      ? h(
          "ul",
          {},
          publicList.map((x) =>
            h(
              "li",
              {},
              h(
                "a",
                { href: `/club/live.html?t=${encodeURIComponent(x.id)}` },
                `${x.name} · ${t(x.game)} · ${statusWord(x.status)}`,
              ),
            ),
          ),
        )
      : h("p", { class: "muted" }, t("noTournaments")),
  );
  if (!token) {
    app.append(signInForm());
    return;
  }
  app.append(
    h(
      "div",
      { class: "row" },
      mine.map((x) =>
        h(
          "button",
          {
            type: "button",
            class: x.id === adminId ? "on" : "",
            onclick: () =>
              act(async () => {
                openAdmin(x.id);
                return null;
              }),
          },
          x.name,
        ),
      ),
      h(
        "button",
        {
          type: "button",
          onclick: () => {
            signOut();
            render();
          },
        },
        t("signOut"),
      ),
    ),
    createForm(),
  );
  if (admin && admin.tournament.id === adminId) app.append(adminPanel(admin));
}

startLang();
byId("lang").addEventListener("click", () => {
  toggleLang();
  render();
});
render();
void refresh();
