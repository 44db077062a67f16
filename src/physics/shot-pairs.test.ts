import { describe, expect, it } from "vitest";
import { type BallId, makeRng, unwrap } from "../core/index.ts";
import { DEFAULT_PHYSICS_OPTIONS } from "./options.ts";
import { simulateShot } from "./simulate.ts";
import { makeTable } from "./table.ts";
import type { BallState } from "./types.ts";

const table = makeTable("9ft");
const R = DEFAULT_PHYSICS_OPTIONS.ball.radius;

/** A full rack (apex on the foot spot, small random gaps) and the cue ball behind the head string. */
function rack(seed: string): BallState[] {
  const rng = makeRng(seed);
  const balls: BallState[] = [
    {
      id: 0 as BallId,
      r: [-table.length / 4, (rng.next() - 0.5) * 0.02, R],
      v: [0, 0, 0],
      w: [0, 0, 0],
      motion: "stationary",
    },
  ];
  const dx = Math.sqrt(3) * (R + 1e-4);
  for (let row = 0; row < 5; row++) {
    for (let k = 0; k <= row; k++) {
      const gap = 2e-5 * rng.next();
      balls.push({
        id: balls.length as BallId,
        r: [table.length / 4 + row * dx + gap, (k - row / 2) * (2 * R + 2e-4) + gap, R],
        v: [0, 0, 0],
        w: [0, 0, 0],
        motion: "stationary",
      });
    }
  }
  return balls;
}

describe("the pair loop's broad phase", () => {
  it("gives the same events and final states as testing every pair (a shot of more than 32 balls)", () => {
    for (let i = 0; i < 4; i++) {
      const balls = rack(`broad-phase-${i}`);
      const rng = makeRng(`broad-phase-strike-${i}`);
      const strike = {
        speed: 4 + 5 * rng.next(),
        direction: (rng.next() - 0.5) * 1,
        tipX: (rng.next() - 0.5) * 0.4,
        tipY: (rng.next() - 0.5) * 0.4,
        elevation: 0,
      };
      // The same rack with 20 balls already pocketed: they take no part, but 36 balls are more
      // than the broad phase's bit masks hold, so every pair is tested.
      const padded: BallState[] = [...balls];
      for (let k = 0; k < 20; k++) {
        padded.push({
          id: (16 + k) as BallId,
          r: [0, 0, R],
          v: [0, 0, 0],
          w: [0, 0, 0],
          motion: "pocketed",
          pocket: "foot-left",
        });
      }
      const broad = unwrap(simulateShot(table, balls, strike));
      const every = unwrap(simulateShot(table, padded, strike));
      expect(broad.events.filter((e) => e.kind === "ball-ball").length, `rack ${i}`).toBeGreaterThan(20);
      expect(every.events, `rack ${i}`).toEqual(broad.events);
      expect(every.final.slice(0, balls.length), `rack ${i}`).toEqual(broad.final);
    }
  });
});
