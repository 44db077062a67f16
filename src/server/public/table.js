// The scorekeeper page for one table: the person refereeing taps what happened, the server's
// referee rules on it. This page knows no rule: what to offer comes from the referee's hints.
import { api, h } from "./api.js";
import { fmtPoints, lang, POCKETS, t, toggleLang } from "./i18n.js";

const params = new URLSearchParams(location.search);
const tournament = params.get("t") ?? "";
const number = Number(params.get("n"));
const token = location.hash.slice(1);
const base = `/api/tournaments/${encodeURIComponent(tournament)}/tables/${number}`;
const auth = { "x-table-token": token };

let view = null; // GET base
let catalogue = null;
let last = null; // last record reply (announcements)
let error = "";
let shot = fresh();
let equalizePick = [];
let busy = false;

function fresh() {
  return {
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
  };
}

async function load() {
  try {
    catalogue ??= await api("GET", "/api/catalogue");
    const before = view?.encounter?.id;
    view = await api("GET", base, undefined, auth);
    // A new encounter at this table: the last one's announcement no longer applies.
    if (view.encounter?.id !== before) last = null;
    error = "";
  } catch (e) {
    error = e.message;
  }
  render();
}

async function send(step) {
  // One entry at a time: a second tap while the first is on its way would be refused as stale.
  if (busy) return;
  busy = true;
  render();
  try {
    last = await api("POST", `${base}/steps`, { seq: view.encounter.seq, step }, auth);
    shot = fresh();
    equalizePick = [];
    error = "";
    view = await api("GET", base, undefined, auth);
  } catch (e) {
    error = e.message;
  }
  busy = false;
  render();
}

async function post(path, body) {
  try {
    view = await api("POST", `${base}/${path}`, body, auth);
    last = null;
    error = "";
    shot = fresh();
  } catch (e) {
    error = e.message;
  }
  render();
}

const hints = () => (Array.isArray(view?.encounter?.next) ? view.encounter.next : []);
const hint = (kind) => hints().find((x) => x.kind === kind);

function eventsOf(s) {
  const ev = [];
  if (s.first !== null && s.first !== 0) ev.push({ hit: [0, s.first] });
  for (const b of s.rails) ev.push({ rail: b });
  for (const d of s.dropped) ev.push({ pocket: [d.ball, d.pocket] });
  for (const b of s.off) ev.push({ off: b });
  return ev;
}

function shotStep(by, game) {
  const step = { by, events: eventsOf(shot) };
  if (game === "pina" && shot.call) step.call = shot.call;
  if (game === "bola8" && (shot.group || shot.pocket8))
    step.call = {
      ...(shot.group ? { group: shot.group } : {}),
      ...(shot.pocket8 ? { pocket: shot.pocket8 } : {}),
    };
  if (shot.fouls.length) step.fouls = shot.fouls;
  if (shot.miscue) step.miscue = true;
  return { shot: step };
}

function ruleTitle(id) {
  return catalogue?.rules?.[id]?.[lang]?.title ?? id;
}

function ballGrid(testid, selected, onPick, { cue = false, none = false } = {}) {
  const balls = [...(cue ? [0] : []), ...Array.from({ length: 15 }, (_, i) => i + 1)];
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
          class: selected(b) ? "on" : "",
          onclick: () => onPick(b),
        },
        b === 0 ? "○" : String(b),
      ),
    ),
  );
}

function pocketGrid(testid, selected, onPick) {
  return h(
    "div",
    { class: "grid pockets" },
    POCKETS.map((p) =>
      h(
        "button",
        {
          type: "button",
          "data-testid": `${testid}-${p}`,
          class: selected === p ? "on" : "",
          onclick: () => onPick(p),
        },
        t(p),
      ),
    ),
  );
}

function toggle(list, x) {
  return list.includes(x) ? list.filter((y) => y !== x) : [...list, x];
}

