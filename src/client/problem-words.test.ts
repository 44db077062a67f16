/**
 * A refused photo or position in Spanish and English, the ball named by the narration: no
 * English reason left inside a Spanish sentence.
 */
import { afterEach, describe, expect, it } from "vitest";
import { lang } from "./i18n/index.ts";
import { problemWords, savedProblemWords } from "./problem-words.ts";

afterEach(() => {
  lang.value = "es";
});

describe("problemWords", () => {
  it("says a position's problem with the ball's name, in each language", () => {
    const off = { code: "off-cloth", ball: 3, message: "ball 3 would be off the cloth" } as const;
    expect(problemWords(off, "pina")).toBe("la 3 queda fuera del paño");
    lang.value = "en";
    expect(problemWords(off, "pina")).toBe("the 3 is off the cloth");
  });

  it("names the cue ball as each game does", () => {
    const none = { code: "no-cue-ball", message: "the cue ball is missing" } as const;
    expect(problemWords(none, "pina")).toBe("falta el mingo");
    expect(problemWords(none, "bola8")).toBe("falta la blanca");
    lang.value = "en";
    expect(problemWords(none, "bola8")).toBe("the cue ball is missing");
  });

  it("says a photo's problem in Spanish, not the English it travels with", () => {
    const p = { code: "no-cloth", message: "no cloth in the middle of the photo" } as const;
    expect(problemWords(p, "pina")).toBe("no se ve paño en el medio de la foto");
  });
  it("says why a saved match does not read back, naming another physics engine as the cause", () => {
    const differs = {
      code: "differs",
      engineChanged: false,
      message: "the replayed match does not give the saved script",
    } as const;
    expect(savedProblemWords(differs)).toBe("al jugarlo de nuevo, no termina igual");
    expect(savedProblemWords({ ...differs, engineChanged: true })).toBe(
      "lo guardó otra versión de la física de mingo, y con esta las bolas corren distinto",
    );
    lang.value = "en";
    expect(savedProblemWords({ code: "not-json", engineChanged: false, message: "not JSON: x" })).toBe(
      "the file is damaged: it is not JSON",
    );
  });
});
