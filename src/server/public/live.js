// The wall screen: every table's score and the standings, redrawn on each WebSocket update.
import { api, h } from "./api.js";
import { fmtPoints, t, toggleLang } from "./i18n.js";
import { bracketPicture, standingsPicture } from "./pictures.js";

const id = new URLSearchParams(location.search).get("t") ?? "";
let view = null;
let status = "";

function nameOf(pid) {
  return view.players.find((p) => p.id === pid)?.name ?? "?";
}

function tableCard(n) {
  const e = view.encounters.find((x) => x.table === n && x.status === "playing");
  if (!e)
    return h(
      "div",
      { class: "card", "data-testid": `table-${n}` },
      h("b", {}, `${t("table")} ${n}`),
      h("div", { class: "muted" }, t("free")),
    );
  const r = e.report;
  const line = (i, pid) =>
    h(
      "div",
      { class: "row" },
      h("span", {}, `${r && r.turn === i && !r.matchOver ? "▶ " : ""}${nameOf(pid)}`),
      view.game === "pina"
        ? h("span", { class: "score", "data-testid": `table-${n}-score-${i}` }, String(r?.score?.[i] ?? 0))
        : null,
      h(
        "span",
        { class: "chip", "data-testid": `table-${n}-match-${i}` },
        fmtPoints(r?.matchScore?.[i] ?? 0),
      ),
    );
  return h(
    "div",
    { class: "card", "data-testid": `table-${n}` },
    h("b", {}, `${t("table")} ${n}`),
    line(0, e.a),
    line(1, e.b),
    r?.fouls?.length ? h("div", { class: "announce foul" }, r.fouls.join(", ")) : null,
  );
}

function encounterLine(e) {
  const result =
    e.result === "noshow" ? ` · ${t("noshowResult")}` : e.result === "bye" ? ` · ${t("bye")}` : "";
  return h(
    "li",
    { "data-testid": `enc-${e.id}` },
    `${e.stage === "group" ? `${t("groupN")} ${e.group} · ` : ""}${t("round")} ${e.round}: ${e.a ? nameOf(e.a) : "…"} – ${e.b ? nameOf(e.b) : "…"}`,
    e.status === "done"
      ? ` ${fmtPoints(e.score[0])}–${fmtPoints(e.score[1])}${result}`
      : ` · ${t(e.status)}${e.table ? ` (${t("table")} ${e.table})` : ""}`,
  );
}

function render() {
  document.getElementById("lang").textContent = t("language");
  const app = document.getElementById("app");
  app.replaceChildren();
  if (!view) {
    app.append(h("p", {}, status));
    return;
  }
  document.getElementById("title").textContent = `${view.name} · ${t(view.game)} · ${t("live")}`;
  app.append(
    h(
      "div",
      { class: "tables" },
      Array.from({ length: view.tables }, (_, i) => tableCard(i + 1)),
    ),
  );
  for (const g of view.standings) {
    app.append(h("h2", {}, `${t("standings")}${g.group ? ` · ${t("groupN")} ${g.group}` : ""}`));
    app.append(h("div", { class: "card" }, standingsPicture(g.rows, `standings-${g.group}`)));
    app.append(
      h(
        "table",
        { class: "std", "data-testid": `standings-table-${g.group}` },
        h(
          "tr",
          {},
          [
            "#",
            t("name"),
            t("played"),
            t("won"),
            t("lost"),
            view.game === "pina" ? t("points") : t("racksWon"),
            t("forfeits"),
          ].map((x) => h("th", {}, x)),
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
      `${t("tieBreaks")}: ${view.tieBreaks.map((k) => t(`tb-${k}`)).join(" → ")}`,
    ),
  );
  if (view.format !== "round-robin") app.append(h("p", { class: "muted" }, t("koTie")));
  if (view.game === "bola8") app.append(h("p", { class: "muted" }, t("noShowBola8")));
  const bracket = bracketPicture(view.encounters, nameOf);
  if (bracket) app.append(h("h2", {}, t("bracket")), h("div", { class: "card" }, bracket));
  app.append(h("h2", {}, t("encounters")), h("ul", {}, view.encounters.map(encounterLine)));
}

function connect() {
  const ws = new WebSocket(`${location.protocol === "https:" ? "wss" : "ws"}://${location.host}/api/live`);
  ws.onopen = () => ws.send(JSON.stringify({ v: 1, kind: "subscribe", tournament: id }));
  ws.onmessage = (m) => {
    const msg = JSON.parse(m.data);
    if (msg.kind === "tournament" && msg.tournament) {
      view = msg.tournament;
      document.body.dataset.updates = String(Number(document.body.dataset.updates ?? 0) + 1);
      render();
    }
  };
  ws.onclose = () => setTimeout(connect, 2000);
}

document.getElementById("lang").addEventListener("click", () => {
  toggleLang();
  render();
});
api("GET", `/api/tournaments/${encodeURIComponent(id)}`)
  .then((v) => {
    view = v;
    render();
  })
  .catch((e) => {
    status = e.message;
    render();
  });
connect();
