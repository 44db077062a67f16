/**
 * The club and online pages say every refusal the server can give in both languages: each
 * named code, each field and each constraint of protocol/refusals.ts has its words (a code
 * without words would reach a Spanish page as "el servidor lo rechazó (code)"). The fields' and
 * constraints' words are one set for both (client/i18n/input-words.ts).
 */
import { describe, expect, it } from "vitest";
import { en as enClub } from "../../src/client/i18n/club-en.ts";
import { es as esClub } from "../../src/client/i18n/club-es.ts";
import { enInput, esInput } from "../../src/client/i18n/input-words.ts";
import {
  CONSTRAINTS,
  INPUT_FIELDS,
  ONLINE_REFUSALS,
  REFUSAL_MEANINGS,
  REFUSALS,
} from "../../src/protocol/refusals.ts";

const es: Record<string, string> = { ...esClub, ...esInput };
const en: Record<string, string> = { ...enClub, ...enInput };

describe("club and online pages' words for the server's refusals", () => {
  // Named codes have their words in protocol/refusal-codes.ts (the compiler checks each has both).
  const keys = [
    "refusal_offline",
    ...INPUT_FIELDS.map((f) => `field_${f}`),
    ...CONSTRAINTS.map((c) => `constraint_${c}`),
  ];
  it("every refusal code, field and constraint has Spanish and English words", () => {
    const missing = keys.filter((k) => !(k in es) || !(k in en));
    expect(missing).toEqual([]);
  });
  it("every named code, club mode's and online play's, has words in both languages in its one home", () => {
    for (const c of [...REFUSALS, ...ONLINE_REFUSALS]) {
      expect(REFUSAL_MEANINGS[c].es.length, c).toBeGreaterThan(3);
      expect(REFUSAL_MEANINGS[c].en.length, c).toBeGreaterThan(3);
      expect(REFUSAL_MEANINGS[c].es, c).not.toBe(REFUSAL_MEANINGS[c].en);
    }
  });
  it("no word is left over for a code the server no longer gives", () => {
    const stale = Object.keys(es).filter((k) => /^(refusal|field|constraint)_/.test(k) && !keys.includes(k));
    expect(stale).toEqual([]);
  });
  it("the limit placeholder appears only in constraints that carry a limit", () => {
    const withLimit = CONSTRAINTS.filter((c) => es[`constraint_${c}`]!.includes("{limit}"));
    expect(withLimit.sort()).toEqual([
      "too-few",
      "too-large",
      "too-long",
      "too-many",
      "too-short",
      "too-small",
    ]);
  });
});
