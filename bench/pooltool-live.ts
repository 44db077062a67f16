/**
 * pooltool itself beside our engine, in one bench run (`npm run bench -- --pooltool
 * [--pooltool-src DIR]`): a virtual environment under the temporary folder, pooltool's physics
 * dependencies installed into it, pooltool 0.6.0 from PyPI (or from a checkout given with
 * --pooltool-src when PyPI cannot be reached), and our driver (support/pooltool/driver.py)
 * simulating the scenarios we hand it. pooltool's renderer (panda3d, pinned to a build that is
 * not on PyPI) is not installed: the driver stands in for it (support/pooltool/headless.py),
 * and pooltool's physics code runs unchanged.
 */
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { err, ok, type Result } from "../src/core/index.ts";
import type { ModelSet, PtBall } from "./pooltool.ts";
import { PROJECT_ROOT } from "./reference.ts";

/** pooltool's physics dependencies (its pyproject's list, less the renderer's packages). */
const DEPENDENCIES = [
  "numpy",
  "numba",
  "scipy",
  "attrs",
  "cattrs",
  "msgpack",
  "pyyaml",
  "click",
  "pillow",
  "h5py",
  "h11",
  "rich",
] as const;
const POOLTOOL = "pooltool-billiards==0.6.0";
const DRIVER = join(PROJECT_ROOT, "bench", "support", "pooltool", "driver.py");

export interface LiveSetup {
  readonly python: string;
  /** How pooltool got there, for the printout. */
  readonly how: string;
}

export interface LiveEvent {
  readonly t: number;
  readonly type: string;
  readonly balls: readonly number[];
  readonly cushion?: string;
  readonly pocket?: string;
}

export interface LiveRun {
  readonly events: readonly LiveEvent[];
  readonly pocketed: Readonly<Record<string, string>>;
  readonly ms: readonly number[];
  readonly medianMs: number;
}

export interface LiveAnswer {
  readonly pooltool: string;
  readonly python: string;
  readonly runs: readonly LiveRun[];
}

/** A command's output, or the last lines of what it said when it failed. */
function run(cmd: string, args: readonly string[], input?: string): Result<string, string> {
  const r = spawnSync(cmd, args, {
    input,
    encoding: "utf8",
    maxBuffer: 512 * 1024 * 1024,
    env: { ...process.env, PIP_DISABLE_PIP_VERSION_CHECK: "1" },
  });
  if (r.error) return err(`${cmd}: ${r.error.message}`);
  if (r.status !== 0) {
    const said = `${r.stderr}\n${r.stdout}`.trim().split("\n").slice(-3).join(" / ");
    return err(`${cmd} ${args.slice(0, 4).join(" ")}… exited ${r.status}: ${said}`);
  }
  return ok(r.stdout);
}

function sitePackages(venv: string): string | undefined {
  const lib = join(venv, "lib");
  const py = existsSync(lib) ? readdirSync(lib).find((d) => d.startsWith("python3")) : undefined;
  return py ? join(lib, py, "site-packages") : undefined;
}

/**
 * The environment, made once and kept under the temporary folder. Every way it can fail is
 * said in words: no Python 3, no venv module, a dependency pip cannot find, PyPI unreachable.
 */
export function setUpPooltool(src?: string): Result<LiveSetup, string> {
  const dir = src === undefined ? undefined : resolve(src);
  if (dir !== undefined && !existsSync(join(dir, "pooltool", "__init__.py")))
    return err(`--pooltool-src ${dir}: no pooltool/__init__.py there (a pooltool checkout is expected)`);
  const version = run("python3", [
    "-c",
    "import sys; print(sys.version_info[0] * 100 + sys.version_info[1])",
  ]);
  if (!version.ok) return err(`no Python 3 here (${version.error})`);
  const v = Number(version.value.trim());
  if (v < 310) return err(`pooltool 0.6.0 needs Python 3.10 or later; this machine has 3.${v % 100}`);
  const venv = join(tmpdir(), "mingo-pooltool-venv");
  const python = join(venv, "bin", "python");
  if (!existsSync(python)) {
    const made = run("python3", ["-m", "venv", venv]);
    if (!made.ok) return err(`cannot make a virtual environment: ${made.error}`);
  }
  const deps = run(python, [
    "-m",
    "pip",
    "install",
    "-q",
    "--retries",
    "1",
    "--timeout",
    "10",
    ...DEPENDENCIES,
  ]);
  if (!deps.ok) return err(`pooltool's dependencies: ${deps.error}`);
  if (dir !== undefined) {
    const site = sitePackages(venv);
    if (!site) return err(`no site-packages in ${venv}`);
    // The checkout on the environment's path, as an editable install would put it.
    writeFileSync(join(site, "mingo-pooltool-src.pth"), `${dir}\n`);
    return ok({ python, how: `pooltool from ${dir}` });
  }
  // A checkout named on an earlier run must not shadow the package.
  const site = sitePackages(venv);
  if (site) rmSync(join(site, "mingo-pooltool-src.pth"), { force: true });
  const pt = run(python, [
    "-m",
    "pip",
    "install",
    "-q",
    "--no-deps",
    "--retries",
    "1",
    "--timeout",
    "10",
    POOLTOOL,
  ]);
  if (!pt.ok)
    return err(
      `pip cannot install ${POOLTOOL} (${pt.error}); with a pooltool checkout, --pooltool-src DIR installs it from there`,
    );
  return ok({ python, how: `${POOLTOOL} from PyPI` });
}

/** pooltool simulates `runs` (balls in its coordinates, ball 0 already moving), `reps` times each. */
export function runPooltool(
  setup: LiveSetup,
  modelSet: ModelSet,
  runs: readonly { readonly balls: readonly PtBall[] }[],
  reps: number,
): Result<LiveAnswer, string> {
  const out = run(setup.python, [DRIVER], JSON.stringify({ modelSet, reps, runs }));
  if (!out.ok) return err(`pooltool's run: ${out.error}`);
  try {
    return ok(JSON.parse(out.value) as LiveAnswer);
  } catch (e) {
    return err(`pooltool's run printed no JSON: ${(e as Error).message}`);
  }
}
