import { describe, expect, it } from "vitest";
import { unwrap } from "../core/index.ts";
import { DRILLS, drillById, judgeTry } from "./drills.ts";
import { playAction } from "./match.ts";
import type { Match, StepLog } from "./match-types.ts";
import { positionMatch } from "./positions.ts";

const strike = (direction: number, speed: number) => ({ speed, direction, tipX: 0, tipY: 0, elevation: 0 });

describe("drills (issue 27 item 3)", () => {
  it("every drill's position sets up", () => {
    for (const d of DRILLS) expect(positionMatch(d.position).ok, d.id).toBe(true);
  });

  it("PC-FROZEN escape: out at 60° scores, straight through fails", () => {
    const d = drillById("pina-frozen-escape")!;
    const m = unwrap(positionMatch(d.position));
    const out = unwrap(
      playAction(m, { kind: "strike", by: 0, strike: strike(60, 1.5), call: { defense: true } }),
    );
    expect(judgeTry(d, out.match, out.step)).toBe("scored");
    const straight = unwrap(
      playAction(m, { kind: "strike", by: 0, strike: strike(0, 1.5), call: { defense: true } }),
    );
    expect(judgeTry(d, straight.match, straight.step)).toBe("failed");
  });

  it("B8-BREAK: a soft break that reaches no cushion with four balls fails, a full one scores", () => {
    const d = drillById("bola8-break")!;
    const m = unwrap(positionMatch(d.position));
    const head = m.table.headStringX - 0.2;
    const soft = unwrap(playAction(m, { kind: "strike", by: 0, strike: strike(0, 1), cueBall: [head, 0] }));
    expect(judgeTry(d, soft.match, soft.step)).toBe("failed");
    const hard = unwrap(playAction(m, { kind: "strike", by: 0, strike: strike(0, 8), cueBall: [head, 0] }));
    const fouls = hard.step.ruling!.fouls.length;
    expect(judgeTry(d, hard.match, hard.step)).toBe(fouls === 0 ? "scored" : "failed");
    expect(fouls).toBe(0);
  });

  it("a run goes on while the shooter keeps the table, scores when the last ball is down, fails when the turn passes", () => {
    const d = drillById("pina-run-1-5")!;
    const base = unwrap(positionMatch(d.position));
    const withPocketed = (pocketed: number[]): Match => ({
      ...base,
      rules: { ...base.rules!, pocketed: pocketed as never },
    });
    const step = (next: 0 | 1): StepLog =>
      ({ action: { kind: "resign", by: 0 }, ruling: { fouls: [], loss: null, result: null, next } }) as never;
    const rest = [6, 7, 8, 9, 10, 11, 12, 13, 14, 15];
    expect(judgeTry(d, withPocketed([1, ...rest]), step(0))).toBe("going");
    expect(judgeTry(d, withPocketed([1, 2, 3, 4, 5, ...rest]), step(0))).toBe("scored");
    expect(judgeTry(d, withPocketed([1, 2, ...rest]), step(1))).toBe("failed");
  });
});
