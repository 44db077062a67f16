/**
 * `npm run bench:ab -- OTHER_DIR [--blocks N] [--models defaults|pooltool-simple] [--json]`: this
 * checkout's physics against another checkout's (OTHER_DIR: a git worktree of the commit before
 * a change, say), in one process, the two taking turns on pooltool's 100 random shots.
 *
 * Why in one process: on a shared 2-core machine two runs minutes apart differ by more than most
 * speed changes (±5 % between runs of the same build here), while two builds alternating block by
 * block see the same load. Each block runs each build for two passes, the order alternating; the
 * figure is the median of the blocks' time ratios. It also says whether the two give the same
 * results to the last bit (events, their times and the final states, hashed), which is how a
 * change that only makes the engine faster is told from one that moves a ball.
 *
 * Figures only: nothing here passes or fails on a time.
 */
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { loadReference, PROJECT_ROOT } from "./reference.ts";
import { median } from "./stats.ts";
import { argValue } from "./support/args.ts";

interface Engine {
  readonly name: string;
  readonly simulateFromStates: typeof import("../src/physics/simulate.ts").simulateFromStates;
  readonly opts: import("../src/physics/types.ts").PhysicsOptions;
}

const MODELS = ["defaults", "pooltool-simple"] as const;
type Models = (typeof MODELS)[number];

async function engineAt(dir: string, models: Models, name: string): Promise<Engine> {
  const physics = join(dir, "src", "physics");
  if (!existsSync(join(physics, "simulate.ts"))) {
    throw new Error(`${dir} is not a mingo checkout: ${join(physics, "simulate.ts")} is missing`);
  }
  const sim = await import(pathToFileURL(join(physics, "simulate.ts")).href);
  const options = await import(pathToFileURL(join(physics, "options.ts")).href);
  const opts = models === "defaults" ? options.DEFAULT_PHYSICS_OPTIONS : options.POOLTOOL_SIMPLE_OPTIONS;
  return { name, simulateFromStates: sim.simulateFromStates, opts };
}

const ref = loadReference();

/** Two passes over the random shots: their time (ms) and events. */
function pass(e: Engine): { ms: number; events: number } {
  let events = 0;
  const t0 = performance.now();
  for (let k = 0; k < 2; k++) {
    for (const shot of ref.randomShots) {
      const r = e.simulateFromStates(ref.table, shot.balls, e.opts);
      if (r.ok) events += r.value.events.length;
    }
  }
  return { ms: performance.now() - t0, events };
}

/** A SHA-256 over every result of the random shots: each number's 64 bits, each word as text. */
function digest(e: Engine): string {
  const h = createHash("sha256");
  const bits = new Float64Array(1);
  const feed = (x: unknown): void => {
    if (typeof x === "number") {
      bits[0] = x;
      h.update(new Uint8Array(bits.buffer));
    } else if (typeof x === "string") h.update(`"${x}"`);
    else if (Array.isArray(x)) {
      h.update("[");
      for (const v of x) feed(v);
      h.update("]");
    } else if (x !== null && typeof x === "object") {
      for (const [k, v] of Object.entries(x)) {
        h.update(k);
        feed(v);
      }
    } else h.update(String(x));
  };
  for (const shot of ref.randomShots) {
    const r = e.simulateFromStates(ref.table, shot.balls, e.opts);
    feed(r.ok ? [r.value.events, r.value.final, r.value.duration] : r.error.code);
  }
  return h.digest("hex");
}

async function main(): Promise<number> {
  const other = process.argv[2];
  if (!other || other.startsWith("--")) {
    process.stderr.write(
      "usage: npm run bench:ab -- OTHER_DIR [--blocks N] [--models defaults|pooltool-simple] [--json]\n",
    );
    return 2;
  }
  const otherDir = resolve(other);
  if (otherDir === PROJECT_ROOT) {
    process.stderr.write("OTHER_DIR is this checkout: give another one (git worktree add DIR COMMIT)\n");
    return 2;
  }
  const models = (argValue("--models") ?? "defaults") as Models;
  if (!MODELS.includes(models)) {
    process.stderr.write(`--models: expected one of ${MODELS.join(", ")}, got ${models}\n`);
    return 2;
  }
  const blocks = Math.max(1, Math.floor(Number(argValue("--blocks") ?? 60)) || 60);
  let a: Engine;
  let b: Engine;
  try {
    a = await engineAt(otherDir, models, "other");
    b = await engineAt(PROJECT_ROOT, models, "this");
  } catch (e) {
    process.stderr.write(`${e instanceof Error ? e.message : String(e)}\n`);
    return 2;
  }
  for (let k = 0; k < 10; k++) {
    pass(a);
    pass(b);
  }
  const ratios: number[] = [];
  const msA: number[] = [];
  const msB: number[] = [];
  let eventsA = 0;
  let eventsB = 0;
  for (let k = 0; k < blocks; k++) {
    const [first, second] = k % 2 === 0 ? [a, b] : [b, a];
    const x = pass(first);
    const y = pass(second);
    const ra = first === a ? x : y;
    const rb = first === a ? y : x;
    msA.push(ra.ms);
    msB.push(rb.ms);
    ratios.push(ra.ms / rb.ms);
    eventsA = ra.events;
    eventsB = rb.events;
  }
  const same = digest(a) === digest(b);
  const result = {
    other: otherDir,
    models,
    blocks,
    otherEventsPerSec: Math.round(eventsA / (median(msA) / 1000)),
    thisEventsPerSec: Math.round(eventsB / (median(msB) / 1000)),
    otherOverThis: Math.round(median(ratios) * 1000) / 1000,
    identicalResults: same,
  };
  if (process.argv.includes("--json")) process.stdout.write(`${JSON.stringify(result)}\n`);
  else {
    process.stdout.write(
      [
        `${models} models, 100 random shots, ${blocks} blocks of two passes each, the builds taking turns`,
        `  other (${otherDir}): ${result.otherEventsPerSec.toLocaleString("en")} events/s (median block)`,
        `  this:  ${result.thisEventsPerSec.toLocaleString("en")} events/s`,
        `  other's time / this one's, median of the blocks: ${result.otherOverThis.toFixed(3)} (above 1: this is faster)`,
        `  results: ${same ? "identical to the last bit" : "different (events, times or final states)"}`,
        "",
      ].join("\n"),
    );
  }
  return 0;
}

process.exitCode = await main();
