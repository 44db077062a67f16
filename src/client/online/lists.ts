/** The lobby (open invites to join, live matches to watch), the leaderboard and your history. */
import { useSignal } from "@preact/signals";
import { type ComponentChild, h } from "preact";
import { useEffect } from "preact/hooks";
import { GAME_IDS, type GameId } from "../../core/index.ts";
import { sideName } from "../../narration/index.ts";
import { en as clubEn, es as clubEs, lang, t, translator } from "../i18n/index.ts";
import { replayPageUrl } from "../replay/source.ts";
import {
  api,
  type HistoryRow,
  type MatchSummary,
  type PlayerAnswer,
  type RatingEntry,
  type RatingRow,
  type TournamentRow,
} from "./api.ts";
import { sayApiError } from "./api-words.ts";
import { identity, recordVersion } from "./identity.ts";
import { LangSwitch } from "./lang-switch.ts";
import { ratingWords } from "./rating-words.ts";
import { computerSeatName } from "./sides-choice.ts";

/** "Ana – Beto", or with sides each side by its partners ("Ana y Carla – Beto y …"); open seats "…". */
function whoPlays(m: MatchSummary): string {
  if (!m.sides) return m.players.map((p) => p?.name ?? "—").join(" – ");
  return m.sides
    .map((side) =>
      sideName(
        side.map((h) => (h === null ? "…" : h.computer ? computerSeatName(h.computer) : h.name)),
        lang.value,
      ),
    )
    .join(" – ");
}

function raceOf(m: MatchSummary): string {
  const race = m.settings.raceTo;
  const table = m.settings.tableSizeFt;
  return [
    typeof table === "number" ? t("feet", { n: table }) : "",
    typeof race === "number" ? `${t("raceTo")} ${race}` : "",
  ]
    .filter(Boolean)
    .join(" · ");
}

export function Lobby(props: {
  onMatch: (id: string) => void;
  onWatch: (id: string) => void;
}): ComponentChild {
  const data = useSignal<{ open: MatchSummary[]; live: MatchSummary[] } | null>(null);
  const error = useSignal<string | null>(null);
  useEffect(() => {
    let alive = true;
    const load = async () => {
      const r = await api.lobby();
      if (!alive) return;
      if (r.ok) {
        data.value = r.value;
        error.value = null;
      } else error.value = sayApiError(r.error);
    };
    void load();
    const id = setInterval(load, 4000);
    return () => {
      alive = false;
      clearInterval(id);
    };
  }, []);
  const join = async (m: MatchSummary) => {
    const me = identity.value;
    if (!me) return;
    const r = await api.joinListed(me.token, m.id);
    if (r.ok) props.onMatch(m.id);
    else error.value = sayApiError(r.error);
  };
  const d = data.value;
  const row = (m: MatchSummary, action: ComponentChild) =>
    h(
      "tr",
      { "data-testid": `lobby-${m.id}` },
      h("td", null, t(m.game)),
      h("td", null, whoPlays(m)),
      h("td", { class: "small muted" }, raceOf(m)),
      h("td", { class: "num small" }, t("spectators", { n: m.spectators })),
      h("td", null, action),
    );
  return h(
    "section",
    { class: "ol-card", "data-testid": "lobby" },
    h("h2", null, t("lobby")),
    error.value ? h("p", { class: "error" }, error.value) : null,
    h("h3", null, t("openMatches")),
    d && d.open.length > 0
      ? h(
          "table",
          { class: "ol-table-list" },
          h(
            "tbody",
            null,
            d.open.map((m) => row(m, h("button", { onClick: () => void join(m) }, t("join")))),
          ),
        )
      : h("p", { class: "muted" }, t("noneNow")),
    h("h3", null, t("liveMatches")),
    d && d.live.length > 0
      ? h(
          "table",
          { class: "ol-table-list" },
          h(
            "tbody",
            null,
            d.live.map((m) =>
              row(
                m,
                h(
                  "button",
                  { "data-testid": `watch-${m.id}`, onClick: () => props.onWatch(m.id) },
                  t("spectate"),
                ),
              ),
            ),
          ),
        )
      : h("p", { class: "muted" }, t("noneNow")),
  );
}

