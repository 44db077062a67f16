/** The server's way in for the CLI: what `mingo` commands start or call of it. */
export { targetFromEnv } from "./db/connect.ts";
export { sqliteHolders } from "./db/sqlite-holders.ts";
