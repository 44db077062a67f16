/**
 * The scorekeeper page for one table: the person refereeing taps what happened, the server's
 * referee rules on it. This page knows no rule: what to offer comes from the referee's hints.
 */
import {
  type BallId,
  type GameId,
  type ObjectBallId,
  type PlayerIndex,
  POCKET_IDS,
  type PocketId,
} from "../../core/index.ts";
import type { CatalogueView, RecordReply, TableView } from "../../protocol/club-views.ts";
import type { ActionKindHint } from "../../rules/legal.ts";
import type { ScriptStep as Step } from "../../rules/script/step.ts";
import { api, type Problem } from "./api.ts";
import { byId, h } from "./dom.ts";
import { fmtPoints, lang, optionName, pocketName, sayProblem, startLang, t, toggleLang } from "./i18n.ts";
import { followTournament } from "./live-socket.ts";
import { saidElement } from "./said.ts";

type ShotHint = Extract<ActionKindHint, { kind: "shot" }>;
type ChooseHint = Extract<ActionKindHint, { kind: "choose" }>;
type Encounter = NonNullable<TableView["encounter"]>;

const params = new URLSearchParams(location.search);
const tournament = params.get("t") ?? "";
const number = Number(params.get("n"));
const token = location.hash.slice(1);
const base = `/api/tournaments/${encodeURIComponent(tournament)}/tables/${number}`;
const auth = { "x-table-token": token };

/** What the scorekeeper has tapped for the shot being entered. */
interface ShotDraft {
  call: { ball: ObjectBallId | null; pocket: PocketId | null } | { defense: true } | null;
  pocket8: PocketId | null;
  group: "solids" | "stripes" | null;
  first: BallId | null;
  pending: BallId | null;
  dropped: { ball: BallId; pocket: PocketId }[];
  rails: BallId[];
  off: BallId[];
  fouls: string[];
  miscue: boolean;
  /** G-TEAM-ORDER: the partner who actually shot, when not the one due (null: the one due). */
  partner: number | null;
}

const fresh = (): ShotDraft => ({
  call: null,
  pocket8: null,
  group: null,
  first: null,
  pending: null,
  dropped: [],
  rails: [],
  off: [],
  fouls: [],
  miscue: false,
  partner: null,
});

let view: TableView | null = null;
let catalogue: CatalogueView | null = null;
let last: RecordReply | null = null;
let problem: Problem | null = null;
let shot = fresh();
let equalizePick: ObjectBallId[] = [];
let busy = false;

async function load(): Promise<void> {
  if (!catalogue) {
    const c = await api<CatalogueView>("GET", "/api/catalogue");
    if (c.ok) catalogue = c.value;
  }
  const before = view?.encounter?.id;
  const r = await api<TableView>("GET", base, undefined, auth);
  if (r.ok) {
    view = r.value;
    // A new encounter at this table: the last one's announcement no longer applies.
    if (view.encounter?.id !== before) last = null;
    problem = null;
  } else problem = r.error;
  render();
}

async function send(step: Step): Promise<void> {
  // One entry at a time: a second tap while the first is on its way would be refused as stale.
  const e = view?.encounter;
  if (busy || !e) return;
  busy = true;
  render();
  const r = await api<RecordReply>("POST", `${base}/steps`, { seq: e.seq, step }, auth);
  if (r.ok) {
    last = r.value;
    shot = fresh();
    equalizePick = [];
    problem = null;
  } else problem = r.error;
  // Reload either way: a stale entry means another phone moved on.
  const v = await api<TableView>("GET", base, undefined, auth);
  if (v.ok) view = v.value;
  busy = false;
  render();
}

async function post(path: "start" | "undo", body: unknown): Promise<void> {
  const r = await api<TableView>("POST", `${base}/${path}`, body, auth);
  if (r.ok) {
    view = r.value;
    last = null;
    problem = null;
    shot = fresh();
  } else problem = r.error;
  render();
}

const hints = (): readonly ActionKindHint[] => view?.encounter?.next ?? [];
const shotHint = (): ShotHint | undefined => hints().find((x): x is ShotHint => x.kind === "shot");
const chooseHint = (): ChooseHint | undefined => hints().find((x): x is ChooseHint => x.kind === "choose");