function scoreboard(e, game) {
  const r = e.report;
  const names = e.players;
  const turn = r ? r.turn : e.breaker;
  const line = (i) =>
    h(
      "div",
      { class: "row", "data-testid": `player-${i}` },
      h("b", {}, `${turn === i && !r?.matchOver ? "▶ " : ""}${names[i]}`),
      game === "pina" && r?.score
        ? h("span", { class: "score", "data-testid": `score-${i}` }, String(r.score[i]))
        : null,
      h(
        "span",
        { class: "chip", "data-testid": `match-${i}` },
        `${t(game === "pina" ? "encounterPoints" : "racksWon")}: ${fmtPoints(r?.matchScore?.[i] ?? 0)}`,
      ),
      r?.consecutiveFouls?.[i]
        ? h("span", { class: "chip" }, `${t("humanFouls").split(" ")[0]}: ${r.consecutiveFouls[i]}`)
        : null,
    );
  return h("div", { class: "card" }, line(0), line(1));
}

function announcement() {
  if (!last?.announce) return null;
  const a = last.announce;
  return h(
    "div",
    { class: "announce", "data-testid": "announce", "aria-live": "polite" },
    a.fouls.map((f) => h("div", { class: "foul" }, `${f.id}: ${f[lang]}`)),
    a.lines[lang].map((l) => h("div", {}, l)),
  );
}

