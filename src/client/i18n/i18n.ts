/** The language in use (a signal, so every screen follows a switch) and message lookup. */
import { signal } from "@preact/signals";
import type { Lang } from "../../core/index.ts";
import { en } from "./en.ts";
import { es, type MessageKey } from "./es.ts";

export type { MessageKey };

const DICTS: Record<Lang, Record<MessageKey, string>> = { es, en };

export const lang = signal<Lang>("es");

/** The message in the current language, `{name}` placeholders filled from `vars`. */
export function t(
  key: MessageKey,
  vars: Readonly<Record<string, string | number>> = {},
  l: Lang = lang.value,
): string {
  return DICTS[l][key].replace(/\{(\w+)\}/g, (_, k: string) => String(vars[k] ?? `{${k}}`));
}

export function hasKey(key: string): key is MessageKey {
  return key in es;
}
