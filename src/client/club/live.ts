/**
 * The wall screen: every table's score and the standings, redrawn on each WebSocket update.
 * An online tournament (issue 28) is also where a player registers and checks in, with this
 * browser's online identity, and where the call to play an online encounter appears.
 */
import type { EncounterView, KeeperPresence, TournamentView } from "../../protocol/index.ts";
import { api, type Problem } from "./api.ts";
import { doubleBracket, handicapTargets, placingsTable, stageWords, targetWords } from "./brackets.ts";
import { byId, h } from "./dom.ts";
import { fmtPoints, isClubKey, lang, sayProblem, startLang, t, toggleLang } from "./i18n.ts";
import { keeperWords } from "./keeper-words.ts";
import { followTournament } from "./live-socket.ts";
import { ONLINE_IDENTITY_KEY, onlineIdentity } from "./online-identity.ts";
import { bracketPicture, standingsPicture } from "./pictures.ts";
import { profileLinkCard } from "./profile-link.ts";
import { saidElement } from "./said.ts";

const id = new URLSearchParams(location.search).get("t") ?? "";
let view: TournamentView | null = null;
let status = "";
/** The last refusal of a register or check-in, shown until the next one. */
let entryProblem: Problem | null = null;
let busy = false;
let me = onlineIdentity();
/** Issue 38: each table's scorekeeper as the server hears it (its phone's queue, its connection). */
let keepers: readonly KeeperPresence[] = [];

type Player = TournamentView["players"][number];
type OnlinePlay = NonNullable<TournamentView["online"]>;

function nameOf(pid: string | null): string {
  return view?.players.find((p) => p.id === pid)?.name ?? "…";
}

function tableCard(v: TournamentView, n: number): HTMLElement {
  const e = v.encounters.find((x) => x.table === n && x.status === "playing");
  if (!e)
    return h(
      "div",
      { class: "card", "data-testid": `table-${n}` },
      h("b", {}, t("tableN", { n })),
      h("div", { class: "muted" }, t("free")),
    );
  const r = e.report;
  // G-TEAM: a team's players under its name, the one due to shoot marked.
  const members = (i: 0 | 1, pid: string | null) => {
    const m = v.players.find((p) => p.id === pid)?.members;
    if (!m) return null;
    const due = r?.shooter && r.shooter[0] === i && !r.matchOver ? r.shooter[1] : -1;
    return h(
      "span",
      { class: "muted", "data-testid": `table-${n}-team-${i}` },
      m.map((name, k) => (k === due ? `▶${name}` : name)).join(" · "),
    );
  };
  // A handicap (issue 39): each side's own race or target beside the name.
  const targets = handicapTargets(v, e);
  const line = (i: 0 | 1, pid: string | null) =>
    h(
      "div",
      { class: "row player" },
      h("span", { class: "who" }, `${r && r.turn === i && !r.matchOver ? "▶ " : ""}${nameOf(pid)}`),
      targets
        ? h("span", { class: "muted", "data-testid": `table-${n}-target-${i}` }, targetWords(v, targets[i]))
        : null,
      members(i, pid),
      v.game === "pina"
        ? h("span", { class: "score", "data-testid": `table-${n}-score-${i}` }, String(r?.score?.[i] ?? 0))
        : null,
      h("span", { class: "chip", "data-testid": `table-${n}-match-${i}` }, fmtPoints(r?.matchScore[i] ?? 0)),
    );
  return h(
    "div",
    { class: "card", "data-testid": `table-${n}` },
    h("b", {}, t("tableN", { n })),
    keeperLine(n),
    line(0, e.a),
    line(1, e.b),
    saidElement(e.lines, lang.value, `table-${n}-said`),
  );
}

/** "sin conexión · 3 tiros pendientes": the table's phone has shots the wall does not show yet. */
function keeperLine(n: number): HTMLElement | null {
  const k = keepers.find((x) => x.table === n);
  const words = k ? keeperWords(k) : "";
  if (!words) return null;
  return h("div", { class: "chip warn keeper", role: "status", "data-testid": `table-${n}-keeper` }, words);
}

