/**
 * Ball–cushion collision: dispatches on opts.cushion. The caller gives the contact normal
 * (horizontal, into the table; for a rounded jaw nose, from its centre toward the ball) and
 * the nose's height above the ball's lowest point: the cushion height for a ball on the cloth,
 * `cushion.height − (z − R)` for a ball in the air. The models take the contact point on the
 * ball at that height.
 *
 * Contact is detected in the plane (the ball's centre at R from the cushion line), so a ball
 * that comes in horizontally must leave horizontally too, or it would be found touching again
 * at once. Two cases need care, both off the cloth or at extreme parameters: a ball in the air
 * rising into the nose (the tilted contact normal sees no approach) meets the cushion's face
 * instead, at its equator; and whatever horizontal approach a model leaves (a very low e_c
 * with a steep contact angle) is taken out, which only removes energy.
 */
import type { Vec2 } from "../../core/index.ts";
import { ballState } from "../motion.ts";
import type { BallState, PhysicsOptions } from "../types.ts";
import { han2005 } from "./han2005.ts";
import { type CushionWorkspace, FAST_CUSHION, mathavan2010 } from "./mathavan2010.ts";
import { strongeCompliant } from "./strongeCompliant.ts";

/**
 * The ball after its impact with a cushion. `work` is the state the models that integrate the
 * impact work in (mathavan2010): the event loop passes the one it keeps for the shot; left out,
 * the impact gets one of its own.
 */
export function resolveBallCushion(
  ball: BallState,
  normal: Vec2,
  height: number,
  opts: PhysicsOptions,
  work?: CushionWorkspace,
): BallState {
  const [nx, ny] = normal;
  const approach = ball.v[0] * nx + ball.v[1] * ny;
  if (!(approach < 0)) return ball;
  let out = byModel(ball, normal, height, opts, work);
  // The model saw no approach along its tilted contact normal: the face, at the equator.
  if (out === ball) out = byModel(ball, normal, opts.ball.radius, opts, work);
  const left = out.v[0] * nx + out.v[1] * ny;
  if (left < 0) {
    return ballState(
      out.id,
      out.r,
      [out.v[0] - left * nx, out.v[1] - left * ny, out.v[2]],
      out.w,
      out.motion,
    );
  }
  return out;
}

function byModel(
  ball: BallState,
  normal: Vec2,
  height: number,
  opts: PhysicsOptions,
  work: CushionWorkspace | undefined,
): BallState {
  switch (opts.cushion) {
    case "han2005":
      return han2005(ball, normal, height, opts);
    case "mathavan2010":
      return mathavan2010(ball, normal, height, opts, FAST_CUSHION, work);
    case "stronge-compliant":
      return strongeCompliant(ball, normal, height, opts);
  }
}
