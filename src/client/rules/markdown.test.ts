import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { ruleText, SEED_QUOTES } from "../../narration/index.ts";
import { RULE_IDS } from "../../rules/index.ts";
import { rulesMarkdown } from "./markdown.ts";

const DOC = new URL("../../../docs/rules.md", import.meta.url);

describe("docs/rules.md, generated from the rule catalogue", () => {
  const text = rulesMarkdown();

  it("has one heading per rule ID, in the rules page's order, with its words in both languages", () => {
    const headed = [...text.matchAll(/^### (\S+) · /gm)].map((m) => m[1]);
    const pageOrder = (["G-", "B8-", "PC-"] as const).flatMap((p) =>
      RULE_IDS.filter((id) => id.startsWith(p)),
    );
    expect(headed).toEqual(pageOrder);
    for (const id of RULE_IDS) {
      for (const lang of ["es", "en"] as const) {
        expect(text, `${id} ${lang}`).toContain(ruleText(id, lang).title);
        expect(text, `${id} ${lang}`).toContain(ruleText(id, lang).text);
      }
      const quote = SEED_QUOTES[id].quote;
      if (quote !== null) expect(text).toContain(`«${quote}»`);
    }
  });

  it("is what the generator writes (run `npm run docs:rules` after changing a rule's words)", () => {
    const committed = readFileSync(DOC, "utf8");
    expect(committed === text, "docs/rules.md is out of date: run `npm run docs:rules`").toBe(true);
  });
});
