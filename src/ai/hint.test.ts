import { describe, expect, it } from "vitest";
import type { ObjectBallId } from "../core/index.ts";
import { restingBall } from "../game/index.ts";
import { makeTable } from "../physics/index.ts";
import { newMatch } from "../rules/index.ts";
import { shotHint } from "./hint.ts";
import type { AiSituation } from "./situation.ts";

const table = makeTable("9ft");
const NO_CLOCK = { wallClock: false } as const;

describe("the hint for a person (shotHint)", () => {
  const m = newMatch("pina", {}, 0);
  if (!m.ok) throw new Error(m.error.message);
  const state = {
    ...m.value,
    phase: { kind: "play" as const },
    ballInHand: false,
    onTable: [1, 9] as ObjectBallId[],
  };
  // A straight-in 1 to the foot-left corner.
  const sit: AiSituation = {
    table,
    me: 0,
    state,
    balls: [restingBall(0, 0.2, 0.05), restingBall(1, 0.8, 0.35), restingBall(9, -0.9, -0.4)],
  };

  it("names the call, draws the line from the cue ball to the ball it meets, and gives a chance", () => {
    const h = shotHint(sit, "t1", NO_CLOCK);
    expect(h?.kind).toBe("pot");
    expect(h?.call).toMatchObject({ ball: 1 });
    expect(h?.pot?.target).toBe(1);
    expect(h?.first).toBe(1);
    const start = h!.cueLine[0]!;
    expect(Math.hypot(start[0] - 0.2, start[1] - 0.05)).toBeLessThan(1e-6);
    const end = h!.cueLine.at(-1)!;
    // The line ends where the cue ball touches the 1 (two radii from its centre).
    expect(Math.hypot(end[0] - 0.8, end[1] - 0.35)).toBeLessThan(0.08);
    expect(h!.objectLine.length).toBeGreaterThan(1);
    expect(h!.chance).toBeGreaterThanOrEqual(0.5);
    expect(h!.chance).toBeLessThanOrEqual(1);
  });

  it("is the same for the same position and seed, and null when it is not the player's shot", () => {
    expect(shotHint(sit, "t2", NO_CLOCK)).toEqual(shotHint(sit, "t2", NO_CLOCK));
    expect(shotHint({ ...sit, me: 1 }, "t2", NO_CLOCK)).toBeNull();
  });

  it("says a foul when no stroke reaches the ball on legally, not a pot", () => {
    // The 1 inside a closed ring of six balls: nothing reaches it first, kicked, jumped or curved.
    const R = 0.028575;
    const ring = [2, 3, 4, 5, 6, 7].map((id, k) =>
      restingBall(
        id as ObjectBallId,
        0.5 + (2 * R + 0.0004) * Math.cos((k * Math.PI) / 3),
        (2 * R + 0.0004) * Math.sin((k * Math.PI) / 3),
      ),
    );
    const shut: AiSituation = {
      table,
      me: 0,
      state: { ...state, onTable: [1, 2, 3, 4, 5, 6, 7] as ObjectBallId[] },
      balls: [restingBall(0, -0.6, 0.3), restingBall(1, 0.5, 0), ...ring],
    };
    const h = shotHint(shut, "t3", NO_CLOCK);
    expect(h?.kind).toBe("foul");
    expect(h?.intent).toMatch(/^no escape/);
    expect(h?.pot).toBeUndefined();
    expect(h!.chance).toBeLessThanOrEqual(0.2);
  });
});
