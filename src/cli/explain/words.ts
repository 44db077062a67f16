/**
 * Words of `mingo referee --explain` that the rule catalogue does not already have: how a
 * shot's events and a player's choices are said at the table. Spanish first.
 */
import type { Lang, PocketId } from "../../core/index.ts";
import type { Group, OptionName, ShotEvent } from "../../rules/actions.ts";
import { pocketName } from "../../rules/catalogue.ts";

const ball = (n: number, lang: Lang): string =>
  n === 0 ? (lang === "es" ? "la blanca" : "the cue ball") : lang === "es" ? `la ${n}` : `the ${n}`;

export const groupWord = (g: Group, lang: Lang): string =>
  lang === "es" ? (g === "solids" ? "lisas" : "rayadas") : g;

const OPTION_WORDS: Record<Lang, Record<OptionName, string>> = {
  es: {
    accept: "aceptar la posición",
    "ball-in-hand": "bola en mano detrás de la línea de salida",
    "ball-in-hand-spot-8": "bola en mano y la 8 al punto superior",
    rebreak: "abrir de nuevo con un triángulo nuevo",
    break: "abrir",
    "hand-over-break": "ceder la apertura",
    "spot-own": "subir al punto su bola más cercana a la línea de salida",
    equalize: "embocar a mano bolas de su grupo",
    decline: "no usar la opción",
  },
  en: {
    accept: "accept the position",
    "ball-in-hand": "ball in hand behind the head string",
    "ball-in-hand-spot-8": "ball in hand and the 8 on the foot spot",
    rebreak: "break again from a new rack",
    break: "break",
    "hand-over-break": "hand the break over",
    "spot-own": "spot their ball nearest the head string",
    equalize: "remove balls of their own group by hand",
    decline: "decline the option",
  },
};

export const optionWord = (o: OptionName, lang: Lang): string => OPTION_WORDS[lang][o];

/** "toca la 5, la 5 a la banda, emboca la 3 en la tronera superior izquierda" */
export function eventsPhrase(events: readonly ShotEvent[], lang: Lang): string {
  if (events.length === 0) return lang === "es" ? "no toca ninguna bola" : "touches no ball";
  return events.map((e) => eventPhrase(e, lang)).join(", ");
}

function eventPhrase(e: ShotEvent, lang: Lang): string {
  switch (e.kind) {
    case "hit":
      return e.a === 0
        ? lang === "es"
          ? `toca ${ball(e.b, lang)}`
          : `hits ${ball(e.b, lang)}`
        : lang === "es"
          ? `${ball(e.a, lang)} toca ${ball(e.b, lang)}`
          : `${ball(e.a, lang)} hits ${ball(e.b, lang)}`;
    case "rail":
      return lang === "es" ? `${ball(e.ball, lang)} a la banda` : `${ball(e.ball, lang)} to a cushion`;
    case "pocket":
      return lang === "es"
        ? `${ball(e.ball, lang)} entra en ${pocketName(e.pocket, lang)}`
        : `${ball(e.ball, lang)} into ${pocketName(e.pocket, lang)}`;
    case "off":
      return lang === "es"
        ? `${ball(e.ball, lang)} sale de la mesa`
        : `${ball(e.ball, lang)} leaves the table`;
  }
}

export function callWords(
  call: { group?: Group; pocket?: PocketId; ball?: number; defense?: true },
  lang: Lang,
): string {
  if (call.defense) return lang === "es" ? "declara defensa" : "declares a defence";
  const parts: string[] = [];
  if (call.group)
    parts.push(lang === "es" ? `juega a las ${groupWord(call.group, lang)}` : `plays the ${call.group}`);
  if (call.ball !== undefined && call.pocket) {
    parts.push(
      lang === "es"
        ? `canta ${ball(call.ball, lang)} a ${pocketName(call.pocket, lang)}`
        : `calls ${ball(call.ball, lang)} in ${pocketName(call.pocket, lang)}`,
    );
  } else if (call.pocket) {
    parts.push(
      lang === "es"
        ? `canta la 8 a ${pocketName(call.pocket, lang)}`
        : `calls the 8 in ${pocketName(call.pocket, lang)}`,
    );
  }
  return parts.join(lang === "es" ? " y " : " and ");
}

export const listWords = (items: readonly string[], lang: Lang): string =>
  new Intl.ListFormat(lang, { type: "disjunction" }).format(items);
