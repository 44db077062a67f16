import { describe, expect, it } from "vitest";
import { scriptOnTrees } from "./script-on-tree.ts";

const { tree, check } = scriptOnTrees("scripts/check-determinism.mjs");

describe("the outcome path rounds the same in every engine", () => {
  it("passes on the project's own tree", () => {
    const r = check("src");
    expect(r.stderr).toBe("");
    expect(r.status).toBe(0);
  });
  it("fails on Math.atan2 in the game and Math.exp in physics, naming file and line", () => {
    const src = tree({
      "game/judge.ts": "export const a = (y: number) =>\n  Math.atan2(y, 1);\n",
      "physics/roll.ts": "export const d = Math.exp(-2);\n",
    });
    const r = check(src);
    expect(r.status).toBe(1);
    expect(r.stderr).toContain("game/judge.ts:2: Math.atan2");
    expect(r.stderr).toContain("physics/roll.ts:1: Math.exp");
  });
  it("leaves the AI, tests, test players and comments alone, and allows √ and hypot", () => {
    const src = tree({
      "ai/aim.ts": "export const a = Math.atan2(1, 2);\n",
      "game/judge.test.ts": "export const a = Math.sin(1);\n",
      "game/testing/player.ts": "export const a = Math.cos(1);\n",
      "physics/roll.ts":
        "// not Math.exp(x): engines differ\nexport const d = Math.sqrt(2) + Math.hypot(1, 2);\n",
    });
    const r = check(src);
    expect(r.stderr).toBe("");
    expect(r.status).toBe(0);
  });
});
