/**
 * Three processes opening one new SQLite file together: each opens and migrates it, none fails.
 * Before the start-up lock (migrations.ts, connect.ts) about one start in seven lost the race
 * ("database is locked" or "duplicate column name"); twelve rounds caught it in most runs. The
 * three processes load once and are told each round's file at the same instant (a barrier: the
 * next round starts when all three have answered), which lines their opens up more tightly than
 * three separate process starts did.
 */
import { type ChildProcessWithoutNullStreams, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { createInterface } from "node:readline";
import { afterAll, describe, expect, it } from "vitest";

const root = resolve(import.meta.dirname, "../..");
const dir = mkdtempSync(join(tmpdir(), "mingo-open-race-"));
const children: ChildProcessWithoutNullStreams[] = [];
afterAll(() => {
  for (const c of children) c.kill();
  rmSync(dir, { recursive: true, force: true });
});

/** A child process and a way to read its next line. */
function opener(): { child: ChildProcessWithoutNullStreams; line: () => Promise<string> } {
  const child = spawn(process.execPath, ["bin/run-ts.js", "test/server/open-db-child.ts"], { cwd: root });
  children.push(child);
  const lines: string[] = [];
  const waiting: ((l: string) => void)[] = [];
  createInterface({ input: child.stdout }).on("line", (l) => {
    const w = waiting.shift();
    if (w) w(l);
    else lines.push(l);
  });
  let stderr = "";
  child.stderr.on("data", (d) => {
    stderr += String(d);
  });
  const ended = new Promise<string>((res) =>
    child.on("exit", (code) => res(`exited (${code}) ${stderr.slice(0, 300)}`)),
  );
  const line = () =>
    lines.length > 0
      ? Promise.resolve(lines.shift()!)
      : Promise.race([new Promise<string>((r) => waiting.push(r)), ended]);
  return { child, line };
}

describe("SQLite: processes starting together on a new file", () => {
  it("all open and migrate it (12 rounds of 3 processes)", async () => {
    const openers = [opener(), opener(), opener()];
    expect(await Promise.all(openers.map((o) => o.line()))).toEqual(["ready", "ready", "ready"]);
    for (let round = 0; round < 12; round++) {
      const file = join(dir, `club-${round}.sqlite`);
      for (const o of openers) o.child.stdin.write(`open ${file}\n`);
      const said = await Promise.all(openers.map((o) => o.line()));
      expect(said, `round ${round}`).toEqual(["ok", "ok", "ok"]);
    }
    for (const o of openers) o.child.stdin.end();
  }, 60_000);
});
