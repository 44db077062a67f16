/**
 * The replay page's screen: the table view, the score at the current step, the referee's words
 * for the step just played, the list of steps (a tap jumps there) and the step controls.
 * Nothing covers the table: status, table, controls and panel each have their own grid cell.
 */
import { type Signal, useSignal } from "@preact/signals";
import { type ComponentChild, h, type RefObject } from "preact";
import { useEffect, useRef } from "preact/hooks";
import { encodePosition, type Match, positionOf } from "../../game/index.ts";
import { toTableShape } from "../app/adapters.ts";
import { playCue, unlockAudio } from "../app/sound.ts";
import { lang, t } from "../i18n/index.ts";
import { LangSwitch } from "../online/lang-switch.ts";
import { TableView } from "../view/index.ts";
import type { ReplayPlayer } from "./player.ts";
import { scoreText } from "./status-line.ts";
import { stepLabel } from "./step-label.ts";

export function ReplayScreen(props: { player: ReplayPlayer; source: string | null }): ComponentChild {
  const p = props.player;
  const host = useRef<HTMLDivElement>(null);
  const camera = useSignal<"follow" | "top">("top");
  const webglFailed = useSignal(false);
  useReplayView(p, host, webglFailed);

  lang.value;
  const pos = p.pos.value;
  const busy = p.busy.value;
  const m = p.replay.states[pos]!;
  const names = m.setup.players;
  return h(
    "div",
    { class: "replay", "data-testid": "replay", onPointerDown: unlockAudio },
    h(
      "header",
      { class: "ol-status", "data-testid": "replay-status" },
      h("b", null, `${t(m.setup.game)} · ${names[0]} – ${names[1]}`),
      ...scoreText(m).map((s) => h("span", null, s)),
    ),
    h("div", { class: "ol-table", ref: host }),
    webglFailed.value ? h("div", { class: "nowebgl" }, t("noWebgl")) : null,
    replayControls(p, pos, busy, camera),
    replayPanel(p, pos, names, props.source),
  );
}

/** The table view for the replay, made once per player, with the arrow keys and space to step. */
function useReplayView(
  p: ReplayPlayer,
  host: RefObject<HTMLDivElement | null>,
  webglFailed: Signal<boolean>,
): void {
  useEffect(() => {
    if (!host.current) return;
    let view: TableView;
    try {
      view = new TableView(
        host.current,
        { aim: () => {}, placeCueBall: () => {}, pickBall: () => {}, pickPocket: () => {} },
        { onCue: playCue },
      );
    } catch {
      webglFailed.value = true;
      return;
    }
    view.setTable(toTableShape(p.replay.states[0]!.table));
    view.setCameraMode("top");
    p.attach(view);
    (window as unknown as { __mingoView?: TableView }).__mingoView = view;
    const onKey = (e: KeyboardEvent) => {
      if (e.target instanceof HTMLInputElement) return;
      if (e.key === "ArrowRight") void p.next();
      else if (e.key === "ArrowLeft") p.goto(p.pos.value - 1);
      else if (e.key === " ") {
        e.preventDefault();
        void p.toggleAuto();
      }
    };
    window.addEventListener("keydown", onKey);
    return () => {
      window.removeEventListener("keydown", onKey);
      p.dispose();
      view.dispose();
    };
  }, [p]);
}

/** The step controls under the table: to the start, back, on, play, to the end, the scrubber, skip, practise, the view. */
function replayControls(
  p: ReplayPlayer,
  pos: number,
  busy: boolean,
  camera: Signal<"follow" | "top">,
): ComponentChild {
  return h(
    "footer",
    { class: "ol-controls replay-controls" },
    h("button", { "data-testid": "replay-start", title: t("replayStart"), onClick: () => p.goto(0) }, "|◀"),
    h(
      "button",
      {
        "data-testid": "replay-prev",
        title: t("replayPrev"),
        disabled: pos === 0,
        onClick: () => p.goto(pos - 1),
      },
      "◀",
    ),
    h(
      "button",
      {
        class: "primary",
        "data-testid": "replay-next",
        title: t("replayNext"),
        disabled: busy || pos >= p.total,
        onClick: () => void p.next(),
      },
      "▶",
    ),
    h(
      "button",
      {
        "data-testid": "replay-auto",
        class: p.auto.value ? "on" : "",
        disabled: pos >= p.total && !p.auto.value,
        onClick: () => void p.toggleAuto(),
      },
      p.auto.value ? t("replayPause") : t("replayPlay"),
    ),
    h("button", { "data-testid": "replay-end", title: t("replayEnd"), onClick: () => p.goto(p.total) }, "▶|"),
    h("input", {
      type: "range",
      class: "scrub",
      min: 0,
      max: p.total,
      step: 1,
      value: pos,
      "aria-label": t("replaySteps"),
      "data-testid": "replay-scrub",
      onInput: (e: Event) => p.goto(Number((e.target as HTMLInputElement).value)),
    }),
    h("span", { class: "step-no", "data-testid": "replay-pos" }, t("replayStep", { n: pos, total: p.total })),
    h("button", { disabled: !busy, onClick: () => p.skip(), "data-testid": "replay-skip" }, t("skip")),
    // The table as it stands at this step, on the game table to practise (issue 27 item 3).
    practiceLink(p.replay.states[pos]),
    h(
      "button",
      {
        "data-testid": "camera",
        onClick: () => {
          camera.value = camera.value === "top" ? "follow" : "top";
          (window as unknown as { __mingoView?: TableView }).__mingoView?.setCameraMode(camera.value);
        },
      },
      camera.value === "top" ? t("followView") : t("topView"),
    ),
  );
}

/** The panel: the referee's words for the step just played, the list of steps, and the page's links. */
function replayPanel(
  p: ReplayPlayer,
  pos: number,
  names: Match["setup"]["players"],
  source: string | null,
): ComponentChild {
  const steps = p.replay.steps;
  return h(
    "aside",
    { class: "ol-panel" },
    h(
      "section",
      { class: "ruling", "data-testid": "replay-ruling", "aria-live": "polite" },
      pos > 0 ? h("p", { class: "who" }, stepLabel(steps[pos - 1]!.action, names)) : null,
      p.lines.value.map((l) => h("p", { class: `line line-${l.kind}`, "data-rule": l.rule ?? "" }, l.text)),
    ),
    h("p", { class: "ok-note", "data-testid": "replay-verified" }, t("replayVerified")),
    p.replay.engine ? h("p", { class: "muted small" }, t("replayEngine", { id: p.replay.engine })) : null,
    h("h3", null, t("replaySteps")),
    h(
      "ol",
      { class: "step-list", "data-testid": "replay-steps" },
      steps.map((s, i) =>
        h(
          "li",
          { class: i + 1 === pos ? "current" : "" },
          h("button", { class: "link", onClick: () => p.goto(i + 1) }, stepLabel(s.action, names)),
        ),
      ),
    ),
    h(
      "div",
      { class: "panel-buttons" },
      source ? h("a", { href: source, download: "", class: "button" }, t("replayDownload")) : null,
      h(LangSwitch, null),
      h("a", { href: "./", class: "button" }, t("menu")),
    ),
  );
}

/** "Practise from here": the step's position as a link to the game, or nothing when nobody is on turn. */
function practiceLink(m: Match | undefined): ComponentChild {
  const spec = m ? positionOf(m) : null;
  if (!spec) return null;
  return h(
    "a",
    {
      class: "button",
      href: `./?lang=${lang.value}&at=${encodePosition(spec)}`,
      "data-testid": "replay-practise",
    },
    t("practiceFromHere"),
  );
}
