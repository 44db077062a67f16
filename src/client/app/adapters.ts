/**
 * The app's side of the view boundary: physics tables, ball states, simulations and the
 * game's ball-in-hand region mapped onto the view's own structural types.
 */
import type { BallId, Vec2 } from "../../core/index.ts";
import { placementRegion } from "../../game/index.ts";
import type { BallState, PhysicsEvent, ShotResult, Table } from "../../physics/index.ts";
import { DEFAULT_PHYSICS_OPTIONS, positionsAt } from "../../physics/index.ts";
import type { BallPose, PlacementArea, Playback, PlaybackCue, TableShape } from "../view/index.ts";

export const BALL_RADIUS = DEFAULT_PHYSICS_OPTIONS.ball.radius;

export function toTableShape(t: Table): TableShape {
  return {
    length: t.length,
    width: t.width,
    cushionHeight: t.cushionHeight,
    railTopHeight: t.railTopHeight,
    railWidth: t.railWidth,
    ballRadius: BALL_RADIUS,
    cushions: t.cushions.map((c) => ({ p1: c.p1, p2: c.p2, normal: c.normal, isJaw: c.rail === "jaw" })),
    pockets: t.pockets.map((p) => ({ id: p.id, centre: p.centre, radius: p.radius })),
    headStringX: t.headStringX,
    footSpot: t.footSpot,
    diamonds: t.diamonds,
  };
}

export const isShown = (b: BallState): boolean => b.motion !== "pocketed" && b.motion !== "off";

export function toPose(b: BallState): BallPose {
  return { id: b.id, r: b.r, w: b.w, visible: isShown(b) };
}

export function toPoses(balls: readonly BallState[]): BallPose[] {
  return balls.map(toPose);
}

/** Balls at rest, with the cue ball moved to `cueAt` (ball in hand). */
export function posesWithCueAt(balls: readonly BallState[], cueAt: Vec2 | null): BallPose[] {
  const out = toPoses(balls.filter((b) => !(cueAt && b.id === 0)));
  if (cueAt) out.push({ id: 0, r: [cueAt[0], cueAt[1], BALL_RADIUS], w: [0, 0, 0], visible: true });
  return out;
}

/** The shot for playback; balls not in the simulation (already down) stay hidden. */
export function toPlayback(sim: ShotResult, hidden: readonly BallId[] = []): Playback {
  const at = (t: number): BallPose[] => [
    ...positionsAt(sim, t).map(toPose),
    ...hidden.map((id) => ({ id, r: [0, 0, -1] as const, w: [0, 0, 0] as const, visible: false })),
  ];
  return { duration: sim.duration, at, cues: toCues(sim) };
}

/**
 * The same playback at another pace (½: twice as long): the balls' poses and the sounds keep their
 * places in the shot, only the clock runs slower. For the last shot seen again at half speed.
 */
export function atRate(pb: Playback, rate: number): Playback {
  return {
    ...pb,
    duration: pb.duration / rate,
    at: (t) => pb.at(t * rate),
    cues: pb.cues.map((c) => ({ ...c, t: c.t / rate })),
  };
}

/** Sound cues with impact speeds read from the states just before each event. */
export function toCues(sim: ShotResult): PlaybackCue[] {
  const out: PlaybackCue[] = [];
  for (const e of sim.events) {
    const kind = cueKind(e);
    if (!kind) continue;
    const before = positionsAt(sim, Math.max(0, e.t - 1e-4));
    const v = (id: BallId) => before.find((b) => b.id === id)?.v ?? ([0, 0, 0] as const);
    let speed: number;
    if (e.kind === "ball-ball") {
      const a = v(e.a);
      const b = v(e.b);
      speed = Math.hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2]);
    } else if (e.kind === "strike") {
      const after = positionsAt(sim, e.t + 1e-4).find((b) => b.id === e.ball)?.v ?? [0, 0, 0];
      speed = Math.hypot(after[0], after[1], after[2]);
    } else {
      const a = v(e.ball);
      speed = Math.hypot(a[0], a[1], a[2]);
    }
    out.push({ t: e.t, kind, speed });
  }
  return out;
}

function cueKind(e: PhysicsEvent): PlaybackCue["kind"] | null {
  switch (e.kind) {
    case "ball-ball":
      return "ball";
    case "ball-cushion":
      return "cushion";
    case "ball-pocket":
      return "pocket";
    case "strike":
      return "strike";
    default:
      return null;
  }
}

/** Ball in hand behind the head string: the referee's region (G-BIH) for the view. */
export function kitchenArea(table: Table, balls: readonly BallState[]): PlacementArea {
  return placementRegion(
    table,
    balls.filter((b) => b.id !== 0),
    "kitchen",
    BALL_RADIUS,
  );
}