type Event = NonNullable<Extract<Step, { shot: unknown }>["shot"]["events"]>[number];

function eventsOf(s: ShotDraft): Event[] {
  const ev: Event[] = [];
  if (s.first !== null && s.first !== 0) ev.push({ hit: [0, s.first] });
  for (const b of s.rails) ev.push({ rail: b });
  for (const d of s.dropped) ev.push({ pocket: [d.ball, d.pocket] });
  for (const b of s.off) ev.push({ off: b });
  return ev;
}

function shotStep(by: PlayerIndex, game: GameId, due?: number): Step {
  const c = shot.call;
  const call =
    game === "pina"
      ? c && "defense" in c
        ? { defense: true as const }
        : c?.ball && c.pocket
          ? { ball: c.ball, pocket: c.pocket }
          : undefined
      : shot.group || shot.pocket8
        ? { ...(shot.group ? { group: shot.group } : {}), ...(shot.pocket8 ? { pocket: shot.pocket8 } : {}) }
        : undefined;
  return {
    shot: {
      by,
      events: eventsOf(shot),
      ...(call ? { call } : {}),
      ...(shot.fouls.length ? { fouls: shot.fouls } : {}),
      ...(shot.miscue ? { miscue: true } : {}),
      // G-TEAM-ORDER: who shot, written always with teams (the referee rules one not due a foul).
      ...(due !== undefined ? { player: shot.partner ?? due } : {}),
    },
  };
}

/** Who decides for side `i`: with teams the partner due ("Carla (Los Tigres)"), else the player. */
function deciderName(e: Encounter, i: PlayerIndex, partner: number | undefined): string {
  const name = partner === undefined ? undefined : e.sides?.[i]?.[partner];
  return name ? `${name} (${e.players[i]})` : e.players[i];
}

/** With teams: the partner due of side `i` (from the last report), else null. */
function partnerDueOf(e: Encounter, i: PlayerIndex): string | null {
  const s = e.report?.shooter;
  if (!e.sides || !s || s[0] !== i) return null;
  return e.sides[i]?.[s[1]] ?? null;
}

/** G-TEAM: who shot, the partner due marked; one tap records another partner (a foul of order). */
function partnerPicker(e: Encounter, sh: ShotHint): HTMLElement | null {
  const partners = e.sides?.[sh.by];
  if (!partners || sh.player === undefined) return null;
  const chosen = shot.partner ?? sh.player;
  return h(
    "div",
    { class: "row", "data-testid": "who-shot" },
    h("span", { class: "muted" }, t("whoShot")),
    partners.map((name, k) =>
      h(
        "button",
        {
          type: "button",
          class: k === chosen ? "chip on" : "chip",
          "aria-pressed": k === chosen ? "true" : "false",
          "data-testid": `who-shot-${k}`,
          onclick: () => {
            shot.partner = k === sh.player ? null : k;
            render();
          },
        },
        k === sh.player ? `${name} (${t("partnerDue")})` : name,
      ),
    ),
  );
}

function ruleTitle(id: string): string {
  return catalogue?.rules[id]?.[lang.value].title ?? id;
}

const BALLS = Array.from({ length: 15 }, (_, i) => (i + 1) as ObjectBallId);

function ballGrid(
  testid: string,
  selected: (b: BallId) => boolean,
  onPick: (b: BallId) => void,
  { cue = false, none = false } = {},
): HTMLElement {
  const balls: BallId[] = [...(cue ? [0 as BallId] : []), ...BALLS];
  return h(
    "div",
    { class: "grid balls" },
    none
      ? h(
          "button",
          {
            type: "button",
            "data-testid": `${testid}-none`,
            class: selected(0) ? "on wide" : "wide",
            onclick: () => onPick(0),
          },
          t("noneHit"),
        )
      : null,
    balls.map((b) =>
      h(
        "button",
        {
          type: "button",
          "data-testid": `${testid}-${b}`,
          class: `ball b${b}${selected(b) ? " on" : ""}`,
          "aria-label": b === 0 ? t("cueBall") : String(b),
          onclick: () => onPick(b),
        },
        b === 0 ? "○" : String(b),
      ),
    ),
  );
}

