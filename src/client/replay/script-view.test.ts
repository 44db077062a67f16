import { readFileSync } from "node:fs";
import { afterEach, describe, expect, it } from "vitest";
import { lang } from "../i18n/index.ts";
import { scriptProblemWords } from "../problem-words.ts";
import { tellScript } from "./script-view.ts";

const match = JSON.parse(
  readFileSync(new URL("../../../examples/bola8-match.json", import.meta.url), "utf8"),
);
const withSteps = (steps: unknown[]) => JSON.stringify({ ...match, steps });

/** The problem's code, step and words, Spanish then English. */
function refused(text: string) {
  const r = tellScript(text, "es");
  if (r.ok) throw new Error("told a script that should be refused");
  lang.value = "es";
  const es = scriptProblemWords(r.error);
  lang.value = "en";
  const en = scriptProblemWords(r.error);
  return { code: r.error.code, step: r.error.step, es, en, detail: r.error.detail };
}

afterEach(() => {
  lang.value = "es";
});

describe("a real table's match script that is not told says why in the page's language", () => {
  it("tells a good one, every step", () => {
    const r = tellScript(JSON.stringify(match), "es");
    expect(r.ok && r.value.rows.length).toBe(match.steps.length);
  });

  it("a damaged file, said as a saved match's is", () => {
    expect(refused("{ roto")).toMatchObject({
      code: "not-json",
      es: "el archivo está dañado: no es JSON",
      en: "the file is damaged: it is not JSON",
    });
  });

  it("a file that is not a match script, the validator's line kept for its author", () => {
    const r = refused(JSON.stringify({ game: "billar" }));
    expect(r).toMatchObject({ code: "not-script", es: "no es un partido de mesa real anotado por mingo" });
    expect(r.detail.length).toBeGreaterThan(0);
  });

  it("a step that cannot be read, named by its number", () => {
    const steps = [...match.steps.slice(0, 2), { dance: { by: 0 } }];
    expect(refused(withSteps(steps))).toMatchObject({
      code: "step-unreadable",
      step: 3,
      es: "el paso 3 no se entiende",
      en: "step 3 cannot be read",
    });
  });

  it("a step the referee refuses, with the referee's reason", () => {
    // The second move declares a group for the player who is not on turn.
    const steps = [match.steps[0], { declare: { by: 1, group: "solids" } }];
    const r = refused(withSteps(steps));
    expect(r).toMatchObject({
      code: "step-refused",
      step: 2,
      es: "el árbitro no admite el paso 2: no es el turno de ese jugador",
      en: "the referee does not allow step 2: it is not that player's turn",
    });
  });
});
