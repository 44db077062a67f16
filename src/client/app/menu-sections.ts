/**
 * The start menu's sections (menu.ts puts them in order): the big choices, the links to the other
 * pages, who plays, the aim guide and shot clock, the table and race, and every rule setting
 * folded one level down; with the rows, radios and setting controls they are made of.
 */
import type { Signal } from "@preact/signals";
import { type ComponentChild, h } from "preact";
import { AI_LEVELS, type AiLevel } from "../../ai/index.ts";
import type { GameId } from "../../core/index.ts";
import { FIRST_MATCH } from "../../game/index.ts";
import type { SettingSpec } from "../../rules/index.ts";
import { hasKey, lang, t } from "../i18n/index.ts";
import { type LearnGame, readProgress } from "./lesson-progress.ts";
import { levelLabel } from "./level-label.ts";
import { AIM_GUIDES, type AimGuide, defaultAimGuide } from "./session.ts";

/** The big choices: a tap starts a match with the last settings (everything below is one level down). */
export function heroButtons(
  g: GameId,
  level: AiLevel,
  start: (quick?: "computer" | "human" | "real") => void,
): ComponentChild {
  return h(
    "div",
    { class: "hero", "data-testid": "hero" },
    h(
      "button",
      {
        type: "button",
        class: "primary big",
        "data-testid": "hero-computer",
        onClick: () => start("computer"),
      },
      t("heroComputer", { game: t(g), level: levelLabel(level, g) }),
    ),
    h(
      "button",
      { type: "button", class: "big", "data-testid": "hero-two", onClick: () => start("human") },
      t("heroTwo", { game: t(g) }),
    ),
    // A match on a real table, recorded on this phone with the scorekeeper's own page (issue 38).
    h(
      "button",
      { type: "button", class: "big", "data-testid": "hero-real", onClick: () => start("real") },
      t("heroReal", { game: t(g) }),
    ),
    // Learn: this game's first match, started or gone on with where it was left.
    h(
      "button",
      {
        type: "button",
        class: "big",
        "data-testid": "hero-learn",
        onClick: () => {
          location.search = `?learn=${g}&lang=${lang.value}`;
        },
      },
      firstMatchWords(g),
    ),
  );
}

/** Online play and the replay page are pages of their own (src/client/online, src/client/replay). */
export function menuLinks(g: GameId): ComponentChild {
  return h(
    "p",
    { class: "menu-links" },
    h(
      "a",
      { class: "button", href: `online.html?lang=${lang.value}`, "data-testid": "menu-online" },
      t("onlineTitle"),
    ),
    " ",
    h(
      "a",
      { class: "button", href: `replay.html?lang=${lang.value}`, "data-testid": "menu-replay" },
      t("replayTitle"),
    ),
    " ",
    h(
      "a",
      { class: "button", href: `stats.html?lang=${lang.value}`, "data-testid": "menu-stats" },
      t("statsLink"),
    ),
    " ",
    // Learn: both rulebooks, rule by rule (src/client/rules).
    h(
      "a",
      { class: "button", href: `rules.html?lang=${lang.value}`, "data-testid": "menu-rules" },
      t("rulesTitle"),
    ),
    " ",
    // A photo of a real table as a position (src/client/photo): a hint, a ruling, practice.
    h(
      "a",
      { class: "button", href: `photo.html?lang=${lang.value}`, "data-testid": "menu-photo" },
      t("photoLink"),
    ),
    // Learn by playing: the other game's first match (this game's is a big choice above).
    " ",
    firstMatchLink(g === "bola8" ? "pina" : "bola8"),
  );
}

/** Against whom (not with partners, whose seats say it) and, against the computer, at what level. */
export function opponentRows(
  g: GameId,
  doubles: boolean,
  opponent: Signal<"human" | "computer">,
  level: Signal<AiLevel>,
): ComponentChild[] {
  return [
    doubles
      ? null
      : row(
          t("opponent"),
          radios(
            "opponent",
            ["computer", "human"] as const,
            opponent.value,
            (v) => {
              opponent.value = v;
            },
            (v) => (v === "human" ? t("opponentHuman") : t("opponentComputer")),
          ),
        ),
    !doubles && opponent.value === "computer"
      ? row(
          t("level"),
          h(
            "select",
            {
              "data-testid": "menu-level",
              value: level.value,
              onChange: (e: Event) => (level.value = (e.target as HTMLSelectElement).value as AiLevel),
            },
            AI_LEVELS.map((l) => h("option", { value: l }, levelLabel(l, g))),
          ),
        )
      : null,
  ];
}

/** How much of the aim guide is drawn, and the shot clock. */
export function guideRows(
  aimGuide: Signal<AimGuide | "auto">,
  shotClock: Signal<number>,
  level: AiLevel,
  opponent: "human" | "computer",
): ComponentChild[] {
  return [
    row(
      t("aimGuide"),
      h(
        "select",
        {
          "data-testid": "menu-aim-guide",
          value: aimGuide.value,
          title: t("aimGuideExplain"),
          onChange: (e: Event) =>
            (aimGuide.value = (e.target as HTMLSelectElement).value as AimGuide | "auto"),
        },
        h(
          "option",
          { value: "auto" },
          `${t(`aimGuide_${defaultAimGuide(level, opponent)}`)} (${t("level").toLowerCase()})`,
        ),
        AIM_GUIDES.map((g) => h("option", { value: g }, t(`aimGuide_${g}`))),
      ),
    ),
    row(
      t("shotClock"),
      h(
        "select",
        {
          "data-testid": "menu-shot-clock",
          value: String(shotClock.value),
          title: t("shotClockExplain"),
          onChange: (e: Event) => (shotClock.value = Number((e.target as HTMLSelectElement).value)),
        },
        [0, 30, 45, 60].map((n) =>
          h("option", { value: String(n) }, n === 0 ? t("shotClockOff") : t("shotClockSeconds", { n })),
        ),
      ),
    ),
  ];
}