function pocketGrid(
  testid: string,
  selected: PocketId | null | undefined,
  onPick: (p: PocketId) => void,
): HTMLElement {
  return h(
    "div",
    { class: "grid pockets" },
    POCKET_IDS.map((p) =>
      h(
        "button",
        {
          type: "button",
          "data-testid": `${testid}-${p}`,
          class: selected === p ? "on" : "",
          onclick: () => onPick(p),
        },
        pocketName(p),
      ),
    ),
  );
}

function toggle<T>(list: readonly T[], x: T): T[] {
  return list.includes(x) ? list.filter((y) => y !== x) : [...list, x];
}

function scoreboard(e: Encounter, game: GameId): HTMLElement {
  const r = e.report;
  const turn = r ? r.turn : e.breaker;
  const line = (i: PlayerIndex) =>
    h(
      "div",
      { class: "row player", "data-testid": `player-${i}` },
      h("b", { class: "who" }, `${turn === i && !r?.matchOver ? "▶ " : ""}${e.players[i]}`),
      partnerDueOf(e, i)
        ? h(
            "span",
            { class: "chip on", "data-testid": `due-${i}` },
            t("partnerToShoot", { name: partnerDueOf(e, i)! }),
          )
        : null,
      game === "pina" && r?.score
        ? h("span", { class: "score", "data-testid": `score-${i}` }, String(r.score[i]))
        : null,
      h(
        "span",
        { class: "chip", "data-testid": `match-${i}` },
        `${t(game === "pina" ? "encounterPoints" : "racksWon")}: ${fmtPoints(r?.matchScore[i] ?? 0)}`,
      ),
      r?.consecutiveFouls[i]
        ? h("span", { class: "chip" }, t("foulCount", { n: r.consecutiveFouls[i] }))
        : null,
    );
  return h("div", { class: "card" }, line(0), line(1));
}

/** The referee's words for the last entry (the narration's lines), until the next one. */
function announcement(e: Encounter): HTMLElement | null {
  return saidElement(last?.lines ?? e.lines, lang.value, "announce", true);
}

function callPicker(): HTMLElement[] {
  const c = shot.call;
  const picked = c && !("defense" in c) ? c : null;
  return [
    h("h2", {}, t("call")),
    h("p", { class: "muted" }, t("callHelp")),
    ballGrid(
      "call",
      (b) => picked?.ball === b,
      (b) => {
        shot.call = { ball: b as ObjectBallId, pocket: picked?.pocket ?? null };
        render();
      },
    ),
    pocketGrid("callpocket", picked?.pocket, (p) => {
      shot.call = { ball: picked?.ball ?? null, pocket: p };
      render();
    }),
    h(
      "button",
      {
        type: "button",
        "data-testid": "defense",
        class: c && "defense" in c ? "on" : "",
        onclick: () => {
          shot.call = { defense: true };
          render();
        },
      },
      t("defense"),
    ),
  ];
}

