/**
 * The statistics page: each player's figures from the matches finished in this browser (the
 * history kept by app/history.ts), computed by the one home of statistics (src/game/stats):
 * pot rate by distance and cut, breaks, safeties and escapes, fouls by rule, balls per visit and
 * runs, the rate over the matches and a map of where the misses stood.
 */
import "../zod-jitless.ts";
import { type ComponentChild, h, render } from "preact";
import { isLang } from "../../core/index.ts";
import {
  CUT_BANDS,
  DISTANCE_BANDS,
  type GameAction,
  type MatchSetup,
  mergeStats,
  type PlayerStats,
  type ScriptLike,
  statsOfMatch,
  statsOfScript,
} from "../../game/index.ts";
import { ruleTitle } from "../../narration/index.ts";
import { makeTable } from "../../physics/index.ts";
import { history } from "../app/history.ts";
import { lang, t } from "../i18n/index.ts";
import { MissMap, RateBars, RateOverTime } from "./plots.ts";

const params = new URLSearchParams(location.search);
const wanted =
  params.get("lang") ??
  (() => {
    try {
      return localStorage.getItem("mingo.lang");
    } catch {
      return null;
    }
  })();
lang.value = isLang(wanted) ? wanted : "es";
document.documentElement.lang = lang.value;

/** Each kept match's statistics by player, oldest first; a file that no longer replays is left out. */
function perMatch(): Map<string, PlayerStats>[] {
  const out: Map<string, PlayerStats>[] = [];
  for (const k of history()) {
    try {
      // A real table's match is kept as its match script: no strokes, so no distance or cut.
      if (k.where === "table") {
        const r = statsOfScript(JSON.parse(k.saved) as ScriptLike);
        if (r.ok) out.push(r.value);
        continue;
      }
      const d = JSON.parse(k.saved) as MatchSetup & { actions: GameAction[] };
      const setup: MatchSetup = {
        seed: d.seed,
        game: d.game,
        players: d.players,
        ...(d.sides ? { sides: d.sides } : {}),
        settings: d.settings,
      };
      const r = statsOfMatch(setup, d.actions);
      if (r.ok) out.push(r.value);
    } catch {
      // A damaged entry: nothing to count.
    }
  }
  return out;
}

/**
 * An online player's statistics (?online=ID, linked from their page): each finished online
 * match's figures as the server stored them (src/game/stats, the same computation), oldest first.
 */
async function onlineMatches(
  id: string,
): Promise<{ name: string; matches: Map<string, PlayerStats>[] } | null> {
  try {
    const r = await fetch(`/api/online/players/${encodeURIComponent(id)}/stats`);
    if (!r.ok) return null;
    const j = (await r.json()) as { player: { name: string }; matches: { stats: PlayerStats }[] };
    const name = j.player.name;
    return { name, matches: [...j.matches].reverse().map((m) => new Map([[name, m.stats]])) };
  } catch {
    return null;
  }
}

function Page(props: { matches: Map<string, PlayerStats>[]; online?: string }): ComponentChild {
  const matches = props.matches;
  const names = [...new Set(matches.flatMap((m) => [...m.keys()]))];
  const counts = (n: string) => matches.filter((m) => m.has(n)).length;
  const player =
    props.online ?? params.get("player") ?? names.sort((a, b) => counts(b) - counts(a))[0] ?? null;
  const back = h(
    "a",
    { class: "button", href: `./?lang=${lang.value}`, "data-testid": "stats-back" },
    t("statsBack"),
  );
  if (!player || !names.includes(player))
    return h(
      "main",
      { class: "stats" },
      h("h1", null, t("statsTitle")),
      props.online ? h("p", null, t("statsOnline", { name: props.online })) : null,
      h("p", { "data-testid": "stats-none" }, props.online ? t("statsOnlineNone") : t("statsNone")),
      back,
    );
  const mine = matches.flatMap((m) => (m.has(player) ? [m.get(player)!] : []));
  const total = mine.reduce((a, b) => mergeStats(a, b));
  const rate = total.pots.attempts ? Math.round((100 * total.pots.made) / total.pots.attempts) : 0;
  return h(
    "main",
    { class: "stats", "data-testid": "stats" },
    h("h1", null, t("statsTitle")),
    props.online ? onlineName(props.online) : playerChoice(player, names),
    figureCards(total, rate),
    plotCards(total, mine),
    back,
  );
}

