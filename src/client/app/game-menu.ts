/**
 * The game's one menu (issue 25 item 3): everything that is not the shot — the view, the aim
 * guide, sound, the automatic replay of a close pot, language, drawing quality, the referee's record, resigning and leaving — behind
 * one labelled button, so the controls of the shot keep their weight beside the table.
 * A sheet over the screen while open: Escape, a tap outside or a choice that leaves closes it;
 * focus moves into it on opening and back to its button on closing; ↑ ↓ move between its items.
 */
import { useSignal } from "@preact/signals";
import { type ComponentChild, h } from "preact";
import { useEffect, useRef } from "preact/hooks";
import { LANGS, type Lang } from "../../core/index.ts";
import { lang, t } from "../i18n/i18n.ts";
import { QUALITIES, type Quality, quality, setQuality } from "../view/quality.ts";
import { autoReplayOn, setAutoReplay } from "./close-pot.ts";
import type { Session } from "./session.ts";
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

const ITEMS = "button:not(:disabled)";

export function GameMenu(props: GameMenuProps): ComponentChild {
  const s = props.s;
  const open = useSignal(false);
  const sound = useSignal(soundState.on);
  const q = useSignal<Quality>(quality());
  const autoReplay = useSignal(autoReplayOn());
  const button = useRef<HTMLButtonElement>(null);
  const sheet = useRef<HTMLDivElement>(null);
  const close = (refocus = true) => {
    open.value = false;
    if (refocus) button.current?.focus();
  };

  useEffect(() => {
    if (!open.value) return;
    sheet.current?.querySelector<HTMLElement>(".menu-item:not(:disabled)")?.focus();
    // Before the game's own keys (keys.ts: Escape skips, Enter and space strike, arrows aim):
    // while the menu is open its keys are the menu's.
    const onKey = (e: KeyboardEvent) => {
      const box = sheet.current;
      if (e.key === "Escape") {
        e.preventDefault();
        e.stopPropagation();
        close();
        return;
      }
      if (!box) return;
      const items = [...box.querySelectorAll<HTMLElement>(ITEMS)];
      const at = items.indexOf(document.activeElement as HTMLElement);
      const move = (to: number) => {
        e.preventDefault();
        items[(to + items.length) % items.length]?.focus();
      };
      if (e.key === "ArrowDown") move(at + 1);
      else if (e.key === "ArrowUp") move(at - 1);
      else if (e.key === "Home") move(0);
      else if (e.key === "End") move(items.length - 1);
      else if (e.key === "Tab") move(at + (e.shiftKey ? -1 : 1));
      // The menu's keys never reach the table (Enter and space press the focused item).
      e.stopPropagation();
    };
    window.addEventListener("keydown", onKey, true);
    return () => window.removeEventListener("keydown", onKey, true);
  }, [open.value]);

  const tr = s.turn.value;
  const busy = s.busy.value;
  const next: Lang = LANGS.find((l) => l !== lang.value) ?? "es";
  const toggle = (testid: string, on: boolean, label: string, act: () => void) =>
    h(
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

  const trigger = h(
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
  // One tree open or closed, so the button keeps its focus and its place.
  if (!open.value) return h("span", { class: "game-menu" }, trigger);

  return h(
    "span",
    { class: "game-menu" },
    trigger,
    h("div", {
      class: "game-menu-backdrop",
      "data-testid": "game-menu-backdrop",
      // A tap outside only closes: it neither aims nor strikes on the table under it.
      onPointerDown: (e: PointerEvent) => {
        e.preventDefault();
        e.stopPropagation();
        close(false);
      },
    }),
    h(
      "div",
      {
        ref: sheet,
        id: "game-menu-sheet",
        class: "game-menu-sheet",
        role: "dialog",
        "aria-modal": "true",
        "aria-label": t("gameMenuTitle"),
        "data-testid": "game-menu-sheet",
      },
      h(
        "div",
        { class: "game-menu-head" },
        h("h2", null, t("gameMenuTitle")),
        h(
          "button",
          {
            class: "close",
            "data-testid": "game-menu-close",
            "aria-label": t("closeMenu"),
            onClick: () => close(),
          },
          "✕",
        ),
      ),
      h(
        "button",
        { class: "menu-item", "data-testid": "camera", onClick: props.toggleCamera },
        props.camera === "top" ? t("followView") : t("topView"),
      ),
      toggle(
        "aim-line",
        s.showAimLine.value,
        t("aimLine"),
        () => (s.showAimLine.value = !s.showAimLine.value),
      ),
      toggle("sound", sound.value, t("sound"), () => {
        soundState.on = !soundState.on;
        sound.value = soundState.on;
      }),
      toggle("auto-replay", autoReplay.value, t("autoReplay"), () => {
        autoReplay.value = !autoReplay.value;
        setAutoReplay(autoReplay.value);
      }),
      h(
        "button",
        { class: "menu-item", "data-testid": "lang", onClick: () => props.setLanguage(next) },
        h("span", null, t("language")),
        h("span", { class: "value", lang: next }, next === "es" ? "Español" : "English"),
      ),
      toggle("toggle-log", props.showLog, t("log"), () => {
        props.toggleLog();
        // Shown: the record opens in the panel, so the menu steps aside.
        if (!props.showLog) close(false);
      }),
      h(
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
      ),
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
    ),
  );
}
