/**
 * The break. Bola 8: firm into the apex from the centre of the head string, a touch of draw to
 * keep the cue ball in the middle. Piña: balls made on the break do not count and the
 * turn passes (PC-BREAK), so the AI breaks soft onto the 1 with draw, leaving the rack tight
 * and the cue ball far from it.
 */
import type { GameId, Vec2 } from "../core/index.ts";
import type { Strike, Table } from "../physics/types.ts";
import type { AiLevel } from "./level.ts";

// Measured on the engine: a full hit from the centre at ~7 m/s is legal (B8-BREAK) nearly every time.
const BOLA8_SPEED: Record<AiLevel, number> = { beginner: 6, easy: 7, medium: 7.5, strong: 7.5 };

export interface BreakPlan {
  readonly place: Vec2;
  readonly strike: Strike;
}

export function breakPlan(game: GameId, table: Table, level: AiLevel, apex: Vec2, radius: number): BreakPlan {
  // Just behind the head string: on it counts as behind (G-BIH), a millimetre spares rounding.
  const x = table.headStringX - 0.001;
  const y = 0;
  const place: Vec2 = [x, Math.min(y, table.width / 2 - radius - 0.01)];
  const direction = (Math.atan2(apex[1] - place[1], apex[0] - place[0]) * 180) / Math.PI;
  const strike: Strike =
    game === "bola8"
      ? { speed: BOLA8_SPEED[level], direction: (direction + 360) % 360, tipX: 0, tipY: -0.15, elevation: 0 }
      : { speed: 2.6, direction: (direction + 360) % 360, tipX: 0, tipY: -0.4, elevation: 0 };
  return { place, strike };
}
