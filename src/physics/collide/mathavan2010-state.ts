/**
 * The state of one Mathavan (2010) cushion impact under way, in one explicit object that every
 * step of the integration takes as its argument: the impact's constants, the contacts' modes,
 * the integrator's working arrays. Its owner creates it once and hands it to every impact (the
 * event loop keeps one per simulation): the integration runs a few dozen RK4 stages an impact,
 * and allocating the arrays each time would cost more than the arithmetic in them.
 *
 * State vectors, in the cushion's frame (x along its normal into the table, y along it, z up):
 * v (0–2), ω (3–5), the current phase's work (6).
 */

/** One cushion impact's state, reused from impact to impact by its owner. */
export interface CushionWorkspace {
  /** The state at the start of the current step. */
  readonly y0: Float64Array;
  /** The state a step arrives at. */
  readonly y: Float64Array;
  /** A stage's state inside an RK4 step; a trial state while a snap is tried. */
  readonly t: Float64Array;
  /** The RK4 stages' rates (k1 the rates at y0). */
  readonly k1: Float64Array;
  readonly k2: Float64Array;
  readonly k3: Float64Array;
  readonly k4: Float64Array;
  /**
   * Friction of the last friction() call: at I (a, b) in 0–1, at C (cx, cy) in 2–3, the cloth's
   * load rate in 4; the slips it found at I (u1, u2, |u|) in 5–7, at C (ux, uy, |u|) in 8–10 (left
   * as they were for a contact it did not look at). A typed array: doubles written to plain
   * variables would be boxed each time.
   */
  readonly f: Float64Array;

  // The impact's constants (set by mathavan2010 before integrating).
  /** sin θ and cos θ of the contact's elevation θ. */
  sn: number;
  co: number;
  /** The ball's radius. */
  R: number;
  /** Friction coefficients at the cushion (I) and on the cloth (C). */
  muI: number;
  muC: number;
  /** 1 − 2.5·sin θ. */
  q: number;
  /** 5 / (2R): spin change per unit tangential impulse at distance R. */
  kap: number;
  /** Slips below this are zero (rounding). */
  eps: number;

  // The contacts' modes.
  onCloth: boolean;
  stuckI: boolean;
  stuckC: boolean;
  /** Slip directions used while a slip is still zero right after unsticking. */
  dIa: number;
  dIb: number;
  dCx: number;
  dCy: number;
  /** +1 in compression (work rate = approach speed), −1 in restitution. */
  phase: number;
  /** Which slipping contact the step from stepLimit() may bring to a stop (0: none, 1: I, 2: C). */
  stopping: number;

  // The resolution's limits for the impact under way (absolute where they scale with its speed).
  turnLimit: number;
  snapBelow: number;
  snapImpulse: number;
}

/** A workspace for cushion impacts, to be reused for every impact its owner resolves. */
export function newCushionWorkspace(): CushionWorkspace {
  return {
    y0: new Float64Array(7),
    y: new Float64Array(7),
    t: new Float64Array(7),
    k1: new Float64Array(7),
    k2: new Float64Array(7),
    k3: new Float64Array(7),
    k4: new Float64Array(7),
    f: new Float64Array(11),
    sn: 0,
    co: 0,
    R: 0,
    muI: 0,
    muC: 0,
    q: 0,
    kap: 0,
    eps: 0,
    onCloth: true,
    stuckI: false,
    stuckC: false,
    dIa: 0,
    dIb: 0,
    dCx: 0,
    dCy: 0,
    phase: 1,
    stopping: 0,
    turnLimit: 0,
    snapBelow: 0,
    snapImpulse: 0,
  };
}

/** The slip at the cushion contact I, its two components (along the cushion, then up its face). */
export const slipI1 = (w: CushionWorkspace, y: Float64Array): number =>
  y[1]! - w.R * (w.co * y[5]! + w.sn * y[3]!);
export const slipI2 = (w: CushionWorkspace, y: Float64Array): number =>
  w.sn * y[0]! + w.co * y[2]! + w.R * y[4]!;
/** The slip at the cloth contact C. */
export const slipCx = (w: CushionWorkspace, y: Float64Array): number => y[0]! - w.R * y[4]!;
export const slipCy = (w: CushionWorkspace, y: Float64Array): number => y[1]! + w.R * y[3]!;
export const finite = (y: Float64Array): boolean =>
  Number.isFinite(y[0]! + y[1]! + y[2]! + y[3]! + y[4]! + y[5]!);
/** |(x, y)| (Math.hypot is several times slower in V8). */
export const norm = (x: number, y: number): number => Math.sqrt(x * x + y * y);
/** Approach speed along the contact normal N = (k, 0, −s). */
export const approach = (w: CushionWorkspace, y: Float64Array): number => w.sn * y[2]! - w.co * y[0]!;
