/**
 * Opens (and migrates) SQLite files as its parent says, for the start-up race test: one line
 * "open <file>" on stdin opens that file (each process of the round gets it at once) and answers
 * "ok" or "error: …" on a line of its own; end of input ends the process. Loading TypeScript
 * once per process and opening many files keeps the race (processes opening one new file at the
 * same instant) at a twelfth of the start-up cost.
 */
import { createInterface } from "node:readline";
import { openDb } from "../../src/server/db/connect.ts";

process.stdout.write("ready\n");
for await (const line of createInterface({ input: process.stdin })) {
  const file = line.startsWith("open ") ? line.slice(5) : "";
  if (!file) {
    process.stdout.write(`error: expected "open <file>", got ${JSON.stringify(line)}\n`);
    continue;
  }
  const opened = await openDb({ kind: "sqlite", file });
  process.stdout.write(opened.ok ? "ok\n" : `error: ${opened.error}\n`);
  if (opened.ok) await opened.value.close();
}
