import { describe, expect, it } from "vitest";
import { lang } from "../i18n/index.ts";
import { isProvisional, ratingWords } from "./rating-words.ts";

describe("a rating in words", () => {
  it("is provisional while the deviation is 110 or more, settled below", () => {
    expect(isProvisional(350)).toBe(true);
    expect(isProvisional(110)).toBe(true);
    expect(isProvisional(109.9)).toBe(false);
    lang.value = "es";
    expect(ratingWords({ rating: 1562.4, rd: 240 })).toBe("1562 ±480, provisional");
    lang.value = "en";
    expect(ratingWords({ rating: 1701.6, rd: 60 })).toBe("1702 ±120, settled");
  });
});
