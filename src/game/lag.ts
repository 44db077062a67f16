/**
 * The lag (B8-LAG, PC-LAG) simulated: both lag balls struck at once from behind the head
 * string, player 0 left of centre and player 1 right (as seen from the head), toward the foot
 * cushion, in ONE simulation so they can meet if one strays. The outcome of each ball is read
 * from the result and judged by the referee's judgeLag.
 *
 * The lag balls carry ids 0 (player 0) and 1 (player 1) for the simulation only. The table is
 * otherwise empty: the lanes a quarter-width from the centre miss the rack area anyway, and the
 * ball ids of a full rack are all taken.
 */
import { type ByPlayer, err, type GameId, ok, type PlayerIndex, type Result } from "../core/index.ts";
import type { PhysicsOptions, ShotResult, SimulationError, Strike, Table } from "../physics/index.ts";
import { DEFAULT_PHYSICS_OPTIONS, simulateFromStates, strikeCueBall } from "../physics/index.ts";
import { judgeLag, type LagBallOutcome, type LagResult } from "../rules/index.ts";
import { restingBall } from "./geometry.ts";
import { pathOf } from "./judge/from-result.ts";
import { MAX_STRIKE_SPEED_MPS, strikeProblem } from "./strike-check.ts";

/** One player's lag stroke: speed (m/s), aim (degrees off straight up the table, + toward the left), follow/draw. */
export interface LagStroke {
  readonly speed: number;
  readonly angleDeg?: number;
  readonly tipY?: number;
  /**
   * The cue raised (degrees, default 0): a lag struck down on the ball can hop over a rail
   * (B8-LAG-4). The game's lag controls never raise the cue; the rules page's demonstration does.
   */
  readonly elevation?: number;
}

export interface LagOutcome {
  readonly result: LagResult;
  readonly balls: ByPlayer<LagBallOutcome>;
  readonly shot: ShotResult;
}

export const LAG_BALL_IDS = [0, 1] as const;

/** Where player p's lag ball starts: one ball behind the head string, a quarter-width left (p = 0) or right (p = 1). */
export function lagStart(table: Table, p: PlayerIndex, radius: number): [number, number] {
  return [table.headStringX - 2 * radius, (p === 0 ? 1 : -1) * (table.width / 4)];
}

/** A lag stroke as the cue strikes it (no side: a lag is struck on the centre line). */
const lagStrike = (s: LagStroke): Strike => ({
  speed: s.speed,
  direction: s.angleDeg ?? 0,
  tipX: 0,
  tipY: s.tipY ?? 0,
  elevation: s.elevation ?? 0,
});

/**
 * Why a lag stroke cannot be played, or null: checked alone, before the other player's stroke is
 * in, without simulating anything (the server refuses a bad stroke the moment it arrives).
 */
export function lagStrokeProblem(s: LagStroke): string | null {
  return strikeProblem(lagStrike(s)) === null
    ? null
    : `a lag stroke needs a speed above 0 and at most ${MAX_STRIKE_SPEED_MPS} m/s, a finite angle and |tipY| ≤ 1`;
}

export function simulateLag(
  game: GameId,
  table: Table,
  strokes: ByPlayer<LagStroke>,
  opts: PhysicsOptions = DEFAULT_PHYSICS_OPTIONS,
): Result<LagOutcome, SimulationError> {
  const R = opts.ball.radius;
  const problem = lagStrokeProblem(strokes[0]) ?? lagStrokeProblem(strokes[1]);
  if (problem !== null) return err({ code: "invalid-input", message: problem });
  const balls = ([0, 1] as const).map((p) => {
    const [x, y] = lagStart(table, p, R);
    return strikeCueBall(restingBall(LAG_BALL_IDS[p], x, y, R), lagStrike(strokes[p]), opts);
  });
  const run = simulateFromStates(table, balls, opts);
  if (!run.ok) return run;
  const shot = run.value;
  const outcome = (p: PlayerIndex): LagBallOutcome => lagBallOutcome(table, shot, p, opts);
  const outcomes: ByPlayer<LagBallOutcome> = [outcome(0), outcome(1)];
  return ok({ result: judgeLag(game, outcomes), balls: outcomes, shot });
}

/** The facts the lag rules ask about one ball. */
export function lagBallOutcome(
  table: Table,
  shot: ShotResult,
  p: PlayerIndex,
  opts: PhysicsOptions,
): LagBallOutcome {
  const id = LAG_BALL_IDS[p];
  const final = shot.final.find((b) => b.id === id)!;
  const side = p === 0 ? 1 : -1;
  // The centre line is crossed when the ball's centre passes into the other half: the path's
  // extremes answer that as every sample would.
  const path = pathOf(shot, id, opts.ball, shot.duration, "extremes") ?? [];
  const crossedCentreLine = path.some((q) => q.y * side < 0);
  const touchedFootCushion = shot.events.some(
    (e) =>
      e.kind === "ball-cushion" &&
      e.ball === id &&
      (e.cushion === "foot" ||
        (e.cushion === "jaw" && (e.pocket === "foot-left" || e.pocket === "foot-right"))),
  );
  return {
    crossedCentreLine,
    touchedFootCushion,
    pocketed: final.motion === "pocketed",
    offTable: final.motion === "off",
    // Gap between the ball and the head cushion's nose.
    distanceFromHeadCushionM: final.r[0] + table.length / 2 - opts.ball.radius,
  };
}
