/**
 * A short club night in CI (issue 39 item 7; the full one is `npm run bench:club -- --night`): a
 * Bola 8 double elimination of five at two tables, every encounter a match simulated by
 * `mingo play` and entered through the real server's HTTP API by one scorekeeper per table, one
 * of them offline for a moment, the server stopped with SIGTERM and started again in the middle,
 * the wall open in Chromium throughout. The independent tally (results, champion, placings, every
 * stored step) must agree, and the wall, reconnected after the restart, must show the champion.
 */
import { describe, expect, it } from "vitest";
import { clubNight } from "../../bench/support/club-night.ts";
import { DB_KIND, makeTestDb } from "./harness.ts";

describe(`a short club night (${DB_KIND})`, () => {
  it("five players, two tables, a restart, the wall open: the night agrees with the independent tally", async () => {
    const db = await makeTestDb();
    try {
      const f = await clubNight(db.target, {
        players: 5,
        tables: 2,
        offlineMs: 500,
        gapMs: 0,
        seed: 5,
        wall: true,
      });
      expect(f.problems).toEqual([]);
      // Five players: at most nine encounters are played (2n − 1), byes aside.
      expect(f.encounters).toBeGreaterThanOrEqual(7);
      expect(f.restartSeconds).toBeGreaterThan(0);
      // The wall saw the night: a whole view, then patches, on a second socket after the restart.
      expect(f.wall?.sockets).toBeGreaterThanOrEqual(2);
      expect(f.wall?.messages).toBeGreaterThanOrEqual(3);
    } finally {
      await db.drop();
    }
  }, 300_000);
});
