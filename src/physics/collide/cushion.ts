/**
 * Ball–cushion collision: dispatches on opts.cushion. The caller gives the contact normal
 * (horizontal, into the table; for a rounded jaw nose, from its centre toward the ball) and
 * the nose's height above the ball's lowest point: the cushion height for a ball on the cloth,
 * `cushion.height − (z − R)` for a ball in the air. The models take the contact point on the
 * ball at that height.
 */
import type { Vec2 } from "../../core/index.ts";
import type { BallState, PhysicsOptions } from "../types.ts";
import { han2005 } from "./han2005.ts";
import { mathavan2010 } from "./mathavan2010.ts";
import { strongeCompliant } from "./strongeCompliant.ts";

export function resolveBallCushion(
  ball: BallState,
  normal: Vec2,
  height: number,
  opts: PhysicsOptions,
): BallState {
  switch (opts.cushion) {
    case "han2005":
      return han2005(ball, normal, height, opts);
    case "mathavan2010":
      return mathavan2010(ball, normal, height, opts);
    case "stronge-compliant":
      return strongeCompliant(ball, normal, height, opts);
  }
}
