/**
 * The start menu: game, opponent (a second person at this screen or the computer at a level),
 * names, table size, race length, and every rule setting of the chosen game with its
 * explanation from the referee's settings list.
 */
import { useSignal } from "@preact/signals";
import { type ComponentChild, h } from "preact";
import { useMemo } from "preact/hooks";
import { AI_LEVELS, type AiLevel } from "../../ai/index.ts";
import { GAME_IDS, type GameId, LANGS, type Lang } from "../../core/index.ts";
import { FIRST_MATCH } from "../../game/index.ts";
import { defaultSettings, type SettingSpec, settingsFor } from "../../rules/index.ts";
import { hasKey, lang, t } from "../i18n/index.ts";
import { setLanguage } from "./controls.ts";
import { type LearnGame, readProgress } from "./lesson-progress.ts";
import { levelLabel } from "./level-label.ts";
import { loadRecent, saveRecent } from "./recent.ts";
import { AIM_GUIDES, type AimGuide, defaultAimGuide, type MatchConfig } from "./session.ts";
import { DEFAULT_SIDES, type SidesDraft, SidesForm, sidesConfig, sidesProblem } from "./sides-form.ts";

/** Settings with a place of their own at the top of the menu. */
const TOP_SETTINGS = new Set(["tableSizeFt", "raceTo"]);

export interface MenuProps {
  readonly onStart: (c: MatchConfig) => void;
  /** A match left unfinished, offered for resume. */
  readonly kept: { config: MatchConfig; savedAt: string } | null;
  readonly resumeError: string | null;
  readonly onResume: () => void;
  readonly onDiscard: () => void;
}