export function Leaderboard(): ComponentChild {
  const game = useSignal<GameId>("bola8");
  const rows = useSignal<RatingRow[] | null>(null);
  const error = useSignal<string | null>(null);
  useEffect(() => {
    let alive = true;
    void api.leaderboard(game.value).then((r) => {
      if (!alive) return;
      if (r.ok) rows.value = r.value.entries;
      else error.value = sayApiError(r.error);
    });
    return () => {
      alive = false;
    };
  }, [game.value]);
  return h(
    "section",
    { class: "ol-card", "data-testid": "leaderboard" },
    h("h2", null, t("leaderboard")),
    h(
      "div",
      { class: "row" },
      GAME_IDS.map((g) =>
        h("button", { class: game.value === g ? "on" : "", onClick: () => (game.value = g) }, t(g)),
      ),
    ),
    error.value ? h("p", { class: "error" }, error.value) : null,
    rows.value && rows.value.length > 0
      ? h(
          "table",
          { class: "ol-table-list" },
          h(
            "thead",
            null,
            h(
              "tr",
              null,
              h("th", { class: "num" }, t("rank")),
              h("th", null, t("player")),
              h("th", { class: "num" }, t("rating")),
              h("th", { class: "num" }, t("played")),
            ),
          ),
          h(
            "tbody",
            null,
            rows.value.map((r, i) =>
              h(
                "tr",
                null,
                h("td", { class: "num" }, String(i + 1)),
                h("td", null, r.player?.name ?? r.name ?? r.id ?? "—"),
                h(
                  "td",
                  { class: "num" },
                  `${Math.round(r.rating)}${r.rd !== undefined ? ` ±${Math.round(2 * r.rd)}` : ""}`,
                ),
                h("td", { class: "num" }, r.games !== undefined ? String(r.games) : ""),
              ),
            ),
          ),
        )
      : h("p", { class: "muted" }, t("noneNow")),
  );
}

/** Your own record on the online home: the same as anyone's profile, under "your history". */
export function History(): ComponentChild {
  const me = identity.value;
  const p = usePlayer(me?.player.id ?? null);
  if (!me) return null;
  return playerRecord(p, true, me.player.id);
}

/** #/player/ID: anyone's profile (the wall links each online entry here). */
export function PlayerPage(props: { id: string; onBack: () => void }): ComponentChild {
  const p = usePlayer(props.id);
  const who = p.data?.player;
  return h(
    "div",
    { class: "ol-page", "data-testid": "player-page" },
    h(
      "div",
      { class: "row" },
      h(
        "h1",
        { style: "flex:1", "data-testid": "player-name" },
        who ? `${who.name}${who.guest ? ` (${t("guestTag")})` : ""}` : t("player"),
      ),
      h(LangSwitch, null),
      h("button", { onClick: props.onBack }, t("backToLobby")),
    ),
    h("div", { class: "ol-grid" }, playerRecord(p, identity.value?.player.id === props.id, props.id)),
  );
}

interface PlayerLoad {
  readonly data: PlayerAnswer | null;
  readonly error: string | null;
}

function usePlayer(id: string | null): PlayerLoad {
  const data = useSignal<PlayerAnswer | null>(null);
  const error = useSignal<string | null>(null);
  const version = recordVersion.value;
  useEffect(() => {
    data.value = null;
    error.value = null;
    if (!id) return;
    let alive = true;
    void api.player(id).then((r) => {
      if (!alive) return;
      if (r.ok) data.value = r.value;
      else error.value = sayApiError(r.error);
    });
    return () => {
      alive = false;
    };
  }, [id, version]);
  return { data: data.value, error: error.value };
}

/**
 * A player's record from /api/online/players/ID: ratings and matches in one card, and the
 * tournaments entered online in another (absent while there are none).
 */
function playerRecord({ data: d, error }: PlayerLoad, mine: boolean, id: string): ComponentChild {
  return [
    h(
      "section",
      { class: "ol-card", "data-testid": "history" },
      h("h2", null, mine ? t("history") : t("playerHistory")),
      error ? h("p", { class: "error" }, error) : null,
      d && d.ratings.length > 0 ? ratingsLine(d.ratings, mine) : null,
      d && d.history.length > 0 ? historyTable(d.history) : h("p", { class: "muted" }, t("noneNow")),
      // The statistics page reads this player's online matches (computed by the server, src/game/stats).
      d && d.history.length > 0
        ? h(
            "a",
            {
              class: "button",
              href: `stats.html?online=${encodeURIComponent(id)}&lang=${lang.value}`,
              "data-testid": "player-stats",
            },
            t("statsTitle"),
          )
        : null,
    ),
    d && d.tournaments.length > 0 ? h(TournamentList, { rows: d.tournaments }) : null,
  ];
}

function gameWord(g: string | undefined): string {
  return g === "bola8" || g === "pina" ? t(g) : (g ?? "");
}

