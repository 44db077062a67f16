import { describe, expect, it } from "vitest";
import { demonstrationStrike, positionMatch, RULE_POSITIONS } from "./index.ts";
import { playAction } from "./match.ts";

describe("rule demonstrations at a position (the rules page, 'try it')", () => {
  it.each(Object.keys(RULE_POSITIONS))("%s: the demonstration's stroke is ruled by that rule", (id) => {
    const p = RULE_POSITIONS[id]!;
    const m = positionMatch(p);
    expect(m.ok, m.ok ? "" : m.error.message).toBe(true);
    if (!m.ok) return;
    const r = playAction(m.value, demonstrationStrike(p));
    expect(r.ok, r.ok ? "" : r.error.message).toBe(true);
    if (!r.ok) return;
    const ruling = r.value.step.ruling!;
    const cited = [...ruling.fouls.map((f) => f.rule), ruling.loss?.rule];
    expect(cited, JSON.stringify(ruling)).toContain(id);
  });

  it("a position puts the balls where it says, pockets the others and hands the turn to the shooter (G-BIH in hand)", () => {
    const m = positionMatch(RULE_POSITIONS["G-KITCHEN"]!);
    if (!m.ok) throw new Error(m.error.message);
    const onCloth = m.value.balls.filter((b) => b.motion === "stationary").map((b) => b.id);
    expect(onCloth.sort((a, b) => a - b)).toEqual([0, 2, 3, 8, 10]);
    expect(m.value.rules?.onTable).toEqual([2, 3, 8, 10]);
    expect(m.value.rules?.ballInHand).toBe(true);
    expect(m.value.rules?.turn).toBe(0);
    expect(positionMatch({ game: "pina", balls: [{ id: 1, at: [0, 0] }] }).ok).toBe(false);
  });
});
