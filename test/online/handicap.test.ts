/**
 * A handicap online (B8-MATCH, PC-SCORE; issue 39): a match made with each player's own target
 * carries it in its settings, and the referee refuses a handicap out of range naming it.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { guest, http, type LocalNode, startNode } from "./helpers.ts";

let node: LocalNode;
beforeAll(async () => {
  node = await startNode();
});
afterAll(async () => node?.close());

describe("a handicapped match online", () => {
  it("keeps each player's own target (61 against 50) and refuses one out of range", async () => {
    const ana = await guest(node.url, "Ana");
    const made = await http(
      node.url,
      "POST",
      "/api/online/matches",
      { game: "pina", settings: { handicap: [61, 50] } },
      ana,
    );
    expect(made.status, JSON.stringify(made.json)).toBe(201);
    expect(made.json.match.settings.handicap).toEqual([61, 50]);
    const bad = await http(
      node.url,
      "POST",
      "/api/online/matches",
      { game: "bola8", settings: { handicap: [5, 0] } },
      ana,
    );
    expect(bad.status).toBe(400);
    expect(bad.json.error.message).toContain("handicap");
  });
});
