/**
 * G-TEAM online: singles or doubles for a new invite, and who sits in the three other seats
 * (a person with their own link, or the computer at a level). The creator sits in team 1's
 * first seat; the rotation is the referee's setting teamRotation (by visit, or scotch).
 */
import type { Signal } from "@preact/signals";
import { type ComponentChild, h } from "preact";
import { AI_LEVELS, type AiLevel, type GameId } from "../../core/index.ts";
import type { SeatSpec } from "../../protocol/index.ts";
import { levelLabel } from "../app/level-label.ts";
import { t } from "../i18n/index.ts";

export type OnlineSeat = "person" | AiLevel;

export interface SidesChoice {
  readonly mode: "singles" | "doubles";
  readonly rotation: "visit" | "shot";
  /** Team 1's second seat, then team 2's two seats. */
  readonly others: readonly [OnlineSeat, OnlineSeat, OnlineSeat];
}

export const SINGLES: SidesChoice = {
  mode: "singles",
  rotation: "visit",
  others: ["person", "person", "person"],
};

/** The match options' sides and the rotation setting, or nothing for singles. */
export function sidesOptions(c: SidesChoice): {
  sides?: [SeatSpec[], SeatSpec[]];
  settings: Record<string, string>;
} {
  if (c.mode === "singles") return { settings: {} };
  const spec = (s: OnlineSeat): SeatSpec => (s === "person" ? "person" : { computer: s });
  return {
    sides: [
      ["person", spec(c.others[0])],
      [spec(c.others[1]), spec(c.others[2])],
    ],
    settings: { teamRotation: c.rotation },
  };
}

const chip = (testid: string, on: boolean, label: string, onClick: () => void) =>
  h("button", { type: "button", class: on ? "on" : "", "data-testid": testid, onClick }, label);

/** The seat's words: "Pareja 1 · jugador 2". */
export const seatPlace = (side: number, member: number): string =>
  t("seatPlace", { side: t("teamSide", { n: side + 1 }), n: member + 1 });

export function SidesFields(props: { c: Signal<SidesChoice>; game: GameId }): ComponentChild {
  const c = props.c.value;
  const set = (patch: Partial<SidesChoice>) => (props.c.value = { ...props.c.value, ...patch });
  const places: [number, number][] = [
    [0, 1],
    [1, 0],
    [1, 1],
  ];
  return h(
    "div",
    { class: "ol-sides", "data-testid": "online-sides" },
    h(
      "div",
      { class: "row" },
      h("span", null, t("teamMode")),
      (["singles", "doubles"] as const).map((m) =>
        chip(`online-mode-${m}`, c.mode === m, t(`teamMode_${m}`), () => set({ mode: m })),
      ),
    ),
    c.mode === "doubles"
      ? [
          h(
            "div",
            { class: "row", title: t("teamRotationExplain") },
            (["visit", "shot"] as const).map((r) =>
              chip(`online-rotation-${r}`, c.rotation === r, t(`settingEnum_${r}`), () =>
                set({ rotation: r }),
              ),
            ),
          ),
          h("p", { class: "seat-row" }, `${seatPlace(0, 0)}: ${t("seatYou")}`),
          places.map(([side, member], i) =>
            h(
              "label",
              { class: "seat-row" },
              `${seatPlace(side, member)} `,
              h(
                "select",
                {
                  "data-testid": `online-seat-${side}-${member}`,
                  value: c.others[i],
                  onChange: (e: Event) => {
                    const others = [...c.others] as [OnlineSeat, OnlineSeat, OnlineSeat];
                    others[i] = (e.target as HTMLSelectElement).value as OnlineSeat;
                    set({ others });
                  },
                },
                h("option", { value: "person" }, t("seatPersonLink")),
                AI_LEVELS.map((l) =>
                  h("option", { value: l }, `${t("computerName")} · ${levelLabel(l, props.game)}`),
                ),
              ),
            ),
          ),
          h("p", { class: "hint" }, t("teamRating")),
        ]
      : null,
  );
}

/** A computer seat's name on every online screen, in the page's language: "Computadora (Fuerte)". */
export const computerSeatName = (level: string): string =>
  `${t("computerName")} (${t(`level_${level}` as never)})`;
