/**
 * One look-ahead: simulate a strike from the situation's positions, turn it into the referee's
 * record with the game's bridge (geometry fouls included) and let the referee rule on it.
 */
import type { Vec2 } from "../core/index.ts";
import { toShotRecord } from "../game/index.ts";
import type { BallState, ShotResult, Strike } from "../physics/index.ts";
import { simulateShot } from "../physics/index.ts";
import { type Applied, apply, ballOn } from "../rules/index.ts";
import type { AiCall, AiSituation } from "./situation.ts";

export interface PlayedOut {
  readonly applied: Applied;
  readonly result: ShotResult;
}

/** The balls on the cloth, with the cue ball moved to `place` when given. */
export function ballsForShot(balls: readonly BallState[], place?: Vec2): BallState[] {
  const out: BallState[] = [];
  const radius = balls.find((b) => b.id === 0)?.r[2] ?? balls[0]?.r[2] ?? 0.028575;
  if (place)
    out.push({ id: 0, r: [place[0], place[1], radius], v: [0, 0, 0], w: [0, 0, 0], motion: "stationary" });
  for (const b of balls) {
    if (b.motion === "pocketed" || b.motion === "off") continue;
    if (b.id === 0 && place) continue;
    out.push(b);
  }
  return out;
}

export function playOut(
  sit: AiSituation,
  balls: readonly BallState[],
  strike: Strike,
  call: AiCall | undefined,
): PlayedOut | null {
  const sim = sit.physics
    ? simulateShot(sit.table, balls, strike, sit.physics)
    : simulateShot(sit.table, balls, strike);
  if (!sim.ok) return null;
  const state = sit.state;
  const record = toShotRecord({
    game: state.game,
    by: state.turn,
    start: balls,
    strike,
    result: sim.value,
    ...(call ? { call } : {}),
    fromKitchen: state.ballInHand,
    headStringX: sit.table.headStringX,
    ballOn: state.game === "pina" ? ballOn(state) : null,
    settings: state.settings,
    ...(sit.physics ? { ball: sit.physics.ball } : {}),
  });
  const applied = apply(state, { kind: "shot", shot: record });
  if (!applied.ok) return null;
  return { applied: applied.value, result: sim.value };
}
