/**
 * Which server processes hold an SQLite database: each writes its pid into `FILE.servers/` while
 * it runs and removes it on the way out, so `mingo restore` can refuse to swap a database under
 * a running server. Several servers may share one file (club-processes.test.ts); a pid left by a
 * server that died is not alive and does not count.
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const dirOf = (file: string) => `${file}.servers`;

/** Marks this process as holding `file`; returns the function that unmarks it. */
export function holdSqlite(file: string, pid = process.pid): () => void {
  const dir = dirOf(file);
  mkdirSync(dir, { recursive: true });
  const mark = join(dir, String(pid));
  writeFileSync(mark, `${new Date().toISOString()}\n`);
  return () => rmSync(mark, { force: true });
}

/** The live processes holding `file` (stale marks of dead ones are tidied away). */
export function sqliteHolders(file: string): number[] {
  let names: string[];
  try {
    names = readdirSync(dirOf(file));
  } catch {
    return [];
  }
  const live: number[] = [];
  for (const n of names) {
    const pid = Number(n);
    if (!Number.isInteger(pid) || pid <= 0) continue;
    if (isAlive(pid)) live.push(pid);
    else rmSync(join(dirOf(file), n), { force: true });
  }
  return live;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    // EPERM: it exists, owned by someone else.
    return (e as NodeJS.ErrnoException).code === "EPERM";
  }
}
