import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { decodeScriptText } from "./decode.ts";

const header = (over: Record<string, unknown> = {}) =>
  JSON.stringify({ game: "bola8", players: ["Ana", "Beto"], breaker: 0, steps: [], ...over });

describe("match-script header decoding", () => {
  it.each([
    ["{", /not valid JSON/],
    ["[]", /must be a JSON object/],
    ["null", /must be a JSON object/],
    [header({ game: "snooker" }), /^script\.game: must be "bola8" or "pina"$/],
    [header({ players: ["Ana"] }), /^script\.players/],
    [header({ players: ["Ana", 3] }), /^script\.players\[1\]/],
    [header({ breaker: 2 }), /^script\.breaker: must be a player index, 0 or 1$/],
    [header({ breaker: "0" }), /^script\.breaker/],
    [header({ steps: {} }), /^script\.steps: must be a list of steps$/],
    [header({ settings: [] }), /^script\.settings/],
    [header({ referee: "Carla" }), /^script: unknown field "referee"$/],
  ])("%s is refused: %s", (text, message) => {
    const r = decodeScriptText(text);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatch(message);
  });

  it("accepts a minimal script and defaults the settings", () => {
    const r = decodeScriptText(header({ settings: { raceTo: 2 } }));
    expect(r).toEqual({
      ok: true,
      value: { game: "bola8", players: ["Ana", "Beto"], settings: { raceTo: 2 }, breaker: 0, steps: [] },
    });
  });
});

describe("fuzzed script text", () => {
  it("never throws on arbitrary text as a whole script", () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json()), (text) => {
        const r = decodeScriptText(text);
        if (!r.ok) expect(r.error).not.toMatch(/\n/);
      }),
      { numRuns: 2000 },
    );
  });
});
