/**
 * Who plays (G-TEAM): singles, or doubles by visit or scotch (G-TEAM-ORDER), with four seats,
 * each a name and a person at this screen or the computer at a level. `sidesConfig` turns the
 * choice into the match's names, sides and rotation; the form edits the choice.
 */
import { type ComponentChild, h } from "preact";
import { AI_LEVELS, type AiLevel } from "../../ai/index.ts";
import type { ByPlayer, GameId, Lang } from "../../core/index.ts";
import { sideName } from "../../narration/index.ts";
import { TEAM_ROTATIONS, type TeamRotation } from "../../rules/index.ts";
import { lang, t } from "../i18n/index.ts";
import { levelLabel } from "./level-label.ts";
import type { Seat } from "./match-source.ts";

export const TEAM_MODES = ["singles", "doubles"] as const;
export type TeamMode = (typeof TEAM_MODES)[number];

/** One seat as the form holds it: the name typed (may be empty) and who plays it. */
export interface SeatDraft {
  readonly name: string;
  readonly who: "human" | AiLevel;
}

export interface SidesDraft {
  readonly mode: TeamMode;
  readonly rotation: TeamRotation;
  /** Two seats a side, in shooting order: [side][partner]. */
  readonly seats: ByPlayer<readonly [SeatDraft, SeatDraft]>;
}

/** The doubles a person meets first: them and a computer partner against two computers. */
export const DEFAULT_SIDES: SidesDraft = {
  mode: "singles",
  rotation: "visit",
  seats: [
    [
      { name: "", who: "human" },
      { name: "", who: "easy" },
    ],
    [
      { name: "", who: "easy" },
      { name: "", who: "easy" },
    ],
  ],
};

export interface SidesConfig {
  /** Each side's name ("Ana y Carla"). */
  readonly names: readonly [string, string];
  readonly partners: ByPlayer<readonly string[]>;
  readonly seats: ByPlayer<readonly Seat[]>;
  readonly rotation: TeamRotation;
}

/** The default name of seat n (1–4): a person's "Jugador n", the computer's "Computadora (Fácil)". */
function seatName(d: SeatDraft, n: number, l: Lang): string {
  const typed = d.name.trim();
  if (typed) return typed;
  return d.who === "human"
    ? t("seatDefaultName", { n }, l)
    : `${t("computerName", {}, l)} ${n} (${t(`level_${d.who}`, {}, l)})`;
}

/** The match's sides from the form, names defaulted and made distinct, in language `l`. */
export function sidesConfig(d: SidesDraft, l: Lang = lang.value): SidesConfig {
  const partners = d.seats.map((side, s) => side.map((seat, k) => seatName(seat, s * 2 + k + 1, l))) as [
    string[],
    string[],
  ];
  const seats = d.seats.map((side) =>
    side.map(
      (seat): Seat => (seat.who === "human" ? { kind: "human" } : { kind: "computer", level: seat.who }),
    ),
  ) as [Seat[], Seat[]];
  return {
    names: [sideName(partners[0], l), sideName(partners[1], l)],
    partners,
    seats,
    rotation: d.rotation,
  };
}

/** Two people typed the same name: the narration could not tell them apart. */
export function sidesProblem(d: SidesDraft): string | null {
  const names = d.seats
    .flat()
    .map((s) => s.name.trim().toLocaleLowerCase())
    .filter(Boolean);
  return new Set(names).size === names.length ? null : t("seatNamesRepeat");
}

export function SidesForm(props: {
  draft: SidesDraft;
  game: GameId;
  onChange: (d: SidesDraft) => void;
}): ComponentChild {
  const d = props.draft;
  const setSeat = (side: 0 | 1, k: 0 | 1, patch: Partial<SeatDraft>) => {
    const seats = d.seats.map((s, i) =>
      i === side ? s.map((seat, j) => (j === k ? { ...seat, ...patch } : seat)) : s,
    ) as unknown as SidesDraft["seats"];
    props.onChange({ ...d, seats });
  };
  const problem = sidesProblem(d);
  return h(
    "fieldset",
    { class: "sides", "data-testid": "sides-form" },
    h("legend", null, t("teamMode")),
    h(
      "span",
      { class: "radios" },
      TEAM_MODES.map((m) =>
        chip(`team-mode-${m}`, m === d.mode, t(`teamMode_${m}`), () => props.onChange({ ...d, mode: m })),
      ),
    ),
    d.mode === "doubles"
      ? [
          h(
            "span",
            { class: "radios", title: t("teamRotationExplain") },
            TEAM_ROTATIONS.map((r) =>
              chip(`team-rotation-${r}`, r === d.rotation, t(`settingEnum_${r}`), () =>
                props.onChange({ ...d, rotation: r }),
              ),
            ),
          ),
          ([0, 1] as const).map((side) =>
            h(
              "div",
              { class: `side side-${side}`, "data-testid": `side-${side}` },
              h("h3", null, t("teamSide", { n: side + 1 })),
              ([0, 1] as const).map((k) =>
                seatRow(d.seats[side][k], side * 2 + k + 1, props.game, (p) => setSeat(side, k, p)),
              ),
            ),
          ),
          problem ? h("p", { class: "error", "data-testid": "sides-problem" }, problem) : null,
        ]
      : null,
  );
}

function seatRow(
  seat: SeatDraft,
  n: number,
  game: GameId,
  set: (p: Partial<SeatDraft>) => void,
): ComponentChild {
  return h(
    "div",
    { class: "seat", "data-testid": `seat-${n}` },
    h("input", {
      "data-testid": `seat-${n}-name`,
      "aria-label": t("seatName", { n }),
      value: seat.name,
      maxLength: 24,
      placeholder: seatName({ ...seat, name: "" }, n, lang.value),
      onInput: (e: Event) => set({ name: (e.target as HTMLInputElement).value }),
    }),
    h(
      "select",
      {
        "data-testid": `seat-${n}-who`,
        "aria-label": t("seatWho", { n }),
        value: seat.who,
        onChange: (e: Event) => set({ who: (e.target as HTMLSelectElement).value as SeatDraft["who"] }),
      },
      h("option", { value: "human" }, t("seatHuman")),
      AI_LEVELS.map((l) => h("option", { value: l }, `${t("computerName")} · ${levelLabel(l, game)}`)),
    ),
  );
}

function chip(testid: string, on: boolean, label: string, pick: () => void): ComponentChild {
  return h(
    "button",
    {
      type: "button",
      class: on ? "chip on" : "chip",
      "aria-pressed": on ? "true" : "false",
      "data-testid": testid,
      onClick: pick,
    },
    label,
  );
}
