/** A handicap said by the narration (issue 39): each player's own target with their score, both languages. */
import { describe, expect, it } from "vitest";
import {
  apply,
  called,
  fromSettings,
  type MatchState,
  position,
  resign,
  type Step,
  start,
  toAction,
} from "../rules/index.ts";
import { narrateStep, renderLines } from "./index.ts";

const NAMES = ["Ana", "Beto"] as const;

function said(s: MatchState, step: Step): { es: string[]; en: string[] } {
  const action = toAction(step);
  const r = apply(s, action);
  if (!r.ok) throw new Error(r.error.message);
  const lines = narrateStep({
    names: NAMES,
    before: s,
    action,
    ruling: r.value.ruling,
    report: r.value.report,
  });
  return { es: renderLines(lines, "es"), en: renderLines(lines, "en") };
}

describe("the narration says a handicap", () => {
  it("Piña, 61 against 50: the score line gives each player's target", () => {
    const settings = fromSettings("pina", { handicap: [61, 50] });
    if (!settings.ok) throw new Error(settings.error.message);
    const s: MatchState = {
      ...position("pina", { turn: 0, onTable: [5, 14, 15], score: [20, 30] }),
      settings: settings.value,
    };
    const t = said(s, called(0, 5, 5));
    expect(t.es).toContain("Puntos: Ana 25 de 61, Beto 30 de 50.");
    expect(t.en).toContain("Score: Ana 25 of 61, Beto 30 of 50.");
  });

  it("Bola 8, 5 against 3: the racks line gives each player's race; without a handicap it stays as it was", () => {
    const t = said(start("bola8", { handicap: [5, 3] }), resign(1));
    expect(t.es).toContain("Triángulos: Ana 1 de 5, Beto 0 de 3.");
    expect(t.en).toContain("Racks: Ana 1 of 5, Beto 0 of 3.");
    expect(said(start("bola8", {}), resign(1)).es).toContain("Triángulos: Ana 1, Beto 0.");
  });
});
