import { describe, expect, it } from "vitest";
import { makeRng, type ObjectBallId } from "../core/index.ts";
import { judgeAim, restingBall, validateCueBallPlacement } from "../game/index.ts";
import { makeTable } from "../physics/index.ts";
import { apply, type MatchState, newMatch } from "../rules/index.ts";
import { decide } from "./player.ts";
import type { AiSituation } from "./situation.ts";

const table = makeTable("9ft");
const R = 0.028575;

function stateOf(game: "pina" | "bola8", onTable: number[], extra: Partial<MatchState> = {}): MatchState {
  const r = newMatch(game, {}, 0);
  if (!r.ok) throw new Error(r.error.message);
  const on = [...onTable].sort((a, b) => a - b) as ObjectBallId[];
  return {
    ...r.value,
    phase: { kind: "play" },
    ballInHand: false,
    onTable: on,
    pocketed: r.value.onTable.filter((b) => !on.includes(b)),
    ...extra,
  };
}

function sit(
  state: MatchState,
  cue: [number, number] | null,
  balls: [number, number, number][],
): AiSituation {
  return {
    table,
    me: 0,
    state,
    balls: [
      ...(cue ? [restingBall(0, cue[0], cue[1])] : []),
      ...balls.map(([id, x, y]) => restingBall(id as ObjectBallId, x, y)),
    ],
  };
}

describe("shots and calls", () => {
  it("Piña (PC-CALL): calls the ball on into the open corner, within PC-45 of the line to it", () => {
    const s = sit(
      stateOf("pina", [1, 9]),
      [0, 0],
      [
        [1, 0.6, 0.3],
        [9, -0.9, -0.4],
      ],
    );
    const m = decide(s, "medium", makeRng(1), { wallClock: false });
    expect(m?.kind).toBe("shot");
    if (m?.kind !== "shot") return;
    expect(m.call).toEqual({ ball: 1, pocket: "foot-left" });
    const foul = judgeAim({
      cue: [0, 0],
      ballOn: [0.6, 0.3],
      directionDeg: m.strike.direction,
      elevationDeg: m.strike.elevation,
      radius: R,
      frozenGapBallFraction: 0.25,
      masseMinElevationDeg: 60,
    });
    expect(foul).toBeNull();
    // The referee accepts the shot as played.
    expect(m.sims).toBeGreaterThan(0);
  });

  it("Bola 8 open table (B8-OPEN): declares the group of the ball it plays", () => {
    const s = sit(
      stateOf("bola8", [3, 8, 12]),
      [-0.4, 0],
      [
        [3, 0.3, 0.4],
        [12, 0.9, -0.5],
        [8, 0.0, -0.45],
      ],
    );
    const m = decide(s, "easy", makeRng(2), { wallClock: false });
    if (m?.kind !== "shot") throw new Error("expected a shot");
    expect(m.call && "group" in m.call).toBe(true);
    const ball = Number(/ (\d+)/.exec(m.intent)?.[1]);
    const group = ball < 8 ? "solids" : "stripes";
    expect(m.call).toEqual({ group });
  });

  it("Bola 8 on the 8 (B8-8CALL): names a pocket", () => {
    const s = sit(
      stateOf("bola8", [8, 12], { groups: ["solids", "stripes"] }),
      [0.2, 0.2],
      [
        [8, 0.9, 0.35],
        [12, -0.8, -0.4],
      ],
    );
    const m = decide(s, "strong", makeRng(3), { wallClock: false });
    if (m?.kind !== "shot") throw new Error("expected a shot");
    expect(m.call && "pocket" in m.call).toBe(true);
  });

  it("Ball in hand (G-BIH): places the cue ball legally behind the head string", () => {
    for (const game of ["pina", "bola8"] as const) {
      const state = stateOf(game, [2, 5, 11], {
        ballInHand: true,
        groups: game === "bola8" ? ["solids", "stripes"] : null,
      });
      const s = sit(state, null, [
        [2, 0.4, 0.2],
        [5, 0.9, -0.3],
        [11, -0.9, 0.4],
      ]);
      const m = decide(s, "medium", makeRng(4), { wallClock: false });
      if (m?.kind !== "shot") throw new Error("expected a shot");
      expect(m.place).toBeDefined();
      const ok = validateCueBallPlacement(m.place!, table, s.balls, "kitchen", R);
      expect(ok.ok).toBe(true);
      // G-KITCHEN: ball 11 lies behind the head string and may not be hit first.
      expect(m.intent.includes(" 11 ")).toBe(false);
    }
  });
});

