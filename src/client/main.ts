/**
 * The browser game's entry: the start menu (with the kept match offered for resume), then a
 * match. A read-only snapshot is exposed on `window.__mingo` for the end-to-end tests to wait on
 * (they act only through the page).
 */
import "./zod-jitless.ts";
import { effect, signal } from "@preact/signals";
import { type ComponentChild, h, render } from "preact";
import type { BallId, Vec2 } from "../core/index.ts";
import {
  type Drill,
  decodePosition,
  drillById,
  FIRST_MATCH,
  learnerOf,
  lessonMatch,
  type Match,
  moveBall,
  type PositionSpec,
  positionMatch,
  positionOf,
  RULE_POSITIONS,
} from "../game/index.ts";
import { renderLine, sideName } from "../narration/index.ts";
import { setLanguage } from "./app/controls.ts";
import { DrillPanel } from "./app/drill-panel.ts";
import { GameScreen } from "./app/game-screen.ts";
import { recordFinished } from "./app/history.ts";
import { LessonPanel } from "./app/lesson-panel.ts";
import { isLearnGame, type LearnGame, readProgress, writeProgress } from "./app/lesson-progress.ts";
import type { Seat } from "./app/match-source.ts";
import { Menu } from "./app/menu.ts";
import { PracticeTools } from "./app/practice-tools.ts";
import { forgetMatch, keepMatch, keptMatch, restoreMatch } from "./app/resume.ts";
import { type MatchConfig, Session } from "./app/session.ts";
import { statusOf } from "./app/status.ts";
import { runFrameBench } from "./bench-page.ts";
import { lang, t } from "./i18n/index.ts";
import { problemWords, savedProblemWords } from "./problem-words.ts";

// The server's invite links open the game's address (/#/online/invite/CODE): online play has its own page.
if (location.hash.startsWith("#/online/"))
  location.replace(`online.html${location.search}#/${location.hash.slice("#/online/".length)}`);

const params = new URLSearchParams(location.search);
const savedLang = (() => {
  try {
    return localStorage.getItem("mingo.lang");
  } catch {
    return null;
  }
})();
const wanted = params.get("lang") ?? savedLang;
setLanguage(wanted === "en" ? "en" : "es");

const session = signal<Session | null>(null);
const resumeError = signal<string | null>(null);
let stopKeeping: (() => void) | null = null;

function open(s: Session): void {
  stopKeeping?.();
  session.value = s;
  // Every step of the match is kept, so a reload or a closed tab can continue it.
  stopKeeping = effect(() => {
    keepMatch(s.config, s.match.value);
    // A finished match goes to this browser's history, for the statistics page.
    recordFinished(s.match.value, "local");
  });
}

/**
 * Practice: a rule's position (?position=PC-45, "try it" on the rules page), a drill (?drill=ID,
 * with its target and score) or a position from a link (?at=…, a replay's step or a shared
 * position), both players at this screen. A practice match is never
 * kept for resuming nor counted in the statistics (its balls were set by hand, so no replay of
 * actions reproduces it). "Again" puts the balls back where the position has them.
 */
type Practice =
  | { readonly kind: "position"; readonly id: string }
  | { readonly kind: "drill"; readonly drill: Drill }
  /** A position from a link (a replay's step, or shared). */
  | { readonly kind: "shared"; readonly spec: PositionSpec }
  /** The first match that teaches (?learn=bola8|pina): a lesson's table; `index` = the count once done. */
  | { readonly kind: "lesson"; readonly game: LearnGame; readonly index: number };
const practice = signal<Practice | null>(null);
/** Practice: the balls are being placed by hand, and why the last drop was refused. */
const arranging = signal(false);
const arrangeRefusal = signal<string | null>(null);

/** The position a practice opens (or opened from: a drill's, a rule's, a link's). */
function specOf(p: Practice): PositionSpec | null {
  if (p.kind === "position") return RULE_POSITIONS[p.id] ?? null;
  if (p.kind === "drill") return p.drill.position;
  if (p.kind === "shared") return p.spec;
  return null;
}

/** Placing balls starts from the table as it stands (after shots too), else the position as set. */
function startArranging(s: Session, p: Practice): void {
  const here = positionOf(s.match.value) ?? specOf(p);
  if (!here) return;
  arranging.value = true;
  arrangeRefusal.value = null;
  openPractice({ kind: "shared", spec: here });
}

