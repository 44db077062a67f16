import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { RULE_IDS } from "../../rules/catalogue/ids.ts";
import { SEED_QUOTES } from "./seed-quotes.ts";

const seeds = resolve(import.meta.dirname, "../../../../shared/seeds");
const lines = {
  bola8: readFileSync(`${seeds}/000_3055a15f9cfca36a.txt`, "utf8").split("\n"),
  pina: readFileSync(`${seeds}/002_d416b6f411d4c80f.txt`, "utf8").split("\n"),
};

describe("the rules page's quotes", () => {
  it("every rule's seed quote is the rulebook's own words (verbatim, within one line)", () => {
    for (const id of RULE_IDS) {
      const q = SEED_QUOTES[id];
      expect(q, id).toBeDefined();
      for (const text of [q.quote, q.near]) {
        if (text === null || text === undefined) continue;
        expect(
          lines[q.seed].some((l) => l.includes(text)),
          `${id}: ${text}`,
        ).toBe(true);
      }
      // A rule with no quote names the nearest passage.
      if (q.quote === null) expect(q.near, id).toBeTruthy();
    }
  });

  it("quotes most rules: only mingo's own readings ([interp]) have none", () => {
    const quoted = RULE_IDS.filter((id) => SEED_QUOTES[id].quote !== null);
    expect(quoted.length / RULE_IDS.length).toBeGreaterThan(0.9);
    // Each game's rules quote that game's rulebook.
    for (const id of RULE_IDS) {
      if (id.startsWith("B8-")) expect(SEED_QUOTES[id].seed, id).toBe("bola8");
      if (id.startsWith("PC-")) expect(SEED_QUOTES[id].seed, id).toBe("pina");
    }
  });
});
