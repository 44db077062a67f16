/**
 * `npm run bench -- --pooltool`'s set-up (bench/pooltool-live.ts) says why it cannot run, and
 * its stand-in for pooltool's renderer (bench/support/pooltool/headless.py) lets renderer
 * classes be imported, subclassed alongside an abstract base, called and read, as pooltool's
 * modules do at import time.
 */
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { setUpPooltool } from "../../bench/pooltool-live.ts";
import { PROJECT_ROOT } from "../../bench/reference.ts";

const hasPython = spawnSync("python3", ["--version"]).status === 0;

describe("pooltool beside ours: the set-up", () => {
  it("refuses a --pooltool-src that is not a pooltool checkout, naming the folder, before making anything", () => {
    const r = setUpPooltool("/nonexistent/pooltool-checkout");
    expect(r.ok).toBe(false);
    expect(r.ok ? "" : r.error).toBe(
      "--pooltool-src /nonexistent/pooltool-checkout: no pooltool/__init__.py there (a pooltool checkout is expected)",
    );
  });

  it.runIf(hasPython)(
    "the renderer stand-in imports, subclasses and calls what pooltool's modules use",
    () => {
      const script = [
        "import abc, sys",
        `sys.path.insert(0, ${JSON.stringify(join(PROJECT_ROOT, "bench", "support", "pooltool"))})`,
        "import headless",
        'headless.install("0.6.0")',
        "from panda3d.core import NodePath, Filename",
        "from direct.showbase.ShowBase import ShowBase",
        "class Base(abc.ABC):",
        "    pass",
        "class Power(NodePath, Base):",
        "    pass",
        "p = Power()",
        'path = Filename.fromOsSpecific("/x")',
        "import importlib.metadata",
        'print(importlib.metadata.version("pooltool-billiards"), isinstance(p, Base), bool(path))',
      ].join("\n");
      const r = spawnSync("python3", ["-c", script], { encoding: "utf8" });
      expect(r.stderr).toBe("");
      expect(r.stdout.trim()).toBe("0.6.0 True False");
    },
  );
});
