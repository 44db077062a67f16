import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { RULE_IDS } from "../../rules/index.ts";
import { SEED_QUOTES, type SeedId } from "./seed-quotes.ts";

const seeds = resolve(import.meta.dirname, "../../../../shared/seeds");
const LINES: Readonly<Record<SeedId, readonly string[]>> = {
  bola8: readFileSync(resolve(seeds, "000_3055a15f9cfca36a.txt"), "utf8").split(/\r?\n/),
  pina: readFileSync(resolve(seeds, "002_d416b6f411d4c80f.txt"), "utf8").split(/\r?\n/),
};

describe("SEED_QUOTES (the rules page's rulebook words)", () => {
  it("every rule's seed quote is the rulebook's own words (verbatim)", () => {
    // Every ID has an entry, and there is no entry for an unknown ID.
    for (const id of RULE_IDS) expect(SEED_QUOTES[id], id).toBeDefined();
    expect(Object.keys(SEED_QUOTES).sort()).toEqual([...RULE_IDS].sort());

    for (const id of RULE_IDS) {
      const q = SEED_QUOTES[id];
      // Each game's rules quote that game's rulebook.
      if (id.startsWith("B8-")) expect(q.seed, id).toBe("bola8");
      if (id.startsWith("PC-")) expect(q.seed, id).toBe("pina");
      // quote, and near when given, lie within ONE line of the named seed, character for character.
      const texts = q.quote === null ? [q.near] : [q.quote];
      if (q.quote !== null) expect(q.near ?? null, `${id}: near is only for a rule with no quote`).toBeNull();
      for (const text of texts) {
        if (text === null || text === undefined) continue;
        expect(text.trim().length, `${id}: empty`).toBeGreaterThan(0);
        expect(
          LINES[q.seed].some((line) => line.includes(text)),
          `${id} (${q.seed}): not verbatim in one line: ${text}`,
        ).toBe(true);
      }
    }

    // Most rules are the seeds' own; only mingo's readings ([interp]) and its own rules have none.
    const quoted = RULE_IDS.filter((id) => SEED_QUOTES[id].quote !== null);
    expect(quoted.length / RULE_IDS.length).toBeGreaterThanOrEqual(0.8);
  });
});
