// Club home: public list of tournaments, and the organizer's desk (sign in, create, enter
// players, draw, table links, confirm no-shows).
import { api, h } from "./api.js";
import { fmtPoints, t, toggleLang } from "./i18n.js";

let token = localStorage.getItem("mingo-organizer") ?? "";
let error = "";
let publicList = [];
let mine = [];
// The tournament open at the desk survives a reload through the address (?admin=ID).
const openId = new URLSearchParams(location.search).get("admin");
let admin = openId ? { tournament: { id: openId } } : null;
function openAdmin(id) {
  admin = { tournament: { id } };
  history.replaceState(null, "", `?admin=${encodeURIComponent(id)}`);
}
const auth = () => ({ authorization: `Bearer ${token}` });

async function refresh() {
  try {
    publicList = (await api("GET", "/api/tournaments")).tournaments;
    if (token) mine = (await api("GET", "/api/my/tournaments", undefined, auth())).tournaments;
    if (admin) admin = await api("GET", `/api/tournaments/${admin.tournament.id}/admin`, undefined, auth());
  } catch (e) {
    error = e.message;
    if (/sign in/.test(e.message)) signOut();
  }
  render();
}

function signOut() {
  token = "";
  localStorage.removeItem("mingo-organizer");
  admin = null;
}

async function act(fn) {
  try {
    error = "";
    await fn();
  } catch (e) {
    error = e.message;
  }
  await refresh();
}

function field(label, input) {
  return h("label", {}, label, input);
}

function signInForm() {
  const name = h("input", { name: "name", "data-testid": "org-name", autocomplete: "username" });
  const pass = h("input", {
    name: "password",
    type: "password",
    "data-testid": "org-password",
    autocomplete: "current-password",
  });
  const signIn = async () => {
    const r = await api("POST", "/api/session", { name: name.value, password: pass.value });
    token = r.token;
    localStorage.setItem("mingo-organizer", token);
  };
  return h(
    "div",
    { class: "card" },
    h("h2", {}, t("organizer")),
    field(t("name"), name),
    field(t("password"), pass),
    h(
      "div",
      { class: "row" },
      h("button", { type: "button", "data-testid": "sign-in", onclick: () => act(signIn) }, t("signIn")),
      h(
        "button",
        {
          type: "button",
          "data-testid": "register",
          onclick: () =>
            act(async () => {
              await api("POST", "/api/organizers", { name: name.value, password: pass.value });
              await signIn();
            }),
        },
        t("register"),
      ),
    ),
  );
}

function createForm() {
  const name = h("input", { "data-testid": "t-name" });
  const game = h(
    "select",
    { "data-testid": "t-game" },
    ["pina", "bola8"].map((g) => h("option", { value: g }, t(g))),
  );
  const format = h(
    "select",
    { "data-testid": "t-format" },
    ["round-robin", "single-elimination", "groups-knockout"].map((f) => h("option", { value: f }, t(f))),
  );
  const tables = h("input", { type: "number", min: 1, value: 2, "data-testid": "t-tables" });
  const race = h("input", { type: "number", min: 1, value: 3, "data-testid": "t-race" });
  const groupSize = h("input", { type: "number", min: 2, value: 4 });
  const advance = h("input", { type: "number", min: 1, value: 2 });
  const startsAt = h("input", { type: "datetime-local", "data-testid": "t-starts" });
  const players = h("textarea", { rows: 6, "data-testid": "t-players" });
  const create = async () => {
    const body = {
      name: name.value,
      game: game.value,
      format: format.value,
      tables: Number(tables.value),
      groupSize: Number(groupSize.value),
      advance: Number(advance.value),
      settings: game.value === "bola8" ? { raceTo: Number(race.value) } : {},
      players: players.value
        .split("\n")
        .map((x) => x.trim())
        .filter(Boolean),
      ...(startsAt.value ? { startsAt: new Date(startsAt.value).getTime() } : {}),
    };
    const r = await api("POST", "/api/tournaments", body, auth());
    openAdmin(r.id);
  };
  return h(
    "details",
    { class: "card" },
    h("summary", { "data-testid": "new-tournament" }, t("newTournament")),
    field(t("name"), name),
    field(t("game"), game),
    field(t("format"), format),
    field(t("tables"), tables),
    field(t("raceTo"), race),
    field(t("groupSize"), groupSize),
    field(t("advance"), advance),
    field(t("startsAt"), startsAt),
    field(t("players"), players),
    h(
      "button",
      { type: "button", class: "primary", "data-testid": "t-create", onclick: () => act(create) },
      t("create"),
    ),
  );
}

