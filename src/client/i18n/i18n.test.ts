import { describe, expect, it } from "vitest";
import { SETTINGS } from "../../rules/index.ts";
import { en as clubEn } from "./club-en.ts";
import { es as clubEs } from "./club-es.ts";
import { en } from "./en.ts";
import { es } from "./es.ts";
import { t } from "./i18n.ts";
import { enOnline } from "./online-en.ts";
import { esOnline } from "./online-es.ts";

// The game's screens and the club pages (organizer, scorekeeper, wall) use the same mechanism.
const DICTIONARIES = [
  ["the game", es, en],
  ["the club pages", clubEs, clubEn],
] as const;

describe.each(DICTIONARIES)("i18n of %s", (_name, spanish, english) => {
  it("has every Spanish key in English, none empty, placeholders matching", () => {
    const holes = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    const sp = spanish as Record<string, string>;
    const en = english as Record<string, string>;
    for (const k of Object.keys(sp)) {
      expect(en[k]?.length, k).toBeGreaterThan(0);
      expect(sp[k]?.length, k).toBeGreaterThan(0);
      expect(holes(en[k] ?? ""), k).toEqual(holes(sp[k] ?? ""));
    }
    expect(Object.keys(en).sort()).toEqual(Object.keys(sp).sort());
  });
});

describe("client i18n", () => {
  it("lets no game word override an online word spread into the same dictionary (one key, one meaning)", () => {
    for (const [all, online] of [
      [es, esOnline],
      [en, enOnline],
    ] as const)
      for (const [k, v] of Object.entries(online)) expect((all as Record<string, string>)[k], k).toBe(v);
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
