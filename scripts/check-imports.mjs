#!/usr/bin/env node
// Fails when an import breaks the one-way rule of ../shared/DESIGN.md:
// core <- {physics, rules} <- narration <- game <- {ai, server, cli, client/app}; the table view
// imports only core. The narration (the referee's words) reads the rules' data and nothing else.
// The club pages (client/club) read only core, rules, narration, protocol and the shared i18n
// (no physics, no game loop: they run on a phone at a real table), and the table view's ball
// colours (client/view imports only core): the scorekeeper draws the balls as the game does.
import { readdirSync, readFileSync, statSync } from "node:fs";
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
  // The server plays computer seats online (src/ai's search, run in its worker threads).
  server: ["core", "rules", "narration", "game", "ai", "protocol"],
  cli: ["core", "physics", "rules", "narration", "game", "ai", "protocol", "server"],
  client: ["core", "physics", "rules", "narration", "game", "ai", "protocol"],
  "client/view": ["core"],
  "client/i18n": ["core", "rules"],
  "client/club": ["core", "rules", "narration", "protocol", "client/i18n", "client/view"],
};

/** Parts of src/client with their own row above; "client" itself may use view and i18n. */
const CLIENT_PARTS = ["view", "i18n", "club"];

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
const problems = [];
for (const file of walk(src)) {
  const from = moduleOf(file);
  const text = readFileSync(file, "utf8");
  for (const m of text.matchAll(importRe)) {
    const spec = m[1] ?? m[2];
    if (!spec.startsWith(".")) continue;
    const target = resolve(dirname(file), spec);
    if (!target.startsWith(src + sep)) continue;
    const to = moduleOf(target);
    if (to === from || (from === "client" && (to === "client/view" || to === "client/i18n"))) continue;
    const ok = allowed[from];
    if (!ok) problems.push(`${relative(root, file)}: module '${from}' is not in the layout of DESIGN.md`);
    else if (!ok.includes(to))
      problems.push(`${relative(root, file)}: '${from}' may not import '${to}' (${spec})`);
  }
}
if (problems.length) {
  console.error(`one-way import rule broken:\n  ${problems.join("\n  ")}`);
  process.exit(1);
}
console.log("imports follow the one-way rule");
