/**
 * One account, one profile (issue 28): a guest's history kept in an account. The guest plays a
 * rated match and enters an online tournament; signed in, the account claims it with the guest's
 * token. Its profile then shows the match, the rating and the tournament; the opponent's history
 * names the account; the guest's token no longer plays. Refusals leave everything as it was.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { nextUp } from "../../src/game/index.ts";
import { playerView } from "../../src/protocol/index.ts";
import { ai, aiIntent, Client, guest, http, invitedMatch, startNode } from "./helpers.ts";

let node: Awaited<ReturnType<typeof startNode>>;
beforeAll(async () => {
  node = await startNode();
});
afterAll(async () => node.close());

async function account(name: string): Promise<string> {
  const cred = { name, password: "secreto-de-cuenta" };
  expect((await http(node.url, "POST", "/api/organizers", cred)).status).toBeLessThan(300);
  return (await http(node.url, "POST", "/api/session", cred)).json.token;
}

/** A Bola 8 race to one between two guests: the lag (again if level), the break, seat 1 resigns (rated). */
async function ratedMatch() {
  const { id, tokens } = await invitedMatch(node.url, { game: "bola8", settings: { raceTo: 1 } });
  const pair = [await Client.open(node.ws), await Client.open(node.ws)] as const;
  for (const [s, c] of pair.entries()) await c.hello(id, tokens[s]);
  for (let i = 0; i < 10 && pair[0].status !== "over"; i++) {
    const next = nextUp(pair[0].match!);
    const seq = pair[0].seq;
    if (next.kind === "lag")
      for (const [s, c] of pair.entries())
        await c.intent((await aiIntent(c, ai(`${id}.${i}`, s as 0 | 1), id))!);
    else {
      const c = next.kind === "lag-choice" ? pair[next.by] : pair[1];
      const intent =
        next.kind === "lag-choice" ? { kind: "choose", choice: { kind: "break" } } : { kind: "resign" };
      const r = await c.intent({ ...intent, match: id, seq: c.seq });
      expect(r.kind, JSON.stringify(r)).toBe("step");
    }
    for (const c of pair) await c.reach(seq + 1);
  }
  expect(pair[0].status).toBe("over");
  for (const c of pair) c.close();
  return { id, tokens };
}

describe("claiming a guest's history", () => {
  it("moves the matches, the rating and the tournaments into the account, once", async () => {
    const played = await ratedMatch();
    const [ana, beto] = played.tokens;
    const anaId = (await http(node.url, "GET", "/api/online/me", undefined, ana)).json.player.id as string;
    const betoId = (await http(node.url, "GET", "/api/online/me", undefined, beto)).json.player.id as string;
    const org = await account("Club Claim");
    const t = await http(
      node.url,
      "POST",
      "/api/tournaments",
      { name: "Copa", game: "bola8", format: "single-elimination", tables: 0, online: {} },
      org,
    );
    expect(
      (await http(node.url, "POST", `/api/tournaments/${t.json.id}/register`, undefined, ana)).status,
    ).toBe(201);

    const me = await account("Ana Cuenta");
    const accountId = (await http(node.url, "GET", "/api/online/me", undefined, me)).json.player.id as string;
    // Refusals first: nothing moves.
    const noToken = await http(node.url, "POST", "/api/online/claim", { guestToken: ana });
    expect([noToken.status, noToken.json.error.code]).toEqual([401, "unauthorized"]);
    const byGuest = await http(node.url, "POST", "/api/online/claim", { guestToken: ana }, beto);
    expect([byGuest.status, byGuest.json.error.code]).toEqual([409, "not-an-account"]);
    const wrong = await http(node.url, "POST", "/api/online/claim", { guestToken: "no-such-token" }, me);
    expect([wrong.status, wrong.json.error.code]).toEqual([404, "guest-not-found"]);
    const junk = await http(node.url, "POST", "/api/online/claim", { guestToken: 7 }, me);
    expect(junk.status).toBe(400);
    // A guest in a live match keeps it until it ends.
    const carla = await guest(node.url, "Carla");
    const live = await http(node.url, "POST", "/api/online/matches", { game: "pina" }, carla);
    expect(live.status).toBe(201);
    const busy = await http(node.url, "POST", "/api/online/claim", { guestToken: carla }, me);
    expect([busy.status, busy.json.error.code]).toEqual([409, "guest-in-play"]);
    expect((await http(node.url, "GET", "/api/online/me", undefined, carla)).status).toBe(200);

    const claimed = await http(node.url, "POST", "/api/online/claim", { guestToken: ana }, me);
    expect(claimed.status, JSON.stringify(claimed.json)).toBe(200);
    expect(claimed.json.moved).toEqual({ matches: 1, ratings: ["bola8"], tournaments: 1 });

    const profile = (await http(node.url, "GET", `/api/online/players/${encodeURIComponent(accountId)}`))
      .json;
    expect(profile.history.map((h: { match: string }) => h.match)).toEqual([played.id]);
    expect(profile.history[0].opponent.id).toBe(betoId);
    expect(profile.history[0].ratingAfter).toBeGreaterThan(1500);
    expect(profile.ratings.map((r: { game: string; games: number }) => [r.game, r.games])).toEqual([
      ["bola8", 1],
    ]);
    expect(profile.tournaments.map((x: { id: string }) => x.id)).toEqual([t.json.id]);
    // A tournament line has exactly its declared keys (views.test.ts checks the rest of the page).
    const declared = playerView.safeParse(profile);
    expect(declared.success, JSON.stringify(declared.error?.issues)).toBe(true);
    // The opponent's history names the account; the match's seat is the account's.
    const betoProfile = (await http(node.url, "GET", `/api/online/players/${encodeURIComponent(betoId)}`))
      .json;
    expect(betoProfile.history[0].opponent.id).toBe(accountId);
    const summary = (await http(node.url, "GET", `/api/online/matches/${played.id}`)).json;
    expect(JSON.stringify(summary)).toContain(accountId);
    expect(JSON.stringify(summary)).not.toContain(anaId);
    // The guest is gone: its token names nobody, its page is not found, a second claim fails.
    expect((await http(node.url, "GET", "/api/online/me", undefined, ana)).status).toBe(401);
    expect((await http(node.url, "GET", `/api/online/players/${encodeURIComponent(anaId)}`)).status).toBe(
      404,
    );
    const again = await http(node.url, "POST", "/api/online/claim", { guestToken: ana }, me);
    expect([again.status, again.json.error.code]).toEqual([404, "guest-not-found"]);
  }, 60_000);
});