/** A name in the standings, with the player's own race or target when they play with a handicap. */
function withHandicap(v: TournamentView, id: string, name: string): string {
  const hcp = v.players.find((p) => p.id === id)?.handicap;
  return hcp === undefined ? name : `${name} (${targetWords(v, hcp)})`;
}

function encounterLine(e: EncounterView): HTMLElement {
  const result =
    e.result === "noshow"
      ? ` · ${t("noshowResult")}`
      : e.result === "bye"
        ? ` · ${t("bye")}`
        : e.result === "unneeded"
          ? ` · ${t("unneeded")}`
          : "";
  const where = e.table ? ` (${t("tableN", { n: e.table })})` : e.online ? ` (${t("onlineTag")})` : "";
  return h(
    "li",
    { "data-testid": `enc-${e.id}` },
    `${stageWords(e)}: ${nameOf(e.a)} – ${nameOf(e.b)}`,
    e.status === "done"
      ? ` ${fmtPoints(e.score[0])}–${fmtPoints(e.score[1])}${result}`
      : ` · ${isClubKey(e.status) ? t(e.status) : e.status}${where}`,
    e.online ? [" ", watchLink(e.online, `watch-${e.id}`)] : null,
  );
}

// ---- Online play (issue 28) ----

const onlinePage = (hash = "") => `/online.html?lang=${lang.value}${hash}`;

function watchLink(match: string, testid: string): HTMLElement {
  return h(
    "a",
    { class: "chip", href: onlinePage(`#/watch/${encodeURIComponent(match)}`), "data-testid": testid },
    t("watch"),
  );
}

/** This browser's entry in the tournament: the player registered with its online identity. */
function myEntry(v: TournamentView): Player | null {
  const id = me?.player.id;
  return (id && v.players.find((p) => p.account === id)) || null;
}

/** An online encounter of mine that is on: its match is waiting for me at the online page. */
function myOnlineMatch(v: TournamentView): EncounterView | null {
  const mine = myEntry(v);
  if (!mine) return null;
  return (
    v.encounters.find(
      (e) => Boolean(e.online) && e.status !== "done" && (e.a === mine.id || e.b === mine.id),
    ) ?? null
  );
}

function callBanner(v: TournamentView): HTMLElement | null {
  const e = myOnlineMatch(v);
  if (!e?.online) return null;
  return h(
    "div",
    { class: "call", role: "status", "data-testid": "my-match" },
    h("b", {}, t("yourMatchReady", { name: nameOf(e.a === myEntry(v)?.id ? e.b : e.a) })),
    h(
      "a",
      {
        class: "play",
        href: onlinePage(`#/match/${encodeURIComponent(e.online)}`),
        "data-testid": "my-match-play",
      },
      t("play"),
    ),
  );
}

function termsOf(o: OnlinePlay): string {
  const clock = o.shotSeconds > 0 ? t("onlineClock", { n: o.shotSeconds }) : t("onlineNoClock");
  return `${t("onlineTerms", { n: o.noShowMinutes })} · ${clock}`;
}

async function entryAction(what: "register" | "check-in"): Promise<void> {
  me = onlineIdentity();
  if (!me || busy) return;
  busy = true;
  render();
  const r = await api("POST", `/api/tournaments/${encodeURIComponent(id)}/${what}`, undefined, {
    authorization: `Bearer ${me.token}`,
  });
  entryProblem = r.ok ? null : r.error;
  busy = false;
  // The socket brings the new view too; asking keeps the page right if it is reconnecting.
  await load();
}

