/**
 * Rate limits shared by every node through Redis (issue 29 item 4): wrong passwords for one
 * name, tried on two servers in turn, are counted together, so the limit holds across nodes.
 * Runs where the test run provides redis-server (npm run test:all, MINGO_TEST_REDIS_URL).
 */
import type { FastifyInstance } from "fastify";
import { describe, expect, it } from "vitest";
import { buildApp } from "../../src/server/app.ts";
import type { ClubDb } from "../../src/server/db/connect.ts";
import { rulesReferee } from "../../src/server/match/engine.ts";
import { makeTestDb, type TestDb } from "../server/harness.ts";
import { emptyRedis, redisUrlFor } from "./redis-db.ts";

const REDIS_URL = redisUrlFor(import.meta.url);

describe.skipIf(!REDIS_URL)("rate limits across nodes (Redis)", () => {
  it("wrong passwords on two servers count against one limit", async () => {
    const limits = { perNamePerMinute: 3, perAddressPerMinute: 100, registrationsPerAddressPerHour: 100 };
    await emptyRedis(REDIS_URL!);
    const nodes: { app: FastifyInstance; club: ClubDb; db: TestDb }[] = [];
    for (let i = 0; i < 2; i++) {
      const db = await makeTestDb();
      const club = await db.open();
      const app = await buildApp({
        db: club,
        referee: rulesReferee,
        signInLimits: limits,
        rateLimitRedisUrl: REDIS_URL!,
      });
      nodes.push({ app, club, db });
    }
    // A name of its own: other runs' counts in the same Redis do not meet this one.
    const name = `club-${Date.now().toString(36)}`;
    const attempt = (k: number) =>
      nodes[k % 2]!.app.inject({
        method: "POST",
        url: "/api/session",
        headers: { "content-type": "application/json" },
        payload: JSON.stringify({ name, password: "wrong-password-here" }),
      });
    const codes: number[] = [];
    for (let k = 0; k < 5; k++) codes.push((await attempt(k)).statusCode);
    // Three wrong passwords are allowed in all (not three on each node): the fourth is refused.
    expect(codes.slice(0, 3)).toEqual([401, 401, 401]);
    expect(codes[3]).toBe(429);
    for (const n of nodes) {
      await n.app.close();
      await n.club.close();
      await n.db.drop();
    }
  });
});