/** A titled card of the page. */
function card(title: string, body: ComponentChild, testid: string): ComponentChild {
  return h("section", { class: "card", "data-testid": testid }, h("h2", null, title), body);
}

/** Whose figures these are: the online player named, or a choice among the players kept here. */
function onlineName(name: string): ComponentChild {
  return h("p", { "data-testid": "stats-online" }, t("statsOnline", { name }));
}

function playerChoice(player: string, names: readonly string[]): ComponentChild {
  return h(
    "label",
    { class: "row" },
    h("span", null, t("statsPlayer")),
    h(
      "select",
      {
        "data-testid": "stats-player",
        value: player,
        onChange: (e: Event) => {
          const p = new URLSearchParams(location.search);
          p.set("player", (e.target as HTMLSelectElement).value);
          location.search = p.toString();
        },
      },
      names.map((n) => h("option", { value: n }, n)),
    ),
  );
}

/** The figures: matches, pot rate, visits, breaks, safeties and escapes, fouls by rule. */
function figureCards(total: PlayerStats, rate: number): ComponentChild {
  return h(
    "div",
    { class: "cards" },
    card(t("statsMatches"), h("p", { class: "big" }, `${total.matches}`), "stats-matches"),
    card(
      t("statsPotRate"),
      h("p", { class: "big" }, `${rate}% (${total.pots.made}/${total.pots.attempts})`),
      "stats-pots",
    ),
    card(
      t("statsVisitsTitle"),
      h(
        "p",
        null,
        t("statsVisits", {
          avg: total.visits ? (total.ballsInVisits / total.visits).toFixed(2) : "0",
          best: total.bestRun,
        }),
      ),
      "stats-visits",
    ),
    card(
      t("statsBreaksTitle"),
      h(
        "p",
        null,
        t("statsBreaks", {
          n: total.breaks.count,
          made: total.breaks.count ? (total.breaks.ballsMade / total.breaks.count).toFixed(1) : "0",
          cushion: total.breaks.count ? (total.breaks.toCushion / total.breaks.count).toFixed(1) : "0",
          fouled: total.breaks.fouled,
        }),
      ),
      "stats-breaks",
    ),
    card(
      t("statsSafetyTitle"),
      h(
        "p",
        null,
        t("statsSafeties", { n: total.safeties.count, fouled: total.safeties.fouled }),
        h("br", null),
        t("statsEscapes", { n: total.escapes.count, legal: total.escapes.legal }),
      ),
      "stats-safeties",
    ),
    card(
      t("statsFouls"),
      Object.keys(total.foulsByRule).length === 0
        ? h("p", null, "—")
        : h(
            "ul",
            { class: "fouls" },
            Object.entries(total.foulsByRule)
              .sort((a, b) => b[1] - a[1])
              .map(([id, n]) => h("li", null, `${ruleTitle(id as never, lang.value)} (${id}): ${n}`)),
          ),
      "stats-fouls",
    ),
  );
}

/** The plots: pot rate by distance and by cut, over the matches, and where the misses stood. */
function plotCards(total: PlayerStats, mine: readonly PlayerStats[]): ComponentChild {
  const table = makeTable("9ft");
  return h(
    "div",
    { class: "plots" },
    card(
      t("statsByDistance"),
      h(RateBars, {
        labels: DISTANCE_BANDS.map((b) => t(`band_${b}`)),
        rates: DISTANCE_BANDS.map((b) => total.potsByDistance[b]),
        testid: "plot-distance",
      }),
      "stats-distance",
    ),
    card(
      t("statsByCut"),
      h(RateBars, {
        labels: CUT_BANDS.map((b) => `${b.replace("over-", ">")}°`),
        rates: CUT_BANDS.map((b) => total.potsByCut[b]),
        testid: "plot-cut",
      }),
      "stats-cut",
    ),
    card(
      t("statsOverTime"),
      h(RateOverTime, { rates: mine.map((m) => m.pots), testid: "plot-time" }),
      "stats-time",
    ),
    card(
      t("statsMisses"),
      h(MissMap, {
        misses: total.missesAt,
        length: table.length,
        width: table.width,
        testid: "plot-misses",
      }),
      "stats-misses",
    ),
  );
}

const root = document.getElementById("app")!;
const onlineId = params.get("online");
if (onlineId)
  void onlineMatches(onlineId).then((o) =>
    render(h(Page, o ? { matches: o.matches, online: o.name } : { matches: [], online: onlineId }), root),
  );
else render(h(Page, { matches: perMatch() }), root);