/** Register, check in, or what this browser still needs (an online identity) to do so. */
function entryDesk(v: TournamentView): (HTMLElement | null)[] {
  if (v.status !== "entry") return [h("p", { class: "muted" }, t("entryClosed"))];
  if (!me)
    return [
      h(
        "p",
        { "data-testid": "need-identity" },
        `${t("needIdentity")} `,
        h("a", { href: onlinePage(), "data-testid": "go-online" }, t("goOnline")),
        ".",
      ),
    ];
  const mine = myEntry(v);
  const button = (key: "registerMe" | "checkIn", testid: string, what: "register" | "check-in") =>
    h(
      "button",
      {
        type: "button",
        class: "primary",
        "data-testid": testid,
        disabled: busy,
        onclick: () => void entryAction(what),
      },
      t(key),
    );
  return [
    h("p", { class: "muted", "data-testid": "online-me" }, t("youAreOnline", { name: me.player.name })),
    mine
      ? h(
          "p",
          { "data-testid": "entry-state" },
          h("span", { class: mine.checkedIn ? "chip ok" : "chip" }, t("registered")),
          " · ",
          mine.checkedIn ? t("checkedIn") : t("notCheckedIn"),
        )
      : null,
    !mine ? button("registerMe", "register-me", "register") : null,
    mine && !mine.checkedIn ? button("checkIn", "check-in", "check-in") : null,
    h("small", { class: "muted" }, t("checkInHint")),
  ];
}

function onlineCard(v: TournamentView, o: OnlinePlay): HTMLElement {
  return h(
    "section",
    { class: "card online", "data-testid": "online-entry" },
    h(
      "p",
      {},
      h("b", {}, v.status === "entry" ? t("onlineLine") : t("online")),
      " ",
      h("span", { class: "muted" }, termsOf(o)),
    ),
    entryDesk(v),
    entryProblem
      ? h("div", { class: "error", role: "alert", "data-testid": "entry-error" }, sayProblem(entryProblem))
      : null,
  );
}

/** The entries, each online one marked, with whether it has checked in (before the draw). */
function playersList(v: TournamentView): HTMLElement[] {
  const myId = me?.player.id;
  return [
    h("h2", {}, t("playersN", { n: v.players.length })),
    h(
      "ul",
      { class: "players", "data-testid": "players" },
      v.players.map((p) =>
        h(
          "li",
          { "data-testid": `player-${p.id}`, class: p.account && p.account === myId ? "me" : "" },
          h("span", { class: "seed" }, `${p.seed}.`),
          " ",
          // Registered online, or entered by name and linked to the profile since.
          (p.account ?? p.profile)
            ? h(
                "a",
                { href: onlinePage(`#/player/${encodeURIComponent((p.account ?? p.profile)!)}`) },
                p.name,
              )
            : p.name,
          p.members ? h("span", { class: "muted" }, ` (${p.members.join(", ")})`) : null,
          p.account ? [" ", h("span", { class: "chip" }, t("onlineTag"))] : null,
          p.account && v.status === "entry"
            ? [
                " ",
                h(
                  "span",
                  {
                    class: p.checkedIn ? "chip ok" : "chip pending",
                    "data-testid": `player-${p.id}-checkin`,
                  },
                  p.checkedIn ? `✓ ${t("present")}` : t("absentYet"),
                ),
              ]
            : null,
        ),
      ),
    ),
  ];
}

/** An online encounter being played: a card beside the real tables, to watch. */
function onlineCardOf(v: TournamentView, e: EncounterView): HTMLElement {
  const r = e.report;
  const line = (i: 0 | 1, pid: string | null) =>
    h(
      "div",
      { class: "row player" },
      h("span", { class: "who" }, `${r && r.turn === i && !r.matchOver ? "▶ " : ""}${nameOf(pid)}`),
      v.game === "pina" && r?.score ? h("span", { class: "score" }, String(r.score[i] ?? 0)) : null,
      h("span", { class: "chip" }, fmtPoints(r?.matchScore[i] ?? 0)),
    );
  return h(
    "div",
    { class: "card", "data-testid": `online-${e.id}` },
    h(
      "div",
      { class: "row player" },
      h("b", { class: "who" }, t("onlineWhere")),
      e.online ? watchLink(e.online, `card-watch-${e.id}`) : null,
    ),
    line(0, e.a),
    line(1, e.b),
    saidElement(e.lines, lang.value, `online-${e.id}-said`),
  );
}

function tieBreakWord(k: string): string {
  const key = `tb-${k}`;
  return isClubKey(key) ? t(key) : k;
}

