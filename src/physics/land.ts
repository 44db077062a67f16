/**
 * A falling ball meets the cloth (or a rail top): the normal velocity reverses with the
 * ball–table restitution, and cloth friction acts during the impact as an impulse opposing
 * the contact-point slip, at most μs times the normal impulse and never more than what ends
 * the slip (2/7·m·|u|: slip changes 7/2 times as fast as the velocity). Neither can add energy.
 */
import { ballState, settle } from "./motion.ts";
import type { BallParams, BallState } from "./types.ts";

/** Rebounds slower than this (a hop under 0.13 mm) die in the cloth: the ball stays down. */
export const V_HOP = 0.05;

export function bounce(s: BallState, zSurface: number, p: BallParams): BallState {
  const R = p.radius;
  const vzIn = s.v[2] < 0 ? -s.v[2] : 0;
  const vzOut = p.eTable * vzIn;
  const jn = (1 + p.eTable) * vzIn; // normal impulse per unit mass
  const ux = s.v[0] - R * s.w[1];
  const uy = s.v[1] + R * s.w[0];
  const u = Math.sqrt(ux * ux + uy * uy);
  let vx = s.v[0];
  let vy = s.v[1];
  let wx = s.w[0];
  let wy = s.w[1];
  if (u > 0) {
    const jt = Math.min(p.muSlide * jn, (2 / 7) * u); // friction impulse per unit mass
    const ex = ux / u;
    const ey = uy / u;
    vx -= jt * ex;
    vy -= jt * ey;
    wx -= ((2.5 * jt) / R) * ey;
    wy += ((2.5 * jt) / R) * ex;
  }
  const r: BallState["r"] = [s.r[0], s.r[1], zSurface];
  const w: BallState["w"] = [wx, wy, s.w[2]];
  if (vzOut > V_HOP) return ballState(s.id, r, [vx, vy, vzOut], w, "airborne");
  return settle(ballState(s.id, r, [vx, vy, 0], w, s.motion), p);
}
