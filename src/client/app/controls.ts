/**
 * The cue controls beside the table (never over it), by weight (issue 25 item 3): the power bar
 * with its pull-back stroke, the strike button and the tip offset large and always in view; aim
 * by buttons grouped, fine and coarse; the shot's own buttons (skip, replay) and one menu.
 * Pull-back: press on the power bar and pull away from the table (down when it stands beside
 * the table, left when it lies under it); the further, the harder; releasing strikes. A tap
 * without a pull only sets the power. The power stays as set between shots.
 */
import { type ComponentChild, h } from "preact";
import { useRef } from "preact/hooks";
import type { Lang } from "../../core/index.ts";
import { lang, t } from "../i18n/index.ts";
import { GameMenu } from "./game-menu.ts";
import type { Session } from "./session.ts";
import { speedForPower } from "./session.ts";
import { unlockAudio } from "./sound.ts";
import { SpinWidget } from "./spin-widget.ts";

/** The person may aim and strike now (a call still missing is warned about on the press, G-NOCALL). */
export function canAim(s: Session): boolean {
  const tr = s.turn.value;
  return (
    s.humanToAct.value &&
    (tr.kind === "lag" || tr.kind === "shot" || (tr.kind === "choose" && tr.shot !== null))
  );
}

/**
 * The power bar with the strike button, always in view beside the table (under it upright, where
 * the tip offset `spin` rides in the same row so both thumbs find them without scrolling).
 */
export function PowerBar(props: { s: Session; vertical: boolean; spin?: ComponentChild }): ComponentChild {
  const s = props.s;
  const a = s.aim.value;
  const pull = useRef<{ start: number; moved: boolean } | null>(null);
  const enabled = canAim(s);
  const missing = s.missingCall.value;
  /** Power from the pointer: the share of the bar between its table end and the pointer. */
  const powerAt = (e: PointerEvent): number => {
    const box = (e.currentTarget as HTMLElement).getBoundingClientRect();
    const f = props.vertical ? (e.clientY - box.top) / box.height : (box.right - e.clientX) / box.width;
    return Math.max(0, Math.min(1, f));
  };
  const pos = props.vertical ? { top: `${a.power * 100}%` } : { right: `${a.power * 100}%` };
  return h(
    "div",
    { class: `powerbar${props.vertical ? " vertical" : ""}` },
    props.spin ?? null,
    h(
      "div",
      {
        class: "power-track",
        role: "slider",
        "aria-label": t("power"),
        "aria-valuemin": 0,
        "aria-valuemax": 1,
        "aria-valuenow": a.power,
        "data-testid": "power",
        title: t("pullHelp"),
        onPointerDown: (e: PointerEvent) => {
          if (!enabled) return;
          unlockAudio();
          (e.currentTarget as HTMLElement).setPointerCapture(e.pointerId);
          pull.current = { start: props.vertical ? e.clientY : e.clientX, moved: false };
          s.setAim({ power: powerAt(e) });
        },
        onPointerMove: (e: PointerEvent) => {
          const p = pull.current;
          if (!p) return;
          if (Math.abs((props.vertical ? e.clientY : e.clientX) - p.start) > 8) p.moved = true;
          s.setAim({ power: powerAt(e) });
        },
        onPointerUp: () => {
          const p = pull.current;
          pull.current = null;
          // A pull-back released is the stroke; a plain tap only sets the power.
          if (p?.moved && enabled) void s.strike();
        },
        onPointerCancel: () => {
          pull.current = null;
        },
      },
      h("div", {
        class: "power-fill",
        style: props.vertical ? { height: `${a.power * 100}%` } : { width: `${a.power * 100}%` },
      }),
      h("div", { class: "power-butt", style: pos }),
      // The speed in m/s, inside the bar's far end (the bar keeps its whole length for the thumb).
      h(
        "span",
        { class: "power-value", "data-testid": "power-value" },
        `${speedForPower(a.power).toFixed(1)}`,
      ),
    ),
    h(
      "button",
      {
        class: "primary strike",
        "data-testid": "strike",
        // A call still missing does not disable it: the first press says what an uncalled shot
        // brings (G-NOCALL), the next plays it.
        disabled: !enabled,
        title: missing ? t("callNeeded", { what: missing }) : t("strike"),
        onClick: () => {
          unlockAudio();
          void s.strike();
        },
      },
      t("strike"),
    ),
  );
}

/**
 * Enter and space on a focused button press it: the table's keys (keys.ts, on the window: Enter
 * and space strike) must not take them first.
 */
export function keepButtonKeys(e: KeyboardEvent): void {
  if ((e.key === "Enter" || e.key === " ") && (e.target as HTMLElement | null)?.tagName === "BUTTON")
    e.stopPropagation();
}

