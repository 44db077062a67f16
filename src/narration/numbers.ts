/**
 * Numbers as a referee says them: digits through Intl, points in halves ("1½"), small
 * counts spelled out ("una cabeza, dos cabezas", PC-20) and lists joined the language's way.
 */
import type { Lang } from "../core/index.ts";

const integerFormat: Record<Lang, Intl.NumberFormat> = {
  es: new Intl.NumberFormat("es", { maximumFractionDigits: 0 }),
  en: new Intl.NumberFormat("en", { maximumFractionDigits: 0 }),
};
const decimalFormat: Record<Lang, Intl.NumberFormat> = {
  es: new Intl.NumberFormat("es", { maximumFractionDigits: 2 }),
  en: new Intl.NumberFormat("en", { maximumFractionDigits: 2 }),
};
const pluralRules: Record<Lang, Intl.PluralRules> = {
  es: new Intl.PluralRules("es"),
  en: new Intl.PluralRules("en"),
};

export type Forms = { readonly one: string; readonly other: string };

export function plural(forms: Forms, n: number, lang: Lang): string {
  // Half a point reads as singular in both languages, though Intl calls 0.5 "other".
  const m = Math.abs(n) === 0.5 ? 1 : n;
  return pluralRules[lang].select(m) === "one" ? forms.one : forms.other;
}

export const formatInteger = (n: number, lang: Lang): string => integerFormat[lang].format(n);

// "cabeza", "infracción", "bola" are feminine: una, not uno.
const SMALL: Record<Lang, readonly string[]> = {
  es: ["cero", "una", "dos", "tres", "cuatro"],
  en: ["no", "one", "two", "three", "four"],
};

/** "una", "dos", "tres" … then digits. */
export function countWord(n: number, lang: Lang): string {
  return SMALL[lang][n] ?? formatInteger(n, lang);
}

/** "1", "½", "1½", "2,25" — points that move in halves (PC-SCORE, PC-MATCH). */
export function formatPoints(points: number, lang: Lang): string {
  if (points < 0) return `-${formatPoints(-points, lang)}`;
  const whole = Math.floor(points);
  const fraction = points - whole;
  if (fraction === 0) return formatInteger(whole, lang);
  if (fraction === 0.5) return whole === 0 ? "½" : `${formatInteger(whole, lang)}½`;
  return decimalFormat[lang].format(points);
}

/** "½ punto", "1 punto", "1½ puntos" / "½ point", "1 point", "1½ points". */
export function pointsPhrase(points: number, lang: Lang): string {
  const noun = plural(
    lang === "es" ? { one: "punto", other: "puntos" } : { one: "point", other: "points" },
    points,
    lang,
  );
  return `${formatPoints(points, lang)} ${noun}`;
}

/** "la 1, la 5 y la 9" / "the 1, the 5 and the 9". */
export function listAnd(items: readonly string[], lang: Lang): string {
  return new Intl.ListFormat(lang, { type: "conjunction" }).format(items);
}

export function listOr(items: readonly string[], lang: Lang): string {
  return new Intl.ListFormat(lang, { type: "disjunction" }).format(items);
}

export const capitalise = (s: string): string => s.charAt(0).toLocaleUpperCase() + s.slice(1);

/** For a title after a colon: "Bola sucia" -> "bola sucia", leaving acronyms ("PC…") alone. */
export const decapitalise = (s: string): string =>
  /^\p{Lu}\p{Ll}/u.test(s) ? s.charAt(0).toLocaleLowerCase() + s.slice(1) : s;