function arranged(spec: PositionSpec, id: BallId, at: Vec2): void {
  const r = moveBall(spec, id, at);
  if (!r.ok) {
    arrangeRefusal.value = t("practiceRefused", { msg: problemWords(r.error, spec.game) });
    session.value?.refreshView();
    return;
  }
  arrangeRefusal.value = null;
  openPractice({ kind: "shared", spec: r.value });
}
/** Every partner of a practised position plays here, at this screen. */
const HUMAN: Seat = { kind: "human" };
/** Counts practice set-ups, so each "again" starts a fresh drill panel. */
let practiceRun = 0;
function openPractice(p: Practice): void {
  if (p.kind === "lesson") {
    openLesson(p.game, p.index);
    return;
  }
  const spec = p.kind === "position" ? RULE_POSITIONS[p.id] : p.kind === "drill" ? p.drill.position : p.spec;
  if (!spec) return;
  // G-TEAM: a position of sides is played by its partners, each side by its players' names.
  const sides = spec.sides;
  const names: [string, string] = sides
    ? [sideName(sides[0], lang.value), sideName(sides[1], lang.value)]
    : [t("demoShooter"), t("demoOpponent")];
  const m = positionMatch(spec, names);
  if (!m.ok) return;
  stopKeeping?.();
  stopKeeping = null;
  practice.value = p;
  practiceRun++;
  const id = p.kind === "position" ? p.id : p.kind === "drill" ? p.drill.id : "shared";
  const made = new Session(
    {
      game: spec.game,
      names,
      opponent: "human",
      level: "easy",
      settings: spec.settings ?? {},
      seed: `position-${id}`,
      ...(sides
        ? { sides: { partners: sides, seats: [sides[0].map(() => HUMAN), sides[1].map(() => HUMAN)] } }
        : {}),
    },
    undefined,
    m.value,
  );
  // While placing balls, every drop makes a new position to practise from.
  made.arranging.value = arranging.value;
  made.onArrange = (ball, at) => arranged(spec, ball, at);
  session.value = made;
}
/**
 * A lesson's table against the gentle computer: a new match for the lag, else its position (the
 * computer's foul already played, both sides at this screen so the learner answers it). Never
 * kept as a match to resume: the lesson reached is kept instead (lesson-progress.ts). Once every
 * lesson is learned, a new match against the computer.
 */
function openLesson(game: LearnGame, index: number): void {
  const lesson = FIRST_MATCH[game][index];
  const you = t("learnYou");
  const computer = t("learnComputer");
  const learner = lesson ? learnerOf(lesson) : 0;
  const names: [string, string] = learner === 0 ? [you, computer] : [computer, you];
  const seed = `learn-${game}-${index}-${practiceRun}`;
  const config: MatchConfig = {
    game,
    names,
    opponent: lesson?.start.kind === "after-demo" ? "human" : "computer",
    level: "easy",
    settings: {},
    seed,
  };
  let start: Match | undefined;
  if (lesson && lesson.start.kind !== "new-match") {
    const m = lessonMatch(lesson, game, [you, computer], seed);
    if (!m.ok) return;
    start = m.value;
  }
  stopKeeping?.();
  stopKeeping = null;
  practice.value = { kind: "lesson", game, index };
  practiceRun++;
  writeProgress(game, { ...readProgress(game), next: index });
  session.value = new Session(config, undefined, start);
}

const wantedPosition = params.get("position");
const wantedDrill = drillById(params.get("drill") ?? "");
const sharedPosition = params.get("at");
const wantedLesson = params.get("learn");
if (isLearnGame(wantedLesson)) openLesson(wantedLesson, readProgress(wantedLesson).next);
else if (wantedPosition) openPractice({ kind: "position", id: wantedPosition });
else if (wantedDrill) openPractice({ kind: "drill", drill: wantedDrill });
else if (sharedPosition) {
  const spec = decodePosition(sharedPosition);
  if (spec.ok) openPractice({ kind: "shared", spec: spec.value });
  // The cue ball is named only for a position with a game: "bola8" stands in for a damaged link.
  else resumeError.value = t("positionRefused", { msg: problemWords(spec.error, "bola8") });
}

