/**
 * The scorekeeper page for one table: the person refereeing taps what happened on a drawing
 * of the table, the server's referee rules on it. This page knows no rule: what to offer comes
 * from the referee's hints, what an entry says from the narration (shot-entry.ts, shot-bar.ts).
 * Every entry is kept on the phone and sent from there (table-outbox.ts): without a connection
 * the entries wait and the page goes on with the rules' provisional answer (table-mirror.ts).
 */
import "../zod-jitless.ts";
import type { ObjectBallId, PlayerIndex, PocketId } from "../../core/index.ts";
import { ballName } from "../../narration/index.ts";
import type { CatalogueView, RecordReply, TableView } from "../../protocol/index.ts";
import type { ActionKindHint, ScriptStep as Step } from "../../rules/index.ts";
import { t as gameWords } from "../i18n/index.ts";
import { api, type Problem } from "./api.ts";
import { conflictPanel, pendingLine } from "./conflict-view.ts";
import { correctingLine, historyPanel } from "./correction-view.ts";
import { byId, h } from "./dom.ts";
import { lang, pocketName, sayProblem, startLang, t, toggleLang } from "./i18n.ts";
import { icon } from "./icons.ts";
import { keepPageOffline } from "./keep-offline.ts";
import { followTournament } from "./live-socket.ts";
import { saidElement } from "./said.ts";
import { type BarContext, foulsPanel, moreBar, quickBar, scratchBar } from "./shot-bar.ts";
import {
  type Draft,
  moreBall,
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
import { Outbox } from "./table-outbox.ts";
import { scoreboard } from "./table-scoreboard.ts";

type ChooseHint = Extract<ActionKindHint, { kind: "choose" }>;
type Encounter = NonNullable<TableView["encounter"]>;

const params = new URLSearchParams(location.search);
const tournament = params.get("t") ?? "";
const number = Number(params.get("n"));
const token = location.hash.slice(1);
const base = `/api/tournaments/${encodeURIComponent(tournament)}/tables/${number}`;
const auth = { "x-table-token": token };
const ALL_BALLS = Array.from({ length: 15 }, (_, i) => (i + 1) as ObjectBallId);

let view: TableView | null = null;
let catalogue: CatalogueView | null = null;
let last: RecordReply | null = null;
let problem: Problem | null = null;
/** The entry being tapped, for the step numbered `draftSeq` (a new step starts a fresh one). */
let draft: Draft | null = null;
let draftSeq = -1;
let foulsOpen = false;
let equalizePick: ObjectBallId[] = [];
let busy = false;
/** Correcting a past step (issue 38 item 4): the list of steps is open, or the step being entered again. */
let historyOpen = false;
let correcting: number | null = null;

/** The entries kept on this phone until the server has them; `view` is what it shows. */
const outbox = new Outbox(`${tournament}:${number}`, base, auth, (reply) => {
  if (reply) last = reply;
  refresh();
});
outbox.refused = (p) => {
  problem = p;
  refresh();
};
/** Busy: a request of the page's own, or entries on their way (offline they wait, the page goes on). */
const busyNow = () =>
  busy || outbox.sending || (outbox.queue.length > 0 && !outbox.offline && !outbox.conflict);

function refresh(): void {
  const before = view?.encounter?.id;
  view = correcting === null ? outbox.shown() : correctionView(correcting);
  // A new encounter at this table: the last one's announcement no longer applies.
  if (view?.encounter?.id !== before && before !== undefined) last = null;
  // While entries wait, the words said are the phone's provisional ruling of the last one.
  if (outbox.queue.length) last = null;
  render();
  following?.report();
}

async function load(): Promise<void> {
  if (!catalogue) {
    const c = await api<CatalogueView>("GET", "/api/catalogue");
    if (c.ok) catalogue = c.value;
  }
  const r = await api<TableView>("GET", base, undefined, auth);
  if (r.ok) {
    problem = null;
    await outbox.serverSaid(r.value);
    void outbox.flush();
    return;
  }
  // Without a connection the page goes on from what the phone kept.
  if (r.error.code === "offline" && outbox.server) outbox.offline = true;
  else problem = r.error;
  refresh();
}

/** The page as it stood before step `index`: the entry surface offers what the referee did then. */
function correctionView(index: number): TableView | null {
  const v = outbox.server;
  const m = outbox.before(index);
  if (!v?.encounter || !m) return v;
  return {
    ...v,
    encounter: { ...v.encounter, seq: index, report: m.last?.report ?? null, lines: [], next: nextOf(m) },
  };
}

/** Sends the corrected step; the server rules it and every later one again, or refuses naming one. */
async function sendCorrection(index: number, step: Step): Promise<void> {
  const seq = outbox.server?.encounter?.seq ?? 0;
  busy = true;
  refresh();
  const r = await api<TableView>("POST", `${base}/correct`, { seq, index, step }, auth);
  busy = false;
  if (r.ok) {
    correcting = null;
    problem = null;
    last = null;
    await outbox.serverSaid(r.value);
  } else {
    problem = r.error;
    refresh();
  }
}

async function send(step: Step): Promise<void> {
  if (correcting !== null) return sendCorrection(correcting, step);
  const e = view?.encounter;
  if (busyNow() || !e || outbox.conflict) return;
  const refused = await outbox.add(step);
  problem = refused;
  if (!refused) equalizePick = [];
  refresh();
}

async function post(path: "start" | "undo", body: unknown): Promise<void> {
  if (busyNow()) return;
  // Undo of an entry not yet sent: it only leaves the phone.
  if (path === "undo" && outbox.queue.length) return outbox.dropLast();
  busy = true;
  const r = await api<TableView>("POST", `${base}/${path}`, body, auth);
  busy = false;
  if (r.ok) {
    last = null;
    problem = null;
    await outbox.serverSaid(r.value);
  } else {
    problem = r.error;
    refresh();
  }
}

async function settleConflict(which: "theirs" | "mine"): Promise<void> {
  busy = true;
  refresh();
  if (which === "theirs") await outbox.keepTheirs();
  else problem = await outbox.keepMine();
  busy = false;
  refresh();
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
    if (m.pending !== null) marks.set(m.pending, "pending");
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

function shotArea(e: Encounter, sh: ShotHint): HTMLElement[] {
  const sit = situationOf(e, sh);
  if (!draft || draftSeq !== e.seq) {
    draft = startDraft(sit);
    draftSeq = e.seq;
    foulsOpen = false;
  }
  const d = draft;
  const resigns = hints()
    .filter((x): x is Extract<ActionKindHint, { kind: "resign" }> => x.kind === "resign")
    .map((x) => ({ by: x.by, name: e.players[x.by] }));
  const ctx: BarContext = {
    sit,
    draft: d,
    busy: busyNow(),
    catalogue,
    foulsOpen,
    setDraft,
    setFoulsOpen: (open) => {
      foulsOpen = open;
      render();
    },
    send: (step) => void send(step),
    undo: () => void post("undo", { seq: e.seq }),
    resigns,
    resign: (by) => {
      if (confirm(t("confirmResign", { name: e.players[by] }))) void send({ resign: { by } });
    },
    // Online, with nothing waiting and the match's steps known: a correction goes to the server at once.
    correct:
      correcting === null && !outbox.offline && !outbox.queue.length && outbox.steps().length
        ? () => {
            historyOpen = true;
            render();
          }
        : null,
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
    h("div", { class: "table-box" }, table),
    h("div", { class: "thumb" }, picker, bar),
  ];
}

function render(): void {
  const app = byId("app");
  // For tests and screen readers: how many entries the page has seen, and whether one is in flight.
  document.body.dataset.seq = String(view?.encounter?.seq ?? "");
  document.body.dataset.busy = String(busyNow());
  document.body.dataset.pending = String(outbox.queue.length);
  byId("lang").textContent = t("language");
  // A photo of this table as a position (src/client/photo): the photo page's own words.
  const photo = byId("photo-link") as HTMLAnchorElement;
  photo.textContent = gameWords("photoLink");
  photo.href = `../photo.html?lang=${lang.value}`;
  app.replaceChildren();
  if (problem)
    app.append(h("div", { class: "error", "data-testid": "error", role: "alert" }, sayProblem(problem)));
  if (!view) return;
  byId("title").textContent = `${view.tournament.name} · ${t("tableN", { n: view.table })}`;
  const e = view.encounter;
  if (!e) {
    app.append(h("p", { "data-testid": "no-match" }, t("noMatch")));
    return;
  }
  const top = h(
    "div",
    { class: "top" },
    // Online, one entry on its way is the usual moment, not news; more, or none sent, is.
    outbox.offline || outbox.conflict || outbox.queue.length > 1
      ? pendingLine(outbox.queue.length, outbox.offline, outbox.conflict !== null)
      : null,
    scoreboard(e, view.tournament.game),
    saidElement(last?.lines ?? e.lines, lang.value, "announce", true),
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
    app.append(historyPanel(view.tournament.game, e, outbox.steps(), pick, close));
    return;
  }
  if (correcting !== null)
    top.prepend(
      correctingLine(correcting, () => {
        correcting = null;
        refresh();
      }),
    );
  if (outbox.conflict) {
    app.append(
      conflictPanel(view.tournament.game, e, outbox.conflict, outbox.queue, busyNow(), settleConflict),
    );
    return;
  }
  if (e.breaker === null) {
    app.append(
      h("h2", {}, t("whoBreaks")),
      playerButtons(e, "breaker", (i) => post("start", { breaker: i })),
    );
    return;
  }
  if (e.report?.matchOver) {
    app.append(h("h2", { "data-testid": "match-over" }, t("matchOver")));
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
              disabled: busyNow(),
              onclick: () => post("undo", { seq: e.seq }),
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
  render();
});
// The drawing turns with the phone.
addEventListener("resize", () => render());
// Another phone at this table, or the next encounter called here: the live socket says the
// tournament changed, and the page reloads its table unless an entry is half tapped.
// The socket also carries this phone's report to the wall (entries waiting, a conflict).
const following = followTournament(
  tournament,
  (msg) => {
    const mine = msg.tournament.encounters.find((x) => x.table === number && x.status === "playing");
    const seen = view?.encounter;
    const changed = (mine?.id ?? null) !== (seen?.id ?? null) || (mine && mine.breaker !== seen?.breaker);
    const untouched =
      !draft ||
      JSON.stringify(draft) ===
        JSON.stringify(shotHint() && seen ? startDraft(situationOf(seen, shotHint()!)) : draft);
    if (
      changed ||
      (untouched && mine?.report && JSON.stringify(mine.report) !== JSON.stringify(seen?.report))
    )
      void load();
  },
  { keeper: { table: number, token, status: () => outbox.status() } },
);
// What the phone kept first (entries not yet sent, the last view: the page works without a
// connection), then the server.
void outbox.restore().then(() => {
  refresh();
  void load();
});
keepPageOffline("../sw.js");
