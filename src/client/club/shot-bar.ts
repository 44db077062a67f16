/**
 * The scorekeeper's thumb area: under the table drawing, what the entry will say (the
 * narration's words, before anything is sent) and the big buttons. After the call, one tap
 * records the likely outcome; «Otra cosa…» opens the whole shot, told part by part.
 */
import type { BallId, GameId } from "../../core/index.ts";
import { ballName, entryLines, type Line, renderLine } from "../../narration/index.ts";
import type { CatalogueView } from "../../protocol/index.ts";
import { type Attrs, type Child, h } from "./dom.ts";
import { lang, t } from "./i18n.ts";
import { icon } from "./icons.ts";
import { saidElement } from "./said.ts";
import {
  cushionsAsked,
  type Draft,
  MORE_TOOLS,
  type MoreDraft,
  type MoreTool,
  moreMissing,
  moreStep,
  openMore,
  pickDefense,
  type Quick,
  quickOutcomes,
  type ShotStep,
  type Situation,
  toShotEvents,
} from "./shot-entry.ts";

export interface BarContext {
  readonly sit: Situation;
  readonly draft: Draft;
  readonly busy: boolean;
  readonly catalogue: CatalogueView | null;
  /** The fouls list of «Otra cosa…» is open over the table. */
  readonly foulsOpen: boolean;
  readonly setDraft: (d: Draft) => void;
  readonly setFoulsOpen: (open: boolean) => void;
  readonly send: (step: ShotStep) => void;
  readonly undo: () => void;
  /** Resignations, shown in «Otra cosa…» (they are rare). */
  readonly resigns: readonly { readonly by: 0 | 1; readonly name: string }[];
  readonly resign: (by: 0 | 1) => void;
  /** Opens the past shots to correct one (issue 38 item 4); null when it cannot be done now (offline). */
  readonly correct: (() => void) | null;
  /** A compact control beside undo (the scorekeeper's camera, table-photo.ts), when there is one. */
  readonly extra?: HTMLElement | null;
}

const cueName = (game: GameId) => capital(ballName(0, game, lang.value));
const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** What an entry says, in the narration's words, before it is sent. */
export function linesOf(sit: Situation, step: ShotStep, cushions = false): Line[] {
  return entryLines(
    sit.game,
    {
      ...(step.shot.call ? { call: step.shot.call } : {}),
      events: toShotEvents(step.shot.events),
      miscue: step.shot.miscue,
    },
    { isBreak: sit.hint.isBreak, callNeeded: sit.hint.call !== "none", cushions },
  );
}

function bigButton(testid: string, label: Child, sub: string | null, attrs: Attrs): HTMLElement {
  return h(
    "button",
    { type: "button", class: "big", "data-testid": testid, ...attrs },
    h("span", { class: "label" }, label),
    sub ? h("small", { class: "sub", "data-testid": `${testid}-said` }, sub) : null,
  );
}

/** The lines of one phrase, as sentences: a button's small print. */
const say = (lines: readonly Line[], phrase: Line["phrase"]): string =>
  lines
    .filter((l) => l.phrase === phrase)
    .map((l) => renderLine(l, lang.value))
    .join(" ");

/** "The cue ball reaches a cushion", said before a ball is tapped. */
const cueCushion = (game: GameId): Line[] =>
  entryLines(
    game,
    { events: [{ kind: "rail", ball: 0 }] },
    { isBreak: false, callNeeded: false, cushions: true },
  );

/** The prompt over the buttons: what to tap next, or what the defaults will say. */
function prompt(ctx: BarContext, quick: readonly Quick[]): HTMLElement {
  const { sit, draft: d } = ctx;
  const base = quick.find((q) => q.step)?.step;
  if (base) {
    // Said before sending: the call and the first ball hit that every quick outcome assumes.
    const lines = linesOf(sit, base).filter((l) => l.kind === "call" || l.kind === "contact");
    const said = saidElement(lines, lang.value, "preview", true);
    if (said) return said;
  }
  let key: "promptBreak" | "promptCall" | "promptPlay" | "promptEightPocket" | "notLegal" = "promptPlay";
  if (sit.game === "pina") key = sit.hint.isBreak ? "promptBreak" : "promptCall";
  else if (sit.hint.isBreak) key = "promptBreak";
  else if (d.ball !== null && !sit.hint.legalFirstContact.includes(d.ball)) key = "notLegal";
  else if (d.ball !== null && sit.hint.call === "pocket-8") key = "promptEightPocket";
  return h(
    "div",
    { class: "announce compact prompt", "data-testid": "prompt" },
    t(key, { ball: d.ball ?? "" }),
  );
}

