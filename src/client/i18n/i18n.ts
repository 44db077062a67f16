/** The language in use (a signal, so every screen follows a switch) and message lookup. */
import { signal } from "@preact/signals";
import type { Lang } from "../../core/index.ts";
import { en } from "./en.ts";
import { es, type MessageKey } from "./es.ts";

export type { MessageKey };

export const lang = signal<Lang>("es");

export type Translate<K extends string> = (
  key: K,
  vars?: Readonly<Record<string, string | number>>,
  l?: Lang,
) => string;

/**
 * A lookup over one pair of dictionaries (the game's, the club pages'): the message in the
 * current language, `{name}` placeholders filled from `vars`.
 */
export function translator<K extends string>(dicts: Readonly<Record<Lang, Record<K, string>>>): Translate<K> {
  return (key, vars = {}, l = lang.value) =>
    dicts[l][key].replace(/\{(\w+)\}/g, (_, k: string) => String(vars[k] ?? `{${k}}`));
}

/** The game's words. */
export const t: Translate<MessageKey> = translator({ es, en });

export function hasKey(key: string): key is MessageKey {
  return key in es;
}
