/**
 * What the referee says, in Spanish and English: foul counts, ball in hand, open table,
 * whose turn, scores, resignation, the 60–60 tie and encounter points with ½.
 * Each phrase is a standalone utterance: capitalised, no final full stop, so a screen can
 * show it as a banner and `mingo referee --explain` can print it as a line.
 * Numbers go through Intl (digits and plural categories); counts up to three are spelled
 * out because that is how a referee calls them ("una cabeza, dos cabezas…", PC-20).
 */
import type { ByPlayer, Lang, ObjectBallId, PocketId } from "../../core/index.ts";
import type { RuleId } from "./ids.ts";
import { type RuleGame, type RuleKind, ruleInfo } from "./info.ts";
import { ruleText } from "./rule-text.ts";

const LOCALE: Record<Lang, string> = { es: "es", en: "en" };

const integerFormat: Record<Lang, Intl.NumberFormat> = {
  es: new Intl.NumberFormat(LOCALE.es, { maximumFractionDigits: 0 }),
  en: new Intl.NumberFormat(LOCALE.en, { maximumFractionDigits: 0 }),
};
const decimalFormat: Record<Lang, Intl.NumberFormat> = {
  es: new Intl.NumberFormat(LOCALE.es, { maximumFractionDigits: 2 }),
  en: new Intl.NumberFormat(LOCALE.en, { maximumFractionDigits: 2 }),
};
const pluralRules: Record<Lang, Intl.PluralRules> = {
  es: new Intl.PluralRules(LOCALE.es),
  en: new Intl.PluralRules(LOCALE.en),
};

type Forms = { readonly one: string; readonly other: string };

function pick(forms: Forms, n: number, lang: Lang): string {
  return pluralRules[lang].select(n) === "one" ? forms.one : forms.other;
}

// "cabeza" and "infracción" are feminine: una, not uno.
const SMALL_COUNTS: Record<Lang, readonly string[]> = {
  es: ["", "una", "dos", "tres"],
  en: ["", "one", "two", "three"],
};

function countWord(n: number, lang: Lang): string {
  return SMALL_COUNTS[lang][n] || integerFormat[lang].format(n);
}

function capitalise(s: string): string {
  return s.charAt(0).toLocaleUpperCase() + s.slice(1);
}

/** "1", "½", "1½", "2,25" — points that move in halves (PC-SCORE, PC-MATCH). */
export function formatPoints(points: number, lang: Lang): string {
  if (points < 0) return `-${formatPoints(-points, lang)}`;
  const whole = Math.floor(points);
  const fraction = points - whole;
  if (fraction === 0) return integerFormat[lang].format(whole);
  if (fraction === 0.5) return whole === 0 ? "½" : `${integerFormat[lang].format(whole)}½`;
  return decimalFormat[lang].format(points);
}

/** "½ punto", "1 punto", "1½ puntos" / "½ point", "1 point", "1½ points". */
export function pointsPhrase(points: number, lang: Lang): string {
  // Half a point reads as singular in both languages, though Intl calls 0.5 "other".
  const n = Math.abs(points) === 0.5 ? 1 : points;
  const noun = pick(
    lang === "es" ? { one: "punto", other: "puntos" } : { one: "point", other: "points" },
    n,
    lang,
  );
  return `${formatPoints(points, lang)} ${noun}`;
}

/**
 * Piña (PC-3FOULS, PC-20): the foul count the referee calls after each foul.
 * "Una cabeza", "Dos cabezas", "Tres cabezas: dos tiros para Beto" (or "para el rival").
 */
export function pinaFoulCount(count: number, lang: Lang, opponent?: string): string {
  if (count === 0) return lang === "es" ? "Sin cabezas" : "No fouls";
  const noun = pick(
    lang === "es" ? { one: "cabeza", other: "cabezas" } : { one: "foul", other: "fouls" },
    count,
    lang,
  );
  const said = capitalise(`${countWord(count, lang)} ${noun}`);
  if (count !== 3) return said;
  if (lang === "es") return `${said}: dos tiros para ${opponent ?? "el rival"}`;
  return `${said}: two turns for ${opponent ?? "the opponent"}`;
}

/** Bola 8 (B8-L9): consecutive fouls by one player; the third loses the rack. */
export function bola8FoulCount(count: number, lang: Lang): string {
  if (count === 0) return lang === "es" ? "Sin infracciones" : "No fouls";
  if (lang === "es") {
    const noun = pick({ one: "infracción", other: "infracciones seguidas" }, count, lang);
    const said = capitalise(`${countWord(count, lang)} ${noun}`);
    return count === 3 ? `${said}: pierde el triángulo` : said;
  }
  const noun = pick({ one: "foul", other: "fouls in a row" }, count, lang);
  const said = capitalise(`${countWord(count, lang)} ${noun}`);
  return count === 3 ? `${said}: loses the rack` : said;
}

