/**
 * The game screen: the table in its own cell (no control ever covers it), the status bar above
 * it, the power bar and strike button beside it, and the referee's panel (the shot's buttons and
 * the one menu; the decision asked as a question with its buttons, the call, the ruling; the cue
 * deck) beside it or, on an upright phone, under it. Everything shown is derived from the
 * session's match source.
 */
import { type Signal, useSignal } from "@preact/signals";
import { type ComponentChild, h, type RefObject } from "preact";
import { useEffect, useLayoutEffect, useRef } from "preact/hooks";
import type { PlayerIndex } from "../../core/index.ts";
import { formatPoints, renderLine } from "../../narration/index.ts";
import { lang, t } from "../i18n/index.ts";
import { TableView } from "../view/index.ts";
import { toTableShape } from "./adapters.ts";
import { CueControls, canAim, PowerBar, ShotBar, Spin } from "./controls.ts";
import { HintButton } from "./hint-button.ts";
import { bindKeys } from "./keys.ts";
import type { Turn } from "./match-source.ts";
import { LogBox, RuleLink } from "./referee-record.ts";
import { ReplayBadge } from "./replay-badge.ts";
import type { Session } from "./session.ts";
import { playCue, unlockAudio } from "./sound.ts";
import { StatusBar } from "./status-bar.ts";
import { TurnBox } from "./turn-box.ts";

type Ask = {
  readonly question: string;
  readonly yes: string;
  readonly no: string;
  readonly onYes: () => void;
};

export function GameScreen(props: { session: Session; onMenu: () => void }): ComponentChild {
  const s = props.session;
  const host = useRef<HTMLDivElement>(null);
  // Upright, the table stands on its long axis from above; sideways and on a desktop, behind the cue.
  const camera = useSignal<"follow" | "top">(isPortrait() ? "top" : "follow");
  const showLog = useSignal(false);
  const webglFailed = useSignal(false);
  const ask = useSignal<Ask | null>(null);
  const portrait = usePortrait();
  const toggleCamera = useTableView(s, host, camera, webglFailed);
  // The referee's record, opened from the menu, is brought into the panel's view.
  useEffect(() => {
    if (showLog.value)
      host.current?.parentElement?.querySelector(".log")?.scrollIntoView({ block: "nearest" });
  }, [showLog.value]);

  // Any change the view must show: the call, the placement, the aim line setting.
  s.call.value;
  s.cueAt.value;
  s.showAimLine.value;
  useEffect(() => s.refreshView());

  const tr = s.turn.value;
  const rules = s.match.value.rules;
  const panel = usePanelFromTop(s, tr, portrait);
  const { leave, resign } = confirmations(s, tr, ask, props.onMenu);

  const shotBar = h(ShotBar, {
    s,
    camera: camera.value,
    toggleCamera,
    showLog: showLog.value,
    toggleLog: () => (showLog.value = !showLog.value),
    onResign: resign,
    onMenu: leave,
  });
  return h(
    "div",
    { class: `game ${portrait.value ? "portrait" : "landscape"}`, onPointerDown: unlockAudio },
    h(StatusBar, { s, compact: portrait.value }),
    h("div", { class: "table-host", ref: host }),
    // Upright the tip offset rides with the power bar under the table; else it leads the cue deck.
    h(PowerBar, { s, vertical: !portrait.value, spin: portrait.value ? h(Spin, { s }) : null }),
    webglFailed.value ? h("div", { class: "nowebgl" }, t("noWebgl")) : null,
    h(
      "aside",
      { class: "panel", ref: panel },
      shotBar,
      h(
        "div",
        { class: "panel-scroll" },
        h(ReplayBadge, { s }),
        h(TurnBox, { s }),
        h(ShotClock, { s }),
        h(RulingBox, { s }),
        h(HintButton, { s }),
        showLog.value ? h(LogBox, { s }) : null,
      ),
      h(CueControls, { s, withSpin: !portrait.value }),
    ),
    tr.kind === "over" && rules ? h(MatchOver, { s, onMenu: props.onMenu }) : null,
    ask.value ? h(AskBox, { ask: ask.value, close: () => (ask.value = null) }) : null,
  );
}

/** Whether the screen stands upright, followed as the window turns or resizes. */
function usePortrait(): Signal<boolean> {
  const portrait = useSignal(isPortrait());
  useEffect(() => {
    const onResize = () => (portrait.value = isPortrait());
    window.addEventListener("resize", onResize);
    return () => window.removeEventListener("resize", onResize);
  }, []);
  return portrait;
}

/**
 * The table view in its cell, made once per session, wired to the session and the keys; its
 * camera toggled between above and behind the cue. A failure to start WebGL is shown as such.
 */
