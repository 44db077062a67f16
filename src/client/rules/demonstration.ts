/**
 * A rule played by the engine (issue 27 item 1): the rule's position (game/positions.ts), its
 * stroke simulated by the physics and ruled by the referee as in any match, the balls rolling
 * on a small table, then the referee's words as the narration says them (and the choices that
 * follow the stroke, when the rule is an option offered after another). "Try it" opens the
 * same position on the game table. A lag's rules are played as a new match's lag: both lag balls
 * rolling, then the lag's judgement; there is no position to try.
 */
import { useSignal } from "@preact/signals";
import { type ComponentChild, h } from "preact";
import { useEffect, useRef } from "preact/hooks";
import type { BallId } from "../../core/index.ts";
import {
  BALL_RADIUS,
  type BallPath,
  judgeNoShow,
  lagStart,
  type Match,
  type MatchAfter,
  pathOf,
  playDemonstration,
  playLagDemonstration,
  positionMatch,
  RULE_LAGS,
  RULE_NOSHOWS,
  RULE_POSITIONS,
  SHOWN_AS,
  startMatch,
} from "../../game/index.ts";
import {
  formatPoints,
  type Line,
  narrateLag,
  narrateStep,
  renderLine,
  ruleTitle,
  sideName,
} from "../../narration/index.ts";
import { isRuleId, NOSHOW_WAIT_MINUTES } from "../../rules/index.ts";
import { lang, t } from "../i18n/index.ts";
import { BALL_PX, sx, sy, table } from "./diagrams.ts";

interface Spot {
  readonly id: BallId;
  readonly x: number;
  readonly y: number;
}

interface Played {
  readonly paths: ReadonlyMap<BallId, BallPath>;
  readonly duration: number;
  readonly lines: readonly string[];
  /** Where the balls stand once the choices after the stroke are made (a ball spotted by one). */
  readonly end: readonly Spot[] | null;
}

/** A step's words, as the narration says them, from the match before it (with sides, its partners'). */
function narrated(before: Match, after: MatchAfter, names: [string, string]): Line[] {
  const step = after.step;
  const sides = before.setup.sides;
  return before.rules && step.ruleAction && step.ruling && step.report
    ? narrateStep({
        names,
        ...(sides ? { sides } : {}),
        before: before.rules,
        action: step.ruleAction,
        ruling: step.ruling,
        report: step.report,
      })
    : [];
}

const onCloth = (m: Match): Spot[] =>
  m.balls
    .filter((b) => b.motion !== "pocketed" && b.motion !== "off")
    .map((b) => ({ id: b.id, x: b.r[0], y: b.r[1] }));

/** The clock of a no-show's demonstration runs the wait in this many seconds. */
const NOSHOW_CLOCK_S = 2.5;

/** A no-show judged as a tournament judges it: the wait runs out, and who was there decides. */
function playNoShow(id: string, names: [string, string]): Played | null {
  const d = RULE_NOSHOWS[id];
  if (!d) return null;
  const o = judgeNoShow(d);
  const lines =
    o.kind === "forfeit"
      ? [
          t("demoNoShowForfeit", {
            absent: names[o.winner === 0 ? 1 : 0],
            present: names[o.winner],
            minutes: NOSHOW_WAIT_MINUTES,
            points: `${formatPoints(o.points[0], lang.value)}–${formatPoints(o.points[1], lang.value)}`,
          }),
        ]
      : o.kind === "both-disqualified"
        ? [t("demoNoShowBoth", { minutes: NOSHOW_WAIT_MINUTES })]
        : [];
  return { paths: new Map(), duration: NOSHOW_CLOCK_S, lines, end: null };
}

/** The demonstration played once by the engine: each ball's path and the referee's words. */
function play(id: string): Played | null {
  const names: [string, string] = [t("demoShooter"), t("demoOpponent")];
  if (RULE_NOSHOWS[id]) return playNoShow(id, names);
  const lag = RULE_LAGS[id];
  if (lag) {
    const played = playLagDemonstration(lag, names);
    const sim = played.ok ? played.value.after.simulation : undefined;
    const judged = played.ok ? played.value.after.step.lag : undefined;
    if (!sim || !judged) return null;
    const paths = new Map<BallId, BallPath>();
    for (const b of sim.final) {
      const path = pathOf(sim, b.id);
      if (path) paths.set(b.id, path);
    }
    const lines = narrateLag(lag.game, names, judged.result);
    return { paths, duration: sim.duration, lines: lines.map((l) => renderLine(l, lang.value)), end: null };
  }
  const p = RULE_POSITIONS[id];
  if (!p) return null;
  // G-TEAM: a match of sides is said by its sides' names ("Ana y Carla").
  if (p.sides) {
    names[0] = sideName(p.sides[0], lang.value);
    names[1] = sideName(p.sides[1], lang.value);
  }
  const played = playDemonstration(p, names);
  if (!played.ok || !played.value.after.simulation) return null;
  const { before, after, following } = played.value;
  const sim = after.simulation!;
  const paths = new Map<BallId, BallPath>();
  for (const b of before.balls) {
    if (b.motion === "pocketed") continue;
    const path = pathOf(sim, b.id);
    if (path) paths.set(b.id, path);
  }
  // Referee mode (G-HUMAN): what the referee at the table saw, said before the ruling it shapes.
  // A seed sub-paragraph (PC-13b) is said by the title of the rule it belongs to, this section's.
  const seen = (p.stroke.seen ?? [])
    .map((code) => (isRuleId(code) ? code : isRuleId(id) ? id : null))
    .flatMap((rule) => (rule ? [ruleTitle(rule, lang.value)] : []));
  const lines: string[] = seen.length > 0 ? [t("demoSeen", { what: seen.join(", ") })] : [];
  // G-OFFTABLE-BACK: the referee has nothing to rule, so the page says what the stroke showed.
  if (SHOWN_AS[id]?.shows === "back") lines.push(t("demoBackIn"));
  if (SHOWN_AS[id]?.shows === "rail-first") lines.push(t("demoRailFirst"));
  const words = narrated(before, after, names);
  let at = after.match;
  for (const next of following) {
    words.push(...narrated(at, next, names));
    at = next.match;
  }
  const end = following.length > 0 ? onCloth(at) : null;
  lines.push(...words.map((l) => renderLine(l, lang.value)));
  return { paths, duration: sim.duration, lines, end };
}

