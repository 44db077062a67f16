/**
 * The scorekeeper page: the person refereeing taps what happened on a drawing of the table, the
 * referee rules on it. This page knows no rule: what to offer comes from the referee's hints, what
 * an entry says from the narration (shot-entry.ts, shot-bar.ts). What it reads and writes goes
 * through a source (table-source.ts): a tournament's table at the club's server (?t=…&n=…#token),
 * or a real match kept on this phone alone (?real, opened from the game's first screen).
 */
import "../zod-jitless.ts";
import type { ObjectBallId, PlayerIndex, PocketId } from "../../core/index.ts";
import { ballName } from "../../narration/index.ts";
import type { TableView } from "../../protocol/index.ts";
import type { ActionKindHint, ScriptStep as Step } from "../../rules/index.ts";
import { t as gameWords } from "../i18n/index.ts";
import type { Problem } from "./api.ts";
import { correctingLine, historyPanel } from "./correction-view.ts";
import { byId, h } from "./dom.ts";
import { lang, pocketName, sayProblem, startLang, t, toggleLang } from "./i18n.ts";
import { icon } from "./icons.ts";
import { keepPageOffline } from "./keep-offline.ts";
import { saidElement } from "./said.ts";
import { type BarContext, foulsPanel, moreBar, quickBar, scratchBar } from "./shot-bar.ts";
import {
  type Draft,
  moreBall,
  moreFromPhoto,
  morePocket,
  pickBall,
  pickPocket,
  type ShotHint,
  type Situation,
  scratchStep,
  startDraft,
} from "./shot-entry.ts";
import { choices } from "./table-choices.ts";
import { tableDrawing } from "./table-drawing.ts";
import { nextOf } from "./table-mirror.ts";
import { type PhotoContext, photoButton, photoPanel, photoPlacing, photoProposing } from "./table-photo.ts";
import { scoreboard } from "./table-scoreboard.ts";
import type { Encounter, SourceHooks, TableSource } from "./table-source.ts";
import { LocalSource, parseRealSetup, type RealSetup } from "./table-source-local.ts";
import { ServerSource } from "./table-source-server.ts";

type ChooseHint = Extract<ActionKindHint, { kind: "choose" }>;

const ALL_BALLS = Array.from({ length: 15 }, (_, i) => (i + 1) as ObjectBallId);

let view: TableView | null = null;
let problem: Problem | null = null;
/** The entry being tapped, for the step numbered `draftSeq` (a new step starts a fresh one). */
let draft: Draft | null = null;
let draftSeq = -1;
let foulsOpen = false;
let equalizePick: ObjectBallId[] = [];
/** Correcting a past step (issue 38 item 4): the list of steps is open, or the step being entered again. */
let historyOpen = false;
let correcting: number | null = null;
/** The menu's link to a real match could not be read: what is wrong with it. */
let setupError: string | null = null;

const hooks: SourceHooks = {
  changed: () => refresh(),
  problem: (p) => {
    problem = p;
    refresh();
  },
  // No entry half tapped: the draft is still the fresh one of this step.
  untouched: () => {
    const e = view?.encounter;
    const sh = shotHint();
    return !draft || !e || !sh || JSON.stringify(draft) === JSON.stringify(startDraft(situationOf(e, sh)));
  },
};

/** Which source this address opens; a bad set-up from the menu's link is said, not kept. */
function sourceOf(params: URLSearchParams): TableSource {
  if (!params.has("real"))
    return new ServerSource(params.get("t") ?? "", Number(params.get("n")), location.hash.slice(1), hooks);
  const text = params.get("match");
  let fresh: RealSetup | null = null;
  if (text !== null) {
    const setup = parseRealSetup(text);
    if (setup.ok) fresh = setup.value;
    else setupError = setup.error;
    // A reload goes on with the match kept, never starts it again.
    params.delete("match");
    history.replaceState(null, "", `?${params.toString()}`);
  }
  return new LocalSource(hooks, fresh);
}

const source = sourceOf(new URLSearchParams(location.search));

function refresh(): void {
  view = correcting === null ? source.view() : correctionView(correcting);
  render();
}

/** The page as it stood before step `index`: the entry surface offers what the referee did then. */
function correctionView(index: number): TableView | null {
  const v = source.view();
  const m = source.before(index);
  if (!v?.encounter || !m) return v;
  return {
    ...v,
    encounter: { ...v.encounter, seq: index, report: m.last?.report ?? null, lines: [], next: nextOf(m) },
  };
}

/** The source's answer to an action of the page: a refusal is said, success clears the last one. */
async function act(job: Promise<Problem | null>): Promise<Problem | null> {
  const p = await job;
  problem = p;
  refresh();
  return p;
}

async function send(step: Step): Promise<void> {
  if (correcting !== null) {
    const index = correcting;
    if ((await act(source.correct(index, step))) === null) correcting = null;
    refresh();
    return;
  }
  if (source.busy() || !view?.encounter) return;
  if ((await act(source.record(step))) === null) equalizePick = [];
}

