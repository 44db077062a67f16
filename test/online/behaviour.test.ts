import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Client, guest, http, invitedMatch, startNode } from "./helpers.ts";

let node: Awaited<ReturnType<typeof startNode>>;
beforeAll(async () => {
  node = await startNode({ graceMs: 3000, sweepMs: 50 });
});
afterAll(async () => node.close());

const NO_CLOCK = { shotSeconds: 0 };
const stroke = { speed: 1.9, angleDeg: 0, tipY: 0 };
const gentle = { speed: 1.5, direction: 0, tipX: 0, tipY: 0, elevation: 0 };

/** Two players in a Bola 8 match, past the lag and the break choice: returns who breaks. */
async function begun(
  options: Record<string, unknown> = { game: "bola8", settings: { raceTo: 1 }, clock: NO_CLOCK },
) {
  const { id, tokens } = await invitedMatch(node.url, options);
  const c = [await Client.open(node.ws), await Client.open(node.ws)] as const;
  await c[0].hello(id, tokens[0]);
  await c[1].hello(id, tokens[1]);
  await Promise.all([
    c[0].intent({ kind: "lag", match: id, seq: 0, stroke }),
    c[1].intent({ kind: "lag", match: id, seq: 0, stroke: { ...stroke, speed: 2.3 } }),
  ]);
  await Promise.all(c.map((x) => x.reach(1)));
  const lag = c[0].messages.find((m) => m.kind === "step");
  if (lag?.kind !== "step" || lag.awaiting.kind !== "lag-choice")
    throw new Error(`lag: ${JSON.stringify(lag)}`);
  const winner = lag.awaiting.seats[0]!;
  const r = await c[winner].intent({ kind: "choose", match: id, seq: 1, choice: { kind: "break" } });
  expect(r.kind).toBe("step");
  await Promise.all(c.map((x) => x.reach(2)));
  return { id, tokens, c, breaker: winner };
}

async function snapshot(id: string) {
  const s = await Client.open(node.ws);
  const w = await s.hello(id);
  s.close();
  if (w.kind !== "welcome") throw new Error("no welcome");
  return { seq: w.match.seq, actions: JSON.stringify(w.actions), final: JSON.stringify(w.final) };
}

describe("refusals change nothing", () => {
  it("a forged pot, a shot out of turn, a stale seq, a bad placement and a spectator's intent are refused", async () => {
    const { id, c, breaker } = await begun();
    const before = await snapshot(id);
    const other = breaker === 0 ? 1 : 0;
    const cases: [Client, Record<string, unknown>, string][] = [
      // A forged claim of a pot has no field to go in: the decoder refuses it.
      [c[breaker], { kind: "strike", match: id, seq: 2, strike: gentle, pocketed: [8] }, "malformed"],
      [c[breaker], { kind: "pot", match: id, seq: 2, ball: 8, pocket: "foot-left" }, "malformed"],
      [c[breaker], { kind: "strike", match: id, seq: 2, strike: gentle, v: 7 }, "unsupported-version"],
      [c[other], { kind: "strike", match: id, seq: 2, strike: gentle, cueBall: [0.3, 0] }, "not-your-turn"],
      [c[breaker], { kind: "strike", match: id, seq: 1, strike: gentle, cueBall: [0.3, 0] }, "stale-seq"],
      [c[breaker], { kind: "strike", match: id, seq: 3, strike: gentle, cueBall: [0.3, 0] }, "stale-seq"],
      // Ball in hand on the break goes behind the head string, not on the foot spot.
      [
        c[breaker],
        { kind: "strike", match: id, seq: 2, strike: gentle, cueBall: [0.8, 0] },
        "illegal-action",
      ],
      [c[breaker], { kind: "strike", match: id, seq: 2, strike: { ...gentle, speed: 90 } }, "illegal-action"],
      [c[breaker], { kind: "choose", match: id, seq: 2, choice: { kind: "rebreak" } }, "illegal-action"],
      [c[breaker], { kind: "extend", match: id, seq: 2 }, "no-extension"],
      [c[breaker], { kind: "lag", match: id, seq: 2, stroke }, "illegal-action"],
    ];
    for (const [client, msg, code] of cases) {
      const r = await client.intent(msg);
      expect(r.kind === "refused" && r.code, JSON.stringify(msg)).toBe(code);
      if (r.kind === "refused" && code === "stale-seq") expect(r.seq).toBe(2);
    }
    const watcher = await Client.open(node.ws);
    await watcher.hello(id);
    const w = await watcher.intent({ kind: "strike", match: id, seq: 2, strike: gentle });
    expect(w.kind === "refused" && w.code).toBe("not-a-player");
    const stranger = await Client.open(node.ws);
    const s = await stranger.intent({ kind: "resign", match: id, seq: 2 });
    expect(s.kind === "refused" && s.code).toBe("not-a-player");
    expect(await snapshot(id)).toEqual(before);
    // The right intent still goes through afterwards.
    const ok = await c[breaker].intent({
      kind: "strike",
      match: id,
      seq: 2,
      strike: { ...gentle, speed: 6 },
      cueBall: [-0.9, 0.05],
    });
    expect(ok.kind).toBe("step");
    for (const x of [...c, watcher, stranger]) x.close();
  }, 60_000);

  it("bad frames on the socket get refusals and never stop the server (fuzz)", async () => {
    const s = await Client.open(node.ws);
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.string(),
          fc.json(),
          fc.jsonValue().map((j) => JSON.stringify({ v: 1, kind: "strike", ...(j as object) })),
        ),
        async (text) => {
          s.sendRaw(text);
        },
      ),
      { numRuns: 30 },
    );
    await new Promise((r) => setTimeout(r, 1200));
    s.send({ kind: "ping", ref: "alive" });
    await s.next((m) => m.kind === "pong");
    expect(s.messages.every((m) => m.kind === "refused" || m.kind === "pong")).toBe(true);
    // Flooding is refused, not served.
    for (let i = 0; i < 80; i++) s.send({ kind: "ping" });
    await s.next((m) => m.kind === "refused" && m.code === "rate-limited");
    s.close();
  }, 30_000);
});

