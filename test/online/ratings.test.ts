/**
 * Ratings are read and written inside the transaction that finishes a match: two matches of
 * one player ending at the same moment both count, the second rated from the first's result.
 * (SQLite here; PostgreSQL, with its row locks, when the suite runs under scripts/pg-test.sh.)
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ratingRequest } from "../../src/server/online/team-rating.ts";
import { openStores } from "../../src/server/store/index.ts";
import { makeTestDb, PG_URL } from "../server/harness.ts";
import { Client, guest, http, startNode } from "./helpers.ts";

let node: Awaited<ReturnType<typeof startNode>>;
beforeAll(async () => {
  node = await startNode();
});
afterAll(async () => node.close());

const stroke = { speed: 1.9, angleDeg: 0, tipY: 0 };

/** A Piña match of `host` against `guestToken`, past its lag: the two sockets. */
async function lagged(host: string, guestToken: string) {
  const made = await http(
    node.url,
    "POST",
    "/api/online/matches",
    { game: "pina", clock: { shotSeconds: 0 } },
    host,
  );
  const id = made.json.match.id as string;
  await http(node.url, "POST", `/api/online/invites/${made.json.invite}/join`, undefined, guestToken);
  const c = [await Client.open(node.ws), await Client.open(node.ws)] as const;
  await c[0].hello(id, host);
  await c[1].hello(id, guestToken);
  await Promise.all([
    c[0].intent({ kind: "lag", match: id, seq: 0, stroke }),
    c[1].intent({ kind: "lag", match: id, seq: 0, stroke: { ...stroke, speed: 2.3 } }),
  ]);
  await Promise.all(c.map((x) => x.reach(1)));
  return { id, c };
}

describe("ratings in the finishing transaction", () => {
  it("two matches of one player finishing at once both move her rating, one after the other", async () => {
    const [ana, beto, caro] = [
      await guest(node.url, "Ana"),
      await guest(node.url, "Beto"),
      await guest(node.url, "Caro"),
    ];
    const m1 = await lagged(ana, beto);
    const m2 = await lagged(ana, caro);
    // Both opponents abandon at the same moment: Ana wins both.
    const [r1, r2] = await Promise.all([
      m1.c[1].intent({ kind: "abandon", match: m1.id, seq: 1 }),
      m2.c[1].intent({ kind: "abandon", match: m2.id, seq: 1 }),
    ]);
    expect([r1.kind, r2.kind]).toEqual(["over", "over"]);
    const me = await http(node.url, "GET", "/api/online/me", undefined, ana);
    const anaId = me.json.player.id as string;
    const profile = await http(node.url, "GET", `/api/online/players/${encodeURIComponent(anaId)}`);
    const pina = profile.json.ratings.find((r: { game: string }) => r.game === "pina");
    expect(pina.games).toBe(2);
    const history = profile.json.history as { match: string; ratingBefore: number; ratingAfter: number }[];
    expect(history.map((h) => h.match).sort()).toEqual([m1.id, m2.id].sort());
    // One of the two was rated from the other's result, not from the same starting rating.
    const [first, second] = [...history].sort((a, b) => a.ratingBefore - b.ratingBefore);
    expect(first!.ratingBefore).toBe(1500);
    expect(second!.ratingBefore).toBeCloseTo(first!.ratingAfter, 9);
    expect(pina.rating).toBeCloseTo(second!.ratingAfter, 9);
    for (const x of [...m1.c, ...m2.c]) x.close();
  }, 60_000);
});

describe("ratings in the finishing transaction, at the store", () => {
  it("six matches of one player finished at once through two connections lose no update", async () => {
    const db = await makeTestDb();
    // Two pools on PostgreSQL, as two nodes have; SQLite has one writer per process.
    const handles = PG_URL ? [await db.open(), await db.open()] : [await db.open()];
    try {
      const stores = handles.map((h) => openStores(h.db, h.target.kind).online);
      const ana = { id: "g:ana", name: "Ana", guest: true };
      const ids = Array.from({ length: 6 }, (_, i) => `m${i}`);
      for (const [i, id] of ids.entries())
        await stores[0]!.createMatch({
          id,
          game: "bola8",
          settings: {},
          clockSettings: {},
          seed: id,
          listed: false,
          inviteHash: `h${i}`,
          creator: ana,
          opponent: { id: `g:op${i}`, name: `Op ${i}`, guest: true },
          clock: {},
          at: 1,
        });
      const done = await Promise.all(
        ids.map((id, i) =>
          stores[i % stores.length]!.commit({
            id,
            expectSeq: 0,
            status: "over",
            result: { winner: 0 },
            rate: ratingRequest("bola8", [[ana], [{ id: `g:op${i}`, name: `Op ${i}` }]], 1)!,
            at: 2,
          }),
        ),
      );
      expect(done).toEqual(ids.map(() => true));
      const rating = await stores[0]!.rating(ana.id, "bola8");
      expect(rating?.games).toBe(6);
      const history = (await stores[0]!.history(ana.id, 10)).sort((a, b) => a.ratingBefore - b.ratingBefore);
      expect(history.length).toBe(6);
      expect(history[0]!.ratingBefore).toBe(1500);
      for (let i = 1; i < history.length; i++)
        expect(history[i]!.ratingBefore).toBeCloseTo(history[i - 1]!.ratingAfter, 9);
      expect(rating?.rating).toBeCloseTo(history.at(-1)!.ratingAfter, 9);
    } finally {
      for (const h of handles) await h.close();
      await db.drop();
    }
  }, 60_000);
});