export function Menu(props: MenuProps): ComponentChild {
  // The last match's choices, so the next one starts in a tap.
  const recent = useMemo(loadRecent, []);
  const game = useSignal<GameId>(recent?.game ?? "bola8");
  const opponent = useSignal<"human" | "computer">(recent?.opponent ?? "computer");
  const level = useSignal<AiLevel>(recent?.level ?? "easy");
  const name0 = useSignal(recent?.name0 ?? "");
  const name1 = useSignal(recent?.name1 ?? "");
  const settings = useSignal<Record<string, unknown>>({ ...(recent?.settings ?? {}) });
  const aimGuide = useSignal<AimGuide | "auto">("auto");
  const shotClock = useSignal(0);
  const sides = useSignal<SidesDraft>(recent?.sides ?? DEFAULT_SIDES);
  const g = game.value;
  const defaults = defaultSettings(g) as unknown as Record<string, unknown>;
  const value = (name: string) => settings.value[name] ?? defaults[name];
  const set = (name: string, v: unknown) => {
    settings.value = { ...settings.value, [name]: v };
  };
  const specs = settingsFor(g);
  // The partners' order is chosen with the sides above.
  // A handicap (each player's own race or target) is a club tournament's setting, not a menu option.
  const ruleSpecs = specs.filter(
    (s) => !TOP_SETTINGS.has(s.name) && s.name !== "teamRotation" && s.allowed.kind !== "pair",
  );
  const doubles = sides.value.mode === "doubles";
  const start = (quick?: "computer" | "human") => {
    // A big choice of the first screen: singles against the computer or a person here.
    if (quick) {
      opponent.value = quick;
      sides.value = { ...sides.value, mode: "singles" };
    }
    const doubles = sides.value.mode === "doubles";
    const own = new Set(specs.map((s) => s.name as string));
    const chosen = Object.fromEntries(Object.entries(settings.value).filter(([k]) => own.has(k)));
    if (doubles && sidesProblem(sides.value)) return;
    const names: [string, string] = [
      name0.value.trim() || t("defaultName0"),
      name1.value.trim() || (opponent.value === "computer" ? t("computerName") : t("defaultName1")),
    ];
    // G-TEAM: with partners, the sides' names, each seat's player, and the rotation as a setting.
    const team = doubles ? sidesConfig(sides.value) : null;
    const computers = team ? team.seats.flat().filter((x) => x.kind === "computer") : [];
    const vs = team ? (computers.length > 0 ? "computer" : "human") : opponent.value;
    const lvl = computers[0]?.kind === "computer" ? computers[0].level : level.value;
    saveRecent({
      game: g,
      opponent: opponent.value,
      level: level.value,
      name0: name0.value,
      name1: name1.value,
      settings: chosen,
      sides: sides.value,
    });
    props.onStart({
      game: g,
      names: team ? team.names : names,
      opponent: vs,
      level: lvl,
      settings: team ? { ...chosen, teamRotation: team.rotation } : chosen,
      ...(team ? { sides: { partners: team.partners, seats: team.seats } } : {}),
      aimGuide: aimGuide.value === "auto" ? defaultAimGuide(lvl, vs) : aimGuide.value,
      shotClock: shotClock.value,
      // A fixed seed from the address (?seed=…) replays the same racks: for tests and for sharing.
      seed:
        new URLSearchParams(location.search).get("seed") ??
        `${Date.now().toString(36)}-${Math.floor(Math.random() * 1e9).toString(36)}`,
    });
  };
  return h(
    "form",
    {
      class: "menu",
      "data-testid": "menu",
      onSubmit: (e: Event) => {
        e.preventDefault();
        start();
      },
    },
    h("h1", null, t("title")),
    h("p", { class: "subtitle" }, t("subtitle")),
    props.kept ? resumeBox(props) : null,
    // The big choices: a tap starts a match with the last settings (everything below is one level down).
    h(
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
        t("heroComputer", { game: t(g), level: levelLabel(level.value, g) }),
      ),
      h(
        "button",
        { type: "button", class: "big", "data-testid": "hero-two", onClick: () => start("human") },
        t("heroTwo", { game: t(g) }),
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
    ),
    props.resumeError ? h("p", { class: "error", "data-testid": "resume-error" }, props.resumeError) : null,
    // Online play and the replay page are pages of their own (src/client/online, src/client/replay).
    h(
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
    ),
    row(
      t("language"),
      h(
        "select",
        {
          "data-testid": "menu-lang",
          value: lang.value,
          onChange: (e: Event) => setLanguage((e.target as HTMLSelectElement).value as Lang),
        },
        LANGS.map((l) => h("option", { value: l }, l === "es" ? "Español" : "English")),
      ),
    ),
    row(
      t("game"),
      radios(
        "game",
        GAME_IDS,
        g,
        (v) => {
          game.value = v;
          settings.value = {};
        },
        (v) => t(v),
      ),
    ),
    h(SidesForm, { draft: sides.value, game: g, onChange: (d: SidesDraft) => (sides.value = d) }),
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
          `${t(`aimGuide_${defaultAimGuide(level.value, opponent.value)}`)} (${t("level").toLowerCase()})`,
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
    !doubles && opponent.value === "human"
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
    // Every rule setting one level down: folded under one line, each with its words and rule ID.
    h(
      "details",
      { class: "rules", "data-testid": "menu-rule-settings" },
      h("summary", null, t("rulesFolded", { n: ruleSpecs.length })),
      ruleSpecs.map((s) => settingRow(s, value(s.name), (v) => set(s.name, v))),
    ),
    h(
      "div",
      { class: "start-bar" },
      h("button", { type: "submit", class: "primary", "data-testid": "menu-start" }, t("start")),
    ),
  );
}

function resumeBox(props: MenuProps): ComponentChild {
  const c = props.kept!.config;
  return h(
    "section",
    { class: "resume", "data-testid": "resume" },
    h("p", { class: "question" }, t("resumeTitle")),
    h("p", null, `${t(c.game)} · ${c.names[0]} – ${c.names[1]}`),
    h(
      "div",
      { class: "options" },
      h(
        "button",
        { type: "button", class: "primary", "data-testid": "menu-resume", onClick: props.onResume },
        t("resumeGo"),
      ),
      h(
        "button",
        { type: "button", "data-testid": "menu-discard", onClick: props.onDiscard },
        t("resumeDrop"),
      ),
    ),
  );
}

function row(label: string, control: ComponentChild): ComponentChild {
  return h("label", { class: "row" }, h("span", null, label), control);
}

function radios<T extends string>(
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
function firstMatchWords(game: LearnGame): string {
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
