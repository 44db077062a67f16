/**
 * How finely the Mathavan (2010) cushion impact is integrated: the resolution the engine uses,
 * and the converged one it is judged against.
 */

/** How finely an impact is integrated. */
export interface CushionResolution {
  /** RK4 steps over the compression phase's impulse when nothing forces shorter ones. */
  readonly baseSteps: number;
  /** Largest turn of a slip's direction in one step (radians, about). */
  readonly turn: number;
  /**
   * A slip below this fraction of the approach speed sticks although the friction it would need
   * is outside the cone (it unsticks at once, in the direction that friction points).
   */
  readonly stick: number;
  /**
   * A slip below this fraction of the approach speed that friction can hold (the friction that
   * keeps it at zero inside the cone) sticks at once: the friction impulse that stops it is
   * applied then, not over the last stretch of slipping, where its direction turns ever faster
   * and forces ever shorter steps. To first order it is the same impulse the slipping would
   * have given (whatever path the slip took to zero), applied early by at most `snapImpulse`.
   */
  readonly snap: number;
  /**
   * Longest stretch of normal impulse (a fraction of the approach speed) the snapped slip would
   * have taken to stop, judged from the room left in the friction cone: a slip that friction
   * only just holds takes long to stop, and is integrated as before.
   */
  readonly snapImpulse: number;
}

/**
 * The resolution the engine uses. Snapping a stopping slip (snap, snapImpulse) saves a fifth
 * of the steps and leaves the answer as close to the converged one as it was without it, or
 * closer (test/physics-golden/cushion-converged.test.ts). `stick` stays at 1e-4 for the slips
 * friction cannot hold: 1.5e-4 saved a step a hit but sent 14 of pooltool's 100 sixteen-ball
 * random shots another way through the rack (1 in 100 at 1e-4).
 */
export const FAST_CUSHION: CushionResolution = {
  baseSteps: 4,
  turn: 0.2,
  stick: 1e-4,
  snap: 1e-2,
  snapImpulse: 0.02,
};

/**
 * The same equations integrated so finely that the answer no longer moves: 500 hits (recorded
 * and random) agree within 0.0014 mm/s with this at half the step, and the recorded ones within
 * 0.002 mm/s with an independent fixed-step integration of 200,000 steps a phase. For judging
 * FAST_CUSHION only (a hit takes thousands of steps).
 */
export const CONVERGED_CUSHION: CushionResolution = {
  baseSteps: 800,
  turn: 0.0025,
  stick: 1e-12,
  snap: 1e-6,
  snapImpulse: 1e-6,
};
