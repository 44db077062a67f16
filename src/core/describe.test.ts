import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { describeValue } from "./describe.ts";

describe("describeValue", () => {
  it("names plain values", () => {
    expect(describeValue(3)).toBe("3");
    expect(describeValue("x")).toBe('"x"');
    expect(describeValue(undefined)).toBe("undefined");
    expect(describeValue({ a: 1 })).toBe('{"a":1}');
  });

  it("never throws, even on objects that refuse to become strings", () => {
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(describeValue({ toString: null })).toBe('{"toString":null}');
    expect(describeValue(cyclic)).toBe("an object");
    expect(describeValue(Object.create(null))).toBe("{}");
    fc.assert(fc.property(fc.anything(), (v) => typeof describeValue(v) === "string"));
  });
});