function ratingsLine(ratings: readonly RatingEntry[], mine: boolean): ComponentChild {
  return h(
    "p",
    { class: "ol-ratings", "data-testid": "my-ratings" },
    `${mine ? t("myRatings") : t("rating")}: `,
    ratings.map((r) => `${gameWord(r.game)} ${ratingWords(r)}`).join(" · "),
  );
}

/**
 * The matches, newest first, one item each (it wraps on a phone rather than overflowing): the
 * result and the opponent (tagged when it was a tournament's encounter), then the game, when,
 * and the rating before → after; the replay at the side.
 */
function historyTable(rows: readonly HistoryRow[]): ComponentChild {
  const fmt = new Intl.DateTimeFormat(lang.value, { dateStyle: "short", timeStyle: "short" });
  return h(
    "ul",
    { class: "ol-history" },
    rows.map((r) => {
      const id = r.match ?? r.id ?? null;
      const when = r.at ?? r.endedAt ?? r.createdAt;
      const opp = typeof r.opponent === "string" ? r.opponent : (r.opponent?.name ?? "—");
      // A tournament's encounter played online has the id "t-<encounter>" (src/server/online).
      const inTournament = id?.startsWith("t-") ?? false;
      const result = resultWord(r);
      const rated = r.ratingBefore !== undefined && r.ratingAfter !== undefined;
      const delta = rated ? Math.round(r.ratingAfter!) - Math.round(r.ratingBefore!) : 0;
      return h(
        "li",
        { "data-testid": id ? `history-${id}` : undefined },
        h(
          "div",
          { class: "ol-history-main" },
          h(
            "div",
            null,
            result.word ? h("b", { class: `ol-result ${result.kind}` }, result.word) : null,
            result.word ? " · " : null,
            t("historyAgainst", { name: opp }),
            inTournament
              ? h("span", { class: "ol-tag", "data-testid": "tournament-tag" }, t("tournamentMatch"))
              : null,
          ),
          h(
            "div",
            { class: "small muted" },
            [gameWord(r.game), when ? fmt.format(new Date(when)) : ""].filter(Boolean).join(" · "),
            rated ? " · " : null,
            rated
              ? h(
                  "span",
                  { class: "ol-rating-change" },
                  t("ratingChange", {
                    before: Math.round(r.ratingBefore!),
                    after: Math.round(r.ratingAfter!),
                  }),
                  delta !== 0
                    ? h(
                        "span",
                        { class: delta > 0 ? "up" : "down" },
                        ` (${delta > 0 ? "+" : "−"}${Math.abs(delta)})`,
                      )
                    : null,
                )
              : null,
          ),
        ),
        id ? h("a", { class: "button small", href: replayPageUrl(id) }, t("watchReplay")) : null,
      );
    }),
  );
}

/** A tournament's words are the club pages' (one vocabulary with the wall and the organizer's desk). */
const clubT = translator({ es: clubEs, en: clubEn });
const isClubKey = (k: string): k is keyof typeof clubEs => Object.hasOwn(clubEs, k);

/** A tournament's wall (the club's live page) in the page's language. */
export const tournamentWallUrl = (id: string): string =>
  `/club/live.html?t=${encodeURIComponent(id)}&lang=${lang.value}`;

/** The tournaments played online, each linked to its wall. */
function TournamentList(props: { rows: readonly TournamentRow[] }): ComponentChild {
  const status = (s: string) => (isClubKey(s) ? clubT(s) : s);
  return h(
    "section",
    { class: "ol-card", "data-testid": "player-tournaments" },
    h("h2", null, clubT("tournaments")),
    h(
      "ul",
      { class: "ol-tournaments" },
      props.rows.map((r) =>
        h(
          "li",
          { "data-testid": `player-tournament-${r.id}` },
          h("a", { href: tournamentWallUrl(r.id) }, r.name),
          r.champion
            ? h("span", { class: "ol-champion", "data-testid": `champion-${r.id}` }, `★ ${clubT("champion")}`)
            : null,
          h(
            "div",
            { class: "small muted" },
            [
              gameWord(r.game),
              status(r.status),
              clubT("tournamentRecord", { played: r.played, won: r.won, lost: r.lost }),
            ].join(" · "),
          ),
        ),
      ),
    ),
  );
}

function resultWord(r: HistoryRow): { word: string; kind: string } {
  const v = r.result ?? r.score;
  if (v === "win" || v === "won" || v === 1) return { word: t("won"), kind: "won" };
  if (v === "loss" || v === "lost" || v === 0) return { word: t("lost"), kind: "lost" };
  if (v === "draw" || v === "tie" || v === 0.5) return { word: t("drawn"), kind: "drawn" };
  return { word: "", kind: "" };
}
