/**
 * The one bridge from a simulated shot to the referee's ShotRecord (rules/actions.ts), in the
 * vocabulary of MATCH-SCRIPT.md:
 *
 * - ball-ball -> hit, the cue ball named first when it takes part (the referee reads the
 *   first contact from it either way); a burst of repeated contacts between the same two balls
 *   (the engine's resolution of a pressed contact) is one hit;
 * - ball-cushion -> rail, jaw contacts included: a pocket's jaw is part of the cushion, as in
 *   the WPA definitions, so a ball that rattles in the jaws has reached a cushion. A rail event
 *   repeating the one just before it for the same ball is dropped (it says nothing new);
 * - ball-pocket -> pocket;
 * - off: only for a ball whose final state is "off" (G-OFFTABLE-BACK: a ball that left the
 *   cloth and came back is in play), placed at its last off-table event;
 * - airborne, landing, motion changes: nothing the referee asks about.
 *
 * Geometry fouls the events cannot show go into `fouls`: G-KITCHEN for a shot from ball in
 * hand behind the head string; PC-45 / PC-FROZEN for every Piña shot; PC-DEFENSE on a declared
 * defence. Judged on the positions at the start of the shot and the simulated paths.
 */
import type { BallId, GameId, ObjectBallId, PlayerIndex, Vec2 } from "../core/index.ts";
import type { BallParams, BallState, PhysicsEvent, ShotResult, Strike } from "../physics/index.ts";
import { DEFAULT_BALL_PARAMS } from "../physics/index.ts";
import type { Bola8Call, PinaCall, Settings, ShotEvent, ShotRecord } from "../rules/index.ts";
import { isOnCloth } from "./geometry.ts";
import { judgeAim } from "./judge/aim.ts";
import { judgeDefense } from "./judge/defense.ts";
import { moved, pathOf } from "./judge/from-result.ts";
import { judgeKitchen } from "./judge/kitchen.ts";
import type { BallPath } from "./judge/path.ts";

/** The physics events as the referee's shot events. */
export function toShotEvents(events: readonly PhysicsEvent[], final: readonly BallState[]): ShotEvent[] {
  const endsOff = new Set(final.filter((b) => b.motion === "off").map((b) => b.id));
  const lastOffEvent = new Map<BallId, number>();
  events.forEach((e, i) => {
    if (e.kind === "off-table") lastOffEvent.set(e.ball, i);
  });
  const out: ShotEvent[] = [];
  const push = (e: ShotEvent) => {
    const prev = out.at(-1);
    if (e.kind === "rail" && prev?.kind === "rail" && prev.ball === e.ball) return;
    if (e.kind === "hit" && prev?.kind === "hit" && prev.a === e.a && prev.b === e.b) return;
    out.push(e);
  };
  events.forEach((e, i) => {
    switch (e.kind) {
      case "ball-ball":
        push(e.b === 0 ? { kind: "hit", a: 0, b: e.a } : { kind: "hit", a: e.a, b: e.b });
        break;
      case "ball-cushion":
        push({ kind: "rail", ball: e.ball });
        break;
      case "ball-pocket":
        push({ kind: "pocket", ball: e.ball, pocket: e.pocket });
        break;
      case "off-table":
        if (endsOff.has(e.ball) && lastOffEvent.get(e.ball) === i) push({ kind: "off", ball: e.ball });
        break;
      default:
        break;
    }
  });
  // A ball at rest off the table with no off-table event (should not happen): still off.
  for (const id of endsOff) if (!lastOffEvent.has(id)) push({ kind: "off", ball: id });
  return out;
}

/** The first ball the cue ball touched and when. */
export function firstCueContact(events: readonly PhysicsEvent[]): { ball: BallId; t: number } | null {
  for (const e of events) {
    if (e.kind === "ball-ball" && (e.a === 0 || e.b === 0)) return { ball: e.a === 0 ? e.b : e.a, t: e.t };
  }
  return null;
}

export interface SimulatedShot {
  readonly game: GameId;
  readonly by: PlayerIndex;
  /** Balls at rest before the strike, the cue ball where it was struck from. */
  readonly start: readonly BallState[];
  readonly strike: Strike;
  readonly result: ShotResult;
  readonly call?: Bola8Call | PinaCall;
  /** The shot was played from ball in hand behind the head string (the break included). */
  readonly fromKitchen: boolean;
  readonly headStringX: number;
  /** Piña: the ball on when the shot began (null on an empty table, or in Bola 8). */
  readonly ballOn: ObjectBallId | null;
  readonly settings: Pick<
    Settings,
    "kitchenCrossingCounts" | "defenseSpanCm" | "frozenGapBallFraction" | "masseMinElevationDeg"
  >;
  readonly ball?: BallParams;
}

const position = (balls: readonly BallState[], id: BallId): Vec2 | null => {
  const b = balls.find((x) => x.id === id && isOnCloth(x));
  return b ? [b.r[0], b.r[1]] : null;
};

/** The geometry fouls of a simulated shot, as rule IDs, in the order G-KITCHEN, PC-45/PC-FROZEN, PC-DEFENSE. */
export function geometryFouls(s: SimulatedShot): string[] {
  const params = s.ball ?? DEFAULT_BALL_PARAMS;
  const fouls: string[] = [];
  const cue = position(s.start, 0);
  if (!cue) return fouls;
  let cuePath: BallPath | null = null;
  const getCuePath = () => {
    cuePath ??= pathOf(s.result, 0, params) ?? [];
    return cuePath;
  };
  if (s.fromKitchen) {
    const first = firstCueContact(s.result.events);
    const k = judgeKitchen({
      headStringX: s.headStringX,
      firstContact: first,
      firstContactStart: first ? position(s.start, first.ball) : null,
      // Up to the first contact only: the rule reads no further (a segment ends at that contact).
      cuePath: () => (first ? (pathOf(s.result, 0, params, first.t) ?? []) : []),
      crossingCounts: s.settings.kitchenCrossingCounts,
    });
    if (k) fouls.push(k);
  }
  if (s.game === "pina" && s.ballOn !== null) {
    const on = position(s.start, s.ballOn);
    if (on) {
      const a = judgeAim({
        cue,
        ballOn: on,
        directionDeg: s.strike.direction,
        elevationDeg: s.strike.elevation,
        radius: params.radius,
        frozenGapBallFraction: s.settings.frozenGapBallFraction,
        masseMinElevationDeg: s.settings.masseMinElevationDeg,
      });
      if (a) fouls.push(a);
    }
    if (s.call && "defense" in s.call) {
      const objectPaths = s.start
        .filter((b) => b.id !== 0 && isOnCloth(b) && moved(s.result, b.id))
        .map((b) => pathOf(s.result, b.id, params) ?? []);
      const d = judgeDefense({ cuePath: getCuePath(), objectPaths, spanM: s.settings.defenseSpanCm / 100 });
      if (d) fouls.push(d);
    }
  }
  return fouls;
}

/** The referee's record of a simulated shot. */
export function toShotRecord(s: SimulatedShot): ShotRecord {
  const fouls = geometryFouls(s);
  return {
    by: s.by,
    events: toShotEvents(s.result.events, s.result.final),
    ...(s.call ? { call: s.call } : {}),
    ...(fouls.length > 0 ? { fouls } : {}),
  };
}
