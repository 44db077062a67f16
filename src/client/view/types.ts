/**
 * What the table view draws and what it reports, in its own structural types: the view knows
 * geometry, never rules (DESIGN.md, the chessground model). The app maps the physics table,
 * ball states and the referee's placement region onto these shapes.
 * Frame: metres, origin at the centre of the cloth, x toward the foot cushion, y to the left
 * seen from the head, z up.
 */
import type { BallId, PocketId, Vec2, Vec3 } from "../../core/index.ts";

export interface CushionShape {
  /** The nose line, and the side where balls are. */
  readonly p1: Vec2;
  readonly p2: Vec2;
  readonly normal: Vec2;
  readonly isJaw: boolean;
}

export interface TableShape {
  /** Playing area between cushion noses. */
  readonly length: number;
  readonly width: number;
  readonly cushionHeight: number;
  readonly railTopHeight: number;
  readonly railWidth: number;
  readonly ballRadius: number;
  readonly cushions: readonly CushionShape[];
  readonly pockets: readonly { readonly id: PocketId; readonly centre: Vec2; readonly radius: number }[];
  readonly headStringX: number;
  readonly footSpot: Vec2;
  readonly diamonds: readonly Vec2[];
}

/** One ball as drawn: position, angular velocity (to roll it), and whether it is shown. */
export interface BallPose {
  readonly id: BallId;
  readonly r: Vec3;
  readonly w: Vec3;
  readonly visible: boolean;
}

/** Where a dragged cue ball may go: a rectangle minus discs (the referee's G-BIH region). */
export interface PlacementArea {
  readonly xMin: number;
  readonly xMax: number;
  readonly yMin: number;
  readonly yMax: number;
  readonly forbidden: readonly { readonly centre: Vec2; readonly radius: number }[];
}

/** A shot to play back: its length and where every ball is at any time. */
export interface Playback {
  readonly duration: number;
  /** The cue's stroke drawn before the balls move (a strike or lag by anyone). */
  readonly stroke?: { readonly ball: BallId; readonly aim: AimState };
  readonly at: (t: number) => readonly BallPose[];
  /** Sounds and other cues, by time. */
  readonly cues: readonly PlaybackCue[];
  /** A replay watched as on television: from high beside the table (the 3D view only). */
  readonly camera?: "broadcast";
}

export interface PlaybackCue {
  readonly t: number;
  readonly kind: "ball" | "cushion" | "pocket" | "strike";
  /** Impact speed, m/s (for loudness). */
  readonly speed: number;
}

/** The cue as the player has set it up. */
export interface AimState {
  /** Degrees counter-clockwise from +x. */
  readonly direction: number;
  /** 0..1 of the maximum speed. */
  readonly power: number;
  /** Tip offset as a fraction of R (shooter's view: +x right, +y follow). */
  readonly tipX: number;
  readonly tipY: number;
  readonly elevation: number;
}

export type CameraMode = "follow" | "top";

/** What the user did on the table; the app decides what it means. */
export interface ViewEvents {
  aim(directionDeg: number): void;
  placeCueBall(at: Vec2): void;
  pickBall(id: BallId): void;
  pickPocket(id: PocketId): void;
  /** Pull-back on the cue in the view behind it: the power as pulled; `release` strikes. */
  pull?(power: number): void;
  release?(): void;
  /** Practice, arranging the balls: a ball dragged and dropped at `at` (issue 27). */
  moveBall?(id: BallId, at: Vec2): void;
}

/** What is interactive right now. */
export interface Interaction {
  /** The ball the cue points from (the cue ball, or a lag ball), if aiming is possible. */
  readonly aimFrom: BallId | null;
  /** Ball in hand: where the cue ball may be dragged. */
  readonly placement: PlacementArea | null;
  readonly showAimLine: boolean;
  /** How much of the aim guide to draw when it is shown (a setting, by level). */
  readonly guide?: "full" | "short" | "off";
  /** Balls and pockets to highlight (the ball on, a called ball, a called pocket). */
  readonly highlightBalls: readonly BallId[];
  readonly highlightPockets: readonly PocketId[];
  /** The cue's colour (0xRRGGBB): with partners it changes hands with the turn; absent, the plain cue. */
  readonly cueColour?: number;
  /** The hint's direction (degrees), drawn in its own colour beside the player's aim to compare. */
  readonly compareDirection?: number;
  /** Practice: every ball may be dragged to a new place (nothing else is interactive). */
  readonly arrange?: boolean;
}

/** Where a lag ball stopped, left on the table until the break (the lag explained). */
export interface LagMark {
  readonly player: 0 | 1;
  readonly at: Vec2;
}
