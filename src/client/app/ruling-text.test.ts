import { describe, expect, it } from "vitest";
import { playAction, startMatch } from "../../game/match.ts";
import type { Match } from "../../game/match-types.ts";
import { rulingLines } from "./ruling-text.ts";
import { speedForPower } from "./session.ts";

function started(game: "bola8" | "pina"): Match {
  const m = startMatch({ seed: "ruling-text", game, players: ["Ana", "Beto"], settings: {} });
  if (!m.ok) throw new Error(m.error.message);
  return m.value;
}

describe("the referee's words on screen", () => {
  it("a Bola 8 scratch on the break: the foul with its rule text, the count, who plays with ball in hand", () => {
    let m = started("bola8");
    const lag = playAction(m, { kind: "lag", strokes: [{ speed: 1.9 }, { speed: 0.9 }] });
    if (!lag.ok) throw new Error(lag.error.message);
    const lagLines = rulingLines(lag.value.step, null, null, ["Ana", "Beto"], "bola8", "es");
    expect(lagLines[0]?.text).toMatch(/gana el canteo/);
    m = lag.value.match;
    if (m.phase.kind === "lag-choice") {
      const c = playAction(m, { kind: "choose", by: m.phase.winner, choice: { kind: "break" } });
      if (!c.ok) throw new Error(c.error.message);
      m = c.value.match;
    }
    const by = m.rules!.turn;
    // A soft shot toward the head cushion reaches no object ball: a sure foul on the break.
    const r = playAction(m, {
      kind: "strike",
      by,
      strike: { speed: 0.3, direction: 180, tipX: 0, tipY: 0, elevation: 0 },
      cueBall: [m.table.headStringX - 0.3, 0.2],
    });
    if (!r.ok) throw new Error(r.error.message);
    const es = rulingLines(r.value.step, m.rules, r.value.match.rules, ["Ana", "Beto"], "bola8", "es");
    const en = rulingLines(r.value.step, m.rules, r.value.match.rules, ["Ana", "Beto"], "bola8", "en");
    const foul = es.find((l) => l.kind === "foul" && l.rule);
    expect(foul?.rule).toMatch(/^B8-F/);
    expect(foul?.text).toContain(foul!.rule!);
    expect(es.some((l) => /Una infracción/.test(l.text))).toBe(true);
    expect(en.some((l) => /One foul/.test(l.text))).toBe(true);
    expect(es.length).toBe(en.length);
  });

  it("maps power to cue-ball speed monotonically from a touch to a full break", () => {
    expect(speedForPower(0)).toBeCloseTo(0.25, 9);
    expect(speedForPower(1)).toBeCloseTo(9, 9);
    for (let p = 0; p < 1; p += 0.05) expect(speedForPower(p + 0.05)).toBeGreaterThan(speedForPower(p));
  });
});
