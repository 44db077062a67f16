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
      "physics/index.ts": "export const x = 1;\n",
      "rules/referee.ts": 'import { x } from "../physics/index.ts";\nexport const y = x;\n',
    });
    const r = check(src);
    expect(r.status).toBe(1);
    expect(r.stderr).toContain("'rules' may not import 'physics'");
  });
  it("fails when core imports anything, and when the table view imports rules", () => {
    const src = tree({
      "core/a.ts": 'export { y } from "../rules/index.ts";\n',
      "rules/index.ts": "export const y = 1;\n",
      "client/view/table.ts": 'import { y } from "../../rules/index.ts";\n',
    });
    const r = check(src);
    expect(r.status).toBe(1);
    expect(r.stderr).toContain("'core' may not import 'rules'");
    expect(r.stderr).toContain("'client/view' may not import 'rules'");
  });
  it("puts the narration between rules and its readers: it imports core and rules only", () => {
    const src = tree({
      "rules/index.ts": "export const r = 1;\n",
      "game/index.ts": "export const g = 1;\n",
      "narration/index.ts": 'import { r } from "../rules/index.ts";\nexport const n = r;\n',
      "narration/bad.ts": 'import { g } from "../game/index.ts";\nexport const b = g;\n',
      "cli/c.ts": 'import { n } from "../narration/index.ts";\nexport const c = n;\n',
      "client/app/a.ts": 'import { n } from "../../narration/index.ts";\nexport const a = n;\n',
      "server/s.ts": 'import { n } from "../narration/index.ts";\nexport const s = n;\n',
    });
    const r = check(src);
    expect(r.status).toBe(1);
    expect(r.stderr).toContain("'narration' may not import 'game'");
    expect(r.stderr.trim().split("\n")).toHaveLength(2); // the header and that one line
    const rulesToNarration = tree({
      "narration/index.ts": "export const n = 1;\n",
      "rules/index.ts": 'import { n } from "../narration/index.ts";\nexport const r = n;\n',
    });
    expect(check(rulesToNarration).stderr).toContain("'rules' may not import 'narration'");
  });
  it("keeps benches off test/ and the browser client (they use src/ and bench/support)", () => {
    const dir = tree({
      "src/core/index.ts": "export const c = 1;\n",
      "src/client/app/a.ts": "export const a = 1;\n",
      "test/helper.ts": "export const h = 1;\n",
      "bench/support/s.ts": 'import { c } from "../../src/core/index.ts";\nexport const s = c;\n',
      "bench/good.ts": 'import { s } from "./support/s.ts";\nexport const g = s;\n',
      "bench/leans.ts": 'import { h } from "../test/helper.ts";\nexport const l = h;\n',
      "bench/support/page.ts": 'import { a } from "../../src/client/app/a.ts";\nexport const p = a;\n',
    });
    const r = check(`${dir}/src`);
    expect(r.status).toBe(1);
    expect(r.stderr).toContain("bench/leans.ts: a bench imports ../test/helper.ts from test/");
    expect(r.stderr).toContain(
      "bench/support/page.ts: a bench imports ../../src/client/app/a.ts from the browser client",
    );
    expect(r.stderr).not.toContain("bench/good.ts");
  });
  it("allows game to import physics and rules", () => {
    const src = tree({
      "physics/index.ts": "export const p = 1;\n",
      "rules/index.ts": "export const r = 1;\n",
      "game/index.ts":
        'import { p } from "../physics/index.ts";\nimport { r } from "../rules/index.ts";\nexport const g = p + r;\n',
    });
    expect(check(src).status).toBe(0);
  });
  it("keeps the club pages off the physics and the game loop, and the game off the club pages", () => {
    const src = tree({
      "physics/index.ts": "export const p = 1;\n",
      "client/i18n/index.ts": "export const w = 1;\n",
      "client/club/index.ts":
        'import { p } from "../../physics/index.ts";\nimport { w } from "../i18n/index.ts";\nexport const c = p + w;\n',
      "client/main.ts":
        'import { c } from "./club/index.ts";\nimport { w } from "./i18n/index.ts";\nexport const m = c + w;\n',
    });
    const r = check(src);
    expect(r.status).toBe(1);
    expect(r.stderr).toContain("'client/club' may not import 'physics'");
    expect(r.stderr).toContain("'client' may not import 'client/club'");
    expect(r.stderr).not.toContain("i18n");
  });
  it("lets a club page start only the workers listed for it (a worker is a bundle of its own)", () => {
    const src = tree({
      "client/photo/shot-worker.ts": "export {};\n",
      "client/app/ai-worker.ts": "export {};\n",
      "client/club/reader.ts":
        'export const a = new Worker(new URL("../photo/shot-worker.ts", import.meta.url));\n' +
        'export const b = new Worker(new URL("../app/ai-worker.ts", import.meta.url));\n',
    });
    const r = check(src);
    expect(r.status).toBe(1);
    expect(r.stderr).toContain("'client/club' starts a worker of 'client' (../app/ai-worker.ts)");
    expect(r.stderr).not.toContain("shot-worker");
  });
  it("refuses an import of another module's inner file, naming the index to import", () => {
    const src = tree({
      "physics/index.ts": 'export { p } from "./p.ts";\n',
      "physics/p.ts": "export const p = 1;\n",
      "game/g.ts": 'import { p } from "../physics/p.ts";\nexport const g = p;\n',
    });
    const r = check(src);
    expect(r.status).toBe(1);
    expect(r.stderr).toContain(
      "game/g.ts: imports ../physics/p.ts, an inner file of 'physics': import physics/index.ts",
    );
    // Through the index it passes; a module's own files import each other freely.
    const fixed = tree({
      "physics/index.ts": 'export { p } from "./p.ts";\n',
      "physics/p.ts": "export const p = 1;\n",
      "physics/q.ts": 'import { p } from "./p.ts";\nexport const q = p;\n',
      "game/g.ts": 'import { p } from "../physics/index.ts";\nexport const g = p;\n',
    });
    expect(check(fixed)).toMatchObject({ status: 0, stderr: "" });
  });
  it("refuses an import cycle, type imports included, and names its files", () => {
    const src = tree({
      "rules/settings.ts": 'import { T } from "./teams.ts";\nexport const s = T;\n',
      "rules/teams.ts":
        'import type { State } from "./state.ts";\nexport const T = 1;\nexport type X = State;\n',
      "rules/state.ts": 'import { s } from "./settings.ts";\nexport interface State { s: typeof s }\n',
      "rules/alone.ts": 'import { s } from "./settings.ts";\nexport const a = s;\n',
    });
    const r = check(src);
    expect(r.status).toBe(1);
    expect(r.stderr).toContain("import cycles:");
    expect(r.stderr).toMatch(/rules\/settings\.ts <-> .*rules\/state\.ts <-> .*rules\/teams\.ts/);
    expect(r.stderr).not.toContain("alone.ts");
  });
});
