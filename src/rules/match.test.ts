import { describe, expect, it } from "vitest";
import type { ObjectBallId, PlayerIndex } from "../core/index.ts";
import { legalActions } from "./legal.ts";
import { apply, currentReport, newMatch } from "./match.ts";
import type { MatchState } from "./state.ts";
import {
  choose,
  declare,
  equalize,
  lag,
  position,
  refused,
  resign,
  run,
  shot,
  sink,
  start,
} from "./testing/builder.ts";
import { expected, verdict, without } from "./testing/verdict.ts";

/** Player `p` wins the current Bola 8 rack with the 8 on the break. */
const winRack = (s: MatchState) => run(s, shot(s.turn).hit(0, 1).pocket(8, "foot-left"));

describe("B8-MATCH: a race to N racks", () => {
  it("B8-MATCH [interp]: race to 3 by default; the break alternates; the match ends at 3", () => {
    let s = start("bola8", {}, 0);
    const breakers: PlayerIndex[] = [];
    for (let i = 0; i < 3; i++) {
      breakers.push(s.turn);
      const before = s.matchScore;
      const r = winRack(s);
      s = r.state;
      if (i < 2) {
        expect(r.report.matchOver).toBe(false);
        // Rack 1 by 0 (0 wins), rack 2 broken by 1 (1 wins), rack 3 by 0.
        expect(r.report.rack).toBe(i + 1);
      }
      expect(r.report.matchScore[0] + r.report.matchScore[1]).toBe(before[0] + before[1] + 1);
    }
    expect(breakers).toEqual([0, 1, 0]);
    expect(s.matchScore).toEqual([2, 1]);
    expect(s.matchOver).toBe(false);
    const last = winRack(run(s, shot(1).hit(0, 1).rail(2, 3, 4, 5)).state);
    expect(last.report.matchOver).toBe(false);
    const r = winRack(last.state);
    expect(r.report.matchScore).toEqual([3, 2]);
    expect(r.report.matchOver).toBe(true);
    expect(refused(r.state, shot(0).hit(0, 1))).toBe("match-over");
    expect(legalActions(r.state)).toEqual([]);
  });

  it("B8-MATCH: raceTo 1 ends the match with the first rack", () => {
    const r = winRack(start("bola8", { raceTo: 1 }));
    expect(verdict(r)).toEqual(
      expected({
        next: 1,
        winner: 0,
        onTable: without(8),
        matchScore: [1, 0],
        matchOver: true,
        newRackNext: false,
      }),
    );
  });

  it.each([
    ["winner", 0],
    ["loser", 1],
  ] as const)("B8-MATCH setting nextBreak=%s: rack 2 is broken by player %i", (nextBreak, breaker) => {
    const r = winRack(start("bola8", { nextBreak }));
    expect(r.report.turn).toBe(breaker);
    const next = run(r.state, shot(breaker).hit(0, 1).rail(2, 3, 4, 5));
    expect(next.report.rack).toBe(2);
  });

  it("B8-LAG: with nextBreak=lag the lag winner chooses to break or hand the break over", () => {
    const over = winRack(start("bola8", { nextBreak: "lag" })).state;
    expect(legalActions(over)).toEqual([{ kind: "lag" }]);
    const r = run(over, lag(1));
    expect(verdict(r)).toEqual(
      expected({
        next: 1,
        ballInHand: true,
        options: ["break (B8-LAG)", "hand-over-break (B8-LAG)"],
        optionsFor: 1,
        matchScore: [1, 0],
      }),
    );
    expect(refused(r.state, shot(1).hit(0, 1))).toBe("decision-pending");
    const handed = run(r.state, choose(1, "hand-over-break"));
    expect(verdict(handed)).toEqual(expected({ next: 0, ballInHand: true, matchScore: [1, 0] }));
    const kept = run(r.state, choose(1, "break"));
    expect(kept.report.turn).toBe(1);
  });
});