function shotBuilder(e: Encounter, game: GameId, sh: ShotHint): HTMLElement {
  const parts: HTMLElement[] = [];
  const head = [e.players[sh.by], sh.isBreak ? t("breakShot") : "", sh.ballInHand ? t("ballInHand") : ""];
  parts.push(h("h2", {}, `${t("turn")}: ${head.filter(Boolean).join(" · ")}`));
  const picker = partnerPicker(e, sh);
  if (picker) parts.push(picker);
  if (game === "pina" && sh.call === "ball-or-defense") parts.push(...callPicker());
  if (game === "bola8" && sh.call === "group")
    parts.push(
      h("h2", {}, t("group")),
      h(
        "div",
        { class: "row" },
        (["solids", "stripes"] as const).map((g) =>
          h(
            "button",
            {
              type: "button",
              "data-testid": `group-${g}`,
              class: shot.group === g ? "on" : "",
              onclick: () => {
                shot.group = g;
                render();
              },
            },
            t(g),
          ),
        ),
      ),
    );
  if (game === "bola8" && sh.call === "pocket-8")
    parts.push(
      h("h2", {}, t("eightPocket")),
      pocketGrid("eight", shot.pocket8, (p) => {
        shot.pocket8 = p;
        render();
      }),
    );
  parts.push(
    h("h2", {}, t("firstHit")),
    ballGrid(
      "first",
      (b) => shot.first === b,
      (b) => {
        shot.first = b;
        render();
      },
      { none: true },
    ),
    h("h2", {}, t("dropped")),
    ballGrid(
      "drop",
      (b) => shot.pending === b,
      (b) => {
        shot.pending = b;
        render();
      },
      { cue: true },
    ),
  );
  const pending = shot.pending;
  if (pending !== null)
    parts.push(
      h("p", {}, t("droppedPocket", { ball: pending === 0 ? t("cueBall") : pending })),
      pocketGrid("droppocket", null, (p) => {
        shot.dropped = [...shot.dropped, { ball: pending, pocket: p }];
        shot.pending = null;
        render();
      }),
    );
  parts.push(
    h(
      "div",
      { "data-testid": "dropped-list", class: "row" },
      shot.dropped.map((d, i) =>
        h(
          "button",
          {
            type: "button",
            class: "chip",
            onclick: () => {
              shot.dropped = shot.dropped.filter((_, j) => j !== i);
              render();
            },
          },
          `${d.ball === 0 ? "○" : d.ball} → ${pocketName(d.pocket)} ✕`,
        ),
      ),
    ),
    h(
      "details",
      {},
      h("summary", {}, t("cushions")),
      ballGrid(
        "rail",
        (b) => shot.rails.includes(b),
        (b) => {
          shot.rails = toggle(shot.rails, b);
          render();
        },
        { cue: true },
      ),
    ),
    h(
      "details",
      {},
      h("summary", {}, t("offTable")),
      ballGrid(
        "off",
        (b) => shot.off.includes(b),
        (b) => {
          shot.off = toggle(shot.off, b);
          render();
        },
        { cue: true },
      ),
    ),
  );
  const human = catalogue?.humanFouls[game] ?? [];
  const extra = game === "pina" ? ["PC-15"] : ["B8-L10"];
  parts.push(
    h(
      "details",
      { open: shot.fouls.length > 0 },
      h("summary", {}, t("humanFouls")),
      h(
        "div",
        { class: "row" },
        [...human, ...extra].map((id) =>
          h(
            "button",
            {
              type: "button",
              "data-testid": `foul-${id}`,
              class: shot.fouls.includes(id) ? "on" : "",
              title: catalogue?.rules[id]?.[lang.value].text ?? "",
              onclick: () => {
                shot.fouls = toggle(shot.fouls, id);
                render();
              },
            },
            `${id} · ${ruleTitle(id)}`,
          ),
        ),
      ),
    ),
  );
  if (game === "pina" && sh.isBreak) {
    const box = h("input", { type: "checkbox", class: "inline", checked: shot.miscue });
    box.addEventListener("change", () => {
      shot.miscue = box.checked;
    });
    parts.push(h("label", { class: "check" }, box, ` ${t("miscue")}`));
  }
  const c = shot.call;
  const callIncomplete =
    game === "pina" && c !== null && !("defense" in c) && (c.ball === null || c.pocket === null);
  // G-NOCALL: a shot with no call where one was due is entered as it happened, and ruled.
  const noCall = sh.call !== "none" && !(game === "pina" ? c : shot.group || shot.pocket8);
  if (noCall)
    parts.push(h("p", { class: "warning", "data-testid": "no-call", role: "note" }, t("noCallWarning")));
  parts.push(
    h(
      "div",
      { class: "row" },
      h(
        "button",
        {
          type: "button",
          class: "primary",
          "data-testid": "record",
          disabled: callIncomplete || busy,
          onclick: () => send(shotStep(sh.by, game, e.sides ? sh.player : undefined)),
        },
        t(noCall ? "recordNoCall" : "record"),
      ),
      h(
        "button",
        {
          type: "button",
          "data-testid": "clear",
          onclick: () => {
            shot = fresh();
            render();
          },
        },
        t("clearShot"),
      ),
    ),
  );
  return h("div", { class: "card" }, parts);
}

