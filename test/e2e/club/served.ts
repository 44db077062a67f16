/**
 * Club mode served to Chromium for the club's browser tests: the club pages built (the run's one
 * client build), a fresh database of the run's kind (SQLite, or PostgreSQL in that project), the
 * real server in process on 127.0.0.1, and Debian's Chromium. `close` undoes it all, browser
 * first (the server's close then finds no page holding a connection).
 */
import type { Browser } from "playwright-core";
import { launchChromium } from "../../../bench/support/serve-client.ts";
import { buildApp } from "../../../src/server/app.ts";
import type { ClubDb } from "../../../src/server/db/connect.ts";
import { rulesReferee } from "../../../src/server/match/engine.ts";
import { buildPages } from "../../server/club-pages.ts";
import { makeTestDb } from "../../server/harness.ts";

/** The club's API called from a test itself (what a script would send): the answer's JSON. */
export type ClubApi = (
  method: string,
  path: string,
  body?: unknown,
  headers?: Record<string, string>,
) => Promise<Record<string, any>>;

/** ClubApi on the server at `base`. */
export function clubApi(base: string): ClubApi {
  return async (method, path, body, headers = {}) => {
    const r = await fetch(base + path, {
      method,
      headers: { ...(body === undefined ? {} : { "content-type": "application/json" }), ...headers },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return (await r.json()) as Record<string, any>;
  };
}

export interface ServedClub {
  /** The server's address, without a trailing slash. */
  readonly base: string;
  readonly api: ClubApi;
  readonly browser: Browser;
  readonly db: ClubDb;
  readonly app: Awaited<ReturnType<typeof buildApp>>;
  close(): Promise<void>;
}

/** `clock`: the server's time, for tests that move it (a no-show's wait). */
export async function serveClub(opts: { clock?: () => number } = {}): Promise<ServedClub> {
  const pages = await buildPages();
  const testDb = await makeTestDb();
  const db = await testDb.open();
  const app = await buildApp({
    db,
    referee: rulesReferee,
    clientDir: pages.dir,
    ...(opts.clock ? { clock: opts.clock } : {}),
  });
  const base = await app.listen({ port: 0, host: "127.0.0.1" });
  const browser = await launchChromium();
  return {
    base,
    api: clubApi(base),
    browser,
    db,
    app,
    async close() {
      await browser.close();
      await app.close();
      await db.close();
      await testDb.drop();
      pages.remove();
    },
  };
}
