/**
 * Double elimination and handicaps on the club pages (issue 39): the three brackets as
 * pictures, the final placings, each encounter's stage in words, and each player's own race or
 * target when the tournament plays with handicaps.
 */
import type { EncounterView, TournamentView } from "../../protocol/index.ts";
import { fromSettings, targetsOf } from "../../rules/index.ts";
import { h } from "./dom.ts";
import { lang, t } from "./i18n.ts";
import { roundsPicture } from "./pictures.ts";

/** "Ronda 2", "Grupo 1 · Ronda 2", "Cuadro de perdedores · Ronda 3", "Gran final", "Final de desempate". */
export function stageWords(e: Pick<EncounterView, "stage" | "group" | "round">): string {
  const round = t("round", { n: e.round });
  switch (e.stage) {
    case "group":
      return `${t("groupN", { n: e.group })} · ${round}`;
    case "wb":
      return `${t("winnersBracket")} · ${round}`;
    case "lb":
      return `${t("losersBracket")} · ${round}`;
    case "gf":
      return e.round === 1 ? t("grandFinal") : t("resetFinal");
    default:
      return round;
  }
}

/** The winners' and losers' brackets and the grand final, each a picture under its heading. */
export function doubleBracket(v: TournamentView, name: (id: string) => string): HTMLElement[] {
  const parts: [string, string, string][] = [
    ["wb", "winnersBracket", "bracket-wb"],
    ["lb", "losersBracket", "bracket-lb"],
    ["gf", "grandFinal", "bracket-gf"],
  ];
  return parts.flatMap(([stage, key, testid]) => {
    const title = t(key as "winnersBracket");
    const picture = roundsPicture(
      v.encounters.filter((e) => e.stage === stage),
      name,
      testid,
      title,
    );
    return picture ? [h("h2", {}, title), h("div", { class: "card bracket-card" }, picture)] : [];
  });
}

const EN_SUFFIX: Record<string, string> = { one: "st", two: "nd", few: "rd", other: "th" };
const enOrdinal = new Intl.PluralRules("en", { type: "ordinal" });

/** A place as said: "3.º" in Spanish, "3rd" in English. */
const ordinal = (n: number): string =>
  lang.value === "es" ? t("place", { n }) : `${n}${EN_SUFFIX[enOrdinal.select(n)] ?? "th"}`;

/** Final placings: 1.º, 2.º, 3.º, 4.º, 5.º–6.º… with who finished there so far. */
export function placingsTable(v: TournamentView, name: (id: string) => string): HTMLElement | null {
  if (v.placings.length === 0) return null;
  return h(
    "table",
    { class: "std", "data-testid": "placings" },
    h("tr", {}, h("th", {}, "#"), h("th", {}, t("name"))),
    v.placings.map((p) =>
      h(
        "tr",
        { "data-testid": `place-${p.from}` },
        h(
          "td",
          {},
          p.from === p.to ? ordinal(p.from) : t("placeRange", { from: ordinal(p.from), to: ordinal(p.to) }),
        ),
        h("td", {}, p.players.map(name).join(" · ") || "…"),
      ),
    ),
  );
}

/** Each side's own race (Bola 8) or target (Piña) when either plays with a handicap, else null. */
export function handicapTargets(
  v: TournamentView,
  e: Pick<EncounterView, "a" | "b">,
): [number, number] | null {
  const hcp = (id: string | null) => v.players.find((p) => p.id === id)?.handicap;
  const [ha, hb] = [hcp(e.a), hcp(e.b)];
  if (ha === undefined && hb === undefined) return null;
  const even = evenTarget(v);
  return [ha ?? even, hb ?? even];
}

/** The tournament's own race (Bola 8) or target (Piña): what a player without a handicap plays to. */
export function evenTarget(v: Pick<TournamentView, "game" | "settings">): number {
  const s = fromSettings(v.game, v.settings);
  return s.ok ? targetsOf(s.value, v.game)[0] : 0;
}

/** "a 5" (a race) or "meta 50" (a target), for one side. */
export const targetWords = (v: TournamentView, n: number): string =>
  v.game === "bola8" ? t("raceOf", { n }) : t("targetOf", { n });
