import { spawnSync } from "node:child_process";
import { resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fromSavedMatch } from "../../src/game/index.ts";
import { Client, http, invitedMatch, playThrough, startNode } from "./helpers.ts";

let node: Awaited<ReturnType<typeof startNode>>;
beforeAll(async () => {
  node = await startNode();
});
afterAll(async () => node.close());

describe("a Bola 8 rack played through the server", () => {
  it("pairs by invite, plays to the end with a spectator watching, rates both and saves a file mingo referee re-checks", async () => {
    const { id, tokens } = await invitedMatch(node.url, {
      game: "bola8",
      settings: { raceTo: 1 },
      clock: { shotSeconds: 0 },
    });
    const a = await Client.open(node.ws);
    const b = await Client.open(node.ws);
    const watcher = await Client.open(node.ws);
    expect((await a.hello(id, tokens[0])).kind).toBe("welcome");
    expect((await b.hello(id, tokens[1])).kind).toBe("welcome");
    const w = await watcher.hello(id);
    expect(w.kind === "welcome" && w.seat).toBeNull();
    // From a's first message: the count may arrive before the watcher's own welcome.
    const counted = await a.next((m) => m.kind === "presence" && m.spectators === 1, 10_000, 0);
    expect(counted.kind === "presence" && counted.connected).toEqual([true, true]);

    await playThrough([a, b], id, (c) => c.status === "over");
    const over = await watcher.next((m) => m.kind === "step" && m.status === "over");
    expect(over.kind === "step" && over.result?.reason).toBe("rules");
    for (const c of [a, b, watcher]) {
      expect(c.mismatches).toEqual([]);
      expect(c.seq).toBe(a.seq);
    }
    // A spectator cannot act.
    const r = await watcher.intent({ kind: "resign", match: id, seq: watcher.seq });
    expect(r.kind === "refused" && r.code).toBe("not-a-player");

    const saved = await http(node.url, "GET", `/api/online/matches/${id}/saved`);
    expect(saved.status).toBe(200);
    expect(fromSavedMatch(JSON.stringify(saved.json)).ok).toBe(true);
    const referee = spawnSync(process.execPath, ["bin/mingo.js", "referee", "-"], {
      cwd: resolve(import.meta.dirname, "../.."),
      input: JSON.stringify(saved.json.script),
      encoding: "utf8",
    });
    expect(referee.status, referee.stderr).toBe(0);
    const last = JSON.parse(referee.stdout.trim().split("\n").at(-1)!);
    expect(last.matchOver).toBe(true);

    const ga = await http(node.url, "GET", "/api/online/me", undefined, tokens[0]);
    expect(ga.json.ratings[0].games).toBe(1);
    const winner = over.kind === "step" ? over.result!.winner : null;
    const rating = ga.json.ratings[0].rating as number;
    expect(winner === 0 ? rating > 1500 : rating < 1500).toBe(true);
    const hist = await http(node.url, "GET", `/api/online/players/${encodeURIComponent(ga.json.player.id)}`);
    expect(hist.json.history).toHaveLength(1);
    for (const c of [a, b, watcher]) c.close();
  }, 120_000);
});

describe("a Piña game played through the server", () => {
  it("plays one game to its end (61, or the 60–60 tie) with every step replayed alike by both players", async () => {
    const { id, tokens } = await invitedMatch(node.url, { game: "pina", clock: { shotSeconds: 0 } });
    const a = await Client.open(node.ws);
    const b = await Client.open(node.ws);
    await a.hello(id, tokens[0]);
    await b.hello(id, tokens[1]);
    const gameOver = (c: Client) =>
      c.match!.log.some((s) => s.report?.winner !== null && s.report?.winner !== undefined);
    await playThrough([a, b], id, gameOver, 900);
    expect(gameOver(a)).toBe(true);
    const decided = a.match!.log.find((s) => s.report?.winner !== null && s.report?.winner !== undefined)!
      .report!;
    const score = decided.score ?? [0, 0];
    if (decided.winner === "tie") expect(score).toEqual([60, 60]);
    else expect(score[decided.winner as 0 | 1]).toBeGreaterThanOrEqual(61);
    expect(a.mismatches).toEqual([]);
    expect(b.mismatches).toEqual([]);
    expect(b.seq).toBe(a.seq);
    a.close();
    b.close();
  }, 400_000);
});
