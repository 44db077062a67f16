/**
 * The game screen: the table view filling the screen, with the referee's panel (ruling,
 * options as buttons, calls, scores, log) and the cue controls around it.
 */
import { useSignal } from "@preact/signals";
import { type ComponentChild, h } from "preact";
import { useEffect, useRef } from "preact/hooks";
import { type PlayerIndex, POCKET_IDS, type PocketId } from "../../core/index.ts";
import {
  bola8FoulCount,
  encounterLine,
  formatPoints,
  openTable,
  optionLabel,
  optionMeaning,
  pinaFoulCount,
  pocketLabel,
  pocketName,
  renderLine,
} from "../../narration/index.ts";
import { groupOf } from "../../rules/index.ts";
import { lang, t } from "../i18n/i18n.ts";
import { TableView } from "../view/table-view.ts";
import { toTableShape } from "./adapters.ts";
import { HintButton } from "./hint-button.ts";
import { bindKeys } from "./keys.ts";
import type { Session } from "./session.ts";
import { speedForPower } from "./session.ts";
import { playCue, soundState, unlockAudio } from "./sound.ts";
import { SpinWidget } from "./spin-widget.ts";

export function GameScreen(props: { session: Session; onMenu: () => void }): ComponentChild {
  const s = props.session;
  const host = useRef<HTMLDivElement>(null);
  const camera = useSignal<"follow" | "top">("follow");
  const showLog = useSignal(false);
  const webglFailed = useSignal(false);
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
        },
        { onCue: playCue },
      );
    } catch {
      webglFailed.value = true;
      return;
    }
    view.setTable(toTableShape(s.match.value.table));
    s.attach(view);
    const unbind = bindKeys(s, view, () => {
      camera.value = camera.value === "top" ? "follow" : "top";
      view.setCameraMode(camera.value);
    });
    (window as unknown as { __mingoView?: TableView }).__mingoView = view;
    return () => {
      unbind();
      view.dispose();
      s.dispose();
    };
  }, [s]);

  // Any change the view must show: the call, the placement, the aim line setting.
  s.call.value;
  s.cueAt.value;
  s.showAimLine.value;
  useEffect(() => s.refreshView());

  const tr = s.turn.value;
  const m = s.match.value;
  const rules = m.rules;
  const human = s.humanToAct.value;
  const busy = s.busy.value;

  return h(
    "div",
    { class: "game", onPointerDown: unlockAudio },
    h("div", { class: "table-host", ref: host }),
    webglFailed.value ? h("div", { class: "nowebgl" }, t("noWebgl")) : null,
    h(StatusBar, { s }),
    h(
      "aside",
      { class: "panel" },
      h(TurnBox, { s }),
      h(RulingBox, { s }),
      showLog.value ? h(LogBox, { s }) : null,
      h(
        "div",
        { class: "panel-buttons" },
        h(
          "button",
          { onClick: () => (showLog.value = !showLog.value), "data-testid": "toggle-log" },
          t("log"),
        ),
        h(
          "button",
          {
            "data-testid": "resign",
            disabled: tr.kind === "over" || busy !== null || !rules,
            onClick: () => {
              if (window.confirm(t("confirmResign"))) void s.resign();
            },
          },
          t("resign"),
        ),
        h("button", { onClick: props.onMenu, "data-testid": "to-menu" }, t("menu")),
      ),
      h(HintButton, { s }),
    ),
    h(Controls, {
      s,
      camera: camera.value,
      toggleCamera: () => {
        camera.value = camera.value === "top" ? "follow" : "top";
        (window as unknown as { __mingoView?: TableView }).__mingoView?.setCameraMode(camera.value);
      },
      human,
    }),
    tr.kind === "over" && rules ? h(MatchOver, { s, onMenu: props.onMenu }) : null,
  );
}