function shotBuilder(e, game, sh) {
  const by = sh.by;
  const parts = [];
  parts.push(
    h(
      "h2",
      {},
      `${t("turn")}: ${e.players[by]}${sh.isBreak ? ` · ${t("breakShot")}` : ""}${sh.ballInHand ? ` · ${t("ballInHand")}` : ""}`,
    ),
  );
  if (game === "pina" && sh.call === "ball-or-defense") {
    parts.push(h("h2", {}, t("call")));
    parts.push(
      ballGrid(
        "call",
        (b) => shot.call?.ball === b,
        (b) => {
          shot.call = { ball: b, pocket: shot.call?.pocket ?? null };
          render();
        },
      ),
    );
    parts.push(
      pocketGrid("callpocket", shot.call?.pocket, (p) => {
        shot.call = { ball: shot.call?.ball ?? null, pocket: p };
        render();
      }),
    );
    parts.push(
      h(
        "button",
        {
          type: "button",
          "data-testid": "defense",
          class: shot.call?.defense ? "on" : "",
          onclick: () => {
            shot.call = { defense: true };
            render();
          },
        },
        t("defense"),
      ),
    );
  }
  if (game === "bola8" && sh.call === "group") {
    parts.push(h("h2", {}, t("group")));
    parts.push(
      h(
        "div",
        { class: "row" },
        ["solids", "stripes"].map((g) =>
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
  }
  if (game === "bola8" && sh.call === "pocket-8") {
    parts.push(h("h2", {}, t("eightPocket")));
    parts.push(
      pocketGrid("eight", shot.pocket8, (p) => {
        shot.pocket8 = p;
        render();
      }),
    );
  }
  parts.push(h("h2", {}, t("firstHit")));
  parts.push(
    ballGrid(
      "first",
      (b) => shot.first === b,
      (b) => {
        shot.first = b;
        render();
      },
      { none: true },
    ),
  );
  parts.push(h("h2", {}, t("dropped")));
  parts.push(
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
  if (shot.pending !== null)
    parts.push(
      pocketGrid("droppocket", null, (p) => {
        shot.dropped = [...shot.dropped, { ball: shot.pending, pocket: p }];
        shot.pending = null;
        render();
      }),
    );
  parts.push(
    h(
      "div",
      { "data-testid": "dropped-list" },
      shot.dropped.map((d, i) =>
        h(
          "span",
          {
            class: "chip",
            onclick: () => {
              shot.dropped = shot.dropped.filter((_, j) => j !== i);
              render();
            },
          },
          `${d.ball === 0 ? "○" : d.ball} → ${t(d.pocket)} ✕`,
        ),
      ),
    ),
  );
  parts.push(
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
  const human = catalogue?.humanFouls?.[game] ?? [];
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
              title: catalogue?.rules?.[id]?.[lang]?.text ?? "",
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
  if (game === "pina" && sh.isBreak)
    parts.push(
      h(
        "label",
        {},
        h("input", {
          type: "checkbox",
          style: "width:auto",
          checked: shot.miscue,
          onchange: (ev) => {
            shot.miscue = ev.target.checked;
          },
        }),
        ` ${t("miscue")}`,
      ),
    );
  const callIncomplete =
    game === "pina" &&
    shot.call &&
    !shot.call.defense &&
    (shot.call.ball === null || shot.call.pocket === null);
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
          onclick: () => send(shotStep(by, game)),
        },
        t("record"),
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

function render() {
  const app = document.getElementById("app");
  // For tests and screen readers: how many entries the page has seen, and whether one is in flight.
  document.body.dataset.seq = String(view?.encounter?.seq ?? "");
  document.body.dataset.busy = String(busy);
  document.getElementById("lang").textContent = t("language");
  app.replaceChildren();
  if (error) app.append(h("div", { class: "error", "data-testid": "error", role: "alert" }, error));
  if (!view) return;
  document.getElementById("title").textContent = `${view.tournament.name} · ${t("table")} ${view.table}`;
  const e = view.encounter;
  if (!e) {
    app.append(h("p", { "data-testid": "no-match" }, t("noMatch")));
    return;
  }
  const game = view.tournament.game;
  app.append(scoreboard(e, game), announcement() ?? "");
  if (e.breaker === null) {
    app.append(
      h("h2", {}, t("whoBreaks")),
      h(
        "div",
        { class: "row" },
        e.players.map((p, i) =>
          h(
            "button",
            { type: "button", "data-testid": `breaker-${i}`, onclick: () => post("start", { breaker: i }) },
            p,
          ),
        ),
      ),
    );
    return;
  }
  if (e.report?.matchOver) {
    app.append(h("h2", { "data-testid": "match-over" }, t("matchOver")));
    return;
  }
  if (hint("lag"))
    app.append(
      h(
        "div",
        { class: "card" },
        h("h2", {}, t("lagWinner")),
        h(
          "div",
          { class: "row" },
          e.players.map((p, i) =>
            h(
              "button",
              { type: "button", "data-testid": `lag-${i}`, onclick: () => send({ lag: { winner: i } }) },
              p,
            ),
          ),
        ),
      ),
    );
  const choose = hint("choose");
  if (choose)
    app.append(
      h(
        "div",
        { class: "card" },
        h("h2", {}, `${t("options")} ${e.players[choose.by]}`),
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
                          ? {
                              equalize: equalizePick.length ? equalizePick : choose.equalizeBalls.slice(0, 1),
                            }
                          : o,
                    },
                  }),
              },
              t(o),
            ),
          ),
        ),
      ),
    );
  if (choose?.options.includes("equalize"))
    app.append(
      h(
        "div",
        { class: "card" },
        h("h2", {}, `${t("equalize")} (≤ ${choose.equalizeUpTo})`),
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
  const sh = hint("shot");
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
        .filter((x) => x.kind === "resign")
        .map((x) =>
          h(
            "button",
            {
              type: "button",
              "data-testid": `resign-${x.by}`,
              onclick: () => {
                if (confirm(`${e.players[x.by]}: ${t("resign")}?`)) send({ resign: { by: x.by } });
              },
            },
            `${e.players[x.by]} ${t("resign")}`,
          ),
        ),
    ),
  );
}

document.getElementById("lang").addEventListener("click", () => {
  toggleLang();
  render();
});
// Another phone at this table, or the next encounter called here: the live socket says the
// tournament changed, and the page reloads its table unless an entry is half tapped.
function follow() {
  const ws = new WebSocket(`${location.protocol === "https:" ? "wss" : "ws"}://${location.host}/api/live`);
  ws.onopen = () => ws.send(JSON.stringify({ v: 1, kind: "subscribe", tournament }));
  ws.onmessage = (m) => {
    const msg = JSON.parse(m.data);
    const mine = msg.tournament?.encounters?.find((x) => x.table === number && x.status === "playing");
    const seen = view?.encounter;
    const changed = (mine?.id ?? null) !== (seen?.id ?? null) || (mine && mine.breaker !== seen?.breaker);
    const untouched = JSON.stringify(shot) === JSON.stringify(fresh());
    if (
      changed ||
      (untouched && mine?.report && JSON.stringify(mine.report) !== JSON.stringify(seen?.report))
    )
      void load();
  };
  ws.onclose = () => setTimeout(follow, 2000);
}
void load();
follow();
