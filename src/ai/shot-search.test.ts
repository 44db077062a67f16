import { describe, expect, it } from "vitest";
import type { ObjectBallId } from "../core/index.ts";
import { restingBall } from "../game/index.ts";
import { makeTable } from "../physics/index.ts";
import { type MatchState, newMatch } from "../rules/index.ts";
import { LEVEL_PROFILES } from "./level.ts";
import { ShotSearch } from "./shot-search.ts";
import type { AiSituation } from "./situation.ts";

const R = 0.028575;

function pinaSituation(): AiSituation {
  const r = newMatch("pina", {}, 0);
  if (!r.ok) throw new Error(r.error.message);
  const on: ObjectBallId[] = [1, 2];
  const state: MatchState = {
    ...r.value,
    phase: { kind: "play" },
    ballInHand: false,
    onTable: on,
    pocketed: r.value.onTable.filter((b) => !on.includes(b)),
  };
  return {
    table: makeTable("9ft"),
    me: 0,
    state,
    balls: [restingBall(0, -0.5, 0), restingBall(1, 0.2, 0.1), restingBall(2, 0.6, -0.3)],
  };
}

// Straight at the 1, firm enough to reach it: a legal stroke the referee rules.
const atTheOne = {
  speed: 2,
  direction: (Math.atan2(0.1, 0.7) * 180) / Math.PI,
  tipX: 0,
  tipY: 0,
  elevation: 0,
};

describe("one decision's search", () => {
  it("judges each look, keeps what it considered, and stops at the level's budget", () => {
    const sit = pinaSituation();
    const profile = { ...LEVEL_PROFILES.strong, maxSims: 3 };
    const search = new ShotSearch(sit, sit.balls, profile, R, Number.POSITIVE_INFINITY);
    search.consider(atTheOne, { defense: true }, "safety on 1");
    expect(search.options).toHaveLength(1);
    expect(search.options[0]?.samples).toBe(1);
    expect(Number.isFinite(search.options[0]?.value)).toBe(true);
    expect(search.judge(atTheOne, { defense: true })).not.toBeNull();
    expect(search.look(atTheOne, { defense: true })).not.toBeNull();
    // Three looks spent: the fourth is refused and nothing is added.
    expect(search.judge(atTheOne, { defense: true })).toBeNull();
    search.consider(atTheOne, { defense: true }, "safety on 1 again");
    expect(search.options).toHaveLength(1);
    // An allowance (an escape's finds to judge) opens the budget again; a sweep counts apart.
    search.allowance += 1;
    expect(search.look(atTheOne, { defense: true })).not.toBeNull();
    search.sweepSims += 10;
    expect(search.spent()).toBe(14);
  });

  it("past its time guard it looks only while it has nothing to play, a few times at most", () => {
    const sit = pinaSituation();
    const search = new ShotSearch(sit, sit.balls, LEVEL_PROFILES.strong, R, Number.NEGATIVE_INFINITY);
    let looks = 0;
    while (search.look(atTheOne, { defense: true }) !== null) looks++;
    expect(looks).toBeGreaterThan(0);
    expect(looks).toBeLessThan(10);
    const late = new ShotSearch(sit, sit.balls, LEVEL_PROFILES.strong, R, Number.NEGATIVE_INFINITY);
    late.consider(atTheOne, { defense: true }, "safety on 1");
    expect(late.options).toHaveLength(1);
    expect(late.look(atTheOne, { defense: true })).toBeNull();
  });

  it("ranks its options best first", () => {
    const sit = pinaSituation();
    const search = new ShotSearch(sit, sit.balls, LEVEL_PROFILES.strong, R, Number.POSITIVE_INFINITY);
    expect(search.bestValue()).toBe(Number.NEGATIVE_INFINITY);
    search.options.push(
      { strike: atTheOne, call: undefined, intent: "a", value: 0.2, samples: 1 },
      { strike: atTheOne, call: undefined, intent: "b", value: 1.5, samples: 1 },
    );
    expect(search.ranked().map((o) => o.intent)).toEqual(["b", "a"]);
    expect(search.bestValue()).toBe(1.5);
  });
});
