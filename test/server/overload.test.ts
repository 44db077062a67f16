/**
 * Back-pressure: when the event loop has stalled past the limit, the server answers 503 "busy"
 * with Retry-After (the refusal the club pages and docs/club.md promise), not a 500.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../src/server/app.ts";
import type { ClubDb } from "../../src/server/db/connect.ts";
import { rulesReferee } from "../../src/server/match/engine.ts";
import { makeTestDb, type TestDb } from "./harness.ts";

describe("an overloaded server", () => {
  let testDb: TestDb;
  let db: ClubDb;
  let app: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    testDb = await makeTestDb();
    db = await testDb.open();
    app = await buildApp({
      db,
      referee: rulesReferee,
      pressure: { maxEventLoopDelayMs: 50, retryAfterS: 7 },
    });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await db?.close();
    await testDb?.drop();
  });

  it("answers 503 busy with Retry-After while its event loop lags, and serves again after", async () => {
    // Hold the loop well past the limit, then let the back-pressure check take its sample.
    const until = Date.now() + 600;
    while (Date.now() < until) {
      // busy: the stall under test
    }
    let r = await app.inject({ method: "GET", url: "/api/tournaments" });
    for (let i = 0; i < 20 && r.statusCode !== 503; i++) {
      const again = Date.now() + 600;
      while (Date.now() < again) {
        // still busy
      }
      await new Promise((ok) => setImmediate(ok));
      r = await app.inject({ method: "GET", url: "/api/tournaments" });
    }
    expect(r.statusCode).toBe(503);
    expect(r.headers["retry-after"]).toBe("7");
    expect(r.json()).toEqual({
      error: { code: "busy", message: "the server is busy: try again in a moment" },
    });
    // Calm again: the next samples clear it.
    await new Promise((ok) => setTimeout(ok, 1500));
    expect((await app.inject({ method: "GET", url: "/api/tournaments" })).statusCode).toBe(200);
  });

  it("never answers busy with the check off (MINGO_MAX_EVENT_LOOP_DELAY_MS=0), however long the stalls", async () => {
    const before = process.env.MINGO_MAX_EVENT_LOOP_DELAY_MS;
    process.env.MINGO_MAX_EVENT_LOOP_DELAY_MS = "0";
    const off = await buildApp({ db, referee: rulesReferee });
    process.env.MINGO_MAX_EVENT_LOOP_DELAY_MS = before;
    await off.ready();
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 3; i++) {
        const until = Date.now() + 1200;
        while (Date.now() < until) {
          // the stall that turned the checking server busy above
        }
        await new Promise((ok) => setImmediate(ok));
        statuses.push((await off.inject({ method: "GET", url: "/api/tournaments" })).statusCode);
      }
      expect(statuses).toEqual([200, 200, 200]);
    } finally {
      await off.close();
    }
  });
});
