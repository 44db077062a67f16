import { describe, expect, it } from "vitest";
import { unwrap } from "../core/index.ts";
import type { Strike } from "../physics/index.ts";
import { BALL_RADIUS, isOnCloth, restingBall } from "./geometry.ts";
import { hasBallInHand, playAction, replay, startMatch } from "./match.ts";
import type { GameAction, Match, MatchSetup } from "./match-types.ts";
import { fromSavedMatch, toMatchScript, toSavedMatch } from "./saved.ts";
import { rackFor } from "./table-sync.ts";
import { playSimple } from "./testing/simple-player.ts";

const bola8: MatchSetup = {
  seed: "bola8-short",
  game: "bola8",
  players: ["Ana", "Beto"],
  settings: { raceTo: 1 },
};
const pina: MatchSetup = { seed: "pina-short", game: "pina", players: ["Ana", "Beto"], settings: {} };
const play = (m: Match, a: GameAction) => unwrap(playAction(m, a)).match;
const plain = (direction: number, speed = 2.5): Strike => ({
  speed,
  direction,
  tipX: 0,
  tipY: 0,
  elevation: 0,
});
const lag: GameAction = { kind: "lag", strokes: [{ speed: 1.8 }, { speed: 1.85 }] };

describe("a match as data", () => {
  it("starts with the first rack on the table and waits for the lag", () => {
    const m = unwrap(startMatch(bola8));
    expect(m.phase).toEqual({ kind: "lag" });
    expect(m.balls.filter(isOnCloth)).toHaveLength(16);
    const r = playAction(m, { kind: "strike", by: 0, strike: plain(0) });
    expect(r.ok ? "" : r.error.code).toBe("wrong-phase");
  });

  it("B8-LAG-TIE: a tied lag is replayed; a won lag lets the winner choose to break or hand over", () => {
    const m0 = unwrap(startMatch(bola8));
    const tie = unwrap(playAction(m0, { kind: "lag", strokes: [{ speed: 1.5 }, { speed: 1.5 }] }));
    expect(tie.step.lag?.result.kind).toBe("replay");
    expect(tie.match.phase).toEqual({ kind: "lag" });
    const won = play(tie.match, lag);
    expect(won.phase).toEqual({ kind: "lag-choice", winner: 1 });
    const wrong = playAction(won, { kind: "choose", by: 0, choice: { kind: "break" } });
    expect(wrong.ok).toBe(false);
    const handed = play(won, { kind: "choose", by: 1, choice: { kind: "hand-over-break" } });
    expect(handed.firstBreaker).toBe(0);
    expect(handed.rules?.turn).toBe(0);
  });

  it("PC-LAG: the Piña lag winner breaks; ball in hand behind the head string is validated (G-BIH)", () => {
    const m = play(unwrap(startMatch(pina)), lag);
    expect(m.firstBreaker).toBe(1);
    expect(hasBallInHand(m.rules!)).toBe(true);
    const beyond = playAction(m, { kind: "strike", by: 1, strike: plain(0, 8), cueBall: [0, 0] });
    expect(beyond.ok ? "" : beyond.error.code).toBe("placement");
    const byOther = playAction(m, { kind: "strike", by: 0, strike: plain(0, 8) });
    expect(byOther.ok ? "" : byOther.error.code).toBe("not-your-turn");
    const broke = unwrap(playAction(m, { kind: "strike", by: 1, strike: plain(0, 8), cueBall: [-0.8, 0] }));
    expect(broke.step.shot?.events[0]).toEqual({ kind: "hit", a: 0, b: 1 });
    expect(broke.simulation?.events.length).toBeGreaterThan(10);
    // PC-BREAK: balls pocketed on the break are spotted, on the foot spot's long axis.
    const spotted = broke.step.report?.spotted ?? [];
    for (const id of spotted) {
      const b = broke.match.balls.find((x) => x.id === id)!;
      expect(isOnCloth(b)).toBe(true);
      expect(b.r[1]).toBeCloseTo(0, 9);
    }
  });

  it("PC-45 judged from the positions reaches the referee as a foul", () => {
    let m = play(unwrap(startMatch(pina)), lag);
    m = play(m, { kind: "strike", by: 1, strike: plain(0, 8), cueBall: [-0.8, 0] });
    const s = m.rules!;
    const cue = m.balls.find((b) => b.id === 0)!;
    const on = m.balls.find((b) => b.id === s.onTable[0])!;
    const line = (Math.atan2(on.r[1] - cue.r[1], on.r[0] - cue.r[0]) * 180) / Math.PI;
    const a: GameAction = {
      kind: "strike",
      by: s.turn,
      strike: plain(line + 100, 0.5),
      call: { defense: true },
      ...(hasBallInHand(s) ? { cueBall: [-0.9, 0.3] as const } : {}),
    };
    const r = unwrap(playAction(m, a));
    expect(r.step.shot?.fouls).toContain("PC-45");
    expect(r.step.report?.fouls).toContain("PC-45");
  });

  it("a short Bola 8 match (race to 1) plays to its end and replays to identical results", () => {
    const m = playSimple(unwrap(startMatch(bola8)), 200, playAction);
    expect(m.rules?.matchOver).toBe(true);
    expect(m.log.at(-1)?.report?.winner).not.toBe(null);
    const again = unwrap(replay(bola8, m.actions));
    expect(again.balls).toEqual(m.balls);
    expect(again.log).toEqual(m.log);
    expect(again.ruleSteps).toEqual(m.ruleSteps);
    // Every ball on the cloth at the end, without overlap.
    const on = m.balls.filter(isOnCloth);
    for (const a of on)
      for (const b of on)
        if (a.id < b.id)
          expect(Math.hypot(a.r[0] - b.r[0], a.r[1] - b.r[1])).toBeGreaterThan(2 * BALL_RADIUS - 1e-6);
  });

  it("a Piña encounter plays through a game and the lag before the next one", () => {
    const m = playSimple(unwrap(startMatch(pina)), 160, playAction);
    const lags = m.ruleSteps.filter((a) => a.kind === "lag");
    expect(m.rules!.gameResults.length).toBeGreaterThanOrEqual(1);
    expect(lags.length).toBeGreaterThanOrEqual(1);
    expect(m.racks).toBeGreaterThanOrEqual(2);
    expect(unwrap(replay(pina, m.actions)).log).toEqual(m.log);
  });

  it("a saved match reads back to the same match; a tampered one is refused", () => {
    const m = playSimple(unwrap(startMatch(bola8)), 12, playAction);
    const text = JSON.stringify(unwrap(toSavedMatch(m)));
    const back = unwrap(fromSavedMatch(text));
    expect(back.log).toEqual(m.log);
    expect(back.balls).toEqual(m.balls);
    const saved = JSON.parse(text);
    const lastStrike = saved.actions.findLastIndex((a: GameAction) => a.kind === "strike");
    saved.actions[lastStrike].strike.speed += 0.5;
    expect(fromSavedMatch(JSON.stringify(saved)).ok).toBe(false);
    expect(fromSavedMatch("{").ok).toBe(false);
    expect(fromSavedMatch(JSON.stringify({ ...saved, format: "x" })).ok).toBe(false);
    expect(toMatchScript(unwrap(startMatch(bola8))).ok).toBe(false);
  });

  // A match in play, then a position set by hand: the referee's state and the balls together.
  function arranged(): Match {
    const m = play(play(unwrap(startMatch(bola8)), lag), {
      kind: "choose",
      by: 1,
      choice: { kind: "break" },
    });
    const hs = m.table.headStringX;
    return {
      ...m,
      rules: {
        ...m.rules!,
        phase: { kind: "play" },
        turn: 0,
        onTable: [2, 5, 8, 9],
        groups: ["solids", "stripes"],
        ballInHand: true,
        pending: {
          for: 0,
          offers: [
            { option: "spot-own", rule: "B8-SPOT-OWN" },
            { option: "decline", rule: "B8-SPOT-OWN" },
          ],
          equalizeUpTo: null,
        },
      },
      balls: [
        { ...restingBall(0, 0, 0), motion: "pocketed" },
        restingBall(2, hs - 0.3, 0.2),
        restingBall(5, hs - 0.05, -0.3),
        restingBall(8, 0.2, 0.2),
        restingBall(9, 0.6, 0.1),
      ],
    };
  }

  it("B8-SPOT-OWN: the game picks the ball from the positions and spots it; the referee gets the script's plain option", () => {
    const r = unwrap(playAction(arranged(), { kind: "choose", by: 0, choice: { kind: "spot-own" } }));
    const five = r.match.balls.find((b) => b.id === 5)!;
    expect([five.r[0], five.r[1]]).toEqual([...r.match.table.footSpot]);
    expect(r.step.ruleAction).toEqual({ kind: "choose", by: 0, choice: { kind: "spot-own" } });
    // Then ball in hand: the cue ball must be placed.
    const noCue = playAction(r.match, { kind: "strike", by: 0, strike: plain(0) });
    expect(noCue.ok ? "" : noCue.error.code).toBe("cue-ball-missing");
  });

  it("B8-BREAK-OPTIONS: a rebreak racks a fresh rack from the seed", () => {
    const m0 = arranged();
    const m: Match = {
      ...m0,
      rules: {
        ...m0.rules!,
        turn: 1,
        pending: {
          for: 1,
          offers: [
            { option: "ball-in-hand", rule: "B8-BREAK-OPTIONS" },
            { option: "rebreak", rule: "B8-BREAK-OPTIONS" },
          ],
          equalizeUpTo: null,
        },
      },
    };
    const r = unwrap(playAction(m, { kind: "choose", by: 1, choice: { kind: "rebreak" } }));
    expect(r.match.balls).toEqual(rackFor(bola8, m.table, m.racks));
    expect(r.match.racks).toBe(m.racks + 1);
    expect(r.match.rules?.phase).toEqual({ kind: "break" });
  });
});
