#!/usr/bin/env node
// Fails when an import breaks the one-way rule of the layout (CONTRIBUTING.md):
// core <- {physics, rules} <- narration <- game <- {ai, server, cli, client/app}; the table view
// imports only core. The narration (the referee's words) reads the rules' data and nothing else.
// The club pages (client/club) read only core, rules, narration, protocol and the shared i18n
// (no physics, no game loop: they run on a phone at a real table), and the table view's ball
// colours (client/view imports only core): the scorekeeper draws the balls as the game does.
// Also fails when a file imports another module's inner file rather than its index.ts, and on
// any import cycle between files (type imports included: a cycle of types is still a knot).
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";

// The source folder may be given (the test checks a made-up tree that breaks the rule).
const root = resolve(dirname(new URL(import.meta.url).pathname), "..");
const src = resolve(process.argv[2] ?? join(root, "src"));

/** Which top-level modules each module may import (besides itself). */
const allowed = {
  core: [],
  physics: ["core"],
  rules: ["core"],
  narration: ["core", "rules"],
  game: ["core", "physics", "rules", "narration"],
  ai: ["core", "physics", "rules", "game"],
  protocol: ["core", "rules", "narration"],
  // Reading a photo of a real table as a position: pure maths over pixels, no page.
  photo: ["core", "physics", "game"],
  // The server plays computer seats online (src/ai's search, run in its worker threads).
  server: ["core", "rules", "narration", "game", "ai", "protocol"],
  cli: ["core", "physics", "rules", "narration", "game", "ai", "protocol", "server"],
  client: ["core", "physics", "rules", "narration", "game", "ai", "protocol", "photo"],
  "client/view": ["core"],
  "client/i18n": ["core", "rules"],
  "client/club": ["core", "rules", "narration", "protocol", "client/i18n", "client/view", "client/history"],
  // This browser's finished matches (localStorage): storage only, so the club pages may keep one.
  "client/history": [],
};

/**
 * Web Workers another module's page may start by URL (new Worker(new URL(…, import.meta.url))):
 * a worker is a bundle and a thread of its own, so the page loads none of its code and they talk
 * only in protocol's shapes. The scorekeeper reads a shot's photos in the photo page's worker.
 */
const WORKERS = { "client/club": ["client/photo/shot-worker.ts"] };

/** Parts of src/client with their own row above; "client" itself may use view and i18n. */
const CLIENT_PARTS = ["view", "i18n", "club", "history"];

function moduleOf(file) {
  const parts = relative(src, file).split(sep);
  if (parts[0] === "client" && CLIENT_PARTS.includes(parts[1])) return `client/${parts[1]}`;
  return parts[0];
}

function* walk(dir) {
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) yield* walk(p);
    else if (/\.(ts|tsx|js|mjs)$/.test(name)) yield p;
  }
}

const importRe = /(?:import|export)\s[^'"]*?from\s*["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g;
const workerRe = /new\s+Worker\(\s*new\s+URL\(\s*["']([^"']+)["']/g;
const problems = [];
const closed = [];
/** file -> the project files it imports, for the cycle check. */
const graph = new Map();
for (const file of walk(src)) {
  const from = moduleOf(file);
  const text = readFileSync(file, "utf8");
  const edges = [];
  graph.set(file, edges);
  for (const m of text.matchAll(workerRe)) {
    const target = resolve(dirname(file), m[1]);
    const to = moduleOf(target);
    const entry = relative(src, target).split(sep).join("/");
    if (to !== from && !(WORKERS[from] ?? []).includes(entry))
      problems.push(
        `${relative(root, file)}: '${from}' starts a worker of '${to}' (${m[1]}) not listed in WORKERS`,
      );
  }
  for (const m of text.matchAll(importRe)) {
    const spec = m[1] ?? m[2];
    if (!spec.startsWith(".")) continue;
    const target = resolve(dirname(file), spec);
    if (!target.startsWith(src + sep)) continue;
    edges.push(target);
    const to = moduleOf(target);
    if (to === from) continue;
    // Another module is entered by its index.ts alone (chessops' index: one deliberate list).
    if (target !== join(src, to, "index.ts"))
      closed.push(
        `${relative(root, file)}: imports ${spec}, an inner file of '${to}': import ${to}/index.ts`,
      );
    if (from === "client" && (to === "client/view" || to === "client/i18n" || to === "client/history"))
      continue;
    const ok = allowed[from];
    if (!ok) problems.push(`${relative(root, file)}: module '${from}' is not in the layout of DESIGN.md`);
    else if (!ok.includes(to))
      problems.push(`${relative(root, file)}: '${from}' may not import '${to}' (${spec})`);
  }
}

// Benches (bench/, beside src/) print figures from src/ and their own bench/support: never test/
// (a bench must not lean on a test's scaffolding) nor the browser client. Like tests, they may
// time an inner file of a module.
const project = dirname(src);
const bench = join(project, "bench");
if (existsSync(bench)) {
  for (const file of walk(bench)) {
    for (const m of readFileSync(file, "utf8").matchAll(importRe)) {
      const spec = m[1] ?? m[2];
      if (!spec.startsWith(".")) continue;
      const target = resolve(dirname(file), spec);
      const where = relative(project, file);
      if (target.startsWith(join(project, "test") + sep))
        problems.push(`${where}: a bench imports ${spec} from test/: move it to bench/support`);
      else if (target.startsWith(join(src, "client") + sep))
        problems.push(`${where}: a bench imports ${spec} from the browser client`);
    }
  }
}

/** Import cycles between files (Tarjan's strongly connected components), each as its files. */
function cycles() {
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const found = [];
  let next = 0;
  const visit = (v) => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!graph.has(w)) continue;
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v), low.get(w)));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v), index.get(w)));
    }
    if (low.get(v) !== index.get(v)) return;
    const part = [];
    let w;
    do {
      w = stack.pop();
      onStack.delete(w);
      part.push(w);
    } while (w !== v);
    if (part.length > 1 || (graph.get(v) ?? []).includes(v)) found.push(part);
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return found.map((part) => part.map((f) => relative(root, f)).sort());
}
const loops = cycles();

let failed = false;
if (problems.length) {
  console.error(`one-way import rule broken:\n  ${problems.join("\n  ")}`);
  failed = true;
}
if (closed.length) {
  console.error(`imports past another module's index.ts:\n  ${closed.join("\n  ")}`);
  failed = true;
}
if (loops.length) {
  console.error(`import cycles:\n  ${loops.map((c) => c.join(" <-> ")).join("\n  ")}`);
  failed = true;
}
if (failed) process.exit(1);
console.log("imports follow the one-way rule, enter other modules by their index.ts, and make no cycle");
