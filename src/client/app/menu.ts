/**
 * The start menu: game, opponent (a second person at this screen or the computer at a level),
 * names, table size, race length, and every rule setting of the chosen game with its
 * explanation from the referee's settings list. Its sections are drawn by menu-sections.ts.
 */
import { type Signal, useSignal } from "@preact/signals";
import { type ComponentChild, h } from "preact";
import { useMemo } from "preact/hooks";
import type { AiLevel } from "../../ai/index.ts";
import { GAME_IDS, type GameId, LANGS, type Lang } from "../../core/index.ts";
import { defaultSettings, type SettingSpec, settingsFor } from "../../rules/index.ts";
import { lang, t } from "../i18n/index.ts";
import { setLanguage } from "./controls.ts";
import {
  guideRows,
  heroButtons,
  menuLinks,
  nameRows,
  opponentRows,
  radios,
  row,
  ruleSettings,
  tableRows,
} from "./menu-sections.ts";
import { loadRecent, saveRecent } from "./recent.ts";
import { type AimGuide, defaultAimGuide, type MatchConfig } from "./session.ts";
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

/** What the menu's controls hold until a match starts. */
interface MenuDraft {
  readonly game: Signal<GameId>;
  readonly opponent: Signal<"human" | "computer">;
  readonly level: Signal<AiLevel>;
  readonly name0: Signal<string>;
  readonly name1: Signal<string>;
  readonly settings: Signal<Record<string, unknown>>;
  readonly aimGuide: Signal<AimGuide | "auto">;
  readonly shotClock: Signal<number>;
  readonly sides: Signal<SidesDraft>;
}

function useMenuDraft(): MenuDraft {
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
  return { game, opponent, level, name0, name1, settings, aimGuide, shotClock, sides };
}

export function Menu(props: MenuProps): ComponentChild {
  const draft = useMenuDraft();
  const { game, opponent, level, settings, aimGuide, shotClock, sides } = draft;
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
  const start = (quick?: "computer" | "human" | "real") => startMatch(draft, g, specs, props, quick);
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
    // Under the resume box it speaks of, above the fold on a phone on its side.
    props.resumeError ? h("p", { class: "error", "data-testid": "resume-error" }, props.resumeError) : null,
    heroButtons(g, level.value, start),
    menuLinks(g),
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
    ...opponentRows(g, doubles, opponent, level),
    ...guideRows(aimGuide, shotClock, level.value, opponent.value),
    ...nameRows(doubles, opponent.value, draft.name0, draft.name1),
    ...tableRows(g, value, set),
    ruleSettings(ruleSpecs, value, set),
    h(
      "div",
      { class: "start-bar" },
      h("button", { type: "submit", class: "primary", "data-testid": "menu-start" }, t("start")),
    ),
  );
}

/**
 * Starts a match with the menu's choices (a big choice, `quick`, first sets singles against whom).
 * "real": two people at a real table, the match kept with the scorekeeper's page on this phone.
 */
function startMatch(
  draft: MenuDraft,
  g: GameId,
  specs: readonly SettingSpec[],
  props: MenuProps,
  quick?: "computer" | "human" | "real",
): void {
  const { opponent, level, name0, name1, settings, aimGuide, shotClock, sides } = draft;
  // A big choice of the first screen: singles against the computer or a person here.
  if (quick) {
    opponent.value = quick === "computer" ? "computer" : "human";
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
  if (quick === "real") {
    location.href = realTableUrl({ game: g, players: names, settings: chosen });
    return;
  }
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

/** The scorekeeper's page keeping a real match on this phone, set up as MATCH-SCRIPT.md's header. */
function realTableUrl(setup: {
  game: GameId;
  players: [string, string];
  settings: Record<string, unknown>;
}): string {
  return `club/table.html?real=new&lang=${lang.value}&match=${encodeURIComponent(JSON.stringify(setup))}`;
}
