/**
 * The desk's tournament panel: print and export links, the entries and the draw, the table links,
 * each encounter (no-shows, sheets, watching online), the brackets, and the players' profile links.
 */
import type { AdminView, EncounterView } from "../../protocol/index.ts";
import type { ClubKey } from "../i18n/index.ts";
import { api } from "./api.ts";
import { doubleBracket, placingsTable, stageWords, targetWords } from "./brackets.ts";
import { profileCardButton, tableCardsControl } from "./cards.ts";
import { h } from "./dom.ts";
import { handicapForm } from "./handicap-form.ts";
import { fmtPoints, lang, t } from "./i18n.ts";
import { type Desk, statusWord } from "./organizer-desk.ts";

/** Everything a club pins on its board, in the page's language: PDFs to print, CSV for a spreadsheet. */
function printLinks(v: AdminView["tournament"], desk: Desk): HTMLElement {
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
    v.tables > 0 ? tableCardsControl(v.id, desk.auth, (fn) => void desk.act(fn)) : null,
  );
}

function encounterItem(v: AdminView["tournament"], e: EncounterView, desk: Desk): HTMLElement {
  const name = (pid: string | null) => v.players.find((p) => p.id === pid)?.name ?? "…";
  const base = `/api/tournaments/${encodeURIComponent(v.id)}`;
  const noShow = (absent: number[]) => () =>
    desk.act(async () => {
      const r = await api(
        "POST",
        `${base}/encounters/${encodeURIComponent(e.id)}/noshow`,
        { absent },
        desk.auth(),
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

export function adminPanel(a: AdminView, desk: Desk): HTMLElement {
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
    printLinks(v, desk),
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
    if (v.players.length > 0) out.push(handicapForm(v, desk));
    out.push(
      h(
        "button",
        {
          type: "button",
          class: "primary",
          "data-testid": "draw",
          onclick: () =>
            desk.act(async () => {
              const r = await api(
                "POST",
                `/api/tournaments/${encodeURIComponent(v.id)}/draw`,
                undefined,
                desk.auth(),
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
        v.encounters.map((e) => encounterItem(v, e, desk)),
      ),
    );
    // Double elimination: the final placings and the three brackets, as on the wall.
    const placings = placingsTable(v, (id) => v.players.find((p) => p.id === id)?.name ?? "…");
    if (placings) out.push(h("h2", {}, t("placings")), placings);
    out.push(...doubleBracket(v, (id) => v.players.find((p) => p.id === id)?.name ?? "…"));
  }
  out.push(profileLinks(v, desk));
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
function profileLinks(v: AdminView["tournament"], desk: Desk): HTMLElement {
  const byName = v.players.filter((p) => !p.account && !p.members);
  const make = (p: { id: string }) => () =>
    desk.act(async () => {
      const r = await api<{ path: string }>(
        "POST",
        `/api/tournaments/${encodeURIComponent(v.id)}/players/${encodeURIComponent(p.id)}/profile-link`,
        undefined,
        desk.auth(),
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
                  desk.auth,
                  (fn) => void desk.act(fn),
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