function playerButtons(e: Encounter, testid: string, onPick: (i: PlayerIndex) => void): HTMLElement {
  return h(
    "div",
    { class: "row" },
    ([0, 1] as const).map((i) =>
      h(
        "button",
        { type: "button", class: "wide", "data-testid": `${testid}-${i}`, onclick: () => onPick(i) },
        e.players[i],
      ),
    ),
  );
}

function choices(e: Encounter, choose: ChooseHint): HTMLElement[] {
  const out = [
    h(
      "div",
      { class: "card" },
      // G-TEAM: the partner due decides for the team.
      h("h2", {}, t("options", { name: deciderName(e, choose.by, choose.player) })),
      h(
        "div",
        { class: "row" },
        choose.options.map((o) =>
          h(
            "button",
            {
              type: "button",
              "data-testid": `option-${o}`,
              onclick: () =>
                send({
                  choose: {
                    by: choose.by,
                    option:
                      o === "equalize"
                        ? { equalize: equalizePick.length ? equalizePick : choose.equalizeBalls.slice(0, 1) }
                        : o,
                  },
                }),
            },
            optionName(o),
          ),
        ),
      ),
    ),
  ];
  if (choose.options.includes("equalize"))
    out.push(
      h(
        "div",
        { class: "card" },
        h("h2", {}, t("equalizeUpTo", { n: choose.equalizeUpTo ?? 1 })),
        h(
          "div",
          { class: "row" },
          choose.equalizeBalls.map((b) =>
            h(
              "button",
              {
                type: "button",
                "data-testid": `equalize-${b}`,
                class: equalizePick.includes(b) ? "on" : "",
                onclick: () => {
                  const next = toggle(equalizePick, b);
                  if (next.length <= (choose.equalizeUpTo ?? 1)) equalizePick = next;
                  render();
                },
              },
              String(b),
            ),
          ),
        ),
      ),
    );
  return out;
}

function render(): void {
  const app = byId("app");
  // For tests and screen readers: how many entries the page has seen, and whether one is in flight.
  document.body.dataset.seq = String(view?.encounter?.seq ?? "");
  document.body.dataset.busy = String(busy);
  byId("lang").textContent = t("language");
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
  const game = view.tournament.game;
  app.append(scoreboard(e, game), announcement(e) ?? "");
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
        { class: "card" },
        h("h2", {}, t("lagWinner")),
        playerButtons(e, "lag", (i) => send({ lag: { winner: i } })),
      ),
    );
  const choose = chooseHint();
  if (choose) app.append(...choices(e, choose));
  const sh = shotHint();
  if (sh) app.append(shotBuilder(e, game, sh));
  app.append(
    h(
      "div",
      { class: "row" },
      h(
        "button",
        { type: "button", "data-testid": "undo", onclick: () => post("undo", { seq: e.seq }) },
        `↶ ${t("undo")}`,
      ),
      hints()
        .filter((x): x is Extract<ActionKindHint, { kind: "resign" }> => x.kind === "resign")
        .map((x) =>
          h(
            "button",
            {
              type: "button",
              "data-testid": `resign-${x.by}`,
              onclick: () => {
                if (confirm(t("confirmResign", { name: e.players[x.by] })))
                  void send({ resign: { by: x.by } });
              },
            },
            t("resign", { name: e.players[x.by] }),
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
// Another phone at this table, or the next encounter called here: the live socket says the
// tournament changed, and the page reloads its table unless an entry is half tapped.
followTournament(tournament, (msg) => {
  const mine = msg.tournament.encounters.find((x) => x.table === number && x.status === "playing");
  const seen = view?.encounter;
  const changed = (mine?.id ?? null) !== (seen?.id ?? null) || (mine && mine.breaker !== seen?.breaker);
  const untouched = JSON.stringify(shot) === JSON.stringify(fresh());
  if (changed || (untouched && mine?.report && JSON.stringify(mine.report) !== JSON.stringify(seen?.report)))
    void load();
});
void load();
