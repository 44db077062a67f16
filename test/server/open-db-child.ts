/** Opens (and migrates) the SQLite file named on the command line, then says "ok" or the error. */
import { openDb } from "../../src/server/db/connect.ts";

const file = process.argv[2];
if (!file) throw new Error("usage: open-db-child.ts <file.sqlite>");
const opened = await openDb({ kind: "sqlite", file });
process.stdout.write(opened.ok ? "ok" : `error: ${opened.error}`);
if (opened.ok) await opened.value.close();
