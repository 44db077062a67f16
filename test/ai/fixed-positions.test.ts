/**
 * The AI on fixed positions, each played through the real physics and judged by the referee
 * (src/game's shot record, then the rules): a hidden ball on escaped by a kick, a frozen cue
 * ball under a non-default frozenGapBallFraction, a defence that leaves no pot, and a choice
 * that depends on the score near 61. Outcomes only; no timings.
 */
import { describe, expect, it } from "vitest";
import { type AiShot, type AiSituation, decide } from "../../src/ai/index.ts";
import { bestPotOdds } from "../../src/ai/leave.ts";
import { ballsForShot, playOut } from "../../src/ai/play-out.ts";
import { makeRng, type ObjectBallId } from "../../src/core/index.ts";
import { judgeAim, restingBall } from "../../src/game/index.ts";
import { makeTable } from "../../src/physics/table.ts";
import { type MatchState, newMatch } from "../../src/rules/index.ts";

const table = makeTable("9ft");
const R = 0.028575;

function pinaState(onTable: number[], extra: Partial<MatchState> = {}): MatchState {
  const r = newMatch("pina", {}, 0);
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

function situation(state: MatchState, cue: [number, number], balls: [number, number, number][]): AiSituation {
  return {
    table,
    me: 0,
    state,
    balls: [
      restingBall(0, cue[0], cue[1]),
      ...balls.map(([id, x, y]) => restingBall(id as ObjectBallId, x, y)),
    ],
  };
}

function shotOf(sit: AiSituation, level: "strong" | "master" = "strong", seed = 1): AiShot {
  const m = decide(sit, level, makeRng(seed), { wallClock: false });
  if (m?.kind !== "shot") throw new Error("expected a shot");
  return m;
}

/** The AI's chosen stroke as played without error: the referee's ruling on it. */
function ruled(sit: AiSituation, shot: AiShot) {
  const out = playOut(sit, ballsForShot(sit.balls, shot.place), shot.strike, shot.call);
  if (!out) throw new Error("the stroke did not simulate");
  return out;
}

describe("escapes (PC-ORDER)", () => {
  it("kicks off a cushion to a ball on hidden behind another ball", () => {
    // The 2 sits halfway between the cue ball and the 1 and hides every part of it; the top
    // rail is open.
    const sit = situation(
      pinaState([1, 2, 9]),
      [-0.3, 0.5],
      [
        [1, 0.5, 0.55],
        [2, 0.1, 0.51],
        [9, -0.9, -0.45],
      ],
    );
    const shot = shotOf(sit);
    // A kick pot of the 1 or a kick escape: either way off a cushion.
    expect(shot.intent).toMatch(/kick/);
    const out = ruled(sit, shot);
    expect(out.applied.ruling.fouls.map((f) => f.rule)).toEqual([]);
    // The cue ball met a cushion before the 1, and the 1 was its first ball.
    const firstHit = out.result.events.find((e) => e.kind === "ball-ball" && (e.a === 0 || e.b === 0));
    expect(firstHit && firstHit.kind === "ball-ball" ? [firstHit.a, firstHit.b].sort() : null).toEqual([
      0, 1,
    ]);
    const railBefore = out.result.events.findIndex((e) => e.kind === "ball-cushion" && e.ball === 0);
    expect(railBefore).toBeGreaterThanOrEqual(0);
    expect(railBefore).toBeLessThan(out.result.events.indexOf(firstHit!));
  });
});

describe("PC-FROZEN with the match's frozenGapBallFraction", () => {
  // Cue ball 0.4 diameters from the 1: frozen only under a setting above 0.4.
  const gap = 0.4 * 2 * R;
  const cue: [number, number] = [0.3 - 2 * R - gap, 0];
  const balls: [number, number, number][] = [
    [1, 0.3, 0],
    [9, -0.9, 0.45],
  ];
  const offLine = (shot: AiShot) => {
    const d = (((shot.strike.direction % 360) + 540) % 360) - 180;
    return Math.abs(d);
  };

  it("under frozenGapBallFraction 0.5 plays at least 45° off the line of centres, and the referee agrees", () => {
    const base = pinaState([1, 9]);
    const state = { ...base, settings: { ...base.settings, frozenGapBallFraction: 0.5 } };
    const sit = situation(state, cue, balls);
    const shot = shotOf(sit);
    const foul = judgeAim({
      cue,
      ballOn: [0.3, 0],
      directionDeg: shot.strike.direction,
      elevationDeg: shot.strike.elevation,
      radius: R,
      frozenGapBallFraction: 0.5,
      masseMinElevationDeg: state.settings.masseMinElevationDeg,
    });
    expect(foul).toBeNull();
    expect(offLine(shot) >= 45 || shot.strike.elevation >= state.settings.masseMinElevationDeg).toBe(true);
    const fouls = ruled(sit, shot).applied.ruling.fouls.map((f) => f.rule);
    expect(fouls).not.toContain("PC-FROZEN");
    expect(fouls).not.toContain("PC-45");
  });

  it("under the default ¼ the same gap is not frozen, and a straight pot of the 1 is allowed", () => {
    const sit = situation(pinaState([1, 9]), cue, balls);
    const shot = shotOf(sit);
    // Straight at the foot-left corner is not available; what matters is that nothing was refused
    // for PC-FROZEN: the shot chosen stays within PC-45 of the line to the 1.
    expect(offLine(shot)).toBeLessThanOrEqual(45);
    expect(ruled(sit, shot).applied.ruling.fouls.map((f) => f.rule)).not.toContain("PC-FROZEN");
  });
});

describe("defences (PC-DEFENSE) scored by the opponent's reply", () => {
  it("with no pot on, plays a legal defence after which the opponent has no direct pot", () => {
    // The 1 frozen to the foot rail, far from both corners' lines; the 3 and 4 by the head rail
    // to hide behind.
    const sit = situation(
      pinaState([1, 3, 4]),
      [0.2, -0.2],
      [
        [1, 0.7, 0.635 - R - 0.0005],
        [3, -1.05, 0.05],
        [4, -1.05, -0.05],
      ],
    );
    const shot = shotOf(sit);
    const out = ruled(sit, shot);
    expect(out.applied.ruling.fouls.map((f) => f.rule)).toEqual([]);
    const oppOdds = bestPotOdds(
      table,
      R,
      out.result.final,
      { ...out.applied.state, pending: null },
      1,
      (0.2 * Math.PI) / 180,
    );
    expect(oppOdds).toBeLessThan(0.15);
  });
});

describe("the race to 61 (PC-SCORE)", () => {
  // The 1 (ball on) has an easy pot; the 12 sits on the 1's line to the foot-left corner, a
  // combination 1→12 (PC-CALL: any ball may be called once the ball on is hit first).
  const cue: [number, number] = [-0.5, 0];
  const balls: [number, number, number][] = [
    [1, 0.2, 0.2],
    [12, 0.48, 0.31],
    [15, -1.0, -0.5],
  ];
  const choose = (score: [number, number]) =>
    shotOf(situation(pinaState([1, 12, 15], { score }), cue, balls));

  it("at 0–0 takes the easy 1; at 50 plays the harder combination on the 12 that reaches 61", () => {
    const even = choose([0, 0]);
    expect(even.call).toMatchObject({ ball: 1 });
    const near = choose([50, 20]);
    expect(near.call).toEqual({ ball: 12, pocket: "foot-left" });
    expect(near.intent).toMatch(/^combination 1→12/);
  });
});

describe("the next ball on held by the pack (break-out)", () => {
  // Recorded from a strong-vs-strong game: the 5 drops in the left side pocket with a plain
  // stroke, but the 6 after it sits with the 10 and the 14, where no plain pace or spin leaves
  // a shot on it. A strong player pots the 5 and carries the cue ball on into that pack (a
  // break-out, or the same stroke found first by the drop sweep, said "found 5 → …").
  const sit = situation(
    pinaState([5, 6, 7, 9, 10, 11, 13, 14, 15], { score: [14, 16] }),
    [0.647, -0.586],
    [
      [5, 0.517, -0.224],
      [6, 0.725, 0.012],
      [7, 0.824, -0.603],
      [9, 0.164, -0.497],
      [10, 0.808, 0.048],
      [11, 0.792, 0.317],
      [13, 0.015, -0.405],
      [14, 0.756, -0.048],
      [15, 0.331, -0.553],
    ],
  );
  const pack = [6, 10, 14];

  it.each([1, 2, 3])("pots the 5 and the cue ball goes on into the 6's pack (seed %i)", (seed) => {
    const shot = shotOf(sit, "strong", seed);
    expect(shot.intent).toMatch(/^(direct 5 → .* break-out|found 5 → )/);
    const out = ruled(sit, shot);
    expect(out.applied.ruling.fouls).toEqual([]);
    expect(out.applied.ruling.next).toBe(0);
    const cueMet = out.result.events.flatMap((e) =>
      e.kind === "ball-ball" && (e.a === 0 || e.b === 0) ? [e.a === 0 ? e.b : e.a] : [],
    );
    expect(cueMet[0]).toBe(5);
    expect(cueMet.some((b) => pack.includes(b))).toBe(true);
  });
});
