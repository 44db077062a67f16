import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { againstShared, HAS_SHARED, PROJECT_ROOT, sharedPath } from "../../test/steering-documents.ts";
import { LANGS } from "../core/index.ts";
import {
  EXTRA_RULE_IDS,
  isRuleId,
  RULE_GAMES,
  RULE_IDS,
  RULE_KINDS,
  RULES_MD_IDS,
  ruleInfo,
  rulesInForce,
  rulesOf,
  rulesOfKind,
} from "./catalogue.ts";

// RULES.md is a steering document beside the project (../shared), not part of it: the checks
// against it run when it is there and are reported skipped when it is not. The catalogue's own
// consistency is checked either way.
const rulesMd = HAS_SHARED ? readFileSync(sharedPath("rules", "RULES.md"), "utf8") : "";

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

/** The RULES.md bullet whose text contains `phrase` (its ID, its text). */
function bulletWith(phrase: string): [string, string] {
  const found = [...bullets(rulesMd)].filter(([, text]) => text.includes(phrase));
  if (found.length !== 1) throw new Error(`${found.length} bullets contain "${phrase}"`);
  return found[0]!;
}

/** The rule IDs under one "## …" heading of RULES.md. */
function sectionIds(heading: string): string[] {
  const start = rulesMd.indexOf(`## ${heading}`);
  const end = rulesMd.indexOf("\n## ", start + 1);
  return [...extractRuleIds(rulesMd.slice(start, end < 0 ? undefined : end))];
}

function asRuleId(id: string) {
  if (!isRuleId(id)) throw new Error(`${id} is not a rule ID`);
  return id;
}

/** The shape rule-coverage gives an ID: upper case, a game's prefix, parts joined by hyphens. */
const ID_SHAPE = /^(?:B8|PC|G)-[A-Z0-9]+(?:-[A-Z0-9]+)*$/;

describe("the rule catalogue on its own", () => {
  it("has no duplicates, and every ID has the shape the coverage tool reads", () => {
    expect(new Set(RULE_IDS).size).toBe(RULE_IDS.length);
    expect(RULE_IDS.length).toBeGreaterThan(80);
    for (const id of RULE_IDS) expect(id, id).toMatch(ID_SHAPE);
    expect(sorted(RULE_IDS)).toEqual(sorted([...RULES_MD_IDS, ...EXTRA_RULE_IDS]));
  });

  it("isRuleId accepts every ID and rejects anything else", () => {
    for (const id of RULE_IDS) expect(isRuleId(id)).toBe(true);
    // Lower-case sub-paragraphs are not IDs for the coverage tool, so not for us either.
    const first = RULE_IDS[0];
    for (const bad of [
      "PC-13a",
      "PC-14a",
      "b8-f4",
      "B8-F14",
      "B8-",
      "",
      ` ${first}`,
      first.toLowerCase(),
      4,
      null,
      {},
    ]) {
      expect(isRuleId(bad)).toBe(false);
    }
  });

  it("puts each ID in the game its prefix names, with a kind of the vocabulary", () => {
    for (const id of RULE_IDS) {
      const want = id.startsWith("B8-") ? "bola8" : id.startsWith("PC-") ? "pina" : "shared";
      expect(ruleInfo(id).game).toBe(want);
      expect(RULE_KINDS).toContain(ruleInfo(id).kind);
    }
  });

  it("marks every foul only a person sees as referee-only, and adds only losses and conduct to them", () => {
    for (const id of rulesOfKind("human-foul")) expect(ruleInfo(id).refereeOnly).toBe(true);
    const others = RULE_IDS.filter((id) => ruleInfo(id).refereeOnly && ruleInfo(id).kind !== "human-foul");
    for (const id of others) expect(["loss", "conduct"]).toContain(ruleInfo(id).kind);
  });

  it("keeps options to Bola 8, where the rulebook hands the opponent choices", () => {
    const options = rulesOfKind("option");
    expect(options.length).toBeGreaterThanOrEqual(4);
    for (const id of options) expect(ruleInfo(id).game).toBe("bola8");
  });

  it("rulesOf partitions the IDs by game; rulesInForce adds the shared ones", () => {
    const parts = RULE_GAMES.map((g) => rulesOf(g));
    expect(sorted(parts.flat())).toEqual(sorted(RULE_IDS));
    for (const game of RULE_GAMES) expect(rulesOf(game).length).toBeGreaterThan(0);
    for (const game of ["bola8", "pina"] as const)
      expect(sorted(rulesInForce(game))).toEqual(sorted([...rulesOf("shared"), ...rulesOf(game)]));
  });

  it("rulesOfKind partitions the IDs by kind", () => {
    expect(sorted(RULE_KINDS.flatMap((k) => rulesOfKind(k)))).toEqual(sorted(RULE_IDS));
  });
});

