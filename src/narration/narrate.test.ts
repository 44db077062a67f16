/** What the narration says for the steps a referee announces most: scenario tables, both languages. */
import { describe, expect, it } from "vitest";
import type { GameId, ObjectBallId } from "../core/index.ts";
import type { Action } from "../rules/index.ts";
import {
  apply,
  called,
  choose,
  type MatchState,
  position,
  resign,
  type Step,
  shot,
  start,
  toAction,
} from "../rules/index.ts";
import {
  announceCall,
  type Line,
  narrateStep,
  optionLabel,
  pocketLabel,
  pocketName,
  renderLine,
  renderLines,
} from "./index.ts";

const NAMES = ["Ana", "Beto"] as const;

/** Runs the steps; returns the narration of the last one. */
function told(s: MatchState, ...steps: Step[]): Line[] {
  let lines: Line[] = [];
  for (const step of steps) {
    const action: Action = toAction(step);
    const r = apply(s, action);
    if (!r.ok) throw new Error(r.error.message);
    lines = narrateStep({ names: NAMES, before: s, action, ruling: r.value.ruling, report: r.value.report });
    s = r.value.state;
  }
  return lines;
}
const say = (lines: Line[], lang: "es" | "en") => renderLines(lines, lang);
const pinaAt = (onTable: ObjectBallId[], over: Partial<MatchState> = {}) =>
  position("pina", { turn: 0, ...over, onTable });

describe("a Piña shot told in full", () => {
  it("PC-CALL: the call, the first ball hit, each ball and its pocket, the points and the score", () => {
    const lines = told(pinaAt([3, 5, 9]), called(0, 3, 3, "side-left").pocket(9, "head-right"));
    expect(say(lines, "es")).toEqual([
      "Ana tira.",
      "Canta la 3 a la tronera del medio izquierda.",
      "El mingo toca primero la 3.",
      "La 3 entra en la tronera del medio izquierda.",
      "La 9 entra en la tronera de cabecera derecha.",
      "Ana suma 3 puntos.",
      "Bola sucia.",
      // PC-6: the seed's rule for a dirty ball falling.
      "No aparar en la boca.",
      "La 9 vuelve al punto superior.",
      "Puntos: Ana 3, Beto 0.",
      "Bola de turno: la 5.",
      "Turno de Ana.",
    ]);
    expect(say(lines, "en")).toContain("The 9 drops in the head-left pocket.".replace("left", "right"));
  });

  it("PC-FOUL / PC-3FOULS: the count after each foul, one policy: una, dos, tres cabezas", () => {
    const foul = shot(0).hit(0, 5).rail(5).call({ ball: 3, pocket: "foot-left" });
    expect(say(told(pinaAt([3, 5]), foul), "es")).toContain("Una cabeza.");
    const second = pinaAt([3, 5], { consecutiveFouls: [1, 0] });
    expect(say(told(second, foul), "es")).toContain("Dos cabezas.");
    const third = say(told(pinaAt([3, 5], { consecutiveFouls: [2, 0] }), foul), "es");
    expect(third).toContain("Tres cabezas: dos tiros para Beto.");
    expect(third).toContain("Cabeza de Ana: la bola de turno.");
    // The two turns are said once, by the count.
    expect(third.filter((l) => /dos tiros/i.test(l))).toHaveLength(1);
  });

  it("G-NOCALL: a shot with no call says so, once", () => {
    const es = say(told(pinaAt([3, 5]), shot(0).hit(0, 3).pocket(3, "foot-right")), "es");
    expect(es.filter((l) => /sin cantar/i.test(l))).toEqual(["Tira sin cantar."]);
    expect(es).toContain("La 3 vuelve al punto superior.");
  });

  it("G-RESIGN: a resignation and who wins, no rule ID in sight", () => {
    const es = say(told(pinaAt([3, 5]), resign(1)), "es");
    expect(es.slice(0, 2)).toEqual(["Beto abandona la partida.", "Ana gana la partida."]);
    expect(es.join(" ")).not.toMatch(/G-RESIGN/);
    expect(say(told(start("bola8"), resign(0)), "en").slice(0, 2)).toEqual([
      "Ana resigns the rack.",
      "Beto wins the rack.",
    ]);
  });
});

describe("a Bola 8 foul: the options, what each means, the choice", () => {
  const S: ["solids", "stripes"] = ["solids", "stripes"];
  const at = () => position("bola8", { groups: S, onTable: [2, 8, 10, 11], turn: 0 });

  it("B8-SANCTION: the options are offered by label and meaning, then the choice is stated", () => {
    const lines = told(at(), shot(0).hit(0, 10).rail(10));
    expect(say(lines, "es")).toEqual([
      "Ana tira.",
      "La blanca toca primero la 10.",
      "Infracción de Ana: primera bola equivocada.",
      "Una infracción.",
      "Opciones para Beto.",
      "Aceptar la posición: Beto tira desde donde quedaron las bolas.",
      "Bola en mano: Beto coloca la blanca donde quiera detrás de la línea de salida.",
    ]);
    expect(lines.filter((l) => l.kind === "option" && l.rule).map((l) => l.rule)).toEqual([
      "B8-SANCTION",
      "B8-SANCTION",
    ]);
    const chosen = told(at(), shot(0).hit(0, 10).rail(10), choose(1, "ball-in-hand"));
    expect(say(chosen, "es")[0]).toBe("Beto elige bola en mano.");
    expect(say(chosen, "en")[0]).toBe("Beto chooses ball in hand.");
    // Playing on takes the default, and the narration says it.
    const played = told(at(), shot(0).hit(0, 10).rail(10), shot(1).hit(0, 10).pocket(10));
    expect(say(played, "es")[0]).toBe("Beto tira desde donde quedaron las bolas.");
  });

  it("B8-L7: the 8 with no pocket named: the loss and why", () => {
    const es = say(
      told(
        position("bola8", { groups: S, onTable: [8, 10], turn: 0 }),
        shot(0).hit(0, 8).pocket(8, "side-left"),
      ),
      "es",
    );
    expect(es).toContain("Ana pierde el triángulo: la 8 sin indicar tronera.");
    expect(es).toContain("Beto gana el triángulo.");
    expect(es).toContain("Triángulos: Ana 0, Beto 1.");
  });
});

describe("one vocabulary", () => {
  it("a pocket's button label is the same words as its name in a sentence", () => {
    for (const lang of ["es", "en"] as const)
      for (const p of [
        "foot-left",
        "foot-right",
        "side-left",
        "side-right",
        "head-left",
        "head-right",
      ] as const)
        expect(pocketName(p, lang).toLowerCase().replace("-", " ")).toContain(
          pocketLabel(p, lang).toLowerCase().replace("-", " "),
        );
    expect(pocketLabel("foot-left", "es")).toBe("Superior izquierda");
    expect(optionLabel("rebreak", "es")).toBe("Abrir de nuevo");
  });

  it("the computer's call, announced before its shot", () => {
    const game: GameId = "pina";
    expect(renderLine(announceCall(game, "Beto", { ball: 5, pocket: "foot-left" }), "es")).toBe(
      "Beto canta la 5 a la tronera superior izquierda.",
    );
    expect(renderLine(announceCall("bola8", "Beto", { pocket: "side-right" }), "en")).toBe(
      "Beto calls the 8 in the side-right pocket.",
    );
    expect(renderLine(announceCall(game, "Beto", { defense: true }), "es")).toBe("Beto declara defensa.");
  });
});