/** Where a ball is at time `time` along its sampled path (the last point once it stops or drops). */
function at(path: BallPath, time: number): { x: number; y: number } {
  let i = 0;
  while (i + 1 < path.length && path[i + 1]!.t <= time) i++;
  const a = path[i]!;
  const b = path[i + 1];
  if (!b) return a;
  const f = (time - a.t) / (b.t - a.t || 1);
  return { x: a.x + (b.x - a.x) * f, y: a.y + (b.y - a.y) * f };
}

/** The position's balls on the cloth before the stroke (a break's rack included); a lag's two balls. */
function restingBalls(id: string): Spot[] {
  const lag = RULE_LAGS[id];
  const noShow = RULE_NOSHOWS[id];
  if (lag || noShow) {
    const m = startMatch({ seed: "position", game: lag?.game ?? "pina", players: ["A", "B"], settings: {} });
    if (!m.ok) return [];
    // A no-show: only the lag balls of those who came wait at the head of the table.
    return ([0, 1] as const)
      .filter((p) => !noShow || noShow.present[p])
      .map((p) => {
        const [x, y] = lagStart(m.value.table, p, BALL_RADIUS);
        return { id: p, x, y };
      });
  }
  const p = RULE_POSITIONS[id];
  const m = p ? positionMatch(p) : null;
  if (!m?.ok) return [];
  return onCloth(m.value);
}

/** A lag is played with two cue balls (ids 0 and 1 for the simulation only). */
const ballClass = (id: BallId, lag: boolean) =>
  id === 0 || lag ? "cue" : id === 8 ? "eight" : id > 8 ? "stripe" : "solid";

export function Demonstration(props: { id: string }): ComponentChild {
  const played = useSignal<Played | null>(null);
  const time = useSignal(0);
  const done = useSignal(false);
  const frame = useRef(0);
  useEffect(() => () => cancelAnimationFrame(frame.current), []);
  const noShow = props.id in RULE_NOSHOWS;
  // Two cue balls: a lag's, or a no-show's lag balls of those who came.
  const lag = props.id in RULE_LAGS || noShow;
  if (!RULE_POSITIONS[props.id] && !lag) return null;
  const start = () => {
    const result = played.value ?? play(props.id);
    if (!result) return;
    played.value = result;
    done.value = false;
    const t0 = performance.now();
    const tick = (now: number) => {
      time.value = Math.min(result.duration, (now - t0) / 1000);
      if (time.value < result.duration) frame.current = requestAnimationFrame(tick);
      else done.value = true;
    };
    cancelAnimationFrame(frame.current);
    frame.current = requestAnimationFrame(tick);
  };
  const shown = played.value;
  const balls =
    !shown || noShow
      ? restingBalls(props.id)
      : done.value && shown.end
        ? shown.end
        : [...shown.paths].map(([id, path]) => ({ id, ...at(path, time.value) }));
  return h(
    "figure",
    { class: "demo", "data-testid": "demonstration" },
    table(
      balls.map((b) =>
        h("circle", {
          cx: sx(b.x),
          cy: sy(b.y),
          r: BALL_PX,
          class: `ball ${ballClass(b.id, lag)}`,
          "data-ball": b.id,
        }),
      ),
      `${props.id} demo`,
    ),
    h(
      "div",
      { class: "demo-actions" },
      h(
        "button",
        { type: "button", "data-testid": "demo-play", onClick: start },
        played.value ? t("demoAgain") : t("demoPlay"),
      ),
      lag
        ? null
        : h(
            "a",
            {
              class: "button",
              href: `./?lang=${lang.value}&position=${encodeURIComponent(props.id)}`,
              "data-testid": "try-it",
            },
            t("demoTry"),
          ),
    ),
    // A no-show's clock: the wait after the set time running out.
    noShow && shown
      ? h(
          "p",
          { class: "demo-clock", "data-testid": "demo-clock" },
          t("demoClock", { m: Math.round((NOSHOW_WAIT_MINUTES * time.value) / shown.duration) }),
        )
      : null,
    done.value && played.value
      ? h(
          "figcaption",
          { "data-testid": "demo-ruling" },
          played.value.lines.map((l) => h("p", null, l)),
        )
      : null,
  );
}
