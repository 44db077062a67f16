/**
 * A rule played by the engine (issue 27 item 1): the rule's position (game/positions.ts), its
 * stroke simulated by the physics and ruled by the referee as in any match, the balls rolling
 * on a small table, then the referee's words as the narration says them. "Try it" opens the
 * same position on the game table.
 */
import { useSignal } from "@preact/signals";
import { type ComponentChild, h } from "preact";
import { useEffect, useRef } from "preact/hooks";
import type { BallId } from "../../core/index.ts";
import { type BallPath, pathOf, playDemonstration, positionMatch, RULE_POSITIONS } from "../../game/index.ts";
import { narrateStep, renderLine } from "../../narration/index.ts";
import { lang, t } from "../i18n/i18n.ts";
import { BALL_PX, sx, sy, table } from "./diagrams.ts";

interface Played {
  readonly paths: ReadonlyMap<BallId, BallPath>;
  readonly duration: number;
  readonly lines: readonly string[];
}

/** The demonstration played once by the engine: each ball's path and the referee's words. */
function play(id: string): Played | null {
  const p = RULE_POSITIONS[id];
  if (!p) return null;
  const names: [string, string] = [t("demoShooter"), t("demoOpponent")];
  const played = playDemonstration(p, names);
  if (!played.ok || !played.value.after.simulation) return null;
  const { before, after } = played.value;
  const sim = after.simulation!;
  const paths = new Map<BallId, BallPath>();
  for (const b of before.balls) {
    if (b.motion === "pocketed") continue;
    const path = pathOf(sim, b.id);
    if (path) paths.set(b.id, path);
  }
  const step = after.step;
  const lines =
    before.rules && step.ruleAction && step.ruling && step.report
      ? narrateStep({
          names,
          before: before.rules,
          action: step.ruleAction,
          ruling: step.ruling,
          report: step.report,
        })
      : [];
  return { paths, duration: sim.duration, lines: lines.map((l) => renderLine(l, lang.value)) };
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

/** The position's balls on the cloth before the stroke (a break's rack included). */
function restingBalls(id: string): { id: BallId; x: number; y: number }[] {
  const p = RULE_POSITIONS[id];
  const m = p ? positionMatch(p) : null;
  if (!m?.ok) return [];
  return m.value.balls
    .filter((b) => b.motion !== "pocketed")
    .map((b) => ({ id: b.id, x: b.r[0], y: b.r[1] }));
}

const ballClass = (id: BallId) => (id === 0 ? "cue" : id === 8 ? "eight" : id > 8 ? "stripe" : "solid");

export function Demonstration(props: { id: string }): ComponentChild {
  const played = useSignal<Played | null>(null);
  const time = useSignal(0);
  const done = useSignal(false);
  const frame = useRef(0);
  useEffect(() => () => cancelAnimationFrame(frame.current), []);
  const p = RULE_POSITIONS[props.id];
  if (!p) return null;
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
  const balls = played.value
    ? [...played.value.paths].map(([id, path]) => ({ id, ...at(path, time.value) }))
    : restingBalls(props.id);
  return h(
    "figure",
    { class: "demo", "data-testid": "demonstration" },
    table(
      balls.map((b) =>
        h("circle", {
          cx: sx(b.x),
          cy: sy(b.y),
          r: BALL_PX,
          class: `ball ${ballClass(b.id)}`,
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
      h(
        "a",
        {
          class: "button",
          href: `./?lang=${lang.value}&position=${encodeURIComponent(props.id)}`,
          "data-testid": "try-it",
        },
        t("demoTry"),
      ),
    ),
    done.value && played.value
      ? h(
          "figcaption",
          { "data-testid": "demo-ruling" },
          played.value.lines.map((l) => h("p", null, l)),
        )
      : null,
  );
}
