import { describe, expect, it } from "vitest";
import { SETTINGS } from "../../rules/settings.ts";
import { en } from "./en.ts";
import { es } from "./es.ts";
import { t } from "./i18n.ts";

describe("client i18n", () => {
  it("has every Spanish key in English, none empty, placeholders matching", () => {
    const holes = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    for (const k of Object.keys(es) as (keyof typeof es)[]) {
      expect(en[k].length, k).toBeGreaterThan(0);
      expect(holes(en[k]), k).toEqual(holes(es[k]));
    }
    expect(Object.keys(en).sort()).toEqual(Object.keys(es).sort());
  });
  it("names every value of every enumerated rule setting in both languages (no raw value shown)", () => {
    const missing = SETTINGS.flatMap((spec) =>
      spec.allowed.kind === "enum" ? spec.allowed.values.map((v) => `settingEnum_${v}`) : [],
    ).filter((k) => !(k in es) || !(k in en));
    expect(missing).toEqual([]);
  });
  it("fills placeholders in either language", () => {
    expect(t("toPlay", { name: "Ana" }, "es")).toBe("Tira Ana");
    expect(t("toPlay", { name: "Ana" }, "en")).toBe("Ana to shoot");
  });
});