describe("decisions the rules offer", () => {
  it("B8-LAG: the lag winner breaks", () => {
    const base = stateOf("bola8", [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15], {
      phase: { kind: "break" },
    });
    const state: MatchState = {
      ...base,
      pending: {
        for: 0,
        offers: [
          { option: "break", rule: "B8-LAG" },
          { option: "hand-over-break", rule: "B8-LAG" },
        ],
        equalizeUpTo: null,
      },
    };
    const m = decide(sit(state, null, []), "easy", makeRng(5));
    expect(m).toEqual({ kind: "choose", choice: { kind: "break" } });
  });

  it("B8-SANCTION: takes ball in hand when the cue ball is hidden, accepts a hanger", () => {
    const offers = {
      for: 0 as const,
      offers: [
        { option: "accept" as const, rule: "B8-SANCTION" as const },
        { option: "ball-in-hand" as const, rule: "B8-SANCTION" as const },
      ],
      equalizeUpTo: null,
    };
    const state = stateOf("bola8", [2, 8, 10, 11, 12], {
      groups: ["solids", "stripes"],
      turn: 0,
      pending: offers,
    });
    // Hidden: the cue ball boxed in by stripes, the 2 far away.
    const hidden = sit(
      state,
      [1.0, 0],
      [
        [2, -0.3, 0.3],
        [10, 0.94, 0],
        [11, 1.0, 0.06],
        [12, 1.0, -0.06],
        [8, -0.9, -0.5],
      ],
    );
    expect(decide(hidden, "medium", makeRng(6), { wallClock: false })).toEqual({
      kind: "choose",
      choice: { kind: "ball-in-hand" },
    });
    // A hanger: the 2 in the jaws of the foot-left corner with the cue ball straight behind it.
    const hanger = sit(
      state,
      [1.05, 0.42],
      [
        [2, 1.18, 0.55],
        [10, 0.2, 0.3],
        [11, 0.0, -0.3],
        [12, -0.5, 0.2],
        [8, -0.9, -0.5],
      ],
    );
    expect(decide(hanger, "medium", makeRng(7), { wallClock: false })).toEqual({
      kind: "choose",
      choice: { kind: "accept" },
    });
  });

  it("B8-EQUALIZE: removes as many own balls as allowed, from those offered", () => {
    const state = stateOf("bola8", [1, 2, 3, 8, 9, 10], {
      groups: ["solids", "stripes"],
      pending: {
        for: 0,
        offers: [
          { option: "equalize", rule: "B8-EQUALIZE" },
          { option: "accept", rule: "B8-SANCTION" as const },
          { option: "ball-in-hand", rule: "B8-SANCTION" as const },
        ],
        equalizeUpTo: 2,
      },
    });
    const s = sit(
      state,
      [0, 0],
      [
        [1, 0.5, 0.3],
        [2, -0.6, 0.5],
        [3, 1.1, -0.6],
        [8, 0.3, -0.2],
        [9, -0.2, 0.1],
        [10, 0.8, 0.2],
      ],
    );
    const m = decide(s, "medium", makeRng(8), { wallClock: false });
    if (m?.kind !== "choose" || m.choice.kind !== "equalize")
      throw new Error(`expected equalize, got ${JSON.stringify(m)}`);
    expect(m.choice.balls).toHaveLength(2);
    for (const b of m.choice.balls) expect([1, 2, 3]).toContain(b);
    // The referee accepts the choice.
    expect(apply(state, { kind: "choose", by: 0, choice: m.choice }).ok).toBe(true);
  });

  it("B8-SPOT-OWN: spots only when every own ball lies behind the head string, else declines", () => {
    const offers = {
      for: 0 as const,
      offers: [
        { option: "spot-own" as const, rule: "B8-SPOT-OWN" as const },
        { option: "decline" as const, rule: "B8-SPOT-OWN" as const },
      ],
      equalizeUpTo: null,
    };
    const state = stateOf("bola8", [2, 3, 8, 10], {
      groups: ["solids", "stripes"],
      ballInHand: true,
      pending: offers,
    });
    const behind = sit(state, null, [
      [2, -0.8, 0.3],
      [3, -1.0, -0.2],
      [8, 0.5, 0],
      [10, 0.2, 0.3],
    ]);
    expect(decide(behind, "easy", makeRng(9), { wallClock: false })).toEqual({
      kind: "choose",
      choice: { kind: "spot-own" },
    });
    const beyond = sit(state, null, [
      [2, -0.8, 0.3],
      [3, 0.4, -0.2],
      [8, 0.5, 0],
      [10, 0.2, 0.3],
    ]);
    expect(decide(beyond, "easy", makeRng(9), { wallClock: false })).toEqual({
      kind: "choose",
      choice: { kind: "decline" },
    });
  });
});
