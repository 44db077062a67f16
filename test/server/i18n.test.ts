import { describe, expect, it } from "vitest";
import { en, es } from "../../src/server/public/i18n.js";

describe("club pages' words", () => {
  it("English is complete: every Spanish key has an English text, and no extra keys", () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(es).sort());
    for (const [k, v] of Object.entries(en)) expect(v.length, k).toBeGreaterThan(0);
  });
});
