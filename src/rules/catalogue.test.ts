import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { LANGS } from "../core/index.ts";
import {
  EXTRA_RULE_IDS,
  en,
  es,
  isRuleId,
  RULE_GAMES,
  RULE_IDS,
  RULE_KINDS,
  RULES_MD_IDS,
  ruleInfo,
  rulesInForce,
  rulesOf,
  rulesOfKind,
  ruleText,
} from "./catalogue.ts";

// The shared documents sit beside the project: /work/shared here, ../shared in CI.
const projectRoot = resolve(fileURLToPath(new URL(".", import.meta.url)), "../..");
const sharedDir = resolve(projectRoot, "../shared");
const rulesMd = readFileSync(join(sharedDir, "rules/RULES.md"), "utf8");

/** The same three patterns as shared/tools/rule-coverage (bold, parenthesised, bare IDs). */
function extractRuleIds(markdown: string): Set<string> {
  const pattern =
    /\*\*[A-Z0-9]+(?:-[A-Z0-9]+)+\*\*|\((?:B8|PC|G)-[A-Z0-9-]+\)|\b(?:B8|PC|G)-[A-Z0-9]+(?:-[A-Z0-9]+)*\b/g;
  const ids = new Set<string>();
  for (const m of markdown.matchAll(pattern)) {
    const id = m[0].replace(/[*()]/g, "");
    if (/^(?:B8|PC|G)-/.test(id)) ids.add(id);
  }
  return ids;
}

