/**
 * Online play's GETs answer exactly their declared shapes (src/protocol/online-views.ts, strict
 * schemas, as club mode's public views): a finished match between two guests, one of whom then
 * signs in and keeps it, gives every reply something to show (ratings, the leaderboard, history,
 * statistics, the saved file), and a listed match the lobby.
 * The list of GET routes is read from the server's own OpenAPI document, so a new online GET
 * without a declared shape fails here until it gets one.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { z } from "zod";
import { fromSavedMatch } from "../../src/game/index.ts";
import {
  inviteView,
  leaderboardView,
  lobbyView,
  matchView,
  meView,
  playerStatsView,
  playerView,
  savedMatchView,
} from "../../src/protocol/index.ts";
import { Client, guest, http, invitedMatch, type LocalNode, playThrough, startNode } from "./helpers.ts";

const ONLINE_GETS: Record<string, z.ZodType> = {
  "/api/online/me": meView,
  "/api/online/lobby": lobbyView,
  "/api/online/matches/{id}": matchView,
  "/api/online/matches/{id}/saved": savedMatchView,
  "/api/online/invites/{code}": inviteView,
  "/api/online/leaderboard": leaderboardView,
  "/api/online/players/{id}": playerView,
  "/api/online/players/{id}/stats": playerStatsView,
};

/** Keys in snake_case (player_id, token_hash…): storage's spelling, never the wire's. */
function storageKeys(value: unknown, path = "$"): string[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => storageKeys(v, `${path}[${i}]`));
  if (typeof value !== "object" || value === null) return [];
  return Object.entries(value).flatMap(([k, v]) => [
    ...(/^[a-z]+(_[a-z]+)+$/.test(k) ? [`${path}.${k}`] : []),
    ...storageKeys(v, `${path}.${k}`),
  ]);
}

let node: LocalNode;
const urls: Record<string, string> = {};
let token = "";

beforeAll(async () => {
  node = await startNode({ strikeWorkers: 1 });
  const played = await invitedMatch(node.url, { game: "bola8", settings: { raceTo: 1 } });
  const clients = [await Client.open(node.ws), await Client.open(node.ws)] as const;
  for (const [s, c] of clients.entries()) await c.hello(played.id, played.tokens[s]);
  await playThrough(clients, played.id, (c) => c.status === "over", 800);
  for (const c of clients) c.close();
  await node.app.onlineStats.idle();
  // The first guest signs in and keeps the match (claim): the leaderboard lists accounts.
  const cred = { name: "Ana Cuenta", password: "secreto-de-cuenta" };
  await http(node.url, "POST", "/api/organizers", cred);
  token = (await http(node.url, "POST", "/api/session", cred)).json.token as string;
  const claimed = await http(node.url, "POST", "/api/online/claim", { guestToken: played.tokens[0] }, token);
  if (claimed.status !== 200) throw new Error(`claim: ${JSON.stringify(claimed.json)}`);
  const me = (await http(node.url, "GET", "/api/online/me", undefined, token)).json.player.id as string;
  // A listed match still open, for the lobby and an invite.
  const host = await guest(node.url, "Host");
  const listed = { game: "pina", settings: {}, clock: { shotSeconds: 0 }, listed: true };
  const open = (await http(node.url, "POST", "/api/online/matches", listed, host)).json;
  const player = encodeURIComponent(me);
  Object.assign(urls, {
    "/api/online/me": "/api/online/me",
    "/api/online/lobby": "/api/online/lobby?game=pina",
    "/api/online/matches/{id}": `/api/online/matches/${played.id}`,
    "/api/online/matches/{id}/saved": `/api/online/matches/${played.id}/saved`,
    "/api/online/invites/{code}": `/api/online/invites/${open.invite}`,
    "/api/online/leaderboard": "/api/online/leaderboard?game=bola8",
    "/api/online/players/{id}": `/api/online/players/${player}`,
    "/api/online/players/{id}/stats": `/api/online/players/${player}/stats`,
  });
}, 180_000);
afterAll(async () => node?.close());

describe("every online GET answers exactly its declared keys", () => {
  it("the list of online GET routes is the declared one", async () => {
    const doc = (await http(node.url, "GET", "/api/docs/json")).json as {
      paths: Record<string, Record<string, unknown>>;
    };
    const gets = Object.entries(doc.paths)
      .filter(([p, ops]) => p.startsWith("/api/online/") && "get" in ops)
      .map(([p]) => p);
    expect(gets.sort()).toEqual(Object.keys(ONLINE_GETS).sort());
  });

  it.each(Object.keys(ONLINE_GETS))("%s", async (route) => {
    const r = await http(node.url, "GET", urls[route]!, undefined, token);
    expect(r.status, JSON.stringify(r.json)).toBe(200);
    const parsed = ONLINE_GETS[route]!.safeParse(r.json);
    expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
    expect(storageKeys(r.json)).toEqual([]);
  });

  it("each reply has something in it: a rating, a history line, a match's figures, a replayable file", async () => {
    const player = (await http(node.url, "GET", urls["/api/online/players/{id}"]!)).json;
    expect(player.ratings.length).toBe(1);
    expect(player.history.length).toBe(1);
    expect((await http(node.url, "GET", urls["/api/online/players/{id}/stats"]!)).json.matches.length).toBe(
      1,
    );
    expect((await http(node.url, "GET", urls["/api/online/lobby"]!)).json.open.length).toBe(1);
    expect((await http(node.url, "GET", urls["/api/online/leaderboard"]!)).json.players.length).toBe(1);
    const saved = (await http(node.url, "GET", urls["/api/online/matches/{id}/saved"]!)).json;
    expect(fromSavedMatch(JSON.stringify(saved)).ok).toBe(true);
  });
});
