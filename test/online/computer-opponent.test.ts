/**
 * A computer opponent online (issue 28 item 4): when nobody has been paired in the time the
 * player set, the quick-match queue makes a match against the computer at the level whose
 * measured rating is nearest the player's, named as the computer; the server plays its moves.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { nextUp } from "../../src/game/index.ts";
import { nextActor } from "../../src/rules/index.ts";
import { nearestLevel } from "../../src/server/online/matchmaking.ts";
import { ai, aiIntent, Client, guest, http, startNode } from "./helpers.ts";

let node: Awaited<ReturnType<typeof startNode>>;
beforeAll(async () => {
  node = await startNode();
});
afterAll(async () => node.close());

describe("the computer in the quick-match queue", () => {
  it("the level is the one whose measured rating is nearest the player's", () => {
    expect(nearestLevel("bola8", 1500)).toBe("medium");
    expect(nearestLevel("bola8", 1900)).toBe("strong");
    expect(nearestLevel("pina", 900)).toBe("beginner");
    expect(nearestLevel("pina", 2300)).toBe("master");
  });

  it("offers the computer after the wait the player set, and the server plays its strokes", async () => {
    const token = await guest(node.url, "Ana");
    const c = await Client.open(node.ws);
    const t0 = Date.now();
    c.send({ kind: "queue", token, game: "bola8", raceTo: 1, computerAfterS: 1 });
    const paired = await c.next((m) => m.kind === "paired", 10_000);
    expect(Date.now() - t0).toBeGreaterThanOrEqual(900);
    expect(paired.kind === "paired" && paired.computer).toBe("medium");
    expect(paired.kind === "paired" && paired.opponent.rating).toBe(1409);
    const id = paired.kind === "paired" ? paired.match : "";
    const w = await c.hello(id, token);
    expect(w.kind === "welcome" && w.match.status).toBe("live");
    expect(w.kind === "welcome" && w.match.sides?.[1][0]?.computer).toBe("medium");
    // Ana plays her own turns; the computer's come from the server, until it has struck twice.
    const mover = ai(id, 0);
    const computerStrikes = () => c.match!.actions.filter((a) => a.kind === "strike" && a.by === 1).length;
    for (let i = 0; i < 200 && computerStrikes() < 2 && c.status !== "over"; i++) {
      const m = c.match!;
      const next = nextUp(m);
      const seq = c.seq;
      const mine =
        next.kind === "lag"
          ? !c.messages.some((x) => x.kind === "lag-in" && x.seq === seq && x.seat === 0)
          : next.kind === "lag-choice"
            ? next.by === 0
            : next.kind === "play" && nextActor(m.rules!) === 0;
      if (mine) {
        const r = await c.intent((await aiIntent(c, mover, id))!);
        if (r.kind === "refused" && !/physics/.test(r.message)) throw new Error(`${r.code}: ${r.message}`);
      }
      await c.reach(seq + 1, 60_000);
    }
    expect(computerStrikes()).toBeGreaterThanOrEqual(1);
    expect(c.mismatches).toEqual([]);
    // Not rated: the computer's strength is measured by its bench, not by its games.
    const me = await http(node.url, "GET", "/api/online/me", undefined, token);
    expect(me.json.ratings.filter((r: { games: number }) => r.games > 0)).toEqual([]);
    c.close();
  }, 120_000);

  it("a person who comes before the wait ends is paired instead", async () => {
    const [a, b] = await Promise.all(["Beto", "Carla"].map((n) => guest(node.url, n)));
    const [ca, cb] = await Promise.all([Client.open(node.ws), Client.open(node.ws)]);
    ca.send({ kind: "queue", token: a, game: "pina", computerAfterS: 30 });
    await ca.next((m) => m.kind === "queued");
    cb.send({ kind: "queue", token: b, game: "pina" });
    const p = await ca.next((m) => m.kind === "paired", 10_000);
    expect(p.kind === "paired" && p.computer).toBeUndefined();
    expect(p.kind === "paired" && p.opponent.name).toBe("Carla");
    ca.close();
    cb.close();
  }, 30_000);
});
