import { describe, expect, it } from "vitest";
import type { ShotHintAdvice } from "../../ai/index.ts";
import { describeHint } from "./hint-button.ts";

const base: ShotHintAdvice = {
  kind: "pot",
  strike: { speed: 2, direction: 0, tipX: 0, tipY: 0, elevation: 0 },
  call: { ball: 5, pocket: "foot-left" },
  pot: { first: 5, target: 5, pocket: "foot-left" },
  cueLine: [],
  objectLine: [],
  first: 5,
  chance: 0.724,
  intent: "direct 5 → foot-left",
};

describe("the hint in words", () => {
  it("says the pot with the narration's names, in Spanish and English", () => {
    expect(describeHint(base, "pina", "es")).toBe("La 5 a la tronera superior izquierda: 72 % de acierto");
    expect(describeHint(base, "pina", "en")).toBe("The 5 in the foot-left pocket: 72% to make it");
  });
  it("says a safety and an escape by the ball they are played on", () => {
    expect(describeHint({ ...base, kind: "safety", chance: 0.9 }, "bola8", "es")).toBe(
      "Defensa sobre la 5: sin falta en el 90 % de los intentos",
    );
    expect(describeHint({ ...base, kind: "escape", chance: 0.5 }, "pina", "en")).toBe(
      "Kick to the 5: no foul in 50% of tries",
    );
  });
  it("says a deliberate foul as one, in both languages", () => {
    const foul = { ...base, kind: "foul" as const, chance: 0, pot: undefined };
    expect(describeHint(foul, "pina", "es")).toBe(
      "Ningún tiro llega limpio a la bola de turno: la falta que menos deja al rival",
    );
    expect(describeHint(foul, "bola8", "en")).toBe(
      "No stroke reaches the ball on cleanly: the foul that leaves the opponent least",
    );
  });
});