const hints = (): readonly ActionKindHint[] => view?.encounter?.next ?? [];
const shotHint = (): ShotHint | undefined => hints().find((x): x is ShotHint => x.kind === "shot");
const chooseHint = (): ChooseHint | undefined => hints().find((x): x is ChooseHint => x.kind === "choose");

/** G-TEAM: who shot, the partner due marked; one tap records another partner (a foul of order). */
function partnerPicker(e: Encounter, sh: ShotHint, d: Draft): HTMLElement | null {
  const partners = e.sides?.[sh.by];
  if (!partners || sh.player === undefined) return null;
  const chosen = d.partner ?? sh.player;
  return h(
    "div",
    { class: "row compact", "data-testid": "who-shot" },
    h("span", { class: "muted" }, t("whoShot")),
    partners.map((name, k) =>
      h(
        "button",
        {
          type: "button",
          class: k === chosen ? "chip-button on" : "chip-button",
          "aria-pressed": k === chosen ? "true" : "false",
          "data-testid": `who-shot-${k}`,
          onclick: () => setDraft({ ...d, partner: k === sh.player ? null : k }),
        },
        k === sh.player ? `${name} (${t("partnerDue")})` : name,
      ),
    ),
  );
}

function playerButtons(e: Encounter, testid: string, onPick: (i: PlayerIndex) => void): HTMLElement {
  return h(
    "div",
    { class: "row" },
    ([0, 1] as const).map((i) =>
      h(
        "button",
        { type: "button", class: "big", "data-testid": `${testid}-${i}`, onclick: () => onPick(i) },
        e.players[i],
      ),
    ),
  );
}

function setDraft(d: Draft): void {
  draft = d;
  render();
}

/** The table as this entry stands: the balls it may still name, the pockets, the marks. */
function situationOf(e: Encounter, sh: ShotHint): Situation {
  const game = view?.tournament.game ?? "pina";
  const onTable = sh.isBreak ? ALL_BALLS : (e.report?.onTable ?? ALL_BALLS);
  return { game, hint: sh, onTable };
}

function drawing(sit: Situation, d: Draft): SVGSVGElement {
  const m = d.more;
  const marks = new Map<number, "selected" | "first" | "rail" | "pending">();
  const gone = new Set<number>();
  const inPocket = new Map<PocketId, number[]>();
  if (m) {
    if (m.first !== null && m.first !== undefined) marks.set(m.first, "first");
    for (const b of m.rails ?? []) marks.set(b, "rail");
    for (const b of [...(m.queue ?? []), ...(m.pending !== null ? [m.pending] : [])]) marks.set(b, "pending");
    for (const x of m.endings) {
      const b = "pocket" in x ? x.pocket[0] : x.off;
      gone.add(b);
      if ("pocket" in x) inPocket.set(x.pocket[1], [...(inPocket.get(x.pocket[1]) ?? []), b]);
    }
  } else if (d.ball !== null && !d.defense) marks.set(d.ball, "selected");
  const game = sit.game;
  return tableDrawing({
    balls: sit.onTable,
    cue: d.mode === "more",
    landscape: innerWidth > innerHeight,
    marks: marks as never,
    gone: gone as never,
    pocket: d.mode === "call" && !d.defense ? d.pocket : null,
    inPocket: inPocket as never,
    ballLabel: (b) => ballName(b, game, lang.value),
    pocketLabel: (p) => pocketName(p),
    onBall: (b) => {
      if (d.mode === "more" && m) setDraft({ ...d, more: moreBall(m, b) });
      else if (d.mode === "call" && b !== 0) setDraft(pickBall(d, b as ObjectBallId));
    },
    onPocket: (p) => {
      if (d.mode === "scratch") void send(scratchStep(sit, d, p));
      else if (d.mode === "more" && m) setDraft({ ...d, more: morePocket(m, p) });
      else setDraft(pickPocket(d, p));
    },
  });
}

/** The scorekeeper's photos of this shot (table-photo.ts): confirmed balls open «Otra cosa…» with them. */
function photoContext(e: Encounter, sit: Situation, d: Draft): PhotoContext {
  const ft = source.tableSizeFt();
  return {
    game: sit.game,
    seq: e.seq,
    sizeFt: ft,
    onTable: [0, ...sit.onTable],
    rerender: render,
    confirm: (balls) => setDraft(moreFromPhoto(sit, d, balls)),
  };
}

