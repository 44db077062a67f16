import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { decodeClientMessage, nickname, REFUSAL_CODES } from "./online.ts";
import { onlineProtocolDocument } from "./online-doc.ts";

const intent = {
  v: 1,
  kind: "strike",
  match: "m1",
  seq: 3,
  strike: { speed: 2, direction: 0, tipX: 0, tipY: 0, elevation: 0 },
};

describe("online protocol decoder", () => {
  it("decodes an intent and keeps its seq", () => {
    const r = decodeClientMessage(JSON.stringify(intent));
    expect(r.ok && r.value.kind === "strike" && r.value.seq).toBe(3);
  });
  it("refuses with stable codes and a message naming the problem", () => {
    const cases: [unknown, string, RegExp][] = [
      ["{", "malformed", /not JSON/],
      [[1], "malformed", /object/],
      [{ ...intent, v: 2 }, "unsupported-version", /version 1/],
      [{ ...intent, kind: "pocketed" }, "malformed", /"kind" is one of/],
      [{ ...intent, seq: -1 }, "malformed", /seq/],
      [{ ...intent, strike: { ...intent.strike, speed: "fast" } }, "malformed", /strike\.speed/],
      // A forged outcome has no field to live in.
      [{ ...intent, pocketed: [8] }, "malformed", /pocketed/],
    ];
    for (const [input, code, message] of cases) {
      const r = decodeClientMessage(typeof input === "string" ? input : JSON.stringify(input));
      expect(r.ok).toBe(false);
      if (!r.ok) {
        expect(r.error.code).toBe(code);
        expect(r.error.message).toMatch(message);
      }
    }
  });
  it("never throws on arbitrary input (fuzz)", () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.json(),
          fc.jsonValue().map((j) => JSON.stringify({ v: 1, ...(j as object) })),
        ),
        (text) => {
          const r = decodeClientMessage(text);
          if (!r.ok) expect(REFUSAL_CODES).toContain(r.error.code);
        },
      ),
      { numRuns: 2000 },
    );
  });
  it("fuzzes each known kind with random fields", () => {
    const kinds = ["hello", "lag", "strike", "declare", "choose", "resign", "phrase", "queue", "mute"];
    fc.assert(
      fc.property(fc.constantFrom(...kinds), fc.dictionary(fc.string(), fc.jsonValue()), (kind, extra) => {
        const r = decodeClientMessage(JSON.stringify({ ...extra, v: 1, kind }));
        if (!r.ok) expect(REFUSAL_CODES).toContain(r.error.code);
      }),
      { numRuns: 1000 },
    );
  });
});

describe("nicknames", () => {
  it("accepts names in any script and refuses hostile ones", () => {
    for (const good of ["Ana", "José María", "Beto_99", "O'Neil", "Ñandú"])
      expect(nickname.safeParse(good).success).toBe(true);
    for (const bad of ["a", "x".repeat(25), "<script>", "ana\u0000", "a\u202Eb", "  ", "-ana", "a  b"])
      expect(nickname.safeParse(bad).success, bad).toBe(false);
  });
});

describe("protocol document", () => {
  it("lists every message of both directions with a schema", () => {
    const doc = onlineProtocolDocument() as { components: { messages: Record<string, { payload: object }> } };
    expect(Object.keys(doc.components.messages)).toContain("client.strike");
    expect(Object.keys(doc.components.messages)).toContain("server.step");
  });
});
