/**
 * The club pages' words through the game's i18n (one language signal, one lookup), the
 * language chosen by ?lang= or remembered from the last visit, and what a refusal says.
 */
import { isLang, type PocketId } from "../../core/index.ts";
import { optionLabel, optionMeaning, pocketLabel } from "../../narration/index.ts";
import { isNamedRefusal, REFUSAL_MEANINGS, splitInputRefusal } from "../../protocol/index.ts";
import type { OptionName } from "../../rules/index.ts";
import {
  enBrackets,
  en as enClub,
  enCorners,
  enInput,
  enProblems,
  enShotPhoto,
  esBrackets,
  es as esClub,
  esCorners,
  esInput,
  esProblems,
  esShotPhoto,
  inputWords,
  lang,
  translator,
} from "../i18n/index.ts";
import type { Problem } from "./api.ts";

export { lang };

const es = { ...esClub, ...esBrackets, ...esShotPhoto, ...esProblems, ...esCorners, ...esInput };
const en = { ...enClub, ...enBrackets, ...enShotPhoto, ...enProblems, ...enCorners, ...enInput };
export const t = translator({ es, en });

export function isClubKey(k: string): k is keyof typeof es {
  return Object.hasOwn(es, k);
}

const STORE = "mingo-lang";

/** The page's language at load: ?lang= first, then the last choice on this device, else Spanish. */
export function startLang(): void {
  const fromUrl = new URLSearchParams(location.search).get("lang");
  const stored = localStorage.getItem(STORE);
  lang.value = isLang(fromUrl) ? fromUrl : isLang(stored) ? stored : "es";
  document.documentElement.lang = lang.value;
}

export function toggleLang(): void {
  lang.value = lang.value === "es" ? "en" : "es";
  localStorage.setItem(STORE, lang.value);
  document.documentElement.lang = lang.value;
}

/** A pocket on a button, the narration's one vocabulary (the game and the wall say the same). */
export const pocketName = (p: PocketId): string => pocketLabel(p, lang.value);
/** An option on a button, the narration's one vocabulary. */
export const optionName = (o: OptionName): string => optionLabel(o, lang.value);
/** What an option means for the one who chooses it. */
export const optionHelp = (o: OptionName): string => optionMeaning(o, lang.value);

/** Half points as the rulebook writes them: ½, 1½. */
export function fmtPoints(n: number): string {
  const whole = Math.floor(n);
  return n - whole === 0.5 ? `${whole === 0 ? "" : whole}½` : String(n);
}

/** A refusal in the page's language, from its stable code (never the server's English). */
export function sayProblem(p: Problem): string {
  if (p.code === "offline") return t("problem", { what: t("refusal_offline") });
  if (isNamedRefusal(p.code)) return t("problem", { what: REFUSAL_MEANINGS[p.code][lang.value] });
  const input = splitInputRefusal(p.code);
  if (!input) return t("problem", { what: t("refusalUnknown", { code: p.code }) });
  const limit = "limit" in p && typeof p.limit === "number" ? p.limit : "";
  return inputWords(t, input.field, input.constraint, limit);
}
