/**
 * The physics engine's public data shapes. Coordinates as in docs/simulate.md:
 * metres, origin at the centre of the playing area (cushion noses), x toward the foot cushion,
 * y toward the left as seen from the head, z up; the cloth is z = 0 and a resting ball's
 * centre is at z = R. Everything is plain data so results can be stored, compared and sent.
 */
import type { BallId, PocketId, Vec2, Vec3 } from "../core/index.ts";

export const TABLE_SIZES = ["7ft", "8ft", "9ft"] as const;
export type TableSize = (typeof TABLE_SIZES)[number];

export const MOTION_STATES = [
  "stationary",
  "spinning", // in place, z-spin only
  "sliding",
  "rolling",
  "airborne",
  "pocketed",
  "off", // came to rest outside the playing surface (floor, rail top)
] as const;
export type MotionState = (typeof MOTION_STATES)[number];

export interface BallState {
  readonly id: BallId;
  /** Centre position; z = R on the cloth. */
  readonly r: Vec3;
  /** Centre velocity, m/s. */
  readonly v: Vec3;
  /** Angular velocity, rad/s. */
  readonly w: Vec3;
  readonly motion: MotionState;
  /** Set when motion is "pocketed". */
  readonly pocket?: PocketId;
}

export const RAILS = ["head", "foot", "left", "right"] as const;
export type Rail = (typeof RAILS)[number];

/** A straight cushion face: a rail or a pocket jaw face. */
export interface LinearCushion {
  readonly id: string;
  /** The rail it belongs to, or "jaw" for the angled face of a pocket's jaw. */
  readonly rail: Rail | "jaw";
  /** For jaw faces, the pocket whose jaw it is. */
  readonly pocket?: PocketId;
  readonly p1: Vec2;
  readonly p2: Vec2;
  /** Unit normal pointing to the side where ball centres live. */
  readonly normal: Vec2;
  /** Height of the cushion's contact nose above the cloth, m. */
  readonly height: number;
}

/** The rounded nose where a rail meets a pocket jaw. */
export interface CircularCushion {
  readonly id: string;
  readonly pocket: PocketId;
  readonly centre: Vec2;
  readonly radius: number;
  readonly height: number;
}

export interface Pocket {
  readonly id: PocketId;
  /** A ball is pocketed when its centre enters this circle (on or near the cloth). */
  readonly centre: Vec2;
  readonly radius: number;
  readonly depth: number;
}

export interface Table {
  readonly size: TableSize;
  /** Playing area between cushion noses, m. */
  readonly length: number;
  readonly width: number;
  /** Cushion nose height above the cloth, m. */
  readonly cushionHeight: number;
  /** Height of the rail top surface above the cloth, m (a ball landing there is on the rail). */
  readonly railTopHeight: number;
  /** Width of the rail top beyond the cushion nose line, m (past it a ball falls to the floor). */
  readonly railWidth: number;
  readonly cushions: readonly LinearCushion[];
  readonly jaws: readonly CircularCushion[];
  readonly pockets: readonly Pocket[];
  /** x of the head string (−L/4). */
  readonly headStringX: number;
  /** Foot spot (L/4, 0). */
  readonly footSpot: Vec2;
  /** Diamond positions on the rails (for drawing). */
  readonly diamonds: readonly Vec2[];
}

/** Ball and cloth constants. Literature defaults in ./options.ts. */
export interface BallParams {
  readonly radius: number; // R, m
  readonly mass: number; // kg
  /** Sliding friction ball–cloth. */
  readonly muSlide: number;
  /** Rolling resistance. */
  readonly muRoll: number;
  /** Spinning (z) friction, as a length in metres (u_sp; decay rate 5·u_sp·g/(2R²)·R). */
  readonly muSpin: number;
  /** Ball–ball friction (used by the frictional model when no speed fit is used). */
  readonly muBallBall: number;
  /** Ball–ball restitution. */
  readonly eBallBall: number;
  /** Ball–cushion restitution and friction. */
  readonly eCushion: number;
  readonly fCushion: number;
  /** Ball–cloth restitution for a falling ball. */
  readonly eTable: number;
  readonly g: number;
}

export const BALL_BALL_MODELS = ["frictionless-elastic", "frictional-inelastic"] as const;
export type BallBallModel = (typeof BALL_BALL_MODELS)[number];
export const CUSHION_MODELS = ["han2005", "mathavan2010", "stronge-compliant"] as const;
export type CushionModel = (typeof CUSHION_MODELS)[number];

