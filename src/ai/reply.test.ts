/**
 * Defences scored by the opponent's best reply (reply.ts): the tries the rules give them after a
 * declared defence (PC-REFUSED), and a fixed position where the strong level's defence leaves
 * the opponent no pot of any kind, played through the physics and judged by the referee.
 */
import { describe, expect, it } from "vitest";
import { makeRng, type ObjectBallId } from "../core/index.ts";
import { restingBall } from "../game/index.ts";
import { makeTable } from "../physics/index.ts";
import { type MatchState, newMatch } from "../rules/index.ts";
import { LEVEL_PROFILES } from "./level.ts";
import { ballsForShot, playOut } from "./play-out.ts";
import { decide } from "./player.ts";
import { bestReply, REFUSED_TURN_ODDS } from "./reply.ts";
import type { AiSituation } from "./situation.ts";
import { sigmaOf } from "./value.ts";

const table = makeTable("9ft");
const R = 0.028575;
const sigma = sigmaOf(LEVEL_PROFILES.strong);

function pina(onTable: number[], extra: Partial<MatchState> = {}): MatchState {
  const r = newMatch("pina", {}, 0);
  if (!r.ok) throw new Error(r.error.message);
  const on = [...onTable].sort((a, b) => a - b) as ObjectBallId[];
  return { ...r.value, phase: { kind: "play" }, ballInHand: false, onTable: on, pocketed: [], ...extra };
}

const balls = (cue: [number, number], objs: [number, number, number][]) => [
  restingBall(0, cue[0], cue[1]),
  ...objs.map(([id, x, y]) => restingBall(id as ObjectBallId, x, y)),
];

describe("the opponent's best reply", () => {
  const open = balls(
    [-0.6, -0.2],
    [
      [1, 0.6, 0.3],
      [5, -0.9, 0.4],
    ],
  );

  it("finds the pot an open table leaves, and counts PC-REFUSED's extra try after a declared defence", () => {
    const plain = bestReply(table, R, open, pina([1, 5], { turn: 1 }), 1, sigma);
    expect(plain.odds).toBeGreaterThan(0.3);
    expect(plain.tries).toBe(1);
    const declined = bestReply(table, R, open, pina([1, 5], { turn: 1, declinedBallOn: 1 }), 1, sigma);
    expect(declined.tries).toBe(2);
    // The extra turn is played from wherever the first try leaves, not at the same pot again.
    expect(declined.chance).toBeCloseTo(1 - (1 - declined.odds) * (1 - REFUSED_TURN_ODDS), 9);
    expect(declined.chance).toBeGreaterThan(plain.chance);
  });

  it("a defence with no pot on leaves the opponent no pot of any kind", () => {
    // The 1 frozen on the long rail with the 2 tight beside it, the cue ball across the table: no
    // pot of the 1 is on, nor of the 2 off the 1 (half a centimetre further off the rail the drop
    // sweep finds a stroke that sends the 2 into the foot-right corner off the 1, and two
    // centimetres further the safety itself does), so it plays safe.
    const sit: AiSituation = {
      table,
      me: 0,
      state: pina([1, 2, 3, 4]),
      balls: balls(
        [0.3, 0.45],
        [
          [1, 0.9, -(0.635 - R - 0.0005)],
          [2, 0.96, -0.57],
          [3, -1.05, 0.05],
          [4, -1.05, -0.05],
        ],
      ),
    };
    const m = decide(sit, "strong", makeRng(3), { wallClock: false });
    if (m?.kind !== "shot") throw new Error("expected a shot");
    expect(m.intent).toMatch(/^(defence|safety|escape)/);
    const out = playOut(sit, ballsForShot(sit.balls, m.place), m.strike, m.call);
    if (!out) throw new Error("the stroke did not simulate");
    expect(out.applied.ruling.fouls).toEqual([]);
    expect(out.applied.state.turn).toBe(1);
    const reply = bestReply(table, R, out.result.final, out.applied.state, 1, sigma);
    expect(reply.odds).toBeLessThan(0.15);
    // Still not free: the declined ball on, once hit, earns them another turn (PC-REFUSED).
    expect(out.applied.state.declinedBallOn).toBe(1);
    expect(reply.chance).toBeGreaterThanOrEqual(REFUSED_TURN_ODDS);
  });
});
