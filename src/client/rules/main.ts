/**
 * The rulebooks you can read (issue 27 item 1, /reglas and /rules): every rule ID of RULES.md as
 * a section — its code and title, the rulebook's own Spanish words (quoted verbatim), how mingo
 * applies it (the narration's rule words, the same the referee says), and for the geometry
 * rules a drawing from the engine's geometry. Each section is #ID, so every ruling on every
 * screen links here (i18n/rule-link.ts). Search by words matches codes, titles, texts and quotes.
 */
import "../zod-jitless.ts";
import { signal } from "@preact/signals";
import { type ComponentChild, h, render } from "preact";
import { useEffect } from "preact/hooks";
import { isLang, type Lang } from "../../core/index.ts";
import { DRILLS, RULE_LAGS, RULE_NOSHOWS, RULE_POSITIONS } from "../../game/index.ts";
import { kindLabel, ruleText, SEED_QUOTES } from "../../narration/index.ts";
import { RULE_IDS, type RuleGame, type RuleId, ruleInfo } from "../../rules/index.ts";
import { lang, t } from "../i18n/index.ts";
import { Demonstration } from "./demonstration.ts";
import { diagramOf } from "./diagrams.ts";
import { rulesMarkdown } from "./markdown.ts";

const params = new URLSearchParams(location.search);
lang.value = isLang(params.get("lang")) ? (params.get("lang") as Lang) : "es";
document.documentElement.lang = lang.value;
document.title = `mingo — ${t("rulesTitle")}`;

const query = signal(params.get("q") ?? "");
const only = signal<RuleGame | "all">("all");

/** Lower case without accents: "bañar" finds "banar" and "Bañar". */
const fold = (s: string) => s.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();

/** Everything a search looks in, for each rule, in the page's language and in the rulebook's. */
function haystack(id: RuleId, l: Lang): string {
  const q = SEED_QUOTES[id];
  const words = ruleText(id, l);
  return fold([id, words.title, words.text, q.quote ?? "", q.near ?? ""].join(" "));
}

/**
 * The search's words, folded; words of one or two letters ("el", "la", "of") are left out, and a
 * longer word loses its last letter so "bañar" finds "bañado" and "cabeza" finds "cabezas".
 */
function searchWords(q: string): string[] {
  return fold(q.trim())
    .split(/\s+/)
    .filter((w) => w.length > 2 || /\d/.test(w))
    .map((w) => (w.length >= 5 ? w.slice(0, -1) : w));
}

const GROUPS: readonly RuleGame[] = ["shared", "bola8", "pina"];
const groupName = (g: RuleGame) => (g === "shared" ? t("rulesShared") : t(g));

