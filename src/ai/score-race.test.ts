import { describe, expect, it } from "vitest";
import type { ObjectBallId } from "../core/index.ts";
import { type MatchState, newMatch } from "../rules/index.ts";
import { stakesFor } from "./score-race.ts";

/** A Piña game in play with these scores and balls left, under these settings. */
function pina(
  settings: Record<string, unknown>,
  score: [number, number],
  onTable: ObjectBallId[],
): MatchState {
  const m = newMatch("pina", settings, 0);
  if (!m.ok) throw new Error(m.error.message);
  return { ...m.value, phase: { kind: "play" }, score, onTable };
}

function bola8(settings: Record<string, unknown>, matchScore: [number, number]): MatchState {
  const m = newMatch("bola8", settings, 0);
  if (!m.ok) throw new Error(m.error.message);
  return { ...m.value, matchScore };
}

describe("the computer's stakes follow each player's own target (PC-SCORE, B8-MATCH handicaps)", () => {
  it("Piña: an opponent 5 short of a handicap's 50 wins with the 9 on the table; 16 short of 61 does not", () => {
    const balls: ObjectBallId[] = [4, 9];
    const even = stakesFor(pina({}, [50, 45], balls), 0);
    const handicapped = stakesFor(pina({ handicap: [61, 50] }, [50, 45], balls), 0);
    expect(even.threatWeight).toBe(1);
    expect(handicapped.threatWeight).toBe(3);
  });
  it("Piña: my own target decides whether I can still win, and points weigh less when I cannot", () => {
    const balls: ObjectBallId[] = [7, 8];
    // 40 + 15 left: short of 61 (nor the tie's 60), but enough for a target of 55, then near it.
    expect(stakesFor(pina({}, [40, 0], balls), 0).pointWeight).toBe(0.1);
    expect(stakesFor(pina({ handicap: [55, 61] }, [40, 0], balls), 0).pointWeight).toBe(1.5);
  });
  it("Bola 8: the opponent on the hill of their own race (3 of a 5-against-3 handicap, at 2)", () => {
    expect(stakesFor(bola8({ raceTo: 5 }, [0, 2]), 0).threatWeight).toBe(1);
    expect(stakesFor(bola8({ raceTo: 5, handicap: [5, 3] }, [0, 2]), 0).threatWeight).toBe(1.3);
    expect(stakesFor(bola8({ raceTo: 5 }, [0, 4]), 0).threatWeight).toBe(1.3);
  });
});
