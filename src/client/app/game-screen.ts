/**
 * The game screen: the table in its own cell (no control ever covers it), the status bar above
 * it, the power bar and strike button beside it, and the referee's panel (the shot's buttons and
 * the one menu; the decision asked as a question with its buttons, the call, the ruling; the cue
 * deck) beside it or, on an upright phone, under it. Everything shown is derived from the
 * session's match source.
 */
import { useSignal } from "@preact/signals";
import { type ComponentChild, h } from "preact";
import { useEffect, useRef } from "preact/hooks";
import type { PlayerIndex, PocketId } from "../../core/index.ts";
import {
  formatPoints,
  optionLabel,
  optionMeaning,
  pocketLabel,
  pocketName,
  renderLine,
} from "../../narration/index.ts";
import { lang, t } from "../i18n/index.ts";
import { LAG_COLOURS, TableView } from "../view/index.ts";
import { toTableShape } from "./adapters.ts";
import { ballChip } from "./ball-chip.ts";
import { CueControls, canAim, PowerBar, ShotBar, Spin } from "./controls.ts";
import { HintButton } from "./hint-button.ts";
import { bindKeys } from "./keys.ts";
import { cssColour, partnerOf } from "./partners.ts";
import { LogBox, RuleLink } from "./referee-record.ts";
import { ReplayBadge } from "./replay-badge.ts";
import { type Session, sayMessage } from "./session.ts";
import { playCue, unlockAudio } from "./sound.ts";
import { StatusBar } from "./status-bar.ts";

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
  const portrait = useSignal(isPortrait());
  useEffect(() => {
    const onResize = () => (portrait.value = isPortrait());
    window.addEventListener("resize", onResize);
    return () => window.removeEventListener("resize", onResize);
  }, []);
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
  // Upright, each new turn shows the panel from its top, where what is asked now comes first
  // (a scroll left by the last turn, to reach a button, would hide the call under the fold).
  const panel = useRef<HTMLElement>(null);
  const turnKey = `${s.match.value.actions.length}:${tr.kind}:${tr.kind === "over" ? "" : tr.who}`;
  useEffect(() => {
    if (portrait.value && panel.current) panel.current.scrollTop = 0;
  }, [turnKey]);
  const leave = () => {
    if (tr.kind === "over") return props.onMenu();
    ask.value = {
      question: t("confirmLeave"),
      yes: t("leaveYes"),
      no: t("leaveNo"),
      onYes: props.onMenu,
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

/** The due partner's colour, beside their name in the turn box (their cue's colour). */
function dueDot(s: Session, side: 0 | 1): ComponentChild {
  const p = partnerOf(s.match.value, side);
  return p ? h("span", { class: "due-dot", style: { background: cssColour(p.colour) } }) : null;
}

/** Who acts and what they must do: the lag, the call, the options. */
function TurnBox(props: { s: Session }): ComponentChild {
  const s = props.s;
  const tr = s.turn.value;
  const human = s.humanToAct.value;
  const busy = s.busy.value;
  const rows: ComponentChild[] = [];
  if (busy === "playing") rows.push(h("p", { class: "who muted" }, "…"));
  else if (busy === "thinking" && tr.kind !== "over")
    rows.push(h("p", { class: "who" }, t("thinking", { name: s.actorName(tr.who) })));
  else if (tr.kind === "lag") {
    rows.push(
      h("p", { class: "who", "data-testid": "turn" }, t("lagYourStroke", { name: s.actorName(tr.who) })),
    );
    rows.push(h("p", { class: "help" }, t("lagHelp")));
  } else if (tr.kind === "lag-choice") {
    rows.push(h("p", { class: "who", "data-testid": "turn" }, t("lagChoice", { name: s.actorName(tr.who) })));
    rows.push(h(LagLine, { s }));
    if (human)
      rows.push(
        h(
          "div",
          { class: "options" },
          h(
            "button",
            { class: "primary", "data-testid": "option-break", onClick: () => void s.choose("break") },
            optionLabel("break", lang.value),
          ),
          h(
            "button",
            { "data-testid": "option-hand-over-break", onClick: () => void s.choose("hand-over-break") },
            optionLabel("hand-over-break", lang.value),
          ),
        ),
      );
  } else if (tr.kind === "choose" || tr.kind === "shot") {
    rows.push(
      h(
        "p",
        { class: "who", "data-testid": "turn" },
        dueDot(s, tr.who),
        t("toPlay", { name: s.actorName(tr.who) }),
      ),
    );
    if (tr.kind === "shot" && tr.hint.isBreak) rows.push(h(LagLine, { s }));
    if (tr.kind === "choose" && human) rows.push(h(OptionsBox, { s }));
    const shot = tr.kind === "shot" ? tr.hint : tr.shot;
    if (shot && human) {
      if (s.inHandNow())
        rows.push(h("p", { class: "help", "data-testid": "ball-in-hand" }, t("ballInHandHelp")));
      rows.push(h(CallBox, { s }));
    }
  }
  if (s.error.value) rows.push(h("p", { class: "error", "data-testid": "error" }, sayMessage(s.error.value)));
  return h("section", { class: "turn" }, rows);
}

/** A referee option asked as a question: one offer is a yes/no; several are "what do you choose?". */
function OptionsBox(props: { s: Session }): ComponentChild {
  const s = props.s;
  const tr = s.turn.value;
  if (tr.kind !== "choose") return null;
  const picks = s.equalizePick.value;
  const name = s.actorName(tr.who);
  const offers = s.match.value.rules?.pending?.offers ?? [];
  const ruleOf = (o: string) => offers.find((x) => x.option === o)?.rule ?? "";
  const shown = s.shownOptions(tr.hint);
  const real = shown.filter((o) => o !== "decline");
  const button = (o: (typeof shown)[number], label: string, primary = false) =>
    h(
      "button",
      {
        class: primary ? "primary" : "",
        "data-testid": `option-${o}`,
        title: optionMeaning(o, lang.value),
        onClick: () => void s.choose(o),
      },
      label,
      ruleOf(o) ? h("small", { class: "rule-ref" }, ruleOf(o)) : null,
    );
  const body: ComponentChild[] = [];
  if (real.length === 0) {
    // Every offer but "decline" was impossible here (spot-own with no ball of one's own to spot).
    body.push(h("p", { class: "question" }, t("spotOwnImpossible")));
    if (shown.includes("decline")) body.push(button("decline", t("decline_alone"), true));
  } else if (real.length === 1 && shown.includes("decline") && real[0] !== "equalize") {
    const o = real[0]!;
    body.push(
      h("p", { class: "question" }, t("optionQuestion", { name, option: optionLabel(o, lang.value) })),
    );
    body.push(
      h(
        "div",
        { class: "options" },
        button(o, t("optionYes"), true),
        button("decline", optionLabel("decline", lang.value)),
      ),
    );
  } else {
    body.push(h("p", { class: "question" }, t("chooseQuestion", { name })));
    const buttons = shown.map((o) => {
      if (o === "equalize") {
        return h(
          "div",
          { class: "equalize" },
          h("p", null, t("equalizeHelp", { n: tr.hint.equalizeUpTo ?? 0 })),
          tr.hint.equalizeBalls.map((b) =>
            h(
              "button",
              { class: picks.includes(b) ? "chip on" : "chip", onClick: () => s.toggleEqualize(b) },
              ballChip(b),
            ),
          ),
          h(
            "button",
            {
              "data-testid": "option-equalize",
              disabled: picks.length === 0,
              onClick: () => void s.choose("equalize"),
            },
            t("equalizeDone"),
          ),
        );
      }
      return button(o, optionLabel(o, lang.value));
    });
    body.push(h("div", { class: "options" }, buttons));
  }
  return h("div", { class: "decision", "data-testid": "options" }, body);
}

/** The lag explained: each ball's distance to the head cushion (the rule's measure). */
function LagLine(props: { s: Session }): ComponentChild {
  const s = props.s;
  const r = s.lagReport.value;
  if (!r) return null;
  const cm = (d: number | null) => (d === null ? t("lagFault") : `${(d * 100).toFixed(1)} cm`);
  return h(
    "p",
    { class: "lag-line", "data-testid": "lag-line" },
    h("span", { class: "dot", style: { background: hex(LAG_COLOURS[0]) } }),
    h("span", { class: "dot", style: { background: hex(LAG_COLOURS[1]) } }),
    t("lagDistances", { a: s.names[0], da: cm(r.distances[0]), b: s.names[1], db: cm(r.distances[1]) }),
  );
}

const hex = (c: number): string => `#${c.toString(16).padStart(6, "0")}`;

function CallBox(props: { s: Session }): ComponentChild {
  const s = props.s;
  const tr = s.turn.value;
  const hint = tr.kind === "shot" ? tr.hint : tr.kind === "choose" ? tr.shot : null;
  if (!hint || hint.call === "none") return null;
  const c = s.call.value;
  const l = lang.value;
  const missing = s.missingCall.value;
  const body: ComponentChild[] = [];
  if (hint.call === "group") {
    body.push(h("p", null, t("declareGroup")));
    body.push(
      h(
        "div",
        { class: "options" },
        (["solids", "stripes"] as const).map((g) =>
          h(
            "button",
            {
              class: c.group === g ? "on" : "",
              "data-testid": `call-group-${g}`,
              onClick: () => s.setCall({ group: g }),
            },
            t(g),
          ),
        ),
      ),
    );
  } else {
    body.push(h("p", null, hint.call === "pocket-8" ? t("call8") : t("callPina")));
    body.push(
      h(
        "div",
        { class: "pockets" },
        POCKET_GRID.map((p) =>
          h(
            "button",
            {
              class: c.pocket === p ? "on" : "",
              "data-testid": `call-pocket-${p}`,
              title: pocketName(p, l),
              onClick: () => s.pickPocket(p),
            },
            pocketShort(p),
          ),
        ),
      ),
    );
    if (hint.call === "ball-or-defense")
      body.push(
        h(
          "button",
          {
            class: c.defense ? "on" : "",
            "data-testid": "call-defense",
            onClick: () => s.setCall({ defense: true }),
          },
          t("defense"),
        ),
      );
  }
  if (c.defense) body.push(h("p", { class: "called" }, t("calledDefense")));
  else if (c.ball || c.pocket || c.group)
    body.push(
      h(
        "p",
        { class: "called", "data-testid": "called" },
        t("called", {
          what: [
            c.group ? t(c.group) : "",
            c.ball ? `${c.ball}` : "",
            c.pocket ? pocketName(c.pocket, l) : "",
          ]
            .filter(Boolean)
            .join(" → "),
        }),
      ),
    );
  // Once the press has been warned about, the warning says it all (no second line in red).
  if (missing && !s.noCallWarned.value)
    body.push(
      h("p", { class: "missing", "data-testid": "missing-call" }, t("callNeeded", { what: missing })),
    );
  return h("div", { class: "call", "data-testid": "call" }, body);
}

const pocketShort = (p: PocketId): string => pocketLabel(p, lang.value);

/** The pocket buttons laid out as the pockets lie, seen from the head: left row, then right row. */
const POCKET_GRID: readonly PocketId[] = [
  "head-left",
  "side-left",
  "foot-left",
  "head-right",
  "side-right",
  "foot-right",
];

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