function render(): void {
  byId("lang").textContent = t("language");
  const app = byId("app");
  app.replaceChildren();
  const v = view;
  if (!v) {
    app.append(h("p", {}, status || t("loading")));
    return;
  }
  byId("title").textContent = `${v.name} · ${t(v.game)} · ${t("live")}`;
  const online = v.online ?? null;
  const link = profileLinkCard(v.id, me, onlinePage, render);
  if (link) app.append(link);
  if (online) {
    const call = callBanner(v);
    if (call) app.append(call);
    app.append(onlineCard(v, online));
  }
  const onlineNow = v.encounters.filter((e) => Boolean(e.online) && e.status === "playing");
  if (v.tables > 0 || onlineNow.length > 0)
    app.append(
      h(
        "div",
        { class: "tables" },
        Array.from({ length: v.tables }, (_, i) => tableCard(v, i + 1)),
        onlineNow.map((e) => onlineCardOf(v, e)),
      ),
    );
  if (online) app.append(...playersList(v));
  for (const g of v.standings) {
    app.append(h("h2", {}, `${t("standings")}${g.group ? ` · ${t("groupN", { n: g.group })}` : ""}`));
    app.append(h("div", { class: "card" }, standingsPicture(g.rows, `standings-${g.group}`)));
    const head = [
      "#",
      t("name"),
      t("played"),
      t("won"),
      t("lost"),
      v.game === "pina" ? t("points") : t("racksWon"),
      t("forfeits"),
    ];
    app.append(
      h(
        "table",
        { class: "std", "data-testid": `standings-table-${g.group}` },
        h(
          "tr",
          {},
          head.map((x) => h("th", {}, x)),
        ),
        g.rows.map((r) =>
          h(
            "tr",
            {},
            [
              r.rank,
              withHandicap(v, r.id, r.name),
              r.played,
              r.won,
              r.lost,
              fmtPoints(r.points),
              r.forfeits,
            ].map((x) => h("td", {}, String(x))),
          ),
        ),
      ),
    );
  }
  app.append(
    h(
      "p",
      { class: "muted", "data-testid": "tie-breaks" },
      `${t("tieBreaks")}: ${v.tieBreaks.map(tieBreakWord).join(" → ")}`,
    ),
  );
  if (v.format !== "round-robin") app.append(h("p", { class: "muted" }, t("koTie")));
  if (v.format === "double-elimination")
    app.append(
      h("p", { class: "muted", "data-testid": "de-rule" }, t(v.grandFinalReset ? "deRule" : "deRuleNoReset")),
    );
  if (v.game === "bola8") app.append(h("p", { class: "muted" }, t("noShowBola8")));
  const bracket = bracketPicture(v.encounters, nameOf);
  if (bracket) app.append(h("h2", {}, t("bracket")), h("div", { class: "card bracket-card" }, bracket));
  const placings = placingsTable(v, nameOf);
  if (placings) app.append(h("h2", {}, t("placings")), placings);
  app.append(...doubleBracket(v, nameOf));
  if (v.encounters.length > 0)
    app.append(h("h2", {}, t("encounters")), h("ul", {}, v.encounters.map(encounterLine)));
}

startLang();
byId("lang").addEventListener("click", () => {
  toggleLang();
  render();
});
render();
async function load(): Promise<void> {
  const r = await api<TournamentView>("GET", `/api/tournaments/${encodeURIComponent(id)}`);
  if (r.ok) view = r.value;
  else status = sayProblem(r.error);
  render();
}
void load();
// Signing in or out on the online page (another tab) changes who this page registers.
window.addEventListener("storage", (ev) => {
  if (ev.key !== null && ev.key !== ONLINE_IDENTITY_KEY) return;
  me = onlineIdentity();
  render();
});
followTournament(
  id,
  (m) => {
    view = m.tournament;
    document.body.dataset.updates = String(Number(document.body.dataset.updates ?? 0) + 1);
    render();
  },
  {
    onKeepers: (m) => {
      keepers = m.tables;
      render();
    },
  },
);