function useTableView(
  s: Session,
  host: RefObject<HTMLDivElement | null>,
  camera: Signal<"follow" | "top">,
  webglFailed: Signal<boolean>,
): () => void {
  useEffect(() => {
    if (!host.current) return;
    let view: TableView;
    try {
      view = new TableView(
        host.current,
        {
          aim: (d) => s.setAim({ direction: d }),
          placeCueBall: (p) => s.placeCueBall(p),
          pickBall: (id) => s.pickBall(id),
          pickPocket: (id) => s.pickPocket(id),
          moveBall: (id, at) => s.moveBall(id, at),
          pull: (power) => {
            if (canAim(s)) s.setAim({ power });
          },
          release: () => {
            if (canAim(s)) void s.strike();
          },
        },
        { onCue: playCue },
      );
    } catch {
      webglFailed.value = true;
      return;
    }
    view.setTable(toTableShape(s.match.value.table));
    // Placing balls by hand (practice) is done from above, where a drop lands under the finger.
    if (s.arranging.peek()) camera.value = "top";
    view.setCameraMode(camera.value);
    s.attach(view);
    const unbind = bindKeys(s, view, () => toggleCamera());
    (window as unknown as { __mingoView?: TableView }).__mingoView = view;
    return () => {
      unbind();
      view.dispose();
      s.dispose();
    };
  }, [s]);
  const toggleCamera = () => {
    camera.value = camera.value === "top" ? "follow" : "top";
    (window as unknown as { __mingoView?: TableView }).__mingoView?.setCameraMode(camera.value);
  };
  return toggleCamera;
}

/**
 * Upright, each new turn shows the panel from its top, where what is asked now comes first
 * (a scroll left by the last turn, to reach a button, would hide the call under the fold).
 */
function usePanelFromTop(s: Session, tr: Turn, portrait: Signal<boolean>): RefObject<HTMLElement | null> {
  const panel = useRef<HTMLElement>(null);
  const turnKey = `${s.match.value.actions.length}:${tr.kind}:${tr.kind === "over" ? "" : tr.who}`;
  // Before the frame is painted: the call is never shown scrolled away, even for a frame.
  useLayoutEffect(() => {
    if (portrait.value && panel.current) panel.current.scrollTop = 0;
  }, [turnKey]);
  return panel;
}

/** Leaving (mid-match) and resigning are asked first. */
function confirmations(
  s: Session,
  tr: Turn,
  ask: Signal<Ask | null>,
  onMenu: () => void,
): { leave: () => void; resign: () => void } {
  const leave = () => {
    if (tr.kind === "over") return onMenu();
    ask.value = {
      question: t("confirmLeave"),
      yes: t("leaveYes"),
      no: t("leaveNo"),
      onYes: onMenu,
    };
  };
  const resign = () => {
    ask.value = {
      question: t("confirmResign"),
      yes: t("resignYes"),
      no: t("resignNo"),
      onYes: () => void s.resign(),
    };
  };
  return { leave, resign };
}

function isPortrait(): boolean {
  return window.innerHeight > window.innerWidth;
}

/** The shot clock (a setting): counts down each shot of the person at the screen. */
function ShotClock(props: { s: Session }): ComponentChild {
  const s = props.s;
  const limit = s.config.shotClock ?? 0;
  const left = useSignal(limit);
  const tr = s.turn.value;
  const shooting = canAim(s) && tr.kind !== "lag";
  const key = `${s.match.value.actions.length}:${tr.kind}:${shooting}`;
  useEffect(() => {
    if (limit <= 0 || !shooting) return;
    left.value = limit;
    const id = window.setInterval(() => {
      left.value -= 1;
      if (left.value <= 0) {
        window.clearInterval(id);
        void s.timeUp();
      }
    }, 1000);
    return () => window.clearInterval(id);
  }, [key]);
  if (limit <= 0 || !shooting) return null;
  return h(
    "span",
    { class: `tag clock${left.value <= 10 ? " warn" : ""}`, "data-testid": "shot-clock", role: "timer" },
    `${t("shotClock")}: ${t("timeLeft", { n: Math.max(0, left.value) })}`,
  );
}

/** A question with its answers, over the screen until answered. */
function AskBox(props: { ask: Ask; close: () => void }): ComponentChild {
  const a = props.ask;
  return h(
    "div",
    { class: "modal", role: "dialog", "aria-modal": "true", "data-testid": "ask" },
    h(
      "div",
      { class: "modal-box" },
      h("p", { class: "question" }, a.question),
      h(
        "div",
        { class: "options" },
        h(
          "button",
          {
            class: "primary",
            "data-testid": "ask-yes",
            onClick: () => {
              props.close();
              a.onYes();
            },
          },
          a.yes,
        ),
        h("button", { "data-testid": "ask-no", onClick: props.close }, a.no),
      ),
    ),
  );
}

function RulingBox(props: { s: Session }): ComponentChild {
  const lines = props.s.latest.value;
  return h(
    "section",
    { class: "ruling", "data-testid": "ruling", "aria-live": "polite" },
    lines.length === 0
      ? h("p", { class: "muted" }, t("noRulingYet"))
      : lines.map((l) =>
          h(
            "p",
            { class: `line ${l.kind}`, "data-rule": l.rule ?? "" },
            renderLine(l, lang.value),
            l.rule ? h(RuleLink, { rule: l.rule }) : null,
          ),
        ),
  );
}

function MatchOver(props: { s: Session; onMenu: () => void }): ComponentChild {
  const s = props.s;
  const st = s.match.value.rules!;
  const [a, b] = st.matchScore;
  const winner: PlayerIndex | null = a > b ? 0 : b > a ? 1 : null;
  const l = lang.value;
  return h(
    "div",
    { class: "over", "data-testid": "match-over" },
    h("h2", null, t("matchOver")),
    h("p", null, winner === null ? t("matchTie") : t("matchWinner", { name: s.names[winner] })),
    h("p", null, `${s.names[0]} ${formatPoints(a, l)} – ${formatPoints(b, l)} ${s.names[1]}`),
    h("button", { class: "primary", onClick: props.onMenu, "data-testid": "new-match" }, t("newMatch")),
  );
}