function adminPanel() {
  const v = admin.tournament;
  if (!v?.name) return null;
  const name = (pid) => v.players.find((p) => p.id === pid)?.name ?? "…";
  const base = `/api/tournaments/${v.id}`;
  const out = [
    h("h2", {}, `${v.name} · ${t(v.game)} · ${t(v.format)}`),
    h("p", {}, h("a", { href: `/club/live.html?t=${v.id}`, "data-testid": "live-link" }, t("live"))),
  ];
  if (v.status === "entry") {
    out.push(
      h(
        "p",
        {},
        v.players.map((p) => h("span", { class: "chip" }, `${p.seed}. ${p.name}`)),
      ),
    );
    out.push(
      h(
        "button",
        {
          type: "button",
          class: "primary",
          "data-testid": "draw",
          onclick: () => act(() => api("POST", `${base}/draw`, undefined, auth())),
        },
        t("draw"),
      ),
    );
  } else {
    out.push(h("h2", {}, t("tableLinks")));
    out.push(
      h(
        "ul",
        {},
        admin.tables.map((x) =>
          h(
            "li",
            {},
            h("a", { href: x.link, "data-testid": `table-link-${x.number}` }, `${t("table")} ${x.number}`),
          ),
        ),
      ),
    );
    out.push(h("h2", {}, t("encounters")));
    out.push(
      h(
        "ul",
        {},
        v.encounters.map((e) =>
          h(
            "li",
            { "data-testid": `admin-enc-${e.id}` },
            `${t("round")} ${e.round}: ${name(e.a)} – ${name(e.b)} · ${t(e.status)}${e.table ? ` (${t("table")} ${e.table})` : ""}`,
            e.status === "done" ? ` ${fmtPoints(e.score[0])}–${fmtPoints(e.score[1])}` : "",
            e.status === "playing" && e.breaker === null
              ? h(
                  "span",
                  { class: "row" },
                  [0, 1].map((i) =>
                    h(
                      "button",
                      {
                        type: "button",
                        "data-testid": `noshow-${e.id}-${i}`,
                        onclick: () =>
                          act(() =>
                            api("POST", `${base}/encounters/${e.id}/noshow`, { absent: [i] }, auth()),
                          ),
                      },
                      `${t("noShow")}: ${name(i === 0 ? e.a : e.b)}`,
                    ),
                  ),
                  h(
                    "button",
                    {
                      type: "button",
                      onclick: () =>
                        act(() =>
                          api("POST", `${base}/encounters/${e.id}/noshow`, { absent: [0, 1] }, auth()),
                        ),
                    },
                    t("bothAbsent"),
                  ),
                )
              : null,
          ),
        ),
      ),
    );
  }
  return h("div", { class: "card", "data-testid": "admin" }, out);
}

function render() {
  document.getElementById("lang").textContent = t("language");
  document.getElementById("title").textContent = `mingo · ${t("club")}`;
  const app = document.getElementById("app");
  app.replaceChildren();
  if (error) app.append(h("div", { class: "error", role: "alert", "data-testid": "error" }, error));
  app.append(
    h("h2", {}, t("tournaments")),
    h(
      "ul",
      {},
      publicList.map((x) =>
        h(
          "li",
          {},
          h(
            "a",
            { href: `/club/live.html?t=${x.id}` },
            `${x.name} · ${t(x.game)} · ${t(x.status === "done" ? "done" : x.status === "running" ? "playing" : "waiting")}`,
          ),
        ),
      ),
    ),
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
            onclick: () =>
              act(async () => {
                openAdmin(x.id);
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
  if (admin) app.append(adminPanel() ?? "");
}

document.getElementById("lang").addEventListener("click", () => {
  toggleLang();
  render();
});
void refresh();