function App(): ComponentChild {
  const s = session.value;
  if (!s)
    return h(Menu, {
      kept: keptMatch(),
      resumeError: resumeError.value,
      onResume: () => {
        const r = restoreMatch();
        if (!r.ok) {
          resumeError.value = t("resumeFailed", { msg: savedProblemWords(r.error) });
          forgetMatch();
          return;
        }
        resumeError.value = null;
        open(new Session(r.value.config, undefined, r.value.match));
      },
      onDiscard: () => {
        forgetMatch();
        resumeError.value = null;
        session.value = null;
      },
      onStart: (c: MatchConfig) => {
        forgetMatch();
        open(new Session(c));
      },
    });
  const screen = h(GameScreen, {
    session: s,
    onMenu: () => {
      stopKeeping?.();
      stopKeeping = null;
      practice.value = null;
      arranging.value = false;
      session.value = null;
    },
  });
  const p = practice.value;
  if (!p) return screen;
  if (p.kind === "lesson")
    return [
      screen,
      h(LessonPanel, {
        key: `${p.game}-${p.index}-${practiceRun}`,
        session: s,
        game: p.game,
        index: p.index,
        onAgain: () => openLesson(p.game, p.index),
        onNext: () => openLesson(p.game, p.index + 1),
        onRestart: () => {
          writeProgress(p.game, { next: 0, learned: [] });
          openLesson(p.game, 0);
        },
        // Every lesson learned: the table is a new match against the computer; play it as any match.
        onPlay: () => {
          practice.value = null;
          forgetMatch();
          open(s);
        },
      }),
    ];
  return [
    screen,
    p.kind === "drill"
      ? h(DrillPanel, {
          key: `${p.drill.id}-${practiceRun}`,
          session: s,
          drill: p.drill,
          onAgain: () => openPractice(p),
        })
      : [
          h(
            "p",
            { class: "practice-banner", "data-testid": "practice" },
            p.kind === "position" ? t("demoPractice", { id: p.id }) : t("sharedPractice"),
          ),
          h(PracticeTools, {
            arranging: arranging.value,
            refusal: arrangeRefusal.value,
            onArrange: () => startArranging(s, p),
            onDone: () => {
              arranging.value = false;
              arrangeRefusal.value = null;
              s.arranging.value = false;
              s.refreshView();
            },
            onAgain: () => openPractice(p),
          }),
        ],
  ];
}

function snapshot() {
  const s = session.value;
  if (!s) return { screen: "menu" as const, kept: keptMatch() !== null };
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
    isBreak: tr.kind === "shot" ? tr.hint.isBreak : false,
    legal:
      tr.kind === "shot"
        ? tr.hint.legalFirstContact
        : tr.kind === "choose"
          ? (tr.shot?.legalFirstContact ?? [])
          : [],
    matchOver: m.rules?.matchOver ?? false,
    matchScore: m.rules?.matchScore ?? null,
    rack: m.rules?.rack ?? null,
    rulesPhase: m.rules?.phase.kind ?? null,
    status: statusOf(m),
    actions: m.actions.length,
    seed: m.setup.seed,
    /** The balls on the cloth: id and centre (a practice position's are where it put them). */
    onCloth: m.balls
      .filter((b) => b.motion !== "pocketed" && b.motion !== "off")
      .map((b) => [b.id, b.r[0], b.r[1]]),
    aim: s.aim.value,
    logLength: s.log.value.length,
    latest: s.latest.value.map((l) => renderLine(l, lang.value)),
    // G-TEAM: the partner due, and every stroke's side and partner so far.
    due: s.due.value,
    strokes: m.log.flatMap((l) => (l.shot ? [[l.shot.by, l.shot.player ?? 0]] : [])),
    cameraMoving:
      (window as unknown as { __mingoView?: { cameraMoving: boolean } }).__mingoView?.cameraMoving ?? false,
  };
}

/** Page coordinates of a ball or a pocket on the table view, for tests that click the canvas. */
function screenOf(what: { ball: number } | { pocket: string } | { point: [number, number] }) {
  const s = session.value;
  const view = (window as unknown as { __mingoView?: import("./view/index.ts").TableView }).__mingoView;
  if (!s || !view) return null;
  const m = s.match.value;
  if ("point" in what) return view.screenPosition(what.point);
  if ("ball" in what) {
    const p = what.ball === 0 && s.cueAt.value ? s.cueAt.value : view.ballAt(what.ball as 0);
    return p ? view.screenPosition(p) : null;
  }
  const pocket = m.table.pockets.find((q) => q.id === what.pocket);
  return pocket ? view.screenPosition(pocket.centre) : null;
}

/** The table's drawn outline on the page (its rails' outer corners), for the tests' sampling. */
function tableRect() {
  const view = (window as unknown as { __mingoView?: import("./view/index.ts").TableView }).__mingoView;
  return view ? view.tableScreenRect() : null;
}

(window as unknown as { __mingo: unknown }).__mingo = { snapshot, screenOf, tableRect };

const root = document.getElementById("app")!;
if (params.get("bench") === "break") void runFrameBench(root);
else render(h(App, null), root);

// Installable and playable offline after the first visit: a small service worker caches the app.
if ("serviceWorker" in navigator && params.get("bench") === null && location.protocol !== "file:") {
  window.addEventListener("load", () => {
    navigator.serviceWorker
      .register("./sw.js")
      .then(() => navigator.serviceWorker.ready)
      .then((reg) => {
        // The files this visit loaded (their names carry build hashes): kept for offline play.
        const files = performance.getEntriesByType("resource").map((e) => e.name);
        reg.active?.postMessage({ cache: [location.href.split("?")[0], ...files] });
      })
      .catch(() => {
        // No offline copy (a private window, say): the game works online as before.
      });
  });
}
