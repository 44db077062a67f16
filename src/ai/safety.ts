/**
 * Safeties and Piña defences: touch a legal ball at several hit points and paces, and let the
 * simulation and the leave say which hides the table best. The geometry only proposes.
 */
import type { ObjectBallId, Vec2 } from "../core/index.ts";
import type { Obstacle, RailLine } from "./aim-geometry.ts";
import {
  crossing,
  directionDeg,
  len,
  mirror,
  onStraightRail,
  pathClear,
  railLines,
  sub,
} from "./aim-geometry.ts";
import { type AimRule, legalDirection } from "./aim-rule.ts";

export interface SafetyCandidate {
  readonly first: ObjectBallId;
  readonly directionDeg: number;
  readonly speed: number;
  readonly tipY: number;
  /** Straight at the ball, or off a rail (a mirror kick). */
  readonly via: "direct" | "rail";
}

export interface SafetyInput {
  readonly cue: Vec2;
  readonly balls: readonly Obstacle[];
  readonly firstLegal: readonly ObjectBallId[];
  readonly radius: number;
  readonly aimRule?: AimRule | undefined;
  readonly table: { readonly length: number; readonly width: number; readonly radius: number };
  /** How many to return at most. */
  readonly count: number;
  /** Cue-ball paces tried, m/s (default SPEEDS). */
  readonly speeds?: readonly number[];
}

/** Lateral offsets of the cue line from the ball's centre, in ball radii: full, half and thin hits. */
const OFFSETS = [0, -0.9, 0.9, -1.5, 1.5];
const SPEEDS = [1.0, 1.8, 2.8];

export function generateSafeties(input: SafetyInput): SafetyCandidate[] {
  const near = input.firstLegal
    .map((id) => input.balls.find((b) => b.id === id))
    .filter((b): b is Obstacle => b !== undefined)
    .sort((a, b) => len(sub(a.at, input.cue)) - len(sub(b.at, input.cue)))
    .slice(0, 3);
  const out: SafetyCandidate[] = [];
  // Interleave so that a small count still spreads over balls, hit points and paces.
  for (const speed of input.speeds ?? SPEEDS)
    for (const off of OFFSETS)
      for (const b of near) {
        const line = sub(b.at, input.cue);
        const d = len(line);
        const lateral = off * input.radius;
        if (Math.abs(lateral) >= d) continue;
        const dir = directionDeg(line) + (Math.asin(lateral / d) * 180) / Math.PI;
        if (!legalDirection(input, dir)) continue;
        // The cue ball must reach the ball untouched: aim at its centre offset by the lateral.
        const rad = (dir * Math.PI) / 180;
        const along =
          Math.sqrt(Math.max(0, d * d - lateral * lateral)) -
          Math.sqrt(Math.max(0, 4 * input.radius ** 2 - lateral ** 2));
        const contact: Vec2 = [input.cue[0] + along * Math.cos(rad), input.cue[1] + along * Math.sin(rad)];
        if (!pathClear(input.cue, contact, input.balls, input.radius, [b.id])) continue;
        out.push({
          first: b.id as ObjectBallId,
          directionDeg: (dir + 360) % 360,
          speed,
          tipY: off === 0 ? -0.3 : 0,
          via: "direct",
        });
      }
  // A hidden ball is escaped off one rail (banda-bola, PC-17), within PC-45's cone in Piña.
  if (out.length < input.count) out.push(...kickEscapes(input, near));
  return out.slice(0, input.count);
}

/** What a one-rail kick's geometry needs: the cue ball, the balls, the table and PC-45's rule. */
export type KickGeometry = Pick<SafetyInput, "cue" | "balls" | "radius" | "aimRule" | "table">;

/**
 * The straight one-rail kick from the cue ball off `line` to ball `b`, aimed at `target` (b's
 * mirror image in the line, or a point beside it for a thinner hit): its direction, when the
 * stroke is legal (PC-45), meets the rail on a straight stretch (not a pocket's mouth) and both
 * legs are clear; otherwise undefined.
 */
export function oneRailKick(k: KickGeometry, b: Obstacle, line: RailLine, target: Vec2): number | undefined {
  const hit = crossing(k.cue, target, line);
  if (!hit || !onStraightRail(hit, line, k.table)) return undefined;
  const dir = directionDeg(sub(target, k.cue));
  if (!legalDirection(k, dir)) return undefined;
  if (!pathClear(k.cue, hit, k.balls, k.radius, [])) return undefined;
  if (!pathClear(hit, b.at, k.balls, k.radius, [b.id])) return undefined;
  return dir;
}

function kickEscapes(input: SafetyInput, near: readonly Obstacle[]): SafetyCandidate[] {
  const out: SafetyCandidate[] = [];
  const t = input.table;
  const lines = railLines(t);
  for (const speed of [1.8, 2.8])
    for (const b of near)
      for (const line of lines)
        for (const off of [0, -0.8, 0.8]) {
          // Aim at the mirror image of the ball (offset for a fuller or thinner hit).
          const img = mirror(b.at, line);
          const toImg = sub(img, input.cue);
          const u = [toImg[0] / len(toImg), toImg[1] / len(toImg)] as const;
          const target: Vec2 = [img[0] - u[1] * off * input.radius, img[1] + u[0] * off * input.radius];
          const dir = oneRailKick(input, b, line, target);
          if (dir === undefined) continue;
          out.push({ first: b.id as ObjectBallId, directionDeg: dir, speed, tipY: 0, via: "rail" });
        }
  return out;
}