function shotArea(e: Encounter, sh: ShotHint): HTMLElement[] {
  const sit = situationOf(e, sh);
  if (!draft || draftSeq !== e.seq) {
    draft = startDraft(sit);
    draftSeq = e.seq;
    foulsOpen = false;
  }
  const d = draft;
  const photo = photoContext(e, sit, d);
  const resigns = hints()
    .filter((x): x is Extract<ActionKindHint, { kind: "resign" }> => x.kind === "resign")
    .map((x) => ({ by: x.by, name: e.players[x.by] }));
  const ctx: BarContext = {
    sit,
    draft: d,
    busy: source.busy(),
    catalogue: source.catalogue(),
    foulsOpen,
    setDraft,
    setFoulsOpen: (open) => {
      foulsOpen = open;
      render();
    },
    send: (step) => void send(step),
    undo: () => void act(source.undo()),
    resigns,
    resign: (by) => {
      if (confirm(t("confirmResign", { name: e.players[by] }))) void send({ resign: { by } });
    },
    correct:
      correcting === null && source.canCorrect()
        ? () => {
            historyOpen = true;
            render();
          }
        : null,
    extra: correcting === null ? photoButton(photo) : null,
  };
  // Whose turn the scoreboard marks; the break and ball in hand are said here when they apply.
  const head = [sh.isBreak ? t("breakShot") : "", sh.ballInHand ? t("ballInHand") : ""].filter(Boolean);
  const picker = partnerPicker(e, sh, d);
  const table = d.mode === "more" && d.more && foulsOpen ? foulsPanel(ctx, d.more) : drawing(sit, d);
  const bar =
    d.mode === "more" && d.more
      ? moreBar(ctx, d.more)
      : d.mode === "scratch"
        ? scratchBar(ctx)
        : quickBar(ctx);
  return [
    ...(head.length
      ? [
          h(
            "div",
            { class: "turn-line", "data-testid": "turn-line" },
            `${e.players[sh.by]}: ${head.join(" · ")}`,
          ),
        ]
      : []),
    // Placing a photo's corners by hand: the photo takes the drawing's room, at the top.
    ...(d.mode === "call" && photoPlacing(photo)
      ? [h("div", { class: "table-box" }, photoPanel(photo)), h("div", { class: "thumb" }, picker)]
      : [
          h("div", { class: "table-box" }, table),
          h(
            "div",
            { class: "thumb" },
            picker,
            d.mode === "call" ? photoPanel(photo) : null,
            d.mode === "call" && photoProposing(photo) ? null : bar,
          ),
        ]),
  ];
}

function render(): void {
  const app = byId("app");
  // For tests and screen readers: how many entries the page has seen, and whether one is in flight.
  document.body.dataset.seq = String(view?.encounter?.seq ?? "");
  document.body.dataset.busy = String(source.busy());
  document.body.dataset.pending = String(source.pending());
  byId("lang").textContent = t("language");
  // A photo of this table as a position (src/client/photo): the photo page's own words.
  const photo = byId("photo-link") as HTMLAnchorElement;
  photo.textContent = gameWords("photoLink");
  photo.href = `../photo.html?lang=${lang.value}`;
  app.replaceChildren();
  const error = problem ? sayProblem(problem) : setupError ? t("realBadSetup", { what: setupError }) : null;
  if (error) app.append(h("div", { class: "error", "data-testid": "error", role: "alert" }, error));
  if (!view) return;
  byId("title").textContent = source.title(view);
  const e = view.encounter;
  if (!e) {
    app.append(h("p", { "data-testid": "no-match" }, t("noMatch")));
    const footer = source.footer();
    if (footer) app.append(footer);
    return;
  }
  const top = h(
    "div",
    { class: "top" },
    source.notice(),
    scoreboard(e, view.tournament.game),
    saidElement(source.said(e), lang.value, "announce", true),
  );
  app.append(top);
  if (historyOpen) {
    const pick = (k: number) => {
      historyOpen = false;
      correcting = k;
      refresh();
    };
    const close = () => {
      historyOpen = false;
      render();
    };
    app.append(historyPanel(view.tournament.game, e, source.steps(), pick, close));
    return;
  }
  if (correcting !== null)
    top.prepend(
      correctingLine(correcting, () => {
        correcting = null;
        refresh();
      }),
    );
  const interrupt = source.interrupt(e);
  if (interrupt) {
    app.append(interrupt);
    return;
  }
  if (e.breaker === null) {
    app.append(
      h("h2", {}, t("whoBreaks")),
      playerButtons(e, "breaker", (i) => void act(source.start(i))),
    );
    return;
  }
  if (e.report?.matchOver) {
    app.append(h("h2", { "data-testid": "match-over" }, t("matchOver")));
    const footer = source.footer();
    if (footer) app.append(footer);
    return;
  }
  if (hints().some((x) => x.kind === "lag"))
    app.append(
      h(
        "div",
        { class: "card tight" },
        h("b", {}, t("lagWinner")),
        playerButtons(e, "lag", (i) => send({ lag: { winner: i } })),
      ),
    );
  const choose = chooseHint();
  if (choose)
    top.append(
      ...choices(e, choose, equalizePick, send, (picked) => {
        equalizePick = picked;
        render();
      }),
    );
  const sh = shotHint();
  if (sh) app.append(...shotArea(e, sh));
  else
    app.append(
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
              "data-testid": "undo",
              disabled: source.busy(),
              onclick: () => void act(source.undo()),
            },
            icon("undo"),
            ` ${t("undo")}`,
          ),
        ),
      ),
    );
}

startLang();
byId("lang").addEventListener("click", () => {
  toggleLang();
  // The view again: its title and a side's name are said in the page's language.
  refresh();
});
// The drawing turns with the phone.
addEventListener("resize", () => render());
void source.open();
keepPageOffline("../sw.js");
