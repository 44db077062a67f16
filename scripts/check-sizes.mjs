#!/usr/bin/env node
// Prints the five largest source files and the five longest functions under src/ (tests, test
// helpers under testing/ and generated data aside), against the house limits: 500 lines a file,
// 120 a function. With --strict (as lint runs it) it fails when any is over.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";

const root = resolve(new URL(".", import.meta.url).pathname, "..");
// The source folder may be given (the test checks made-up trees): the first argument not an option.
const src = resolve(process.argv.slice(2).find((a) => !a.startsWith("--")) ?? join(root, "src"));
const FILE_LIMIT = 500;
const FUNCTION_LIMIT = 120;
const strict = process.argv.includes("--strict");

function* sources(dir) {
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) {
      if (name !== "testing") yield* sources(p);
    } else if (/\.ts$/.test(name) && !/\.test\.ts$/.test(name)) yield p;
  }
}

// A function starts on a line that declares one (function, method, or an arrow bound to a name)
// and opens a block; it ends where that block's brace closes. Braces in strings and comments are
// rare enough in this code base not to matter for a report.
const START =
  /^\s*(?:export\s+)?(?:default\s+)?(?:async\s+)?(?:function\s*\*?\s*\w+|(?:(?:public|private|protected|static|override|readonly|async|get|set)\s+)*\w+\s*(?:<[^>]*>)?\s*\([^;]*\)\s*(?::\s*[^={]+)?\{\s*$|(?:const|let)\s+\w+\s*=\s*(?:async\s*)?(?:\([^)]*\)|\w+)\s*(?::\s*[^=]+)?=>\s*\{)/;
const KEYWORDS = /^\s*(?:if|for|while|switch|catch|else|do|try|return)\b/;

function functionsOf(lines) {
  const out = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    if (!START.test(line) || KEYWORDS.test(line)) continue;
    let depth = 0;
    let opened = false;
    for (let j = i; j < lines.length; j++) {
      for (const ch of lines[j]) {
        if (ch === "{") {
          depth++;
          opened = true;
        } else if (ch === "}") depth--;
      }
      if (opened && depth <= 0) {
        const name = (
          line.match(/function\s*\*?\s*(\w+)|(\w+)\s*(?:<[^>]*>)?\s*\(|(?:const|let)\s+(\w+)/) ?? []
        )
          .slice(1)
          .find(Boolean);
        out.push({ name: name ?? "?", line: i + 1, lines: j - i + 1 });
        break;
      }
    }
  }
  return out;
}

const files = [];
const functions = [];
for (const file of sources(src)) {
  const lines = readFileSync(file, "utf8").split("\n");
  const rel = relative(dirname(src), file);
  files.push({ rel, lines: lines.length });
  for (const f of functionsOf(lines)) functions.push({ ...f, rel });
}
files.sort((a, b) => b.lines - a.lines);
functions.sort((a, b) => b.lines - a.lines);
const overFiles = files.filter((f) => f.lines > FILE_LIMIT);
const overFunctions = functions.filter((f) => f.lines > FUNCTION_LIMIT);
console.log(`largest files (limit ${FILE_LIMIT} lines; ${overFiles.length} over):`);
for (const f of files.slice(0, process.argv.includes("--all") ? Math.max(5, overFiles.length) : 5))
  console.log(`  ${f.lines}  ${f.rel}`);
console.log(`longest functions (limit ${FUNCTION_LIMIT} lines; ${overFunctions.length} over):`);
for (const f of functions.slice(0, process.argv.includes("--all") ? Math.max(5, overFunctions.length) : 5))
  console.log(`  ${f.lines}  ${f.rel}:${f.line} ${f.name}`);
if (strict && (overFiles.length || overFunctions.length)) process.exit(1);
