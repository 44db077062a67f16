/**
 * The cue stick's hit on the cue ball (SIMULATE.md's `strike`) and the `cueBall` form.
 *
 * The stick's impulse J acts along the cue axis u through the tip's contact point r on the
 * ball (solid-sphere impulse relations): v = J/m, ω = r × J / I. With the tip offset a (right)
 * and b (up, in the plane square to the cue) as fractions of R, this gives side spin
 * ω = 5·v·a/(2R) and follow/draw 5·v·b/(2R), and with an elevated cue the side-spin axis tilts
 * (massé). Side spin also squirts the ball off the aim line, away from the side hit. An elevated
 * cue drives the ball into the slate, which bounces it back up (jump) and, through the cloth's
 * friction, trades some of the velocity for spin.
 */

import type { Vec3 } from "../core/index.ts";
import { detSinCos } from "../core/index.ts";
import { MIN_HOP_SPEED } from "./collide/contact.ts";
import { DEFAULT_PHYSICS_OPTIONS } from "./options.ts";
import type { BallState, PhysicsOptions, Strike } from "./types.ts";

export { MIN_HOP_SPEED };

const DEG = Math.PI / 180;

export function strikeCueBall(cue: BallState, strike: Strike, opts: PhysicsOptions): BallState {
  const R = opts.ball.radius;
  const a = strike.tipX;
  const b = strike.tipY;
  const phi = strike.direction * DEG;
  const theta = strike.elevation * DEG;
  // detSinCos: the same bits on every engine, so a shot replays identically in the browser.
  const [dy, dx] = detSinCos(phi);
  const [se, ce] = detSinCos(theta);
  // Cue axis u (where the stick moves), and the unit vectors of the tip offset: s to the
  // shooter's right (horizontal), t "up" square to the cue.
  const u: Vec3 = [ce * dx, ce * dy, 0 - se];
  const s: Vec3 = [dy, -dx, 0];
  const t: Vec3 = [se * dx, se * dy, ce];
  const speed = strike.speed;
  // ω = (5·speed/(2R)) · (a·s×u + b·t×u); the contact's depth along u adds no moment.
  const k = (2.5 * speed) / R;
  const sxu = cross(s, u);
  const txu = cross(t, u);
  // (+ 0 turns a −0 into 0, so a plain hit has no signed zeros in its output.)
  const w: Vec3 = [
    k * (a * sxu[0] + b * txu[0]) + 0,
    k * (a * sxu[1] + b * txu[1]) + 0,
    k * (a * sxu[2] + b * txu[2]) + 0,
  ];
  // Squirt: turn the horizontal velocity toward the side opposite the english.
  const squirt = opts.squirtPerTipX * a;
  const [sq, cq] = detSinCos(squirt);
  const hx = u[0] * speed;
  const hy = u[1] * speed;
  const v: Vec3 = [cq * hx - sq * hy + 0, sq * hx + cq * hy + 0, u[2] * speed + 0];
  return cueBallFromVelocities(cue, v, w, opts);
}

/**
 * The cue ball with the given velocity and spin just after the hit. A downward velocity on the
 * cloth bounces off the slate first (restitution e_t, cloth friction u_s).
 */
export function cueBallFromVelocities(
  cue: BallState,
  v: Vec3,
  w: Vec3,
  opts: PhysicsOptions = DEFAULT_PHYSICS_OPTIONS,
): BallState {
  const R = opts.ball.radius;
  const onCloth = cue.r[2] <= R + 1e-9;
  if (!onCloth) return { ...cue, v, w, motion: "airborne" };
  if (v[2] >= 0) {
    if (v[2] < MIN_HOP_SPEED) v = [v[0], v[1], 0];
    const moving = v[0] !== 0 || v[1] !== 0 || v[2] !== 0 || w[0] !== 0 || w[1] !== 0 || w[2] !== 0;
    const motion = v[2] >= MIN_HOP_SPEED ? "airborne" : moving ? "sliding" : "stationary";
    return { ...cue, v, w, motion };
  }
  return slateBounce(cue, v, w, opts);
}

/** The slate's impulse on a ball driven down into it: rebound e_t·|vz| and cloth friction. */
export function slateBounce(cue: BallState, v: Vec3, w: Vec3, opts: PhysicsOptions): BallState {
  const { radius: R, eTable: e, muSlide: mu } = opts.ball;
  const pn = -(1 + e) * v[2]; // normal impulse per unit mass, upward
  // Slip of the contact point (0, 0, −R) over the cloth.
  const sx = v[0] - R * w[1];
  const sy = v[1] + R * w[0];
  const slip = Math.sqrt(sx * sx + sy * sy);
  // Friction per unit mass, capped where the slip stops (contact response 7/2 for a solid sphere).
  const f = slip > 0 ? Math.min(mu * pn, slip / 3.5) / slip : 0;
  const fx = -f * sx;
  const fy = -f * sy;
  const k = 2.5 / R; // Δω = r_C × F / I with r_C = (0, 0, −R)
  const vz = -e * v[2];
  const wOut: Vec3 = [w[0] + k * fy, w[1] - k * fx, w[2]];
  if (vz < MIN_HOP_SPEED) {
    return { ...cue, v: [v[0] + fx, v[1] + fy, 0], w: wOut, motion: "sliding" };
  }
  return { ...cue, v: [v[0] + fx, v[1] + fy, vz], w: wOut, motion: "airborne" };
}

const cross = (p: Vec3, q: Vec3): Vec3 => [
  p[1] * q[2] - p[2] * q[1],
  p[2] * q[0] - p[0] * q[2],
  p[0] * q[1] - p[1] * q[0],
];
