/**
 * The browser game's entry: the start menu, then a match. A read-only snapshot is exposed on
 * `window.__mingo` for the end-to-end tests to wait on (they act only through the page).
 */
import "./zod-jitless.ts";
import { signal } from "@preact/signals";
import { type ComponentChild, h, render } from "preact";
import { renderLine } from "../narration/index.ts";
import { GameScreen } from "./app/game-screen.ts";
import { Menu } from "./app/menu.ts";
import { type MatchConfig, Session } from "./app/session.ts";
import { runFrameBench } from "./bench-page.ts";
import { lang } from "./i18n/i18n.ts";

// The server's invite links open the game's address (/#/online/invite/CODE): online play has its own page.
if (location.hash.startsWith("#/online/"))
  location.replace(`online.html${location.search}#/${location.hash.slice("#/online/".length)}`);

const params = new URLSearchParams(location.search);
if (params.get("lang") === "en") lang.value = "en";

const session = signal<Session | null>(null);

function App(): ComponentChild {
  const s = session.value;
  if (!s)
    return h(Menu, {
      onStart: (c: MatchConfig) => {
        session.value = new Session(c);
      },
    });
  return h(GameScreen, {
    session: s,
    onMenu: () => {
      session.value = null;
    },
  });
}

function snapshot() {
  const s = session.value;
  if (!s) return { screen: "menu" as const };
  const m = s.match.value;
  const tr = s.turn.value;
  return {
    screen: "game" as const,
    game: s.config.game,
    phase: m.phase.kind,
    turn: tr.kind,
    who: tr.kind === "over" ? null : tr.who,
    humanToAct: s.humanToAct.value,
    busy: s.busy.value,
    inHand: s.inHandNow(),
    cueAt: s.cueAt.value,
    headStringX: m.table.headStringX,
    options: tr.kind === "choose" ? s.shownOptions(tr.hint) : [],
    call: tr.kind === "shot" ? tr.hint.call : tr.kind === "choose" ? (tr.shot?.call ?? null) : null,
    matchOver: m.rules?.matchOver ?? false,
    matchScore: m.rules?.matchScore ?? null,
    rack: m.rules?.rack ?? null,
    logLength: s.log.value.length,
    latest: s.latest.value.map((l) => renderLine(l, lang.value)),
    cameraMoving:
      (window as unknown as { __mingoView?: { cameraMoving: boolean } }).__mingoView?.cameraMoving ?? false,
  };
}

/** Page coordinates of a ball or a pocket on the table view, for tests that click the canvas. */
function screenOf(what: { ball: number } | { pocket: string }) {
  const s = session.value;
  const view = (window as unknown as { __mingoView?: import("./view/table-view.ts").TableView }).__mingoView;
  if (!s || !view) return null;
  const m = s.match.value;
  if ("ball" in what) {
    const p = what.ball === 0 && s.cueAt.value ? s.cueAt.value : view.ballAt(what.ball as 0);
    return p ? view.screenPosition(p) : null;
  }
  const pocket = m.table.pockets.find((q) => q.id === what.pocket);
  return pocket ? view.screenPosition(pocket.centre) : null;
}

(window as unknown as { __mingo: unknown }).__mingo = { snapshot, screenOf };

const root = document.getElementById("app")!;
if (params.get("bench") === "break") void runFrameBench(root);
else render(h(App, null), root);