/** Two turns for the beneficiary of three fouls or a declined ball (PC-20, PC-14a). */
export function twoTurnsFor(name: string, lang: Lang): string {
  return lang === "es" ? `Dos tiros para ${name}` : `Two turns for ${name}`;
}

/** G-BIH: ball in hand behind the head string, optionally for someone. */
export function ballInHand(lang: Lang, name?: string): string {
  if (lang === "es") return `Bola en mano detrás de la línea de salida${name ? ` para ${name}` : ""}`;
  return `Ball in hand behind the head string${name ? ` for ${name}` : ""}`;
}

/** B8-OPEN */
export function openTable(lang: Lang): string {
  return lang === "es" ? "Mesa abierta" : "Open table";
}

/** B8-OPEN: a group declared or assigned. */
export function playsGroup(name: string, group: "solids" | "stripes", lang: Lang): string {
  if (lang === "es") return `${name} juega con las ${group === "solids" ? "lisas" : "rayadas"}`;
  return `${name} has the ${group}`;
}

export function turnOf(name: string, lang: Lang): string {
  return lang === "es" ? `Turno de ${name}` : `${name}'s turn`;
}

/** "Ana 34 – Beto 12" */
export function scoreLine(names: ByPlayer<string>, scores: ByPlayer<number>, lang: Lang): string {
  const f = integerFormat[lang];
  return `${names[0]} ${f.format(scores[0])} – ${names[1]} ${f.format(scores[1])}`;
}

/** "Ana 1½ – Beto ½": encounter points (PC-MATCH). */
export function encounterLine(names: ByPlayer<string>, points: ByPlayer<number>, lang: Lang): string {
  return `${names[0]} ${formatPoints(points[0], lang)} – ${names[1]} ${formatPoints(points[1], lang)}`;
}

export function resigned(name: string, lang: Lang): string {
  return lang === "es" ? `${name} abandona la partida` : `${name} resigns the game`;
}

/** PC-SCORE: 60–60 with the table cleared. */
export function tieAt60(lang: Lang): string {
  const sixty = integerFormat[lang].format(60);
  const half = pointsPhrase(0.5, lang);
  return lang === "es"
    ? `Empate ${sixty} a ${sixty}: ${half} para cada uno`
    : `Tie at ${sixty}–${sixty}: ${half} each`;
}

/** Bola 8 wins a rack, Piña a game. */
export function wins(name: string, game: "bola8" | "pina", lang: Lang): string {
  if (lang === "es") return `${name} gana ${game === "bola8" ? "el triángulo" : "la partida"}`;
  return `${name} wins the ${game === "bola8" ? "rack" : "game"}`;
}

const POCKET_NAMES: Record<Lang, Record<PocketId, string>> = {
  es: {
    "foot-left": "la tronera superior izquierda",
    "foot-right": "la tronera superior derecha",
    "side-left": "la tronera del medio izquierda",
    "side-right": "la tronera del medio derecha",
    "head-left": "la tronera de cabecera izquierda",
    "head-right": "la tronera de cabecera derecha",
  },
  en: {
    "foot-left": "the foot-left corner pocket",
    "foot-right": "the foot-right corner pocket",
    "side-left": "the left side pocket",
    "side-right": "the right side pocket",
    "head-left": "the head-left corner pocket",
    "head-right": "the head-right corner pocket",
  },
};

/** Pockets as seen from the head cushion looking toward the foot, as POCKET_IDS are. */
export function pocketName(pocket: PocketId, lang: Lang): string {
  return POCKET_NAMES[lang][pocket];
}

/** A call (PC-CALL, B8-8CALL): "La 5 a la tronera superior izquierda". */
export function callPhrase(ball: ObjectBallId, pocket: PocketId, lang: Lang): string {
  if (lang === "es") return `La ${ball} a ${pocketName(pocket, lang)}`;
  return `The ${ball} in ${pocketName(pocket, lang)}`;
}

/** The word for a kind of ruling. A foul is an "infracción" in Bola 8, a "cabeza" in Piña. */
export function kindLabel(kind: RuleKind, game: RuleGame, lang: Lang): string {
  if (lang === "en") {
    const en: Record<RuleKind, string> = {
      rule: "Rule",
      foul: "Foul",
      "human-foul": "Foul",
      loss: "Loss",
      option: "Option",
      conduct: "Conduct",
    };
    return en[kind];
  }
  const foul = game === "pina" ? "Cabeza" : "Infracción";
  const es: Record<RuleKind, string> = {
    rule: "Regla",
    foul,
    "human-foul": foul,
    loss: "Pierde",
    option: "Opción",
    conduct: "Conducta",
  };
  return es[kind];
}

/** One line for `--explain`: "B8-F4 · Infracción · Embocar la blanca: La bola blanca se emboca en una tronera." */
export function explainRule(id: RuleId, lang: Lang): string {
  const { game, kind } = ruleInfo(id);
  const { title, text } = ruleText(id, lang);
  return `${id} · ${kindLabel(kind, game, lang)} · ${title}: ${text}`;
}
