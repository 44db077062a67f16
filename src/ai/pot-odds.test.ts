import { describe, expect, it } from "vitest";
import { makeRng, type ObjectBallId } from "../core/index.ts";
import { restingBall } from "../game/index.ts";
import { makeTable, simulateShot } from "../physics/index.ts";
import { generatePots } from "./candidates.ts";
import { aimTable } from "./leave.ts";
import { LEVEL_PROFILES } from "./level.ts";
import { perturbStrike } from "./noise.ts";
import { sigmaOf } from "./value.ts";

const table = makeTable("9ft");
const R = 0.028575;

describe("pot odds against the level's hand", () => {
  it("the hand's line error counts the squirt of its side tip error, not the aim alone", () => {
    const p = LEVEL_PROFILES.strong;
    const aim = (p.noise.directionDeg * Math.PI) / 180;
    expect(sigmaOf(p)).toBeGreaterThan(aim);
    // With no side error the line error is the aim error.
    expect(sigmaOf({ ...p, noise: { ...p.noise, tip: 0 } })).toBeCloseTo(aim, 12);
  });

  it("over seeded direct pots, the odds the strong level plans with are on average what its hand makes", () => {
    const p = LEVEL_PROFILES.strong;
    const rng = makeRng("odds-calibration");
    const L = table.length / 2 - 0.2;
    const W = table.width / 2 - 0.15;
    let odds = 0;
    let made = 0;
    let shots = 0;
    const samples = 30;
    while (shots < 12) {
      const ball: [number, number] = [(2 * rng.next() - 1) * L, (2 * rng.next() - 1) * W];
      const cue: [number, number] = [(2 * rng.next() - 1) * L, (2 * rng.next() - 1) * W];
      if (Math.hypot(ball[0] - cue[0], ball[1] - cue[1]) < 0.15) continue;
      const c = generatePots({
        table: aimTable(table, R),
        cue,
        balls: [{ id: 1 as ObjectBallId, at: ball }],
        firstLegal: [1 as ObjectBallId],
        canPot: (f, b) => f === b,
        sigmaRad: sigmaOf(p),
        tricks: false,
      })[0];
      if (!c || c.odds < 0.3) continue;
      shots++;
      odds += c.odds;
      for (let k = 0; k < samples; k++) {
        const strike = perturbStrike(
          { speed: c.speed, direction: c.directionDeg, tipX: 0, tipY: 0, elevation: 0 },
          p.noise,
          rng,
        );
        const r = simulateShot(
          table,
          [restingBall(0, ...cue), restingBall(1 as ObjectBallId, ...ball)],
          strike,
        );
        if (!r.ok) throw new Error(r.error.code);
        if (r.value.events.some((e) => e.kind === "ball-pocket" && e.ball === 1 && e.pocket === c.pocket))
          made++;
      }
    }
    expect(Math.abs(made / (shots * samples) - odds / shots)).toBeLessThan(0.1);
  });
});