/** The call mode: the quick outcomes, the defence, «Otra cosa…» and undo. */
export function quickBar(ctx: BarContext): HTMLElement[] {
  const { sit, draft: d } = ctx;
  const quick = quickOutcomes(sit, d);
  const by = (id: Quick["id"]) => quick.find((q) => q.id === id);
  const fire = (q: Quick | undefined) => () => {
    if (!q || ctx.busy) return;
    if (q.step) ctx.send(q.step);
    else ctx.setDraft({ ...d, mode: "scratch" });
  };
  const dis = (q: Quick | undefined) => ({ disabled: !q || ctx.busy, onclick: fire(q) });
  const made = by("made");
  const buttons: HTMLElement[] = [
    bigButton("made", t("made"), made?.step ? say(linesOf(sit, made.step), "pocketed") : null, {
      ...dis(made),
      class: "big primary",
    }),
  ];
  if (sit.game === "pina") {
    buttons.push(
      bigButton(
        "missed",
        t(sit.hint.isBreak ? "missedBreak" : d.defense ? "defenseDone" : "missed"),
        null,
        dis(by("missed")),
      ),
      bigButton("scratch", t("scratch", { cue: cueName(sit.game) }), null, dis(by("scratch"))),
    );
  } else if (!sit.hint.isBreak) {
    const cue = by("missed-cushion-cue");
    const ball = by("missed-cushion-ball");
    buttons.push(
      bigButton(
        "missed-cushion-cue",
        t("missed"),
        say(cue?.step ? linesOf(sit, cue.step, true) : cueCushion(sit.game), "cushion"),
        dis(cue),
      ),
      bigButton(
        "missed-cushion-ball",
        t("missed"),
        ball?.step ? say(linesOf(sit, ball.step, true), "cushion") : t("cushionBallSub"),
        dis(ball),
      ),
      bigButton("scratch", t("scratch", { cue: cueName(sit.game) }), null, dis(by("scratch"))),
    );
  }
  const second: (HTMLElement | null)[] = [];
  if (sit.game === "pina" && !sit.hint.isBreak)
    second.push(
      h(
        "button",
        {
          type: "button",
          class: d.defense ? "big on" : "big",
          "data-testid": "defense",
          "aria-pressed": d.defense ? "true" : "false",
          onclick: () => ctx.setDraft(pickDefense(d)),
        },
        t("defense"),
      ),
    );
  second.push(
    h(
      "button",
      { type: "button", class: "big", "data-testid": "other", onclick: () => ctx.setDraft(openMore(sit, d)) },
      t("other"),
    ),
    ctx.extra ?? null,
    undoButton(ctx),
  );
  return [
    prompt(ctx, quick),
    h(
      "div",
      { class: "bar", "data-testid": "bar" },
      h("div", { class: "bar-row" }, buttons),
      h("div", { class: "bar-row" }, second),
    ),
  ];
}

function undoButton(ctx: BarContext): HTMLElement {
  return h(
    "button",
    {
      type: "button",
      class: "big icon-button",
      "data-testid": "undo",
      title: t("undo"),
      "aria-label": t("undo"),
      disabled: ctx.busy,
      onclick: ctx.undo,
    },
    icon("undo"),
  );
}

/** Waiting for the cue ball's pocket after «Blanca dentro…». */
export function scratchBar(ctx: BarContext): HTMLElement[] {
  const { sit, draft: d } = ctx;
  return [
    h(
      "div",
      { class: "announce compact prompt", "data-testid": "prompt" },
      t("scratchPocket", { cue: ballName(0, sit.game, lang.value) }),
    ),
    h(
      "div",
      { class: "bar" },
      h(
        "div",
        { class: "bar-row" },
        h(
          "button",
          {
            type: "button",
            class: "big",
            "data-testid": "back",
            onclick: () => ctx.setDraft({ ...d, mode: "call" }),
          },
          t("back"),
        ),
      ),
    ),
  ];
}

const TOOL_WORDS: Readonly<Record<MoreTool, "toolDrop" | "toolFirst" | "toolRail" | "toolOff">> = {
  drop: "toolDrop",
  first: "toolFirst",
  rail: "toolRail",
  off: "toolOff",
};

function chip(
  testid: string,
  label: Child,
  on: boolean,
  onclick: () => void,
  extra: Attrs = {},
): HTMLElement {
  return h(
    "button",
    {
      type: "button",
      class: on ? "chip-button on" : "chip-button",
      "data-testid": testid,
      "aria-pressed": on ? "true" : "false",
      onclick,
      ...extra,
    },
    label,
  );
}