/**
 * Ball–ball friction for the frictional model: the constant ball.muBallBall, or Alciatore's fit
 * μ = a + b·exp(−c·v) of the relative surface speed v at the contact (TP A-14).
 */
export type BallBallFriction =
  | { readonly kind: "constant" }
  | { readonly kind: "alciatore-fit"; readonly a: number; readonly b: number; readonly c: number };

export const BALL_BALL_FRICTION_LIMITS = ["normal-impulse", "separation-speed"] as const;
/**
 * How a ball striking a cluster of touching balls (the rack) is resolved: "compliant", one
 * simultaneous impact of Hertz-contact balls (collide/cluster.ts); "pairwise", one hard-sphere
 * collision at a time in event order (pooltool's way, kept to compare with its results).
 */
export const CLUSTER_IMPACTS = ["compliant", "pairwise"] as const;
export type ClusterImpactModel = (typeof CLUSTER_IMPACTS)[number];
export type BallBallFrictionLimit = (typeof BALL_BALL_FRICTION_LIMITS)[number];

export interface PhysicsOptions {
  readonly ball: BallParams;
  readonly ballBall: BallBallModel;
  readonly ballBallFriction: BallBallFriction;
  /**
   * What the ball–ball friction impulse is μ times: "normal-impulse" (Coulomb: (1 + e_b)/2 of the
   * normal approach speed, per unit mass) or "separation-speed" (e_b times it, as pooltool's
   * frictional_inelastic does; kept to compare with its results).
   */
  readonly ballBallFrictionLimit: BallBallFrictionLimit;
  readonly clusterImpact: ClusterImpactModel;
  readonly cushion: CushionModel;
  /** Guard: a simulation with more events returns an error value. */
  readonly maxEvents: number;
  /** Squirt (cue-ball deflection) for side spin: deflection angle per unit tipX, rad. */
  readonly squirtPerTipX: number;
  /**
   * Rattles (Alciatore's fast-shot pockets, TP 3.7 / 3.8): a ball that touches a pocket's point
   * (a jaw's rounded nose) at this speed or faster, m/s, does not drop when it reaches that
   * pocket's hole while it still moves this fast: it meets the pocket's far facing and comes
   * back out, at most RATTLES times. null: every ball reaching a hole drops (pooltool's rule).
   */
  readonly rattleSpeed: number | null;
}

/** The cue stick's hit on the cue ball (see SIMULATE.md). */
export interface Strike {
  /** Cue-ball speed just after the hit, m/s. */
  readonly speed: number;
  /** Cue aim line, degrees counter-clockwise from +x. */
  readonly direction: number;
  /** Tip offset as a fraction of R, as seen by the shooter: +x right english, +y follow. */
  readonly tipX: number;
  readonly tipY: number;
  /** Cue elevation above horizontal, degrees. */
  readonly elevation: number;
}

export type PhysicsEvent =
  | { readonly t: number; readonly kind: "strike"; readonly ball: BallId }
  | { readonly t: number; readonly kind: "ball-ball"; readonly a: BallId; readonly b: BallId }
  | {
      readonly t: number;
      readonly kind: "ball-cushion";
      readonly ball: BallId;
      readonly cushion: Rail | "jaw";
      readonly pocket?: PocketId;
    }
  | { readonly t: number; readonly kind: "ball-pocket"; readonly ball: BallId; readonly pocket: PocketId }
  | { readonly t: number; readonly kind: "airborne"; readonly ball: BallId }
  | { readonly t: number; readonly kind: "landing"; readonly ball: BallId; readonly on: "cloth" | "rail" }
  | { readonly t: number; readonly kind: "off-table"; readonly ball: BallId }
  | {
      readonly t: number;
      readonly kind: "sliding-rolling" | "rolling-spinning" | "rolling-stationary" | "spinning-stationary";
      readonly ball: BallId;
    };

/** One piece of a ball's path: its state at t0, evolved by the motion equations until the next. */
export interface BallSegment {
  readonly t0: number;
  readonly state: BallState;
}

export interface ShotResult {
  readonly events: readonly PhysicsEvent[];
  readonly final: readonly BallState[];
  /** Per ball, in the order of the input balls: its path as segments, for positionsAt(). */
  readonly segments: readonly (readonly BallSegment[])[];
  /** Time of the last event (all balls at rest, pocketed or off). */
  readonly duration: number;
  /** The ball and cloth constants the shot was simulated with: positionsAt() evolves with them. */
  readonly ball?: BallParams;
}

export type SimulationError =
  | { readonly code: "too-many-events"; readonly limit: number; readonly events: readonly PhysicsEvent[] }
  | { readonly code: "invalid-input"; readonly message: string };