/** The players' names (with partners, the sides' form names them). */
export function nameRows(
  doubles: boolean,
  opponent: "human" | "computer",
  name0: Signal<string>,
  name1: Signal<string>,
): ComponentChild[] {
  return [
    doubles
      ? null
      : row(
          t("yourName"),
          h("input", {
            "data-testid": "menu-name0",
            value: name0.value,
            placeholder: t("defaultName0"),
            onInput: (e: Event) => (name0.value = (e.target as HTMLInputElement).value),
          }),
        ),
    !doubles && opponent === "human"
      ? row(
          t("secondName"),
          h("input", {
            "data-testid": "menu-name1",
            value: name1.value,
            placeholder: t("defaultName1"),
            onInput: (e: Event) => (name1.value = (e.target as HTMLInputElement).value),
          }),
        )
      : null,
  ];
}

/** The table's size and (Bola 8) the race, the two settings with a place of their own. */
export function tableRows(
  g: GameId,
  value: (name: string) => unknown,
  set: (name: string, v: unknown) => void,
): ComponentChild[] {
  return [
    row(
      t("tableSize"),
      h(
        "select",
        {
          "data-testid": "menu-table",
          value: String(value("tableSizeFt")),
          onChange: (e: Event) => set("tableSizeFt", Number((e.target as HTMLSelectElement).value)),
        },
        [7, 8, 9].map((n) => h("option", { value: String(n) }, t("feet", { n }))),
      ),
    ),
    g === "bola8"
      ? row(
          t("raceTo"),
          h("input", {
            type: "number",
            min: 1,
            max: 25,
            "data-testid": "menu-race",
            value: String(value("raceTo")),
            onInput: (e: Event) => {
              const n = Number((e.target as HTMLInputElement).value);
              if (Number.isInteger(n) && n >= 1 && n <= 25) set("raceTo", n);
            },
          }),
        )
      : null,
  ];
}

/** Every rule setting one level down: folded under one line, each with its words and rule ID. */
export function ruleSettings(
  ruleSpecs: readonly SettingSpec[],
  value: (name: string) => unknown,
  set: (name: string, v: unknown) => void,
): ComponentChild {
  return h(
    "details",
    { class: "rules", "data-testid": "menu-rule-settings" },
    h("summary", null, t("rulesFolded", { n: ruleSpecs.length })),
    ruleSpecs.map((s) => settingRow(s, value(s.name), (v) => set(s.name, v))),
  );
}

export function row(label: string, control: ComponentChild): ComponentChild {
  return h("label", { class: "row" }, h("span", null, label), control);
}

export function radios<T extends string>(
  name: string,
  values: readonly T[],
  current: T,
  set: (v: T) => void,
  label: (v: T) => string,
): ComponentChild {
  return h(
    "span",
    { class: "radios" },
    values.map((v) =>
      h(
        "label",
        { class: v === current ? "chip on" : "chip", "data-testid": `menu-${name}-${v}` },
        h("input", {
          type: "radio",
          name,
          value: v,
          checked: v === current,
          onChange: () => set(v),
        }),
        label(v),
      ),
    ),
  );
}

function settingRow(spec: SettingSpec, value: unknown, set: (v: unknown) => void): ComponentChild {
  const a = spec.allowed;
  let control: ComponentChild;
  if (a.kind === "boolean") {
    control = h("input", {
      type: "checkbox",
      checked: value === true,
      onChange: (e: Event) => set((e.target as HTMLInputElement).checked),
    });
  } else if (a.kind === "enum") {
    control = h(
      "select",
      {
        value: String(value),
        onChange: (e: Event) => {
          const raw = (e.target as HTMLSelectElement).value;
          set(typeof a.values[0] === "number" ? Number(raw) : raw);
        },
      },
      a.values.map((v) => {
        const key = `settingEnum_${v}`;
        return h("option", { value: String(v) }, hasKey(key) ? t(key) : String(v));
      }),
    );
  } else if (a.kind === "number") {
    control = h("input", {
      type: "number",
      min: a.min,
      max: a.max,
      step: a.integer ? 1 : "any",
      value: String(value),
      onInput: (e: Event) => {
        const n = Number((e.target as HTMLInputElement).value);
        if (Number.isFinite(n) && n >= a.min && n <= a.max && (!a.integer || Number.isInteger(n))) set(n);
      },
    });
  }
  const label = `setting_${spec.name}`;
  return h(
    "label",
    { class: "setting", "data-setting": spec.name },
    h(
      "span",
      { class: "setting-head" },
      h("span", { class: "setting-name" }, hasKey(label) ? t(label) : spec.name),
      control,
    ),
    h("span", { class: "explain" }, spec.explanation[lang.value], h("code", null, spec.rule)),
  );
}

/** A game's first match: started, gone on with where it was left, or done. */
export function firstMatchWords(game: LearnGame): string {
  const p = readProgress(game);
  const total = FIRST_MATCH[game].length;
  const name = t(game);
  return p.next >= total
    ? t("learnFinished", { game: name })
    : p.next > 0
      ? t("learnResume", { game: name, n: p.next + 1, total })
      : t("learnStart", { game: name });
}

function firstMatchLink(game: LearnGame): ComponentChild {
  const words = firstMatchWords(game);
  return h(
    "a",
    { class: "button", href: `?learn=${game}&lang=${lang.value}`, "data-testid": `menu-learn-${game}` },
    words,
  );
}