describe("time and leaving", () => {
  it("a player who drops comes back within the grace time exactly where the match was", async () => {
    const { id, tokens, c, breaker } = await begun();
    const before = await snapshot(id);
    c[breaker].terminate();
    const other = breaker === 0 ? 1 : 0;
    const away = await c[other].next(
      (m) => m.kind === "presence" && !m.connected[breaker] && m.graceUntil[breaker] !== null,
    );
    expect(away.kind).toBe("presence");
    const back = await Client.open(node.ws);
    const w = await back.hello(id, tokens[breaker]);
    expect(w.kind === "welcome" && w.seat).toBe(breaker);
    expect(w.kind === "welcome" && JSON.stringify(w.final)).toBe(before.final);
    expect(back.seq).toBe(before.seq);
    const r = await back.intent({
      kind: "strike",
      match: id,
      seq: back.seq,
      strike: { ...gentle, speed: 6 },
      cueBall: [-0.9, 0.05],
    });
    expect(r.kind).toBe("step");
    // Past the grace time the match still goes on: coming back cleared it.
    await new Promise((res) => setTimeout(res, 3500));
    expect((await http(node.url, "GET", `/api/online/matches/${id}`)).json.match.status).toBe("live");
    back.close();
    c[other].close();
  }, 30_000);

  it("a player away past the grace time forfeits", async () => {
    const { id, c, breaker } = await begun();
    const other = breaker === 0 ? 1 : 0;
    c[breaker].terminate();
    const over = await c[other].next((m) => m.kind === "over");
    expect(over.kind === "over" && over.result).toMatchObject({ winner: other, reason: "forfeit-grace" });
    const r = await c[other].intent({ kind: "resign", match: id, seq: c[other].seq });
    expect(r.kind === "refused" && r.code).toBe("match-over");
    c[other].close();
  }, 30_000);

  it("resignation concedes the rack (G-RESIGN); in a race to 1 that ends the match", async () => {
    const { id, c, breaker } = await begun();
    const r = await c[breaker].intent({ kind: "resign", match: id, seq: 2 });
    expect(r.kind === "step" && r.report?.loss).toBe("G-RESIGN");
    expect(r.kind === "step" && r.result).toMatchObject({ winner: breaker === 0 ? 1 : 0, reason: "rules" });
    for (const x of c) x.close();
  }, 30_000);

  it("the shot clock: an extension adds time once; a lag stroke not sent in time loses the match", async () => {
    // A node whose clock the test moves: the expiry is exact, whatever the machine's load.
    let skew = 0;
    const timed = await startNode({ graceMs: 10_000_000, sweepMs: 50, now: () => Date.now() + skew });
    const { id, tokens } = await invitedMatch(timed.url, {
      game: "bola8",
      settings: { raceTo: 1 },
      clock: { shotSeconds: 60, extensions: 1, extensionSeconds: 30 },
    });
    const c = [await Client.open(timed.ws), await Client.open(timed.ws)] as const;
    await c[0].hello(id, tokens[0]);
    const w = await c[1].hello(id, tokens[1]);
    const deadline = w.kind === "welcome" ? w.clock.deadline! : 0;
    expect(w.kind === "welcome" && w.clock.on).toEqual([0, 1]);
    const ext = await c[1].intent({ kind: "extend", match: id, seq: 0 });
    expect(ext.kind === "clock" && ext.clock.deadline).toBe(deadline + 30_000);
    expect(ext.kind === "clock" && ext.clock.extensionsLeft).toEqual([1, 0]);
    const again = await c[1].intent({ kind: "extend", match: id, seq: 0 });
    expect(again.kind === "refused" && again.code).toBe("no-extension");
    expect((await c[0].intent({ kind: "lag", match: id, seq: 0, stroke })).kind).toBe("lag-in");
    skew = 95_000;
    const over = await c[0].next((m) => m.kind === "over", 10_000);
    expect(over.kind === "over" && over.result).toMatchObject({ winner: 0, reason: "shot-clock" });
    for (const x of c) x.close();
    await timed.close();
  }, 30_000);

  it("a shot clock run out in play resigns the rack (G-RESIGN) for the player on the clock", async () => {
    let skew = 0;
    const timed = await startNode({ graceMs: 10_000_000, sweepMs: 50, now: () => Date.now() + skew });
    const { id, tokens } = await invitedMatch(timed.url, {
      game: "bola8",
      settings: { raceTo: 2 },
      clock: { shotSeconds: 30, extensions: 0 },
    });
    const c = [await Client.open(timed.ws), await Client.open(timed.ws)] as const;
    await c[0].hello(id, tokens[0]);
    await c[1].hello(id, tokens[1]);
    await Promise.all([
      c[0].intent({ kind: "lag", match: id, seq: 0, stroke }),
      c[1].intent({ kind: "lag", match: id, seq: 0, stroke: { ...stroke, speed: 2.3 } }),
    ]);
    await c[0].reach(1);
    const lag = c[0].messages.find((m) => m.kind === "step");
    const winner = lag?.kind === "step" ? lag.awaiting.seats[0]! : 0;
    // The lag's winner lets the clock run: they break (the default), then let it run again.
    skew = 31_000;
    const chose = await c[0].next((m) => m.kind === "step" && m.seq === 2);
    expect(chose.kind === "step" && chose.action).toMatchObject({
      kind: "choose",
      by: winner,
      choice: { kind: "break" },
    });
    skew = 62_000;
    const resigned = await c[0].next((m) => m.kind === "step" && m.seq === 3);
    expect(resigned.kind === "step" && resigned.report?.loss).toBe("G-RESIGN");
    expect(resigned.kind === "step" && resigned.action).toMatchObject({ kind: "resign", by: winner });
    for (const x of c) x.close();
    await timed.close();
  }, 30_000);
});

