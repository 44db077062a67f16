/**
 * Mathavan, Jackson and Parkin (2010), "A theoretical analysis of billiard ball dynamics under
 * cushion impacts": the impact is integrated over the normal impulse P at the cushion contact
 * I, with Coulomb friction both at I (f_c) and at the cloth contact C (u_s), the cloth's normal
 * force keeping the centre at constant height (it carries the downward push of the tilted
 * contact normal and of the cushion friction). Restitution is energetic (Stronge): the
 * restitution phase ends when the normal force's work there is e_c² times the compression work,
 * so the impact never creates energy.
 *
 * How it is integrated. Per unit of P every rate is linear in the friction at the two contacts,
 * and each contact either slips (friction μ·load against the slip) or sticks (the friction that
 * keeps its slip at zero, while that stays inside the friction cone). Written in the cushion's
 * frame (x along its normal into the table, y along it, z up) with s = sin θ, k = cos θ for
 * the contact's elevation θ, friction (a, b) at I along (y, (s, 0, k)) and (cx, cy) at C,
 * cloth load rate p_c = s − b·k, the slips change as
 *   I:  3.5a + (1 − 2.5s)·cy,   3.5b + (s − 2.5)·cx + k·p_c
 *   C:  k + (s − 2.5)·b + 3.5cx,   (1 − 2.5s)·a + 3.5cy
 * so a sticking contact's friction is a 2×2 solve. Between mode changes the only nonlinearity
 * is the turning of a slip's direction, which classical Runge–Kutta (4th order) follows in a
 * few steps; steps are shortened where a slip turns fast or is about to stop. A slip that has
 * all but stopped, where friction can hold it, sticks at once (the impulse that stops it applied
 * then): its last stretch, where the direction turns ever faster, would take most of the steps.
 * A sticking contact unsticks where the friction it needs leaves the cone, found within the
 * step that crosses it, and the ball lifts where the cloth load would turn negative. The ends
 * of the phases (approach speed zero; restitution work reached) are found on the last step's
 * length from a parabola through its ends, then by secant or Newton.
 *
 * This replaces 400 fixed explicit steps (≈ 2.4e-4 m/s mean, 3e-3 m/s worst error against
 * the converged answer over the reference shots' hits) with ~17 RK4 steps that are closer to
 * it on average; test/physics-golden/cushion-converged.test.ts states and checks the tolerance
 * against the same equations integrated finely (CONVERGED_CUSHION). An impact that needs more
 * than MAX_STEPS_PER_BASE_STEP steps a base step falls back to the fixed-step integration,
 * which cannot fail.
 *
 * If the net vertical impulse would pull the ball off the cloth, the cloth force drops to zero
 * and the ball leaves the impact airborne.
 */
import type { Vec2, Vec3 } from "../../core/index.ts";
import type { BallState, PhysicsOptions } from "../types.ts";
import { afterImpact, isOnSurface } from "./contact.ts";
import { contactAngle } from "./han2005.ts";
import { integrateAdaptive } from "./mathavan2010-adaptive.ts";
import { integrateFixedSteps } from "./mathavan2010-fixed.ts";
import { type CushionResolution, FAST_CUSHION } from "./mathavan2010-resolution.ts";
import {
  approach,
  type CushionWorkspace,
  finite,
  newCushionWorkspace,
  norm,
  slipCx,
  slipCy,
  slipI1,
  slipI2,
} from "./mathavan2010-state.ts";

export { CONVERGED_CUSHION, type CushionResolution, FAST_CUSHION } from "./mathavan2010-resolution.ts";
export { type CushionWorkspace, newCushionWorkspace } from "./mathavan2010-state.ts";

/** Below this approach speed (m/s) the fixed-step integration takes the hit. */
const MIN_ADAPTIVE_APPROACH = 1e-9;

/**
 * The ball after its impact with the cushion whose contact normal (horizontal, into the table) is
 * `normal`, its nose `height` above the ball's lowest point. `w` holds the impact's state while it
 * is integrated: a caller resolving many impacts passes the one it keeps (the event loop keeps one
 * per simulation); left out, the impact gets one of its own.
 */
export function mathavan2010(
  ball: BallState,
  normal: Vec2,
  height: number,
  opts: PhysicsOptions,
  resolution: CushionResolution = FAST_CUSHION,
  w: CushionWorkspace = newCushionWorkspace(),
): BallState {
  const p = opts.ball;
  const angle = contactAngle(height, p.radius);
  const nx = normal[0];
  const ny = normal[1];
  const startsOnCloth = isOnSurface(ball);
  const vz = startsOnCloth ? Math.max(ball.v[2], 0) : ball.v[2];
  const y0 = w.y0;
  // Into the cushion frame (a rotation about z).
  y0[0] = ball.v[0] * nx + ball.v[1] * ny;
  y0[1] = ball.v[1] * nx - ball.v[0] * ny;
  y0[2] = vz;
  y0[3] = ball.w[0] * nx + ball.w[1] * ny;
  y0[4] = ball.w[1] * nx - ball.w[0] * ny;
  y0[5] = ball.w[2];
  y0[6] = 0;
  w.sn = angle.sin;
  w.co = angle.cos;
  w.R = p.radius;
  const c0 = approach(w, y0);
  if (!(c0 > 0)) return ball;
  w.muI = p.fCushion;
  w.muC = p.muSlide;
  w.q = 1 - 2.5 * w.sn;
  w.kap = 2.5 / w.R;
  w.eps = 1e-9 * c0;
  w.onCloth = startsOnCloth;
  w.stuckI = norm(slipI1(w, y0), slipI2(w, y0)) <= w.eps;
  w.stuckC = norm(slipCx(w, y0), slipCy(w, y0)) <= w.eps;
  w.dIa = 0;
  w.dIb = 0;
  w.dCx = 0;
  w.dCy = 0;
  w.phase = 1;
  // The fixed steps also take the degenerate cases: an approach too slow to scale steps by
  // (denormal speeds) and any answer that came out not finite.
  if (!(c0 > MIN_ADAPTIVE_APPROACH && integrateAdaptive(w, p.eCushion, c0, resolution) && finite(y0))) {
    const s = new Float64Array([ball.v[0], ball.v[1], vz, ball.w[0], ball.w[1], ball.w[2]]);
    const stayed = integrateFixedSteps(
      s,
      w.co * nx,
      w.co * ny,
      -w.sn,
      w.R,
      p.eCushion,
      w.muI,
      w.muC,
      startsOnCloth,
      c0,
    );
    const v: Vec3 = [s[0]!, s[1]!, s[2]!];
    const spin: Vec3 = [s[3]!, s[4]!, s[5]!];
    return afterImpact({ ...ball, motion: stayed ? ball.motion : "airborne" }, v, spin);
  }
  // Back to the table frame.
  const v: Vec3 = [y0[0]! * nx - y0[1]! * ny, y0[0]! * ny + y0[1]! * nx, y0[2]!];
  const spin: Vec3 = [y0[3]! * nx - y0[4]! * ny, y0[3]! * ny + y0[4]! * nx, y0[5]!];
  return afterImpact(w.onCloth ? ball : { ...ball, motion: "airborne" }, v, spin);
}