function RuleSection(props: { id: RuleId }): ComponentChild {
  const id = props.id;
  const l = lang.value;
  const info = ruleInfo(id);
  const words = ruleText(id, l);
  const q = SEED_QUOTES[id];
  const seed = q.seed === "bola8" ? t("rulesSeedBola8") : t("rulesSeedPina");
  const drawing = diagramOf(id);
  return h(
    "section",
    { id, class: `rule ${info.kind}`, "data-rule": id, "data-testid": `rule-${id}` },
    h(
      "h2",
      null,
      h("a", { href: `#${id}`, class: "code" }, id),
      " ",
      words.title,
      // The kind's badge, unless the title already begins with that word (PC-FOUL: «Cabeza»,
      // "Foul (cabeza)"): «Cabeza [Cabeza]» said nothing twice over.
      words.title.toLowerCase().split(/[\s(]/)[0] === kindLabel(info.kind, info.game, l).toLowerCase()
        ? null
        : h("span", { class: `kind ${info.kind}` }, kindLabel(info.kind, info.game, l)),
    ),
    q.quote
      ? h("blockquote", { lang: "es", "data-testid": "seed-quote" }, `«${q.quote}»`, h("cite", null, seed))
      : h(
          "div",
          { class: "interp", "data-testid": "seed-quote" },
          h("p", null, t("rulesInterp")),
          q.near
            ? h(
                "blockquote",
                { lang: "es" },
                h("span", { class: "muted" }, `${t("rulesNear")}: `),
                `«${q.near}»`,
                h("cite", null, seed),
              )
            : null,
        ),
    h("p", { class: "ours" }, h("b", null, `${t("rulesOurs")}: `), words.text),
    drawing ? h("figure", { "data-testid": "diagram" }, drawing) : null,
    RULE_POSITIONS[id] || RULE_LAGS[id] || RULE_NOSHOWS[id] ? h(Demonstration, { id }) : null,
  );
}

/**
 * The link to every rule in one Markdown file (docs/rules.md's text, both languages): the file is
 * made on the first press, so the page never builds it for the many who never ask.
 */
function offerMarkdown(e: MouseEvent): void {
  const link = e.currentTarget as HTMLAnchorElement;
  if (link.href.startsWith("blob:")) return;
  link.href = URL.createObjectURL(new Blob([rulesMarkdown()], { type: "text/markdown;charset=utf-8" }));
}

function Page(): ComponentChild {
  // A link to #ID scrolls there once the sections exist, its heading under the sticky search bar
  // (whose height, which changes with the page's width, the sections' scroll margin reads).
  useEffect(() => {
    const tools = document.querySelector<HTMLElement>(".rules-page .tools");
    const measure = () =>
      document.documentElement.style.setProperty("--tools-h", `${tools?.offsetHeight ?? 56}px`);
    measure();
    const observer = tools ? new ResizeObserver(measure) : undefined;
    if (tools) observer?.observe(tools);
    const id = decodeURIComponent(location.hash.slice(1));
    if (id) document.getElementById(id)?.scrollIntoView();
    return () => observer?.disconnect();
  }, []);
  const l = lang.value;
  const words = searchWords(query.value);
  const shown = RULE_IDS.filter(
    (id) =>
      (only.value === "all" || ruleInfo(id).game === only.value) &&
      words.every((w) => haystack(id, l).includes(w)),
  );
  const other: Lang = l === "es" ? "en" : "es";
  return h(
    "main",
    { class: "rules-page", "data-testid": "rules-page" },
    h(
      "header",
      null,
      h("h1", null, t("rulesTitle")),
      h(
        "nav",
        null,
        h(
          "a",
          { href: `?lang=${other}${location.hash}`, "data-testid": "rules-lang" },
          other === "en" ? "English" : "Español",
        ),
        h("a", { href: `./?lang=${l}` }, t("rulesBack")),
      ),
    ),
    h(
      "p",
      null,
      t("rulesIntro"),
      " ",
      h(
        "a",
        { href: "#", download: "mingo-reglas.md", onClick: offerMarkdown, "data-testid": "rules-doc" },
        t("rulesDocLink"),
      ),
    ),
    h(
      "section",
      { class: "drills", "data-testid": "drills" },
      h("h2", null, t("drillsTitle")),
      h("p", { class: "muted" }, t("drillsIntro")),
      h(
        "ul",
        null,
        DRILLS.map((d) =>
          h(
            "li",
            null,
            `${t(`drill_${d.id}` as never)} `,
            h(
              "a",
              { href: `./?lang=${l}&drill=${encodeURIComponent(d.id)}`, "data-testid": `drill-${d.id}` },
              t("drillPractise"),
            ),
          ),
        ),
      ),
    ),
    h(
      "div",
      { class: "tools" },
      h("input", {
        type: "search",
        "aria-label": t("rulesSearch"),
        placeholder: t("rulesSearchPlaceholder"),
        "data-testid": "rules-search",
        value: query.value,
        onInput: (e: Event) => {
          query.value = (e.target as HTMLInputElement).value;
          // The results start under the search bar, not where a long page was scrolled to.
          window.scrollTo({ top: 0 });
        },
      }),
      (["all", ...GROUPS] as const).map((g) =>
        h(
          "button",
          {
            type: "button",
            class: only.value === g ? "on" : "",
            "data-testid": `rules-only-${g}`,
            onClick: () => (only.value = g),
          },
          g === "all" ? t("rulesFilterAll") : groupName(g),
        ),
      ),
      h("span", { class: "muted", "data-testid": "rules-count" }, t("rulesCount", { n: shown.length })),
    ),
    shown.length === 0 ? h("p", { "data-testid": "rules-none" }, t("rulesNone", { q: query.value })) : null,
    GROUPS.map((g) => {
      const ids = shown.filter((id) => ruleInfo(id).game === g);
      return ids.length === 0
        ? null
        : h(
            "div",
            { class: "group", "data-group": g },
            h("h2", { class: "group-title" }, groupName(g)),
            ids.map((id) => h(RuleSection, { id })),
          );
    }),
  );
}

render(h(Page, null), document.getElementById("app")!);
