/**
 * The game's one menu (issue 25 item 3): everything that is not the shot — the view, the aim
 * guide, sound, the automatic replay of a close pot, language, drawing quality, the referee's record, resigning and leaving — behind
 * one labelled button, so the controls of the shot keep their weight beside the table.
 * A sheet over the screen while open (sheet.ts: Escape or a tap outside closes it, focus moves
 * in and back to its button on closing); a choice that leaves closes it; ↑ ↓ move between its items.
 */
import { type Signal, useSignal } from "@preact/signals";
import { type ComponentChild, h, type RefObject } from "preact";
import { useRef } from "preact/hooks";
import { LANGS, type Lang } from "../../core/index.ts";
import { lang, t } from "../i18n/index.ts";
import { QUALITIES, type Quality, quality, setQuality } from "../view/index.ts";
import { autoReplayOn, setAutoReplay } from "./close-pot.ts";
import type { Session, Turn } from "./session.ts";
import { Sheet } from "./sheet.ts";
import { soundState } from "./sound.ts";

export interface GameMenuProps {
  readonly s: Session;
  readonly camera: string;
  readonly toggleCamera: () => void;
  readonly showLog: boolean;
  readonly toggleLog: () => void;
  readonly onResign: () => void;
  readonly onMenu: () => void;
  readonly setLanguage: (l: Lang) => void;
}

export function GameMenu(props: GameMenuProps): ComponentChild {
  const s = props.s;
  const open = useSignal(false);
  const sound = useSignal(soundState.on);
  const q = useSignal<Quality>(quality());
  const autoReplay = useSignal(autoReplayOn());
  const button = useRef<HTMLButtonElement>(null);
  const close = (refocus = true) => {
    open.value = false;
    if (refocus) button.current?.focus();
  };

  const tr = s.turn.value;
  const busy = s.busy.value;
  const next: Lang = LANGS.find((l) => l !== lang.value) ?? "es";
  const trigger = menuTrigger(button, open);
  // One tree open or closed, so the button keeps its focus and its place.
  if (!open.value) return h("span", { class: "game-menu" }, trigger);

  return h(
    "span",
    { class: "game-menu" },
    trigger,
    h(
      Sheet,
      { name: "game-menu", title: t("gameMenuTitle"), onClose: close, menuKeys: true },
      h(
        "button",
        { class: "menu-item", "data-testid": "camera", onClick: props.toggleCamera },
        props.camera === "top" ? t("followView") : t("topView"),
      ),
      toggleItem(
        "aim-line",
        s.showAimLine.value,
        t("aimLine"),
        () => (s.showAimLine.value = !s.showAimLine.value),
      ),
      toggleItem("sound", sound.value, t("sound"), () => {
        soundState.on = !soundState.on;
        sound.value = soundState.on;
      }),
      toggleItem("auto-replay", autoReplay.value, t("autoReplay"), () => {
        autoReplay.value = !autoReplay.value;
        setAutoReplay(autoReplay.value);
      }),
      languageItem(next, props.setLanguage),
      toggleItem("toggle-log", props.showLog, t("log"), () => {
        props.toggleLog();
        // Shown: the record opens in the panel, so the menu steps aside.
        if (!props.showLog) close(false);
      }),
      qualityRow(q),
      ...leaveItems(s, tr, busy, props, close),
    ),
  );
}

/** The button that opens the menu (and says whether it is open). */
function menuTrigger(button: RefObject<HTMLButtonElement | null>, open: Signal<boolean>): ComponentChild {
  return h(
    "button",
    {
      ref: button,
      class: "game-menu-button",
      "data-testid": "game-menu",
      "aria-haspopup": "dialog",
      "aria-expanded": open.value,
      "aria-controls": open.value ? "game-menu-sheet" : undefined,
      onClick: () => (open.value = !open.value),
    },
    h("span", { class: "glyph", "aria-hidden": "true" }, "☰"),
    h("span", { class: "word" }, t("menu")),
  );
}

/** A setting turned on or off by a tap, shown as a switch. */
function toggleItem(testid: string, on: boolean, label: string, act: () => void): ComponentChild {
  return h(
    "button",
    {
      class: `menu-item toggle${on ? " on" : ""}`,
      "data-testid": testid,
      "aria-pressed": on,
      onClick: act,
    },
    h("span", null, label),
    h("span", { class: "switch", "aria-hidden": "true" }),
  );
}

/** The switch to the other language, `next`, named in itself. */
function languageItem(next: Lang, setLanguage: (l: Lang) => void): ComponentChild {
  return h(
    "button",
    { class: "menu-item", "data-testid": "lang", onClick: () => setLanguage(next) },
    h("span", null, t("language")),
    h("span", { class: "value", lang: next }, next === "es" ? "Español" : "English"),
  );
}

/** The drawing quality, one of a few segments. */
function qualityRow(q: Signal<Quality>): ComponentChild {
  return h(
    "div",
    { class: "menu-item quality-row" },
    h("span", { id: "quality-label" }, t("quality")),
    h(
      "div",
      {
        class: "segmented",
        role: "radiogroup",
        "aria-labelledby": "quality-label",
        "data-testid": "quality",
      },
      QUALITIES.map((x) =>
        h(
          "button",
          {
            role: "radio",
            "aria-checked": q.value === x,
            class: q.value === x ? "seg on" : "seg",
            "data-testid": `quality-${x}`,
            onClick: () => {
              q.value = x;
              setQuality(x);
            },
          },
          t(`quality_${x}`),
        ),
      ),
    ),
  );
}

/** Resigning and leaving to the start menu: each closes the menu first. */
function leaveItems(
  s: Session,
  tr: Turn,
  busy: Session["busy"]["value"],
  props: GameMenuProps,
  close: (refocus?: boolean) => void,
): ComponentChild[] {
  return [
    h(
      "button",
      {
        class: "menu-item leave",
        "data-testid": "resign",
        disabled: tr.kind === "over" || busy === "playing" || !s.match.value.rules,
        onClick: () => {
          close(false);
          props.onResign();
        },
      },
      t("resign"),
    ),
    h(
      "button",
      {
        class: "menu-item leave",
        "data-testid": "to-menu",
        onClick: () => {
          close(false);
          props.onMenu();
        },
      },
      t("leaveToMenu"),
    ),
  ];
}
