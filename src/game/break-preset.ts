/**
 * The break a person gets by default, and the power scale of the cue: one home for the client's
 * power slider and the benchmarks that measure the break (bench/breaks.ts).
 */
import type { GameId } from "../core/index.ts";

/** Cue-ball speed for a power setting: fine control at lag pace, ~9 m/s for a full break. */
export function speedForPower(power: number): number {
  return 0.25 + 8.75 * Math.max(0, Math.min(1, power)) ** 1.6;
}

/** The power setting that gives a speed (speedForPower's inverse), for strokes set by the hint. */
export function powerForSpeed(speed: number): number {
  return Math.max(0, Math.min(1, (Math.max(0, speed - 0.25) / 8.75) ** (1 / 1.6)));
}

// The break preset, checked by src/client/app/break-preset.test.ts under a person's hand (aim
// ±0.15°, tip ±0.05 R) over 160 seeded racks on each of 7, 8 and 9 ft, ruled by the referee
// (B8-BREAK, no scratch): full power (9 m/s) from the centre of the ball broke legally in 93%,
// with 0.2 R of follow too; 0.9 (7.6 m/s) with 0.2 R of follow in 97.5%. A stunned cue ball
// stops at the head ball and the rack knocks it back toward the head pockets; a touch of follow
// carries it on. Piña (PC-BREAK: the 1 first, no scratch; 100–300 seeded racks a size): 0.2 R of
// follow scratched in 3–8% of breaks, none 4–9% (stunned, the cue ball comes back off the pack),
// 0.15 R in 1–3%.
export const BREAK_POWER = 0.9;
export const BREAK_TIP_Y: Readonly<Record<GameId, number>> = { bola8: 0.2, pina: 0.15 };
