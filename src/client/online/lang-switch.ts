/** The language switch for the online and replay pages (the address's ?lang=en picks English first). */
import { type ComponentChild, h } from "preact";
import { LANGS, type Lang } from "../../core/index.ts";
import { lang, t } from "../i18n/index.ts";

export function initLang(): void {
  const want = new URLSearchParams(location.search).get("lang");
  if (want === "en" || want === "es") lang.value = want;
  document.documentElement.lang = lang.value;
}

export function LangSwitch(): ComponentChild {
  return h(
    "select",
    {
      "aria-label": t("language"),
      "data-testid": "lang",
      value: lang.value,
      onChange: (e: Event) => {
        lang.value = (e.target as HTMLSelectElement).value as Lang;
        document.documentElement.lang = lang.value;
      },
    },
    LANGS.map((l) => h("option", { value: l }, l === "es" ? "Español" : "English")),
  );
}
