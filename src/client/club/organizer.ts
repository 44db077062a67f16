/**
 * Club home: the public list of tournaments, and the organizer's desk (sign in, create, enter
 * players, draw, table links, confirm no-shows). Forms keep their drafts across redraws, so
 * what was typed survives a refusal.
 */

import type { AdminView, TournamentSummary } from "../../protocol/index.ts";
import { PASSWORD_MIN } from "../../protocol/index.ts";
import { api, type Problem } from "./api.ts";
import { byId, h } from "./dom.ts";
import { sayProblem, startLang, t, toggleLang } from "./i18n.ts";
import { adminPanel } from "./organizer-admin.ts";
import { type Desk, statusWord } from "./organizer-desk.ts";
import { bound, createForm, field } from "./organizer-forms.ts";

const TOKEN = "mingo-organizer";
let token = localStorage.getItem(TOKEN) ?? "";
let problem: Problem | null = null;
let publicList: readonly TournamentSummary[] = [];
let mine: readonly TournamentSummary[] = [];
// The tournament open at the desk survives a reload through the address (?admin=ID).
let adminId = new URLSearchParams(location.search).get("admin");
let admin: AdminView | null = null;

const signInDraft = { name: "", password: "" };

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

/** What the desk's forms and tournament panel may do here. */
const desk: Desk = { auth, act, render, openAdmin };

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

function render(): void {
  byId("lang").textContent = t("language");
  byId("title").textContent = `mingo · ${t("club")}`;
  const app = byId("app");
  app.replaceChildren();
  if (problem)
    app.append(h("div", { class: "error", role: "alert", "data-testid": "error" }, sayProblem(problem)));
  // Signed out, the form comes first: the list below arrives later (a request) and grows, and a
  // form under it moved as it landed, under a finger or a click already on its way.
  if (!token) app.append(signInForm());
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
  if (!token) return;
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
    createForm(desk),
  );
  if (admin && admin.tournament.id === adminId) app.append(adminPanel(admin, desk));
}

startLang();
byId("lang").addEventListener("click", () => {
  toggleLang();
  render();
});
render();
void refresh();
