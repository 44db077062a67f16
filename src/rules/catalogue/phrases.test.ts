import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { en } from "./en.ts";
import { es } from "./es.ts";
import { RULE_IDS } from "./ids.ts";
import {
  ballInHand,
  bola8FoulCount,
  callPhrase,
  encounterLine,
  explainRule,
  formatPoints,
  kindLabel,
  openTable,
  pinaFoulCount,
  playsGroup,
  pocketName,
  pointsPhrase,
  resigned,
  scoreLine,
  tieAt60,
  turnOf,
  twoTurnsFor,
  wins,
} from "./phrases.ts";

describe("foul counts", () => {
  it.each([
    [0, "Sin cabezas", "No fouls"],
    [1, "Una cabeza", "One foul"],
    [2, "Dos cabezas", "Two fouls"],
    [3, "Tres cabezas: dos tiros para el rival", "Three fouls: two turns for the opponent"],
    [4, "4 cabezas", "4 fouls"],
  ])("Piña, %i: %s / %s", (n, esWant, enWant) => {
    expect(pinaFoulCount(n, "es")).toBe(esWant);
    expect(pinaFoulCount(n, "en")).toBe(enWant);
  });

  it("names who gets the two turns", () => {
    expect(pinaFoulCount(3, "es", "Beto")).toBe("Tres cabezas: dos tiros para Beto");
    expect(pinaFoulCount(3, "en", "Beto")).toBe("Three fouls: two turns for Beto");
    expect(pinaFoulCount(2, "es", "Beto")).toBe("Dos cabezas");
    expect(twoTurnsFor("Beto", "es")).toBe("Dos tiros para Beto");
    expect(twoTurnsFor("Beto", "en")).toBe("Two turns for Beto");
  });

  it.each([
    [1, "Una infracción", "One foul"],
    [2, "Dos infracciones seguidas", "Two fouls in a row"],
    [3, "Tres infracciones seguidas: pierde el triángulo", "Three fouls in a row: loses the rack"],
  ])("Bola 8, %i: %s / %s", (n, esWant, enWant) => {
    expect(bola8FoulCount(n, "es")).toBe(esWant);
    expect(bola8FoulCount(n, "en")).toBe(enWant);
  });
});

describe("table calls", () => {
  it("ball in hand, open table, groups, turn", () => {
    expect(ballInHand("es")).toBe("Bola en mano detrás de la línea de salida");
    expect(ballInHand("en", "Ana")).toBe("Ball in hand behind the head string for Ana");
    expect(openTable("es")).toBe("Mesa abierta");
    expect(openTable("en")).toBe("Open table");
    expect(playsGroup("Ana", "stripes", "es")).toBe("Ana juega con las rayadas");
    expect(playsGroup("Ana", "solids", "en")).toBe("Ana has the solids");
    expect(turnOf("Ana", "es")).toBe("Turno de Ana");
    expect(turnOf("Ana", "en")).toBe("Ana's turn");
  });

  it("pockets and calls", () => {
    expect(pocketName("side-right", "es")).toBe("la tronera del medio derecha");
    expect(callPhrase(5, "foot-left", "es")).toBe("La 5 a la tronera superior izquierda");
    expect(callPhrase(8, "head-right", "en")).toBe("The 8 in the head-right corner pocket");
  });

  it("results", () => {
    expect(resigned("Ana", "es")).toBe("Ana abandona la partida");
    expect(resigned("Ana", "en")).toBe("Ana resigns the game");
    expect(wins("Beto", "bola8", "es")).toBe("Beto gana el triángulo");
    expect(wins("Beto", "pina", "en")).toBe("Beto wins the game");
    expect(tieAt60("es")).toBe("Empate 60 a 60: ½ punto para cada uno");
    expect(tieAt60("en")).toBe("Tie at 60–60: ½ point each");
  });
});

describe("scores and points", () => {
  it("score lines", () => {
    expect(scoreLine(["Ana", "Beto"], [34, 12], "es")).toBe("Ana 34 – Beto 12");
    expect(scoreLine(["Ana", "Beto"], [0, 61], "en")).toBe("Ana 0 – Beto 61");
    expect(encounterLine(["Ana", "Beto"], [1.5, 0.5], "es")).toBe("Ana 1½ – Beto ½");
    expect(encounterLine(["Ana", "Beto"], [3, 0], "en")).toBe("Ana 3 – Beto 0");
  });

  it.each([
    [0, "0 puntos", "0 points"],
    [0.5, "½ punto", "½ point"],
    [1, "1 punto", "1 point"],
    [1.5, "1½ puntos", "1½ points"],
    [2, "2 puntos", "2 points"],
    [3, "3 puntos", "3 points"],
  ])("%d points: %s / %s", (n, esWant, enWant) => {
    expect(pointsPhrase(n, "es")).toBe(esWant);
    expect(pointsPhrase(n, "en")).toBe(enWant);
  });

  it("numbers go through Intl: Spanish decimal comma, English grouping", () => {
    expect(formatPoints(1.25, "es")).toBe("1,25");
    expect(formatPoints(1.25, "en")).toBe("1.25");
    expect(formatPoints(12345, "es")).toBe("12.345");
    expect(formatPoints(12345, "en")).toBe("12,345");
    expect(formatPoints(-0.5, "es")).toBe("-½");
  });

  it("any whole number of halves reads back as the same value", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 400 }),
        fc.constantFrom("es" as const, "en" as const),
        (halves, lang) => {
          const shown = formatPoints(halves / 2, lang);
          const m = /^(\d*)(½?)$/.exec(shown.replace(/[.,]/g, ""));
          expect(m).not.toBeNull();
          const value = Number(m![1] || "0") + (m![2] ? 0.5 : 0);
          expect(value).toBe(halves / 2);
        },
      ),
    );
  });
});

describe("explaining a rule", () => {
  it("calls a foul a cabeza in Piña and an infracción in Bola 8", () => {
    expect(kindLabel("foul", "pina", "es")).toBe("Cabeza");
    expect(kindLabel("foul", "bola8", "es")).toBe("Infracción");
    expect(kindLabel("human-foul", "shared", "en")).toBe("Foul");
  });

  it("prints ID, kind, title and text on one line", () => {
    // Found by title, so this test does not count as exercising a rule (rule-coverage).
    const scratch = RULE_IDS.find((id) => en[id].title === "Scratch")!;
    expect(explainRule(scratch, "es")).toBe(
      `${scratch} · Infracción · Embocar la blanca: La bola blanca se emboca en una tronera.`,
    );
    expect(explainRule(scratch, "en")).toBe(`${scratch} · Foul · Scratch: The cue ball drops into a pocket.`);
    const cabeza = RULE_IDS.find((id) => es[id].title === "Cabeza")!;
    expect(explainRule(cabeza, "es")).toMatch(
      new RegExp(`^${cabeza} · Cabeza · Cabeza: Una cabeza \\(falta\\)`),
    );
  });
});