function StatusBar(props: { s: Session }): ComponentChild {
  const s = props.s;
  const m = s.match.value;
  const st = m.rules;
  const names = s.names;
  const l = lang.value;
  const parts: ComponentChild[] = [];
  if (st) {
    if (st.game === "bola8") {
      parts.push(
        h(
          "span",
          { class: "score", "data-testid": "match-score" },
          `${t("racks")}: ${names[0]} ${st.matchScore[0]} – ${st.matchScore[1]} ${names[1]}`,
        ),
      );
      parts.push(h("span", null, t("rackOf", { n: st.rack })));
      if (st.groups === null) parts.push(h("span", { class: "tag" }, openTable(l)));
      else
        for (const p of [0, 1] as const) {
          const g = st.groups[p];
          const left = st.onTable.filter((b) => b !== 8 && groupOf(b) === g);
          parts.push(
            h(
              "span",
              { class: "group", "data-testid": `group-${p}` },
              `${names[p]} — ${t(g)}: `,
              ...left.map((b) => ballChip(b)),
              left.length === 0 ? ballChip(8) : null,
            ),
          );
        }
    } else {
      parts.push(
        h(
          "span",
          { class: "score", "data-testid": "game-score" },
          `${names[0]} ${st.score[0]} – ${st.score[1]} ${names[1]} (${t("target61")})`,
        ),
      );
      const on = st.onTable[0];
      if (on !== undefined)
        parts.push(h("span", { class: "ball-on" }, t("ballOn", { ball: "" }), ballChip(on, true)));
      parts.push(h("span", null, encounterLine(names, st.matchScore, l)));
      parts.push(h("span", null, t("gameOf", { n: st.rack })));
      if (st.turnsOwed > 0) parts.push(h("span", { class: "tag" }, t("turnsOwed", { n: st.turnsOwed })));
    }
    for (const p of [0, 1] as const) {
      const c = st.consecutiveFouls[p];
      if (c > 0)
        parts.push(
          h(
            "span",
            { class: "tag warn" },
            `${names[p]}: ${st.game === "pina" ? pinaFoulCount(c, l) : bola8FoulCount(c, l)}`,
          ),
        );
    }
  } else {
    parts.push(h("span", null, t("lagTitle")));
  }
  return h("header", { class: "status", "data-testid": "status" }, parts);
}

function ballChip(b: number, on = false): ComponentChild {
  return h(
    "span",
    { class: `ball b${b}${b >= 9 ? " stripe" : ""}${on ? " on" : ""}`, title: String(b) },
    String(b),
  );
}

/** Who acts and what they must do: the lag, the call, the options. */
function TurnBox(props: { s: Session }): ComponentChild {
  const s = props.s;
  const tr = s.turn.value;
  const names = s.names;
  const human = s.humanToAct.value;
  const busy = s.busy.value;
  const rows: ComponentChild[] = [];
  if (busy === "playing") rows.push(h("p", { class: "who muted" }, "…"));
  else if (busy === "thinking" && tr.kind !== "over")
    rows.push(h("p", { class: "who" }, t("thinking", { name: names[tr.who] })));
  else if (tr.kind === "lag") {
    rows.push(h("p", { class: "who", "data-testid": "turn" }, t("lagYourStroke", { name: names[tr.who] })));
    rows.push(h("p", { class: "help" }, t("lagHelp")));
  } else if (tr.kind === "lag-choice") {
    rows.push(h("p", { class: "who", "data-testid": "turn" }, t("lagChoice", { name: names[tr.who] })));
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
    rows.push(h("p", { class: "who", "data-testid": "turn" }, t("toPlay", { name: names[tr.who] })));
    if (tr.kind === "choose" && human) rows.push(h(OptionsBox, { s }));
    const shot = tr.kind === "shot" ? tr.hint : tr.shot;
    if (shot && human) {
      if (s.inHandNow())
        rows.push(h("p", { class: "help", "data-testid": "ball-in-hand" }, t("ballInHandHelp")));
      rows.push(h(CallBox, { s }));
    }
  }
  if (s.error.value) rows.push(h("p", { class: "error", "data-testid": "error" }, s.error.value));
  return h("section", { class: "turn" }, rows);
}

