/** G-TEAM / G-TEAM-ORDER: the narration names the partner who struck, their side, and the partner due. */
import { describe, expect, it } from "vitest";
import type { Action } from "../rules/index.ts";
import { apply, type MatchState, type Step, shot, start, toAction } from "../rules/index.ts";
import { type Line, narrateStep, renderLines, sideName } from "./index.ts";

const SIDES = [
  ["Ana", "Carla"],
  ["Beto", "Dani"],
] as const;

function told(s: MatchState, lang: "es" | "en", ...steps: Step[]): string[] {
  let lines: Line[] = [];
  const names = [sideName(SIDES[0], lang), sideName(SIDES[1], lang)] as const;
  for (const step of steps) {
    const action: Action = toAction(step);
    const r = apply(s, action);
    if (!r.ok) throw new Error(r.error.message);
    lines = narrateStep({
      names,
      sides: SIDES,
      before: s,
      action,
      ruling: r.value.ruling,
      report: r.value.report,
    });
    s = r.value.state;
  }
  return renderLines(lines, lang);
}

describe("narration with sides", () => {
  const doubles = () => start("bola8", {}, 0, [2, 2]);
  const breakNothing = shot(0).hit(0, 1).rail(2, 3, 4, 5);

  it("G-TEAM: the partner who struck with the side's name, then the partner due", () => {
    expect(told(doubles(), "es", breakNothing)).toEqual([
      "Ana (Ana y Carla) abre.",
      "La blanca toca primero la 1.",
      "Mesa abierta.",
      "Turno de Beto (Beto y Dani).",
    ]);
    const en = told(doubles(), "en", breakNothing, shot(1).hit(0, 9).rail(9).call({ group: "stripes" }));
    expect(en[0]).toBe("Beto (Beto and Dani) shoots.");
    expect(en.at(-1)).toBe("Carla (Ana and Carla) to play.");
  });

  it("G-TEAM-ORDER: a stroke by the partner not due is named as a foul by the side; the options go to the due partner", () => {
    const es = told(
      doubles(),
      "es",
      breakNothing,
      shot(1).hit(0, 9).rail(9).call({ group: "stripes" }).partner(1),
    );
    expect(es[0]).toBe("Dani (Beto y Dani) tira.");
    expect(es).toContain("Infracción de Beto y Dani: orden de los compañeros.");
    expect(es).toContain("Opciones para Carla.");
  });

  it("G-TEAM: a side of one reads as singles; the side of two facing it is named", () => {
    const s = start("pina", {}, 0, [1, 2]);
    const names = [sideName(["Ana"], "es"), sideName(["Beto", "Dani"], "es")] as const;
    const a = toAction(shot(0).hit(0, 1).rail(1, 2, 3, 4));
    const r = apply(s, a);
    if (!r.ok) throw new Error(r.error.message);
    const lines = narrateStep({
      names,
      sides: [["Ana"], ["Beto", "Dani"]],
      before: s,
      action: a,
      ruling: r.value.ruling,
      report: r.value.report,
    });
    expect(renderLines(lines, "es")[0]).toBe("Ana rompe.");
    // Beto's side has two: the turn names it; Ana's, of one, reads as singles.
    expect(renderLines(lines, "es").at(-1)).toBe("Turno de Beto (Beto y Dani).");
  });
});
