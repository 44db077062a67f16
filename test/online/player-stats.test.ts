/**
 * A player's statistics from online matches (issue 27 item 4) through the real server: a match
 * played by strikes to its end has its statistics computed once, in a strike worker, by the same
 * code as the browser's statistics page, and stored per player. Checked against the saved match
 * file (the same computation) and against a count made here from its actions.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type GameAction, type MatchSetup, statsOfMatch } from "../../src/game/index.ts";
import { Client, http, invitedMatch, type LocalNode, playThrough, startNode } from "./helpers.ts";

let node: LocalNode;
beforeAll(async () => {
  node = await startNode({ strikeWorkers: 1 });
});
afterAll(async () => node.close());

describe("statistics of online matches", () => {
  it("are recorded per player when a match ends, and read on the player's page", async () => {
    const { id, tokens } = await invitedMatch(node.url, { game: "bola8", settings: { raceTo: 1 } });
    const clients = [await Client.open(node.ws), await Client.open(node.ws)] as const;
    for (const [s, c] of clients.entries()) await c.hello(id, tokens[s]);
    await playThrough(clients, id, (c) => c.status === "over", 800);
    for (const c of clients) c.close();
    await node.app.onlineStats.idle();

    const ids = await Promise.all(
      tokens.map(
        async (t) => (await http(node.url, "GET", "/api/online/me", undefined, t)).json.player.id as string,
      ),
    );
    const saved = (await http(node.url, "GET", `/api/online/matches/${id}/saved`)).json;
    const setup: MatchSetup = {
      seed: saved.seed,
      game: saved.game,
      players: saved.players,
      settings: saved.settings,
    };
    const actions = saved.actions as GameAction[];
    const expected = statsOfMatch(setup, actions);
    expect(expected.ok).toBe(true);
    for (const [seat, playerId] of ids.entries()) {
      const r = await http(node.url, "GET", `/api/online/players/${encodeURIComponent(playerId)}/stats`);
      expect(r.status).toBe(200);
      expect(r.json.matches.map((m: { match: string }) => m.match)).toEqual([id]);
      const stats = r.json.matches[0].stats;
      // Counted here from the actions: every strike of this seat is a stroke of its player.
      const strokes = actions.filter((a) => a.kind === "strike" && a.by === seat).length;
      expect(stats.strokes).toBe(strokes);
      expect(stats.name).toBe(setup.players[seat]);
      if (expected.ok)
        expect(stats).toEqual(JSON.parse(JSON.stringify(expected.value.get(setup.players[seat as 0 | 1]))));
    }
    const nobody = await http(node.url, "GET", "/api/online/players/g:nobody/stats");
    expect(nobody.status).toBe(404);
  }, 120_000);
});