describe("phrases, lobby, quick match", () => {
  it("quick phrases reach the opponent and spectators, not a player who muted them", async () => {
    const { id, c } = await begun();
    const watcher = await Client.open(node.ws);
    await watcher.hello(id);
    c[0].send({ kind: "phrase", match: id, phrase: "nice-shot" });
    await c[1].next((m) => m.kind === "phrase" && m.phrase === "nice-shot" && m.seat === 0);
    await watcher.next((m) => m.kind === "phrase" && m.phrase === "nice-shot");
    c[1].send({ kind: "mute", match: id, muted: true });
    c[0].send({ kind: "phrase", match: id, phrase: "good-luck" });
    await watcher.next((m) => m.kind === "phrase" && m.phrase === "good-luck");
    c[1].send({ kind: "ping", ref: "p" });
    await c[1].next((m) => m.kind === "pong");
    expect(c[1].messages.some((m) => m.kind === "phrase" && m.phrase === "good-luck")).toBe(false);
    const bad = await watcher.intent({ kind: "phrase", match: id, phrase: "nice-shot" });
    expect(bad.kind === "refused" && bad.code).toBe("not-a-player");
    const free = await c[0].intent({ kind: "phrase", match: id, phrase: "you are bad" });
    expect(free.kind === "refused" && free.code).toBe("malformed");
    for (const x of [...c, watcher]) x.close();
  }, 30_000);

  it("the lobby lists open listed matches and live ones with their spectators; invite-only matches are not joined from it", async () => {
    const a = await guest(node.url, "Carla");
    const b = await guest(node.url, "Dario");
    const listed = await http(node.url, "POST", "/api/online/matches", { game: "pina", listed: true }, a);
    const hidden = await http(node.url, "POST", "/api/online/matches", { game: "pina" }, a);
    let lobby = await http(node.url, "GET", "/api/online/lobby?game=pina");
    const openIds = lobby.json.open.map((m: { id: string }) => m.id);
    expect(openIds).toContain(listed.json.match.id);
    expect(openIds).not.toContain(hidden.json.match.id);
    expect(
      (await http(node.url, "POST", `/api/online/matches/${hidden.json.match.id}/join`, undefined, b)).status,
    ).toBe(403);
    expect(
      (await http(node.url, "POST", `/api/online/matches/${listed.json.match.id}/join`, undefined, a)).status,
    ).toBe(409);
    expect(
      (await http(node.url, "POST", `/api/online/matches/${listed.json.match.id}/join`, undefined, b)).status,
    ).toBe(200);
    const watcher = await Client.open(node.ws);
    await watcher.hello(listed.json.match.id);
    lobby = await http(node.url, "GET", "/api/online/lobby?game=pina");
    const live = lobby.json.live.find((m: { id: string }) => m.id === listed.json.match.id);
    expect(live.spectators).toBe(1);
    expect(live.players[1].name).toBe("Dario");
    watcher.close();
  });

  it("quick match pairs two players of the same game and size, not of another game", async () => {
    const tokens = await Promise.all(["Eva", "Fede", "Gabo"].map((n) => guest(node.url, n)));
    const c = await Promise.all(tokens.map(() => Client.open(node.ws)));
    c[2]!.send({ kind: "queue", token: tokens[2], game: "pina", tableSizeFt: 9 });
    await c[2]!.next((m) => m.kind === "queued");
    c[0]!.send({ kind: "queue", token: tokens[0], game: "bola8", tableSizeFt: 8, raceTo: 2 });
    await c[0]!.next((m) => m.kind === "queued");
    c[1]!.send({ kind: "queue", token: tokens[1], game: "bola8", tableSizeFt: 8, raceTo: 2 });
    const [p0, p1] = await Promise.all([
      c[0]!.next((m) => m.kind === "paired"),
      c[1]!.next((m) => m.kind === "paired"),
    ]);
    expect(p0.kind === "paired" && p1.kind === "paired" && p0.match === p1.match).toBe(true);
    expect(p0.kind === "paired" && [p0.seat, p1.kind === "paired" && p1.seat]).toEqual([0, 1]);
    const w = await c[1]!.hello((p1 as { match: string }).match, tokens[1]);
    expect(w.kind === "welcome" && w.match.settings).toEqual({ tableSizeFt: 8, raceTo: 2 });
    expect(w.kind === "welcome" && w.match.status).toBe("live");
    expect(c[2]!.messages.some((m) => m.kind === "paired")).toBe(false);
    for (const x of c) x.close();
  });

  it("guest nicknames are validated; a bad token is refused", async () => {
    for (const nickname of ["x", "<b>hi</b>", "a\u0007b", "n".repeat(30)]) {
      const r = await http(node.url, "POST", "/api/online/guests", { nickname });
      expect(r.status, nickname).toBe(400);
      expect(r.json.error.message).toMatch(/nickname/);
    }
    expect((await http(node.url, "POST", "/api/online/matches", { game: "bola8" }, "nope")).status).toBe(401);
    const s = await Client.open(node.ws);
    const { id } = await invitedMatch(node.url, { game: "bola8" });
    const r = await s.hello(id, "not-a-token");
    expect(r.kind === "refused" && r.code).toBe("unauthorized");
    s.close();
  });
});
