/**
 * Each step from the match source played back on the table view, then the referee's words; and
 * the last shot's replay (on request, or by itself after a close pot).
 */
import { batch } from "@preact/signals";
import type { BallId, PlayerIndex } from "../../core/index.ts";
import type { GameAction, StepLog } from "../../game/index.ts";
import { powerForSpeed } from "../../game/index.ts";
import { announceCall } from "../../narration/index.ts";
import type { BallState } from "../../physics/index.ts";
import type { MatchState } from "../../rules/index.ts";
import type { LagMark } from "../view/index.ts";
import { atRate, toPlayback } from "./adapters.ts";
import { autoReplayOn, type ClosePot, closePot } from "./close-pot.ts";
import type { PlayedStep } from "./match-source.ts";
import type { LagReport } from "./session-config.ts";
import type { SessionState } from "./session-state.ts";
import { NO_AIM, refreshView, startPoses } from "./session-view.ts";
import { stepLines } from "./step-lines.ts";

const ALL_BALLS = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15] as BallId[];

/** A close pot's replay runs on this long after its ball drops (s of the shot). */
const CLOSE_POT_TAIL_S = 0.6;

/** The last shot again from the broadcast angle, at its own pace or slower (`rate` ½: half speed). */
export async function replayLast(s: SessionState, rate = 1): Promise<void> {
  if (!s.last?.step.simulation || !s.view || s.busy.value) return;
  await replay(s, rate, null);
  refreshView(s);
}

/**
 * Plays the last shot again from the broadcast angle; a close pot's replay (automatic) stops a
 * moment after its ball drops, then the table is left as the shot left it.
 */
async function replay(s: SessionState, rate: number, close: ClosePot | null): Promise<void> {
  const last = s.last;
  const view = s.view;
  const sim = last?.step.simulation;
  if (!last || !sim || !view) return;
  s.playing.value = true;
  s.replaying.value = { rate, close: close?.reason ?? null };
  view.setInteraction(NO_AIM);
  view.setBalls(last.start);
  const whole = toPlayback(sim, last.hidden);
  const end = close ? Math.min(whole.duration, close.t + CLOSE_POT_TAIL_S) : whole.duration;
  const part = { ...whole, duration: end, cues: whole.cues.filter((c) => c.t <= end) };
  await view.play({ ...atRate(part, rate), camera: "broadcast" });
  if (close) view.setBalls(whole.at(whole.duration));
  s.replaying.value = null;
  s.playing.value = false;
}

/** One step from the source: played back on the table, then the referee's words. */
export async function showStep(s: SessionState, ps: PlayedStep): Promise<void> {
  batch(() => {
    s.error.value = null;
    s.noCallWarned.value = false;
    s.call.value = {};
    s.equalizePick.value = [];
    s.cueAt.value = null;
    // The computer's call is said before its shot plays, as a player would call it aloud.
    const a = ps.action;
    if (a.kind === "strike" && a.call && !s.isHuman(a.by))
      s.latest.value = [announceCall(s.config.game, s.names[a.by], a.call)];
  });
  const sim = ps.simulation;
  const isLag = ps.action.kind === "lag";
  if (!isLag && ps.action.kind === "strike") s.lagReport.value = null;
  if (sim && s.view) {
    const start = startPoses(ps.before, ps.action, ps.cueBall);
    const simIds = new Set(sim.final.map((b) => b.id));
    const hidden = ALL_BALLS.filter((id) => !simIds.has(id));
    s.last = { start, step: ps, hidden };
    s.canReplay.value = true;
    s.playing.value = true;
    s.view.setLagMarks([]);
    s.view.setInteraction(NO_AIM);
    s.view.setBalls(start);
    // The referee's words wait until the balls stop, as at a real table.
    const pb = toPlayback(sim, hidden);
    const a = ps.action;
    const stroke =
      a.kind === "strike"
        ? {
            ball: 0 as BallId,
            aim: {
              direction: a.strike.direction,
              power: powerForSpeed(a.strike.speed),
              tipX: a.strike.tipX,
              tipY: a.strike.tipY,
              elevation: a.strike.elevation,
            },
          }
        : undefined;
    await s.view.play(stroke ? { ...pb, stroke } : pb);
    s.playing.value = false;
  }
  if (isLag && sim) s.lagReport.value = lagReportOf(ps.step, sim.final);
  record(s, ps.step, ps.before.rules, ps.action);
  // A close pot is shown again by itself, slower, as television would (a setting).
  const close = sim && ps.action.kind === "strike" && autoReplayOn() ? closePot(sim) : null;
  if (close) await replay(s, 0.5, close);
}

/** The step's narration (the referee reads the state before it) into the ruling panel and the log. */
function record(s: SessionState, step: StepLog, before: MatchState | null, action: GameAction): void {
  const lines = stepLines(step, before, s.names, s.config.game, s.match.value.setup.sides);
  const who = "by" in action ? s.names[action.by] : "";
  if (lines.length === 0) return;
  s.latest.value = lines;
  s.log.value = [...s.log.value, { n: s.log.value.length + 1, who, lines }];
}

/** The lag's distances (to the head cushion, the rule's measure) and where its balls stopped. */
function lagReportOf(step: StepLog, final: readonly BallState[]): LagReport | null {
  const lag = step.lag;
  if (!lag) return null;
  const d = (p: PlayerIndex): number | null => {
    const o = lag.balls[p];
    return o.pocketed || o.offTable ? null : o.distanceFromHeadCushionM;
  };
  const marks: LagMark[] = [];
  for (const p of [0, 1] as const) {
    const b = final.find((x) => x.id === p);
    if (b && b.motion !== "pocketed" && b.motion !== "off") marks.push({ player: p, at: [b.r[0], b.r[1]] });
  }
  return { distances: [d(0), d(1)], marks };
}
