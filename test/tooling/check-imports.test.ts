import { describe, expect, it } from "vitest";
import { scriptOnTrees } from "./script-on-tree.ts";

const { tree, check } = scriptOnTrees("scripts/check-imports.mjs");

describe("the one-way import rule (DESIGN.md)", () => {
  it("passes on the project's own tree", () => {
    const r = check("src");
    expect(r.stderr).toBe("");
    expect(r.status).toBe(0);
  });
  it("fails when rules imports physics", () => {
    const src = tree({
      "physics/sim.ts": "export const x = 1;\n",
      "rules/referee.ts": 'import { x } from "../physics/sim.ts";\nexport const y = x;\n',
    });
    const r = check(src);
    expect(r.status).toBe(1);
    expect(r.stderr).toContain("'rules' may not import 'physics'");
  });
  it("fails when core imports anything, and when the table view imports rules", () => {
    const src = tree({
      "core/a.ts": 'export { y } from "../rules/r.ts";\n',
      "rules/r.ts": "export const y = 1;\n",
      "client/view/table.ts": 'import { y } from "../../rules/r.ts";\n',
    });
    const r = check(src);
    expect(r.status).toBe(1);
    expect(r.stderr).toContain("'core' may not import 'rules'");
    expect(r.stderr).toContain("'client/view' may not import 'rules'");
  });
  it("puts the narration between rules and its readers: it imports core and rules only", () => {
    const src = tree({
      "rules/r.ts": "export const r = 1;\n",
      "game/g.ts": "export const g = 1;\n",
      "narration/n.ts": 'import { r } from "../rules/r.ts";\nexport const n = r;\n',
      "narration/bad.ts": 'import { g } from "../game/g.ts";\nexport const b = g;\n',
      "cli/c.ts": 'import { n } from "../narration/n.ts";\nexport const c = n;\n',
      "client/app/a.ts": 'import { n } from "../../narration/n.ts";\nexport const a = n;\n',
      "server/s.ts": 'import { n } from "../narration/n.ts";\nexport const s = n;\n',
    });
    const r = check(src);
    expect(r.status).toBe(1);
    expect(r.stderr).toContain("'narration' may not import 'game'");
    expect(r.stderr.trim().split("\n")).toHaveLength(2); // the header and that one line
    const rulesToNarration = tree({
      "narration/n.ts": "export const n = 1;\n",
      "rules/r.ts": 'import { n } from "../narration/n.ts";\nexport const r = n;\n',
    });
    expect(check(rulesToNarration).stderr).toContain("'rules' may not import 'narration'");
  });
  it("allows game to import physics and rules", () => {
    const src = tree({
      "physics/p.ts": "export const p = 1;\n",
      "rules/r.ts": "export const r = 1;\n",
      "game/g.ts":
        'import { p } from "../physics/p.ts";\nimport { r } from "../rules/r.ts";\nexport const g = p + r;\n',
    });
    expect(check(src).status).toBe(0);
  });
  it("keeps the club pages off the physics and the game loop, and the game off the club pages", () => {
    const src = tree({
      "physics/p.ts": "export const p = 1;\n",
      "client/i18n/w.ts": "export const w = 1;\n",
      "client/club/table.ts":
        'import { p } from "../../physics/p.ts";\nimport { w } from "../i18n/w.ts";\nexport const c = p + w;\n',
      "client/main.ts":
        'import { c } from "./club/table.ts";\nimport { w } from "./i18n/w.ts";\nexport const m = c + w;\n',
    });
    const r = check(src);
    expect(r.status).toBe(1);
    expect(r.stderr).toContain("'client/club' may not import 'physics'");
    expect(r.stderr).toContain("'client' may not import 'client/club'");
    expect(r.stderr).not.toContain("i18n");
  });
});