/** The tip offset on the cue ball: large, for a thumb. */
export function Spin(props: { s: Session }): ComponentChild {
  const s = props.s;
  const a = s.aim.value;
  const tipNumber = new Intl.NumberFormat(lang.value, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return h(SpinWidget, {
    tipX: a.tipX,
    tipY: a.tipY,
    label: t("spin"),
    valueText: t("spinValue", { x: tipNumber.format(a.tipX), y: tipNumber.format(a.tipY) }),
    onChange: (x, y) => s.setAim({ tipX: x, tipY: y }),
  });
}

/**
 * The cue's deck: the tip offset (unless it rides with the power bar), the elevation, and aim by
 * buttons — 1° and 0.05° each way, grouped round the direction they turn.
 */
export function CueControls(props: { s: Session; withSpin: boolean }): ComponentChild {
  const s = props.s;
  const a = s.aim.value;
  // From the aim at the moment of the tap, not at the last render: taps faster than a slow
  // phone renders each turn the cue (sixty quick taps on ⟲ are 60°, rules.test.ts).
  const turnBy = (d: number) => s.setAim({ direction: s.aim.value.direction + d });
  return h(
    "section",
    { class: "cue-controls", "data-testid": "cue-controls", onKeyDown: keepButtonKeys },
    props.withSpin ? h(Spin, { s }) : null,
    h(
      "label",
      { class: "elev" },
      h("span", null, `${t("elevation")} ${Math.round(a.elevation)}°`),
      h("input", {
        type: "range",
        min: 0,
        max: 85,
        step: 1,
        value: a.elevation,
        "data-testid": "elevation",
        onInput: (e: Event) => s.setAim({ elevation: Number((e.target as HTMLInputElement).value) }),
      }),
    ),
    h(
      "div",
      { class: "fine", role: "group", "aria-label": t("fine"), "data-testid": "fine-aim" },
      h(
        "button",
        { class: "aim coarse", "aria-label": t("aimLeft1"), title: t("aimLeft1"), onClick: () => turnBy(1) },
        "⟲",
      ),
      h(
        "button",
        {
          class: "aim",
          "aria-label": t("aimLeftFine"),
          title: t("aimLeftFine"),
          onClick: () => turnBy(0.05),
        },
        "‹",
      ),
      h(
        "span",
        { class: "deg", "data-testid": "direction" },
        `${((((Math.round(a.direction * 100) / 100) % 360) + 360) % 360).toFixed(2)}°`,
      ),
      h(
        "button",
        {
          class: "aim",
          "aria-label": t("aimRightFine"),
          title: t("aimRightFine"),
          onClick: () => turnBy(-0.05),
        },
        "›",
      ),
      h(
        "button",
        {
          class: "aim coarse",
          "aria-label": t("aimRight1"),
          title: t("aimRight1"),
          onClick: () => turnBy(-1),
        },
        "⟳",
      ),
    ),
  );
}

/**
 * What belongs to the shot just played, beside the table (skip the playback, replay it, at half
 * speed), and the one menu for everything else.
 */
export function ShotBar(props: {
  s: Session;
  camera: string;
  toggleCamera: () => void;
  showLog: boolean;
  toggleLog: () => void;
  onResign: () => void;
  onMenu: () => void;
}): ComponentChild {
  const s = props.s;
  const busy = s.busy.value;
  return h(
    "div",
    { class: "shotbar", onKeyDown: keepButtonKeys },
    h(
      "button",
      {
        class: "skip",
        "data-testid": "skip",
        "aria-label": t("skip"),
        disabled: busy !== "playing",
        onClick: () => s.skip(),
      },
      h("span", { class: "glyph", "aria-hidden": "true" }, "»"),
      h("span", { class: "word" }, t("skip")),
    ),
    h(
      "button",
      {
        "data-testid": "replay",
        "aria-label": t("replay"),
        title: t("replay"),
        disabled: busy !== null || !s.canReplay.value,
        onClick: () => void s.replayLast(),
      },
      h("span", { class: "glyph", "aria-hidden": "true" }, "↺"),
      h("span", { class: "word" }, t("replayShort")),
    ),
    h(
      "button",
      {
        "data-testid": "replay-half",
        "aria-label": t("replayHalf"),
        title: t("replayHalf"),
        disabled: busy !== null || !s.canReplay.value,
        onClick: () => void s.replayLast(0.5),
      },
      "½",
    ),
    h(GameMenu, { ...props, setLanguage }),
  );
}

/** The language of every screen, the page's `lang` and its title follow. */
export function setLanguage(l: Lang): void {
  lang.value = l;
  document.documentElement.lang = l;
  document.title = t("pageTitle");
  try {
    localStorage.setItem("mingo.lang", l);
  } catch {
    // Storage refused (private mode): the choice lasts for this visit.
  }
}