describe("resign and refused actions", () => {
  it("G-RESIGN: the opponent wins the rack; the loss is reported as G-RESIGN", () => {
    const s = run(start("bola8"), shot(0).hit(0, 1).pocket(3)).state;
    const r = run(s, resign(1));
    expect(verdict(r)).toEqual(
      expected({
        next: 1,
        loss: "G-RESIGN by 1",
        winner: 0,
        onTable: without(3),
        matchScore: [1, 0],
        newRackNext: true,
      }),
    );
    expect(r.report.loss).toBe("G-RESIGN");
    expect(r.report.winner).toBe(0);
  });

  it("G-RESIGN in Piña: the opponent wins the game; the loss is G-RESIGN", () => {
    const r = run(start("pina"), resign(0));
    expect(r.ruling.loss).toEqual({ rule: "G-RESIGN", by: 0 });
    expect(r.report.loss).toBe("G-RESIGN");
    expect(r.report.winner).toBe(1);
    expect(r.report.matchScore).toEqual([0, 1]);
  });

  it("out of turn, options not offered, lags not due are refused with a sentence", () => {
    const s = start("bola8");
    expect(refused(s, shot(1).hit(0, 1))).toBe("not-your-turn");
    expect(refused(s, choose(1, "accept"))).toBe("option-not-offered");
    expect(refused(s, lag(0))).toBe("lag-not-expected");
    const foul = run(s, shot(0).hit(0, 1)).state;
    expect(refused(foul, choose(0, "accept"))).toBe("not-your-turn");
    expect(refused(foul, equalize(1, 9))).toBe("option-not-offered");
    expect(refused(foul, shot(0).hit(0, 1))).toBe("not-your-turn");
    const r = apply(foul, choose(1, "ball-in-hand-spot-8"));
    expect(r.ok ? "" : r.error.message).toMatch(/not offered.*accept, ball-in-hand, rebreak/);
  });

  it("a player that cannot even be printed is refused with a message, not thrown", () => {
    // Found by the malformed-actions property: String({toString: null}) throws.
    const bad = { kind: "resign", by: { toString: null } } as unknown as Parameters<typeof apply>[1];
    const r = apply(start("bola8"), bad);
    expect(r.ok ? "" : r.error.message).toBe('player must be 0 or 1, not {"toString":null}');
  });

  it("bad shot records are refused: a ball hitting itself, a ball that is gone, a Bola 8 miscue", () => {
    const s = start("bola8");
    expect(refused(s, shot(0).hit(1, 1))).toBe("invalid-shot");
    expect(refused(s, shot(0).pocket(0).hit(0, 1))).toBe("ball-not-on-table");
    expect(refused(s, shot(0).hit(0, 1).miscue())).toBe("invalid-shot");
    expect(refused(s, shot(0).hit(0, 1).call({ ball: 1, pocket: "foot-left" }))).toBe("invalid-call");
  });

  it("a declaration is refused once the groups are assigned, and a call of the other group too", () => {
    const s = position("bola8", { groups: ["solids", "stripes"], onTable: without(1, 3), turn: 0 });
    expect(refused(s, declare(0, "solids"))).toBe("invalid-call");
    expect(refused(s, sink(0, 2).call({ group: "stripes" }))).toBe("invalid-call");
  });

  it("apply never mutates its input state", () => {
    const s = run(start("bola8"), shot(0).hit(0, 1).pocket(3)).state;
    const frozen = JSON.stringify(s);
    deepFreeze(s);
    run(s, declare(0, "solids"), sink(0, 1).pocket(0), sink(1, 2).call({ group: "solids" }));
    run(s, sink(0, 2).call({ group: "solids" }), shot(0).hit(0, 10).rail(10), choose(1, "ball-in-hand"));
    expect(JSON.stringify(s)).toBe(frozen);
  });

  it("a state survives a JSON round trip and plays on identically", () => {
    const s = run(start("pina"), shot(0).hit(0, 1).pocket(5)).state;
    const copy = JSON.parse(JSON.stringify(s)) as MatchState;
    const step = shot(1).hit(0, 1).pocket(1, "side-left").call({ ball: 1, pocket: "side-left" });
    expect(run(copy, step).report).toEqual(run(s, step).report);
  });
});

describe("report lines (MATCH-SCRIPT.md output)", () => {
  it("matches the contract's example line after a break that pockets the 3", () => {
    const r = run(start("bola8"), shot(0).hit(0, 5).rail(5).pocket(3, "foot-left"));
    expect(r.report).toEqual({
      rack: 1,
      turn: 0,
      fouls: [],
      loss: null,
      winner: null,
      open: true,
      groups: null,
      onTable: [1, 2, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15],
      spotted: [],
      ballInHand: false,
      options: [],
      optionsFor: null,
      consecutiveFouls: [0, 0],
      turnsOwed: 0,
      matchScore: [0, 0],
      matchOver: false,
    });
  });

  it("equalizeUpTo appears only with equalize; currentReport carries no step's fouls", () => {
    const s = position("bola8", { groups: ["solids", "stripes"], onTable: [2, 4, 8, 10, 11, 12], turn: 0 });
    const r = run(s, shot(0).hit(0, 10).hit(10, 2).pocket(2));
    expect(r.report.equalizeUpTo).toBe(1);
    expect(currentReport(r.state)).toEqual({ ...r.report, fouls: [], spotted: [] });
    const plain = run(s, shot(0).hit(0, 10).rail(10));
    expect("equalizeUpTo" in plain.report).toBe(false);
  });

  it("newMatch refuses a bad breaker", () => {
    const r = newMatch("bola8", {}, 2 as PlayerIndex);
    expect(r.ok).toBe(false);
  });
});

describe("legalActions", () => {
  it("at the start: the breaker's break shot (any first contact in Bola 8, the 1 in Piña), or a resignation", () => {
    expect(legalActions(start("bola8"))[0]).toEqual({
      kind: "shot",
      by: 0,
      isBreak: true,
      ballInHand: true,
      call: "none",
      legalFirstContact: without(),
      takesDefault: null,
    });
    expect(legalActions(start("pina"))[0]).toMatchObject({
      kind: "shot",
      legalFirstContact: [1],
      call: "none",
    });
  });

  it("after a foul: the opponent's choice, or their shot taking accept; declare on an open table", () => {
    const s = run(start("bola8"), shot(0).hit(0, 1).pocket(3), sink(0, 2)).state;
    const kinds = legalActions(s).map((a) => `${a.kind}:${"by" in a ? a.by : ""}`);
    expect(kinds).toEqual(["choose:1", "shot:1", "declare:1", "resign:0", "resign:1"]);
    expect(legalActions(s)[1]).toMatchObject({ call: "group", takesDefault: "accept" });
  });

  it("on the 8 the call needed is the 8's pocket; in Piña a ball or a defence, first contact the ball on", () => {
    const s = position("bola8", {
      groups: ["solids", "stripes"],
      onTable: [8, 9] as ObjectBallId[],
      turn: 0,
    });
    expect(legalActions(s)[0]).toMatchObject({ call: "pocket-8", legalFirstContact: [8] });
    const p = position("pina", { onTable: [4, 9], turn: 1 });
    expect(legalActions(p)[0]).toMatchObject({ by: 1, call: "ball-or-defense", legalFirstContact: [4] });
  });
});

function deepFreeze(o: unknown): void {
  if (o && typeof o === "object" && !Object.isFrozen(o)) {
    Object.freeze(o);
    for (const v of Object.values(o)) deepFreeze(v);
  }
}
