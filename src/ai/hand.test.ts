/**
 * The strong level's hand against what a strong club player pots: its own choice of stroke on
 * a lone ball 1 m from a corner, the cue ball 1 m back, played with the level's execution error
 * through the physics and ruled by the referee (fixed seeds; outcomes, no timings).
 */
import { describe, expect, it } from "vitest";
import { makeRng, type ObjectBallId } from "../core/index.ts";
import { restingBall } from "../game/index.ts";
import { makeTable } from "../physics/index.ts";
import { newMatch } from "../rules/index.ts";
import { LEVEL_PROFILES } from "./level.ts";
import { perturbStrike } from "./noise.ts";
import { ballsForShot, playOut } from "./play-out.ts";
import { decide } from "./player.ts";
import type { AiSituation } from "./situation.ts";

const table = makeTable("9ft");
const R = 0.028575;

function potRate(cutDeg: number, strokes: number): number {
  const r = newMatch("pina", {}, 0);
  if (!r.ok) throw new Error(r.error.message);
  const state = {
    ...r.value,
    phase: { kind: "play" as const },
    ballInHand: false,
    onTable: [1, 15] as ObjectBallId[],
  };
  // The 1 a metre out of the foot-left corner on a line 25° off the long rail.
  const line = (25 * Math.PI) / 180;
  const u = [Math.cos(line), Math.sin(line)] as const;
  const ball: [number, number] = [1.27 - u[0] - 0.04, 0.635 - u[1] - 0.04];
  const ghost = [ball[0] - 2 * R * u[0], ball[1] - 2 * R * u[1]] as const;
  const a = line - (cutDeg * Math.PI) / 180;
  const sit: AiSituation = {
    table,
    me: 0,
    state,
    balls: [
      restingBall(0, ghost[0] - Math.cos(a), ghost[1] - Math.sin(a)),
      restingBall(1, ball[0], ball[1]),
      restingBall(15, -1.1, -0.5),
    ],
  };
  const m = decide(sit, "strong", makeRng(1), { wallClock: false });
  if (m?.kind !== "shot") throw new Error("expected a shot");
  const hand = makeRng("hand");
  let potted = 0;
  for (let k = 0; k < strokes; k++) {
    const out = playOut(
      sit,
      ballsForShot(sit.balls),
      perturbStrike(m.strike, LEVEL_PROFILES.strong.noise, hand),
      m.call,
    );
    if (out && out.applied.ruling.points > 0) potted++;
  }
  return potted / strokes;
}

describe("the strong hand", () => {
  it("pots most straight and 30° shots of a metre and a metre", () => {
    expect(potRate(0, 30)).toBeGreaterThanOrEqual(0.75);
    expect(potRate(30, 30)).toBeGreaterThanOrEqual(0.6);
  });
});
