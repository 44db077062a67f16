/**
 * The stream overlay (issue 39): /club/overlay.html?t=TOURNAMENT&n=TABLE[&theme=dark|light|minimal]
 * [&lang=es|en], a transparent 1920×1080 page for OBS's browser source. It shows one table's
 * players, score, targets, Piña's ball on, the last call and ruling and the tournament's name,
 * and follows the wall's live stream (the same socket and view as the wall).
 */
import type { TournamentView } from "../../protocol/index.ts";
import { api } from "./api.ts";
import { byId, h } from "./dom.ts";
import { fmtPoints, lang, sayProblem, startLang, t } from "./i18n.ts";
import { followTournament } from "./live-socket.ts";
import { type OverlayModel, type OverlaySide, overlayModel } from "./overlay-model.ts";

const THEMES = ["dark", "light", "minimal"] as const;
const params = new URLSearchParams(location.search);
const id = params.get("t") ?? "";
const table = Number(params.get("n"));
const theme = THEMES.find((x) => x === params.get("theme")) ?? "dark";
let view: TournamentView | null = null;
let status = "";

function sideBox(s: OverlaySide, i: 0 | 1): HTMLElement {
  return h(
    "div",
    { class: `side side-${i}${s.turn ? " turn" : ""}`, "data-testid": `overlay-side-${i}` },
    h("span", { class: "name", "data-testid": `overlay-name-${i}` }, s.name),
    s.members
      ? h("span", { class: "members" }, s.members.map((m, k) => (k === s.due ? `▶ ${m}` : m)).join(" · "))
      : null,
    s.target !== null
      ? h(
          "span",
          { class: "target", "data-testid": `overlay-target-${i}` },
          t("overlayTarget", { n: s.target }),
        )
      : null,
  );
}

/** The big number: the game's points (Piña) or the racks won (Bola 8). */
function scoreBox(s: OverlaySide, i: 0 | 1): HTMLElement {
  return h(
    "div",
    { class: "score", "data-testid": `overlay-score-${i}` },
    String(s.points ?? fmtPoints(s.match)),
  );
}

/** Between the scores: Piña's encounter points, or Bola 8's race. */
function middle(m: OverlayModel, a: OverlaySide, b: OverlaySide): HTMLElement {
  const handicapped = a.target !== null;
  const label =
    m.game === "pina"
      ? `${fmtPoints(a.match)} – ${fmtPoints(b.match)}`
      : handicapped
        ? t("overlayRaces")
        : t("overlayRace", { n: m.evenTarget });
  const under =
    m.game === "pina"
      ? handicapped
        ? t("overlayEncounter")
        : `${t("overlayEncounter")} · ${t("overlayTarget", { n: m.evenTarget })}`
      : null;
  return h(
    "div",
    { class: "middle", "data-testid": "overlay-middle" },
    h("span", {}, label),
    under ? h("small", {}, under) : null,
  );
}

function tagLine(m: OverlayModel): string {
  const parts = [m.tournament, t("tableN", { n: m.table })];
  if (m.rack !== null && !m.matchOver)
    parts.push(t(m.game === "pina" ? "overlayGame" : "overlayRack", { n: m.rack }));
  if (m.matchOver) parts.push(t("matchOver"));
  return parts.join(" · ");
}

function info(m: OverlayModel): HTMLElement | null {
  const bits = [
    m.ballOn ? h("span", { class: "ball-on", "data-testid": "overlay-ball-on" }, m.ballOn) : null,
    m.call ? h("span", { class: "call", "data-testid": "overlay-call" }, m.call) : null,
    m.ruling
      ? h(
          "span",
          { class: `ruling ${m.ruling.kind}`, "data-testid": "overlay-ruling", "data-rule": m.ruling.rule },
          m.ruling.text,
        )
      : null,
  ].filter((x) => x !== null);
  return bits.length ? h("div", { class: "info" }, bits) : null;
}

function render(): void {
  const root = byId("overlay");
  if (!id || !Number.isInteger(table) || table < 1) {
    root.replaceChildren(
      h("div", { class: "bug notice", "data-testid": "overlay-usage" }, t("overlayUsage")),
    );
    return;
  }
  if (!view) {
    root.replaceChildren(status ? h("div", { class: "bug notice" }, status) : "");
    return;
  }
  const m = overlayModel(view, table, lang.value);
  document.title = `${m.tournament} · ${t("tableN", { n: m.table })}`;
  if (!m.sides) {
    root.replaceChildren(
      h(
        "div",
        { class: "bug", "data-testid": "overlay" },
        h("div", { class: "tag", "data-testid": "overlay-tag" }, `${tagLine(m)} · ${t("free")}`),
      ),
    );
    return;
  }
  const [a, b] = m.sides;
  root.replaceChildren(
    h(
      "div",
      { class: "bug", "data-testid": "overlay" },
      h("div", { class: "tag", "data-testid": "overlay-tag" }, tagLine(m)),
      h(
        "div",
        { class: "bar" },
        sideBox(a, 0),
        scoreBox(a, 0),
        middle(m, a, b),
        scoreBox(b, 1),
        sideBox(b, 1),
      ),
      info(m),
    ),
  );
}

startLang();
document.documentElement.dataset.theme = theme;
render();
async function load(): Promise<void> {
  const r = await api<TournamentView>("GET", `/api/tournaments/${encodeURIComponent(id)}`);
  if (r.ok) view = r.value;
  else status = sayProblem(r.error);
  render();
}
if (id) {
  void load();
  followTournament(id, (m) => {
    view = m.tournament;
    document.body.dataset.updates = String(Number(document.body.dataset.updates ?? 0) + 1);
    render();
  });
}
