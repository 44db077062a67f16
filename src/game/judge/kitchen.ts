/**
 * G-KITCHEN: with ball in hand behind the head string, the first ball the cue ball contacts
 * must have had its centre beyond the head string when the shot began, unless the cue ball
 * itself crossed the head string before that contact ([interp], setting kitchenCrossingCounts).
 */
import type { BallId, Vec2 } from "../../core/index.ts";
import type { BallPath } from "./path.ts";

export interface KitchenFacts {
  readonly headStringX: number;
  /** The first ball the cue ball touched and when, or null if it touched none (not this rule's foul). */
  readonly firstContact: { readonly ball: BallId; readonly t: number } | null;
  /** Where that ball's centre was when the shot began. */
  readonly firstContactStart: Vec2 | null;
  /**
   * The cue ball's path from t = 0, at least to the first contact; as a function it is sampled
   * only when the rule asks (sampling a long shot's path costs more than the rest of the strike's
   * judgement, and a break's first contact is beyond the head string: no path needed).
   */
  readonly cuePath: BallPath | (() => BallPath);
  readonly crossingCounts: boolean;
}

/** "Beyond" is strictly past the line: a centre on the head string is behind it. */
export function isBeyondHeadString(x: number, headStringX: number): boolean {
  return x > headStringX;
}

/** Did the cue ball's centre go beyond the head string at or before time t? */
export function crossedHeadStringBy(path: BallPath, headStringX: number, t: number): boolean {
  return path.some((p) => p.t <= t && isBeyondHeadString(p.x, headStringX));
}

export function judgeKitchen(f: KitchenFacts): "G-KITCHEN" | null {
  if (!f.firstContact || !f.firstContactStart) return null;
  if (isBeyondHeadString(f.firstContactStart[0], f.headStringX)) return null;
  if (!f.crossingCounts) return "G-KITCHEN";
  const path = typeof f.cuePath === "function" ? f.cuePath() : f.cuePath;
  if (crossedHeadStringBy(path, f.headStringX, f.firstContact.t)) return null;
  return "G-KITCHEN";
}
