#!/usr/bin/env node
// Fails when code on the outcome path (core, physics, rules, game) calls a Math function that
// the language lets engines round differently (sin, cos, atan2, exp, pow…): the server and the
// browser must rack, simulate and rule to the same bit, or an online client sees "the table here
// differs from the server's". Use core/detmath (or √, which IEEE rounds exactly) instead.
// Tests and src/game/testing (players for tests, never on the outcome path) are exempt.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";

const root = resolve(dirname(new URL(import.meta.url).pathname), "..");
const src = resolve(process.argv[2] ?? join(root, "src"));
const OUTCOME_PATH = ["core", "physics", "rules", "game"];
const UNSPECIFIED =
  /\bMath\.(sin|cos|tan|asin|acos|atan|atan2|sinh|cosh|tanh|asinh|acosh|atanh|exp|expm1|log|log1p|log2|log10|pow|cbrt)\s*\(/g;

function* walk(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* walk(path);
    else if (name.endsWith(".ts") && !name.endsWith(".test.ts")) yield path;
  }
}

const problems = [];
for (const top of OUTCOME_PATH) {
  const dir = join(src, top);
  let exists = true;
  try {
    statSync(dir);
  } catch {
    exists = false;
  }
  if (!exists) continue;
  for (const file of walk(dir)) {
    const rel = relative(src, file);
    if (rel.split(sep).includes("testing")) continue;
    const lines = readFileSync(file, "utf8").split("\n");
    lines.forEach((line, i) => {
      if (/^\s*(\/\/|\*)/.test(line)) return; // comments may name what they avoid
      for (const m of line.matchAll(UNSPECIFIED))
        problems.push(`${rel}:${i + 1}: Math.${m[1]} may differ between engines; use core/detmath`);
    });
  }
}
if (problems.length > 0) {
  console.error(problems.join("\n"));
  process.exit(1);
}
console.log("the outcome path uses only engine-exact arithmetic");
