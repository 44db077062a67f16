/**
 * The cue controls beside the table (never over it): the power bar with its pull-back stroke,
 * the strike button, the tip offset, the cue's elevation and fine aim, and the toolbar.
 * Pull-back: press on the power bar and pull away from the table (down when it stands beside
 * the table, left when it lies under it); the further, the harder; releasing strikes. A tap
 * without a pull only sets the power. The power stays as set between shots.
 */
import { type ComponentChild, h } from "preact";
import { useRef } from "preact/hooks";
import { LANGS, type Lang } from "../../core/index.ts";
import { lang, t } from "../i18n/i18n.ts";
import type { Session } from "./session.ts";
import { speedForPower } from "./session.ts";
import { soundState, unlockAudio } from "./sound.ts";
import { SpinWidget } from "./spin-widget.ts";

/** The person may aim and strike now (a call still missing is warned about on the press, G-NOCALL). */
export function canAim(s: Session): boolean {
  const tr = s.turn.value;
  return (
    s.humanToAct.value &&
    (tr.kind === "lag" || tr.kind === "shot" || (tr.kind === "choose" && tr.shot !== null))
  );
}

export function PowerBar(props: { s: Session; vertical: boolean }): ComponentChild {
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
    ),
    h("span", { class: "power-value", "data-testid": "power-value" }, `${speedForPower(a.power).toFixed(1)}`),
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

/** Tip offset, elevation and fine aim: in the panel. */
export function CueControls(props: { s: Session }): ComponentChild {
  const s = props.s;
  const a = s.aim.value;
  const turnBy = (d: number) => s.setAim({ direction: a.direction + d });
  return h(
    "section",
    { class: "cue-controls" },
    h(SpinWidget, {
      tipX: a.tipX,
      tipY: a.tipY,
      label: t("spin"),
      onChange: (x, y) => s.setAim({ tipX: x, tipY: y }),
    }),
    h(
      "div",
      { class: "cue-right" },
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
    ),
    h(
      "div",
      { class: "fine", title: t("fine") },
      h("button", { "aria-label": t("aimLeft1"), onClick: () => turnBy(1) }, "⟲"),
      h("button", { "aria-label": t("aimLeftFine"), onClick: () => turnBy(0.05) }, "‹"),
      h(
        "span",
        { class: "deg", "data-testid": "direction" },
        `${((((Math.round(a.direction * 100) / 100) % 360) + 360) % 360).toFixed(2)}°`,
      ),
      h("button", { "aria-label": t("aimRightFine"), onClick: () => turnBy(-0.05) }, "›"),
      h("button", { "aria-label": t("aimRight1"), onClick: () => turnBy(-1) }, "⟳"),
    ),
  );
}

/** View, guide, sound, language, replay and leaving: the toolbar in the panel. */
export function Toolbar(props: {
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
  const tr = s.turn.value;
  const next: Lang = LANGS.find((l) => l !== lang.value) ?? "es";
  return h(
    "div",
    { class: "toolbar" },
    h(
      "button",
      { onClick: props.toggleCamera, "data-testid": "camera" },
      props.camera === "top" ? t("followView") : t("topView"),
    ),
    h(
      "button",
      {
        class: s.showAimLine.value ? "on" : "",
        "data-testid": "aim-line",
        "aria-pressed": s.showAimLine.value,
        onClick: () => (s.showAimLine.value = !s.showAimLine.value),
      },
      t("aimLine"),
    ),
    h("button", { "data-testid": "skip", disabled: busy !== "playing", onClick: () => s.skip() }, t("skip")),
    h(
      "button",
      {
        "data-testid": "replay",
        disabled: busy !== null || !s.canReplay.value,
        onClick: () => void s.replayLast(),
      },
      t("replay"),
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
    h(
      "button",
      {
        class: soundState.on ? "on" : "",
        "data-testid": "sound",
        onClick: (e: Event) => {
          soundState.on = !soundState.on;
          (e.currentTarget as HTMLElement).classList.toggle("on", soundState.on);
        },
      },
      t("sound"),
    ),
    h(
      "button",
      { "data-testid": "lang", lang: next, onClick: () => setLanguage(next) },
      next === "es" ? "Español" : "English",
    ),
    h(
      "button",
      { onClick: props.toggleLog, "data-testid": "toggle-log", class: props.showLog ? "on" : "" },
      t("log"),
    ),
    h(
      "button",
      {
        "data-testid": "resign",
        disabled: tr.kind === "over" || busy === "playing" || !s.match.value.rules,
        onClick: props.onResign,
      },
      t("resign"),
    ),
    h("button", { onClick: props.onMenu, "data-testid": "to-menu" }, t("menu")),
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
