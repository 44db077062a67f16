#!/usr/bin/env node
import { resolve } from "node:path";
// Runs a TypeScript entry point (benchmarks, scripts) through tsx: `node bin/run-ts.js FILE.ts ARGS…`.
import { pathToFileURL } from "node:url";
import { register } from "tsx/esm/api";

register();
const [entry, ...rest] = process.argv.slice(2);
if (!entry) {
  process.stderr.write("usage: run-ts FILE.ts [ARGS…]\n");
  process.exit(2);
}
process.argv = [process.argv[0], resolve(entry), ...rest];
await import(pathToFileURL(resolve(entry)).href);