// These tests check the catalogue against RULES.md, not the referee: they take IDs from
// RULES.md and the catalogue's own data rather than writing them out, so that
// the rule-coverage tool does not count them as rules a test has exercised.
describe.skipIf(!HAS_SHARED)(againstShared("the rule catalogue against RULES.md"), () => {
  it("RULE_IDS is exactly the set rule-coverage extracts from RULES.md, plus the extras", () => {
    const extracted = extractRuleIds(rulesMd);
    expect(extracted.size).toBeGreaterThan(80);
    expect(sorted(RULES_MD_IDS)).toEqual(sorted(extracted));
    expect(sorted(RULE_IDS)).toEqual(sorted([...extracted, ...EXTRA_RULE_IDS]));
  });

  it("agrees with the rule-coverage script itself (run on an empty folder, every ID is uncited)", () => {
    const script = sharedPath("tools", "rule-coverage");
    expect(existsSync(script)).toBe(true);
    const empty = mkdtempSync(join(tmpdir(), "mingo-catalogue-"));
    try {
      const out = execFileSync("bash", [script, empty], { cwd: PROJECT_ROOT, encoding: "utf8" });
      const uncited = /not cited by any test: (.*)/.exec(out)?.[1]?.trim().split(/\s+/) ?? [];
      expect(sorted(uncited)).toEqual(sorted(RULES_MD_IDS));
      expect(out).toContain(`rule IDs cited by tests: 0/${RULES_MD_IDS.length}`);
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }
  });

  it("marks as interp exactly the bullets of RULES.md that carry [interp]", () => {
    const marked = [...bullets(rulesMd)].filter(([, text]) => text.includes("[interp")).map(([id]) => id);
    expect(marked.length).toBeGreaterThan(5);
    expect(sorted(RULE_IDS.filter((id) => ruleInfo(id).interp))).toEqual(sorted(marked));
  });

  it("marks as referee-only the codes RULES.md lists under 'Referee mode only'", () => {
    const foulBullets = [...bullets(rulesMd)].filter(([, text]) => text.includes("Referee mode only"));
    expect(foulBullets).toHaveLength(2); // one per game
    const human = foulBullets.flatMap(([, text]) =>
      [...extractRuleIds(text.slice(text.indexOf("Referee mode only")))].map(asRuleId),
    );
    expect(human).toHaveLength(1 + 7 + 6); // the shared umbrella code, Bola 8, Piña
    for (const id of human) expect(ruleInfo(id).refereeOnly).toBe(true);
    // The catalogue adds only the losses and logged events a person must enter.
    const extra = RULE_IDS.filter((id) => ruleInfo(id).refereeOnly && !human.includes(id));
    for (const id of extra) expect(["human-foul", "loss", "conduct"]).toContain(ruleInfo(id).kind);
  });

  it("classes the fouls RULES.md calls simulated as fouls a simulated game can judge", () => {
    const [, text] = bulletWith("Each foul has an ID. Simulated:");
    const simulated = [...extractRuleIds(text.slice(0, text.indexOf("Referee mode only")))].map(asRuleId);
    expect(simulated).toHaveLength(7);
    for (const id of simulated) expect(ruleInfo(id)).toMatchObject({ kind: "foul", refereeOnly: false });
  });

  it("classes every listed loss of the rack as a loss", () => {
    const [lossId, text] = bulletWith("loses the rack at once");
    const losses = [...extractRuleIds(text)].map(asRuleId);
    expect(losses).toHaveLength(10);
    for (const id of [asRuleId(lossId), ...losses]) expect(ruleInfo(id).kind).toBe("loss");
    // Only unsporting conduct needs a referee among them.
    expect(losses.filter((id) => ruleInfo(id).refereeOnly)).toHaveLength(1);
  });

  it("hands Bola 8's options where the seed does: after a foul, not on a re-break", () => {
    const options = rulesOfKind("option");
    const [breakId] = bulletWith("again themselves from a new rack");
    const [sanctionId] = bulletWith("After any foul the fouler's turn ends");
    expect(options).toContain(asRuleId(sanctionId));
    expect(ruleInfo(asRuleId(breakId)).kind).toBe("rule");
  });

  it("rulesOf gives each game the IDs of its section of RULES.md", () => {
    // The Shared section's texts also mention game rules (G-NOCALL names B8-F2, PC-DIRTY…).
    expect(sorted(rulesOf("shared"))).toEqual(
      sorted(sectionIds("Shared").filter((id) => id.startsWith("G-"))),
    );
    expect(sorted(rulesOf("pina"))).toEqual(sorted(sectionIds("Piña cantado")));
    expect(sorted(rulesOf("bola8"))).toEqual(
      sorted(sectionIds("Bola 8").filter((id) => id.startsWith("B8-"))),
    );
  });

  it("conduct is what RULES.md logs", () => {
    const [conductId, text] = bulletWith("are logged events");
    expect(sorted(rulesOfKind("conduct"))).toEqual(sorted([conductId, ...extractRuleIds(text)]));
  });
});

it("both languages are covered by LANGS", () => {
  expect([...LANGS].sort()).toEqual(["en", "es"]);
});
