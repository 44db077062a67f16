import { describe, expect, it } from "vitest";
import { autoShouldDrop, isQuality, resolveQuality } from "./quality.ts";

describe("the drawing quality", () => {
  it("auto draws high on a GPU and low on software GL; a level asked is kept", () => {
    expect(resolveQuality("auto", false)).toBe("high");
    expect(resolveQuality("auto", true)).toBe("low");
    expect(resolveQuality("high", true)).toBe("high");
    expect(resolveQuality("low", false)).toBe("low");
  });

  it("auto drops to low only after enough slow frames", () => {
    const slow = Array.from({ length: 40 }, () => 30);
    expect(autoShouldDrop(slow.slice(0, 39))).toBe(false);
    expect(autoShouldDrop(slow)).toBe(true);
    // A few slow frames among quick ones (a shader compiling) do not drop it.
    expect(autoShouldDrop([...Array.from({ length: 35 }, () => 8), 90, 90, 90, 90, 90])).toBe(false);
  });

  it("knows its levels and nothing else", () => {
    expect(["auto", "high", "low"].every(isQuality)).toBe(true);
    expect(isQuality("ultra")).toBe(false);
    expect(isQuality(undefined)).toBe(false);
  });
});
