import { describe, expect, it } from "vitest";
import type { Match, StepLog } from "../../game/index.ts";
import { playAction, startMatch } from "../../game/index.ts";
import { type Line, narrateLag, narrateStep, renderLine } from "../../narration/index.ts";
import type { MatchState } from "../../rules/index.ts";
import { speedForPower } from "./session.ts";

function started(game: "bola8" | "pina"): Match {
  const m = startMatch({ seed: "ruling-text", game, players: ["Ana", "Beto"], settings: {} });
  if (!m.ok) throw new Error(m.error.message);
  return m.value;
}

const NAMES = ["Ana", "Beto"] as const;

/** What the session logs for a step (session.ts record()): the lag's lines, then the step's. */
function linesOf(step: StepLog, before: MatchState | null): Line[] {
  return [
    ...(step.lag ? narrateLag("bola8", NAMES, step.lag.result) : []),
    ...(before && step.ruleAction && step.ruling && step.report
      ? narrateStep({
          names: NAMES,
          before,
          action: step.ruleAction,
          ruling: step.ruling,
          report: step.report,
        })
      : []),
  ];
}
const text = (lines: Line[], lang: "es" | "en") => lines.map((l) => renderLine(l, lang));

describe("the referee's words on screen", () => {
  it("a Bola 8 scratch on the break: the foul with its rule text, the count, who plays with ball in hand", () => {
    let m = started("bola8");
    const lag = playAction(m, { kind: "lag", strokes: [{ speed: 1.9 }, { speed: 0.9 }] });
    if (!lag.ok) throw new Error(lag.error.message);
    const lagLines = text(linesOf(lag.value.step, null), "es");
    expect(lagLines.at(-1)).toMatch(/gana el sorteo de salida/);
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
    const lines = linesOf(r.value.step, m.rules);
    const es = text(lines, "es");
    const en = text(lines, "en");
    const foul = lines.find((l) => l.kind === "foul" && l.rule);
    expect(foul?.rule).toMatch(/^B8-F/);
    // The rule by its title, never its bare ID; one full stop.
    const foulText = renderLine(foul!, "es");
    expect(foulText).toMatch(/^Infracción de (Ana|Beto): \p{Ll}/u);
    expect(foulText).not.toContain(foul!.rule!);
    expect(es).toContain("Una infracción.");
    expect(en).toContain("One foul.");
    expect(es.some((l) => /^La blanca (toca primero|no toca)/.test(l))).toBe(true);
    for (const l of [...es, ...en]) expect(l).not.toMatch(/\.\.|\. \.|undefined|NaN|\{/);
  });

  it("maps power to cue-ball speed monotonically from a touch to a full break", () => {
    expect(speedForPower(0)).toBeCloseTo(0.25, 9);
    expect(speedForPower(1)).toBeCloseTo(9, 9);
    for (let p = 0; p < 1; p += 0.05) expect(speedForPower(p + 0.05)).toBeGreaterThan(speedForPower(p));
  });
});
