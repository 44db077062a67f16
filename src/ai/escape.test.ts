import { describe, expect, it } from "vitest";
import type { ObjectBallId } from "../core/index.ts";
import { restingBall } from "../game/index.ts";
import { simulateShot } from "../physics/index.ts";
import { makeTable } from "../physics/table.ts";
import { newMatch } from "../rules/index.ts";
import { aimRuleFor, legalDirection } from "./aim-rule.ts";
import { findEscapes, firstContact } from "./escape.ts";
import type { AiSituation } from "./situation.ts";
import { objectBalls } from "./targets.ts";

const table = makeTable("9ft");
const R = 0.028575;

describe("escapes swept with the physics", () => {
  // The 2 halfway between the cue ball and the 1 hides all of it; the top rail is open.
  const m = newMatch("pina", {}, 0);
  if (!m.ok) throw new Error(m.error.message);
  const state = { ...m.value, phase: { kind: "play" as const }, onTable: [1, 2] as ObjectBallId[] };
  const balls = [restingBall(0, -0.3, 0.5), restingBall(1, 0.5, 0.55), restingBall(2, 0.1, 0.51)];
  const sit: AiSituation = { table, balls, me: 0, state };
  const obstacles = objectBalls(balls);
  const aimRule = aimRuleFor(state, 1);
  const found = findEscapes({
    sit,
    balls,
    cue: [-0.3, 0.5],
    obstacles,
    firstLegal: [1],
    aimRule,
    radius: R,
    stepDeg: 1,
    budget: 200,
    masse: false,
    jump: false,
    keep: 3,
  });

  it("finds a kick band whose middle reaches the ball on first off a cushion, within PC-45", () => {
    const kick = found.escapes[0];
    expect(kick?.style).toBe("kick");
    expect(kick?.first).toBe(1);
    expect(kick!.rails).toBeGreaterThanOrEqual(1);
    expect(kick!.bandDeg).toBeGreaterThanOrEqual(1);
    expect(
      legalDirection(
        { aimRule, balls: obstacles, cue: [-0.3, 0.5], table: { radius: R } },
        kick!.strike.direction,
      ),
    ).toBe(true);
    const sim = simulateShot(table, balls, kick!.strike);
    expect(sim.ok && firstContact(sim.value.events)).toEqual({ ball: 1, rails: kick!.rails, viaFoot: false });
  });

  it("the straight line is blocked: the sweep's direct stroke meets the 2 first", () => {
    const line = (Math.atan2(0.05, 0.8) * 180) / Math.PI;
    const sim = simulateShot(table, balls, { speed: 3, direction: line, tipX: 0, tipY: 0, elevation: 0 });
    expect(sim.ok && firstContact(sim.value.events)?.ball).toBe(2);
  });
});
