/**
 * The online pages served for a Chromium test: the client built into a temporary folder, the
 * real server in this process on the suite's database (SQLite, or PostgreSQL with
 * MINGO_TEST_PG), Debian's Chromium, and a JSON caller for the API. `close` undoes all of it.
 */
import type { Browser } from "playwright-core";
import { builtClient, releaseClient } from "../../../bench/support/client-build.ts";
import { launchChromium } from "../../../bench/support/serve-client.ts";
import { buildApp } from "../../../src/server/app.ts";
import { rulesReferee } from "../../../src/server/match/engine.ts";
import { makeTestDb } from "../../server/harness.ts";

export interface ServedOnline {
  readonly base: string;
  /** The online socket's address. */
  readonly ws: string;
  readonly browser: Browser;
  /** An API call with JSON in and out; a refusal throws with its status and body. */
  call<T>(method: "GET" | "POST", path: string, body?: unknown, token?: string): Promise<T>;
  close(): Promise<void>;
}

export async function serveOnline(): Promise<ServedOnline> {
  const client = await builtClient();
  const outDir = client.dir;
  const testDb = await makeTestDb();
  const db = await testDb.open();
  const app = await buildApp({
    db,
    referee: rulesReferee,
    clientDir: outDir,
    online: { graceMs: 30_000, sweepMs: 100 },
  });
  const base = await app.listen({ port: 0, host: "127.0.0.1" });
  const browser = await launchChromium();
  return {
    base,
    ws: `${base.replace(/^http/, "ws")}/api/online/socket`,
    browser,
    async call<T>(method: "GET" | "POST", path: string, body?: unknown, token?: string): Promise<T> {
      const r = await fetch(base + path, {
        method,
        headers: {
          ...(body === undefined ? {} : { "content-type": "application/json" }),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      const json = (await r.json().catch(() => null)) as T;
      if (!r.ok) throw new Error(`${method} ${path}: ${r.status} ${JSON.stringify(json)}`);
      return json;
    },
    async close() {
      await browser.close();
      await app.close();
      await db.close();
      await testDb.drop();
      releaseClient(client);
    },
  };
}
