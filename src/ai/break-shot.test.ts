import { describe, expect, it } from "vitest";
import { type GameId, makeRng } from "../core/index.ts";
import { rackBalls } from "../game/index.ts";
import { makeTable } from "../physics/index.ts";
import { newMatch } from "../rules/index.ts";
import { type ChosenBreak, chooseBreak } from "./break-shot.ts";
import { LEVEL_PROFILES } from "./level.ts";
import { perturbStrike } from "./noise.ts";
import { ballsForShot, type PlayedOut, playOut } from "./play-out.ts";
import type { AiSituation } from "./situation.ts";

const R = 0.028575;

/**
 * The strong level's chosen break on `racks` seeded racks, each played once by the strong hand.
 * Fewer trials than the level's, to keep the test lean; the hand is the strong level's.
 */
function strongBreaks(game: GameId, seedPrefix: string, racks = 8): { plan: ChosenBreak; out: PlayedOut }[] {
  const table = makeTable("9ft");
  const state = newMatch(game, {}, 0);
  if (!state.ok) throw new Error(state.error.message);
  const profile = { ...LEVEL_PROFILES.strong, breakTrials: 3 };
  const hand = makeRng(`${seedPrefix}break-hand`);
  return Array.from({ length: racks }, (_, i) => {
    const sit: AiSituation = {
      table,
      me: 0,
      state: state.value,
      balls: rackBalls(game, table, makeRng(`${seedPrefix}rack-${i}`), R),
    };
    const plan = chooseBreak(sit, profile, makeRng(`${seedPrefix}think-${i}`), R);
    expect(plan.place[0]).toBeLessThanOrEqual(table.headStringX);
    const out = playOut(
      sit,
      ballsForShot(sit.balls, plan.place),
      perturbStrike(plan.strike, profile.noise, hand),
      undefined,
    );
    if (!out) throw new Error(`rack ${i}: the break could not be simulated`);
    return { plan, out };
  });
}

describe("the strong level's Bola 8 break", () => {
  it("B8-BREAK: chosen by its trials, then played by the strong hand, it breaks legally (no scratch) and keeps the table most times", () => {
    let legal = 0;
    let kept = 0;
    for (const { plan, out } of strongBreaks("bola8", "")) {
      // Never draw on the break: the cue ball comes back into the head pockets.
      expect(plan.strike.tipY).toBeGreaterThanOrEqual(0);
      if (out.applied.ruling.fouls.length === 0) {
        legal++;
        if (out.applied.state.turn === 0) kept++;
      }
    }
    expect(legal).toBeGreaterThanOrEqual(7);
    expect(kept).toBeGreaterThanOrEqual(4);
  });
});

describe("the strong level's Piña break", () => {
  it("PC-BREAK: hits the 1 first without a scratch and spreads the pack (balls driven to a cushion)", () => {
    const breaks = strongBreaks("pina", "pina-");
    let legal = 0;
    let toCushion = 0;
    for (const { out } of breaks) {
      if (out.applied.ruling.fouls.length === 0) legal++;
      // The turn passes after any Piña break (PC-BREAK), a legal one included.
      expect(out.applied.state.turn).toBe(1);
      const hit = new Set<number>();
      for (const e of out.result.events) if (e.kind === "ball-cushion" && e.ball !== 0) hit.add(e.ball);
      toCushion += hit.size;
    }
    expect(legal).toBeGreaterThanOrEqual(7);
    // A soft break (2.6 m/s with draw) drives about 2 balls to a cushion and leaves the pack
    // locked, a 4 m/s one 5–6; the hard break spreads it: about 11.
    expect(toCushion / breaks.length).toBeGreaterThanOrEqual(8);
  });
});