function OptionsBox(props: { s: Session }): ComponentChild {
  const s = props.s;
  const tr = s.turn.value;
  if (tr.kind !== "choose") return null;
  const picks = s.equalizePick.value;
  return h(
    "div",
    { class: "options", "data-testid": "options" },
    h("p", null, t("chooses", { name: s.names[tr.who] })),
    s.shownOptions(tr.hint).map((o) => {
      if (o === "equalize") {
        return h(
          "div",
          { class: "equalize" },
          h("p", null, t("equalizeHelp", { n: tr.hint.equalizeUpTo ?? 0 })),
          tr.hint.equalizeBalls.map((b) =>
            h(
              "button",
              { class: picks.includes(b) ? "chip on" : "chip", onClick: () => s.toggleEqualize(b) },
              String(b),
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
      return h(
        "button",
        {
          "data-testid": `option-${o}`,
          title: optionMeaning(o, lang.value),
          onClick: () => void s.choose(o),
        },
        optionLabel(o, lang.value),
      );
    }),
  );
}

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
        POCKET_IDS.map((p) =>
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
  if (missing)
    body.push(
      h("p", { class: "missing", "data-testid": "missing-call" }, t("callNeeded", { what: missing })),
    );
  return h("div", { class: "call", "data-testid": "call" }, body);
}

const pocketShort = (p: PocketId): string => pocketLabel(p, lang.value);

function RulingBox(props: { s: Session }): ComponentChild {
  const lines = props.s.latest.value;
  return h(
    "section",
    { class: "ruling", "data-testid": "ruling", "aria-live": "polite" },
    lines.length === 0
      ? h("p", { class: "muted" }, t("noRulingYet"))
      : lines.map((l) =>
          h("p", { class: `line ${l.kind}`, "data-rule": l.rule ?? "" }, renderLine(l, lang.value)),
        ),
  );
}

function LogBox(props: { s: Session }): ComponentChild {
  const log = props.s.log.value;
  return h(
    "section",
    { class: "log", "data-testid": "log" },
    h("h3", null, t("log")),
    h(
      "ol",
      { reversed: true },
      [...log].reverse().map((e) =>
        h(
          "li",
          null,
          e.who ? h("b", null, `${e.who}: `) : null,
          e.lines.map((l) => h("span", { class: `line ${l.kind}` }, `${renderLine(l, lang.value)} `)),
        ),
      ),
    ),
  );
}

function Controls(props: {
  s: Session;
  camera: string;
  toggleCamera: () => void;
  human: boolean;
}): ComponentChild {
  const s = props.s;
  const a = s.aim.value;
  const tr = s.turn.value;
  const missing = s.missingCall.value;
  const canAim =
    props.human && (tr.kind === "lag" || tr.kind === "shot" || (tr.kind === "choose" && tr.shot !== null));
  const busy = s.busy.value;
  return h(
    "footer",
    { class: "controls" },
    h(
      "label",
      { class: "power" },
      h("span", null, `${t("power")} ${speedForPower(a.power).toFixed(1)} m/s`),
      h("input", {
        type: "range",
        min: 0,
        max: 1,
        step: 0.005,
        value: a.power,
        "data-testid": "power",
        onInput: (e: Event) => s.setAim({ power: Number((e.target as HTMLInputElement).value) }),
      }),
    ),
    h(SpinWidget, {
      tipX: a.tipX,
      tipY: a.tipY,
      label: t("spin"),
      onChange: (x, y) => s.setAim({ tipX: x, tipY: y }),
    }),
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
      "span",
      { class: "fine", title: t("fine") },
      h("button", { "aria-label": "−1°", onClick: () => s.setAim({ direction: a.direction + 1 }) }, "⟲"),
      h(
        "button",
        { "aria-label": "−0.05°", onClick: () => s.setAim({ direction: a.direction + 0.05 }) },
        "‹",
      ),
      h(
        "span",
        { class: "deg", "data-testid": "direction" },
        `${(((a.direction % 360) + 360) % 360).toFixed(2)}°`,
      ),
      h(
        "button",
        { "aria-label": "+0.05°", onClick: () => s.setAim({ direction: a.direction - 0.05 }) },
        "›",
      ),
      h("button", { "aria-label": "+1°", onClick: () => s.setAim({ direction: a.direction - 1 }) }, "⟳"),
    ),
    h(
      "button",
      {
        class: "primary strike",
        "data-testid": "strike",
        // G-NOCALL: a Piña shot may go without a call, after the warning a first press gives.
        disabled: !canAim || (missing !== null && !pinaCallMissing(s)),
        title: missing ? t("callNeeded", { what: missing }) : "",
        onClick: () => {
          unlockAudio();
          void s.strike();
        },
      },
      t("strike"),
    ),
    h(
      "span",
      { class: "toggles" },
      h(
        "button",
        { onClick: props.toggleCamera, "data-testid": "camera" },
        props.camera === "top" ? t("followView") : t("topView"),
      ),
      h(
        "button",
        {
          class: s.showAimLine.value ? "on" : "",
          onClick: () => (s.showAimLine.value = !s.showAimLine.value),
        },
        t("aimLine"),
      ),
      h(
        "button",
        { "data-testid": "skip", disabled: busy !== "playing", onClick: () => s.skip() },
        t("skip"),
      ),
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
          class: soundState.on ? "on" : "",
          onClick: (e: Event) => {
            soundState.on = !soundState.on;
            (e.currentTarget as HTMLElement).classList.toggle("on", soundState.on);
          },
        },
        t("sound"),
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

/** A Piña call is what is missing: the strike warns once, then plays the shot uncalled (G-NOCALL). */
function pinaCallMissing(s: Session): boolean {
  const tr = s.turn.value;
  const hint = tr.kind === "shot" ? tr.hint : tr.kind === "choose" ? tr.shot : null;
  return hint?.call === "ball-or-defense";
}
