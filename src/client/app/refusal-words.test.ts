import { describe, expect, it } from "vitest";
import type { GameError } from "../../game/index.ts";
import { REFUSAL_CODES } from "../../protocol/index.ts";
import { lang } from "../i18n/index.ts";
import { refusal } from "./match-source.ts";
import { sayRefusal } from "./refusal-words.ts";

// The game's own codes (a type only, so listed here; the satisfies clause fails if one is renamed).
const GAME_CODES = [
  "wrong-phase",
  "not-your-turn",
  "placement",
  "invalid-strike",
  "cue-ball-missing",
  "physics",
  "referee",
  "spot",
  "spot-own",
  "invalid-setup",
] as const satisfies readonly GameError["code"][];
const SOURCE_CODES = [
  "offline",
  "in-flight",
  "closed",
  "nothing-to-resign",
  "no-replay",
  "network",
  "bad-response",
];

describe("a move not played, in words", () => {
  it.each(["es", "en"] as const)(
    "says every protocol, game and source code in %s, never the English detail",
    (l) => {
      lang.value = l;
      for (const code of [...REFUSAL_CODES, ...GAME_CODES, ...SOURCE_CODES]) {
        const said = sayRefusal(refusal(code, "DETAIL"));
        expect(said, code).not.toContain("DETAIL");
        expect(said.length, code).toBeGreaterThan(5);
      }
      lang.value = "es";
    },
  );
  it("follows the language switch and falls back to the code and detail for a code it does not know", () => {
    const r = refusal("stale-seq", "seq 4 is not 5");
    lang.value = "en";
    expect(sayRefusal(r)).toMatch(/moved on/);
    lang.value = "es";
    expect(sayRefusal(r)).toMatch(/la mesa cambió/);
    expect(sayRefusal(refusal("brand-new", "why"))).toBe("brand-new (why)");
  });
  it("says a form's refused field as the club pages do, with its limit, never the server's English", () => {
    lang.value = "es";
    expect(
      sayRefusal(refusal("name-too-long", "name: Too big: expected string to have <=24 characters"), 24),
    ).toBe("Nombre: puede tener como mucho 24 caracteres");
    lang.value = "en";
    expect(sayRefusal(refusal("password-too-short", "password: too short"), 8)).toMatch(/^Password: .*8/);
    lang.value = "es";
  });
});