/** Each "- **ID** …" bullet of RULES.md with its text, up to the next bullet or heading. */
function bullets(markdown: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const m of markdown.matchAll(/^- \*\*([A-Z0-9-]+)\*\*([\s\S]*?)(?=^- |^#|(?![\s\S]))/gm)) {
    out.set(m[1]!, m[2]!);
  }
  return out;
}

const sorted = (xs: Iterable<string>) => [...xs].sort();

describe("RULE_IDS", () => {
  it("is exactly the set rule-coverage extracts from RULES.md, plus the extras", () => {
    const extracted = extractRuleIds(rulesMd);
    expect(extracted.size).toBeGreaterThan(80);
    expect(sorted(RULES_MD_IDS)).toEqual(sorted(extracted));
    expect(sorted(RULE_IDS)).toEqual(sorted([...extracted, ...EXTRA_RULE_IDS]));
  });

  it("agrees with the rule-coverage script itself (run on an empty folder, every ID is uncited)", () => {
    const script = join(sharedDir, "tools/rule-coverage");
    expect(existsSync(script)).toBe(true);
    const empty = mkdtempSync(join(tmpdir(), "mingo-catalogue-"));
    try {
      const out = execFileSync("bash", [script, empty], { cwd: projectRoot, encoding: "utf8" });
      const uncited = /not cited by any test: (.*)/.exec(out)?.[1]?.trim().split(/\s+/) ?? [];
      expect(sorted(uncited)).toEqual(sorted(RULES_MD_IDS));
      expect(out).toContain(`rule IDs cited by tests: 0/${RULES_MD_IDS.length}`);
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }
  });

  it("has no duplicates", () => {
    expect(new Set(RULE_IDS).size).toBe(RULE_IDS.length);
  });

  it("isRuleId accepts every ID and rejects anything else", () => {
    for (const id of RULE_IDS) expect(isRuleId(id)).toBe(true);
    // Lower-case sub-paragraphs are not IDs for the coverage tool, so not for us either.
    for (const bad of ["PC-13a", "PC-14a", "b8-f4", "B8-F14", "B8-", "", " B8-F4", 4, null, undefined, {}]) {
      expect(isRuleId(bad)).toBe(false);
    }
  });
});

describe("texts", () => {
  it("the es and en dictionaries have exactly the rule IDs as keys", () => {
    expect(sorted(Object.keys(es))).toEqual(sorted(RULE_IDS));
    expect(sorted(Object.keys(en))).toEqual(sorted(RULE_IDS));
  });

  it.each(RULE_IDS)("%s has a Spanish and an English title and text, and they differ", (id) => {
    const s = ruleText(id, "es");
    const e = ruleText(id, "en");
    for (const t of [s, e]) {
      expect(t.title.trim().length).toBeGreaterThan(2);
      expect(t.text.trim().length).toBeGreaterThan(15);
      expect(t.title).toBe(t.title.trim());
      expect(t.text).toBe(t.text.trim());
      expect(t.title).not.toMatch(/\.$/);
      expect(t.text).toMatch(/[.…]$/);
      // One or two sentences.
      expect(t.text.split(/(?<=[.…])\s+(?=[A-ZÁÉÍÓÚÑ¿«])/).length).toBeLessThanOrEqual(2);
    }
    expect(s.title).not.toBe(e.title);
    expect(s.text).not.toBe(e.text);
  });

  it("ruleText returns the dictionary entries", () => {
    expect(ruleText("B8-F4", "es")).toBe(es["B8-F4"]);
    expect(ruleText("PC-FOUL", "en")).toBe(en["PC-FOUL"]);
    expect(ruleText("PC-FOUL", "es").title).toBe("Cabeza");
    expect(ruleText("B8-OPEN", "es").title).toBe("Mesa abierta");
  });

  it("each game's Spanish uses its own players' words", () => {
    const spanish = (game: "bola8" | "pina") =>
      rulesOf(game).map((id) => `${es[id].title} ${es[id].text}`.toLowerCase());
    // Bola 8 is Argentine: embocar, la blanca, infracción; never the Venezuelan mingo or cabeza.
    for (const t of spanish("bola8")) expect(t).not.toMatch(/\bmingo\b|\bcabezas?\b/);
    // Piña is Venezuelan: mingo, cabeza, meter; never embocar, la blanca or infracción.
    for (const t of spanish("pina")) expect(t).not.toMatch(/\bembo(?:ca|car)\w*|\bblanca\b|infracci/);
    const all = (game: "bola8" | "pina") => spanish(game).join(" ");
    for (const w of ["embocar", "mesa abierta", "línea de salida", "punto superior", "lisas", "rayadas"])
      expect(all("bola8")).toContain(w);
    for (const w of ["mingo", "cabeza", "cantar", "tuerta", "carambola", "bañ", "bola de turno", "tronera"])
      expect(all("pina")).toContain(w);
  });
});

describe("ruleInfo", () => {
  it("puts each ID in the game its prefix names", () => {
    for (const id of RULE_IDS) {
      const want = id.startsWith("B8-") ? "bola8" : id.startsWith("PC-") ? "pina" : "shared";
      expect(ruleInfo(id).game).toBe(want);
      expect(RULE_KINDS).toContain(ruleInfo(id).kind);
    }
  });

  it("marks as interp exactly the bullets of RULES.md that carry [interp]", () => {
    const marked = [...bullets(rulesMd)].filter(([, text]) => text.includes("[interp")).map(([id]) => id);
    expect(marked.length).toBeGreaterThan(5);
    expect(sorted(RULE_IDS.filter((id) => ruleInfo(id).interp))).toEqual(sorted(marked));
  });

  it("marks as referee-only the codes RULES.md lists under 'Referee mode only'", () => {
    const b = bullets(rulesMd);
    const refereeOnlyPart = (id: string) => {
      const text = b.get(id) ?? "";
      return text.slice(text.indexOf("Referee mode only"));
    };
    const human = [
      ...refereeOnlyPart("B8-FOULS").matchAll(/B8-F\d+/g),
      ...refereeOnlyPart("PC-FOUL").matchAll(/PC-\d+/g),
    ].map((m) => m[0]);
    expect(human).toEqual(expect.arrayContaining(["B8-F3", "B8-F13", "PC-8", "PC-25", "PC-15"]));
    for (const id of human) {
      if (!isRuleId(id)) throw new Error(`${id} is not a rule ID`);
      expect(ruleInfo(id).refereeOnly).toBe(true);
    }
    for (const id of rulesOfKind("human-foul")) expect(ruleInfo(id).refereeOnly).toBe(true);
  });

  it("classes the simulated Bola 8 fouls as fouls a simulated game can judge", () => {
    const text = bullets(rulesMd).get("B8-FOULS") ?? "";
    const simulated = text.slice(0, text.indexOf("Referee mode only")).match(/B8-F\d+|G-KITCHEN/g) ?? [];
    expect(simulated).toEqual(["B8-F1", "B8-F2", "B8-F4", "B8-F5", "B8-F11", "B8-F12", "G-KITCHEN"]);
    for (const id of simulated) {
      if (!isRuleId(id)) throw new Error(`${id} is not a rule ID`);
      expect(ruleInfo(id)).toMatchObject({ kind: "foul", refereeOnly: false });
    }
  });

  it("classes the Bola 8 losses and options", () => {
    for (let n = 1; n <= 10; n++) {
      const id = `B8-L${n}`;
      if (!isRuleId(id)) throw new Error(`${id} is not a rule ID`);
      expect(ruleInfo(id).kind).toBe("loss");
    }
    expect(ruleInfo("B8-L10").refereeOnly).toBe(true);
    expect(ruleInfo("B8-L9").refereeOnly).toBe(false);
    for (const id of [
      "B8-BREAK-OPTIONS",
      "B8-SANCTION",
      "B8-SANCTION-8",
      "B8-EQUALIZE",
      "B8-SPOT-OWN",
    ] as const)
      expect(ruleInfo(id).kind).toBe("option");
  });

  it("rulesOf partitions the IDs by game; rulesInForce adds the shared ones", () => {
    const parts = RULE_GAMES.map((g) => rulesOf(g));
    expect(sorted(parts.flat())).toEqual(sorted(RULE_IDS));
    expect(rulesOf("shared")).toEqual([
      "G-TABLE",
      "G-SPOT",
      "G-BIH",
      "G-KITCHEN",
      "G-OFFTABLE-BACK",
      "G-HUMAN",
    ]);
    expect(rulesOf("pina")).toContain("PC-13");
    expect(rulesOf("pina")).not.toContain("B8-F4");
    expect(sorted(rulesInForce("bola8"))).toEqual(sorted([...rulesOf("shared"), ...rulesOf("bola8")]));
    expect(rulesInForce("pina")).toContain("G-SPOT");
    expect(rulesInForce("pina")).not.toContain("B8-L9");
  });

  it("rulesOfKind partitions the IDs by kind", () => {
    expect(sorted(RULE_KINDS.flatMap((k) => rulesOfKind(k)))).toEqual(sorted(RULE_IDS));
    expect(rulesOfKind("conduct")).toEqual(["PC-CONDUCT", "PC-7", "PC-22", "PC-23"]);
  });
});

it("both languages are covered by LANGS", () => {
  expect([...LANGS].sort()).toEqual(["en", "es"]);
});
