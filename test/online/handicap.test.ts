/**
 * A handicap online (B8-MATCH, PC-SCORE; issue 39): a match made with each player's own target
 * carries it in its settings, and the referee refuses a handicap out of range naming it. A player
 * who registers for a tournament online brings no handicap: the organizer sets it before the
 * draw, and the online encounter's match is made with it.
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

describe("a handicap on a player who registered online", () => {
  it("is set by the organizer before the draw and reaches the online encounter's match", async () => {
    const cred = { name: "Club Hándicap", password: "secreto-del-club" };
    expect((await http(node.url, "POST", "/api/organizers", cred)).status).toBeLessThan(300);
    const org = (await http(node.url, "POST", "/api/session", cred)).json.token as string;
    const spec = { name: "Carrera", game: "bola8", format: "single-elimination", settings: { raceTo: 3 } };
    const made = await http(node.url, "POST", "/api/tournaments", { ...spec, tables: 0, online: {} }, org);
    expect(made.status, JSON.stringify(made.json)).toBe(201);
    const path = `/api/tournaments/${made.json.id}`;
    const token = new Map<string, string>();
    for (const n of ["Łukasz", "Beto"]) {
      token.set(n, await guest(node.url, n));
      expect((await http(node.url, "POST", `${path}/register`, undefined, token.get(n))).status).toBe(201);
      expect((await http(node.url, "POST", `${path}/check-in`, undefined, token.get(n))).status).toBe(200);
    }
    const players = (await http(node.url, "GET", path)).json.players as { id: string; name: string }[];
    const lukasz = players.find((p) => p.name === "Łukasz")!.id;
    const set = (player: string, handicap: number | null, auth: string | undefined = org) =>
      http(node.url, "POST", `${path}/players/${player}/handicap`, { handicap }, auth);

    // Refusals name the problem and change nothing.
    const tooLong = await set(lukasz, 40);
    expect([tooLong.status, tooLong.json.error.code]).toEqual([400, "bad-handicap"]);
    expect(tooLong.json.error.message).toContain("Łukasz");
    expect((await set(lukasz, 5, token.get("Beto"))).status).toBe(401);
    const nobody = await set("p-nobody", 5);
    expect([nobody.status, nobody.json.error.code]).toEqual([404, "not-found"]);
    const unchanged = (await http(node.url, "GET", path)).json.players as {
      name: string;
      handicap?: number;
    }[];
    expect(unchanged.find((p) => p.name === "Łukasz")!.handicap).toBeUndefined();

    // Łukasz races to 5 against Beto's 3; the public view says it.
    const ok = await set(lukasz, 5);
    expect(ok.status, JSON.stringify(ok.json)).toBe(200);
    const entered = (await http(node.url, "GET", path)).json.players as { name: string; handicap?: number }[];
    expect(entered.find((p) => p.name === "Łukasz")!.handicap).toBe(5);

    expect((await http(node.url, "POST", `${path}/draw`, undefined, org)).status).toBe(200);
    const late = await set(lukasz, 4);
    expect([late.status, late.json.error.code]).toEqual([409, "already-drawn"]);

    await node.app.onlineTournaments.sweep(); // the online calls make their matches
    const v = (await http(node.url, "GET", path)).json;
    const e = (v.encounters as { a: string; b: string; online: string | null }[]).find((x) => x.online)!;
    const match = (await http(node.url, "GET", `/api/online/matches/${e.online}`)).json.match;
    const own = e.a === lukasz ? [5, 3] : [3, 5];
    expect(match.settings.handicap).toEqual(own);
  });
});
