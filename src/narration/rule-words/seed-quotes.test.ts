import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { againstShared, HAS_SHARED, sharedPath } from "../../../test/steering-documents.ts";
import { RULE_IDS } from "../../rules/index.ts";
import { SEED_QUOTES, type SeedId } from "./seed-quotes.ts";

// The quotes are mingo's own copy of the rulebooks' words; the rulebooks themselves (the seeds)
// are steering documents beside the project. The quotes' shape is checked always; that each is
// the seed's words, character for character, when the seeds are there.
const SEED_FILES: Readonly<Record<SeedId, string>> = {
  bola8: "000_3055a15f9cfca36a.txt",
  pina: "002_d416b6f411d4c80f.txt",
};

/** The texts a rule's entry says are the seed's (its quote, or the nearest passage). */
function quotedTexts(id: (typeof RULE_IDS)[number]): string[] {
  const q = SEED_QUOTES[id];
  const text = q.quote === null ? q.near : q.quote;
  return text === null || text === undefined ? [] : [text];
}

describe("SEED_QUOTES (the rules page's rulebook words)", () => {
  it("has one entry per rule, each from its own game's rulebook, none empty", () => {
    for (const id of RULE_IDS) expect(SEED_QUOTES[id], id).toBeDefined();
    expect(Object.keys(SEED_QUOTES).sort()).toEqual([...RULE_IDS].sort());
    for (const id of RULE_IDS) {
      const q = SEED_QUOTES[id];
      if (id.startsWith("B8-")) expect(q.seed, id).toBe("bola8");
      if (id.startsWith("PC-")) expect(q.seed, id).toBe("pina");
      if (q.quote !== null) expect(q.near ?? null, `${id}: near is only for a rule with no quote`).toBeNull();
      for (const text of quotedTexts(id)) {
        expect(text.trim().length, `${id}: empty`).toBeGreaterThan(0);
        // A quote lies within one line of the seed: it never spans a line break.
        expect(text, `${id}: a quote is one line`).not.toMatch(/[\r\n]/);
      }
    }
  });

  it("quotes the rulebooks for most rules; only mingo's readings and its own rules have none", () => {
    const quoted = RULE_IDS.filter((id) => SEED_QUOTES[id].quote !== null);
    expect(quoted.length / RULE_IDS.length).toBeGreaterThanOrEqual(0.8);
  });
});

describe.skipIf(!HAS_SHARED)(againstShared("SEED_QUOTES against the rulebooks' full text"), () => {
  const lines = (seed: SeedId): string[] =>
    readFileSync(sharedPath("seeds", SEED_FILES[seed]), "utf8").split(/\r?\n/);

  it("every rule's seed quote is the rulebook's own words (verbatim, within one line)", () => {
    const seeds: Record<SeedId, string[]> = { bola8: lines("bola8"), pina: lines("pina") };
    for (const id of RULE_IDS) {
      const { seed } = SEED_QUOTES[id];
      for (const text of quotedTexts(id)) {
        expect(
          seeds[seed].some((line) => line.includes(text)),
          `${id} (${seed}): not verbatim in one line: ${text}`,
        ).toBe(true);
      }
    }
  });
});
