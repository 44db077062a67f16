/** The rules' words (moved here from the rule catalogue): every ID has a title and text in both languages. */
import { describe, expect, it } from "vitest";
import { RULE_IDS, rulesOf } from "../rules/index.ts";
import { en, es, ruleText } from "./rule-words/index.ts";

const sorted = (xs: Iterable<string>) => [...xs].sort();

describe("texts", () => {
  it("the es and en dictionaries have exactly the rule IDs as keys", () => {
    expect(sorted(Object.keys(es))).toEqual(sorted(RULE_IDS));
    expect(sorted(Object.keys(en))).toEqual(sorted(RULE_IDS));
  });

  it.each(RULE_IDS)("%s has a Spanish and an English title and text, and they differ", (id) => {
    const s = ruleText(id, "es");
    const e = ruleText(id, "en");
    for (const t of [s, e]) {
      expect(t.title.trim().length).toBeGreaterThan(2);
      expect(t.text.trim().length).toBeGreaterThan(15);
      expect(t.title).toBe(t.title.trim());
      expect(t.text).toBe(t.text.trim());
      expect(t.title).not.toMatch(/\.$/);
      expect(t.text).toMatch(/[.…]$/);
      // One or two sentences.
      expect(t.text.split(/(?<=[.…])\s+(?=[A-ZÁÉÍÓÚÑ¿«])/).length).toBeLessThanOrEqual(2);
    }
    expect(s.title).not.toBe(e.title);
    expect(s.text).not.toBe(e.text);
  });

  it("ruleText returns the dictionary entries", () => {
    for (const id of RULE_IDS) {
      expect(ruleText(id, "es")).toBe(es[id]);
      expect(ruleText(id, "en")).toBe(en[id]);
    }
    const titles = RULE_IDS.map((id) => ruleText(id, "es").title);
    for (const t of ["Cabeza", "Mesa abierta", "Bola en mano", "Mingo bañado", "Canteo", "Tres cabezas"])
      expect(titles).toContain(t);
  });

  it("each game's Spanish uses its own players' words", () => {
    const spanish = (game: "bola8" | "pina") =>
      rulesOf(game).map((id) => `${es[id].title} ${es[id].text}`.toLowerCase());
    // Bola 8 is Argentine: embocar, la blanca, infracción; never the Venezuelan mingo or cabeza.
    for (const t of spanish("bola8")) expect(t).not.toMatch(/\bmingo\b|\bcabezas?\b/);
    // Piña is Venezuelan: mingo, cabeza, meter; never embocar, la blanca or infracción.
    for (const t of spanish("pina")) expect(t).not.toMatch(/\bembo(?:ca|car)\w*|\bblanca\b|infracci/);
    const all = (game: "bola8" | "pina") => spanish(game).join(" ");
    for (const w of ["embocar", "mesa abierta", "línea de salida", "punto superior", "lisas", "rayadas"])
      expect(all("bola8")).toContain(w);
    for (const w of ["mingo", "cabeza", "cantar", "tuerta", "carambola", "bañ", "bola de turno", "tronera"])
      expect(all("pina")).toContain(w);
  });
});
