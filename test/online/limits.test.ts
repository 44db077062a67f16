/**
 * Online play's rate limits (limits.ts): guests per address, new matches per player and per
 * address, quick-match entries per player. Over the bound: a 429 `too-many-requests` with
 * Retry-After over HTTP, a `rate-limited` refusal on the socket, and nothing made.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ONLINE_LIMITS, onlineLimitsFromEnv } from "../../src/server/online/limits.ts";
import { Client, guest, http, startNode } from "./helpers.ts";

let node: Awaited<ReturnType<typeof startNode>>;
beforeAll(async () => {
  node = await startNode({
    limits: {
      guestsPerAddressPerHour: 6,
      matchesPerPlayerPerMinute: 2,
      matchesPerAddressPerMinute: 3,
      queuePerPlayerPerMinute: 2,
    },
  });
});
afterAll(async () => node.close());

const options = { game: "pina", clock: { shotSeconds: 0 }, listed: true };

describe("online rate limits", () => {
  it("a player's third match in a minute and an address's fourth are refused 429; nothing is made", async () => {
    const [a, b] = [await guest(node.url, "Ana"), await guest(node.url, "Beto")];
    for (let i = 0; i < 2; i++)
      expect((await http(node.url, "POST", "/api/online/matches", options, a)).status).toBe(201);
    const third = await http(node.url, "POST", "/api/online/matches", options, a);
    expect(third.status).toBe(429);
    expect(third.json.error.code).toBe("too-many-requests");
    expect(third.json.error.message).toMatch(/new matches: wait \d+ s/);
    // Another player from the same address still has the address's last one…
    expect((await http(node.url, "POST", "/api/online/matches", options, b)).status).toBe(201);
    // …and then the address is at its bound too.
    const fourth = await http(node.url, "POST", "/api/online/matches", options, b);
    expect(fourth.status).toBe(429);
    expect(fourth.json.error.message).toMatch(/from this address/);
    const lobby = await http(node.url, "GET", "/api/online/lobby");
    expect(lobby.json.open.length).toBe(3);
  });

  it("guests beyond the address's bound are refused with Retry-After", async () => {
    // Two guests were made above; four more reach the bound of six.
    for (let i = 0; i < 4; i++) await guest(node.url, `Invitado ${i}`);
    const r = await fetch(`${node.url}/api/online/guests`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ nickname: "Uno más" }),
    });
    expect(r.status).toBe(429);
    expect(Number(r.headers.get("retry-after"))).toBeGreaterThan(0);
    const body = (await r.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe("too-many-requests");
    expect(body.error.message).toMatch(/guests from this address/);
  });

  it("a third quick-match entry in a minute is refused on the socket and not queued", async () => {
    const other = await startNode({ limits: { ...ONLINE_LIMITS, queuePerPlayerPerMinute: 2 } });
    try {
      const token = await guest(other.url, "Cola");
      const c = await Client.open(other.ws);
      for (let i = 0; i < 2; i++) {
        c.send({ kind: "queue", token, game: "pina", tableSizeFt: 7, ref: `q${i}` });
        await c.next((m) => m.kind === "queued");
        c.send({ kind: "unqueue" });
      }
      c.send({ kind: "queue", token, game: "pina", tableSizeFt: 7, ref: "q2" });
      const refused = await c.next((m) => m.kind === "refused");
      expect(refused.kind === "refused" && refused.code).toBe("rate-limited");
      expect(refused.kind === "refused" && refused.message).toMatch(/quick-match requests: wait \d+ s/);
      // Not waiting: another player queuing now is queued, not paired with it.
      const d = await Client.open(other.ws);
      d.send({ kind: "queue", token: await guest(other.url, "Otra"), game: "pina", tableSizeFt: 7 });
      expect((await d.next((m) => m.kind === "queued" || m.kind === "paired")).kind).toBe("queued");
      c.close();
      d.close();
    } finally {
      await other.close();
    }
  });

  it("MINGO_ONLINE_LIMITS overrides a bound; a bad value names the problem", () => {
    const s = onlineLimitsFromEnv('{"matchesPerPlayerPerMinute": 5}');
    expect(typeof s !== "string" && s.matchesPerPlayerPerMinute).toBe(5);
    expect(typeof s !== "string" && s.guestsPerAddressPerHour).toBe(120);
    expect(onlineLimitsFromEnv('{"guestsPerHour": 5}')).toMatch(/MINGO_ONLINE_LIMITS/);
    expect(onlineLimitsFromEnv("{")).toMatch(/not JSON/);
    expect(onlineLimitsFromEnv('{"queuePerPlayerPerMinute": 0}')).toMatch(/queuePerPlayerPerMinute/);
  });
});