/** «Otra cosa…»: the tools for the table drawing, what the entry says, and «Anotar». */
export function moreBar(ctx: BarContext, m: MoreDraft): HTMLElement[] {
  const { sit, draft: d } = ctx;
  const set = (next: Partial<MoreDraft>) => ctx.setDraft({ ...d, more: { ...m, ...next } });
  const tools = MORE_TOOLS.filter((x) => x !== "rail" || sit.game === "bola8");
  const missing = moreMissing(sit, d, m);
  const step = moreStep(sit, d, m);
  const lines = linesOf(sit, step, cushionsAsked(sit, m));
  const fouls = m.fouls.map((id) => `${ctx.catalogue?.rules[id]?.[lang.value].title ?? id}`);
  const chips: HTMLElement[] = tools.map((x) =>
    chip(`tool-${x}`, t(TOOL_WORDS[x]), m.tool === x, () => set({ tool: x, pending: null })),
  );
  if (m.tool === "first")
    chips.push(chip("first-none", t("noneHit"), m.first === null, () => set({ first: null })));
  if (m.tool === "rail" || missing === "cushions")
    chips.push(
      chip("rail-none", t("noRail"), m.rails !== undefined && m.rails.length === 0, () => set({ rails: [] })),
    );
  if (sit.hint.call !== "none")
    chips.push(chip("no-call", t("noCallChip"), m.noCall, () => set({ noCall: !m.noCall })));
  if (sit.game === "bola8" && sit.hint.call === "group")
    for (const g of ["solids", "stripes"] as const)
      chips.push(chip(`group-${g}`, t(g), m.group === g, () => set({ group: m.group === g ? null : g })));
  if (sit.game === "pina" && sit.hint.isBreak)
    chips.push(chip("miscue", t("miscue"), m.miscue, () => set({ miscue: !m.miscue })));
  chips.push(
    chip("fouls", `${t("humanFouls")}${m.fouls.length ? ` (${m.fouls.length})` : ""}`, ctx.foulsOpen, () =>
      ctx.setFoulsOpen(!ctx.foulsOpen),
    ),
  );
  const endings = m.endings.map((e, i) => {
    const b: BallId = "pocket" in e ? e.pocket[0] : e.off;
    return chip(
      `ending-${i}`,
      [b === 0 ? icon("cue") : String(b), " ", icon("close")],
      false,
      () => set({ endings: m.endings.filter((_, j) => j !== i) }),
      { "aria-label": t("removeEnding", { ball: ballName(b, sit.game, lang.value) }) },
    );
  });
  const said = saidElement(lines, lang.value, "preview", true);
  return [
    h("div", { class: "more-tools", "data-testid": "more" }, chips, endings),
    h(
      "p",
      { class: "muted tool-help", "data-testid": "tool-help" },
      missing ? t(`missing_${missing}`) : t(`help_${m.tool}`, { cue: ballName(0, sit.game, lang.value) }),
    ),
    said ?? h("div", {}),
    fouls.length
      ? h("div", { class: "announce compact", "data-testid": "seen-fouls" }, fouls.join(" · "))
      : null,
    h(
      "div",
      { class: "bar" },
      h(
        "div",
        { class: "bar-row" },
        h(
          "button",
          {
            type: "button",
            class: "big",
            "data-testid": "back",
            onclick: () => {
              ctx.setFoulsOpen(false);
              ctx.setDraft({ ...d, mode: "call", more: null });
            },
          },
          t("back"),
        ),
        h(
          "button",
          {
            type: "button",
            class: "big primary",
            "data-testid": "record",
            disabled: missing !== null || ctx.busy,
            onclick: () => ctx.send(step),
          },
          t("record"),
        ),
      ),
    ),
  ].filter((x): x is HTMLElement => x !== null);
}

/** The fouls a person sees (G-HUMAN) and PC-15/B8-L10, drawn over the table while open. */
export function foulsPanel(ctx: BarContext, m: MoreDraft): HTMLElement {
  const { sit, draft: d } = ctx;
  const human = ctx.catalogue?.humanFouls[sit.game] ?? [];
  const extra = sit.game === "pina" ? ["PC-15"] : ["B8-L10"];
  const toggle = (id: string) =>
    ctx.setDraft({
      ...d,
      more: { ...m, fouls: m.fouls.includes(id) ? m.fouls.filter((x) => x !== id) : [...m.fouls, id] },
    });
  return h(
    "div",
    { class: "fouls-panel", "data-testid": "fouls-panel" },
    [...human, ...extra].map((id) =>
      chip(
        `foul-${id}`,
        ctx.catalogue?.rules[id]?.[lang.value].title ?? id,
        m.fouls.includes(id),
        () => toggle(id),
        {
          title: ctx.catalogue?.rules[id]?.[lang.value].text ?? "",
        },
      ),
    ),
    ctx.resigns.map((r) =>
      h(
        "button",
        {
          type: "button",
          class: "chip-button danger",
          "data-testid": `resign-${r.by}`,
          onclick: () => ctx.resign(r.by),
        },
        t("resign", { name: r.name }),
      ),
    ),
    ctx.correct
      ? h(
          "button",
          { type: "button", class: "chip-button", "data-testid": "open-history", onclick: ctx.correct },
          t("correctPast"),
        )
      : null,
  );
}
