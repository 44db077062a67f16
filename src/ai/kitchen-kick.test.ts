import { describe, expect, it } from "vitest";
import { makeRng, type ObjectBallId } from "../core/index.ts";
import { isBeyondHeadString, restingBall } from "../game/index.ts";
import { makeTable } from "../physics/index.ts";
import { newMatch } from "../rules/index.ts";
import { LEVEL_PROFILES } from "./level.ts";
import { ballsForShot, playOut } from "./play-out.ts";
import { chooseShot } from "./select-shot.ts";
import type { AiSituation } from "./situation.ts";
import { kitchenKickTargets, objectBalls, shotHintFor } from "./targets.ts";

const table = makeTable("9ft");

/** Ball in hand behind the head string with the ball on behind it too (the 1 at x = -0.9). */
function situation(kitchenCrossingCounts: boolean): AiSituation {
  const m = newMatch("pina", { kitchenCrossingCounts }, 0);
  if (!m.ok) throw new Error(m.error.message);
  const state = {
    ...m.value,
    phase: { kind: "play" as const },
    onTable: [1, 2, 3] as ObjectBallId[],
    ballInHand: true,
  };
  const balls = [restingBall(1, -0.9, 0.3), restingBall(2, 0.5, 0.2), restingBall(3, 0.8, -0.3)];
  return { table, balls, me: 0, state };
}

describe("G-KITCHEN: ball in hand and the ball on behind the head string", () => {
  it("the ball on is reachable only by a kick that crosses the head string, while the setting allows it", () => {
    for (const crossing of [true, false]) {
      const sit = situation(crossing);
      const hint = shotHintFor(sit.state, 0)!;
      expect(kitchenKickTargets(hint, objectBalls(sit.balls), table.headStringX, crossing)).toEqual(
        crossing ? [1] : [],
      );
    }
  });

  it("the strong level places the cue ball behind the 1 and kicks off the foot cushion: no foul (PC-45 kept)", () => {
    const sit = situation(true);
    const shot = chooseShot(sit, LEVEL_PROFILES.strong, makeRng("kitchen"));
    expect(shot.intent).toMatch(/^escape kick/);
    expect(shot.place).toBeDefined();
    expect(isBeyondHeadString(shot.place![0], table.headStringX)).toBe(false);
    // Behind the 1 (nearer the head rail): only from there does PC-45 allow a kick up the table.
    expect(shot.place![0]).toBeLessThan(-0.9);
    const out = playOut(sit, ballsForShot(sit.balls, shot.place), shot.strike, shot.call);
    expect(out?.applied.ruling.fouls).toEqual([]);
    // The cue ball went to the foot cushion before touching the 1.
    const events = out!.result.events;
    const contact = events.findIndex((e) => e.kind === "ball-ball");
    const foot = events.findIndex((e) => e.kind === "ball-cushion" && e.ball === 0 && e.cushion === "foot");
    expect(foot).toBeGreaterThanOrEqual(0);
    expect(foot).toBeLessThan(contact);
  });

  it("with kitchenCrossingCounts off no stroke is legal: the AI plays the foul that leaves least", () => {
    const sit = situation(false);
    const shot = chooseShot(sit, LEVEL_PROFILES.strong, makeRng("kitchen"));
    expect(shot.intent).toMatch(/^no escape/);
  });
});
