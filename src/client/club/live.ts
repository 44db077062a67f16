/** The wall screen: every table's score and the standings, redrawn on each WebSocket update. */
import type { EncounterView, TournamentView } from "../../protocol/club-views.ts";
import { api } from "./api.ts";
import { byId, h } from "./dom.ts";
import { fmtPoints, isClubKey, lang, sayProblem, startLang, t, toggleLang } from "./i18n.ts";
import { followTournament } from "./live-socket.ts";
import { bracketPicture, standingsPicture } from "./pictures.ts";
import { saidElement } from "./said.ts";

const id = new URLSearchParams(location.search).get("t") ?? "";
let view: TournamentView | null = null;
let status = "";

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
  const line = (i: 0 | 1, pid: string | null) =>
    h(
      "div",
      { class: "row player" },
      h("span", { class: "who" }, `${r && r.turn === i && !r.matchOver ? "▶ " : ""}${nameOf(pid)}`),
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
    line(0, e.a),
    line(1, e.b),
    saidElement(e.lines, lang.value, `table-${n}-said`),
  );
}

function encounterLine(e: EncounterView): HTMLElement {
  const result =
    e.result === "noshow" ? ` · ${t("noshowResult")}` : e.result === "bye" ? ` · ${t("bye")}` : "";
  const where = e.table ? ` (${t("tableN", { n: e.table })})` : "";
  return h(
    "li",
    { "data-testid": `enc-${e.id}` },
    `${e.stage === "group" ? `${t("groupN", { n: e.group })} · ` : ""}${t("round", { n: e.round })}: ${nameOf(e.a)} – ${nameOf(e.b)}`,
    e.status === "done"
      ? ` ${fmtPoints(e.score[0])}–${fmtPoints(e.score[1])}${result}`
      : ` · ${isClubKey(e.status) ? t(e.status) : e.status}${where}`,
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
  app.append(
    h(
      "div",
      { class: "tables" },
      Array.from({ length: v.tables }, (_, i) => tableCard(v, i + 1)),
    ),
  );
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
            [r.rank, r.name, r.played, r.won, r.lost, fmtPoints(r.points), r.forfeits].map((x) =>
              h("td", {}, String(x)),
            ),
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
  if (v.game === "bola8") app.append(h("p", { class: "muted" }, t("noShowBola8")));
  const bracket = bracketPicture(v.encounters, nameOf);
  if (bracket) app.append(h("h2", {}, t("bracket")), h("div", { class: "card" }, bracket));
  app.append(h("h2", {}, t("encounters")), h("ul", {}, v.encounters.map(encounterLine)));
}

startLang();
byId("lang").addEventListener("click", () => {
  toggleLang();
  render();
});
render();
void api<TournamentView>("GET", `/api/tournaments/${encodeURIComponent(id)}`).then((r) => {
  if (r.ok) view = r.value;
  else status = sayProblem(r.error);
  render();
});
followTournament(id, (m) => {
  view = m.tournament;
  document.body.dataset.updates = String(Number(document.body.dataset.updates ?? 0) + 1);
  render();
});
