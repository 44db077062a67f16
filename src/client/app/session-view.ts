/** What the table view shows of a session at rest: the balls, the lag's marks, the aim and what may be touched. */
import type { BallId, PocketId, Vec2 } from "../../core/index.ts";
import type { GameAction, Match } from "../../game/index.ts";
import { lagStart } from "../../game/index.ts";
import type { BallPose, Interaction } from "../view/index.ts";
import { BALL_RADIUS, kitchenArea, posesWithCueAt, toPoses } from "./adapters.ts";
import type { Turn } from "./match-source.ts";
import { partnerOf } from "./partners.ts";
import { defaultAimGuide } from "./session-config.ts";
import type { SessionState } from "./session-state.ts";

/** Balls and interaction for the state at rest. */
export function refreshView(s: SessionState): void {
  const view = s.view;
  if (!view || view.isPlaying) return;
  const m = s.match.value;
  const tr = s.turn.value;
  const human = s.humanToAct.value;
  if (tr.kind === "lag") view.setBalls(lagPoses(m));
  else view.setBalls(posesWithCueAt(m.balls, s.inHandNow() ? s.cueAt.value : null));
  view.setLagMarks(tr.kind === "lag" ? [] : (s.lagReport.value?.marks ?? []));
  view.setAim(s.aim.value);
  view.setInteraction(interaction(s, tr, human));
}

function interaction(s: SessionState, tr: Turn, human: boolean): Interaction {
  const m = s.match.value;
  const call = s.call.value;
  const highlightBalls: BallId[] = [];
  const highlightPockets: PocketId[] = [];
  if (call.ball) highlightBalls.push(call.ball);
  if (call.pocket) highlightPockets.push(call.pocket);
  const on = s.ballOn();
  if (on !== null && !highlightBalls.includes(on)) highlightBalls.push(on);
  const due = tr.kind === "over" ? null : partnerOf(m, tr.who);
  const base = {
    ...(due ? { cueColour: due.colour } : {}),
    showAimLine: s.showAimLine.value,
    guide: s.config.aimGuide ?? defaultAimGuide(s.config.level, s.config.opponent),
    highlightBalls,
    highlightPockets,
  };
  if (s.arranging.value) return { ...base, aimFrom: null, placement: null, arrange: true };
  if (!human) return { ...base, aimFrom: null, placement: null };
  if (tr.kind === "lag") return { ...base, aimFrom: tr.who, placement: null };
  if (tr.kind === "shot" || (tr.kind === "choose" && tr.shot)) {
    const inHand = s.inHandNow();
    const hint = s.hintLine.value;
    return {
      ...base,
      aimFrom: 0,
      placement: inHand ? kitchenArea(m.table, m.balls) : null,
      ...(hint !== null ? { compareDirection: hint } : {}),
    };
  }
  return { ...base, aimFrom: null, placement: null };
}

/** Nothing to aim or place while a shot plays. */
export const NO_AIM: Interaction = {
  aimFrom: null,
  placement: null,
  showAimLine: false,
  highlightBalls: [],
  highlightPockets: [],
};

/** Where a step's balls stand before it plays. */
export function startPoses(m: Match, action: GameAction, cueBall: Vec2 | null): BallPose[] {
  if (action.kind === "lag") return lagPoses(m);
  if (cueBall) return posesWithCueAt(m.balls, cueBall);
  return toPoses(m.balls);
}

function lagPoses(m: Match): BallPose[] {
  const R = BALL_RADIUS;
  return ([0, 1] as const).map((p) => {
    const [x, y] = lagStart(m.table, p, R);
    return { id: p, r: [x, y, R], w: [0, 0, 0], visible: true };
  });
}
